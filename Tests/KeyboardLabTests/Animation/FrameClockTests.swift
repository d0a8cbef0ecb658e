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
