/// An operand of the expression and constraint operators: a lone term (held inline, with no
/// array of its own) or an expression. `x + y` then allocates one array, and `x == 10` only
/// the constraint's reduced terms.
struct ExpressionOperand {
    var single: Term?
    var terms: [Term]
    var constant: Double

    @inline(__always) init(_ value: Variable) {
        single = Term(value)
        terms = []
        constant = 0
    }

    @inline(__always) init(_ value: Term) {
        single = value
        terms = []
        constant = 0
    }

    @inline(__always) init(_ value: LinearExpression) {
        single = nil
        terms = value.terms
        constant = value.constant
    }

    @inline(__always) init(_ value: Double) {
        single = nil
        terms = []
        constant = value
    }

    @inline(__always) var count: Int { single == nil ? terms.count : 1 }

    @inline(__always) subscript(index: Int) -> Term { single ?? terms[index] }

    /// Appends the operand's terms, each multiplied by `sign` (±1).
    func append(to out: inout [Term], sign: Double) {
        if let single {
            out.append(sign < 0 ? Term(single.variable, -single.coefficient) : single)
        } else if sign < 0 {
            for term in terms { out.append(Term(term.variable, -term.coefficient)) }
        } else {
            out.append(contentsOf: terms)
        }
    }

    /// The operand as an expression (an array for a lone term).
    var expression: LinearExpression {
        LinearExpression(single.map { [$0] } ?? terms, constant: constant)
    }
}
