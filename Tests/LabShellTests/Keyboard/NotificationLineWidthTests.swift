import LabShell
import XCTest

/// The lines a scenario prints as each notification is posted fit the terminal: at 80 columns
/// (the default, and a pipe's) each notification is two lines, its name and `begin → end`, then
/// under the frames (column 25: the longest name, keyboardWillChangeFrame, and two spaces) its
/// duration, curve and time; a terminal wide enough for every line of a command's output gets
/// one line each. Frames by hand from docs/Devices.md: iPhone 15 393×852 (keyboard 336 portrait,
/// 209 landscape), iPad Pro 12.9-inch (Face ID) 1024×1366 (398 portrait, 491 landscape, both
/// with the predictive bar); a notification's did comes 0.5 s after its will (facts §4.2).
final class NotificationLineWidthTests: XCTestCase {
    private static let under = String(repeating: " ", count: 25)

    /// Show, hide, rotate both ways and a hardware keyboard on each device; on iPads also the
    /// undocked, floating (dragged to a negative and to fractional origins) and split keyboards
    /// and another app's keyboard (`not local`).
    private static let scenarios: [(device: String, script: String)] = [
        (
            "iphone-15",
            """
            show-keyboard
            hide-keyboard
            show-keyboard
            rotate landscape
            rotate portrait
            hardware-keyboard connect
            hardware-keyboard disconnect
            hide-keyboard
            """
        ),
        (
            "ipad-pro-12-9",
            """
            show-keyboard
            rotate landscape
            hardware-keyboard connect
            hardware-keyboard disconnect
            undock
            dock
            float
            drag-keyboard -12.5 700.33
            drag-keyboard 1000.25 100.75
            dock
            rotate portrait
            hide-keyboard
            other-app show
            other-app hide
            """
        ),
        (
            "ipad-9",
            """
            show-keyboard
            split
            dock
            rotate landscape
            float
            drag-keyboard 12.5 700.33
            dock
            hide-keyboard
            """
        ),
    ]

    func test_everyNotificationLine_fits80Columns() {
        for (device, script) in Self.scenarios {
            let harness = SessionHarness()
            let output = runScript("device \(device)\ntext-field field\n" + script, harness: harness)
            // Every line, so the footnotes and warnings between them too; counted in characters
            // (× and → are one each, three bytes in UTF-8).
            for line in output {
                XCTAssertLessThanOrEqual(line.count, 80, "\(device): \(line)")
            }
            // Not vacuous: one name line per notification posted, each with its continuation.
            let names = output.filter { $0.hasPrefix("keyboard") }
            XCTAssertEqual(Double(names.count), quantity("notifications.count", in: harness), device)
            XCTAssertGreaterThanOrEqual(names.count, 30, device)
            XCTAssertTrue(names.allSatisfy { $0.contains(") → (") }, "\(device): \(names)")
            XCTAssertTrue(
                output.contains { $0.hasPrefix(Self.under + "0.25 s  curve 7  at ") }, "\(device): \(output)")
        }
    }

    /// The same scenarios on a 200-column terminal print one line per notification, and the two
    /// layouts carry the same fields: the wide line with `begin X  end Y` written `X → Y` is the
    /// compact entry's two lines joined.
    func test_theCompactLayoutKeepsEveryFieldOfTheWideOne() {
        for (device, script) in Self.scenarios {
            let narrow = runScript("device \(device)\ntext-field field\n" + script)
            let wideHarness = SessionHarness()
            wideHarness.session.terminal.width = 200
            let wide = runScript("device \(device)\ntext-field field\n" + script, harness: wideHarness)
            let wideLines = wide.filter { $0.hasPrefix("keyboard") }
            XCTAssertEqual(wideLines.count, narrow.filter { $0.hasPrefix("keyboard") }.count, device)
            XCTAssertFalse(wide.contains { $0.hasPrefix(Self.under) }, "\(device): \(wide)")
            let rewritten = wideLines.map { line in
                line.replacingOccurrences(of: "begin (", with: "(")
                    .replacingOccurrences(of: ")  end (", with: ") → (")
            }
            XCTAssertEqual(
                joinedNotifications(narrow).filter { $0.hasPrefix("keyboard") }, rewritten, device)
        }
    }

    /// iPhone 15 portrait: begin at the screen's bottom, y 852; end 852 − 336 = 516; 393 wide.
    /// The will-notifications at frame 0 carry no time, the dids `at 500 ms`.
    func test_compactLines_iPhoneShowAndHide_byHand() {
        let harness = SessionHarness()
        let show = runScript("device iphone-15\nshow-keyboard", harness: harness)
        let up = "(0 852; 393×336) → (0 \(852 - 336); 393×336)"
        XCTAssertEqual(
            show,
            [
                "keyboardWillChangeFrame  " + up, Self.under + "0.25 s  curve 7",
                "keyboardWillShow         " + up, Self.under + "0.25 s  curve 7",
                "keyboardDidChangeFrame   " + up, Self.under + "0.25 s  curve 7  at 500 ms",
                "keyboardDidShow          " + up, Self.under + "0.25 s  curve 7  at 500 ms",
            ])
        let hide = runScript("hide-keyboard", harness: harness)
        let down = "(0 516; 393×336) → (0 852; 393×336)"
        XCTAssertEqual(
            Array(hide.prefix(2)), ["keyboardWillChangeFrame  " + down, Self.under + "0.25 s  curve 7"])
        XCTAssertEqual(
            Array(hide.suffix(2)),
            ["keyboardDidHide          " + down, Self.under + "0.25 s  curve 7  at 500 ms"])
    }

    /// iPad Pro 12.9-inch in landscape: the screen is 1366×1024, the keyboard 491 tall, so it
    /// comes up from y 1024 to 1024 − 491 = 533, its four-digit numbers still within 80 columns.
    /// A floating keyboard dragged to (−12.5, 700.33) starts the next drag there (320×260,
    /// docs/Keyboard.md), its end CGRect.zero while dragged (facts §1.8), posted at once (0 s).
    func test_compactLines_iPadLandscapeAndFloating_byHand() {
        let harness = SessionHarness()
        let show = runScript("device ipad-pro-12-9 landscape\nshow-keyboard", harness: harness)
        XCTAssertEqual(
            Array(show.prefix(2)),
            [
                "keyboardWillChangeFrame  (0 1024; 1366×491) → (0 \(1024 - 491); 1366×491)",
                Self.under + "0.25 s  curve 7",
            ])
        runScript("float\ndrag-keyboard 12.5 700.33", harness: harness)
        let drag = runScript("drag-keyboard 100 300", harness: harness)
        XCTAssertEqual(drag.first, "keyboardWillChangeFrame  (12.50 700.33; 320×260) → (0 0; 0×0)")
        XCTAssertEqual(drag.dropFirst().first?.hasPrefix(Self.under + "0 s  curve 7"), true, "\(drag)")
    }

    /// One layout for a command's whole output: at 96 columns an iPhone show's wills would fit
    /// on one line (86 characters: 25 + 22 + 2 + 20 + 2 + 6 + 2 + 7) but its dids would not
    /// (97: 11 more for `  at 500 ms`), so all four print compact; at 97 all four fit.
    func test_theLayoutIsChosenForTheWholeOutput() {
        let narrow = SessionHarness()
        narrow.session.terminal.width = 96
        let compact = runScript("device iphone-15\nshow-keyboard", harness: narrow)
        XCTAssertEqual(compact.count, 8, "\(compact)")
        XCTAssertEqual(compact.filter { $0.hasPrefix(Self.under) }.count, 4, "\(compact)")
        let wide = SessionHarness()
        wide.session.terminal.width = 97
        let oneLine = runScript("device iphone-15\nshow-keyboard", harness: wide)
        XCTAssertEqual(oneLine.count, 4, "\(oneLine)")
        XCTAssertEqual(oneLine.map(\.count).max(), 97)
    }

    /// Under 60 columns the animation goes on 4 columns in and a line breaks between fields,
    /// never inside a frame: at 50 every line fits and each frame is whole on its line.
    func test_aNarrowTerminal_breaksBetweenFields() {
        let harness = SessionHarness()
        harness.session.terminal.width = 50
        let output = runScript("device ipad-pro-12-9 landscape\nshow-keyboard", harness: harness)
        XCTAssertTrue(output.allSatisfy { $0.count <= 50 }, output.joined(separator: "\n"))
        XCTAssertEqual(
            Array(output.prefix(3)),
            ["keyboardWillChangeFrame  (0 1024; 1366×491)", "    → (0 533; 1366×491)", "    0.25 s  curve 7"])
    }
}
