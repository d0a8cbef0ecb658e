/// Splits one line of the command language into tokens, on demand.
///
/// Identifiers may contain `-` and `.` between letters or digits (`iphone-15`, `solver.mid`), so
/// subtraction needs spaces around the minus (`a - b`). A `-` directly before a digit is part of a
/// negative number; after an operand and a space (`x -5`, `10 -20`) the number is marked
/// `isSignedLiteral`, so a list of values reads `10 -20` as two and a single expression reads
/// `x -5` as `x - 5`. Numbers may be hex (`0x70000`) or binary (`0b111`). `#` starts a comment.
public struct Lexer: Sendable {
    public let characters: [Character]
    public let line: Int
    /// The line itself, and whether each of its characters is one ASCII byte: then a character
    /// offset is a UTF-8 offset and a token's text is a slice of bytes, not of characters
    /// (building strings character by character was most of a short line's cost).
    private let text: String
    private let isASCII: Bool
    private var index = 0
    private var previousWasOperand = false

    /// Numbers longer than this many characters are rejected before conversion.
    static let maximumNumberLength = 400

    public init(_ text: String, line: Int = 1) {
        self.characters = Array(text)
        self.line = line
        self.text = text
        self.isASCII = text.utf8.count == characters.count
    }

    /// The characters at `offsets` as a string.
    public func slice(_ offsets: Range<Int>) -> String {
        let clamped = offsets.clamped(to: 0..<characters.count)
        guard isASCII else { return String(characters[clamped]) }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: clamped.lowerBound)
        let end = utf8.index(start, offsetBy: clamped.count)
        return String(Substring(utf8[start..<end]))
    }

    /// The next token, or a `.end` token at the end of the line (or at a comment).
    public mutating func next() throws(Diagnostic) -> Token {
        let before = index
        skipSpace()
        let start = index
        let spaced = start == 0 || start > before
        guard index < characters.count, characters[index] != "#" else {
            return Token(kind: .end, range: range(from: start, length: 1), offset: start)
        }
        let c = characters[index]
        var token: Token
        let signStartsNumber = peekIsDigit(at: index + 1) || peekIsDecimal(at: index + 1)
        if c.isASCIILetter || c == "_" {
            token = identifier()
        } else if c.isASCIIDigit || (c == "." && peekIsDigit(at: index + 1)) {
            token = try number(start: start)
        } else if c == "-" && signStartsNumber && (!previousWasOperand || spaced) {
            index += 1
            token = try number(start: start)
            token.isSignedLiteral = previousWasOperand
        } else if c == "\"" || c == "'" {
            token = try string(quote: c)
        } else {
            token = try punctuation()
        }
        token.followsSpace = spaced
        previousWasOperand = token.isOperand
        return token
    }

    /// Continues lexing at character `offset` (after raw text was taken), as after a space.
    public mutating func seek(to offset: Int) {
        index = min(max(offset, 0), characters.count)
        previousWasOperand = false
    }

    /// All remaining tokens, ending with the `.end` token.
    public mutating func all() throws(Diagnostic) -> [Token] {
        var tokens: [Token] = []
        while true {
            let token = try next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private func range(from start: Int, length: Int) -> SourceRange {
        SourceRange(line: line, column: start + 1, length: length)
    }

    private mutating func skipSpace() {
        while index < characters.count && characters[index].isSpace { index += 1 }
    }

    private func peekIsDigit(at i: Int) -> Bool {
        i < characters.count && characters[i].isASCIIDigit
    }

    private func peekIsDecimal(at i: Int) -> Bool {
        i + 1 < characters.count && characters[i] == "." && characters[i + 1].isASCIIDigit
    }

    private func isWordCharacter(_ c: Character) -> Bool {
        c.isASCIILetter || c.isASCIIDigit || c == "_"
    }

    private mutating func identifier() -> Token {
        let start = index
        index += 1
        while index < characters.count {
            let c = characters[index]
            if isWordCharacter(c) {
                index += 1
            } else if (c == "-" || c == ".") && index + 1 < characters.count
                && isWordCharacter(characters[index + 1])
            {
                index += 2
            } else {
                break
            }
        }
        let name = slice(start..<index)
        return Token(kind: .identifier(name), range: range(from: start, length: index - start), offset: start)
    }

    private mutating func number(start: Int) throws(Diagnostic) -> Token {
        if let based = try basedNumber(start: start) { return based }
        while peekIsDigit(at: index) { index += 1 }
        if index < characters.count && characters[index] == "." && peekIsDigit(at: index + 1) {
            index += 1
            while peekIsDigit(at: index) { index += 1 }
        }
        if index < characters.count && (characters[index] == "e" || characters[index] == "E") {
            var j = index + 1
            if j < characters.count && (characters[j] == "+" || characters[j] == "-") { j += 1 }
            if peekIsDigit(at: j) {
                index = j
                while peekIsDigit(at: index) { index += 1 }
            }
        }
        let spelling = slice(start..<index)
        let tokenRange = range(from: start, length: index - start)
        if index < characters.count && (characters[index].isASCIILetter || characters[index] == "_") {
            var end = index
            while end < characters.count && isWordCharacter(characters[end]) { end += 1 }
            throw Diagnostic(
                .syntax, at: range(from: start, length: end - start),
                message: "'\(String(characters[start..<end]))' is neither a number nor a name",
                expected: "a number or a name that starts with a letter",
                suggestion: "put a space between the number and the name, or start the name with a letter")
        }
        guard spelling.count <= Lexer.maximumNumberLength, let value = Double(spelling), value.isFinite
        else {
            throw Diagnostic(
                .syntax, at: tokenRange, message: "number '\(SourceText.abbreviated(spelling))' is too large",
                expected: "a number of magnitude below 1e308")
        }
        return Token(kind: .number(value), range: tokenRange, offset: start)
    }

    /// `0x…` and `0b…` integers (the raw option values iOS code writes); nil for other numbers.
    private mutating func basedNumber(start: Int) throws(Diagnostic) -> Token? {
        let signed = characters[start] == "-"
        let zero = signed ? start + 1 : start
        guard zero + 1 < characters.count, characters[zero] == "0" else { return nil }
        let radix: Int
        switch characters[zero + 1] {
        case "x", "X": radix = 16
        case "b", "B": radix = 2
        default: return nil
        }
        var end = zero + 2
        while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
        let digits = String(characters[(zero + 2)..<end])
        let tokenRange = range(from: start, length: end - start)
        index = end
        guard !digits.isEmpty, digits.count <= 64, let value = UInt64(digits, radix: radix) else {
            throw Diagnostic(
                .syntax, at: tokenRange,
                message: "'\(SourceText.abbreviated(String(characters[start..<end])))' is not a number",
                expected: radix == 16 ? "hex digits after 0x" : "binary digits after 0b")
        }
        let magnitude = Double(value)
        return Token(kind: .number(signed ? -magnitude : magnitude), range: tokenRange, offset: start)
    }

    private mutating func string(quote: Character) throws(Diagnostic) -> Token {
        let start = index
        index += 1
        var text = ""
        while index < characters.count {
            let c = characters[index]
            if c == quote {
                index += 1
                return Token(
                    kind: .string(text), range: range(from: start, length: index - start), offset: start)
            }
            if c == "\\" && index + 1 < characters.count {
                let escaped = characters[index + 1]
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                default: text.append(escaped)
                }
                index += 2
            } else {
                text.append(c)
                index += 1
            }
        }
        throw Diagnostic(
            .syntax, at: range(from: start, length: 1), message: "unterminated string",
            expected: "a closing \(quote) before the end of the line",
            suggestion: "add \(quote) at the end of the text")
    }

    private mutating func punctuation() throws(Diagnostic) -> Token {
        let start = index
        let c = characters[index]
        let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
        let two = next.map { String(c) + String($0) } ?? ""
        if two == "&&" || two == "||" {
            throw Diagnostic(
                .syntax, at: range(from: start, length: 2), message: "'\(two)' is not an operator",
                expected: "'and' or 'or'", suggestion: "write '\(two == "&&" ? "and" : "or")'")
        }
        if let p = Punctuation(rawValue: two), two.count == 2 {
            index += 2
            return Token(kind: .punctuation(p), range: range(from: start, length: 2), offset: start)
        }
        if let p = Punctuation(rawValue: String(c)) {
            index += 1
            return Token(kind: .punctuation(p), range: range(from: start, length: 1), offset: start)
        }
        let here = range(from: start, length: 1)
        switch c {
        case "!":
            throw Diagnostic(
                .syntax, at: here, message: "'!' is not an operator", expected: "an operator",
                suggestion: "write 'not' to negate a condition")
        default:
            throw Diagnostic(
                .syntax, at: here, message: "unexpected character \(SourceText.quotedCharacter(c))",
                expected: "a name, a number, a quoted string or an operator",
                suggestion: c == "~" ? "quote file paths: \"~/file.kbl\"" : nil)
        }
    }
}

extension Token {
    fileprivate var isOperand: Bool {
        switch kind {
        case .identifier, .number, .string: return true
        case .punctuation(let p): return p == .rightParen
        case .end: return false
        }
    }
}

extension Character {
    // By the ASCII value first: the Unicode property lookups behind `isLetter` and
    // `isWhitespace` cost more than the rest of lexing a short line.
    var isASCIILetter: Bool {
        guard let value = asciiValue else { return false }
        return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }
    var isASCIIDigit: Bool {
        guard let value = asciiValue else { return false }
        return value >= 0x30 && value <= 0x39
    }
    /// `isWhitespace`, answered without a property lookup for ASCII.
    var isSpace: Bool {
        guard let value = asciiValue else { return isWhitespace }
        return value == 0x20 || (value >= 0x09 && value <= 0x0D)
    }
}
