import XCTest

@testable import KeyboardLab

final class AnimationContextTests: XCTestCase {
    /// The keyboard's block (duration 0.25, curve 7): a frame set inside follows the facts
    /// §4.2 table at 60 Hz (minY to 0.01) and snaps to 516 at frame 30.
    func test_keyboardContext_followsFactsTable() {
        let engine = AnimationEngine()
        let keyboard = engine.makeProperty(
            label: "keyboard.frame", value: Rect(x: 0, y: 852, width: 393, height: 336))
        engine.perform(in: .keyboard) {
            engine.setModelValue(Rect(x: 0, y: 516, width: 393, height: 336), for: keyboard)
        }
        var frame = 0
        for row in SpringTests.keyboardTable where row.frame < 30 {
            engine.run(frames: row.frame - frame)
            frame = row.frame
            XCTAssertEqual(keyboard.presentation.minY, row.minY, accuracy: 0.005 + 1e-9, "frame \(frame)")
        }
        engine.run(frames: 30 - frame)
        XCTAssertEqual(keyboard.presentation.minY, 516)
        XCTAssertTrue(engine.isIdle)
    }

    /// A will-notification handler's layout inside the keyboard block animates on curve 7,
    /// and a nested `animate(withDuration: 0.3)` inherits it too.
    func test_handlerLayout_inheritsKeyboardCurve() {
        let engine = AnimationEngine()
        let bottom = engine.makeProperty(
            label: "input.frame", value: Rect(x: 0, y: 800, width: 393, height: 52))
        let other = engine.makeProperty(label: "other.alpha", value: 0.0)
        engine.perform(in: .keyboard) {
            XCTAssertEqual(engine.currentAnimationContext, .keyboard)
            engine.setModelValue(Rect(x: 0, y: 464, width: 393, height: 52), for: bottom)
            engine.animate(withDuration: 0.3) { engine.setModelValue(1.0, for: other) }
        }
        engine.run(frames: 15)
        XCTAssertEqual(bottom.presentation.minY, 800 - 336 * 0.94204, accuracy: 0.002)
        XCTAssertEqual(other.presentation, 0.94204, accuracy: 0.5e-5)
    }

    /// `animate(withDuration: 0)` inside the keyboard's block: by default it inherits the
    /// keyboard's spring (facts §1.3's nesting rule, an inference the engine records); under
    /// `nestedZeroDuration = .immediate` the change is made at once. Frame 15 of the spring is
    /// p = 0.94204 (facts §4.2 table).
    func test_nestedZeroDuration_inheritsOrIsImmediate_andIsRecorded() {
        for behaviour in NestedZeroDurationBehavior.allCases {
            let engine = AnimationEngine()
            engine.nestedZeroDuration = behaviour
            let alpha = engine.makeProperty(label: "bar.alpha", value: 0.0)
            engine.perform(in: .keyboard) {
                engine.animate(withDuration: 0) { engine.setModelValue(1.0, for: alpha) }
            }
            engine.run(frames: 15)
            let expected = behaviour == .inherits ? 0.94204 : 1
            XCTAssertEqual(alpha.presentation, expected, accuracy: 0.5e-5, "\(behaviour)")
            XCTAssertEqual(engine.assumptionTrace.used(since: 0), [.nestedZeroDuration], "\(behaviour)")
        }
        // Outside any block a zero duration never animates and assumes nothing.
        let engine = AnimationEngine()
        let alpha = engine.makeProperty(label: "bar.alpha", value: 0.0)
        engine.animate(withDuration: 0) { engine.setModelValue(1.0, for: alpha) }
        XCTAssertEqual(alpha.presentation, 1)
        XCTAssertEqual(engine.assumptionTrace.used(since: 0), [])
    }

    /// Nested animate inherits duration and curve; override flags take the nested values.
    func test_nestedAnimate_inheritanceAndOverrides() {
        func run(_ inner: AnimationOptions) -> (duration: Double, timing: TimingParameters) {
            let engine = AnimationEngine()
            var seen: AnimationContext?
            engine.animate(withDuration: 1, options: .curveLinear) {
                engine.animate(withDuration: 4, options: inner.union(.curveEaseIn)) {
                    seen = engine.currentAnimationContext
                }
            }
            return (seen?.duration ?? -1, seen?.timing ?? .cubic(.caDefault))
        }
        let inherited = run([])
        XCTAssertEqual(inherited.duration, 1)
        XCTAssertEqual(inherited.timing, .cubic(.linear))
        let ownDuration = run(.overrideInheritedDuration)
        XCTAssertEqual(ownDuration.duration, 4)
        XCTAssertEqual(ownDuration.timing, .cubic(.linear))
        let ownCurve = run(.overrideInheritedCurve)
        XCTAssertEqual(ownCurve.duration, 1)
        XCTAssertEqual(ownCurve.timing, .cubic(.easeIn))
        let both = run([.overrideInheritedDuration, .overrideInheritedCurve])
        XCTAssertEqual(both.duration, 4)
        XCTAssertEqual(both.timing, .cubic(.easeIn))
    }

    /// Flags such as repeat are inherited unless overrideInheritedOptions.
    func test_nestedAnimate_inheritsOptionsUnlessOverridden() {
        let engine = AnimationEngine()
        var inherited: AnimationOptions = []
        var overridden: AnimationOptions = []
        engine.animate(withDuration: 1, options: [.repeat, .autoreverse]) {
            engine.animate(withDuration: 1) { inherited = engine.currentAnimationContext?.options ?? [] }
            engine.animate(withDuration: 1, options: .overrideInheritedOptions) {
                overridden = engine.currentAnimationContext?.options ?? []
            }
        }
        XCTAssertTrue(inherited.contains([.repeat, .autoreverse]))
        XCTAssertFalse(overridden.contains(.repeat))
        XCTAssertFalse(overridden.contains(.autoreverse))
    }

    /// Nested values animate with the inherited timing: inner asks 4 s ease-in, moves 1 s linear.
    func test_nestedAnimate_movesWithInheritedTiming() {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        engine.animate(withDuration: 1, options: .curveLinear) {
            engine.animate(withDuration: 4, options: .curveEaseIn) { engine.setModelValue(60.0, for: x) }
        }
        engine.run(frames: 20)
        XCTAssertEqual(x.presentation, 20, accuracy: 1e-9)
    }

    /// performWithoutAnimation and disabled animations make changes jump, even inside a block;
    /// a zero duration does not animate either.
    func test_withoutAnimation_jumps() {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        engine.animate(withDuration: 1) {
            engine.performWithoutAnimation { engine.setModelValue(5.0, for: x) }
            XCTAssertNil(engine.performWithoutAnimation { engine.currentAnimationContext })
        }
        XCTAssertEqual(x.presentation, 5)
        engine.animate(withDuration: 0) { engine.setModelValue(7.0, for: x) }
        XCTAssertEqual(x.presentation, 7)
        engine.areAnimationsEnabled = false
        engine.animate(withDuration: 1) { engine.setModelValue(9.0, for: x) }
        XCTAssertEqual(x.presentation, 9)
        XCTAssertFalse(engine.isInsideAnimationContext)
    }

    /// A zero-duration animate nested in the keyboard block inherits 0.25 s and curve 7;
    /// with overrideInheritedDuration it does not animate.
    func test_zeroDurationNested_inheritsOrJumps() {
        let engine = AnimationEngine()
        let a = engine.makeProperty(label: "a", value: 0.0)
        let b = engine.makeProperty(label: "b", value: 0.0)
        engine.perform(in: .keyboard) {
            engine.animate(withDuration: 0) { engine.setModelValue(1.0, for: a) }
            engine.animate(withDuration: 0, options: .overrideInheritedDuration) {
                engine.setModelValue(1.0, for: b)
            }
        }
        XCTAssertTrue(a.isAnimating)
        XCTAssertEqual(b.presentation, 1)
    }

    /// The UIView spring API: duration honoured, overshoot for ζ < 1, ends at the duration.
    func test_springBlockAnimation() {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        engine.animate(
            withDuration: 0.6, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            animations: { engine.setModelValue(100.0, for: x) })
        var peak = 0.0
        for _ in 0..<35 {
            engine.step()
            peak = max(peak, x.presentation)
        }
        XCTAssertGreaterThan(peak, 100)
        XCTAssertFalse(engine.isIdle)
        engine.step()  // frame 36 = 0.6 s: the end
        XCTAssertTrue(engine.isIdle)
        XCTAssertEqual(x.presentation, 100)
        engine.animate(springDuration: 0.5, bounce: 0) { engine.setModelValue(0.0, for: x) }
        engine.run(frames: 6)
        // Critically damped, response 0.5 s: ω = 4π; at t = 0.1 the remaining is e^(−ωt)(1 + ωt).
        let omega = 4 * Double.pi
        XCTAssertEqual(x.presentation, 100 * exp(-omega * 0.1) * (1 + omega * 0.1), accuracy: 1e-6)
    }
}
