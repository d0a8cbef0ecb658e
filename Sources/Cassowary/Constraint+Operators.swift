// Relations that build required constraints: `x + 10 <= y` is the constraint `x + 10 − y <= 0`.
// `Variable == Variable` yields a `Constraint` where one is expected and stays the identity test
// (`Bool`) everywhere else. Strength: `(x == 0) | .weak` (parentheses needed: `|` binds tighter
// than `==`) or `(x == 0).withStrength(.weak)`.

@inline(__always) private func expr(_ value: Variable) -> ExpressionOperand { ExpressionOperand(value) }
@inline(__always) private func expr(_ value: Term) -> ExpressionOperand { ExpressionOperand(value) }
@inline(__always) private func expr(_ value: LinearExpression) -> ExpressionOperand {
    ExpressionOperand(value)
}
@inline(__always) private func expr(_ value: Double) -> ExpressionOperand { ExpressionOperand(value) }

// MARK: ==

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Term, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Term, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Double, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

/// The required constraint `lhs == rhs` (stored as `lhs − rhs == 0`).
public func == (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .equal, expr(rhs))
}

// MARK: <=

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

/// The required constraint `lhs <= rhs` (stored as `lhs − rhs <= 0`).
public func <= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .lessThanOrEqual, expr(rhs))
}

// MARK: >=

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Variable, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Term, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: LinearExpression, rhs: Double) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The required constraint `lhs >= rhs` (stored as `lhs − rhs >= 0`).
public func >= (lhs: Double, rhs: LinearExpression) -> Constraint {
    Constraint(operands: expr(lhs), .greaterThanOrEqual, expr(rhs))
}

/// The same constraint with another strength: `(x == 0) | .weak`.
public func | (lhs: Constraint, rhs: Strength) -> Constraint { lhs.withStrength(rhs) }
