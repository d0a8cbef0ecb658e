import Cassowary
import XCTest

/// The classic Cassowary example: a midpoint between two ends on a line of 0…100.
final class MidpointTests: XCTestCase {
    private let left = Variable("left")
    private let mid = Variable("mid")
    private let right = Variable("right")

    private func makeSolver(weakLeft: Bool) -> Solver {
        let solver = Solver()
        add(solver, mid == (left + right) / 2, right >= left + 10, right <= 100, left >= 0)
        if weakLeft { add(solver, (left == 0) | .weak) }
        return solver
    }

    /// Without preferences the solution is not unique; kiwi's rules (subject = first external
    /// of each new row) make left basic, then mid, then right = 100, and left >= 0 enters
    /// as its slack: left = 90, mid = 95, right = 100 (traced by hand in docs/Solver.md).
    func test_kiwiVertexWithoutPreferences() {
        let solver = makeSolver(weakLeft: false)
        solver.updateVariables()
        XCTAssertEqual(left.value, 90)
        XCTAssertEqual(mid.value, 95)
        XCTAssertEqual(right.value, 100)
    }

    func test_weakLeftPreferencePinsLeftAtZero() {
        let solver = makeSolver(weakLeft: true)
        solver.updateVariables()
        // left = 0 is allowed; right is free in [10, 100]: kiwi keeps the vertex right = 100.
        XCTAssertEqual(left.value, 0)
        XCTAssertEqual(right.value, 100)
        XCTAssertEqual(mid.value, 50)
    }

    /// Dragging mid (strong edit) over values whose answer follows from the constraints:
    /// mid can be 5…95; below 50 left stays 0 (weak) and right = 2·mid; above, right is
    /// capped at 100 and left = 2·mid − 100.
    func test_draggingMidFollowsClosedForm() throws {
        let solver = makeSolver(weakLeft: true)
        try solver.addEditVariable(mid, strength: .strong)
        assertInvariants(solver)
        for round in 0..<3 {
            for step in stride(from: -10.0, through: 110, by: 2.5) {
                let value = round == 1 ? 100 - step : step
                try solver.suggestValue(mid, value)
                assertInvariants(solver)
                solver.updateVariables()
                let expectedMid = min(max(value, 5), 95)
                let expectedRight = expectedMid <= 50 ? max(2 * expectedMid, 10) : 100
                let expectedLeft = expectedMid <= 50 ? 0 : 2 * expectedMid - 100
                XCTAssertEqual(mid.value, expectedMid, accuracy: 1e-9, "suggest \(value)")
                XCTAssertEqual(right.value, expectedRight, accuracy: 1e-9, "suggest \(value)")
                XCTAssertEqual(left.value, expectedLeft, accuracy: 1e-9, "suggest \(value)")
            }
        }
        try solver.removeEditVariable(mid)
        assertInvariants(solver)
        XCTAssertFalse(solver.hasEditVariable(mid))
    }

    func test_dumpSnapshot() {
        let solver = makeSolver(weakLeft: false)
        // Worked by hand with kiwi's rules (see test_kiwiVertexWithoutPreferences): symbols are
        // numbered as created: left v1, mid v2, right v3, the first constraint's dummy d4, the
        // slacks s5 (right >= left + 10), s6 (right <= 100), s7 (left >= 0).
        let expected = """
            Objective
            ---------
            0

            Tableau
            -------
            v1 | 90 - 1 * s5 - 1 * s6
            v2 | 95 - 1 * d4 - 0.5 * s5 - 1 * s6
            v3 | 100 - 1 * s6
            s7 | 90 - 1 * s5 - 1 * s6

            Infeasible
            ----------

            Variables
            ---------
            left = v1
            mid = v2
            right = v3

            Edit Variables
            --------------

            Constraints
            -----------
            mid == 0.5 * left + 0.5 * right
            right >= left + 10
            right <= 100
            left >= 0

            """
        XCTAssertEqual(solver.dump(), expected)
    }
}
