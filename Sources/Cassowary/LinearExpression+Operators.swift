// Arithmetic that builds linear expressions: `x + 10`, `2 * x - y`, `(a + b) / 2`.
// One concrete overload per operand pair (no generics), which keeps type checking fast and
// leaves the standard library's operators alone.

private typealias Operand = ExpressionOperand

@inline(__always) private func expr(_ value: Variable) -> Operand { Operand(value) }
@inline(__always) private func expr(_ value: Term) -> Operand { Operand(value) }
@inline(__always) private func expr(_ value: LinearExpression) -> Operand { Operand(value) }
@inline(__always) private func expr(_ value: Double) -> Operand { Operand(value) }

/// `lhs + rhs`: the terms of both, in order, and the sum of the constants.
private func sum(_ lhs: Operand, _ rhs: Operand) -> LinearExpression {
    combine(lhs, rhs, sign: 1)
}

/// `lhs − rhs` as kiwi forms it: `lhs + (−rhs)`.
private func difference(_ lhs: Operand, _ rhs: Operand) -> LinearExpression {
    combine(lhs, rhs, sign: -1)
}

private func combine(_ lhs: Operand, _ rhs: Operand, sign: Double) -> LinearExpression {
    if rhs.count == 0 && lhs.single == nil {
        // Only the constant changes: the terms array is shared.
        return LinearExpression(lhs.terms, constant: lhs.constant + (sign < 0 ? -rhs.constant : rhs.constant))
    }
    var terms: [Term] = []
    terms.reserveCapacity(lhs.count + rhs.count)
    lhs.append(to: &terms, sign: 1)
    rhs.append(to: &terms, sign: sign)
    return LinearExpression(terms, constant: lhs.constant + (sign < 0 ? -rhs.constant : rhs.constant))
}

private func negated(_ value: LinearExpression) -> LinearExpression {
    LinearExpression(value.terms.map { Term($0.variable, -$0.coefficient) }, constant: -value.constant)
}

private func scaled(_ value: LinearExpression, _ factor: Double) -> LinearExpression {
    LinearExpression(
        value.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: value.constant * factor)
}

// MARK: +

/// Builds the expression `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Variable, rhs: Term) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Term, rhs: Variable) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Term, rhs: Term) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Term, rhs: Double) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Double, rhs: Term) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    sum(expr(lhs), expr(rhs))
}

// MARK: -

/// Builds the expression `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Variable, rhs: Term) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Term, rhs: Variable) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Term, rhs: Term) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Term, rhs: Double) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Double, rhs: Term) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

/// Builds the expression `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    difference(expr(lhs), expr(rhs))
}

// MARK: * / and unary -

/// `coefficient * variable` as a term.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// `variable * coefficient` as a term.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// Scales a term.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// Scales a term.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// Scales an expression (terms and constant).
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { scaled(rhs, lhs) }
/// Scales an expression (terms and constant).
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, rhs) }
/// `variable / d` as kiwi computes it: `variable * (1 / d)`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1.0 / rhs) }
/// `term / d` as `term * (1 / d)`.
public func / (lhs: Term, rhs: Double) -> Term { lhs * (1.0 / rhs) }
/// `expression / d` as `expression * (1 / d)`.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { scaled(lhs, 1.0 / rhs) }
/// `-variable` as the term `-1 * variable`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// Negates a term.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// Negates an expression.
public prefix func - (operand: LinearExpression) -> LinearExpression { negated(operand) }
