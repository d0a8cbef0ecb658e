import XCTest

@testable import KeyboardLab

final class KeyframeAnimationTests: XCTestCase {
    /// 0 → 100 during 0…0.25, hold, → 200 during 0.5…1, on a 1 s linear keyframe animation.
    private func makeTwoKeyframes(mode: KeyframeAnimationOptions, curve: AnimationOptions = .curveLinear)
        throws -> (AnimationEngine, AnimatableProperty<Double>, CompletionLog)
    {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        try engine.animateKeyframes(
            withDuration: 1, options: mode.union(KeyframeAnimationOptions(curve)),
            animations: {
                try engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    engine.setModelValue(100.0, for: x)
                }
                try engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    engine.setModelValue(200.0, for: x)
                }
            }, completion: log.block("keys"))
        return (engine, x, log)
    }

    private func sample(_ engine: AnimationEngine, _ x: AnimatableProperty<Double>, atFrames frames: [Int])
        -> [Double]
    {
        var result: [Double] = []
        for frame in frames {
            engine.run(frames: frame - engine.frameIndex)
            result.append(x.presentation)
        }
        return result
    }

    func test_linearMode() throws {
        let (engine, x, log) = try makeTwoKeyframes(mode: .calculationModeLinear)
        XCTAssertEqual(x.model, 200)
        let values = sample(engine, x, atFrames: [0, 6, 15, 24, 45, 60])
        XCTAssertEqual(values[0], 0)
        XCTAssertEqual(values[1], 40, accuracy: 1e-9)  // t 0.1 → 100 · 0.1/0.25
        XCTAssertEqual(values[2], 100, accuracy: 1e-9)  // t 0.25
        XCTAssertEqual(values[3], 100, accuracy: 1e-9)  // t 0.4, held
        XCTAssertEqual(values[4], 150, accuracy: 1e-9)  // t 0.75
        XCTAssertEqual(values[5], 200)
        XCTAssertEqual(log.entries, ["keys:true"])
    }

    /// Without a curve in bits 16–19 the whole keyframe animation is eased in and out.
    func test_defaultCurve_easesTheWholeAnimation() throws {
        let (engine, x, _) = try makeTwoKeyframes(mode: .calculationModeLinear, curve: [])
        engine.run(frames: 6)
        let u = Reference.bezierY(0.42, 0, 0.58, 1, atX: 0.1)
        XCTAssertEqual(x.presentation, 100 * u / 0.25, accuracy: 1e-6)
    }

    /// Discrete: a keyframe's value appears at its end and is held.
    func test_discreteMode() throws {
        let (engine, x, _) = try makeTwoKeyframes(mode: .calculationModeDiscrete)
        let values = sample(engine, x, atFrames: [6, 15, 24, 45, 59, 60])
        XCTAssertEqual(values, [0, 100, 100, 100, 100, 200])
    }

    /// Paced: key times ignored, constant speed along 0 → 100 → 200 (length 200).
    func test_pacedMode() throws {
        let (engine, x, _) = try makeTwoKeyframes(mode: .calculationModePaced)
        let values = sample(engine, x, atFrames: [15, 30, 45])
        XCTAssertEqual(values[0], 50, accuracy: 1e-9)
        XCTAssertEqual(values[1], 100, accuracy: 1e-9)
        XCTAssertEqual(values[2], 150, accuracy: 1e-9)
    }

    /// Cubic: Catmull-Rom through (0, 0), (0.5, 100), (1, 400); at t = 0.25 by hand:
    /// ½(2·0 + 100·½ + (0 − 0 + 400 − 400)·¼ + (0 + 0 − 300 + 400)·⅛) = 31.25.
    func test_cubicMode() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        try engine.animateKeyframes(
            withDuration: 1, options: [.calculationModeCubic, KeyframeAnimationOptions(.curveLinear)],
            animations: {
                try engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    engine.setModelValue(100.0, for: x)
                }
                try engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    engine.setModelValue(400.0, for: x)
                }
            })
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 31.25, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 100, accuracy: 1e-9)
    }

    /// Several properties, each with its own keys; a change outside addKeyframe spans 0…1.
    func test_severalProperties() throws {
        let engine = AnimationEngine()
        let frame = engine.makeProperty(label: "v.frame", value: Rect(x: 0, y: 0, width: 10, height: 10))
        let alpha = engine.makeProperty(label: "v.alpha", value: 1.0)
        try engine.animateKeyframes(
            withDuration: 2, options: KeyframeAnimationOptions(.curveLinear),
            animations: {
                engine.setModelValue(0.0, for: alpha)
                try engine.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    engine.setModelValue(Rect(x: 0, y: 100, width: 10, height: 10), for: frame)
                }
            })
        engine.run(frames: 90)  // t = 1.5 s, u = 0.75
        XCTAssertEqual(alpha.presentation, 0.25, accuracy: 1e-9)
        XCTAssertEqual(frame.presentation.origin.y, 50, accuracy: 1e-9)
    }

    func test_addKeyframeOutside_isAnError() {
        let engine = AnimationEngine()
        XCTAssertThrowsError(try engine.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}) {
            XCTAssertEqual($0 as? AnimationError, .keyframeOutsideKeyframeAnimation)
        }
        XCTAssertThrowsError(
            try engine.animateKeyframes(
                withDuration: 1,
                animations: { try engine.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.5) {} })
        ) {
            XCTAssertEqual($0 as? AnimationError, .invalidKeyframeTiming(start: 0.8, duration: 0.5))
        }
        XCTAssertTrue(engine.contextStack.isEmpty)
    }

    func test_keyframeTimingMessagesPrintNumbersShort() {
        // Whole numbers without ".0", fractions as typed, as the shell's other messages print them.
        XCTAssertEqual(
            AnimationError.invalidKeyframeTiming(start: 0, duration: -1).description,
            "a keyframe's relative duration is at least 0, found -1")
        XCTAssertEqual(
            AnimationError.invalidKeyframeTiming(start: -0.1, duration: 1).description,
            "a keyframe's relative start is 0…1, found -0.1")
        XCTAssertEqual(
            AnimationError.invalidKeyframeTiming(start: 1, duration: 2).description,
            "the keyframe ends at 1 + 2 = 3, after the animation's end at 1")
    }
}
