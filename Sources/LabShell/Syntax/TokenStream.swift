/// A lexer with lookahead: the parser pulls tokens only as far as it needs, so a command that
/// takes raw text (a file path, an `echo` message) never lexes it.
public struct TokenStream: Sendable {
    private var lexer: Lexer
    /// Tokens lexed ahead.
    private var buffer = TokenQueue()
    /// The byte offset just past the last token consumed.
    public private(set) var consumedByte = 0
    /// Whether the last token consumed was `do` or `else` (a line ending in one goes on). Not
    /// the token or its name: copying either with every token consumed was a measurable part
    /// of a line.
    public private(set) var lastConsumedOpensBlock = false
    /// The tokens read from the line so far, its end not counted: what its parsed statements
    /// will hold is about one node or argument per token (`SourceUnit` counts them).
    public private(set) var tokensRead = 0

    /// A line holds at most this many tokens. Parsed, a token costs about 80 bytes (an
    /// expression node, an argument entry) and every other one may start a statement of 500:
    /// a script's line is bounded only by the file's 64 MiB, and one line of `+1`s, 8 MB long,
    /// took 660 MB to parse before anything ran.
    public static let maximumTokens = 100_000

    public init(_ text: String, line: Int = 1) {
        self.lexer = Lexer(text, line: line)
    }

    public init(_ input: InputLine, line: Int = 1) {
        self.lexer = Lexer(input, line: line)
    }

    /// The line number the stream reads.
    public var line: Int { lexer.line }

    /// The character offset just past the last token consumed (for a statement's extent).
    public var consumedEnd: Int { lexer.text.column(consumedByte) }

    /// The token `ahead` positions from the current one.
    public mutating func peek(_ ahead: Int = 0) throws(Diagnostic) -> Token {
        try fill(ahead)
        return buffer[ahead]
    }

    /// Lexes until the token `ahead` positions on is in the buffer.
    private mutating func fill(_ ahead: Int) throws(Diagnostic) {
        while buffer.count <= ahead {
            if buffer.lastIsEnd {
                buffer.append(buffer[buffer.count - 1])
            } else {
                let token = try lexer.next()
                if token.kind != .end {
                    tokensRead += 1
                    if tokensRead > Self.maximumTokens { throw Self.tooManyTokens(at: token.range) }
                }
                buffer.append(token)
            }
        }
    }

    /// The error for the token past `maximumTokens`.
    static func tooManyTokens(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .syntax, at: range, message: "more than \(maximumTokens) tokens on one line",
            expected: "at most \(maximumTokens) names, numbers, strings and operators on a line",
            suggestion: "split it over several lines")
    }

    /// Consumes and returns the current token.
    public mutating func advance() throws(Diagnostic) -> Token {
        let token = try peek()
        consumeFirst()
        return token
    }

    /// The current token's name (when it is an identifier), range and byte offset, read in
    /// place without copying the token.
    public mutating func head() throws(Diagnostic) -> (identifier: String?, range: SourceRange, offset: Int) {
        try fill(0)
        return (buffer.firstIdentifier, buffer.firstRange, buffer.firstOffset)
    }

    /// Consumes the current token without handing it back (a copy of the token was made and
    /// dropped wherever the parser only stepped over one).
    public mutating func skip() throws(Diagnostic) {
        try fill(0)
        consumeFirst()
    }

    /// Drops the first buffered token, noting where it ended.
    private mutating func consumeFirst() {
        if !buffer.firstIsEnd {
            consumedByte = buffer.firstEnd
            lastConsumedOpensBlock = buffer.firstOpensBlock
        }
        buffer.removeFirst()
    }

    /// The token `ahead` positions on, or nil when it does not lex: raw text may follow a
    /// command's name (`echo café`), and a failed lex leaves the stream as it was.
    public mutating func lookahead(_ ahead: Int) -> Token? {
        do throws(Diagnostic) {
            return try peek(ahead)
        } catch {
            return nil
        }
    }

    /// Drops the tokens lexed ahead (raw text was taken instead) and goes on at `offset`.
    private mutating func resume(at offset: Int) {
        buffer.removeAll()
        lexer.seek(to: offset)
    }

    /// Consumes the current token if it is `punctuation` (tested in place, not on a copy).
    public mutating func accept(_ punctuation: Punctuation) throws(Diagnostic) -> Token? {
        try fill(0)
        guard buffer.firstIs(punctuation) else { return nil }
        return try advance()
    }

    /// Consumes the current token if it is the word `word`.
    public mutating func accept(word: String) throws(Diagnostic) -> Token? {
        try fill(0)
        guard buffer.firstIdentifier == word else { return nil }
        return try advance()
    }

    /// Whether the current token is `punctuation` written right after the token before it
    /// (`a.b`, not `a .b`), tested in place.
    mutating func isAttached(_ punctuation: Punctuation) throws(Diagnostic) -> Bool {
        try fill(0)
        return buffer.firstIs(punctuation) && !buffer.firstFollowsSpace
    }

    /// Whether only a comment or nothing is left.
    public mutating func atEnd() throws(Diagnostic) -> Bool {
        try fill(0)
        return buffer.firstIsEnd
    }

    /// Whether the statement ends here: the end of the line or a `;`.
    public mutating func atStatementEnd() throws(Diagnostic) -> Bool {
        try fill(0)
        return buffer.firstIsEnd || buffer.firstIs(.semicolon)
    }

    /// Turns a signed literal at the front (`-5` in `x -5`) into `-` and `5`, so an expression
    /// that wants one value reads it as a subtraction. Returns the minus token.
    public mutating func splitSignedLiteral() throws(Diagnostic) -> Token {
        let token = try advance()
        guard case .number(let value) = token.kind, token.isSignedLiteral else { return token }
        let minus = Token(
            kind: .punctuation(.minus),
            range: SourceRange(line: token.range.line, column: token.range.column, length: 1),
            offset: token.offset, end: token.offset + 1)
        var number = Token(
            kind: .number(-value),
            range: SourceRange(
                line: token.range.line, column: token.range.column + 1, length: token.range.length - 1),
            offset: token.offset + 1, end: token.end)
        number.followsSpace = false
        buffer.insertFirst(number)
        return minus
    }

    /// Whether the next token lexes: raw text may start with characters no token may.
    public mutating func nextTokenLexes() -> Bool {
        do throws(Diagnostic) {
            _ = try peek()
            return true
        } catch {
            return false
        }
    }

    /// Where raw text taken now would start, found without lexing it.
    private var rawStart: Int {
        buffer.count > 0 ? buffer[0].offset : lexer.nextTokenOffset
    }

    /// Whether a quote opens a string at byte `offset`.
    private func startsQuotedString(at offset: Int) -> Bool {
        guard offset < lexer.text.count else { return false }
        let c = lexer.text.ascii(at: offset)
        return c == UInt8(ascii: "\"") || c == UInt8(ascii: "'")
    }

    /// The string at the raw start when it is the whole of what is left of the statement
    /// (a lone quoted string is taken unquoted); a string left open is an error.
    private mutating func loneString(at start: Int, stopsAtBlockWords: Bool) throws(Diagnostic) -> (
        text: String, range: SourceRange
    )? {
        guard startsQuotedString(at: start) else { return nil }
        let first = try peek()
        guard case .string(let value) = first.kind else { return nil }
        let after: Token
        do throws(Diagnostic) {
            after = try peek(1)
        } catch {
            return nil  // more follows the string, and it is raw text
        }
        guard after.kind == .end || after.is(.semicolon) || (stopsAtBlockWords && after.isBlockWord) else {
            return nil
        }
        try skip()
        return (value, first.range)
    }

    /// Consumes the rest of the statement as raw text: up to a `;` or `#` outside quotes, or the
    /// end of the line; trimmed. A lone quoted string is unquoted. `stopsAtBlockWords`: in a
    /// block opened on this line, the words `else` and `end` end the text too, so that
    /// `if ok do echo yes else echo no end` has two branches.
    public mutating func restOfStatement(stopsAtBlockWords: Bool = false) throws(Diagnostic) -> (
        text: String, range: SourceRange
    ) {
        let begin = rawStart
        if let string = try loneString(at: begin, stopsAtBlockWords: stopsAtBlockWords) { return string }
        let text = lexer.text
        // Scanned by the bytes: every byte this loop looks for is ASCII, and no byte of a
        // multi-byte character equals one.
        var end = text.bytes.withUnsafeBufferPointer { bytes in
            var end = begin
            var quote: UInt8 = 0  // the open quote, 0 outside quotes
            var afterSpace = false
            while end < bytes.count {
                let c = bytes[end]
                // Letters, digits and most punctuation end nothing: one test passes them (every
                // byte that matters here is a space, a tab, a quote, `#`, `;`, `\` or `e`).
                if c > UInt8(ascii: ";") && c != UInt8(ascii: "\\") && c != UInt8(ascii: "e") {
                    afterSpace = false
                    end += 1
                    continue
                }
                if stopsAtBlockWords && quote == 0 && afterSpace && c == UInt8(ascii: "e")
                    && isBlockWord(text, from: end)
                {
                    break
                }
                afterSpace = c == UInt8(ascii: " ") || c == UInt8(ascii: "\t")
                if quote != 0 {
                    if c == UInt8(ascii: "\\") {
                        end += 1
                    } else if c == quote {
                        quote = 0
                    }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == UInt8(ascii: ";") || c == UInt8(ascii: "#") {
                    break
                }
                end += 1
            }
            return end
        }
        end = min(end, text.count)
        var last = end
        while last > begin && text.isSpace(at: text.previousCharacter(before: last)) {
            last = text.previousCharacter(before: last)
        }
        let start = min(begin, last)
        let raw = text.slice(start..<last)
        resume(at: end)
        consumedByte = max(consumedByte, last)
        return (raw, lexer.range(from: start, to: last))
    }

    /// Whether the identifier at byte `start` is `end` or `else`.
    private func isBlockWord(_ text: LineText, from start: Int) -> Bool {
        let length = lexer.identifierEnd(from: start) - start
        guard length == 3 || length == 4 else { return false }
        let word = text.slice(start..<(start + length))
        return word == "end" || word == "else"
    }

    /// A file name: a quoted string, or the characters from the current token to the next
    /// space, `;` or `#` (so `Examples/chat-input.kbl` needs no quotes).
    public mutating func word() throws(Diagnostic) -> (text: String, range: SourceRange) {
        let begin = rawStart
        let text = lexer.text
        if startsQuotedString(at: begin) {
            let first = try peek()
            if case .string(let value) = first.kind {
                try skip()
                return (value, first.range)
            }
        }
        var end = begin
        while end < text.count, !text.isSpace(at: end), text.ascii(at: end) != UInt8(ascii: ";"),
            text.ascii(at: end) != UInt8(ascii: "#")
        {
            end = text.nextCharacter(after: end)
        }
        let raw = text.slice(begin..<end)
        resume(at: end)
        consumedByte = end
        return (raw, lexer.range(from: begin, to: end))
    }

    /// A one-character range just past the last character of the line, for "missing …" errors.
    /// How `token` reads in an error message, a number as it was typed (`'1e300'`, where the
    /// value's own spelling would be `'1e+300'`, which the line does not hold).
    public func quoted(_ token: Token) -> String {
        guard case .number = token.kind, token.offset < token.end, token.end <= lexer.text.count else {
            return token.quoted
        }
        return "'\(SourceText.abbreviated(lexer.text.slice(token.offset..<token.end)))'"
    }

    public var endRange: SourceRange {
        let text = lexer.text
        var last = text.count
        if let hash = (0..<text.count).first(where: { text.ascii(at: $0) == UInt8(ascii: "#") }) {
            last = hash
        }
        while last > 0 && text.isSpace(at: text.previousCharacter(before: last)) {
            last = text.previousCharacter(before: last)
        }
        return SourceRange(line: lexer.line, column: text.column(last) + 2, length: 1)
    }

    /// The range just past the current token's predecessor: where a missing argument would go.
    public mutating func missingRange() throws(Diagnostic) -> SourceRange {
        let token = try peek()
        if token.kind == .end { return endRange }
        return SourceRange(line: token.range.line, column: token.range.column, length: 1)
    }
}

/// The tokens lexed ahead, the next first. The grammar looks at most two ahead: those are kept
/// inline.
struct TokenQueue: Sendable {
    private var first = TokenQueue.placeholder
    private var second = TokenQueue.placeholder
    private var more: [Token] = []
    private(set) var count = 0

    /// What an empty slot holds.
    private static var placeholder: Token {
        Token(kind: .end, range: SourceRange(line: 0, column: 1, length: 1), offset: 0)
    }

    /// The first token's fields, read in place (the token itself is a copy with a string).
    var firstIsEnd: Bool {
        if case .end = first.kind { return true }
        return false
    }
    var firstEnd: Int { first.end }
    func firstIs(_ punctuation: Punctuation) -> Bool { first.is(punctuation) }
    var firstFollowsSpace: Bool { first.followsSpace }
    var firstIdentifier: String? { first.identifier }
    var firstOpensBlock: Bool {
        guard case .identifier(let name) = first.kind else { return false }
        return name == "do" || name == "else"
    }
    var firstRange: SourceRange { first.range }
    var firstOffset: Int { first.offset }

    /// Whether the last token is the end of the line (peeking further repeats it).
    var lastIsEnd: Bool {
        switch count {
        case 0: return false
        case 1: return first.kind == .end
        case 2: return second.kind == .end
        default: return more.last?.kind == .end
        }
    }

    /// The token at `index`, which must be below `count` (the stream fills the queue first).
    subscript(index: Int) -> Token {
        switch index {
        case 0: return first
        case 1: return second
        default: return more[index - 2]
        }
    }

    mutating func append(_ token: Token) {
        switch count {
        case 0: first = token
        case 1: second = token
        default: more.append(token)
        }
        count += 1
    }

    mutating func removeFirst() {
        guard count > 0 else { return }
        first = second
        if !more.isEmpty { second = more.removeFirst() }
        count -= 1
    }

    mutating func insertFirst(_ token: Token) {
        if count >= 2 { more.insert(second, at: 0) }
        second = first
        first = token
        count += 1
    }

    mutating func removeAll() {
        count = 0
        if !more.isEmpty { more.removeAll() }
    }
}
