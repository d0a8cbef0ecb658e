import XCTest

@testable import KeyboardLab

final class AnimatableTests: XCTestCase {
    /// Offsets of a shrinking frame have negative sizes and must not be standardised.
    func test_rectOffsets_keepNegativeSizes() {
        let old = Rect(x: 0, y: 0, width: 100, height: 50)
        let new = Rect(x: 10, y: 20, width: 200, height: 40)
        let delta = old.subtracting(new)
        XCTAssertEqual(delta, Rect(x: -10, y: -20, width: -100, height: 10))
        XCTAssertEqual(new.adding(delta), old)
        XCTAssertEqual(delta.scaled(by: 0.5), Rect(x: -5, y: -10, width: -50, height: 5))
        XCTAssertEqual(delta.magnitudeSquared, 100 + 400 + 10_000 + 100)
    }

    func test_pointsSizesInsets_interpolate() {
        XCTAssertEqual(
            Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 30), fraction: 0.25), Point(x: 2.5, y: 15))
        XCTAssertEqual(Size(width: 2, height: 4).scaled(by: 1.5), Size(width: 3, height: 6))
        let a = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let b = EdgeInsets(top: 59, left: 0, bottom: 336, right: 0)
        XCTAssertEqual(
            a.interpolated(to: b, fraction: 0.5), EdgeInsets(top: 59, left: 0, bottom: 185, right: 0))
        XCTAssertEqual(Point(x: 3, y: 4).distance(to: .zero), 5)
    }

    /// A context's delay is inherited with its duration; the completion of perform(in:) runs
    /// when its animations end.
    func test_performInContext_delayAndCompletion() {
        let engine = AnimationEngine()
        let x = engine.makeProperty(label: "v.x", value: 0.0)
        let log = CompletionLog()
        let context = AnimationContext(duration: 0.5, delay: 0.25, options: .curveLinear)
        engine.perform(
            in: context,
            { engine.animate(withDuration: 2) { engine.setModelValue(10.0, for: x) } },
            completion: log.block("outer"))
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 0)
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 5, accuracy: 1e-9)
        engine.run(frames: 15)
        XCTAssertEqual(x.presentation, 10)
        // The outer block animated nothing itself: it completed on the first frame.
        XCTAssertEqual(log.entries, ["outer:true"])
    }
}
