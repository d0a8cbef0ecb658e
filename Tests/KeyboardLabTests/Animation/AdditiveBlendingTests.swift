import XCTest

@testable import KeyboardLab

final class AdditiveBlendingTests: XCTestCase {
    /// Model jumps at once, presentation follows the curve from where it was.
    func test_insideBlock_modelJumpsPresentationFollows() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(100.0, for: y) }
        XCTAssertEqual(y.model, 100)
        XCTAssertEqual(y.presentation, 0)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 25, accuracy: 1e-9)
        engine.run(frames: 45)
        XCTAssertEqual(y.presentation, 100)
        XCTAssertFalse(y.isAnimating)
    }

    /// Outside any block the presentation jumps with the model.
    func test_outsideBlock_presentationJumps() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.setModelValue(40.0, for: y)
        XCTAssertEqual(y.presentation, 40)
        XCTAssertFalse(y.isAnimating)
    }

    /// iosoteric's example with linear timing: 0 → 100 over 1 s, at 0.5 s back to 0 over 1 s.
    /// Presentation = model + (0 − 100)(1 − t) + (100 − 0)(1 − (t − 0.5)): 50 at 0.5, 50 at
    /// 0.75 and 1.0 (the well-known "freeze" of reversed linear additive animations), 25 at 1.25.
    func test_twoLinearAnimations_sumTheirOffsets() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.center.y", value: 0.0)
        engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(100.0, for: y) }
        engine.run(frames: 30)
        engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(0.0, for: y) }
        XCTAssertEqual(y.model, 0)
        XCTAssertEqual(y.animationCount, 2)
        XCTAssertEqual(y.presentation, 50, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 50, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 50, accuracy: 1e-9)
        XCTAssertEqual(y.animationCount, 1)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 25, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 0)
    }

    /// Ease-in-out, two overlapping animations on a rect's origin, by hand at chosen frames
    /// with the bisection reference for the curve.
    func test_easeInOut_overlap_matchesHandSum() {
        let engine = AnimationEngine()
        let frame = engine.makeProperty(label: "v.frame", value: Rect(x: 0, y: 0, width: 10, height: 10))
        engine.animate(withDuration: 0.5) {
            engine.setModelValue(Rect(x: 0, y: 200, width: 10, height: 10), for: frame)
        }
        engine.run(frames: 12)  // t = 0.2
        engine.animate(withDuration: 0.4) {
            engine.setModelValue(Rect(x: 0, y: 100, width: 20, height: 10), for: frame)
        }
        func ease(_ x: Double) -> Double { Reference.bezierY(0.42, 0, 0.58, 1, atX: min(max(x, 0), 1)) }
        for frames in [0, 6, 12, 18, 23] {
            let t = 0.2 + Double(frames) / 60
            let first = -200 * (1 - ease(t / 0.5))
            let second = 100 * (1 - ease((t - 0.2) / 0.4))
            let expectedY = 100 + (t < 0.5 ? first : 0) + second
            let expectedW = 20 - 10 * (1 - ease((t - 0.2) / 0.4))
            XCTAssertEqual(frame.presentation.origin.y, expectedY, accuracy: 1e-6, "t \(t)")
            XCTAssertEqual(frame.presentation.size.width, expectedW, accuracy: 1e-6, "t \(t)")
            engine.run(frames: frames == 23 ? 0 : (frames == 18 ? 5 : 6))
        }
    }

    /// Setting the same property twice in one block is one track carrying the whole change.
    func test_sameBlockTwice_isOneTrack() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(withDuration: 1, options: .curveLinear) {
            engine.setModelValue(50.0, for: y)
            engine.setModelValue(80.0, for: y)
        }
        XCTAssertEqual(y.animationCount, 1)
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 40, accuracy: 1e-9)
    }

    /// A non-animated change during an animation keeps the in-flight offset (Core Animation
    /// does not remove animations when the model changes).
    func test_nonAnimatedChange_keepsInFlightOffset() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(100.0, for: y) }
        engine.run(frames: 30)
        engine.setModelValue(300.0, for: y)
        // offset −100 · (1 − 0.5) = −50 on top of the new model.
        XCTAssertEqual(y.presentation, 250, accuracy: 1e-9)
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 300)
    }

    /// iOS 7 blending: the new animation replaces the old one; without beginFromCurrentState
    /// it starts from the old model value (a jump), with it from the presentation.
    func test_replacingBlending_andBeginFromCurrentState() {
        for (options, startValue) in [
            (AnimationOptions.curveLinear, 100.0), ([.curveLinear, .beginFromCurrentState], 50),
        ] {
            let engine = AnimationEngine()
            engine.blending = .replacing
            let y = engine.makeProperty(label: "v.y", value: 0.0)
            let log = CompletionLog()
            engine.animate(
                withDuration: 1, options: .curveLinear, animations: { engine.setModelValue(100.0, for: y) },
                completion: log.block("first"))
            engine.run(frames: 30)
            engine.animate(
                withDuration: 1, options: options, animations: { engine.setModelValue(0.0, for: y) },
                completion: log.block("second"))
            XCTAssertEqual(y.animationCount, 1)
            XCTAssertEqual(y.presentation, startValue, accuracy: 1e-9)
            engine.run(frames: 30)
            XCTAssertEqual(y.presentation, startValue / 2, accuracy: 1e-9)
            engine.runUntilIdle()
            XCTAssertEqual(log.entries, ["first:false", "second:true"])
        }
    }

    /// In additive mode beginFromCurrentState changes nothing about the motion.
    func test_additive_beginFromCurrentState_hasNoEffect() {
        var results: [Double] = []
        for options in [AnimationOptions.curveLinear, [.curveLinear, .beginFromCurrentState]] {
            let engine = AnimationEngine()
            let y = engine.makeProperty(label: "v.y", value: 0.0)
            engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(100.0, for: y) }
            engine.run(frames: 20)
            engine.animate(withDuration: 1, options: options) { engine.setModelValue(0.0, for: y) }
            engine.run(frames: 20)
            results.append(y.presentation)
        }
        XCTAssertEqual(results[0], results[1])
    }

    /// Delay: the presentation holds the old value until the delay ends (backwards fill).
    func test_delay_holdsOldValue() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear) {
            engine.setModelValue(10.0, for: y)
        }
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 0)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 5, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 10)
        XCTAssertTrue(engine.isIdle)
    }

    /// Autoreverse goes there and back, then snaps to the model; repeat wraps forever.
    func test_autoreverseAndRepeat_presentationMath() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(withDuration: 1, options: [.curveLinear, .autoreverse]) {
            engine.setModelValue(100.0, for: y)
        }
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 50, accuracy: 1e-9)
        engine.run(frames: 60)
        XCTAssertEqual(y.presentation, 50, accuracy: 1e-9)  // t = 1.5, on the way back
        engine.run(frames: 29)
        XCTAssertEqual(y.presentation, 100.0 / 60, accuracy: 1e-9)
        engine.step()  // t = 2: ends and snaps to the model value
        XCTAssertEqual(y.presentation, 100)

        let x = engine.makeProperty(label: "v.x", value: 0.0)
        engine.animate(withDuration: 0.5, options: [.curveLinear, .repeat]) {
            engine.setModelValue(10.0, for: x)
        }
        engine.run(frames: 75)  // 1.25 s = 2.5 cycles
        XCTAssertEqual(x.presentation, 5, accuracy: 1e-9)
        XCTAssertTrue(x.isAnimating)
    }

    /// A layout pass touching one property from many animations stays cheap and exact.
    func test_manyAnimations_onOneProperty() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        for i in 1...200 {
            engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(Double(i), for: y) }
            engine.step()
        }
        // Each track i started at frame i − 1 with delta −1, and has run 201 − i frames.
        var expected = 200.0
        for i in 1...200 where 201 - i < 60 {
            expected += -1 * (1 - Double(201 - i) / 60)
        }
        XCTAssertEqual(y.presentation, expected, accuracy: 1e-9)
        XCTAssertEqual(y.animationCount, 59)
    }
}
