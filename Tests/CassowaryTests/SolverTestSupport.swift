import Cassowary
import XCTest

/// Adds constraints, checking the invariants after each.
func add(_ solver: Solver, _ constraints: Constraint..., file: StaticString = #filePath, line: UInt = #line) {
    for constraint in constraints {
        XCTAssertNoThrow(try solver.addConstraint(constraint), "\(constraint)", file: file, line: line)
        assertInvariants(solver, file: file, line: line)
    }
}

func assertInvariants(_ solver: Solver, file: StaticString = #filePath, line: UInt = #line) {
    do {
        try solver.checkInvariants()
    } catch {
        XCTFail("invariant: \(error)", file: file, line: line)
    }
}

/// Asserts that `body` throws exactly `expected`.
func assertThrows(
    _ expected: SolverError, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws(SolverError) -> Void
) {
    do {
        try body()
        XCTFail("expected \(expected)", file: file, line: line)
    } catch {
        XCTAssertEqual(error, expected, file: file, line: line)
    }
}

/// A small deterministic generator (SplitMix64) for the randomized tests.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
