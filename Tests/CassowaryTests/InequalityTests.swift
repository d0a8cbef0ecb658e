import Cassowary
import XCTest

/// Inequalities become rows with slack symbols; the solution sits on a bound when a preference
/// pulls past it, and anywhere inside (kiwi: the slack stays at 0) otherwise.
final class InequalityTests: XCTestCase {
    func test_preferencePastBoundStopsAtBound() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, x >= 10, x <= 20, (x == 30) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        add(solver, (x == 0) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    func test_preferenceInsideRangeIsMet() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, x >= 10, x <= 20, (x == 15) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 15)
    }

    /// x + y == 30, x >= 10, y >= 15 with x pulled to 100: x takes all it can, 15.
    func test_sharedSumSplitsAtBounds() {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        add(solver, x + y == 30, x >= 10, y >= 15, (x == 100) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 15)
        XCTAssertEqual(y.value, 15)
    }

    /// A soft inequality costs strength × violation: weak `x >= 50` loses to medium `x == 0`.
    func test_softInequalityViolatedWhenOutweighed() {
        let x = Variable("x")
        let solver = Solver()
        add(solver, (x >= 50) | .weak, (x == 0) | .medium)
        solver.updateVariables()
        XCTAssertEqual(x.value, 0)
        add(solver, (x >= 40) | .strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 40)
    }

    func test_fractionalCoefficients() {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        add(solver, 2 * x == y - 4, y == 0.5 * x + 10)
        solver.updateVariables()
        // 2x = 0.5x + 6  =>  x = 4, y = 12.
        XCTAssertEqual(x.value, 4, accuracy: 1e-12)
        XCTAssertEqual(y.value, 12, accuracy: 1e-12)
    }
}
