/// A lexer with lookahead: the parser pulls tokens only as far as it needs, so a command that
/// takes raw text (a file path, an `echo` message) never lexes it.
public struct TokenStream: Sendable {
    private var lexer: Lexer
    private var buffer: [Token] = []
    /// The character offset just past the last token consumed (for a statement's extent).
    public private(set) var consumedEnd = 0
    /// The last token consumed.
    public private(set) var lastConsumed: Token?

    public init(_ text: String, line: Int = 1) {
        self.lexer = Lexer(text, line: line)
    }

    /// The line number the stream reads.
    public var line: Int { lexer.line }

    /// The token `ahead` positions from the current one.
    public mutating func peek(_ ahead: Int = 0) throws(Diagnostic) -> Token {
        while buffer.count <= ahead {
            if let last = buffer.last, last.kind == .end {
                buffer.append(last)
            } else {
                buffer.append(try lexer.next())
            }
        }
        return buffer[ahead]
    }

    /// Consumes and returns the current token.
    @discardableResult
    public mutating func advance() throws(Diagnostic) -> Token {
        let token = try peek()
        buffer.removeFirst()
        if token.kind != .end {
            consumedEnd = token.offset + token.range.length
            lastConsumed = token
        }
        return token
    }

    /// Consumes the current token if it is `punctuation`.
    public mutating func accept(_ punctuation: Punctuation) throws(Diagnostic) -> Token? {
        let token = try peek()
        guard token.is(punctuation) else { return nil }
        return try advance()
    }

    /// Consumes the current token if it is the word `word`.
    public mutating func accept(word: String) throws(Diagnostic) -> Token? {
        let token = try peek()
        guard token.isWord(word) else { return nil }
        return try advance()
    }

    /// Whether only a comment or nothing is left.
    public mutating func atEnd() throws(Diagnostic) -> Bool {
        try peek().kind == .end
    }

    /// Whether the statement ends here: the end of the line or a `;`.
    public mutating func atStatementEnd() throws(Diagnostic) -> Bool {
        let token = try peek()
        return token.kind == .end || token.is(.semicolon)
    }

    /// Turns a signed literal at the front (`-5` in `x -5`) into `-` and `5`, so an expression
    /// that wants one value reads it as a subtraction. Returns the minus token.
    public mutating func splitSignedLiteral() throws(Diagnostic) -> Token {
        let token = try advance()
        guard case .number(let value) = token.kind, token.isSignedLiteral else { return token }
        let minus = Token(
            kind: .punctuation(.minus),
            range: SourceRange(line: token.range.line, column: token.range.column, length: 1),
            offset: token.offset)
        var number = Token(
            kind: .number(-value),
            range: SourceRange(
                line: token.range.line, column: token.range.column + 1, length: token.range.length - 1),
            offset: token.offset + 1)
        number.followsSpace = false
        buffer.insert(number, at: 0)
        return minus
    }

    /// Consumes the rest of the statement as raw text: up to a `;` or `#` outside quotes, or the
    /// end of the line; trimmed. A lone quoted string is unquoted.
    public mutating func restOfStatement() throws(Diagnostic) -> (text: String, range: SourceRange) {
        let first = try peek()
        let after = try peek(1)
        if case .string(let text) = first.kind, after.kind == .end || after.is(.semicolon) {
            try advance()
            return (text, first.range)
        }
        let characters = lexer.characters
        var end = first.offset
        var quote: Character?
        while end < characters.count {
            let c = characters[end]
            if let open = quote {
                if c == "\\" {
                    end += 1
                } else if c == open {
                    quote = nil
                }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ";" || c == "#" {
                break
            }
            end += 1
        }
        end = min(end, characters.count)
        var last = end
        while last > first.offset && characters[last - 1].isSpace { last -= 1 }
        let start = min(first.offset, last)
        let text = lexer.slice(start..<last)
        buffer = []
        lexer.seek(to: end)
        consumedEnd = max(consumedEnd, last)
        return (text, SourceRange(line: lexer.line, column: start + 1, length: last - start))
    }

    /// A file name: a quoted string, or the characters from the current token to the next
    /// space, `;` or `#` (so `Examples/chat-input.kbl` needs no quotes).
    public mutating func word() throws(Diagnostic) -> (text: String, range: SourceRange) {
        let first = try peek()
        if case .string(let text) = first.kind {
            try advance()
            return (text, first.range)
        }
        let characters = lexer.characters
        var end = first.offset
        while end < characters.count, !characters[end].isSpace, characters[end] != ";",
            characters[end] != "#"
        {
            end += 1
        }
        let text = lexer.slice(first.offset..<end)
        buffer = []
        lexer.seek(to: end)
        consumedEnd = end
        return (text, SourceRange(line: lexer.line, column: first.offset + 1, length: end - first.offset))
    }

    /// A one-character range just past the last character of the line, for "missing …" errors.
    public var endRange: SourceRange {
        var last = lexer.characters.count
        while last > 0 && lexer.characters[last - 1].isSpace { last -= 1 }
        if let hash = lexer.characters.firstIndex(of: "#") {
            last = hash
            while last > 0 && lexer.characters[last - 1].isSpace { last -= 1 }
        }
        return SourceRange(line: lexer.line, column: last + 2, length: 1)
    }

    /// The range just past the current token's predecessor: where a missing argument would go.
    public mutating func missingRange() throws(Diagnostic) -> SourceRange {
        let token = try peek()
        if token.kind == .end { return endRange }
        return SourceRange(line: token.range.line, column: token.range.column, length: 1)
    }

    /// The raw characters of the line.
    public var characters: [Character] { lexer.characters }
}
