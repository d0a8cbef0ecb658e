import XCTest

@testable import Cassowary

/// A variable remembers its symbol in the last solver that looked it up (a hint); these tests
/// use variables in two solvers alternately, and edit variables added and removed out of
/// order, so that every lookup path (hint, dictionary, stale hint) is exercised. Expected
/// values are worked by hand from the constraints.
final class SharedVariableTests: XCTestCase {
    func test_twoSolversShareVariables() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        add(first, y == x + 5)  // first: y = x + 5
        add(second, y == 2 * x)  // second: y = 2x
        try first.addEditVariable(x, strength: .strong)
        try second.addEditVariable(x, strength: .strong)
        for step in 0..<6 {
            let value = Double(step) * 3 - 4
            try first.suggestValue(x, value)
            first.updateVariables()
            XCTAssertEqual(y.value, value + 5, "first solver, step \(step)")
            assertInvariants(first)  // (the last solver to write owns the values: docs/Solver.md)
            try second.suggestValue(x, value)
            second.updateVariables()
            XCTAssertEqual(y.value, 2 * value, "second solver, step \(step)")
            assertInvariants(second)
        }
        XCTAssertTrue(first.hasEditVariable(x))
        XCTAssertFalse(first.hasEditVariable(y))
        XCTAssertFalse(Solver().hasEditVariable(x), "a solver that never saw x")
    }

    func test_editsRemovedOutOfOrderKeepTheirSuggestions() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let total = Variable("total")
        let solver = Solver()
        add(solver, total == a + b + c)
        for variable in [a, b, c] { try solver.addEditVariable(variable, strength: .strong) }
        try solver.suggestValue(a, 1)
        try solver.suggestValue(b, 20)
        try solver.suggestValue(c, 300)
        solver.updateVariables()
        XCTAssertEqual(total.value, 321)
        // Removing the first edit moves the last one into its place; both others still answer.
        try solver.removeEditVariable(a)
        XCTAssertFalse(solver.hasEditVariable(a))
        try solver.suggestValue(c, 400)
        try solver.suggestValue(b, 30)
        solver.updateVariables()
        // a is free now: nothing holds it but the sum, so it keeps its basic value 1 (kiwi's
        // vertex: the row that held a is unchanged) and total = 1 + 30 + 400.
        XCTAssertEqual(b.value, 30)
        XCTAssertEqual(c.value, 400)
        XCTAssertEqual(total.value, a.value + 430)
        assertInvariants(solver)
        assertThrows(.unknownEditVariable(a)) { () throws(SolverError) in try solver.suggestValue(a, 5) }
        try solver.addEditVariable(a, strength: .strong)
        try solver.suggestValue(a, 7)
        solver.updateVariables()
        XCTAssertEqual(total.value, 437)
        assertInvariants(solver)
    }

    func test_resetForgetsHints() throws {
        let x = Variable("x")
        let solver = Solver()
        add(solver, x == 10)
        try solver.addEditVariable(x, strength: .strong)
        solver.reset()
        // After reset x is unknown: its old hint names the solver's previous state.
        XCTAssertFalse(solver.hasEditVariable(x))
        assertThrows(.unknownEditVariable(x)) { () throws(SolverError) in try solver.suggestValue(x, 1) }
        add(solver, x >= 3)
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(x, -8)  // clamped by the required x >= 3
        solver.updateVariables()
        XCTAssertEqual(x.value, 3)
        assertInvariants(solver)
    }
}
