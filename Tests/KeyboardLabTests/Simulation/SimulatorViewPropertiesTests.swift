import XCTest

@testable import KeyboardLab

/// Alpha, transform translation, center and bounds: model and presentation, against values by
/// hand (linear halves, the facts §4.2 table, the Bézier by bisection).
final class SimulatorViewPropertiesTests: XCTestCase {
    /// An iPhone 15 (window = screen, root at 0,0) with one free view `box`.
    private func scene(frame: Rect = Rect(x: 0, y: 100, width: 20, height: 20)) throws -> (Simulator, View) {
        let sim = try Simulator(deviceID: "iphone-15")
        let box = try sim.addView(named: "box", frame: frame)
        return (sim, box)
    }

    func test_alphaLinearOneToZeroIsHalfAtFrame15() throws {
        let (sim, box) = try scene()
        XCTAssertEqual(sim.alpha(of: box), 1)
        sim.engine.animate(withDuration: 0.5, options: .curveLinear) { sim.setAlpha(0, of: box) }
        XCTAssertEqual(sim.alpha(of: box, presentation: false), 0)  // the model jumps
        XCTAssertEqual(sim.alpha(of: box), 1)
        sim.step(frames: 15)
        XCTAssertEqual(sim.alpha(of: box), 0.5, accuracy: 1e-12)
        sim.step(frames: 6)  // 21/30 = 0.7 of the way
        XCTAssertEqual(sim.alpha(of: box), 0.3, accuracy: 1e-12)
        sim.step(frames: 9)
        XCTAssertEqual(sim.alpha(of: box), 0)
        XCTAssertTrue(sim.engine.isIdle)
    }

    func test_translationOnTheKeyboardCurveFollowsTheFactsTable() throws {
        // Facts §4.2: 852 → 516 (336 pt) on curve 7 at 60 Hz.
        let (sim, box) = try scene(frame: Rect(x: 0, y: 852, width: 393, height: 10))
        sim.engine.perform(in: AnimationContext(duration: 0.25, options: AnimationOptions(curve: .keyboard)))
        {
            sim.setTranslation(Point(x: 0, y: -336), of: box)
        }
        XCTAssertEqual(sim.frame(of: box, presentation: false).minY, 516)  // model includes it
        XCTAssertEqual(box.frame.minY, 852)  // Auto Layout's frame (center, bounds) stays
        let table: [(Int, Double)] = [
            (1, 839.27), (2, 810.09), (3, 773.97), (6, 668.95), (10, 580.79), (15, 535.48), (24, 517.88),
            (27, 516.84), (30, 516),
        ]
        var frame = 0
        for (target, minY) in table {
            sim.step(frames: target - frame)
            frame = target
            XCTAssertEqual(sim.frame(of: box).minY, minY, accuracy: 0.01, "frame \(frame)")
            XCTAssertEqual(sim.translation(of: box).y, minY - 852, accuracy: 0.01)
        }
    }

    func test_centerAnimationIsTheFrameAnimationItImplies() throws {
        let (sim, box) = try scene(frame: Rect(x: 10, y: 100, width: 20, height: 40))
        let (other, twin) = try scene(frame: Rect(x: 10, y: 100, width: 20, height: 40))
        sim.engine.animate(withDuration: 0.5) { sim.setCenter(Point(x: 60, y: 220), of: box) }
        other.engine.animate(withDuration: 0.5) { twin.frame = Rect(x: 50, y: 200, width: 20, height: 40) }
        XCTAssertEqual(box.frame, Rect(x: 50, y: 200, width: 20, height: 40))
        for frame in 1...30 {
            sim.step()
            other.step()
            let p = KeyboardReference.easeInOut(Double(frame) / 60, duration: 0.5)
            let shown = sim.frame(of: box)
            XCTAssertEqual(shown, other.frame(of: twin))
            XCTAssertEqual(shown.midX, 20 + 40 * p, accuracy: 1e-6)
            XCTAssertEqual(shown.midY, 120 + 100 * p, accuracy: 1e-6)
        }
    }

    func test_boundsSizeAnimatesAroundTheCenterAndTheOriginScrollsSubviews() throws {
        let (sim, box) = try scene(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        let child = try sim.addView(named: "child", in: "box", frame: Rect(x: 0, y: 0, width: 5, height: 5))
        sim.engine.animate(withDuration: 1, options: .curveLinear) {
            sim.setBounds(Rect(x: 0, y: 100, width: 40, height: 10), of: box)
        }
        // The model: size around the centre (10, 10), origin 0,100 scrolls the child up 100.
        XCTAssertEqual(box.frame, Rect(x: -10, y: 5, width: 40, height: 10))
        XCTAssertEqual(sim.frame(of: child, presentation: false).minY, 5 - 100)
        sim.step(frames: 30)  // half way
        assertRect(sim.frame(of: box), Rect(x: -5, y: 2.5, width: 30, height: 15))
        XCTAssertEqual(sim.frame(of: child).minY, 2.5 - 50, accuracy: 1e-9)
        sim.step(frames: 30)
        XCTAssertEqual(sim.frame(of: child).minY, 5 - 100, accuracy: 1e-9)
    }

    func test_superviewTranslationMovesSubviewsOnScreen() throws {
        let (sim, box) = try scene(frame: Rect(x: 0, y: 100, width: 50, height: 50))
        let child = try sim.addView(named: "child", in: "box", frame: Rect(x: 10, y: 10, width: 5, height: 5))
        sim.engine.animate(withDuration: 1, options: .curveLinear) {
            sim.setTranslation(Point(x: 30, y: -60), of: box)
        }
        XCTAssertEqual(sim.frame(of: child, presentation: false), Rect(x: 40, y: 50, width: 5, height: 5))
        sim.step(frames: 15)  // a quarter
        assertRect(sim.frame(of: child), Rect(x: 17.5, y: 95, width: 5, height: 5))
        XCTAssertEqual(sim.frame(of: child, in: .superview), Rect(x: 10, y: 10, width: 5, height: 5))
    }

    func test_animatorStopAndFinishAtStartKeepViewFrameEqualToTheModel() throws {
        let (sim, box) = try scene(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(engine: sim.engine, duration: 1, curve: .linear) {
            box.frame = Rect(x: 0, y: 200, width: 10, height: 10)
        }
        try animator.setFractionComplete(0.5)
        try animator.stopAnimation(false)
        XCTAssertEqual(box.frame.minY, 100)  // stopped where it was shown
        try animator.finishAnimation(at: .start)
        XCTAssertEqual(box.frame.minY, 0)  // back at the old value, as the model layer
        XCTAssertEqual(sim.frame(of: box).minY, 0)
    }

    func test_reversedAnimatorRunningBackToTheStartReturnsViewFrame() throws {
        let (sim, box) = try scene(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let animator = PropertyAnimator(engine: sim.engine, duration: 1, curve: .linear) {
            box.frame = Rect(x: 0, y: 200, width: 10, height: 10)
        }
        try animator.startAnimation()
        sim.step(frames: 12)
        try animator.setReversed(true)
        XCTAssertEqual(box.frame.minY, 200)
        sim.run()
        XCTAssertEqual(box.frame.minY, 0)
        XCTAssertEqual(sim.frame(of: box).minY, 0)
    }

    private func assertRect(_ a: Rect, _ b: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line)
        }
    }
}
