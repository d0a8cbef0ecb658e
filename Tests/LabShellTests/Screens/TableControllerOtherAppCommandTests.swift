import LabShell
import XCTest

/// `table-view-controller` under another app's keyboard (`other-app show`), values by hand: iPad
/// Pro 11" landscape (1194 × 834, safe area bottom 20; keyboard with QuickType 418, docked across
/// the screen: End (0, 416; 1194 × 418), docs/Devices.md, docs/Keyboard.md). This app's Split View
/// window is (500, 0; 694 × 834) and the table ends 100 above its bottom, at 734 on screen, above
/// the safe area's 814: the overlap is 734 − 416 = 318, the table's own safe-area inset 0.
final class TableControllerOtherAppCommandTests: XCTestCase {
    static let splitView = """
        device ipad-pro-11 landscape
        placement split-view frame 500 0 694 834
        table-view chat rows 30 height 44
        constraint chat.leading == root.leading
        constraint chat.trailing == root.trailing
        constraint chat.top == root.top
        constraint chat.bottom == root.bottom - 100
        """

    /// The controller follows the other app's keyboard: the inset is printed under the
    /// notifications with its footnote, since nothing else in the output shows it.
    func test_followsAnotherAppsKeyboard() {
        let harness = SessionHarness()
        let output = runScript(
            Self.splitView + "\ntable-view-controller chat on\nother-app show", harness: harness)
        XCTAssertTrue(
            output.contains {
                $0.hasPrefix("(chat.systemKeyboardInset 318: the table view controller followed")
            },
            "\(output)")
        XCTAssertTrue(output.contains { $0.hasPrefix("[1] table-controller-other-app: ") }, "\(output)")
        XCTAssertTrue(output.joined(separator: " ").contains("[1])"), "\(output)")
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 318)
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 0)
        // Without a table view controller nothing is said about it.
        let plain = runScript(Self.splitView + "\nother-app show")
        XCTAssertFalse(plain.joined().contains("table-controller-other-app"), "\(plain)")
    }

    /// `adjusts content-inset` writes the same 318 into contentInset.bottom and says so.
    func test_contentInsetReading() {
        let harness = SessionHarness()
        let output = runScript(
            Self.splitView + "\ntable-view-controller chat on adjusts content-inset\nother-app show",
            harness: harness)
        XCTAssertTrue(output.contains { $0.hasPrefix("(chat.contentInset.bottom 318: ") }, "\(output)")
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 318)
    }

    /// Switched to ignore, the inset stays 0, and the footnote names the user's setting.
    func test_ignoreSetting() {
        let harness = SessionHarness()
        let output = runScript(
            Self.splitView
                + "\nprofile set table-controller-other-app ignore\ntable-view-controller chat on\nother-app show",
            harness: harness)
        XCTAssertTrue(
            output.contains {
                $0.hasPrefix("(chat.systemKeyboardInset 0: the table view controller ignored")
            },
            "\(output)")
        XCTAssertTrue(
            output.contains("[1] table-controller-other-app: set to ignore by profile set (facts §1.11)"),
            "\(output)")
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 0)
    }

    /// Installed while the other app's keyboard is up (the radar's bug): the command says the inset
    /// stays 0 until the keyboard's next frame change; the other app showing it again (hide, then
    /// show) brings the 318.
    func test_installedWhileAnotherAppsKeyboardIsUp() {
        let harness = SessionHarness()
        runScript(Self.splitView + "\nother-app show", harness: harness)
        let installed = runScript("table-view-controller chat on", harness: harness)
        XCTAssertTrue(
            installed.first?.hasPrefix("(chat.systemKeyboardInset 0: installed while another app's") ?? false,
            "\(installed)")
        XCTAssertTrue(installed.contains { $0.hasPrefix("[1] table-controller-other-app: ") }, "\(installed)")
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 0)
        runScript("other-app show", harness: harness)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 318)
        // Installed with no keyboard up, the command prints nothing.
        XCTAssertEqual(runScript(Self.splitView + "\ntable-view-controller chat on"), [])
    }

    /// Switched to ignore after the 318 was added (repro 04): the other app's hide takes it back
    /// and says so, the line never calls a kept 318 "ignored"; the next show is ignored at 0.
    func test_ignoreSwitchedOnMidway() {
        let harness = SessionHarness()
        runScript(Self.splitView + "\ntable-view-controller chat on\nother-app show", harness: harness)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 318)
        runScript("profile set table-controller-other-app ignore", harness: harness)
        let hidden = runScript("other-app hide", harness: harness).joined(separator: " ")
        XCTAssertTrue(
            hidden.contains("(chat.systemKeyboardInset 0: set to ignore another app's keyboard, the"),
            hidden)
        XCTAssertTrue(hidden.contains("took back the 318 it had added for it [1])"), hidden)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 0)
        let shown = runScript("other-app show", harness: harness).joined(separator: " ")
        XCTAssertTrue(shown.contains("(chat.systemKeyboardInset 0: the table view controller ignored"), shown)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 0)
    }

    /// Turned on while this app's own keyboard is up (repro 20): the inset it leaves at 0 is printed
    /// with a footnote saying it waits for the next frame change and that no source says so.
    func test_installedWhileOwnKeyboardIsUp() {
        let harness = SessionHarness()
        runScript(Self.splitView + "\ntext-field input\nshow-keyboard input", harness: harness)
        let installed = runScript("table-view-controller chat on", harness: harness).joined(separator: " ")
        XCTAssertTrue(
            installed.hasPrefix("(chat.systemKeyboardInset 0: installed while this app's keyboard is up,"),
            installed)
        XCTAssertTrue(installed.contains("waits for its next frame change [1])"), installed)
        XCTAssertTrue(installed.contains("[1] table-controller-own-keyboard: "), installed)
        XCTAssertTrue(installed.contains("[UNVERIFIED, facts §1.11]"), installed)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 0)
    }
}
