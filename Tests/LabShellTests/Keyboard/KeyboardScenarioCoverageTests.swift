import LabShell
import XCTest

/// The rarer scenarios reached from the shell, with the facts' sequences and values:
/// first show after launch and third-party keyboards (facts §1.4), hardware keyboards and the
/// iPad shortcuts bar (§1.7), Split View and Slide Over (§1.11, §7).
final class KeyboardScenarioCoverageTests: XCTestCase {
    private let notificationHeader =
        "#,frame,t ms,name,begin,end,duration,curve,local,center begin,center end,bounds"

    /// The notifications table as rows (name, frame, begin, end, duration, local).
    private func posted(_ harness: SessionHarness) -> [[String]] {
        csvRows(runScript("mode csv\nnotifications", harness: harness), header: notificationHeader)
    }

    /// facts §1.4 (jsq #701, D08): `first-show-keyboard` on the ios13 profile posts two rounds, the
    /// second 0.306 s later: frame 19 at 60 Hz (18.36 rounded up), keys-only 216 then 260 on an
    /// iPhone SE; dids at 0.5 s (frame 30) and 0.806 s (frame 49). The next show is one round.
    /// (Until issue 10 this was what `show-keyboard` did on the first show of iOS ≤ 13.)
    func test_firstShowAfterLaunch_ios13_twoRounds_facts1_4() {
        let harness = SessionHarness()
        runScript("device iphone-se-3\nprofile ios13\nfirst-show-keyboard", harness: harness)
        let rows = posted(harness)
        XCTAssertEqual(
            rows.map { "\($0[3]) \($0[1])" },
            [
                "keyboardWillChangeFrame 0", "keyboardWillShow 0", "keyboardWillChangeFrame 19",
                "keyboardWillShow 19", "keyboardDidChangeFrame 30", "keyboardDidShow 30",
                "keyboardDidChangeFrame 49", "keyboardDidShow 49",
            ])
        XCTAssertEqual(rows[0][5], "(0 451; 375×216)")
        XCTAssertEqual(rows[2][4], "(0 451; 375×216)")
        XCTAssertEqual(rows[2][5], "(0 407; 375×260)")
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 407)
        runScript(
            "clear-notifications\nhide-keyboard\nclear-notifications\nshow-keyboard", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 4)
        // The pattern again needs a relaunch: refused with a hint, then played after `launch`.
        let refused = harness.run("first-show-keyboard").diagnostics
        XCTAssertEqual(
            refused.map(\.message),
            ["the keyboard was already shown since launch, so this is not the first show"])
        XCTAssertEqual(refused.first?.suggestion, "launch first: the app starts afresh")
        runScript("hide-keyboard\nlaunch\nclear-notifications\nfirst-show-keyboard", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 8)
    }

    /// `show-keyboard` is the ordinary one-round show on every profile, the first after launch
    /// included (issue 10: most real captures of a show from hidden are one round).
    func test_firstShow_isOneRound_onEveryProfile() {
        for version in ["ios7", "ios12", "ios13", "ios17", "ios26"] {
            let harness = SessionHarness()
            runScript("device iphone-se-3\nprofile \(version)\nshow-keyboard", harness: harness)
            XCTAssertEqual(quantity("notifications.count", in: harness), 4, version)
            XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 1, version)
        }
    }

    /// facts §1.4 D14: an iPad's first show (ios12) is a 0-height willShow (0.25 s), then the
    /// full 398-pt keyboard (9.7-inch, landscape: 768 − 398 = 370) with duration 0.
    func test_firstShow_iPad_ios12_zeroHeightThenFull_D14() {
        let harness = SessionHarness()
        runScript("device ipad-9-7 landscape\nprofile ios12\nfirst-show-keyboard", harness: harness)
        let willShows = posted(harness).filter { $0[3] == "keyboardWillShow" }
        XCTAssertEqual(willShows.map { $0[5] }, ["(0 768; 1024×0)", "(0 370; 1024×398)"])
        XCTAssertEqual(willShows.map { Double($0[6]) ?? .nan }, [0.25, 0])
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 370)
    }

    /// facts §1.4: a third-party keyboard posts willShow with heights 0, 216, 259 (iPhone SE:
    /// minY 667, 451, 408), each round beginning where the last ended.
    func test_thirdPartyKeyboard_willShowThreeTimes_facts1_4() {
        let harness = SessionHarness()
        runScript("device iphone-se-3\nthird-party-keyboard", harness: harness)
        let willShows = posted(harness).filter { $0[3] == "keyboardWillShow" }
        XCTAssertEqual(
            willShows.map { $0[5] }, ["(0 667; 375×0)", "(0 451; 375×216)", "(0 408; 375×259)"])
        XCTAssertEqual(willShows[1][4], willShows[0][5])
        XCTAssertEqual(willShows[2][4], willShows[1][5])
        XCTAssertEqual(quantity("keyboard.height", in: harness), 259)
    }

    /// facts §1.7: iPhone + hardware keyboard: focusing posts willChangeFrame + willHide with a
    /// zero-height frame at the bottom (0 667; 375×0), no willShow, nothing covers the app; with
    /// a 44-pt accessory the frame is the accessory alone (D16: y 667 − 44 = 623).
    func test_hardwareKeyboard_iPhone_nothingOrTheAccessory_facts1_7() {
        let harness = SessionHarness()
        runScript("device iphone-se-3\nhardware-keyboard connect\nshow-keyboard", harness: harness)
        let rows = posted(harness)
        XCTAssertEqual(rows.prefix(2).map { $0[3] }, ["keyboardWillChangeFrame", "keyboardWillHide"])
        XCTAssertEqual(rows[0][5], "(0 667; 375×0)")
        XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 0)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), 0)

        let accessory = SessionHarness()
        runScript(
            "device iphone-se-3\nhardware-keyboard connect\nshow-keyboard field accessory 44",
            harness: accessory)
        XCTAssertEqual(posted(accessory).first?[5], "(0 623; 375×44)")
        XCTAssertEqual(quantity("keyboard.overlap", in: accessory), 44)
    }

    /// facts §1.7: iPad shortcuts bar: the frame keeps the full 313-pt height (9.7-inch, portrait)
    /// at y 969, so only 1024 − 969 = 55 pt are on screen: the intersection is 55.
    func test_hardwareKeyboard_iPad_shortcutsBar_intersection55_facts1_7() {
        let harness = SessionHarness()
        runScript("device ipad-9-7\nhardware-keyboard connect\nshow-keyboard", harness: harness)
        XCTAssertEqual(posted(harness).first?[5], "(0 969; 768×313)")
        XCTAssertEqual(quantity("keyboard.height", in: harness), 313)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), 55)
        // Disconnecting brings the software keyboard up: a willShow to the full keyboard.
        runScript("clear-notifications\nhardware-keyboard disconnect", harness: harness)
        XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 1)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), 313)
    }

    /// facts §1.11, §7: in Split View the frames are in screen coordinates: the keyboard spans the
    /// whole 1194-pt screen while the app's window is 694 wide; the overlap is the keyboard's
    /// height because the window reaches the screen's bottom. Another app's keyboard: isLocal 0.
    func test_splitView_screenCoordinates_andOtherAppNotLocal_facts1_11() {
        let harness = SessionHarness()
        runScript(
            "device ipad-pro-11 landscape\nplacement split-view frame 0 0 694 834\nshow-keyboard",
            harness: harness)
        XCTAssertEqual(quantity("keyboard.width", in: harness), 1194)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), quantity("keyboard.height", in: harness))
        XCTAssertEqual(posted(harness).first?[8], "1")
        runScript("hide-keyboard\nclear-notifications\nother-app show", harness: harness)
        let rows = posted(harness)
        XCTAssertFalse(rows.isEmpty)
        XCTAssertEqual(Set(rows.map { $0[8] }), ["0"])
    }

    /// facts §1.11 (Flutter): in Slide Over (9.7-inch landscape, panel (694 24; 320×704)) the
    /// reported end frame leaves out the 768 − 728 = 40-pt gap below the panel: y 370 − 40 = 330,
    /// while the keyboard itself sits at 370, so the panel is covered 728 − 370 = 358 pt.
    func test_slideOver_reportedFrameDoesNotMatchTheWindow_facts1_11() {
        let harness = SessionHarness()
        runScript(
            "device ipad-9-7 landscape\nplacement slide-over frame 694 24 320 704\nshow-keyboard",
            harness: harness)
        XCTAssertEqual(posted(harness).first?[5], "(0 330; 1024×398)")
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 370)
        XCTAssertEqual(quantity("keyboard.overlap", in: harness), 358)
    }
}
