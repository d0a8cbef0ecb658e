import Cassowary
import XCTest

/// Edit variables: a suggestion re-solves with the dual simplex; updates report what changed.
final class EditVariableTests: XCTestCase {
    /// A stack of three views dragged by its top: every top follows.
    func test_manyRoundsOfSuggestAndUpdate() throws {
        let tops = (0..<3).map { Variable("top\($0)") }
        let solver = Solver()
        add(solver, (tops[0] == 0) | .weak, tops[1] == tops[0] + 52, tops[2] == tops[1] + 52)
        try solver.addEditVariable(tops[0], strength: .strong)
        for frame in 0..<500 {
            let value = Double(frame % 240 - 120)
            try solver.suggestValue(tops[0], value)
            solver.updateVariables()
            XCTAssertEqual(tops[0].value, value)
            XCTAssertEqual(tops[2].value, value + 104)
            if frame % 50 == 0 { assertInvariants(solver) }
        }
        try solver.removeEditVariable(tops[0])
        solver.updateVariables()
        XCTAssertEqual(tops[0].value, 0)
    }

    /// A clamped edit: height >= 44 is required, so suggestions below 44 stop at 44.
    func test_suggestionsBelowRequiredBoundAreClamped() throws {
        let height = Variable("height")
        let bottom = Variable("bottom")
        let solver = Solver()
        add(solver, height >= 44, (height == 44) | .medium, bottom == height + 8)
        try solver.addEditVariable(height, strength: .strong)
        for k in 0..<200 {
            let value = Double(24 + k % 50)
            try solver.suggestValue(height, value)
            assertInvariants(solver)
            solver.updateVariables()
            XCTAssertEqual(height.value, max(value, 44))
            XCTAssertEqual(bottom.value, max(value, 44) + 8)
        }
    }

    func test_changedVariablesListsChangesInCreationOrder() throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        add(solver, c == a + 10, b == 5)
        try solver.addEditVariable(a, strength: .strong)
        solver.updateVariables()
        XCTAssertEqual(solver.changedVariables, [b, c])  // a stays 0
        try solver.suggestValue(a, 3)
        solver.updateVariables()
        XCTAssertEqual(solver.changedVariables, [a, c])
        solver.updateVariables()
        XCTAssertEqual(solver.changedVariables, [])
        try solver.suggestValue(a, 3)
        solver.updateVariables()
        XCTAssertEqual(solver.changedVariables, [])
    }

    /// Two solvers can share nothing but may be used one after the other with reset.
    func test_suggestWithoutUpdateThenUpdate() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.addEditVariable(x, strength: .medium)
        for value in stride(from: 0.0, to: 100, by: 7) { try solver.suggestValue(x, value) }
        solver.updateVariables()
        XCTAssertEqual(x.value, 98)
    }
}
