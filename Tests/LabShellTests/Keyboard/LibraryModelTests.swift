import LabShell
import XCTest

/// The library models of Examples/library/ against their libraries' arithmetic, worked by hand
/// (iPad Pro 11" in landscape: 1194×834, safe area 24/20, keyboard 418 tall, docs/Devices.md).
final class LibraryModelTests: XCTestCase {
    /// The bar on the safe area's bottom, bound with freshOS's guide, the keyboard shown in
    /// `placement` (none: full screen).
    private func freshOS(placement: String?) -> SessionHarness {
        let harness = SessionHarness()
        runScript(
            """
            device ipad-pro-11 landscape
            \(placement ?? "")
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: input.bottom == safe.bottom
            layout
            technique freshos from Examples/library/freshos-keyboard-layout-guide.kbl
            bind input with freshos bottom
            show-keyboard
            """, harness: harness)
        return harness
    }

    /// freshOS's `keyboardHeight` is `keyWindow.bounds.height − end.minY` (KeyboardLayoutGuide.swift),
    /// less the safe area's bottom. A Stage Manager window 800×600 at (100, 80), the keyboard's
    /// top at 834 − 418 = 416 on the screen: 600 − 416 − 20 = 164 (the screen's height would give
    /// 398). The guide's top is 580 − 164 = 416 in the window, screen y 80 + 416 = 496: the bar
    /// ends 80 pt (the window's y) under the keyboard's top, the library's mix of two spaces.
    func test_freshOSGuideUsesTheKeyWindowsHeightInStageManager() {
        let harness = freshOS(placement: "placement stage-manager frame 100 80 800 600")
        XCTAssertEqual(runScript("print window.bounds.height", harness: harness), ["600"])
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 416)
        XCTAssertEqual(quantity("guideHeight.constant", in: harness), 164)
        XCTAssertEqual(runScript("print input.frame.maxY", harness: harness), ["416"], "in the root view")
        XCTAssertEqual(quantity("input.presentation.maxY", in: harness), 496, "on the screen")
    }

    /// Full screen the key window is the screen: 834 − 416 − 20 = 398, and the bar ends on the
    /// keyboard's top, 834 − 20 − 398 = 416.
    func test_freshOSGuideFullScreenWindowAndScreenAgree() {
        let harness = freshOS(placement: nil)
        XCTAssertEqual(runScript("print window.bounds.height", harness: harness), ["834"])
        XCTAssertEqual(quantity("guideHeight.constant", in: harness), 398)
        XCTAssertEqual(quantity("input.presentation.maxY", in: harness), 416)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 416)
    }
}
