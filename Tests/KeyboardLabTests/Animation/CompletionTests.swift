import XCTest

@testable import KeyboardLab

final class CompletionTests: XCTestCase {
    /// Both additive animations complete with finished == true, each at its own end.
    func test_overlappingAdditive_bothFinish() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        let log = CompletionLog()
        engine.animate(
            withDuration: 0.5, animations: { engine.setModelValue(1.0, for: y) }, completion: log.block("a"))
        engine.run(frames: 10)
        engine.animate(
            withDuration: 0.5, animations: { engine.setModelValue(2.0, for: y) }, completion: log.block("b"))
        engine.run(frames: 19)
        XCTAssertEqual(log.entries, [])
        engine.step()  // t = 0.5
        XCTAssertEqual(log.entries, ["a:true"])
        engine.run(frames: 10)
        XCTAssertEqual(log.entries, ["a:true", "b:true"])
    }

    /// Removing the animations (layer.removeAllAnimations) completes with finished == false on
    /// the next frame, and the presentation jumps to the model.
    func test_removedAnimation_finishesFalse() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        let log = CompletionLog()
        engine.animate(
            withDuration: 1, animations: { engine.setModelValue(1.0, for: y) }, completion: log.block("a"))
        engine.run(frames: 5)
        engine.removeAnimations(for: y)
        XCTAssertEqual(y.presentation, 1)
        XCTAssertEqual(log.entries, [])
        engine.step()
        XCTAssertEqual(log.entries, ["a:false"])
    }

    /// A block that animates nothing completes with true on the next frame, not at its end.
    func test_emptyBlock_completesNextFrame() {
        let engine = AnimationEngine()
        let log = CompletionLog()
        engine.animate(withDuration: 5, animations: {}, completion: log.block("empty"))
        engine.animate(withDuration: 0, animations: {}, completion: log.block("zero"))
        XCTAssertEqual(log.entries, [])
        engine.step()
        XCTAssertEqual(log.entries, ["empty:true", "zero:true"])
    }

    /// Setting a property to its current value is not an animation.
    func test_unchangedValue_doesNotAnimate() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 3.0)
        let log = CompletionLog()
        engine.animate(
            withDuration: 1, animations: { engine.setModelValue(3.0, for: y) }, completion: log.block("same"))
        XCTAssertFalse(y.isAnimating)
        engine.step()
        XCTAssertEqual(log.entries, ["same:true"])
    }

    /// A block touching two properties completes false if either was removed.
    func test_partialRemoval_finishesFalse() {
        let engine = AnimationEngine()
        let a = engine.makeProperty(label: "a", value: 0.0)
        let b = engine.makeProperty(label: "b", value: 0.0)
        let log = CompletionLog()
        engine.animate(
            withDuration: 1,
            animations: {
                engine.setModelValue(1.0, for: a)
                engine.setModelValue(1.0, for: b)
            }, completion: log.block("ab"))
        engine.run(frames: 10)
        engine.removeAnimations(for: a)
        engine.run(frames: 10)
        XCTAssertEqual(log.entries, [])
        engine.runUntilIdle()
        XCTAssertEqual(log.entries, ["ab:false"])
    }

    /// Completions that start new animations chain on the frame they fire.
    func test_completion_canChain() {
        let engine = AnimationEngine()
        let y = engine.makeProperty(label: "v.y", value: 0.0)
        engine.animate(
            withDuration: 0.25, options: .curveLinear, animations: { engine.setModelValue(10.0, for: y) },
            completion: { _ in
                engine.animate(withDuration: 0.25, options: .curveLinear) {
                    engine.setModelValue(0.0, for: y)
                }
            })
        engine.run(frames: 15)
        XCTAssertEqual(y.model, 0)
        engine.run(frames: 6)
        XCTAssertEqual(y.presentation, 6, accuracy: 1e-9)
    }
}
