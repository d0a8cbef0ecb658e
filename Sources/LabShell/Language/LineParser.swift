/// Parses one line of input into statements, driven by the command table's declared patterns.
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
    /// Not retained (a retain and a release for every line): a table lives as long as the
    /// session or the completer that parses with it, or is the static standard one.
    unowned(unsafe) let table: CommandTable
    /// Not retained either (two atomic operations a line): whoever makes a parser keeps its
    /// unit alive while the parser is used (`InputAssembler` holds it; see `withUnit`).
    unowned(unsafe) let unit: SourceUnit
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

    /// Parses one line with a unit of its own, named `unitName` (for completion and tests): the
    /// unit lives through `body`, and after it as long as a statement made holds it.
    static func withUnit<Result>(
        named unitName: String, line: String, table: CommandTable, _ body: (inout LineParser) throws -> Result
    ) rethrows -> Result {
        let unit = SourceUnit(name: unitName)
        return try withExtendedLifetime(unit) {
            var parser = LineParser(line: line, number: 1, table: table, unit: unit)
            return try body(&parser)
        }
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
            // Moved into its list, not copied: a copy was an atomic retain and release a line.
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
        // Told by the characters: what follows may be raw text no token may hold (`echo café`),
        // and lexing it only to find it is no `=` was a tenth of a piped line. `let = 5` lacks
        // its name, which the `let` command says (as an assignment to a variable called `let`
        // it was told to `let let = …`).
        if word == "if" {
            try stream.skip()
            kind = .conditional(try conditional())
        } else if let op = Self.assignment(try stream.charactersAfterCurrent()), word != "let",
            word != "return"
        {
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

    /// The error for a token left over after a statement: what could have come there instead
    /// (the optional arguments tried at it), with "did you mean" among their words.
    func unexpected(_ token: Token, after statement: Statement?) -> Diagnostic {
        let patterns = tried.filter { $0.offset == token.offset }.map(\.pattern)
        var usage: String? { statement?.usage }
        guard !patterns.isEmpty else {
            return Diagnostic(
                .syntax, at: token.range, message: "unexpected \(stream.quoted(token))",
                expected: "the end of the statement (';' or a new line)", suggestion: usage)
        }
        var expectations: [String] = []
        for pattern in patterns where !expectations.contains(pattern.expectation) {
            expectations.append(pattern.expectation)
        }
        let words = patterns.flatMap(\.firstWords)
        let near = Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: words) }
        let isValue = patterns.contains { $0.offersChoice } && Self.wordText(token) != nil
        return Diagnostic(
            .syntax, at: token.range,
            message: isValue ? "unknown value \(stream.quoted(token))" : "unexpected \(stream.quoted(token))",
            expected: (expectations + ["the end of the statement"]).joined(separator: " or "),
            suggestion: near ?? usage)
    }

    /// The assignment operator these two characters start, if any (`=` but not `==`).
    static func assignment(_ characters: (UInt8, UInt8)) -> AssignmentOperator? {
        switch characters {
        case (UInt8(ascii: "="), let next) where next != UInt8(ascii: "="): return .set
        case (UInt8(ascii: "+"), UInt8(ascii: "=")): return .add
        case (UInt8(ascii: "-"), UInt8(ascii: "=")): return .subtract
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

    // MARK: Commands

    /// A command name (one or two words) and its arguments.
    mutating func invocation(in set: StatementSet? = nil, reserving outer: Set<String> = [])
        throws(Diagnostic)
        -> Invocation
    {
        let (name, firstRange, _) = try stream.head()
        try stream.skip()
        let word = name ?? ""
        let definition = try resolve(word, at: firstRange, in: set)
        var arguments = Arguments(commandRange: firstRange)
        arguments.reserveCapacity(definition.arguments.count)
        var context = PatternContext(definition: definition, outer: outer, recordsTyped: completion != nil)
        try parse(definition.arguments, into: &arguments, &context)
        arguments.commandRange = SourceRange(
            line: firstRange.line, column: firstRange.column,
            length: max(1, stream.consumedEnd + 1 - firstRange.column))
        return Invocation(definition: definition, arguments: arguments)
    }

    private mutating func resolve(_ word: String, at range: SourceRange, in set: StatementSet?)
        throws(Diagnostic)
        -> CommandDefinition
    {
        if let set, !set.names.contains(word) {
            throw Diagnostic(
                .syntax, at: range,
                message: "unknown \(set.names.count > 3 ? "scenario" : "command") '\(word)'",
                expected: "one of " + set.names.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(word, in: set.names))
        }
        let first = table.firstWord(word)
        if first?.isGroup == true {
            let subcommands = table.subcommands(of: word)
            let next = try stream.peek()
            if let sub = next.identifier, let definition = table.command(named: "\(word) \(sub)") {
                try stream.skip()
                return definition
            }
            if let single = table.command(named: word) { return single }
            completion?.expect(.choices(subcommands), at: next)
            let list = subcommands.joined(separator: ", ")
            guard let sub = next.identifier else {
                throw Diagnostic(
                    .syntax, at: next.kind == .end ? stream.endRange : next.range,
                    message: next.kind == .end
                        ? "missing subcommand after '\(word)'"
                        : "unexpected \(stream.quoted(next)) after '\(word)'",
                    expected: "one of \(list)", suggestion: "type 'help \(word)' for the \(word) commands")
            }
            throw Diagnostic(
                .syntax, at: next.range, message: "unknown subcommand '\(word) \(sub)'",
                expected: "one of \(list)",
                suggestion: Suggestion.nearest(to: sub, in: subcommands).map {
                    "did you mean '\(word) \($0)'?"
                }
                    ?? "type 'help \(word)' for the \(word) commands")
        }
        if let definition = first?.command { return definition }
        throw Diagnostic(
            .syntax, at: range, message: "unknown command '", quoting: SourceText.abbreviated(word),
            then: "'",
            expected: "a command name",
            suggestion: table.suggestion(for: word) ?? Session.spacingHint(word)
                ?? "type 'help' to list the commands")
    }

    /// What the pattern parser knows about the command it reads.
    struct PatternContext {
        var definition: CommandDefinition
        /// The command's words (`reserved`, `free`), with `outer`'s added for a nested statement.
        /// Not retained: `definition`, held here, holds its words, and `nestedWords` holds those
        /// made for a nested statement (a retain and a release for every statement).
        private unowned(unsafe) let words: CommandDefinition.DerivedWords
        private let nestedWords: CommandDefinition.DerivedWords?
        /// Keywords and flags of the command: they end names and expressions.
        var reserved: Set<String> { words.reserved }
        /// `reserved` and the block words: what no name or expression may start with. Formed
        /// once per command, not at every argument (it was a set union per pattern tried).
        var free: Set<String> { words.free }
        var reservedWords: WordSet { words.reservedWords }
        var freeWords: WordSet { words.freeWords }
        /// Whether `word` is one of `free` (hashed only when a word of `free` has its shape).
        func isFree(_ word: String) -> Bool { words.freeWords.contains(word) }
        /// Argument words typed so far (for dynamic completion).
        private(set) var typed: [String] = []
        /// Whether `typed` is kept: only when completing (an expression's words rendered back to
        /// text for every command run was a cost with no reader).
        let recordsTyped: Bool

        /// Notes an argument word for dynamic completion.
        mutating func type(_ word: @autoclosure () -> String) {
            if recordsTyped { typed.append(word()) }
        }

        /// `outer`: the reserved words of the command a nested statement stands in.
        init(definition: CommandDefinition, outer: Set<String> = [], recordsTyped: Bool = false) {
            self.definition = definition
            self.recordsTyped = recordsTyped
            let words = definition.derivedWords
            if outer.isEmpty {
                nestedWords = nil
                self.words = words
            } else {
                let nested = CommandDefinition.DerivedWords(
                    reserved: words.reserved.union(outer), free: words.free.union(outer))
                nestedWords = nested
                self.words = nested
            }
        }
    }

    mutating func parse(
        _ patterns: [ArgumentPattern], into arguments: inout Arguments, _ context: inout PatternContext
    )
        throws(Diagnostic)
    {
        for (index, pattern) in patterns.enumerated() {
            let numericFollows = patterns[(index + 1)...].first.map(\.isNumeric) ?? false
            try parse(pattern, into: &arguments, &context, numericFollows: numericFollows)
        }
    }

    /// Where an expression is required, one of the command's clause keywords is a name (a
    /// variable called `duration` in `animate duration options …`): nothing else could stand there.
    private func keywordIsOperand(_ pattern: ArgumentPattern, _ token: Token, _ context: PatternContext)
        -> Bool
    {
        switch pattern {
        case .number, .integer, .expression, .condition, .probe:
            guard let word = token.identifier else { return false }
            return context.reserved.contains(word) && !Self.structureWords.contains(word)
                && !TokenStream.isOperatorWord(word)
        default:
            return false
        }
    }

    /// Whether `pattern` can start at the current token (what did not is remembered for errors).
    mutating func isPresent(_ pattern: ArgumentPattern, _ context: inout PatternContext) throws(Diagnostic)
        -> Bool
    {
        let present = try matches(pattern, &context)
        if !present {
            let token = try stream.peek()
            if token.kind != .end {
                // Room for a few at the first: growing from one to two was a second allocation
                // for a line that tries two optional patterns (`constraint … @250`).
                if tried.isEmpty { tried.reserveCapacity(4) }
                tried.append((token.offset, pattern))
            }
        }
        return present
    }

    private mutating func matches(_ pattern: ArgumentPattern, _ context: inout PatternContext)
        throws(Diagnostic)
        -> Bool
    {
        // Raw text and paths may start with a character no token may (`echo café`).
        if case .text = pattern, completion == nil, let follows = stream.rawTextFollows() { return follows }
        if pattern.takesRawText, !stream.nextTokenLexes() { return true }
        let token = try stream.peek()
        if token.kind == .end {
            completion?.expect(pattern, context: context, at: token)
            return false
        }
        if token.is(.semicolon) { return false }
        if token.isWord("end") || token.isWord("else") {
            // `animator a finish end`: a choice may name the word; nothing else may.
            guard case .choice(_, let words) = pattern, words.contains(token.identifier ?? "") else {
                return false
            }
        }
        switch pattern {
        case .name, .object, .names:
            guard let word = token.identifier else { return false }
            return !context.isFree(word)
        case .number, .integer, .expression, .condition, .comparison, .probe:
            return TokenStream.startsExpression(
                token, ExpressionOptions(stops: context.freeWords))
        case .value, .path:
            if let word = token.identifier { return !context.isFree(word) }
            switch token.kind {
            case .number, .string: return true
            case .punctuation(let p): return pattern.isPath && (p == .slash || p == .dot)
            default: return false
            }
        case .text: return true
        case .label:
            let next = try stream.peek(1)
            return token.identifier != nil && next.is(.colon)
        case .strength:
            if let word = token.identifier { return StrengthSpec(name: word) != nil }
            return TokenStream.startsExpression(token)
        case .choice(_, let words):
            // A number matches only a word spelt like one (its spelling is made only then).
            if case .number = token.kind, !words.contains(where: Self.mayBeNumber) { return false }
            return words.contains(Self.wordText(token) ?? "")
        case .flag(let word), .keyword(let word, _):
            return token.isWord(word)
        case .punctuated(let p, _):
            return token.is(p)
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner):
            return try matches(inner, &context)
        case .sequence(let items):
            guard let first = items.first else { return false }
            return try matches(first, &context)
        case .oneOf(let items), .clauses(let items):
            for item in items where try matches(item, &context) { return true }
            return false
        case .statement(_, let set):
            return set.names.contains(token.identifier ?? "")
        case .block:
            return token.isWord("do")
        }
    }

    /// Whether a choice's word could be a number's compact spelling: it starts with a digit or
    /// a minus (a lexed number is finite, so never `inf` or `nan`).
    static func mayBeNumber(_ word: String) -> Bool {
        // The first byte read in place (the view's generic `first` was most of this test).
        guard let first = word.utf8.withContiguousStorageIfAvailable({ $0.first }) ?? word.utf8.first else {
            return false
        }
        return (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
    }

    /// A word as a choice sees it: an identifier, or a number's compact spelling (`rate 120`).
    static func wordText(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let word): return word
        case .number(let value): return NumberStyle.compact(value)
        case .string(let text): return text
        default: return nil
        }
    }

    mutating func parse(
        _ pattern: ArgumentPattern, into arguments: inout Arguments, _ context: inout PatternContext,
        numericFollows: Bool = false, known present: Bool = false
    ) throws(Diagnostic) {
        switch pattern {
        case .optional(let inner):
            if try isPresent(inner, &context) {
                try parse(inner, into: &arguments, &context, numericFollows: numericFollows, known: true)
            }
            return
        case .sequence(let items):
            try parse(items, into: &arguments, &context)
            return
        case .clauses(let items):
            var seen: Set<Int> = []
            while true {
                var found: Int?
                for (index, item) in items.enumerated() where try isPresent(item, &context) {
                    found = index
                    break
                }
                guard let index = found else { return }
                let token = try stream.peek()
                guard seen.insert(index).inserted else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "\(stream.quoted(token)) given twice",
                        expected: "each of \(items.map(\.synopsis).joined(separator: ", ")) at most once")
                }
                try parse(items[index], into: &arguments, &context, known: true)
            }
        default:
            break
        }
        let absent = present ? false : try !isPresent(pattern, &context)
        if absent {
            let token = try stream.peek()
            guard keywordIsOperand(pattern, token, context) else {
                throw missingOrUnexpected(pattern, token, context)
            }
        }
        // Found only by the cases that set a value: the wrappers (`@ …`, a named or optional
        // pattern, a choice of several) recursed for it at every level, 770 instructions a line.
        var key: String { pattern.key }
        switch pattern {
        case .name, .object:
            let token = try stream.advance()
            context.type(token.identifier ?? "")
            let word = token.identifier ?? ""
            if case .object = pattern {
                arguments.set(key, .objectName(word), at: token.range)
            } else {
                arguments.set(key, .name(word), at: token.range)
            }
        case .names:
            var names: [(String, SourceRange)] = []
            repeat {
                let token = try stream.advance()
                context.type(token.identifier ?? "")
                names.append((token.identifier ?? "", token.range))
                _ = try stream.accept(.comma)
            } while try isPresent(pattern, &context)
            arguments.setNames(key, names)
        case .number, .integer, .expression, .condition, .probe:
            let kind: ExpressionKind
            switch pattern {
            case .number: kind = .number
            case .integer: kind = .integer
            case .condition: kind = .condition
            case .probe: kind = .probe
            default: kind = .value
            }
            let expr = try expression(
                kind, keywords: context.reservedWords, stopsAtSignedLiteral: numericFollows)
            context.type(expr.description)
            arguments.set(key, .expression(kind, expr), at: expr.range)
        case .value:
            let token = try stream.advance()
            let text = Self.wordText(token) ?? ""
            context.type(text)
            arguments.set(key, .text(text), at: token.range)
        case .path:
            let (text, range) = try stream.word()
            context.type(text)
            // `""` named the working directory once made absolute ("cannot write '/…': it is a
            // directory"): say what is wrong with what was typed.
            if text.isEmpty { throw TextFileError.emptyPath.diagnostic(at: range) }
            // The system would cut the name at a NUL and write another file.
            if text.utf8.contains(0) { throw TextFileError.nulInPath(path: text).diagnostic(at: range) }
            arguments.set(key, .text(text), at: range)
        case .text:
            let (text, range) = try stream.restOfStatement(stopsAtBlockWords: depth > lineDepth)
            arguments.set(key, .text(text), at: range)
        case .comparison:
            let options = ExpressionOptions(
                stops: Self.structureWordSet, keywords: context.reservedWords)
            if try stream.atEnd() { completion?.expect(pattern, context: context, at: try stream.peek()) }
            let comparison = try stream.comparison(options)
            arguments.set(key, .comparison(comparison), at: comparison.range)
        case .label:
            let token = try stream.advance()
            try stream.skip()  // the ':' that isPresent saw
            arguments.set(key, .name(token.identifier ?? ""), at: token.range)
        case .strength:
            let (strength, range) = try self.strength()
            arguments.set(key, .strength(strength), at: range)
        case .choice:
            let token = try stream.advance()
            let word = Self.wordText(token) ?? ""
            context.type(word)
            arguments.set(key, .name(word), at: token.range)
        case .flag:
            let token = try stream.advance()
            context.type(token.identifier ?? "")
            arguments.set(key, .flag, at: token.range)
        case .keyword(_, let inner), .punctuated(_, let inner):
            let token = try stream.advance()
            context.type(Self.wordText(token) ?? "")
            try parse(inner, into: &arguments, &context, numericFollows: numericFollows)
        case .named(_, let inner):
            // Present or an operand: found above, not looked for again.
            try parse(inner, into: &arguments, &context, numericFollows: numericFollows, known: true)
        case .oneOf(let items):
            for item in items where try isPresent(item, &context) {
                try parse(item, into: &arguments, &context, numericFollows: numericFollows, known: true)
                if item.isNumeric { arguments.setAlternatives(item.key, items) }
                return
            }
        case .list(_, let item, let separator):
            var items: [Arguments] = []
            let start = try stream.peek().range
            repeat {
                var one = Arguments(commandRange: try stream.peek().range)
                try parse(item, into: &one, &context, numericFollows: separator == nil)
                items.append(one)
                if let separator {
                    guard try stream.accept(separator) != nil else { break }
                    guard try isPresent(item, &context) else {
                        throw missingOrUnexpected(item, try stream.peek(), context)
                    }
                } else if try !isPresent(item, &context) {
                    break
                }
            } while true
            arguments.set(key, .list(items), at: start)
        case .statement(_, let set):
            let start = try stream.peek().range
            let nested = try invocation(in: set, reserving: context.reserved)
            arguments.set(key, .statement(nested), at: start.union(nested.arguments.commandRange))
        case .block:
            let open = try stream.advance()
            let block = Block(range: open.range, unit: unit)
            var unused: [Statement] = []
            if case .orElse(let token) = try body(of: block, conditional: nil, top: &unused) {
                throw Diagnostic(
                    .syntax, at: token.range, message: "'else' outside an 'if'",
                    expected: "a command, or 'end' to close the block")
            }
            arguments.set(key, .block(block), at: open.range)
        case .optional, .sequence, .clauses:
            break
        }
    }

    private mutating func missingOrUnexpected(
        _ pattern: ArgumentPattern, _ token: Token, _ context: PatternContext
    ) -> Diagnostic {
        // Made only where it is shown: wrapping a long usage costs more than the rest of the error.
        var usage: String { CommandHelp.errorUsage(context.definition) }
        if token.kind == .end || token.is(.semicolon) {
            return Diagnostic(
                .syntax, at: token.kind == .end ? stream.endRange : token.range,
                message: "missing \(pattern.synopsis)", expected: pattern.expectation, suggestion: usage)
        }
        let words = pattern.firstWords
        let near = Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: words) }
        let message: String
        // A list fails at its first item: the item's kind names the error ("unknown scenario").
        var element = pattern.unwrapped
        if case .list(_, let inner, _) = element { element = inner.unwrapped }
        switch element {
        case .statement(_, let set):
            let what = set.names == KeyboardCommands.scenarioNames ? "scenario" : "command"
            return Diagnostic(
                .syntax, at: token.range, message: "unknown \(what) \(stream.quoted(token))",
                expected: pattern.expectation,
                suggestion: Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: set.names) } ?? usage
            )
        case .keyword, .flag:
            message = "missing \(pattern.synopsis) before \(stream.quoted(token))"
        default:
            if token.identifier.map(Self.structureWords.contains) == true && !pattern.offersChoice {
                message = "unexpected \(stream.quoted(token)), a word of the language (do, end, else)"
                break
            }
            message =
                pattern.offersChoice && Self.wordText(token) != nil
                ? "unknown value \(stream.quoted(token))" : "unexpected \(stream.quoted(token))"
        }
        return Diagnostic(
            .syntax, at: token.range, message: message, expected: pattern.expectation,
            suggestion: near ?? usage)
    }

    private mutating func strength() throws(Diagnostic) -> (StrengthSpec, SourceRange) {
        let token = try stream.peek()
        if let word = token.identifier, let strength = StrengthSpec(name: word) {
            try stream.skip()
            return (strength, token.range)
        }
        let expr = try stream.expression()
        guard case .number(let value, _) = Self.folded(expr) else {
            // A quoted name is the likely slip ("strong"): the help shows it bare.
            var help = "e.g. strong, or a priority such as 750"
            if case .string(let text, _) = expr, StrengthSpec(name: text) != nil {
                help = "write it without quotes: \(text)"
            }
            throw Diagnostic(
                .syntax, at: expr.range, message: "a strength must be written as a number or a name",
                expected: "required, strong, medium, weak or a priority 1–1000", suggestion: help)
        }
        guard value >= 1 && value <= 1000 else {
            throw Diagnostic(
                .syntax, at: expr.range, message: "priority \(NumberStyle.compact(value)) is out of range",
                expected: "a priority from 1 to 1000",
                suggestion: "1000 is required; UIKit's defaultHigh is 750")
        }
        return (value == 1000 ? .required : .priority(value), expr.range)
    }

    /// A constant expression folded to its number (`-5`, `(10 + 2) / 4`), else itself.
    static func folded(_ expr: Expr) -> Expr {
        switch expr {
        case .unary(.negate, let inner, let range):
            if case .number(let v, _) = folded(inner) { return .number(-v, range.union(inner.range)) }
        case .binary(let op, let lhs, let rhs, _, _):
            if case .number(let a, _) = folded(lhs), case .number(let b, _) = folded(rhs) {
                let value: Double?
                switch op {
                case .add: value = a + b
                case .subtract: value = a - b
                case .multiply: value = a * b
                case .divide: value = b == 0 ? nil : a / b
                default: value = nil
                }
                if let value, value.isFinite { return .number(value, expr.range) }
            }
        default:
            break
        }
        return expr
    }
}

extension ArgumentPattern {
    /// The pattern without the wrappers that do not change what it reads.
    var unwrapped: ArgumentPattern {
        switch self {
        case .optional(let inner), .named(_, let inner): return inner.unwrapped
        default: return self
        }
    }

    /// True when the pattern is (or offers) one of a fixed list of words.
    var offersChoice: Bool {
        switch self {
        case .choice, .strength: return true
        case .optional(let inner), .named(_, let inner), .list(_, let inner, _): return inner.offersChoice
        case .oneOf(let items): return items.contains { $0.offersChoice }
        default: return false
        }
    }

    /// True for a file-name pattern.
    var isPath: Bool {
        if case .path = self { return true }
        return false
    }

    /// True for the patterns that take characters as typed rather than tokens.
    var takesRawText: Bool {
        switch self {
        case .text, .path: return true
        default: return false
        }
    }

    /// The literal words that can start this pattern (keywords, flags, choices), for "did you mean".
    var firstWords: [String] {
        switch self {
        case .keyword(let word, _), .flag(let word): return [word]
        case .choice(_, let words): return words
        case .strength: return StrengthSpec.names
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner): return inner.firstWords
        case .sequence(let items): return items.first?.firstWords ?? []
        case .oneOf(let items), .clauses(let items): return items.flatMap(\.firstWords)
        default: return []
        }
    }
}

extension Statement {
    /// The usage of the statement's command, for "unexpected …" errors (`CommandHelp.errorUsage`).
    var usage: String? {
        if case .command(let invocation) = kind { return CommandHelp.errorUsage(invocation.definition) }
        return nil
    }
}
