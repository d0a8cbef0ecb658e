import Foundation
import XCTest

@testable import KeyboardLab

final class SpringTests: XCTestCase {
    /// facts §4.2: p(t) of the keyboard spring at 60 Hz, every row, to 5 decimals.
    static let keyboardTable: [(frame: Int, p: Double, minY: Double)] = [
        (0, 0.00000, 852.00), (1, 0.03789, 839.27), (2, 0.12473, 810.09), (3, 0.23223, 773.97),
        (4, 0.34357, 736.56), (5, 0.44933, 701.03), (6, 0.54478, 668.95), (8, 0.69896, 617.15),
        (10, 0.80717, 580.79), (12, 0.87928, 556.56), (15, 0.94204, 535.48), (18, 0.97292, 525.10),
        (21, 0.98760, 520.17), (24, 0.99441, 517.88), (27, 0.99751, 516.84), (30, 0.99890, 516.37),
    ]

    func test_keyboardSpring_matchesFactsTable() {
        let spring = SpringParameters.keyboard
        for row in Self.keyboardTable {
            let p = spring.position(at: Double(row.frame) / 60)
            XCTAssertEqual(p, row.p, accuracy: 0.5e-5, "frame \(row.frame)")
            XCTAssertEqual(852 - 336 * p, row.minY, accuracy: 0.005 + 1e-9, "frame \(row.frame)")
        }
    }

    /// The keyboard spring is over-damped (ζ = 500 / (2√3000) = 4.5644) but runs critically
    /// damped with ω₀ = √(1000/3) = 18.2574 s⁻¹.
    func test_keyboardSpring_isClampedToCritical() {
        let spring = SpringParameters.keyboard
        XCTAssertEqual(spring.dampingRatio, 500 / (2 * 3000.0.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(spring.dampingRatio, 4.5644, accuracy: 1e-4)
        XCTAssertEqual(spring.effectiveDampingRatio, 1)
        XCTAssertEqual(spring.naturalFrequency, 18.2574, accuracy: 1e-4)
        // Milestones from facts §4.2: 0.5 at 91.9 ms, 0.9 at 213 ms, 0.99 at 364 ms.
        XCTAssertEqual(spring.position(at: 0.0919), 0.5, accuracy: 2e-3)
        XCTAssertEqual(spring.position(at: 0.213), 0.9, accuracy: 2e-3)
        XCTAssertEqual(spring.position(at: 0.364), 0.99, accuracy: 1e-3)
    }

    /// With over-damping allowed the motion is the two-exponential solution: at 0.5 s the
    /// keyboard spring would be only ~63 % of the way (facts §4.2).
    func test_overdamped_whenAllowed_isSlow() {
        let spring = SpringParameters(mass: 3, stiffness: 1000, damping: 500, allowsOverdamping: true)
        // Roots of 3 r² + 500 r + 1000 = 0, e(0) = 1, e'(0) = 0, by hand.
        let disc = (500.0 * 500 - 4 * 3 * 1000).squareRoot()
        let r1 = (-500 + disc) / 6
        let r2 = (-500 - disc) / 6
        let a = -r2 / (r1 - r2)
        let expected = 1 - (a * exp(r1 * 0.5) + (1 - a) * exp(r2 * 0.5))
        XCTAssertEqual(spring.position(at: 0.5), expected, accuracy: 1e-12)
        XCTAssertEqual(spring.position(at: 0.5), 0.63, accuracy: 0.01)
        XCTAssertEqual(
            spring.position(at: 0.2),
            Reference.springPosition(mass: 3, stiffness: 1000, damping: 500, velocity: 0, at: 0.2),
            accuracy: 1e-6)
    }

    /// Under-damped and critically damped closed forms agree with a numerical integration.
    func test_closedForms_matchNumericalIntegration() {
        let cases: [(Double, Double, Double, Double)] = [
            (1, 100, 10, 0), (1, 100, 10, 3), (1, 300, 5, -2), (2, 200, 40, 1), (1, 100, 20, 0),
        ]
        for (m, k, c, v) in cases {
            let spring = SpringParameters(mass: m, stiffness: k, damping: c, initialVelocity: v)
            for t in [0.05, 0.1, 0.3, 0.7] {
                XCTAssertEqual(
                    spring.position(at: t),
                    Reference.springPosition(mass: m, stiffness: k, damping: c, velocity: v, at: t),
                    accuracy: 1e-6, "m \(m) k \(k) c \(c) v \(v) t \(t)")
            }
        }
    }

    /// Apple's `Spring` documentation: (duration 0.5, bounce 0.3) → (1.0, 157.9, 17.6), and
    /// (mass 1, stiffness 100, damping 10) → (duration 0.63, bounce 0.5).
    func test_conversions_matchAppleDocumentation() {
        let a = SpringParameters(duration: 0.5, bounce: 0.3)
        XCTAssertEqual(a.mass, 1)
        XCTAssertEqual(a.stiffness, 157.9, accuracy: 0.05)
        XCTAssertEqual(a.damping, 17.6, accuracy: 0.05)
        let b = SpringParameters.caDefault
        XCTAssertEqual(b.response, 0.63, accuracy: 0.005)
        XCTAssertEqual(b.bounce, 0.5, accuracy: 1e-12)
        // Ratio + response: stiffness (2π/0.4)², damping 4π·0.8/0.4.
        let c = SpringParameters(dampingRatio: 0.8, response: 0.4)
        XCTAssertEqual(c.stiffness, pow(2 * Double.pi / 0.4, 2), accuracy: 1e-9)
        XCTAssertEqual(c.damping, 4 * Double.pi * 0.8 / 0.4, accuracy: 1e-9)
        XCTAssertEqual(c.dampingRatio, 0.8, accuracy: 1e-12)
        // Negative bounce is over-damped and allowed: ratio 1/(1 + b).
        let d = SpringParameters(duration: 0.5, bounce: -0.5)
        XCTAssertEqual(d.dampingRatio, 2, accuracy: 1e-12)
        XCTAssertTrue(d.allowsOverdamping)
        XCTAssertEqual(d.bounce, -0.5, accuracy: 1e-12)
    }

    /// SwiftUI's rule: the critically damped keyboard spring reaches 0.999 at 506 ms (facts §4.2);
    /// an under-damped spring settles when its envelope's last peak drops below 0.001.
    func test_settlingDuration_swiftUIEpsilon() {
        XCTAssertEqual(SpringParameters.keyboard.settlingDuration(.swiftUIEpsilon), 0.506, accuracy: 0.001)
        let spring = SpringParameters.caDefault
        let settle = spring.settlingDuration(.swiftUIEpsilon)
        XCTAssertLessThanOrEqual(abs(1 - spring.position(at: settle + 0.01)), 0.001)
        // Just before, some sample within one period is still outside the band.
        let period = 2 * Double.pi / (10 * (1 - 0.25).squareRoot())
        let outside = stride(from: settle - period, to: settle, by: period / 200).contains {
            abs(1 - spring.position(at: $0)) > 0.001
        }
        XCTAssertTrue(outside)
    }

    /// Core Animation's estimate against the values Apple publishes on the
    /// CASpringAnimation.settlingDuration page (mass 1, stiffness 100): damping 5 "approximately
    /// 2.85 seconds", damping 15 "just over 1 second" (facts §5.3). By hand: ω₀ = 10, ζ = c/20;
    /// t = ln(1200/√(1 − ζ²)) / (ζω₀) = 2.849 s (ζ = 0.25) and 1.0005 s (ζ = 0.75).
    func test_settlingDuration_coreAnimationEstimate_matchesApplesExamples() {
        let bouncy = SpringParameters(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(bouncy.settlingDuration, 2.85, accuracy: 0.01)
        let firm = SpringParameters(mass: 1, stiffness: 100, damping: 15)
        XCTAssertGreaterThan(firm.settlingDuration, 1)
        XCTAssertLessThan(firm.settlingDuration, 1.05)
        // SwiftUI's epsilon rule misses both (the disagreement the profile switch exposes).
        XCTAssertLessThan(bouncy.settlingDuration(.swiftUIEpsilon), 2.8)
        XCTAssertLessThan(firm.settlingDuration(.swiftUIEpsilon), 1)
        // The keyboard spring: (1 + x)e^(−x) = 1/1200 at x = 9.435 → 0.5168 s.
        XCTAssertEqual(SpringParameters.keyboard.settlingDuration, 0.5168, accuracy: 0.0005)
    }

    /// The damping-ratio spring of the UIView API settles within the given duration.
    func test_callerDurationSpring_settlesWithinDuration() {
        let timing = TimingParameters.spring(SpringTimingParameters(dampingRatio: 0.5)).resolved(
            forDuration: 0.8)
        XCTAssertEqual(timing.duration, 0.8)
        XCTAssertEqual(timing.progress(0.999), 1, accuracy: 0.0011)
        XCTAssertGreaterThan(timing.progress(0.3), 1)  // ζ = 0.5 overshoots
    }

    /// Initial velocity: the slope at 0 is the velocity (in whole distances per second).
    func test_initialVelocity_isTheStartingSlope() {
        let spring = SpringParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4)
        let h = 1e-6
        XCTAssertEqual(spring.position(at: h) / h, 4, accuracy: 1e-3)
    }

    /// Curve 7 ignores the caller's duration: 0.5 s of the keyboard spring.
    func test_keyboardCurve_ignoresDuration() {
        for duration in [0.0001, 0.25, 3] {
            let timing = AnimationCurve.keyboard.blockAnimationTiming.resolved(forDuration: duration)
            XCTAssertEqual(timing.duration, 0.5)
            XCTAssertEqual(timing.progress(0.5), SpringSpot.p025, accuracy: 0.5e-5)
        }
    }
}

private enum SpringSpot {
    /// facts §4.2: p(0.25 s) = 0.94204.
    static let p025 = 0.94204
}
