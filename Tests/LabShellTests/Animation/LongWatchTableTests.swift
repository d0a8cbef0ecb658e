import Foundation
import LabShell
import XCTest

/// A watch table over more frames than the samples keep (the last 100,000, `LogLimits.sampleRows`,
/// docs/Shell.md "Limits") says under it which of its first frames it does not show. The samples
/// drop their oldest rows once they hold more than 100,000 plus an eighth (112,500), down to
/// 100,000: `watch` samples frame 0, so `step 150000` adds rows for frames 0…150000; the 112,501st
/// (frame 112500) trims them to frames 12501…112500, frame 125001 to 25002…125001, frame 137502
/// to 37503…137502, and the last 12,498 frames follow: the table shows 37503…150000 and leaves
/// out frames 1…37502.
final class LongWatchTableTests: XCTestCase {
    func test_step_saysWhichFirstFramesAreNotShown() {
        let output = runScript("watch t\nstep 150000", harness: SessionHarness())
        XCTAssertEqual(output.count, 1 + 112_498 + 1)
        XCTAssertEqual(output[1].split(separator: " ").first, "37503")
        XCTAssertEqual(
            output.last, "note: frames 1–37502 are not shown: only the last 100000 frames are kept")
    }

    /// `run 2000` plays 120,000 frames (2000 s at 60 Hz): rows for frames 0…120000, trimmed once
    /// at frame 112500 to 12501…112500; the table shows 12501…120000.
    func test_run_saysItToo() {
        let output = runScript("watch t\nrun 2000", harness: SessionHarness())
        XCTAssertEqual(output[1].split(separator: " ").first, "12501")
        XCTAssertEqual(
            output.last, "note: frames 1–12500 are not shown: only the last 100000 frames are kept")
    }

    /// A table that shows every frame has no such note.
    func test_aShortStep_hasNoNote() {
        let output = runScript("watch t\nstep 100000", harness: SessionHarness())
        XCTAssertEqual(output.count, 1 + 100_000)
        XCTAssertFalse(output.contains { $0.hasPrefix("note:") })
    }
}
