/// Where a piece of source text is: a 1-based line and column and a length, all in characters.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var length: Int

    public init(line: Int, column: Int, length: Int) {
        self.line = line
        self.column = column
        self.length = max(length, 1)
    }

    /// The column just past the end of the range.
    public var endColumn: Int { column + length }

    /// The smallest range covering both (on the first range's line).
    public func union(_ other: SourceRange) -> SourceRange {
        guard other.line == line else { return self }
        let start = min(column, other.column)
        return SourceRange(line: line, column: start, length: max(endColumn, other.endColumn) - start)
    }

    public var description: String { "\(line):\(column)+\(length)" }
}

/// The operators and punctuation of the command language, longest spellings first where one
/// is a prefix of another (the lexer tries two characters before one).
public enum Punctuation: String, Sendable, Hashable, CaseIterable {
    case equalEqual = "=="
    case notEqual = "!="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
    case shiftLeft = "<<"
    case shiftRight = ">>"
    case plusEqual = "+="
    case minusEqual = "-="
    case lessThan = "<"
    case greaterThan = ">"
    case plus = "+"
    case minus = "-"
    case star = "*"
    case slash = "/"
    case percent = "%"
    case bar = "|"
    case ampersand = "&"
    case leftParen = "("
    case rightParen = ")"
    case colon = ":"
    case comma = ","
    case semicolon = ";"
    case dot = "."
    case at = "@"
    case question = "?"
    case equal = "="
}

/// One lexical token of a command line.
public struct Token: Sendable, Hashable {
    /// What kind of token it is, with its value.
    public enum Kind: Sendable, Hashable {
        case identifier(String)
        case number(Double)
        case string(String)
        case punctuation(Punctuation)
        case end
    }

    public var kind: Kind
    public var range: SourceRange
    /// Byte offset (in the line's UTF-8) of the token's first character, and just past its last.
    public var offset: Int
    public var end: Int
    /// True for a number written with its sign right after a space (`10 -20`): in a list of
    /// values it starts the next value instead of subtracting.
    public var isSignedLiteral: Bool = false
    /// True when whitespace (or the start of the line) comes right before the token.
    public var followsSpace: Bool = true

    public init(kind: Kind, range: SourceRange, offset: Int, end: Int? = nil) {
        self.kind = kind
        self.range = range
        self.offset = offset
        self.end = end ?? offset + range.length
    }

    /// The identifier's name, if the token is one.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether the token is the given punctuation.
    public func `is`(_ punctuation: Punctuation) -> Bool {
        kind == .punctuation(punctuation)
    }

    /// Whether the token is the identifier `word` (a keyword such as `do` or `end`).
    public func isWord(_ word: String) -> Bool { identifier == word }
    /// `end` or `else`: the words that close a block or a branch.
    var isBlockWord: Bool { isWord("end") || isWord("else") }

    /// How the token reads in an error message: `'foo'`, `'=='`, `end of line`.
    public var quoted: String {
        switch kind {
        case .identifier(let name): return "'\(SourceText.abbreviated(name))'"
        case .number(let value): return "'\(NumberStyle.compact(value))'"
        case .string(let text): return "string \"\(SourceText.abbreviated(SourceText.printable(text)))\""
        case .punctuation(let p): return "'\(p.rawValue)'"
        case .end: return "end of line"
        }
    }
}
