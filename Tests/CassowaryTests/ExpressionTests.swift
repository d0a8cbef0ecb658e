import Cassowary
import XCTest

/// The operators build `L − R op 0` (the benchmark's normal form) and leave `Variable`'s
/// identity `==` alone where a Bool is wanted.
final class ExpressionTests: XCTestCase {
    private let x = Variable("x")
    private let y = Variable("y")
    private let z = Variable("z")

    func test_constraintIsLeftMinusRight() {
        let constraint = x + 10 <= y
        XCTAssertEqual(constraint.relation, .lessThanOrEqual)
        XCTAssertEqual(constraint.strength, .required)
        XCTAssertEqual(constraint.expression.terms.map(\.coefficient), [1, -1])
        XCTAssertTrue(constraint.expression.terms[0].variable === x)
        XCTAssertEqual(constraint.expression.constant, 10)
        XCTAssertEqual(constraint.description, "x + 10 <= y")
        XCTAssertEqual(constraint.expression.description, "x - y + 10")
    }

    func test_scaledDifferences() {
        let constraint = 2 * x == y - z
        XCTAssertEqual(constraint.expression.description, "2 * x - y + z")
        XCTAssertEqual(constraint.description, "2 * x == y - z")
        let half = (x + y) / 2
        XCTAssertEqual(half.description, "0.5 * x + 0.5 * y")
        XCTAssertEqual((-x).coefficient, -1)
        XCTAssertEqual((x >= 0).description, "x >= 0")
        XCTAssertEqual(((x == 0) | .weak).description, "x == 0 | weak")
        XCTAssertEqual((x == 0).withStrength(.medium).strength, .medium)
    }

    /// The written form is kept as the reduced terms' order when the sides reduce without
    /// merging, and as the sides themselves otherwise; either way it prints as written.
    func test_constraintsPrintAsWrittenWhateverTheReduction() {
        // z was created last: the reduced terms are x, y, z, the written order z, x, y.
        let reordered = (z >= x + 0.5 * y - 4) | .strong
        XCTAssertEqual(reordered.expression.description, "-x - 0.5 * y + z + 4")
        XCTAssertEqual(reordered.description, "z >= x + 0.5 * y - 4 | strong")
        // x on both sides merges: the sides are kept.
        let merged = 2 * x + 1 == x + y
        XCTAssertEqual(merged.expression.description, "x - y + 1")
        XCTAssertEqual(merged.description, "2 * x + 1 == x + y")
        // A zero coefficient disappears from the reduction, not from the written form.
        let zero = x <= 0 * y + 3
        XCTAssertEqual(zero.expression.description, "x - 3")
        XCTAssertEqual(zero.description, "x <= 0 * y + 3")
        // Constants on both sides are printed as written.
        XCTAssertEqual((x + 1.5 == y - 2).description, "x + 1.5 == y - 2")
    }

    func test_reductionMergesVariablesAndDropsZeros() {
        let expression = (x + y + x - y + 3 * z).reduced()
        XCTAssertEqual(expression.description, "2 * x + 3 * z")
        let constraint = Constraint(LinearExpression(z) + y + x, .equal)
        // Terms sorted by variable creation: x, y, z.
        XCTAssertEqual(constraint.expression.terms.map(\.variable.name), ["x", "y", "z"])
    }

    /// Long expressions (over 16 terms) take another merging path with the same result.
    func test_longExpressionReduces() {
        var expression = LinearExpression(constant: 1)
        for k in 0..<30 { expression = expression + Double(k % 3) * (k % 2 == 0 ? y : x) }
        // x gets k = 1, 3, …, 29 (k mod 3 cycles 1, 0, 2: five cycles, 15); y gets k = 0, 2, …, 28
        // (cycles 0, 2, 1: also 15).
        let reduced = expression.reduced()
        XCTAssertEqual(reduced.description, "15 * x + 15 * y + 1")
    }

    func test_variableEqualityStaysIdentityInBoolContexts() {
        let other = Variable("x")
        XCTAssertTrue(x == x)
        XCTAssertFalse(x == other)
        let same: Bool = x == y
        XCTAssertFalse(same)
        if x == y { XCTFail("different variables compare equal") }
        XCTAssertEqual([x, y].firstIndex(of: y), 1)
        XCTAssertEqual(Set([x, x, y]).count, 2)
        let constraint: Constraint = x == y
        XCTAssertEqual(constraint.description, "x == y")
    }

    func test_constraintsAreDistinctObjects() {
        let first = x == 1
        let second = x == 1
        XCTAssertNotEqual(first, second)
        XCTAssertEqual(first, first)
    }
}
