import XCTest

@testable import KeyboardLab

final class PropertyAnimatorTests: XCTestCase {
    private func linearAnimator(
        _ engine: AnimationEngine, _ x: AnimatableProperty<Double>, to value: Double = 100
    )
        -> PropertyAnimator
    {
        PropertyAnimator(engine: engine, duration: 1, curve: .linear) { engine.setModelValue(value, for: x) }
    }

    func test_lifecycle_runsToEnd() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let animator = linearAnimator(engine, x)
        animator.addCompletion(log.animator("a"))
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x.model, 0)  // animations run at the start
        try animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(x.model, 100)
        engine.run(frames: 30)
        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-9)
        XCTAssertEqual(x.presentation, 50, accuracy: 1e-9)
        engine.run(frames: 30)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x.presentation, 100)
        XCTAssertEqual(log.entries, ["a:end"])
    }

    /// Every call UIKit raises for is a typed error, and the animator is unchanged after it.
    func test_illegalTransitions_areErrors() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = linearAnimator(engine, x)
        XCTAssertThrowsError(try animator.finishAnimation(at: .end)) {
            XCTAssertEqual(
                $0 as? AnimationError, .invalidAnimatorState(operation: "finishAnimation", state: .inactive))
        }
        XCTAssertThrowsError(try animator.stopAnimation(false)) {
            XCTAssertEqual(
                $0 as? AnimationError, .invalidAnimatorState(operation: "stopAnimation", state: .inactive))
        }
        XCTAssertThrowsError(try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1))
        try animator.startAnimation()
        XCTAssertThrowsError(try animator.finishAnimation(at: .end)) {
            XCTAssertEqual(
                $0 as? AnimationError, .invalidAnimatorState(operation: "finishAnimation", state: .active))
        }
        XCTAssertThrowsError(try animator.setFractionComplete(0.5)) {
            XCTAssertEqual($0 as? AnimationError, .animatorNotPaused(operation: "setFractionComplete"))
        }
        XCTAssertThrowsError(try animator.setInterruptible(false)) {
            XCTAssertEqual($0 as? AnimationError, .animatorConfigurationLocked(property: "isInterruptible"))
        }
        XCTAssertThrowsError(try animator.setUserInteractionEnabled(false))
        try animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        for (name, call) in [
            ("startAnimation", { try animator.startAnimation() }),
            ("pauseAnimation", { try animator.pauseAnimation() }),
            ("stopAnimation", { try animator.stopAnimation(true) }),
            ("setFractionComplete", { try animator.setFractionComplete(0.2) }),
            ("setReversed", { try animator.setReversed(true) }),
            ("addAnimations", { try animator.addAnimations({}) }),
            (
                "continueAnimation",
                { try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1) }
            ),
        ] as [(String, () throws -> Void)] {
            XCTAssertThrowsError(try call()) {
                XCTAssertEqual($0 as? AnimationError, .invalidAnimatorState(operation: name, state: .stopped))
            }
            XCTAssertEqual(animator.state, .stopped)
        }
        try animator.finishAnimation(at: .current)
        XCTAssertEqual(animator.state, .inactive)
    }

    func test_nonInterruptible_refusesPauseAndStop() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = linearAnimator(engine, x)
        try animator.setInterruptible(false)
        try animator.startAnimation()
        XCTAssertThrowsError(try animator.pauseAnimation()) {
            XCTAssertEqual($0 as? AnimationError, .animatorNotInterruptible(operation: "pauseAnimation"))
        }
        XCTAssertThrowsError(try animator.stopAnimation(true))
        XCTAssertTrue(animator.isRunning)
    }

    /// Scrubbing: linear by default, along the curve when scrubsLinearly is false; setting the
    /// fraction on an inactive animator activates it paused.
    func test_scrubbing() throws {
        for linear in [true, false] {
            let engine = AnimationEngine()
            let x = engine.makeProperty(label: "v.x", value: 0.0)
            let animator = PropertyAnimator(engine: engine, duration: 1, curve: .easeInOut) {
                engine.setModelValue(100.0, for: x)
            }
            animator.scrubsLinearly = linear
            try animator.setFractionComplete(0.3)
            XCTAssertEqual(animator.state, .active)
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(animator.fractionComplete, 0.3)
            let expected = linear ? 30 : 100 * Reference.bezierY(0.42, 0, 0.58, 1, atX: 0.3)
            XCTAssertEqual(x.presentation, expected, accuracy: 1e-6)
            engine.run(frames: 10)
            XCTAssertEqual(x.presentation, expected, accuracy: 1e-6)  // paused: time does not move it
        }
    }

    /// Reversing mid-flight heads back over the time run so far and ends at the start, where
    /// the model returns to its old value.
    func test_reverse_endsAtStart() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let animator = linearAnimator(engine, x)
        animator.addCompletion(log.animator("a"))
        try animator.startAnimation()
        engine.run(frames: 36)
        try animator.setReversed(true)
        XCTAssertTrue(animator.isReversed)
        engine.run(frames: 18)
        XCTAssertEqual(animator.fractionComplete, 0.3, accuracy: 1e-9)
        XCTAssertEqual(x.presentation, 30, accuracy: 1e-9)
        engine.run(frames: 18)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x.model, 0)
        XCTAssertEqual(x.presentation, 0)
        XCTAssertEqual(log.entries, ["a:start"])
    }

    /// pausesOnCompletion: stays active at the end without completion, can then run back.
    func test_pausesOnCompletion() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let animator = linearAnimator(engine, x)
        animator.pausesOnCompletion = true
        animator.addCompletion(log.animator("a"))
        try animator.startAnimation()
        engine.run(frames: 70)
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.fractionComplete, 1)
        XCTAssertEqual(x.presentation, 100)
        XCTAssertEqual(log.entries, [])
        XCTAssertTrue(engine.isIdle)
        animator.pausesOnCompletion = false
        try animator.setReversed(true)
        try animator.startAnimation()
        engine.run(frames: 30)
        XCTAssertEqual(x.presentation, 50, accuracy: 1e-9)
        engine.runUntilIdle()
        XCTAssertEqual(log.entries, ["a:start"])
        XCTAssertEqual(x.presentation, 0)
    }

    /// stop(false) keeps the current values; finish moves to end, start or current.
    func test_stopAndFinish_positions() throws {
        for (position, expected) in [(AnimatingPosition.end, 100.0), (.start, 0), (.current, 40)] {
            let engine = AnimationEngine()
            let x = engine.makeProperty(label: "v.x", value: 0.0)
            let log = CompletionLog()
            let animator = linearAnimator(engine, x)
            animator.addCompletion(log.animator("a"))
            try animator.startAnimation()
            engine.run(frames: 24)
            try animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            XCTAssertEqual(x.model, 40, accuracy: 1e-9)
            XCTAssertEqual(x.presentation, 40, accuracy: 1e-9)
            XCTAssertFalse(x.isAnimating)
            try animator.finishAnimation(at: position)
            XCTAssertEqual(x.model, expected, accuracy: 1e-9)
            XCTAssertEqual(x.presentation, expected, accuracy: 1e-9)
            XCTAssertEqual(log.entries, ["a:\(position)"])
        }
    }

    func test_stopWithoutFinishing_goesInactiveSilently() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let animator = linearAnimator(engine, x)
        animator.addCompletion(log.animator("a"))
        try animator.startAnimation()
        engine.run(frames: 15)
        try animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(x.presentation, 25, accuracy: 1e-9)
        engine.run(frames: 60)
        XCTAssertEqual(log.entries, [])
    }

    /// addAnimations while running: delay = factor × remaining time, then the rest of the time.
    func test_addAnimations_whileRunning_usesRemainingTime() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        let animator = linearAnimator(engine, x)
        try animator.startAnimation()
        engine.run(frames: 30)
        try animator.addAnimations({ engine.setModelValue(100.0, for: y) }, delayFactor: 0.5)
        XCTAssertEqual(y.model, 100)
        engine.run(frames: 15)  // fraction 0.75: the added block starts now
        XCTAssertEqual(y.presentation, 0, accuracy: 1e-9)
        engine.run(frames: 8)  // fraction 0.8833…: u = (0.8833 − 0.75) / 0.25
        XCTAssertEqual(y.presentation, 100 * (53.0 / 60 - 0.75) / 0.25, accuracy: 1e-9)
        engine.runUntilIdle()
        XCTAssertEqual(y.presentation, 100)
    }

    /// Before the start, delayFactor delays by a fraction of the whole duration.
    func test_addAnimations_beforeStart_delayFactor() throws {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        let animator = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        try animator.addAnimations({ engine.setModelValue(10.0, for: y) }, delayFactor: 0.5)
        try animator.startAnimation()
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 0, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(y.presentation, 5, accuracy: 1e-9)
    }

    /// continueAnimation: the remaining half runs over durationFactor × duration × 0.5.
    func test_continueAnimation_durationFactorAndTiming() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = linearAnimator(engine, x)
        try animator.startAnimation()
        engine.run(frames: 30)
        try animator.pauseAnimation()
        engine.run(frames: 30)
        XCTAssertEqual(x.presentation, 50, accuracy: 1e-9)
        try animator.continueAnimation(withTimingParameters: .cubic(.easeIn), durationFactor: 2)
        engine.run(frames: 30)  // τ = 0.5 of a 1 s segment
        XCTAssertEqual(animator.fractionComplete, 0.75, accuracy: 1e-9)
        XCTAssertEqual(x.presentation, 50 + 50 * Reference.bezierY(0.42, 0, 1, 1, atX: 0.5), accuracy: 1e-6)
        XCTAssertEqual(engine.runUntilIdle(), 30)
        XCTAssertEqual(animator.state, .inactive)
    }

    /// Curve 7 in a property animator follows the engine setting (unverified on iOS).
    func test_curve7_isASwitchableSetting() {
        let engine = AnimationEngine()
        let plain = PropertyAnimator(engine: engine, duration: 0.25, curve: .keyboard)
        XCTAssertEqual(plain.timingParameters, .cubic(.easeInEaseOut))
        XCTAssertEqual(plain.effectiveDuration, 0.25)
        engine.animatorKeyboardCurve = .keyboardSpring
        let spring = PropertyAnimator(engine: engine, duration: 0.25, curve: .keyboard)
        XCTAssertEqual(spring.timingParameters, .spring(.keyboardCurve))
        XCTAssertEqual(spring.effectiveDuration, 0.5)
    }

    /// Spring parameters with mass/stiffness/damping ignore the animator's duration.
    func test_physicalSpring_ignoresDuration() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = PropertyAnimator(
            engine: engine, duration: 10,
            timingParameters: .spring(SpringTimingParameters(mass: 3, stiffness: 1000, damping: 500)))
        try animator.addAnimations { engine.setModelValue(336.0, for: x) }
        try animator.startAnimation()
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 336 * 0.94204, accuracy: 0.002)
        // Core Animation's estimate (facts §5.3): (1 + x)e^(−x) = 1/1200 at x = 9.435, so
        // t = 9.435 / √(1000/3) = 0.5168 s, which frame 32 (0.5333 s) is the first to pass.
        XCTAssertEqual(engine.runUntilIdle(), 17)
    }

    /// startAnimation(afterDelay:) holds the start value during the delay.
    func test_startAfterDelay() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = linearAnimator(engine, x)
        try animator.startAnimation(afterDelay: 0.5)
        XCTAssertEqual(animator.delay, 0.5)
        engine.run(frames: 30)
        XCTAssertEqual(x.presentation, 0)
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 25, accuracy: 1e-9)
    }

    /// runningPropertyAnimator starts at once and reports the end position.
    func test_runningPropertyAnimator() {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let animator = PropertyAnimator.runningPropertyAnimator(
            engine: engine, withDuration: 0.5, options: .curveLinear,
            animations: { engine.setModelValue(1.0, for: x) }, completion: log.animator("r"))
        XCTAssertTrue(animator.isRunning)
        engine.runUntilIdle()
        XCTAssertEqual(log.entries, ["r:end"])
    }

    /// An animator and a block animation on one property add up.
    func test_animatorAndBlock_blendAdditively() throws {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let animator = linearAnimator(engine, x)
        try animator.startAnimation()
        engine.run(frames: 30)
        engine.animate(withDuration: 1, options: .curveLinear) { engine.setModelValue(0.0, for: x) }
        engine.run(frames: 15)
        // model 0 + animator (−100)(1 − 0.75) + block (100)(1 − 0.25)
        XCTAssertEqual(x.presentation, -25 + 75, accuracy: 1e-9)
    }
}
