/// Reads input line by line into complete top-level statements. A line is parsed once, when it
/// arrives (so a 40,000-line block costs 40,000 line parses, not a re-read per line); blocks
/// left open by a line ending in `do` or `else` collect the following lines until `end`.
struct InputAssembler {
    /// A finished chunk: top-level statements ready to run, with the lines they came from when
    /// there are several (a chunk of one line came from the line that completed it).
    struct Chunk {
        var statements: [Statement]
        var lines: Lines
    }

    /// The lines of a chunk: most are one line, kept without an array.
    struct Lines {
        private(set) var first: (number: Int, line: InputLine)?
        private(set) var rest: [(number: Int, line: InputLine)] = []

        init() {}

        var count: Int { first == nil ? 0 : 1 + rest.count }

        mutating func append(_ line: (number: Int, line: InputLine)) {
            if first == nil { first = line } else { rest.append(line) }
        }

        /// Every line, in order.
        var all: [(number: Int, line: InputLine)] { (first.map { [$0] } ?? []) + rest }
    }

    /// What a line did.
    enum Outcome {
        /// The statements are complete: run them.
        case complete(Chunk)
        /// A block is open: more lines are needed.
        case needsMore
        /// A syntax error (already final); a block left open keeps collecting lines, and the
        /// chunk they belong to will not run.
        case failed(Diagnostic)
        /// The lines of a chunk that had a syntax error are all in; nothing runs.
        case discarded(headerLine: Int)
    }

    let table: CommandTable
    /// Where the units made count what they keep; an open block that takes it past its bound
    /// is given up (nil: no bound, as for a fuzzer's assembler).
    let held: HeldSource?
    private var statements: [Statement] = []
    private var lines = Lines()
    /// Whether the next line belongs to the chunk being read (a block is open): it goes into
    /// `unit`, the chunk's.
    private var continuesChunk = false
    /// The unit of the chunk being read, or of the last one: started over for the next chunk
    /// when nothing else holds it (no statement kept for a handler, no diagnostic), instead of
    /// a new one for every line.
    private var unit: SourceUnit
    /// Open blocks, innermost last; `nil` stands for a block whose header failed to parse.
    private var open: [LineParser.OpenBlock?] = []
    private var failed = false
    /// The `do` of the outermost open block, for "block not closed".
    private(set) var openedAt: (line: Int, range: SourceRange)?

    init(table: CommandTable, held: HeldSource? = nil) {
        self.table = table
        self.held = held
        unit = SourceUnit(name: "", held: held)
    }

    /// True while a block is open.
    var isReadingBlock: Bool { !open.isEmpty || swiftBlock != nil }

    /// A Swift block being pasted (`swift do` … `end`, docs/Swift.md): its lines are Swift, kept
    /// as typed for the `swift` command, never parsed as the lab's language.
    private var swiftBlock: (header: Int, lines: [String])?

    /// The line that opened the outermost open block (for "block not closed").
    var openingInput: InputLine? {
        guard let opened = openedAt else { return nil }
        return lines.all.first { $0.number == opened.line }?.line
    }

    /// Forgets everything being read (Ctrl-C at the continuation prompt).
    mutating func reset() {
        // The statements are dropped when the next chunk starts (see `feed`).
        lines = Lines()
        continuesChunk = false
        open = []
        failed = false
        openedAt = nil
        swiftBlock = nil
    }

    /// Takes one line.
    mutating func feed(_ text: String, number: Int, name: String) -> Outcome {
        feed(InputLine(text), number: number, name: name)
    }

    mutating func feed(_ text: InputLine, number: Int, name: String) -> Outcome {
        if !continuesChunk {
            // A new chunk. The last one's statements have run and its chunk is gone by now, so
            // their array is emptied in place, keeping its storage, instead of a new one being
            // allocated for every line (`reset` leaves it for this reason).
            statements.removeAll(keepingCapacity: true)
            startUnit(named: name)
        }
        if swiftBlock != nil || (open.isEmpty && Self.opensSwiftBlock(text.text)) {
            return feedSwift(text, number: number)
        }
        defer { continuesChunk = !open.isEmpty }
        if case .some(nil) = open.last {
            // Inside a block whose header did not parse (or one given up): only its `do`s and
            // `end`s count, and its lines are kept nowhere (they were kept until its `end`).
            resynchronise(text, number: number)
            guard open.isEmpty else { return .needsMore }
            defer { reset() }
            return .discarded(headerLine: lines.first?.number ?? number)
        }
        // `unit` is used in place, never copied into a local: nothing here replaces it, and
        // each copy was an atomic retain and release.
        unit.add(text, line: number)
        var parser = LineParser(line: text, number: number, table: table, unit: unit, depth: open.count)
        do throws(Diagnostic) {
            try parse(&parser)
        } catch {
            unit.countParsed(tokens: parser.stream.tokensRead, statements: parser.statementsMade)
            failed = true
            resynchronise(text, number: number)
            if open.isEmpty {
                reset()
            } else {
                lines.append((number, text))  // the line of a block that stays open (not kept otherwise)
            }
            return .failed(error)
        }
        unit.countParsed(tokens: parser.stream.tokensRead, statements: parser.statementsMade)
        if open.isEmpty && parser.pending.isEmpty && lines.count == 0 && !failed {
            // A chunk of one line (most are): the chunk keeps no line (the line is the one the
            // caller fed and still holds; a copy here was an atomic retain and release a line).
            defer { reset() }
            return .complete(Chunk(statements: takeStatements(), lines: Lines()))
        }
        lines.append((number, text))
        for frame in parser.pending.reversed() { open.append(frame) }
        if openedAt == nil, let first = open.first, let frame = first {
            openedAt = (frame.block.range.line, frame.block.range)
        }
        guard open.isEmpty else {
            if let held, held.isOver { return giveUp(at: number, over: held, unit: unit) }
            return .needsMore
        }
        defer { reset() }
        if failed { return .discarded(headerLine: lines.first?.number ?? number) }
        return .complete(Chunk(statements: takeStatements(), lines: lines))
    }

    /// The statements, moved out to a chunk (copied, the array was retained and released for
    /// every line); `recycle` gives their storage back once the chunk has run.
    private mutating func takeStatements() -> [Statement] {
        var taken: [Statement] = []
        swap(&taken, &statements)
        return taken
    }

    /// Whether a line is `swift do` (spaces around the words allowed).
    static func opensSwiftBlock(_ line: String) -> Bool {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }) == ["swift", "do"]
    }

    /// A line of a Swift block: kept verbatim until a line that is only `end`, which completes
    /// one `swift` statement holding the block's text.
    private mutating func feedSwift(_ text: InputLine, number: Int) -> Outcome {
        unit.add(text, line: number)
        lines.append((number, text))
        guard let block = swiftBlock else {
            swiftBlock = (number, [])
            openedAt = (number, SourceRange(line: number, column: 1, length: text.text.utf8.count))
            continuesChunk = true
            return .needsMore
        }
        guard text.text.split(whereSeparator: { $0 == " " || $0 == "\t" }) == ["end"] else {
            swiftBlock?.lines.append(text.text)
            if let held, held.isOver { return giveUp(at: number, over: held, unit: unit) }
            return .needsMore
        }
        defer { reset() }
        guard !failed, let definition = table.command(named: "swift") else {
            return .discarded(headerLine: block.header)
        }
        let range = SourceRange(line: block.header, column: 1, length: 5)
        var arguments = Arguments(commandRange: range)
        arguments.set("source", .text(block.lines.joined(separator: "\n")), at: range)
        let statement = Statement(
            kind: .command(Invocation(definition: definition, arguments: arguments)), range: range,
            unit: unit,
            bytes: 0..<5)
        return .complete(Chunk(statements: [statement], lines: lines))
    }

    /// Takes back a chunk's array when the chunk has run, for the next chunk's statements
    /// (emptied when that chunk starts), unless the assembler has made another meanwhile.
    mutating func recycle(_ chunk: consuming Chunk) {
        guard statements.capacity == 0 else { return }
        swap(&statements, &chunk.statements)
    }

    /// Gives up the open block whose line `number` took the session past its bound on held
    /// source: its statements and lines go at once (their units give their bytes back), and
    /// the lines up to its `end` only keep the structure in step, kept nowhere.
    private mutating func giveUp(at number: Int, over held: HeldSource, unit: SourceUnit) -> Outcome {
        let diagnostic = held.refusal(at: SourceRange(line: number, column: 1, length: 1))
        let opening = openedAt.flatMap { opened in lines.all.first { $0.number == opened.line } }
        statements.removeAll()
        unit.removeAll()
        lines = Lines()
        if let opening { lines.append(opening) }
        open = open.map { _ in nil }
        failed = true
        return .failed(diagnostic)
    }

    /// Parses the line into the innermost open block (or the top level), closing blocks at
    /// `end` lines and switching branches at `else`.
    private mutating func parse(_ parser: inout LineParser) throws(Diagnostic) {
        while true {
            let target = open.last ?? nil
            let terminator = try parser.statements(into: &statements, block: target?.block)
            switch terminator {
            case .endOfLine:
                return
            case .end(let token):
                guard let frame = open.popLast() else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "'end' without an open block",
                        expected: "a command; blocks open with a line that ends in 'do'",
                        suggestion: Self.quotingHint("end", after: statements))
                }
                frame?.block.isClosed = true
                if open.isEmpty { openedAt = nil }
            case .orElse(let token):
                guard let frame = target, let conditional = frame.conditional else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "'else' outside an 'if'",
                        expected: "a command, or 'end' to close the block",
                        suggestion: target == nil ? Self.quotingHint("else", after: statements) : nil)
                }
                guard conditional.branches.last?.condition != nil else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "a second 'else'",
                        expected: "'end' after the else branch")
                }
                frame.block.isClosed = true
                open.removeLast()
                let condition = try parser.elseBranch()
                let opener = condition != nil ? try parser.expectDo(after: "the condition") : token
                let block = Block(range: opener.range, unit: parser.unit)
                conditional.branches.append((condition, block))
                var unused: [Statement] = []
                switch try parser.body(of: block, conditional: conditional, top: &unused) {
                case .closedByEnd:
                    // The `end` that closed the branch is the whole `if`'s.
                    break
                case .closedAtLineEnd:
                    // A branch of a multi-line `if` goes on to its `end`, whatever follows `else`.
                    block.isClosed = false
                    open.append(LineParser.OpenBlock(block: block, conditional: conditional))
                case .open:
                    // `body` recorded it as pending; it goes back on the stack now, under any
                    // block opened after it on this line.
                    if let index = parser.pending.lastIndex(where: { $0.block === block }) {
                        parser.pending.remove(at: index)
                    }
                    open.append(LineParser.OpenBlock(block: block, conditional: conditional))
                case .orElse(let again):
                    throw Diagnostic(
                        .syntax, at: again.range,
                        message: "'else' after a branch that ended on the same line",
                        expected: "'end'")
                }
            }
        }
    }

    /// "quote it" when the last statement is an `echo` with no text: `echo end` took `end` for
    /// the block word it is.
    private static func quotingHint(_ word: String, after statements: [Statement]) -> String? {
        guard case .command(let invocation)? = statements.last?.kind, invocation.definition.name == "echo",
            !invocation.arguments.has("text")
        else { return nil }
        return "to print the word, quote it: echo \"\(word)\""
    }

    /// The last unit emptied, if only the assembler holds it and it has this name; else a new one.
    private mutating func startUnit(named name: String) {
        if isKnownUniquelyReferenced(&unit) && unit.name == name {
            unit.removeAll()
        } else {
            unit = SourceUnit(name: name, held: held)
        }
    }

    /// Whether the bytes "do" occur anywhere in the line.
    private static func holdsDo(_ bytes: [UInt8]) -> Bool {
        var afterD = false
        for byte in bytes {
            if afterD && byte == UInt8(ascii: "o") { return true }
            afterD = byte == UInt8(ascii: "d")
        }
        return false
    }

    /// Whether a statement starting with `word` can take a block: `if`, or a command (or a
    /// group's) with a block among its arguments.
    private static func startsBlock(_ word: String, in table: CommandTable) -> Bool {
        if word == "if" { return true }
        return table.commands.contains { command in
            (command.name.split(separator: " ").first.map(String.init) == word
                || command.aliases.contains(word))
                && command.arguments.contains { $0.holdsBlock }
        }
    }

    /// After a syntax error, keeps the block structure in step by the words alone: a line whose
    /// last word is `do` opens a block, a line that is `end` closes one. A failed line opens a
    /// block only when its first word starts a statement that takes one (`on willShw do`: its
    /// body is read and dropped rather than run line by line); `bogus do` or `show-keyboard do`
    /// opened one and swallowed every later line as its body.
    private mutating func resynchronise(_ text: InputLine, number: Int) {
        // Outside a block only a last word `do` matters, and a line without the bytes "do" has
        // none: most failed lines (a mistyped command) need no walk over their words.
        if open.isEmpty && !Self.holdsDo(text.bytes) { return }
        // By the line's bytes (words are split at white space; a multi-byte space character
        // is a separator too, which LineText knows).
        let line = LineText(text)
        var first: Range<Int>?
        var last: Range<Int>?
        var count = 0
        var offset = 0
        while offset < line.count {
            if line.isSpace(at: offset) {
                offset = line.nextCharacter(after: offset)
                continue
            }
            if line.ascii(at: offset) == UInt8(ascii: "#") { break }
            let start = offset
            while offset < line.count && !line.isSpace(at: offset) {
                offset = line.nextCharacter(after: offset)
            }
            if first == nil { first = start..<offset }
            last = start..<offset
            count += 1
        }
        func isWord(_ range: Range<Int>?, _ word: String) -> Bool {
            guard let range else { return false }
            return line.bytes[range].elementsEqual(word.utf8)
        }
        if isWord(last, "do") && count > 1, let first, let last {
            guard Self.startsBlock(String(decoding: line.bytes[first], as: UTF8.self), in: table) else {
                return
            }
            if open.isEmpty {
                // "block not closed" at the end of the input points at this `do` and shows the line.
                let column = String(decoding: line.bytes[..<last.lowerBound], as: UTF8.self).count + 1
                openedAt = (number, SourceRange(line: number, column: column, length: 2))
            }
            open.append(nil)
        } else if isWord(first, "end") && !open.isEmpty {
            open.removeLast()
        }
    }
}

extension ArgumentPattern {
    /// Whether a block (`do …`) is among the arguments this pattern reads.
    fileprivate var holdsBlock: Bool {
        switch self {
        case .block: return true
        case .keyword(_, let inner), .punctuated(_, let inner), .optional(let inner), .named(_, let inner),
            .list(_, let inner, _):
            return inner.holdsBlock
        case .sequence(let items), .oneOf(let items), .clauses(let items):
            return items.contains { $0.holdsBlock }
        default: return false
        }
    }
}
