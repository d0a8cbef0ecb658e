import Foundation
import LabShell
import XCTest

/// A watch table over more frames than the samples keep (the last 100,000, `LogLimits.sampleRows`,
/// docs/Shell.md "Limits") shows exactly those and says under it which of its first frames it does
/// not show. `watch` samples frame 0, so `step 150000` has rows for frames 0…150000; the last
/// 100,000 are 50001…150000, and frames 1…50000 are left out. (The store drops its oldest rows in
/// batches of an eighth; the table showed up to 112,500 rows under a note that said 100,000.)
final class LongWatchTableTests: XCTestCase {
    func test_step_saysWhichFirstFramesAreNotShown() {
        let output = runScript("watch t\nstep 150000", harness: SessionHarness())
        XCTAssertEqual(output.count, 1 + 100_000 + 1)
        XCTAssertEqual(output[1].split(separator: " ").first, "50001")
        XCTAssertEqual(
            output.last, "note: frames 1–50000 are not shown: only the last 100000 frames are kept")
    }

    /// `run 2000` plays 120,000 frames (2000 s at 60 Hz): rows for frames 0…120000, of which the
    /// table shows the last 100,000, 20001…120000.
    func test_run_saysItToo() {
        let output = runScript("watch t\nrun 2000", harness: SessionHarness())
        XCTAssertEqual(output[1].split(separator: " ").first, "20001")
        XCTAssertEqual(
            output.last, "note: frames 1–20000 are not shown: only the last 100000 frames are kept")
    }

    /// A table that shows every frame has no such note.
    func test_aShortStep_hasNoNote() {
        let output = runScript("watch t\nstep 100000", harness: SessionHarness())
        XCTAssertEqual(output.count, 1 + 100_000)
        XCTAssertFalse(output.contains { $0.hasPrefix("note:") })
    }
}
