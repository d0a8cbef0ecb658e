import XCTest

@testable import KeyboardLab

final class FrameClockTests: XCTestCase {
    func test_60Hz_framesAreExactSixtieths() {
        var clock = FrameClock()
        for _ in 0..<15 { clock.advance() }
        XCTAssertEqual(clock.frameIndex, 15)
        XCTAssertEqual(clock.time, 0.25)
    }

    /// Switching to 120 Hz keeps time continuous: 30 frames at 60 Hz (0.5 s) then 12 frames at
    /// 120 Hz (0.1 s).
    func test_rateChange_keepsTimeContinuous() {
        var clock = FrameClock(frameRate: .hz60)
        for _ in 0..<30 { clock.advance() }
        clock.setFrameRate(.hz120)
        XCTAssertEqual(clock.time, 0.5)
        for _ in 0..<12 { clock.advance() }
        XCTAssertEqual(clock.time, 0.6, accuracy: 1e-12)
        XCTAssertEqual(clock.frameIndex, 42)
    }

    /// The engine only moves when stepped; runUntilIdle stops when nothing is in flight.
    func test_engine_runsOnlyWhenStepped() {
        let engine = AnimationEngine()
        let alpha = engine.makeProperty(label: "v.alpha", value: 0.0)
        engine.animate(withDuration: 0.5, options: .curveLinear) { engine.setModelValue(1.0, for: alpha) }
        XCTAssertEqual(engine.time, 0)
        XCTAssertEqual(alpha.presentation, 0)
        XCTAssertEqual(engine.runUntilIdle(), 30)
        XCTAssertTrue(engine.isIdle)
        XCTAssertEqual(alpha.presentation, 1)
        XCTAssertEqual(engine.runUntilIdle(), 0)
    }

    /// A repeating animation never idles; the limit bounds the run.
    func test_runUntilIdle_respectsLimit() {
        let engine = AnimationEngine(frameRate: .hz120)
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        engine.animate(withDuration: 0.2, options: .repeat) { engine.setModelValue(10.0, for: x) }
        XCTAssertEqual(engine.runUntilIdle(limit: 500), 500)
        XCTAssertFalse(engine.isIdle)
        XCTAssertEqual(engine.time, 500.0 / 120, accuracy: 1e-12)
    }

    func test_frameHandlers_runAfterEveryFrame() {
        let engine = AnimationEngine()
        var seen: [Int] = []
        let token = engine.addFrameHandler { seen.append($0.frameIndex) }
        engine.run(frames: 3)
        engine.removeFrameHandler(token)
        engine.step()
        XCTAssertEqual(seen, [1, 2, 3])
    }
}

final class AnimationDumpTests: XCTestCase {
    func test_dump_listsClockSettingsAndAnimations() throws {
        let engine = AnimationEngine()
        let frame = engine.makeProperty(
            label: "keyboard.frame", value: Rect(x: 0, y: 852, width: 393, height: 336))
        engine.perform(in: .keyboard) {
            engine.setModelValue(Rect(x: 0, y: 516, width: 393, height: 336), for: frame)
        }
        let animator = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.pauseAnimation()
        engine.run(frames: 3)
        XCTAssertEqual(
            engine.dump(),
            [
                "clock: frame 3 time 0.05 s at 60 Hz",
                "settings: blending additive, animator curve 7 easeInOut, animations enabled",
                "block animations: 1",
                "  #2 spring(mass: 3.0, stiffness: 1000.0, damping: 500.0, initialVelocity: 0.0) for 0.5 s "
                    + "asked 0.25 s, runs 0.5 s, begins 0 ends 0.5: keyboard.frame",
                "animators: 1",
                "  active paused fraction 0 cubic(0.0, 0.0, 1.0, 1.0): ",
            ])
    }
}
