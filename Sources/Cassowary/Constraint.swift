/// A linear relation `expression op 0` with a strength. Identity-based (each object is one
/// constraint for the solver, even if another has the same expression).
///
/// Built by the operators as `L − R op 0` from `L op R` (the benchmark's normal form).
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The reduced expression compared with zero.
    public let expression: LinearExpression
    /// How the expression compares with zero.
    public let relation: Relation
    /// How strongly the constraint is enforced.
    public let strength: Strength
    /// The sides as written (`L`, `R`), for printing only.
    private let written: WrittenForm

    /// Creates `expression relation 0` (the expression is reduced).
    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression.reduced()
        self.relation = relation
        self.strength = strength
        self.written = .reduced
    }

    /// Creates `lhs relation rhs`, stored as `lhs − rhs relation 0`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
        strength: Strength = .required
    ) {
        self.init(operands: ExpressionOperand(lhs), relation, ExpressionOperand(rhs), strength: strength)
    }

    /// `lhs relation rhs` from the operators' operands (a lone variable needs no array).
    init(
        operands lhs: ExpressionOperand, _ relation: Relation, _ rhs: ExpressionOperand,
        strength: Strength = .required
    ) {
        let expression = LinearExpression.reducedDifference(lhs, rhs)
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.written = WrittenForm(lhs, rhs, reduced: expression)
    }

    private init(copying other: Constraint, strength: Strength) {
        self.expression = other.expression
        self.relation = other.relation
        self.strength = strength
        self.written = other.written
    }

    /// A new constraint with the same relation and the given strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(copying: self, strength: strength)
    }

    /// How far the current variable values are from satisfying the relation (0 when satisfied).
    public var violation: Double {
        let value = expression.value
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    public var description: String {
        let text: String
        if let (lhs, rhs) = written.sides(of: expression) {
            text = "\(lhs) \(relation) \(rhs)"
        } else {
            text = "\(expression) \(relation) 0"
        }
        return strength.isRequired ? text : "\(text) | \(strength)"
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
