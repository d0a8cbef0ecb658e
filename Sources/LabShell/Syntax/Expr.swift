/// An expression as typed: numbers, strings, names (`input.maxY`, `note.frameEnd.height`),
/// arithmetic, comparisons, `and`/`or`/`not`, integer `<<` `>>` `|` `&`, function calls with
/// UIKit-style labels (`convert(r, from: screen, to: root)`) and members of a value
/// (`intersection(a, b).height`). Parsed once, evaluated each time its statement runs.
public indirect enum Expr: Sendable, Hashable {
    /// The unary operators.
    public enum UnaryOperator: String, Sendable, Hashable {
        case negate = "-"
        case not = "not"
    }

    /// The binary operators, with their spellings.
    public enum BinaryOperator: String, Sendable, Hashable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case remainder = "%"
        case shiftLeft = "<<"
        case shiftRight = ">>"
        case bitOr = "|"
        case bitAnd = "&"
        case equal = "=="
        case notEqual = "!="
        case lessThan = "<"
        case lessThanOrEqual = "<="
        case greaterThan = ">"
        case greaterThanOrEqual = ">="
        case and = "and"
        case or = "or"

        /// Binding strength, loosest first (Python's order: `a | b == c` compares `a | b`).
        var precedence: Int {
            switch self {
            case .or: return 1
            case .and: return 2
            case .equal, .notEqual, .lessThan, .lessThanOrEqual, .greaterThan, .greaterThanOrEqual:
                return 4
            case .bitOr: return 5
            case .bitAnd: return 6
            case .shiftLeft, .shiftRight: return 7
            case .add, .subtract: return 8
            case .multiply, .divide, .remainder: return 9
            }
        }

        /// True for the six comparisons.
        public var isComparison: Bool { precedence == 4 }
    }

    /// One argument of a call: an optional label (`from:`) and its value.
    public struct Argument: Sendable, Hashable {
        public var label: String?
        public var labelRange: SourceRange?
        public var value: Expr
    }

    case number(Double, SourceRange)
    case string(String, SourceRange)
    case reference(String, SourceRange)
    case unary(UnaryOperator, Expr, SourceRange)
    /// The range of the whole is kept: computing it would walk the left spine every time.
    case binary(BinaryOperator, Expr, Expr, operatorRange: SourceRange, range: SourceRange)
    /// `name(arguments)`; the range covers the whole call on its line.
    case call(String, [Argument], nameRange: SourceRange, range: SourceRange)
    /// `(expression).member`.
    case member(Expr, String, SourceRange)
    /// Swift's conditional `condition ? then : otherwise`; the range covers the whole.
    case conditional(Expr, Expr, Expr, SourceRange)

    /// The range covering the whole expression (on its first line).
    public var range: SourceRange {
        switch self {
        case .number(_, let range), .string(_, let range), .reference(_, let range): return range
        case .unary(_, let operand, let range): return range.union(operand.range)
        case .binary(_, _, _, _, let range): return range
        case .call(_, _, _, let range): return range
        case .member(let base, _, let range): return base.range.union(range)
        case .conditional(_, _, _, let range): return range
        }
    }

    /// The names the expression refers to, in order of first appearance (call labels and
    /// function names excluded).
    public var references: [(name: String, range: SourceRange)] {
        switch self {
        case .number, .string: return []
        case .reference(let name, let range): return [(name, range)]
        case .unary(_, let operand, _): return operand.references
        case .binary:
            let (base, steps) = leftSpine
            return base.references + steps.flatMap(\.rhs.references)
        case .call(_, let arguments, _, _): return arguments.flatMap(\.value.references)
        case .member(let base, _, _): return base.references
        case .conditional(let condition, let then, let otherwise, _):
            return condition.references + then.references + otherwise.references
        }
    }

    /// One operator of a left-associated chain and its right operand.
    public typealias Step = (op: BinaryOperator, rhs: Expr, operatorRange: SourceRange)

    /// A chain `a + b - c …` as its innermost left operand and the steps after it, so that
    /// long chains are walked in a loop rather than by recursion (a sum of a thousand terms
    /// would otherwise recurse a thousand deep).
    public var leftSpine: (base: Expr, steps: [Step]) {
        var steps: [Step] = []
        var node = self
        while case .binary(let op, let lhs, let rhs, let opRange, _) = node, !op.isComparison, op != .and,
            op != .or
        {
            steps.append((op, rhs, opRange))
            node = lhs
        }
        return (node, steps.reversed())
    }

    /// The top-level comparison, when the expression is one: `lhs OP rhs`.
    public var comparison: Comparison? {
        guard case .binary(let op, let lhs, let rhs, let range, _) = self, op.isComparison,
            let relation = ComparisonOperator(rawValue: op.rawValue)
        else { return nil }
        return Comparison(lhs: lhs, relation: relation, relationRange: range, rhs: rhs)
    }
}

/// The relations a comparison can state; constraints and the solver take the first three.
public enum ComparisonOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
    case lessThan = "<"
    case greaterThan = ">"
    case notEqual = "!="

    /// True for `==`, `<=` and `>=`, the relations a linear constraint can state.
    public var isLinearRelation: Bool {
        self == .equal || self == .lessThanOrEqual || self == .greaterThanOrEqual
    }
}

/// `EXPR OP EXPR`, as in `mid == (left + right) / 2`.
public struct Comparison: Sendable, Hashable {
    public var lhs: Expr
    public var relation: ComparisonOperator
    public var relationRange: SourceRange
    public var rhs: Expr

    public init(lhs: Expr, relation: ComparisonOperator, relationRange: SourceRange, rhs: Expr) {
        self.lhs = lhs
        self.relation = relation
        self.relationRange = relationRange
        self.rhs = rhs
    }

    /// The range covering the whole comparison.
    public var range: SourceRange { lhs.range.union(rhs.range) }

    /// The comparison as an expression again.
    public var expression: Expr {
        .binary(
            Expr.BinaryOperator(rawValue: relation.rawValue) ?? .equal, lhs, rhs,
            operatorRange: relationRange,
            range: range)
    }

    /// A diagnostic unless the relation is `==`, `<=` or `>=` (what a linear constraint states).
    public func requireLinearRelation() throws(Diagnostic) {
        guard !relation.isLinearRelation else { return }
        throw Diagnostic(
            .syntax, at: relationRange, message: "'\(relation.rawValue)' cannot state a constraint",
            expected: "'==', '<=' or '>='",
            suggestion: relation == .notEqual
                ? nil : "use '\(relation.rawValue)=': constraints have no strict inequalities")
    }
}

/// Expressions printed back in the language's own syntax, with only the parentheses they need.
extension Expr: CustomStringConvertible {
    public var description: String { text(precedence: 0) }

    private func text(precedence outer: Int) -> String {
        switch self {
        case .number(let value, _):
            return NumberStyle.compact(value)
        case .string(let text, _):
            return "\""
                + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                    of: "\"", with: "\\\"")
                + "\""
        case .reference(let name, _):
            return name
        case .unary(let op, let operand, _):
            return op == .not ? "not " + operand.text(precedence: 3) : "-" + operand.text(precedence: 10)
        case .binary(let op, let lhs, let rhs, _, _):
            if op.isComparison || op == .and || op == .or {
                let own = op.precedence
                let body = "\(lhs.text(precedence: own)) \(op.rawValue) \(rhs.text(precedence: own + 1))"
                return own < outer ? "(\(body))" : body
            }
            // Chains print in a loop; a step of lower precedence than the one before it needs
            // parentheses around what came before.
            let (base, steps) = leftSpine
            var body = base.text(precedence: steps.first?.op.precedence ?? 0)
            var previous = steps.first?.op.precedence ?? 0
            for step in steps {
                let own = step.op.precedence
                if own > previous { body = "(\(body))" }
                body += " \(step.op.rawValue) \(step.rhs.text(precedence: own + 1))"
                previous = own
            }
            let own = steps.map(\.op.precedence).min() ?? 0
            return own < outer ? "(\(body))" : body
        case .call(let name, let arguments, _, _):
            let parts = arguments.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }
            return "\(name)(\(parts.joined(separator: ", ")))"
        case .member(let base, let name, _):
            return base.text(precedence: 11) + "." + name
        case .conditional(let condition, let then, let otherwise, _):
            // Looser than every operator: in parentheses inside any of them.
            let body =
                "\(condition.text(precedence: 1)) ? \(then.text(precedence: 0)) : \(otherwise.text(precedence: 0))"
            return outer > 0 ? "(\(body))" : body
        }
    }
}

extension Comparison: CustomStringConvertible {
    public var description: String { "\(lhs) \(relation.rawValue) \(rhs)" }
}

extension Expr {
    /// "'x'" for a name, "the expression" otherwise: the words an error uses to point at it.
    var describedForError: String {
        if case .reference(let name, _) = self { return "'\(SourceText.abbreviated(name))'" }
        if case .number(let value, _) = self { return "'\(NumberStyle.compact(value))'" }
        return "the expression"
    }
}
