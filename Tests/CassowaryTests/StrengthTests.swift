import Cassowary
import XCTest

final class StrengthTests: XCTestCase {
    func test_kiwiNumbering() {
        XCTAssertEqual(Strength.required.value, 1_001_001_000)
        XCTAssertEqual(Strength.strong.value, 1_000_000)
        XCTAssertEqual(Strength.medium.value, 1000)
        XCTAssertEqual(Strength.weak.value, 1)
        XCTAssertEqual(Strength.create(0, 1, 0, weight: 1.25).value, 1250)
        XCTAssertTrue(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
    }

    func test_createClipsEachLevelAndTheResult() {
        XCTAssertEqual(Strength.create(2000, 0, 0).value, 1_000_000_000)
        XCTAssertEqual(Strength.create(-5, 1, 0).value, 1000)
        XCTAssertEqual(Strength.create(1000, 1000, 1000, weight: 5), .required)
        XCTAssertEqual(Strength(2e9), .required)
        XCTAssertEqual(Strength(-1).value, 0)
    }

    func test_descriptions() {
        XCTAssertEqual(Strength.required.description, "required")
        XCTAssertEqual(Strength.weak.description, "weak")
        XCTAssertEqual(Strength(1250).description, "strength(1250)")
        XCTAssertEqual(Strength(layoutPriority: 750).description, "priority(750)")
    }

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
    func test_highPriorityBeatsManyLowOnes() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, (x == 10) | Strength(layoutPriority: 750))
        for _ in 0..<300 { add(solver, (x == 20) | Strength(layoutPriority: 250)) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }
}
