import XCTest

@testable import KeyboardLab

final class CubicBezierTests: XCTestCase {
    /// Control points of UIKit's curves 0–3 and CA's default, as in facts §4.4.
    func test_controlPoints_matchCoreAnimation() {
        XCTAssertEqual(AnimationCurve.easeInOut.cubicBezier, CubicBezier(0.42, 0, 0.58, 1))
        XCTAssertEqual(AnimationCurve.easeIn.cubicBezier, CubicBezier(0.42, 0, 1, 1))
        XCTAssertEqual(AnimationCurve.easeOut.cubicBezier, CubicBezier(0, 0, 0.58, 1))
        XCTAssertEqual(AnimationCurve.linear.cubicBezier, CubicBezier(0, 0, 1, 1))
        XCTAssertEqual(CubicBezier.caDefault, CubicBezier(0.25, 0.1, 0.25, 1))
        XCTAssertNil(AnimationCurve.keyboard.cubicBezier)
    }

    /// Linear: y = x exactly at chosen points.
    func test_linear_isIdentity() {
        for x in [0.0, 0.1, 0.25, 0.5, 0.73, 1.0] {
            XCTAssertEqual(CubicBezier.linear.progress(at: x), x, accuracy: 1e-12)
        }
    }

    /// Ease-in-out is point-symmetric about (0.5, 0.5): y(0.5) = 0.5 and y(x) + y(1 − x) = 1.
    func test_easeInOut_isSymmetric() {
        let curve = CubicBezier.easeInEaseOut
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-9)
        for x in [0.1, 0.2, 0.3, 0.45] {
            XCTAssertEqual(curve.progress(at: x) + curve.progress(at: 1 - x), 1, accuracy: 1e-9)
        }
    }

    /// Every public curve and some custom ones agree with a bisection solve of the Bernstein
    /// form to 1e-7.
    func test_progress_matchesBisectionReference() {
        let curves: [(Double, Double, Double, Double)] = [
            (0.42, 0, 0.58, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
            (0.23, 1, 0.32, 1), (0.68, -0.55, 0.265, 1.55), (0.9, 0.1, 0.1, 0.9), (0, 1, 1, 0),
        ]
        for (a, b, c, d) in curves {
            let curve = CubicBezier(a, b, c, d)
            for i in 1..<50 {
                let x = Double(i) / 50
                XCTAssertEqual(
                    curve.progress(at: x), Reference.bezierY(a, b, c, d, atX: x), accuracy: 1e-7,
                    "curve (\(a), \(b), \(c), \(d)) at \(x)")
            }
        }
    }

    /// Solving for x: x(t) reproduces the asked x to better than 1e-7.
    func test_parameterForX_hasTinyError() {
        let curve = CubicBezier(0.9, 0.1, 0.1, 0.9)
        for i in 0...100 {
            let x = Double(i) / 100
            let t = curve.parameter(forX: x)
            let s = 1 - t
            let back = 3 * s * s * t * 0.9 + 3 * s * t * t * 0.1 + t * t * t
            XCTAssertEqual(back, x, accuracy: 1e-7)
        }
    }

    /// Ease-in starts slowly (below the diagonal at x = 0.5), ease-out starts fast; the two are
    /// mirror images, so their values at 0.5 sum to 1.
    func test_easeInAndOut_bendTheRightWay() {
        XCTAssertLessThan(CubicBezier.easeIn.progress(at: 0.5), 0.5)
        XCTAssertGreaterThan(CubicBezier.easeOut.progress(at: 0.5), 0.5)
        XCTAssertEqual(
            CubicBezier.easeIn.progress(at: 0.5) + CubicBezier.easeOut.progress(at: 0.5), 1, accuracy: 1e-9)
    }

    /// Control-point x outside 0…1 is clamped so that the curve stays a function of time.
    func test_controlPointX_isClamped() {
        let curve = CubicBezier(-0.5, 0, 1.5, 1)
        XCTAssertEqual(curve.controlPoint1.x, 0)
        XCTAssertEqual(curve.controlPoint2.x, 1)
    }
}
