/// Parses one line of input into statements, driven by the command table's declared patterns.
///
/// Read in this order: this file (statements, `if`, blocks), `LineParser+Commands.swift` (a
/// statement's command and the context its arguments are read in), `LineParser+Presence.swift`
/// (whether a pattern can start at a token), `LineParser+Arguments.swift` (each pattern read into
/// `Arguments`), `LineParser+Errors.swift` (what could have come where nothing did). The tokens
/// come from `TokenStream` (the one lexer, `Syntax/`); expressions from its `expression`.
///
/// Blocks: `do` opens one. When `do` (or an `else`) is the last token of its line, every block
/// opened on that line stays open and the following lines are its statements until `end`;
/// otherwise the blocks opened on the line end with it (or earlier, at an `end`).
/// `;` separates statements; `end` and `else` also end the statement before them.
struct LineParser {
    /// What ended a list of statements.
    enum Terminator {
        case endOfLine
        case end(Token)
        case orElse(Token)
    }

    /// A block left open at the end of the line, with the `if` it is a branch of.
    struct OpenBlock {
        var block: Block
        var conditional: Conditional?
    }

    var stream: TokenStream
    let table: CommandTable
    /// The source the statements made are part of (they hold it, for their lines' text).
    let unit: SourceUnit
    /// Blocks that stay open after this line, in the order they were found (innermost first).
    var pending: [OpenBlock] = []
    /// Where completion is asked for: hints are gathered when the parser reaches the end.
    var completion: CompletionRecorder?
    /// Block nesting on this line and above it (a bound, not a stack overflow).
    var depth: Int
    /// The nesting the line started in: deeper, a block opened on this line is being read.
    let lineDepth: Int
    /// Patterns that were tried at a token and did not match it, by the token's offset: what
    /// could have come there, for the error when nothing did.
    var tried: [(offset: Int, pattern: ArgumentPattern)] = []
    /// The statements made from the line (for what its unit counts).
    private(set) var statementsMade = 0

    /// Blocks nested deeper than this are rejected with an error.
    static let maximumBlockDepth = 64

    /// Words that end a statement or an expression wherever they appear.
    static let structureWords: Set<String> = ["do", "end", "else"]
    static let structureWordSet = WordSet(structureWords)
    /// What ends an `if`'s condition.
    static let conditionEnd = WordSet(["do"])

    /// Parses one line with a unit of its own, named `unitName` (for completion and tests).
    static func withUnit<Result>(
        named unitName: String, line: String, table: CommandTable, _ body: (inout LineParser) throws -> Result
    ) rethrows -> Result {
        var parser = LineParser(line: line, number: 1, table: table, unit: SourceUnit(name: unitName))
        return try body(&parser)
    }

    init(line: String, number: Int, table: CommandTable, unit: SourceUnit, depth: Int = 0) {
        self.init(line: InputLine(line), number: number, table: table, unit: unit, depth: depth)
    }

    init(line: InputLine, number: Int, table: CommandTable, unit: SourceUnit, depth: Int = 0) {
        stream = TokenStream(line, line: number)
        self.table = table
        self.unit = unit
        self.depth = depth
        lineDepth = depth
    }

    /// True when the line's last token is `do` or `else`: its blocks go on below it.
    mutating func lineContinues() throws(Diagnostic) -> Bool {
        try stream.atEnd() && stream.lastConsumedOpensBlock
    }

    // MARK: Statements

    /// Parses statements into `block` (nil: into `top`) until the end of the line, an `end` or
    /// an `else`.
    mutating func statements(into top: inout [Statement], block: Block?) throws(Diagnostic) -> Terminator {
        while true {
            while try stream.accept(.semicolon) != nil {}
            let token = try stream.peek()
            if token.kind == .end {
                // A statement could start here: at the start of the list or after a `;`.
                completion?.expectStatement(at: token)
                return .endOfLine
            }
            if token.isWord("end") { return .end(try stream.advance()) }
            if token.isWord("else") { return .orElse(try stream.advance()) }
            let statement = try self.statement()
            if let block { block.statements.append(consume statement) } else { top.append(consume statement) }
            if try stream.atEnd() { return .endOfLine }
            let next = try stream.peek()
            guard next.is(.semicolon) || next.isWord("end") || next.isWord("else") else {
                throw unexpected(next, after: block?.statements.last ?? top.last)
            }
        }
    }

    /// One statement: `let`, `if`, `return`, an assignment or a command.
    mutating func statement() throws(Diagnostic) -> Statement {
        // The first token's fields read in place: a copy of the token was two of a line's copies.
        let (name, firstRange, firstOffset) = try stream.head()
        guard let word = name else {
            let first = try stream.peek()
            throw Diagnostic(
                .syntax, at: first.range, message: "unexpected \(stream.quoted(first))",
                expected: "a command name",
                suggestion: "type 'help' to list the commands")
        }
        let kind: Statement.Kind
        // `let = 5` lacks its name, which the `let` command says (as an assignment to a
        // variable called `let` it was told to `let let = …`).
        if word == "if" {
            try stream.skip()
            kind = .conditional(try conditional())
        } else if word != "let", word != "return", let op = Self.assignment(stream.lookahead(1)) {
            try stream.skip()
            try stream.skip()
            kind = .assign(target: word, targetRange: firstRange, op: op, value: try expression(.value))
        } else {
            kind = .command(try invocation())
        }
        statementsMade += 1
        return Statement(
            kind: kind, range: firstRange, unit: unit,
            bytes: firstOffset..<max(firstOffset, stream.consumedByte))
    }

    /// The assignment operator `token` is, if any (`=`, `+=`, `-=`; `==` is none).
    static func assignment(_ token: Token?) -> AssignmentOperator? {
        switch token?.kind {
        case .punctuation(.equal)?: return .set
        case .punctuation(.plusEqual)?: return .add
        case .punctuation(.minusEqual)?: return .subtract
        default: return nil
        }
    }

    /// `if COND do … [else if COND do …] [else …] end`, the branches filled as far as this
    /// line goes.
    mutating func conditional() throws(Diagnostic) -> Conditional {
        let conditional = Conditional()
        var condition: Expr? = try expression(.condition, keywords: Self.conditionEnd)
        var unused: [Statement] = []
        while true {
            let open = try expectDo(after: "the condition")
            let block = Block(range: open.range, unit: unit)
            conditional.branches.append((condition, block))
            switch try body(of: block, conditional: conditional, top: &unused) {
            case .closedByEnd, .closedAtLineEnd, .open:
                return conditional
            case .orElse(let token):
                guard condition != nil else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "a second 'else'",
                        expected: "'end' after the else branch")
                }
                condition = try elseBranch()
                if condition == nil {
                    let block = Block(range: token.range, unit: unit)
                    conditional.branches.append((nil, block))
                    switch try body(of: block, conditional: conditional, top: &unused) {
                    case .closedByEnd, .closedAtLineEnd, .open: return conditional
                    case .orElse(let again):
                        throw Diagnostic(
                            .syntax, at: again.range, message: "a second 'else'",
                            expected: "'end' after the else branch")
                    }
                }
            }
        }
    }

    /// After `else`: `if COND` (an else-if, whose `do` the caller reads) or nothing.
    mutating func elseBranch() throws(Diagnostic) -> Expr? {
        guard try stream.accept(word: "if") != nil else { return nil }
        return try expression(.condition, keywords: Self.conditionEnd)
    }

    /// How a block's statements on this line ended.
    enum BodyEnd {
        /// By `end`.
        case closedByEnd
        /// By the end of a line that does not go on.
        case closedAtLineEnd
        /// The line ended with `do`/`else`: the block continues below.
        case open
        /// By `else` (only an `if` branch may be).
        case orElse(Token)
    }

    /// The statements of `block` on this line.
    mutating func body(of block: Block, conditional: Conditional?, top: inout [Statement]) throws(Diagnostic)
        -> BodyEnd
    {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumBlockDepth else {
            throw Diagnostic(
                .syntax, at: block.range, message: "blocks nested too deeply",
                expected: "at most \(Self.maximumBlockDepth) blocks inside each other",
                suggestion: "put the inner part in a script of its own and run it with source FILE")
        }
        switch try statements(into: &top, block: block) {
        case .end:
            block.isClosed = true
            return .closedByEnd
        case .orElse(let token):
            guard conditional != nil else {
                throw Diagnostic(
                    .syntax, at: token.range, message: "'else' outside an 'if'",
                    expected: "a command, or 'end' to close the block")
            }
            block.isClosed = true
            return .orElse(token)
        case .endOfLine:
            if try lineContinues() {
                pending.append(OpenBlock(block: block, conditional: conditional))
                return .open
            }
            block.isClosed = true
            return .closedAtLineEnd
        }
    }

    mutating func expectDo(after what: String) throws(Diagnostic) -> Token {
        let token = try stream.peek()
        if token.isWord("do") { return try stream.advance() }
        completion?.expect(.choices(["do"]), at: token)
        throw Diagnostic(
            .syntax, at: token.kind == .end ? stream.endRange : token.range,
            message: token.kind == .end ? "missing 'do'" : "unexpected \(stream.quoted(token)) after \(what)",
            expected: "'do' and the commands to run")
    }

    mutating func expression(
        _ kind: ExpressionKind, keywords: WordSet = .empty, stopsAtSignedLiteral: Bool = false
    )
        throws(Diagnostic) -> Expr
    {
        let token = try stream.peek()
        if token.kind == .end { completion?.expectExpression(at: token) }
        let options = ExpressionOptions(
            stops: Self.structureWordSet, keywords: keywords, stopsAtSignedLiteral: stopsAtSignedLiteral)
        return try stream.expression(options)
    }
}
