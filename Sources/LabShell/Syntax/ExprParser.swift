/// Precedence climbing over expressions, loosest first:
///
///     expr    := or ['?' expr ':' expr]                           (Swift's conditional)
///     or      := and ('or' and)*
///     and     := not ('and' not)*
///     not     := 'not' not | compare
///     compare := bitor (('=='|'!='|'<'|'<='|'>'|'>=') bitor)?      (no chains: a < b < c)
///     bitor   := bitand ('|' bitand)* ;  bitand := shift ('&' shift)*
///     shift   := sum (('<<'|'>>') sum)* ;  sum := product (('+'|'-') product)*
///     product := unary (('*'|'/'|'%') unary)* ;  unary := '-' unary | postfix
///     postfix := primary ('.' NAME)* ;  primary := NUMBER | STRING | NAME | NAME '(' args ')' | '(' expr ')'
///
/// An expression ends at the first token that cannot continue it, so commands read several in
/// a row (`translate box 10 -20`: a signed literal after a space starts the next value when the
/// caller says `stopsAtSignedLiteral`).
public struct ExpressionOptions: Sendable {
    /// Words that end the expression wherever they stand (`do`, `end`, `else`).
    public var stopWords: Set<String> {
        get { stops.words }
        set { stops = WordSet(newValue) }
    }
    /// The command's clause keywords (`within`, `options`, `release`): they end an expression
    /// where an operator could follow and do not start an optional one, but where an operand
    /// is required they are names, so a variable may be called `duration`.
    public var keywords: Set<String> {
        get { keywordSet.words }
        set { keywordSet = WordSet(newValue) }
    }
    /// `10 -20` is two values rather than `10 - 20`.
    public var stopsAtSignedLiteral = false
    private var stops: WordSet
    private var keywordSet: WordSet

    public init(stopWords: Set<String> = [], keywords: Set<String> = [], stopsAtSignedLiteral: Bool = false) {
        self.init(
            stops: WordSet(stopWords), keywords: WordSet(keywords), stopsAtSignedLiteral: stopsAtSignedLiteral
        )
    }

    /// With sets whose shapes were found once already (a command's words, the block words),
    /// not for every expression.
    init(stops: WordSet, keywords: WordSet = .empty, stopsAtSignedLiteral: Bool = false) {
        self.stops = stops
        keywordSet = keywords
        self.stopsAtSignedLiteral = stopsAtSignedLiteral
    }

    func isStopWord(_ name: String) -> Bool { stops.contains(name) }
    func isKeyword(_ name: String) -> Bool { keywordSet.contains(name) }
}

/// A set of words with their shapes (`WordShapes`), found when the set is made: membership
/// is told without hashing a name when no word has its shape.
struct WordSet: Sendable {
    let words: Set<String>
    private let shapes: WordShapes

    static let empty = WordSet([])

    init(_ words: Set<String>) {
        self.words = words
        shapes = WordShapes(words)
    }

    func contains(_ word: String) -> Bool { shapes.mayContain(word) && words.contains(word) }
}

/// The byte lengths and first bytes of a set's words in one word: a bit for each length in
/// the low half (31 and longer share the last) and for each first byte, modulo 32, in the high
/// half (`a` and `A` share one). A word whose length or first byte no word has is not in the
/// set, told without hashing it (`a.height` is as long as the choice word `required`; its
/// first byte tells them apart).
struct WordShapes: Sendable {
    private var bits: UInt64 = 0

    init(_ words: Set<String>) {
        for word in words { bits |= WordShapes.lengthBit(word) | WordShapes.firstBit(word) }
    }

    func mayContain(_ word: String) -> Bool {
        bits & WordShapes.lengthBit(word) != 0 && bits & WordShapes.firstBit(word) != 0
    }

    private static func lengthBit(_ word: String) -> UInt64 { 1 << UInt64(min(word.utf8.count, 31)) }

    /// The empty word has no first byte: it takes the bit of byte 0.
    private static func firstBit(_ word: String) -> UInt64 {
        1 << (32 + UInt64((word.utf8.first ?? 0) & 31))
    }
}

extension TokenStream {
    /// Parentheses, signs and `not` nested deeper than this are rejected instead of exhausting
    /// the stack.
    public static let maximumNesting = 64
    /// Operators chained deeper than this (a sum of this many terms) are rejected: evaluating
    /// them recurses once per operator.
    public static let maximumChain = 10_000

    /// Words that are operators, never names.
    /// (Compared in turn: hashing the name for a set of three cost more.)
    static func isOperatorWord(_ name: String) -> Bool { name == "and" || name == "or" || name == "not" }

    /// Parses an expression starting at the current token.
    public mutating func expression(_ options: ExpressionOptions = .init()) throws(Diagnostic) -> Expr {
        var chain = 0
        return try conditional(depth: 0, chain: &chain, options)
    }

    /// `condition ? then : otherwise`, Swift's conditional: looser than every operator, and
    /// right-associative (`a ? b : c ? d : e` is `a ? b : (c ? d : e)`), as in Swift.
    private mutating func conditional(depth: Int, chain: inout Int, _ options: ExpressionOptions)
        throws(Diagnostic) -> Expr
    {
        let condition = try binary(minimum: 1, depth: depth, chain: &chain, options)
        let question = try peek()
        guard question.is(.question) else { return condition }
        try checkLevel(depth + 1, at: question)
        try skip()
        let then = try conditional(depth: depth + 1, chain: &chain, options)
        let colon = try peek()
        guard colon.is(.colon) else {
            throw Diagnostic(
                .syntax, at: colon.kind == .end ? endRange : colon.range,
                message: colon.kind == .end
                    ? "missing ':' of the '?' at column \(question.range.column)"
                    : "unexpected \(quoted(colon)) in a conditional",
                expected: "':' and the value when the condition is false",
                suggestion: "write CONDITION ? VALUE : OTHER")
        }
        try skip()
        let otherwise = try conditional(depth: depth + 1, chain: &chain, options)
        return .conditional(condition, then, otherwise, condition.range.union(otherwise.range))
    }

    /// Parses `EXPR (==|<=|>=|<|>|!=) EXPR` at the top level.
    public mutating func comparison(_ options: ExpressionOptions = .init()) throws(Diagnostic) -> Comparison {
        let expr = try expression(options)
        if let comparison = expr.comparison { return comparison }
        let token = try peek()
        if token.is(.equal) {
            throw Diagnostic(
                .syntax, at: token.range, message: "'=' is not a comparison",
                expected: "'==', '<=' or '>='", suggestion: "write '==' to state equality")
        }
        throw Diagnostic(
            .syntax, at: token.kind == .end ? endRange : token.range,
            message: token.kind == .end
                ? "missing comparison after \(expr.describedForError)"
                : "unexpected \(quoted(token)) after \(expr.describedForError)",
            expected: "'==', '<=' or '>='")
    }

    /// Whether the current token can start an expression.
    public mutating func startsExpression(_ options: ExpressionOptions = .init()) throws(Diagnostic) -> Bool {
        TokenStream.startsExpression(try peek(), options)
    }

    /// Whether `token` can start an expression (for a caller that holds the current token
    /// already: peeking it again copied it).
    static func startsExpression(_ token: Token, _ options: ExpressionOptions = .init()) -> Bool {
        switch token.kind {
        case .number, .string: return true
        case .identifier(let name):
            return name == "not"
                || (!TokenStream.isOperatorWord(name) && !options.isStopWord(name)
                    && !options.isKeyword(name))
        case .punctuation(let p): return p == .leftParen || p == .minus
        case .end: return false
        }
    }

    private mutating func binaryOperator(_ options: ExpressionOptions) throws(Diagnostic) -> Expr
        .BinaryOperator?
    {
        let token = try peek()
        switch token.kind {
        case .identifier("and"): return .and
        case .identifier("or"): return .or
        case .number where token.isSignedLiteral:
            return options.stopsAtSignedLiteral ? nil : .subtract
        case .punctuation(let p):
            switch p {
            case .plus: return .add
            case .minus: return .subtract
            case .star: return .multiply
            case .slash: return .divide
            case .percent: return .remainder
            case .shiftLeft: return .shiftLeft
            case .shiftRight: return .shiftRight
            case .bar:
                // `curve-ease-in | repeat`: a `|` before one of the command's words joins two
                // members of its option set, not two numbers.
                if case .identifier(let next) = try peek(1).kind, options.isKeyword(next) { return nil }
                return .bitOr
            case .ampersand: return .bitAnd
            case .equalEqual: return .equal
            case .notEqual: return .notEqual
            case .lessThan: return .lessThan
            case .lessThanOrEqual: return .lessThanOrEqual
            case .greaterThan: return .greaterThan
            case .greaterThanOrEqual: return .greaterThanOrEqual
            default: return nil
            }
        default: return nil
        }
    }

    private mutating func binary(
        minimum: Int, depth: Int, chain: inout Int, _ options: ExpressionOptions
    ) throws(Diagnostic) -> Expr {
        var lhs = try unary(depth: depth, chain: &chain, options)
        while let op = try binaryOperator(options), op.precedence >= minimum {
            let token = try peek()
            let operatorToken = token.isSignedLiteral ? try splitSignedLiteral() : try advance()
            chain += 1
            guard chain <= TokenStream.maximumChain else {
                throw Diagnostic(
                    .syntax, at: operatorToken.range, message: "expression too long",
                    expected: "at most \(TokenStream.maximumChain) operators in one expression",
                    suggestion: "split it with 'let NAME = …'")
            }
            let rhs = try binary(minimum: op.precedence + 1, depth: depth, chain: &chain, options)
            lhs = .binary(op, lhs, rhs, operatorRange: operatorToken.range, range: lhs.range.union(rhs.range))
            if op.isComparison, let next = try binaryOperator(options), next.isComparison {
                let again = try peek()
                throw Diagnostic(
                    .syntax, at: again.range, message: "comparisons cannot be chained",
                    expected: "'and' between two comparisons", suggestion: "write 'a < b and b < c'")
            }
        }
        return lhs
    }

    /// Refuses a parenthesis, sign or `not` at nesting level `level` (1 for one not inside any
    /// other) past `maximumNesting`: each construct checks its own level as it opens, so 64 of any
    /// mix parse and the 65th is the error, under it.
    private mutating func checkLevel(_ level: Int, at token: Token) throws(Diagnostic) {
        guard level <= TokenStream.maximumNesting else {
            throw Diagnostic(
                .syntax, at: token.range, message: "expression nested too deeply",
                expected: "at most \(TokenStream.maximumNesting) levels of parentheses, signs or 'not'",
                suggestion: "name an inner part first (let inner = …) and use the name")
        }
    }

    private mutating func unary(depth: Int, chain: inout Int, _ options: ExpressionOptions) throws(Diagnostic)
        -> Expr
    {
        let token = try peek()
        if token.is(.minus) {
            try checkLevel(depth + 1, at: token)
            try skip()
            return .unary(.negate, try unary(depth: depth + 1, chain: &chain, options), token.range)
        }
        if token.isWord("not") {
            try checkLevel(depth + 1, at: token)
            try skip()
            // `not a == b` negates the comparison, as in Python.
            let operand = try binary(minimum: 4, depth: depth + 1, chain: &chain, options)
            return .unary(.not, operand, token.range)
        }
        var result = try primary(depth: depth, chain: &chain, options)
        while try isAttached(.dot) {
            let dot = try advance()
            let name = try peek()
            guard let member = name.identifier, !name.followsSpace else {
                throw Diagnostic(
                    .syntax, at: name.range, message: "unexpected \(quoted(name)) after '.'",
                    expected: "a member name such as height or origin.y")
            }
            try skip()
            result = .member(result, member, dot.range.union(name.range))
        }
        return result
    }

    private mutating func primary(depth: Int, chain: inout Int, _ options: ExpressionOptions)
        throws(Diagnostic)
        -> Expr
    {
        let token = try peek()
        switch token.kind {
        case .number(let value):
            try skip()
            return .number(value, token.range)
        case .string(let text):
            try skip()
            return .string(text, token.range)
        case .identifier(let name)
        where !TokenStream.isOperatorWord(name) && !options.isStopWord(name):
            try skip()
            let next = try peek()
            if next.is(.leftParen) && !next.followsSpace {
                return try call(name, at: token.range, depth: depth, chain: &chain, options)
            }
            return .reference(name, token.range)
        case .punctuation(.leftParen):
            try checkLevel(depth + 1, at: token)
            try skip()
            var inner = ExpressionOptions()
            inner.stopsAtSignedLiteral = false
            let value = try conditional(depth: depth + 1, chain: &chain, inner)
            let close = try peek()
            guard close.is(.rightParen) else {
                throw Diagnostic(
                    .syntax, at: close.kind == .end ? endRange : close.range,
                    message: close.kind == .end
                        ? "missing ')'" : "unexpected \(quoted(close)) in parentheses",
                    expected: "')' to close the '(' at column \(token.range.column)",
                    suggestion: close.kind == .end ? "add ')' at the end" : nil)
            }
            try skip()
            return value
        case .end:
            throw Diagnostic(
                .syntax, at: endRange, message: "missing value", expected: "a number, a name or '('")
        default:
            throw Diagnostic(
                .syntax, at: token.range, message: "unexpected \(quoted(token))",
                expected: "a number, a name or '('")
        }
    }

    private mutating func call(
        _ name: String, at nameRange: SourceRange, depth: Int, chain: inout Int, _ options: ExpressionOptions
    ) throws(Diagnostic) -> Expr {
        let open = try advance()
        try checkLevel(depth + 1, at: open)
        var arguments: [Expr.Argument] = []
        var closeRange = open.range
        if let empty = try accept(.rightParen) {
            closeRange = empty.range
        } else {
            repeat {
                var label: String?
                var labelRange: SourceRange?
                if let word = try peek().identifier, try peek(1).is(.colon) {
                    label = word
                    labelRange = try advance().range
                    try skip()
                }
                let value = try conditional(depth: depth + 1, chain: &chain, ExpressionOptions())
                arguments.append(Expr.Argument(label: label, labelRange: labelRange, value: value))
            } while try accept(.comma) != nil
            let close = try peek()
            guard close.is(.rightParen) else {
                throw Diagnostic(
                    .syntax, at: close.kind == .end ? endRange : close.range,
                    message: close.kind == .end ? "missing ')'" : "unexpected \(quoted(close)) in the call",
                    expected: "',' or ')' to close \(name)( at column \(open.range.column)")
            }
            closeRange = try advance().range
        }
        return .call(name, arguments, nameRange: nameRange, range: nameRange.union(closeRange))
    }
}
