import LabShell
import XCTest

/// A keyboard frame that would start above the screen's top is one diagnostic under the argument
/// that set it, with the largest value that fits, and the session goes on as before. Columns
/// counted by hand; heights from docs/Devices.md (iPhone SE 3: 667-pt screen, keyboard 260 pt
/// portrait, 200 pt landscape on a 375-pt screen; iPad Pro 11: 333 pt, undocked 150 pt up).
final class KeyboardFitsScreenCommandTests: XCTestCase {
    private let se = "device iphone-se-3"

    /// `show-keyboard accessory 600`: 600 starts at column 25; 667 − 260 = 407 fits, and the
    /// keyboard is still hidden afterwards.
    func test_showWithATallAccessory_pointsAtTheAccessory() {
        assertSingleDiagnostic(
            after: se, "show-keyboard accessory 1️⃣600",
            message:
                "the keyboard (260 pt) and its accessory (600 pt) would be 860 pt, taller than the 667-pt screen",
            suggestion: "the largest accessory that fits with the 260-pt keyboard is 407 pt",
            category: .runtime,
            thenRuns: "expect keyboard.minY == 667\nshow-keyboard accessory 407\nexpect keyboard.minY == 0")
    }

    /// `accessory 408` on a shown keyboard: the keyboard stays at 667 − 260 = 407.
    func test_accessoryCommand_pointsAtItsHeight() {
        assertSingleDiagnostic(
            after: se + "\nshow-keyboard", "accessory 1️⃣408", message: "would be 668 pt, taller than",
            suggestion: "the largest accessory that fits with the 260-pt keyboard is 407 pt",
            thenRuns: "expect keyboard.minY == 407")
    }

    /// `instant-resize 668`: the caret is under HEIGHT (column 16).
    func test_instantResize_pointsAtTheHeight() {
        assertSingleDiagnostic(
            after: se + "\nshow-keyboard", "instant-resize 1️⃣668",
            message: "the keyboard (668 pt) would be taller than the 667-pt screen",
            suggestion: "the largest keyboard height that fits is 667 pt",
            thenRuns: "expect keyboard.minY == 407\ninstant-resize 667\nexpect keyboard.minY == 0")
    }

    /// With an accessory of 100 the keyboard may be 567 at most.
    func test_instantResizeUnderAnAccessory_suggestsTheRoomLeft() {
        assertSingleDiagnostic(
            after: se + "\nshow-keyboard accessory 100", "instant-resize 1️⃣600 reported 0.25",
            message: "the keyboard (600 pt) and its accessory (100 pt) would be 700 pt",
            suggestion: "the largest keyboard height that fits with the 100-pt accessory is 567 pt",
            thenRuns: "expect keyboard.minY == 307")
    }

    /// The third-party keyboard's round at fault is underlined (column 28), not the list.
    func test_thirdPartyKeyboard_pointsAtTheRound() {
        assertSingleDiagnostic(
            after: se, "third-party-keyboard 0 216 1️⃣668 259",
            message: "the keyboard (668 pt) would be taller than the 667-pt screen",
            thenRuns: "expect keyboard.minY == 667")
    }

    /// An accessory of 300 fits portrait (560) but not landscape (200 + 300 = 500 > 375): the
    /// rotation is refused and the keyboard stays where it was, 667 − 560 = 107.
    func test_rotationWithAPortraitOnlyAccessory_isRefused() {
        assertSingleDiagnostic(
            after: se + "\nshow-keyboard accessory 300", "1️⃣rotate landscape",
            message:
                "the keyboard (200 pt) and its accessory (300 pt) would be 500 pt, taller than the 375-pt screen",
            suggestion: "the largest accessory that fits with the 200-pt keyboard is 175 pt",
            thenRuns:
                "expect keyboard.minY == 107\naccessory 175\nrotate landscape\nexpect keyboard.minY == 0")
    }

    /// Undocked, 150 pt above the bottom: 1194 − 150 − 333 = 711 is the tallest accessory.
    func test_undockedAccessory_keepsTheGap() {
        assertSingleDiagnostic(
            after: "device ipad-pro-11\nshow-keyboard\nundock", "accessory 1️⃣712",
            message:
                "the keyboard (333 pt) and its accessory (712 pt) would start 1 pt above the top of the 1194-pt screen",
            suggestion: "the largest accessory that fits with the 333-pt keyboard is 711 pt",
            thenRuns: "accessory 711\nexpect keyboard.minY == 0")
    }

    /// A dragged floating keyboard stops at the screen's top: the caret is under Y (column 19).
    func test_dragAboveTheTop_pointsAtY() {
        assertSingleDiagnostic(
            after: "device ipad-pro-11\nshow-keyboard\nfloat", "drag-keyboard 100 1️⃣-10",
            message: "would start 10 pt above the top of the 1194-pt screen",
            suggestion: "the keyboard's top stops at the screen's: drag it to y 0 or lower",
            thenRuns: "drag-keyboard 100 0\nexpect keyboard.minY == 0")
    }

    /// Y alone keeps X; past the right, bottom or left edge the floating keyboard stops wholly on
    /// screen, with the assumption's footnote under the notification. iPad Pro 11: 834 × 1194,
    /// floating 320 × 260 centred at x = 257; 834 − 320 = 514, 1194 − 260 = 934.
    func test_dragKeepsXAndStaysOnScreen() {
        let harness = SessionHarness()
        runScript("device ipad-pro-11\ntext-field field\nshow-keyboard\nfloat", harness: harness)
        let straight = runScript(
            "drag-keyboard 300\nexpect keyboard.minX == 257\nexpect keyboard.minY == 300", harness: harness)
        XCTAssertFalse(straight.joined().contains("dragged-keyboard-on-screen"), "\(straight)")
        let far = runScript(
            "drag-keyboard 1000 2000\nexpect keyboard.minX == 514\nexpect keyboard.minY == 934",
            harness: harness)
        XCTAssertTrue(far.contains { $0.hasPrefix("[1] dragged-keyboard-on-screen: ") }, "\(far)")
        runScript(
            "drag-keyboard -40 100\nexpect keyboard.minX == 0\nexpect keyboard.minY == 100", harness: harness)
    }

    func test_dragKeyboardUsageNamesItsArguments() {
        let harness = SessionHarness()
        let result = harness.run("drag-keyboard 1 2 3", mode: .interactive)
        XCTAssertEqual(result.diagnostics.first?.suggestion, "usage: drag-keyboard [X] Y")
    }
}
