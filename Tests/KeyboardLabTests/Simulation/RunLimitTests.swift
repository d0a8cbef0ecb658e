import XCTest

@testable import KeyboardLab

/// Runs to the end that cannot end: a repeating animation keeps the engine busy forever
/// (`.repeat`, docs/Animation.md), so a run to the end stops at the documented horizon and says so.
final class RunLimitTests: XCTestCase {
    /// 3600 frames at 60 Hz is exactly 60 s on the clock (the clock counts frames, FrameClock).
    func testARepeatingAnimationStopsAtTheHorizon() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let engine = sim.engine
        let spinner = engine.makeProperty(label: "spinner", value: 0.0)
        engine.animate(
            withDuration: 1, options: .repeat, animations: { engine.setModelValue(1.0, for: spinner) })
        let run = sim.run()
        XCTAssertEqual(run, FrameRun(frames: 3600, ending: .reachedLimit, frameIndex: 3600, time: 60))
        XCTAssertFalse(sim.isSettled)
        XCTAssertEqual(Simulator.runHorizon, 3600)
        // After a whole number of cycles the repeat is back at its start: progress 0, so the
        // offset is (0 − 1)·(1 − 0) on the model 1, and the presentation 0.
        XCTAssertEqual(spinner.presentation, 0, accuracy: 1e-12)
    }

    /// A smaller limit is honoured; a run that settles first says `.settled`.
    func testLimitAndSettled() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.perform(.show())
        XCTAssertEqual(
            sim.run(limit: 7), FrameRun(frames: 7, ending: .reachedLimit, frameIndex: 7, time: 7.0 / 60))
        // The show ends at 0.5 s (frame 30, facts §1.2): 23 more frames.
        XCTAssertEqual(sim.run(), FrameRun(frames: 23, ending: .settled, frameIndex: 30, time: 0.5))
        XCTAssertEqual(sim.run(limit: -5).ending, .settled)
        XCTAssertEqual(sim.step(frames: 2).ending, .completed)
    }
}
