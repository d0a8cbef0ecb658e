import LabShell
import XCTest

/// The keyboard layout guide follows the keyboard only once a constraint uses it (UIKit makes
/// it lazily; docs/Deviations.md, Simulation 3): where its frame is printed while it is unused,
/// the lab says the number is its rest frame.
final class GuideAtRestTests: XCTestCase {
    /// iPhone 15 (393×852, bottom safe area 34, keyboard 336): unused, the guide rests on the
    /// safe area's bottom, (0 818; 393×34), with the keyboard up; `keyboard-guide` says why,
    /// and the first read of a `keyboard-guide.…` quantity warns once.
    func test_anUnusedGuideSaysItIsAtRest() {
        let harness = SessionHarness()
        let shown = runScript(
            "text-field field\nshow-keyboard\nclear-notifications\nkeyboard-guide", harness: harness)
        XCTAssertEqual(
            Array(shown.suffix(3)),
            [
                "frame (0 818; 393×34) in screen coordinates",
                "(no constraint uses the keyboard layout guide, so it stays at its rest",
                "    frame whatever the keyboard does; a constraint on keyboard.top drives it)",
            ])
        let read = runScript("print keyboard-guide.minY\nprint keyboard-guide.height", harness: harness)
        XCTAssertEqual(
            harness.sink.warnings,
            [
                "warning: keyboard-guide.minY is the keyboard layout guide's rest frame: no constraint uses "
                    + "the guide, so it does not follow the keyboard (a constraint on keyboard.top drives it)"
            ])
        XCTAssertEqual(read, ["818", "34"])
    }

    /// Used by a constraint, the guide covers the keyboard: top 852 − 336 = 516, and nothing is
    /// said.
    func test_aUsedGuideFollowsTheKeyboardSilently() {
        let harness = SessionHarness()
        runScript("view box\nconstraint box.bottom == keyboard.top\nshow-keyboard", harness: harness)
        let lines = runScript("print keyboard-guide.minY\nkeyboard-guide", harness: harness)
        XCTAssertEqual(harness.sink.warnings, [])
        XCTAssertEqual(lines.first, "516")
        XCTAssertEqual(lines.last, "frame (0 516; 393×336) in screen coordinates")
    }
}
