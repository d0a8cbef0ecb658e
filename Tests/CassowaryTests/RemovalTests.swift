import Cassowary
import XCTest

/// Removing a constraint restores the solution the remaining constraints give.
final class RemovalTests: XCTestCase {
    func test_removingStrongConstraintRestoresWeakPreference() throws {
        let x = Variable("x")
        let solver = Solver()
        add(solver, x >= 0, (x == 10) | .weak)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
        let strong = (x == 20) | .strong
        add(solver, strong)
        solver.updateVariables()
        XCTAssertEqual(x.value, 20)
        try solver.removeConstraint(strong)
        assertInvariants(solver)
        solver.updateVariables()
        XCTAssertEqual(x.value, 10)
    }

    /// A stack of views: removing and re-adding a link (a required equality whose marker is a
    /// non-basic dummy) many times gives back the same layout.
    func test_removeAndReAddRequiredLinkInChain() throws {
        let count = 12
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        let solver = Solver()
        var links: [Constraint] = []
        for i in 0..<count {
            add(solver, heights[i] >= 44, (heights[i] == 44) | .medium)
            if i == 0 {
                add(solver, (tops[0] == 0) | .weak)
            } else {
                let link = tops[i] == tops[i - 1] + heights[i - 1] + 8
                links.append(link)
                add(solver, link)
            }
        }
        for round in 0..<5 {
            let link = links[(round * 3) % links.count]
            try solver.removeConstraint(link)
            assertInvariants(solver)
            try solver.addConstraint(link)
            assertInvariants(solver)
        }
        solver.updateVariables()
        for i in 0..<count { XCTAssertEqual(tops[i].value, 52 * Double(i), "top\(i)") }
    }

    /// With a link removed, the detached views fall back to their free position: a
    /// non-basic variable reads 0.
    func test_removedLinkLetsRestFallToZero() throws {
        let a = Variable("a")
        let b = Variable("b")
        let solver = Solver()
        let link = b == a + 50
        add(solver, (a == 10) | .strong, link)
        solver.updateVariables()
        XCTAssertEqual(b.value, 60)
        try solver.removeConstraint(link)
        solver.updateVariables()
        XCTAssertEqual(a.value, 10)
        XCTAssertEqual(b.value, 0)
        XCTAssertEqual(solver.changedVariables, [b])
    }

    func test_resetEmptiesTheSolver() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 3
        add(solver, constraint)
        try solver.addEditVariable(x, strength: .weak)
        solver.reset()
        XCTAssertFalse(solver.hasConstraint(constraint))
        XCTAssertFalse(solver.hasEditVariable(x))
        XCTAssertEqual(solver.dump(), Solver().dump())
        add(solver, x == 4)
        solver.updateVariables()
        XCTAssertEqual(x.value, 4)
    }
}
