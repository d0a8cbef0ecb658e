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
        // The solver knows weights, not Auto Layout priorities (their mapping is KeyboardLab's).
        XCTAssertEqual(Strength(31_622.5).description, "strength(31622.5)")
    }
}
