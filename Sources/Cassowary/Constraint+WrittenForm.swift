/// How a constraint was written (`L op R`), kept for printing only.
///
/// Usually `L − R` reduces to the same terms, merely reordered by creation (no variable on both
/// sides, no zero): then the written form is the reduced terms' order — a permutation packed in
/// 4 bits a term — and the two constants, with no storage of its own. Otherwise both sides are
/// kept. A constraint is then one object and one array, as kiwi's: the benchmark's constraints
/// freed in bulk used to be four blocks each, and glibc's merging of those freed blocks showed
/// in the next problem's build (docs/Solver.md).
enum WrittenForm: Sendable {
    /// Made from one expression (`expression op 0`).
    case reduced
    /// `L` is the reduced terms at `order[0..<split]`, `R` the negated terms at `order[split...]`.
    case permuted(split: UInt8, count: UInt8, order: UInt64, lhsConstant: Double, rhsConstant: Double)
    case sides(LinearExpression, LinearExpression)

    /// The written form of `lhs op rhs` whose reduced difference is `reduced`.
    init(_ lhs: ExpressionOperand, _ rhs: ExpressionOperand, reduced: LinearExpression) {
        let count = lhs.count + rhs.count
        guard count == reduced.terms.count, count <= 16 else {
            self = .sides(lhs.expression, rhs.expression)
            return
        }
        var order: UInt64 = 0
        for position in 0..<count {
            let fromLeft = position < lhs.count
            let term = fromLeft ? lhs[position] : rhs[position - lhs.count]
            let expected = fromLeft ? term.coefficient : -term.coefficient
            guard
                let index = reduced.terms.firstIndex(where: {
                    $0.variable === term.variable && $0.coefficient == expected
                })
            else {
                self = .sides(lhs.expression, rhs.expression)
                return
            }
            order |= UInt64(index) << (4 * UInt64(position))
        }
        self = .permuted(
            split: UInt8(lhs.count), count: UInt8(count), order: order, lhsConstant: lhs.constant,
            rhsConstant: rhs.constant)
    }

    /// The two sides as written, or nil for a constraint made from one expression.
    func sides(of reduced: LinearExpression) -> (LinearExpression, LinearExpression)? {
        switch self {
        case .reduced:
            return nil
        case .sides(let lhs, let rhs):
            return (lhs, rhs)
        case .permuted(let split, let count, let order, let lhsConstant, let rhsConstant):
            var left: [Term] = []
            var right: [Term] = []
            for position in 0..<Int(count) {
                let term = reduced.terms[Int((order >> (4 * UInt64(position))) & 0xF)]
                if position < Int(split) {
                    left.append(term)
                } else {
                    right.append(Term(term.variable, -term.coefficient))
                }
            }
            return (
                LinearExpression(left, constant: lhsConstant), LinearExpression(right, constant: rhsConstant)
            )
        }
    }
}
