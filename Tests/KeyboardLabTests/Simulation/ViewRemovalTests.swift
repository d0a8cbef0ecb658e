import XCTest

@testable import KeyboardLab

/// Where a sampled or recorded view went missing: the first frame of each stretch without it.
final class ViewRemovalTests: XCTestCase {
    /// A box watched on frame 0, removed after frame 2 is sampled: frames 3 and 4 read NaN, so
    /// it was removed at frame 3; `t` reads no view.
    func test_samples_nameTheFirstFrameWithoutTheView() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "box", frame: Rect(x: 0, y: 100, width: 50, height: 50))
        try sim.addProbe(.view("box", .maxY, .presentation), named: "box.maxY")
        try sim.addProbe(.time, named: "t")
        sim.step(frames: 2)
        try sim.view(named: "box").removeFromSuperview()
        sim.step(frames: 2)
        let samples = sim.samples
        XCTAssertEqual(samples.columnViews, ["box", nil])
        XCTAssertEqual(samples.removals(), [ViewRemoval(view: "box", frames: [3])])
        // A table of frames 4 on still shows the removal of frame 3; one of frames 1–2 has none.
        XCTAssertEqual(samples.removals(after: 3), [ViewRemoval(view: "box", frames: [3])])
        XCTAssertEqual(samples.removals(after: 4), [])
        XCTAssertEqual(samples.column("box.maxY")?.prefix(3), [150, 150, 150])
    }

    /// Present, gone, present, gone: two removals. Gone from the first sample: removed before
    /// it. Absent at the start of a timeline (added later) is no removal.
    func test_stretches() {
        let frames = [5, 6, 7, 8, 9]
        XCTAssertEqual(
            ViewRemoval.stretches(
                of: "v", frames: frames, present: [true, false, true, false, false], existedBefore: true,
                shownAfter: .min),
            ViewRemoval(view: "v", frames: [6, 8]))
        XCTAssertEqual(
            ViewRemoval.stretches(
                of: "v", frames: frames, present: [false, true, true, true, true], existedBefore: true,
                shownAfter: .min),
            ViewRemoval(view: "v", frames: [5], goneAtFirstSample: true))
        XCTAssertNil(
            ViewRemoval.stretches(
                of: "v", frames: frames, present: [false, true, true, true, true], existedBefore: false,
                shownAfter: .min))
        // Only the stretches that reach past `shownAfter`.
        XCTAssertEqual(
            ViewRemoval.stretches(
                of: "v", frames: frames, present: [true, false, true, false, false], existedBefore: true,
                shownAfter: 7),
            ViewRemoval(view: "v", frames: [8]))
    }
}
