/// Formulas printed back in the language's own syntax, with only the parentheses they need.
extension Formula: CustomStringConvertible {
    public var description: String { text(precedence: 0) }

    private func text(precedence outer: Int) -> String {
        switch self {
        case .number(let value, _):
            return NumberStyle.compact(value)
        case .reference(let name, _):
            return name
        case .negate(let operand, _):
            return "-" + operand.text(precedence: 3)
        case .binary(let op, let lhs, let rhs, _):
            let own = (op == .add || op == .subtract) ? 1 : 2
            let body = "\(lhs.text(precedence: own)) \(op.rawValue) \(rhs.text(precedence: own + 1))"
            return own < outer ? "(\(body))" : body
        }
    }
}

extension Comparison: CustomStringConvertible {
    public var description: String { "\(lhs) \(relation.rawValue) \(rhs)" }
}
