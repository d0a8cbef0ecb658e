/// An arithmetic formula as typed: numbers, names, `+ - * /`, unary minus and parentheses.
/// Constraints turn it into a linear expression; `expect` evaluates it.
public indirect enum Formula: Sendable, Hashable {
    /// The binary operators, by precedence pairs.
    public enum Operator: String, Sendable, Hashable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
    }

    case number(Double, SourceRange)
    case reference(String, SourceRange)
    case negate(Formula, SourceRange)
    case binary(Operator, Formula, Formula, operatorRange: SourceRange)

    /// The range covering the whole formula.
    public var range: SourceRange {
        switch self {
        case .number(_, let range), .reference(_, let range): return range
        case .negate(let operand, let range): return range.union(operand.range)
        case .binary(_, let lhs, let rhs, _): return lhs.range.union(rhs.range)
        }
    }

    /// The names the formula refers to, in order of first appearance.
    public var references: [(name: String, range: SourceRange)] {
        switch self {
        case .number: return []
        case .reference(let name, let range): return [(name, range)]
        case .negate(let operand, _): return operand.references
        case .binary(_, let lhs, let rhs, _): return lhs.references + rhs.references
        }
    }
}

/// The relations a constraint or an expectation can state.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}

/// `FORMULA OP FORMULA`, as in `mid == (left + right) / 2`.
public struct Comparison: Sendable, Hashable {
    public var lhs: Formula
    public var relation: ComparisonOperator
    public var relationRange: SourceRange
    public var rhs: Formula

    /// The range covering the whole comparison.
    public var range: SourceRange { lhs.range.union(rhs.range) }
}
