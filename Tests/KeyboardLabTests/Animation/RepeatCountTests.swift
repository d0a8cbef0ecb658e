import XCTest

@testable import KeyboardLab

/// Repeat counts as UIKit has them: `.repeat` repeats forever; `modifyAnimations(withRepeatCount:
/// autoreverses:)` inside a block runs a number of cycles, fractions allowed, where with
/// autoreverse a cycle is there and back (Apple's `setAnimationRepeatAutoreverses` discussion:
/// "the repeat count indicates the number of complete cycles … 2.0 … ends on the old value …
/// add 0.5 … to end on the new value"). Linear curves, so the expected values are arithmetic:
/// a property animated 0 → 10 shows 10·p, p the position within the cycle.
final class RepeatCountTests: XCTestCase {
    private func scene() -> (AnimationEngine, AnimatableProperty<Double>) {
        let engine = AnimationEngine()
        return (engine, engine.makeProperty(label: "x", value: 0.0))
    }

    /// Two cycles of one second: 5 at 0.5 s, 2.5 at 1.25 s (a quarter into the second), done at
    /// 2 s, when the enclosing block completes too.
    func testTwoCyclesThenTheCompletion() {
        let (engine, x) = scene()
        let log = CompletionLog()
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                engine.modifyAnimations(withRepeatCount: 2, autoreverses: false) {
                    engine.setModelValue(10.0, for: x)
                }
            }, completion: log.block("outer"))
        engine.run(frames: 30)
        XCTAssertEqual(x.presentation, 5, accuracy: 1e-9)
        engine.run(frames: 45)
        XCTAssertEqual(x.presentation, 2.5, accuracy: 1e-9)
        engine.run(frames: 44)
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(engine.runUntilIdle(), 1, "ends at frame 120, t = 2 s")
        XCTAssertEqual(log.entries, ["outer:true"])
        XCTAssertEqual(x.presentation, 10)
    }

    /// Autoreverse, 2.5 cycles: 5 s in all; 5 on the way back at 1.5 s, 9 at 4.9 s (the last
    /// half cycle, forward), and the end on the new value.
    func testTwoAndAHalfAutoreversingCyclesEndOnTheNewValue() {
        let (engine, x) = scene()
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                engine.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
                    engine.setModelValue(10.0, for: x)
                }
            })
        engine.run(frames: 90)
        XCTAssertEqual(x.presentation, 5, accuracy: 1e-9)
        engine.run(frames: 204)
        XCTAssertEqual(x.presentation, 9, accuracy: 1e-9)
        XCTAssertEqual(engine.runUntilIdle(), 6, "ends at frame 300, t = 5 s")
        XCTAssertEqual(x.presentation, 10)
    }

    /// Autoreverse, 2 cycles: back at the old value at 4 s, then the jump to the model.
    func testTwoAutoreversingCyclesEndOnTheOldValueThenJump() {
        let (engine, x) = scene()
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                engine.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                    engine.setModelValue(10.0, for: x)
                }
            })
        engine.run(frames: 237)
        XCTAssertEqual(x.presentation, 10 * (3.0 / 60), accuracy: 1e-9, "3 frames before the end, going back")
        engine.run(frames: 3)
        XCTAssertTrue(engine.isIdle)
        XCTAssertEqual(x.presentation, 10)
    }

    /// The count overrides the enclosing block's `.repeat` for the changes inside it: they end
    /// after one cycle while the block's own change repeats forever. A count of 0 runs once.
    func testACountOverridesRepeatForeverAndZeroRunsOnce() {
        let (engine, x) = scene()
        let y = engine.makeProperty(label: "y", value: 0.0)
        engine.animate(
            withDuration: 1, options: [.curveLinear, .repeat],
            animations: {
                engine.setModelValue(10.0, for: y)
                engine.modifyAnimations(withRepeatCount: 0, autoreverses: false) {
                    engine.setModelValue(10.0, for: x)
                }
            })
        engine.run(frames: 60)
        XCTAssertFalse(x.isAnimating)
        XCTAssertTrue(y.isAnimating)
        engine.run(frames: 30)
        XCTAssertEqual(y.presentation, 5, accuracy: 1e-9)
        XCTAssertEqual(engine.runUntilIdle(limit: 600), 600, "y never ends")
    }

    /// A block nested in the modified one inherits the count (as it inherits the options).
    func testNestedBlocksInheritTheCount() {
        let (engine, x) = scene()
        engine.animate(
            withDuration: 1, options: .curveLinear,
            animations: {
                engine.modifyAnimations(withRepeatCount: 3, autoreverses: false) {
                    engine.animate(withDuration: 0.5, animations: { engine.setModelValue(10.0, for: x) })
                }
            })
        XCTAssertEqual(engine.runUntilIdle(), 180, "three cycles of the inherited 1 s")
    }

    /// Outside any block a repeat count changes nothing: the change is not animated.
    func testOutsideABlockNothingAnimates() {
        let (engine, x) = scene()
        engine.modifyAnimations(withRepeatCount: 5, autoreverses: true) { engine.setModelValue(10.0, for: x) }
        XCTAssertFalse(x.isAnimating)
        XCTAssertEqual(x.presentation, 10)
    }
}
