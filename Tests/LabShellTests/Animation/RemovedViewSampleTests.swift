import Foundation
import LabShell
import XCTest

/// A watched view that is removed: its cells are empty (`-` in the text modes, an empty field in
/// CSV) rather than `nan`, and a note under the table names the view and the first frame without
/// it, as `tracking` does for a tracked view. On the default iPhone 15 (393×852, docs/Devices.md)
/// the hidden keyboard's top is 852, so a box from y 100, 50 high, has maxY 150 and gap 702. At
/// 60 Hz frame n is n × 16.67 ms. The clock is at frame 5 when the box is watched (sampled at
/// once), `step 2` samples frames 6 and 7, the box is removed, and the next frame, 8, is the
/// first without it.
final class RemovedViewSampleTests: XCTestCase {
    private let scene =
        "view box frame 0 100 50 50\nstep 5\nwatch box.maxY gap(box) t\nstep 2\nremove box"

    func test_watchTable_leavesTheCellsEmptyAndSaysWhere() {
        let harness = SessionHarness()
        runScript(scene, harness: harness)
        XCTAssertEqual(
            runScript("step 2", harness: harness),
            [
                "frame    t ms  box.maxY  gap(box)     t",
                "    8  133.33         -         -  0.13",
                "    9  150.00         -         -  0.15",
                "note: box was removed at frame 8; its cells are empty while it is gone",
            ])
        // Data stays data: in csv mode the fields are empty and no note follows.
        XCTAssertEqual(
            runScript("set mode csv\nstep 1", harness: harness),
            ["frame,t ms,box.maxY,gap(box),t", "10,166.67,,,0.17"])
    }

    /// Samples restarted after the removal (`watch` of one more probe at frame 8) begin without
    /// the view: it was removed before that first row. A view added again under the same name
    /// is read again (frame 9: a 10-pt box at y 0, maxY 10, gap 842); removed once more, it is
    /// gone from frame 10, and the note names both removals.
    func test_probesExport_namesEachRemoval() throws {
        let w = try PictureWorkspace(self)
        runScript(
            scene + "\nstep 1\nwatch keyboard.minY\nview box frame 0 0 10 10\nstep 1\nremove box\nstep 1",
            harness: w.harness)
        let output = runScript("export csv probes.csv probes", harness: w.harness)
        XCTAssertEqual(output.first, "wrote probes.csv: 3 frames")
        XCTAssertEqual(
            output.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " "),
            "note: box was removed before frame 8, again at frame 10; its cells are empty while it is gone")
        XCTAssertEqual(
            try w.text("probes.csv"),
            """
            frame,t ms,box.maxY,gap(box),t,keyboard.minY
            8,133.33,,,0.13,852.00
            9,150.00,10.00,842.00,0.15,852.00
            10,166.67,,,0.17,852.00

            """)
    }

    /// The timeline export (since the watch began, frame 5 = its frame 0): the box's own columns
    /// and its probes are empty from its frame 3 (the clock's 8); the note counts as the file's
    /// `frame` column does.
    func test_timelineExport_emptiesTheQuantitiesAndSaysWhere() throws {
        let w = try PictureWorkspace(self)
        runScript(scene + "\nstep 2", harness: w.harness)
        let output = runScript("export csv timeline.csv", harness: w.harness)
        XCTAssertEqual(
            output,
            [
                "wrote timeline.csv: 5 frames",
                "note: box was removed at frame 3; its cells are empty while it is gone",
            ])
        let lines = try w.text("timeline.csv").split(separator: "\n").map(String.init)
        let header = lines[0].split(separator: ",").map(String.init)
        func cells(_ line: Int, _ names: [String]) -> [String] {
            let row = lines[line].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            return names.map { name in header.firstIndex(of: name).map { row[$0] } ?? "missing" }
        }
        let columns = ["frame", "engine frame", "box.y", "box.maxY", "gap(box)", "t"]
        XCTAssertEqual(cells(3, columns), ["2", "7", "100.00", "150.00", "702.00", "0.12"])
        XCTAssertEqual(cells(4, columns), ["3", "8", "", "", "", "0.13"])
        XCTAssertEqual(cells(5, columns), ["4", "9", "", "", "", "0.15"])
        XCTAssertFalse(try w.text("timeline.csv").contains("nan"))
        // JSON has null there, and the same note.
        XCTAssertEqual(
            runScript("export json timeline.json", harness: w.harness).last,
            "note: box was removed at frame 3; its cells are empty while it is gone")
    }
}
