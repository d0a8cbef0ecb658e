import XCTest

@testable import Cassowary

/// The bound on the memory all solvers hold (`SolverStorage`): additions past it are refused
/// with `storageExhausted` and leave the solver as it was; the count follows every solver's
/// pools and goes back when they are freed.
final class SolverStorageTests: XCTestCase {
    /// A chain of `count` boxes from 0: `top_i == top_{i-1} + height_{i-1} + 8`, each 10 tall
    /// and kept above `bar` (at 100,000, above them all) by an inequality, the shape docs/Solver.md shows filling
    /// the tableau with about 2n² cells.
    private func chain(_ count: Int, in solver: Solver) throws -> (tops: [Variable], bar: Variable) {
        let bar = Variable("bar")
        try solver.addConstraint(bar == 100_000)
        var tops: [Variable] = []
        var previous: (top: Variable, height: Variable)?
        for index in 0..<count {
            let top = Variable("top\(index)")
            let height = Variable("height\(index)")
            try solver.addConstraint(height == 10)
            if let previous {
                try solver.addConstraint(top == previous.top + previous.height + 8)
            } else {
                try solver.addConstraint(top == 0)
            }
            try solver.addConstraint(top + height <= bar)
            tops.append(top)
            previous = (top, height)
        }
        return (tops, bar)
    }

    func test_countGoesBackWhenTheSolverIsFreed() throws {
        let before = SolverStorage.bytesInUse
        do {
            let solver = Solver()
            _ = try chain(300, in: solver)
            XCTAssertGreaterThan(SolverStorage.bytesInUse, before)
        }
        XCTAssertEqual(SolverStorage.bytesInUse, before, "every pooled byte is given back")
    }

    /// The chain's pooled memory grows as n²: twice the boxes, about four times the bytes
    /// (between 3 and 5: the pools grow by doubling).
    func test_aChainFillsTheTableauQuadratically() throws {
        func bytes(_ count: Int) throws -> Int {
            let before = SolverStorage.bytesInUse
            let solver = Solver()
            _ = try chain(count, in: solver)
            return SolverStorage.bytesInUse - before
        }
        let small = try bytes(400)
        let large = try bytes(800)
        XCTAssertGreaterThan(Double(large) / Double(small), 3)
        XCTAssertLessThan(Double(large) / Double(small), 5)
    }

    func test_additionsPastTheBoundAreRefusedAndLeaveTheSolverAsItWas() throws {
        let limit = SolverStorage.limit
        defer { SolverStorage.limit = limit }
        let solver = Solver()
        let (tops, bar) = try chain(3, in: solver)
        solver.updateVariables()
        // 0, 0 + 10 + 8, 18 + 10 + 8.
        XCTAssertEqual(tops.map(\.value), [0, 18, 36])
        SolverStorage.limit = SolverStorage.bytesInUse
        let dump = solver.dump()
        let extra = tops[2] + 10 <= bar - 500
        XCTAssertThrowsError(try solver.addConstraint(extra)) { error in
            XCTAssertEqual(error as? SolverError, .storageExhausted(limit: SolverStorage.limit))
        }
        XCTAssertThrowsError(try solver.addEditVariable(bar, strength: .strong)) { error in
            XCTAssertEqual(error as? SolverError, .storageExhausted(limit: SolverStorage.limit))
        }
        XCTAssertFalse(solver.hasConstraint(extra))
        XCTAssertFalse(solver.hasEditVariable(bar))
        XCTAssertEqual(solver.dump(), dump, "a refused addition changes nothing")
        XCTAssertEqual(
            SolverError.storageExhausted(limit: 512 << 20).description,
            "the solvers' tableaus hold their bound of 512 MiB; the constraint was not added")
        // With room again, the same constraint goes in: 36 + 10 ≤ 100,000 − 500 holds already.
        SolverStorage.limit = limit
        try solver.addConstraint(extra)
        solver.updateVariables()
        XCTAssertEqual(tops.map(\.value), [0, 18, 36])
    }
}
