import LabShell
import XCTest

/// Per-frame tables and plots as text.
final class AnimationSnapshotTests: XCTestCase {
    private let move = """
        view box frame 0 100 50 50
        watch box.presentation.minY box.minY
        animate 0.25 curve ease-in-out do move box dy 100
        """

    func test_frameTableInBoxMode() {
        let lines = runScript("mode box\n" + move + "\nrun")
        Snapshot.assert(lines.joined(separator: "\n") + "\n", named: "animation-frames-box")
    }

    func test_plotOfAKeyboardCurveMove() {
        let lines = runScript(
            "view sheet frame 0 852 393 336\nwatch sheet.presentation.minY\nanimate 0.25 options raw 7<<16 do move sheet dy -336\n"
                + "run\nplot sheet.presentation.minY width 40 height 10")
        Snapshot.assert(lines.joined(separator: "\n") + "\n", named: "animation-plot-keyboard")
    }

    func test_plotMarksEachSeries() {
        let lines = runScript(move + "\nrun\nplot box.presentation.minY box.minY width 20 height 5")
        // Sample 0 is taken before the block (both 100, 'o' drawn over '*'); from then on the
        // model sits at 200 on the top row while the presentation climbs from the bottom row.
        XCTAssertEqual(lines.last, "        * box.presentation.minY   o box.minY")
        XCTAssertTrue(lines.contains("200.00 | ooooooooooooooooooo"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("100.00 |o*") }, lines.joined(separator: "\n"))
    }
}
