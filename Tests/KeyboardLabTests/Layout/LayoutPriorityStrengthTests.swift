import Cassowary
import Foundation
import XCTest

@testable import KeyboardLab

/// The layout layer's map from Auto Layout priorities to solver strengths (docs/Solver.md,
/// "Strengths and Auto Layout priorities"): exponential, 1 → weak, 999 → 1e9, 1000 → required.
final class LayoutPriorityStrengthTests: XCTestCase {
    /// 1000 is required; 1…999 rise strictly, stay below required, and every step multiplies
    /// the weight by 10^(9/998) (priority 1 = weak, 999 = 1e9).
    func test_layoutPriorityMapping() {
        XCTAssertEqual(Strength(layoutPriority: 1000), .required)
        XCTAssertEqual(Strength(layoutPriority: 1).value, 1)
        XCTAssertEqual(Strength(layoutPriority: 999).value, 1e9, accuracy: 1)
        XCTAssertEqual(Strength(layoutPriority: 500).value, pow(10, 4.5), accuracy: 1e-6)
        var previous = Strength(layoutPriority: 1)
        for priority in 2...999 {
            let strength = Strength(layoutPriority: Double(priority))
            XCTAssertGreaterThan(strength, previous)
            XCTAssertLessThan(strength, .required)
            XCTAssertEqual(strength.value / previous.value, pow(10, 9.0 / 998), accuracy: 1e-9)
            XCTAssertEqual(strength.layoutPriority, Double(priority))
            previous = strength
        }
        XCTAssertEqual(Strength.required.layoutPriority, 1000)
        XCTAssertNil(Strength(1250).layoutPriority)
        XCTAssertEqual(Strength(layoutPriority: 250.5).layoutPriority, 250.5)
    }

    /// Priority 750 (UIKit's defaultHigh) outweighs many 250s (defaultLow): 10^(4500/998) ≈ 32 000.
    func test_highPriorityBeatsManyLowOnes() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addConstraint((x == 10) | Strength(layoutPriority: 750))
        for _ in 0..<300 { try solver.addConstraint((x == 20) | Strength(layoutPriority: 250)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// What `LayoutPriority.strength` hands the solver: the same curve scaled below the
    /// constants' edits by `optionalScale`.
    func test_layoutPriorityStrengthIsTheCurveScaled() {
        XCTAssertEqual(LayoutPriority.required.strength, .required)
        XCTAssertEqual(LayoutPriority(750).strength.value, pow(10, 9.0 * 749 / 998) * 1e-3, accuracy: 1e-9)
        XCTAssertLessThan(LayoutPriority(999).strength, LayoutEngine.editStrength)
    }
}
