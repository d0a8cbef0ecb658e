import Cassowary
import XCTest

/// Every failure is a typed error carrying the culprit, and leaves the solver as it was.
final class SolverErrorTests: XCTestCase {
    func test_conflictingRequiredEqualityFailsAndChangesNothing() throws {
        let x = Variable("x")
        let solver = Solver()
        add(solver, x == 10)
        solver.updateVariables()
        let before = solver.dump()
        let conflict = x == 20
        assertThrows(.unsatisfiableConstraint(conflict)) { () throws(SolverError) in
            try solver.addConstraint(conflict)
        }
        XCTAssertEqual(solver.dump(), before)
        XCTAssertFalse(solver.hasConstraint(conflict))
        assertInvariants(solver)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// `x <= 5` after `x >= 10` has no subject and goes through the artificial variable.
    func test_conflictingInequalityFailsThroughArtificialPath() {
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        add(solver, x >= 10, y == x + 1, (y == 0) | .weak)
        let before = solver.dump()
        let conflict = x <= 5
        assertThrows(.unsatisfiableConstraint(conflict)) { () throws(SolverError) in
            try solver.addConstraint(conflict)
        }
        XCTAssertEqual(solver.dump(), before)
        assertInvariants(solver)
        // A satisfiable constraint still goes in afterwards.
        add(solver, x <= 15)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        XCTAssertEqual(y.value, 11)
    }

    /// A constant contradiction (`0 == 5`) fails without creating variables.
    func test_constantContradiction() {
        let solver = Solver()
        let before = solver.dump()
        let contradiction = Constraint(LinearExpression(constant: 5), .equal)
        assertThrows(.unsatisfiableConstraint(contradiction)) { () throws(SolverError) in
            try solver.addConstraint(contradiction)
        }
        XCTAssertEqual(solver.dump(), before)
        // A redundant required constraint (`x == x`) is accepted.
        let x = Variable("x")
        add(solver, x == 1 * x)
    }

    func test_newVariablesOfFailedConstraintAreForgotten() {
        let x = Variable("x")
        let fresh = Variable("fresh")
        let solver = Solver()
        add(solver, x == 1)
        let before = solver.dump()
        let conflict = Constraint(LinearExpression(x) + 0 * fresh, .equal, LinearExpression(constant: 2))
        assertThrows(.unsatisfiableConstraint(conflict)) { () throws(SolverError) in
            try solver.addConstraint(conflict)
        }
        XCTAssertEqual(solver.dump(), before)
    }

    func test_duplicateAndUnknownConstraint() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x >= 0
        try solver.addConstraint(constraint)
        assertThrows(.duplicateConstraint(constraint)) { () throws(SolverError) in
            try solver.addConstraint(constraint)
        }
        try solver.removeConstraint(constraint)
        assertThrows(.unknownConstraint(constraint)) { () throws(SolverError) in
            try solver.removeConstraint(constraint)
        }
        // An equal-looking constraint is another constraint.
        try solver.addConstraint(x >= 0)
        try solver.addConstraint(x >= 0)
    }

    func test_editVariableErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        assertThrows(.badRequiredStrength) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .required)
        }
        assertThrows(.unknownEditVariable(x)) { () throws(SolverError) in
            try solver.suggestValue(x, 1)
        }
        assertThrows(.unknownEditVariable(x)) { () throws(SolverError) in
            try solver.removeEditVariable(x)
        }
        try solver.addEditVariable(x, strength: .strong)
        assertThrows(.duplicateEditVariable(x)) { () throws(SolverError) in
            try solver.addEditVariable(x, strength: .weak)
        }
        XCTAssertTrue(solver.hasEditVariable(x))
    }

    func test_errorDescriptionsNameTheCulprit() {
        let x = Variable("x")
        XCTAssertEqual(
            SolverError.unsatisfiableConstraint(x == 20).description,
            "unsatisfiable required constraint: x == 20")
        XCTAssertEqual(SolverError.unknownEditVariable(x).description, "not an edit variable: x")
        XCTAssertEqual(
            SolverError.duplicateConstraint((x >= 1) | .weak).description,
            "constraint already added: x >= 1 | weak")
    }
}
