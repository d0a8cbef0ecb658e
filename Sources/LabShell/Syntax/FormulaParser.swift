/// Recursive descent over formulas:
///
///     formula := product (('+' | '-') product)*
///     product := unary (('*' | '/') unary)*
///     unary   := '-' unary | primary
///     primary := NUMBER | NAME | '(' formula ')'
extension TokenStream {
    /// Formulas nested deeper than this are rejected instead of exhausting the stack.
    static let maximumNesting = 64

    /// Parses a formula starting at the current token.
    public mutating func formula() throws(Diagnostic) -> Formula {
        try sum(depth: 0)
    }

    /// Parses `FORMULA (==|<=|>=) FORMULA`.
    public mutating func comparison() throws(Diagnostic) -> Comparison {
        let lhs = try formula()
        let token = try peek()
        let relation: ComparisonOperator
        switch token.kind {
        case .punctuation(.equalEqual): relation = .equal
        case .punctuation(.lessThanOrEqual): relation = .lessThanOrEqual
        case .punctuation(.greaterThanOrEqual): relation = .greaterThanOrEqual
        case .punctuation(.equal):
            throw Diagnostic(
                .syntax, at: token.range, message: "'=' is not a comparison",
                expected: "'==', '<=' or '>='", suggestion: "write '==' to state equality")
        default:
            throw Diagnostic(
                .syntax, at: token.range,
                message: "unexpected \(token.quoted) after \(lhs.describedForError)",
                expected: "'==', '<=' or '>='")
        }
        try advance()
        let rhs = try formula()
        return Comparison(lhs: lhs, relation: relation, relationRange: token.range, rhs: rhs)
    }

    private mutating func sum(depth: Int) throws(Diagnostic) -> Formula {
        var result = try product(depth: depth)
        while true {
            let token = try peek()
            let op: Formula.Operator
            if token.is(.plus) {
                op = .add
            } else if token.is(.minus) {
                op = .subtract
            } else {
                return result
            }
            try advance()
            result = .binary(op, result, try product(depth: depth), operatorRange: token.range)
        }
    }

    private mutating func product(depth: Int) throws(Diagnostic) -> Formula {
        var result = try unary(depth: depth)
        while true {
            let token = try peek()
            let op: Formula.Operator
            if token.is(.star) {
                op = .multiply
            } else if token.is(.slash) {
                op = .divide
            } else {
                return result
            }
            try advance()
            result = .binary(op, result, try unary(depth: depth), operatorRange: token.range)
        }
    }

    private mutating func unary(depth: Int) throws(Diagnostic) -> Formula {
        let token = try peek()
        guard depth < TokenStream.maximumNesting else {
            throw Diagnostic(
                .syntax, at: token.range, message: "formula nested too deeply",
                expected: "at most \(TokenStream.maximumNesting) levels of parentheses or signs")
        }
        if token.is(.minus) {
            try advance()
            return .negate(try unary(depth: depth + 1), token.range)
        }
        return try primary(depth: depth)
    }

    private mutating func primary(depth: Int) throws(Diagnostic) -> Formula {
        let token = try advance()
        switch token.kind {
        case .number(let value):
            return .number(value, token.range)
        case .identifier(let name):
            return .reference(name, token.range)
        case .punctuation(.leftParen):
            let inner = try sum(depth: depth + 1)
            let close = try peek()
            guard close.is(.rightParen) else {
                throw Diagnostic(
                    .syntax, at: close.range, message: "unexpected \(close.quoted) in parentheses",
                    expected: "')' to close the '(' at column \(token.range.column)",
                    suggestion: close.kind == .end ? "add ')' at the end" : nil)
            }
            try advance()
            return inner
        default:
            throw Diagnostic(
                .syntax, at: token.range, message: "unexpected \(token.quoted)",
                expected: "a number, a name or '('")
        }
    }
}

extension Formula {
    /// "'x'" for a name, "the formula" otherwise: the words an error uses to point at it.
    var describedForError: String {
        if case .reference(let name, _) = self { return "'\(name)'" }
        if case .number(let value, _) = self { return "'\(NumberStyle.compact(value))'" }
        return "the formula"
    }
}
