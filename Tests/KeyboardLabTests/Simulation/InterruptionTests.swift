import XCTest

@testable import KeyboardLab

/// Ctrl-C in the engine: every run checks its `Interruption` once per frame and stops before the
/// next frame, with clock, model and presentation at the frame it reached. Each test sets its own
/// flag, from inside the run (a probe or a completion), so the process-wide one is never touched.
final class InterruptionTests: XCTestCase {
    /// A probe that requests an interruption when it samples `frame`.
    private func tripwire(_ flag: Interruption, at frame: Int) -> Probe {
        Probe(name: "tripwire") { sim in
            if sim.frameIndex == frame { flag.request() }
            return 0
        }
    }

    /// The flag set while frame 10 is sampled: the step stops there, and the keyboard's
    /// presentation is that of frame 10 of the show (facts §4.2 table: 580.79 at frame 10).
    func testStepStopsAtTheFrameTheFlagWasSet() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let flag = Interruption()
        sim.interruption = flag
        sim.addProbe(tripwire(flag, at: 10))
        try sim.perform(.show())
        let run = sim.step(frames: 1000)
        XCTAssertEqual(run, FrameRun(frames: 10, ending: .interrupted, frameIndex: 10, time: 10.0 / 60))
        XCTAssertEqual(sim.frameIndex, 10)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 580.79, accuracy: 0.01)
        XCTAssertEqual(sim.keyboardModelFrame.minY, 516)
        XCTAssertEqual(sim.samples.rows.last?.frame, 10)
        XCTAssertThrowsError(try run.throwIfInterrupted()) { error in
            XCTAssertEqual(error as? SimulationError, .interrupted(frame: 10, time: 10.0 / 60))
            XCTAssertEqual("\(error)", "interrupted at frame 10, t = 0.17 s")
        }
    }

    /// After the interruption the session goes on: once the flag is cleared the show finishes
    /// on the same law (dids at frame 30, 0.5 s, facts §1.2) as if nothing had happened.
    func testAnInterruptedShowResumesWhereItStopped() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let flag = Interruption()
        sim.interruption = flag
        sim.addProbe(tripwire(flag, at: 4))
        try sim.perform(.show())
        XCTAssertEqual(sim.run().ending, .interrupted)
        XCTAssertEqual(sim.frameIndex, 4)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 736.56, accuracy: 0.01)
        XCTAssertEqual(sim.run().ending, .interrupted, "the flag stays set until reset")
        XCTAssertEqual(sim.frameIndex, 4)
        flag.reset()
        let rest = sim.run()
        XCTAssertEqual(rest.ending, .settled)
        XCTAssertEqual(rest.frameIndex, 30)
        XCTAssertEqual(sim.notificationLog.last?.frameIndex, 30)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 516)
    }

    /// A completion that fires at 0.25 s (frame 15) interrupts a run to the end that a
    /// repeating animation would otherwise keep going until the horizon.
    func testACompletionInterruptsARunToTheEnd() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let flag = Interruption()
        sim.interruption = flag
        let engine = sim.engine
        let spinner = engine.makeProperty(label: "spinner", value: 0.0)
        engine.animate(
            withDuration: 1, options: .repeat, animations: { engine.setModelValue(1.0, for: spinner) })
        let other = engine.makeProperty(label: "other", value: 0.0)
        engine.animate(
            withDuration: 0.25, animations: { engine.setModelValue(1.0, for: other) },
            completion: { _ in flag.request() })
        let run = sim.run()
        XCTAssertEqual(run.ending, .interrupted)
        XCTAssertEqual(run.frameIndex, 15)
        XCTAssertEqual(run.time, 0.25, accuracy: 1e-12)
        XCTAssertEqual(other.presentation, 1)
    }

    /// A flag already set stops a run before its first frame.
    func testARequestBeforeTheRunStepsNothing() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let flag = Interruption()
        sim.interruption = flag
        flag.request()
        XCTAssertEqual(sim.step(frames: 5), FrameRun(frames: 0, ending: .interrupted, frameIndex: 0, time: 0))
        XCTAssertEqual(sim.run(seconds: 2).frames, 0)
        XCTAssertEqual(sim.frameIndex, 0)
    }

    /// `run(seconds:)` with a duration no Int can hold (1e300 s, infinity) does not trap: it is
    /// a bounded, interruptible run.
    func testHugeDurationsDoNotTrap() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        let flag = Interruption()
        sim.interruption = flag
        sim.addProbe(tripwire(flag, at: 3))
        XCTAssertEqual(sim.run(seconds: 1e300).frameIndex, 3)
        XCTAssertEqual(sim.run(seconds: .infinity).ending, .interrupted)
        XCTAssertEqual(
            sim.run(seconds: .nan), FrameRun(frames: 0, ending: .completed, frameIndex: 3, time: 0.05))
        XCTAssertEqual(sim.step(frames: Int.min).frames, 0)
    }

    /// `compare` stops within one frame of the scene it is playing and says where.
    func testCompareIsInterruptible() throws {
        let flag = Interruption()
        XCTAssertThrowsError(
            try Simulator.compare(
                scenarios: [.show(), .hide], view: "input", constraint: "bottom", interruption: flag,
                makeScene: { () throws(SimulationError) -> Simulator in
                    let sim = try Simulator(deviceID: "iphone-15")
                    try sim.addInputBar()
                    sim.addProbe(self.tripwire(flag, at: 5))
                    return sim
                })
        ) { error in
            XCTAssertEqual(error as? SimulationError, .interrupted(frame: 5, time: 5.0 / 60))
        }
    }
}
