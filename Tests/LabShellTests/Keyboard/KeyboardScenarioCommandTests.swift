import LabShell
import XCTest

/// The scenario commands through the shell on an iPhone 15 (393×852, safe area 59/34, keyboard
/// 336 pt: facts §0, §10.1), with expected values from the facts file.
final class KeyboardScenarioCommandTests: XCTestCase {
    func test_showKeyboard_postsWCF_WS_DCF_DS_withFacts10_1Frames() {
        let output = runScript("device iphone-15\nshow-keyboard")
        // Begin just below the 852-pt screen, end 852 − 336 = 516 up; 393 wide.
        let frames = "(0 852; 393×336) → (0 \(852 - 336); 393×336)"
        // No view is bound or tracked: the four notifications only, the dids 0.5 s later (facts
        // §4.2); at 80 columns each is its name and frames, then the animation under the frames.
        let under = String(repeating: " ", count: 25)
        XCTAssertEqual(
            output,
            [
                "keyboardWillChangeFrame  \(frames)", under + "0.25 s  curve 7",
                "keyboardWillShow         \(frames)", under + "0.25 s  curve 7",
                "keyboardDidChangeFrame   \(frames)", under + "0.25 s  curve 7  at 500 ms",
                "keyboardDidShow          \(frames)", under + "0.25 s  curve 7  at 500 ms",
            ])
        // A terminal wide enough for every line gets them on one line each, as before.
        let wide = SessionHarness()
        wide.session.terminal.width = 100
        let begin = "begin (0 852; 393×336)"
        let end = "end (0 516; 393×336)"
        XCTAssertEqual(
            runScript("device iphone-15\nshow-keyboard", harness: wide),
            [
                "keyboardWillChangeFrame  \(begin)  \(end)  0.25 s  curve 7",
                "keyboardWillShow         \(begin)  \(end)  0.25 s  curve 7",
                "keyboardDidChangeFrame   \(begin)  \(end)  0.25 s  curve 7  at 500 ms",
                "keyboardDidShow          \(begin)  \(end)  0.25 s  curve 7  at 500 ms",
            ])
    }

    func test_showKeyboard_perFrameMinY_matchesFacts4_2Table() {
        let harness = SessionHarness()
        let output = runScript(
            KeyboardScripts.chatBar + "\ntrack input\nmode csv\nshow-keyboard", harness: harness)
        let rows = csvRows(output, header: "frame,t ms,keyboard.minY,input.presentation.maxY,gap")
        XCTAssertEqual(rows.count, 31)
        // facts §4.2's table, frame → keyboard minY.
        let facts: [(Int, Double)] = [
            (0, 852.00), (1, 839.27), (2, 810.09), (3, 773.97), (4, 736.56), (5, 701.03), (6, 668.95),
            (8, 617.15), (10, 580.79), (12, 556.56), (15, 535.48), (18, 525.10), (21, 520.17),
            (24, 517.88), (27, 516.84), (30, 516.00),
        ]
        for (frame, minY) in facts {
            guard let row = rows.first(where: { Int($0[0]) == frame }) else {
                XCTFail("no row for frame \(frame)")
                continue
            }
            XCTAssertEqual(Double(row[2]) ?? .nan, minY, accuracy: 0.005, "frame \(frame)")
        }
        // Nothing bound: the bar stays at 818, the gap is minY − 818.
        XCTAssertEqual(rows.first.map { Double($0[3]) ?? .nan }, 818)
        XCTAssertEqual(rows.last.map { Double($0[4]) ?? .nan }, 516 - 818)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516)
        XCTAssertEqual(quantity("keyboard.height", in: harness), 336)
        XCTAssertEqual(quantity("keyboard.maxY", in: harness), 852)
    }

    func test_keyboardRunOff_stopsAtFrame0_withTheWillsPostedAndTheModelAtTheEnd() {
        let harness = SessionHarness()
        let output = joinedNotifications(runScript("set keyboard-run off\nshow-keyboard", harness: harness))
        XCTAssertEqual(output.count, 3)
        XCTAssertTrue(output[2].hasPrefix("(not run"))
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 852)
        XCTAssertEqual(quantity("keyboard.model.minY", in: harness), 516)
        XCTAssertEqual(quantity("notifications.count", in: harness), 2)
    }

    func test_hideKeyboard_mirrorsTheShow() {
        let output = joinedNotifications(runScript("show-keyboard\nhide-keyboard"))
        XCTAssertEqual(
            output.suffix(4).map { String($0.prefix(24)).trimmingCharacters(in: .whitespaces) },
            ["keyboardWillChangeFrame", "keyboardWillHide", "keyboardDidChangeFrame", "keyboardDidHide"])
        XCTAssertTrue(output[5].contains("(0 516; 393×336) → (0 852; 393×336)"), output[5])
    }

    func test_rotate_withTheKeyboardUp_isTheHideThenShowStorm() {
        let harness = SessionHarness()
        runScript("show-keyboard\nclear-notifications", harness: harness)
        let output = joinedNotifications(runScript("rotate landscape", harness: harness))
        let names = output.map { String($0.prefix(24)).trimmingCharacters(in: .whitespaces) }
        // facts §1.7: the keyboard hides in portrait and shows again in landscape.
        XCTAssertEqual(names.first, "keyboardWillChangeFrame")
        XCTAssertTrue(names.contains("keyboardWillHide"))
        XCTAssertTrue(names.contains("keyboardDidShow"))
        XCTAssertLessThan(
            names.firstIndex(of: "keyboardWillHide") ?? 99, names.firstIndex(of: "keyboardWillShow") ?? -1)
        // Landscape iPhone 15: screen 852×393, so the keyboard ends at the bottom of a 393-pt screen.
        XCTAssertEqual(quantity("keyboard.maxY", in: harness), 393)
        XCTAssertEqual(quantity("keyboard.width", in: harness), 852)
    }

    func test_otherApp_onIPadSplitView_isNotLocal() {
        let harness = SessionHarness()
        runScript(
            "device ipad-pro-11 landscape\nplacement split-view frame 0 0 694 834\nother-app show",
            harness: harness)
        let json = runScript("notifications json last 1", harness: harness).joined(separator: "\n")
        XCTAssertTrue(json.contains("\"UIKeyboardIsLocalUserInfoKey\": 0"), json)
    }

    func test_layoutGuideFlags_setAndPrint() {
        let output = runScript(
            "keyboard-guide follows-undocked on\nkeyboard-guide dismiss-padding 12\nkeyboard-guide")
        XCTAssertEqual(
            output,
            [
                "follows-undocked on", "uses-bottom-safe-area on", "dismiss-padding 12",
                // Hidden keyboard: the guide rests on the safe area's bottom, 852 − 34 = 818.
                "frame (0 818; 393×34) in screen coordinates",
                // No constraint uses the guide: its frame is the rest frame, and it says so.
                "(no constraint uses the keyboard layout guide, so it stays at its rest",
                "    frame whatever the keyboard does; a constraint on keyboard.top drives it)",
            ])
    }

    func test_profile_printsItsSwitches_andChoosesAVersion() {
        let harness = SessionHarness()
        let output = runScript("profile", harness: harness)
        XCTAssertEqual(output.first, "profile ios17")
        XCTAssertTrue(output.contains { $0.hasPrefix("curve") && $0.contains("7") })
        runScript("profile ios13", harness: harness)
        XCTAssertEqual(runScript("profile", harness: harness).first, "profile ios13")
    }

    func test_undockOnIPad_releasesTheGuide_unlessItFollowsUndockedKeyboards() {
        let scene = KeyboardScripts.chatBar.replacingOccurrences(of: "iphone-15", with: "ipad-pro-11")
        let harness = SessionHarness()
        runScript(
            scene + "\nbind input with layout-guide bottom\nshow-keyboard\nundock", harness: harness)
        // facts §6: an undocked keyboard lets the guide go back to the safe area: 1194 − 20 = 1174.
        XCTAssertEqual(quantity("input.maxY", in: harness), 1174, accuracy: 1e-9)
        runScript("dock", harness: harness)
        XCTAssertEqual(
            quantity("input.maxY", in: harness), quantity("keyboard.minY", in: harness), accuracy: 1e-9)

        let following = SessionHarness()
        runScript(
            scene
                + "\nbind input with layout-guide bottom\nkeyboard-guide follows-undocked on\nshow-keyboard\nundock",
            harness: following)
        XCTAssertLessThan(quantity("keyboard.minY", in: following), 1174)
        XCTAssertEqual(
            quantity("input.maxY", in: following), quantity("keyboard.minY", in: following), accuracy: 1e-9)
    }
}
