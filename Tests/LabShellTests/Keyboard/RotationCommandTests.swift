import LabShell
import XCTest

/// `orientation` and `device` with the keyboard up on an iPhone 15: the app must hear of every
/// keyboard change (facts §1.9's hide-then-show storm). Reference values: the portrait keyboard
/// 336 pt (minY 852 − 336 = 516), the landscape one 209 pt on a 852×393 screen (minY 393 − 209 =
/// 184, docs/Devices.md), each half of the storm settling in 0.5 s (facts §4.2).
final class RotationCommandTests: XCTestCase {
    func test_orientationWithTheKeyboardUp_playsTheStormToItsEnd() {
        let harness = SessionHarness()
        let output = runScript("show-keyboard\norientation landscape", harness: harness)
        // The show's four, then the rotation's hide (4) and show (4).
        XCTAssertEqual(quantity("notifications.count", in: harness), 12)
        XCTAssertEqual(output.filter { $0.hasPrefix("keyboardWillHide") }.count, 1)
        XCTAssertEqual(output.filter { $0.hasPrefix("keyboardWillShow") }.count, 2)
        XCTAssertTrue(
            output.contains { $0.hasPrefix("keyboardWillShow") && $0.contains("→ (0 184; 852×209)") })
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 184)
        XCTAssertEqual(quantity("t", in: harness), 1.5, accuracy: 1e-9)
        XCTAssertEqual(runScript("orientation", harness: harness), ["landscape"])
        XCTAssertEqual(runScript("print screen.bounds", harness: harness), ["(0 0; 852×393)"])
    }

    func test_orientationQuery_saysWhichWayAnUnplayedRotationTurns() {
        let harness = SessionHarness()
        runScript("show-keyboard\nset keyboard-run off\norientation landscape", harness: harness)
        // The window turns only when the show half starts: still portrait now.
        XCTAssertEqual(runScript("print screen.bounds", harness: harness), ["(0 0; 393×852)"])
        XCTAssertEqual(
            runScript("orientation", harness: harness),
            ["portrait (turning to landscape: 'run' plays the rotation)"])
        runScript("run", harness: harness)
        XCTAssertEqual(runScript("orientation", harness: harness), ["landscape"])
    }

    func test_deviceLandscapeWithTheKeyboardUp_postsTheStorm() {
        let harness = SessionHarness()
        runScript("show-keyboard\nclear-notifications\ndevice landscape", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 8)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 184)
        XCTAssertEqual(quantity("keyboard.model.height", in: harness), 209)
        // Naming the same device with an orientation is the same rotation.
        runScript("clear-notifications\ndevice iphone-15 portrait", harness: harness)
        XCTAssertEqual(quantity("notifications.count", in: harness), 8)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 516)
    }

    func test_anotherDeviceWithTheKeyboardUp_isRefusedAndTheKeyboardStays() {
        assertSingleDiagnostic(
            after: "show-keyboard", "device 1️⃣iphone-se-3",
            message: "the keyboard is up on iphone-15: changing the device would take it away "
                + "without a notification",
            suggestion:
                "hide-keyboard first, then change the device and show-keyboard again; to turn iphone-15 "
                + "instead, rotate (or orientation landscape)",
            thenRuns: "expect keyboard.minY == 516\nhide-keyboard\ndevice iphone-se-3\n"
                + "expect screen.bounds.height == 667")
    }

    func test_orientationWithTheKeyboardHidden_turnsAtOnceAndPrintsNothing() {
        let harness = SessionHarness()
        XCTAssertEqual(runScript("orientation landscape", harness: harness), [])
        XCTAssertEqual(quantity("t", in: harness), 0)
        XCTAssertEqual(runScript("print screen.bounds", harness: harness), ["(0 0; 852×393)"])
    }

    /// The finding: a rotation in Stage Manager footnotes Stage Manager's rule, which moved the
    /// 800×600 window from (100, 80) to (34 = 834 − 800, 80) on the portrait screen; a Split View
    /// rotation still footnotes its own (694 of 1194 → 485 of 834, on the right).
    func test_aRotationFootnotesTheRuleOfItsPlacement() {
        let harness = SessionHarness()
        let stage = runScript(
            "device ipad-pro-11 landscape\nplacement stage-manager frame 100 80 800 600\ntext-field f\n"
                + "show-keyboard\nrotate portrait", harness: harness)
        let text = stage.joined(separator: "\n")
        XCTAssertTrue(
            text.contains("stage-manager-rotation: rotating keeps a Stage Manager window's size"), text)
        XCTAssertTrue(text.contains("profile set stage-manager-rotation share"), text)
        XCTAssertFalse(text.contains("multitasking-rotation"), text)
        XCTAssertEqual(runScript("print window.frame", harness: harness), ["(34 80; 800×600)"])
        let split = runScript(
            "device ipad-pro-11 landscape\nplacement split-view frame 500 0 694 834\ntext-field f\n"
                + "show-keyboard\nrotate portrait\nprint window.frame")
        XCTAssertTrue(split.contains { $0.contains("multitasking-rotation: rotating keeps a Split View") })
        XCTAssertFalse(split.contains { $0.contains("stage-manager-rotation") })
        XCTAssertEqual(split.last, "(349 0; 485×1194)")
    }
}
