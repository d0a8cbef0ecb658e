import Cassowary
import XCTest

/// Non-required constraints trade off by strength: one strong outweighs any number of medium
/// (below 1000 of them, by kiwi's numbering), one medium any number of weak.
final class StrengthOrderingTests: XCTestCase {
    func test_oneStrongBeatsManyMedium() throws {
        let x = Variable("x")
        let solver = Solver()
        add(solver, (x == 10) | .strong)
        for _ in 0..<999 { try solver.addConstraint((x == 20) | .medium) }
        assertInvariants(solver)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func test_oneMediumBeatsManyWeak() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<500 { try solver.addConstraint((x == 20) | .weak) }
        add(solver, (x == 10) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func test_requiredBeatsStrong() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, (x == 30) | .strong, x <= 20)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
    }

    /// Equal strengths: the cheaper total violation wins (two weak at 0 against one at 10).
    func test_equalStrengthsSumViolations() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, (x == 10) | .weak, (x == 0) | .weak, (x == 0) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
    }
}
