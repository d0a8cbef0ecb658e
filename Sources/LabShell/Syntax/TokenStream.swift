/// A lexer with lookahead: the parser pulls tokens only as far as it needs, so a command that
/// takes raw text (a file path, an `echo` message) never lexes it.
public struct TokenStream: Sendable {
    private var lexer: Lexer
    private var buffer: [Token] = []

    public init(_ text: String, line: Int = 1) {
        self.lexer = Lexer(text, line: line)
    }

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
        return token
    }

    /// Consumes the current token if it is `punctuation`.
    public mutating func accept(_ punctuation: Punctuation) throws(Diagnostic) -> Token? {
        let token = try peek()
        guard token.is(punctuation) else { return nil }
        return try advance()
    }

    /// Whether only a comment or nothing is left.
    public mutating func atEnd() throws(Diagnostic) -> Bool {
        try peek().kind == .end
    }

    /// Consumes the rest of the line as raw text (a quoted string is unquoted).
    public mutating func restOfLine() throws(Diagnostic) -> (text: String, range: SourceRange) {
        let first = try peek()
        if case .string(let text) = first.kind, try peek(1).kind == .end {
            try advance()
            return (text, first.range)
        }
        let raw = lexer.rawText(from: first.offset)
        buffer = [Token(kind: .end, range: endRange, offset: lexer.characters.count)]
        return raw
    }

    /// A one-character range just past the last character of the line, for "missing …" errors.
    public var endRange: SourceRange {
        var last = lexer.characters.count
        while last > 0 && lexer.characters[last - 1].isWhitespace { last -= 1 }
        if let hash = lexer.characters.firstIndex(of: "#") {
            last = hash
            while last > 0 && lexer.characters[last - 1].isWhitespace { last -= 1 }
        }
        return SourceRange(line: lexer.line, column: last + 2, length: 1)
    }
}
