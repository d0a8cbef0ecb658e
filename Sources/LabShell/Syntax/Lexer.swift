/// Splits one line of the command language into tokens, on demand.
///
/// Identifiers may contain `-` and `.` between letters or digits (`iphone-15`, `solver.mid`), so
/// subtraction needs spaces around the minus (`a - b`). A `-` directly before a digit is part of a
/// negative number; after an operand and a space (`x -5`, `10 -20`) the number is marked
/// `isSignedLiteral`, so a list of values reads `10 -20` as two and a single expression reads
/// `x -5` as `x - 5`. Numbers may be hex (`0x70000`) or binary (`0b111`). `#` starts a comment.
public struct Lexer: Sendable {
    public let line: Int
    /// The line as bytes (see `LineText`): token offsets are byte offsets, ranges count
    /// characters.
    let text: LineText
    private var index = 0
    private var previousWasOperand = false

    /// Numbers longer than this many characters are rejected before conversion.
    static let maximumNumberLength = 400
    /// `Double.greatestFiniteMagnitude` as a number is written (a larger one rounds to it or
    /// overflows to infinity, which no number may be).
    static let largestNumber = "1.7976931348623157e308"

    public init(_ text: String, line: Int = 1) {
        self.init(InputLine(text), line: line)
    }

    public init(_ input: InputLine, line: Int = 1) {
        self.text = LineText(input)
        self.line = line
    }

    /// The next token, or a `.end` token at the end of the line (or at a comment). A token that
    /// fails leaves the lexer where it was, so the text can still be taken raw (`echo café`).
    public mutating func next() throws(Diagnostic) -> Token {
        let saved = (index, previousWasOperand)
        do throws(Diagnostic) {
            return try token()
        } catch {
            (index, previousWasOperand) = saved
            throw error
        }
    }

    /// Where the next token starts: the current position after white space.
    public var nextTokenOffset: Int {
        var offset = index
        while offset < text.count && text.isSpace(at: offset) { offset = text.nextCharacter(after: offset) }
        return offset
    }

    private mutating func token() throws(Diagnostic) -> Token {
        let before = index
        skipSpace()
        let start = index
        let spaced = start == 0 || start > before
        guard index < text.count, text.ascii(at: index) != UInt8(ascii: "#") else {
            return Token(kind: .end, range: range(from: start, to: start + 1), offset: start, end: start)
        }
        let c = text.ascii(at: index)
        var token: Token
        let signStartsNumber = peekIsDigit(at: index + 1) || peekIsDecimal(at: index + 1)
        if startsIdentifier(c) {
            token = identifier()
        } else if isDigit(c) || (c == UInt8(ascii: ".") && peekIsDigit(at: index + 1)) {
            token = try number(start: start)
        } else if c == UInt8(ascii: "-") && signStartsNumber && (!previousWasOperand || spaced) {
            index += 1
            token = try number(start: start)
            token.isSignedLiteral = previousWasOperand
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            token = try string(quote: c)
        } else {
            token = try punctuation()
        }
        token.followsSpace = spaced
        previousWasOperand = token.isOperand
        return token
    }

    /// Continues lexing at byte `offset` (after raw text was taken), as after a space.
    public mutating func seek(to offset: Int) {
        index = min(max(offset, 0), text.count)
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

    /// The range of bytes `start..<end`, in characters.
    func range(from start: Int, to end: Int) -> SourceRange {
        let column = text.column(start)
        return SourceRange(line: line, column: column + 1, length: text.column(end) - column)
    }

    private mutating func skipSpace() {
        while index < text.count && text.isSpace(at: index) { index = text.nextCharacter(after: index) }
    }

    @inline(__always) private func isLetter(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    @inline(__always) private func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    @inline(__always) private func isWordCharacter(_ c: UInt8) -> Bool {
        isLetter(c) || isDigit(c) || c == UInt8(ascii: "_")
    }

    /// The character at `i` as `LineText.ascii(at:)` has it; `notASCII` past the end.
    @inline(__always) private func byte(_ i: Int) -> UInt8 {
        i < text.count ? text.ascii(at: i) : LineText.notASCII
    }

    private func peekIsDigit(at i: Int) -> Bool { isDigit(byte(i)) }

    private func peekIsDecimal(at i: Int) -> Bool {
        byte(i) == UInt8(ascii: ".") && isDigit(byte(i + 1))
    }

    /// Whether an identifier starts with this character.
    func startsIdentifier(_ c: UInt8) -> Bool { isLetter(c) || c == UInt8(ascii: "_") }

    /// Where the identifier that starts at byte `start` ends.
    func identifierEnd(from start: Int) -> Int {
        var end = start + 1
        while end < text.count {
            let c = text.ascii(at: end)
            if isWordCharacter(c) {
                end += 1
            } else if (c == UInt8(ascii: "-") || c == UInt8(ascii: ".")) && isWordCharacter(byte(end + 1)) {
                end += 2
            } else {
                break
            }
        }
        return end
    }

    private mutating func identifier() -> Token {
        let start = index
        index = identifierEnd(from: start)
        let name = text.slice(start..<index)
        return Token(kind: .identifier(name), range: range(from: start, to: index), offset: start, end: index)
    }

    /// The plain number to write for a number with a unit (`0.3s`, `300ms`, `12pt`): every
    /// duration is in seconds and every length in points, with no unit written (a doc's
    /// `run 0.3s` was a bare syntax error). Nil for letters that are no unit.
    static func unitHint(number: String, unit: String) -> String? {
        guard let value = Double(number) else { return nil }
        switch unit.lowercased() {
        case "s", "sec", "secs", "second", "seconds":
            return "durations are in seconds: write \(number)"
        case "ms", "msec", "millisecond", "milliseconds":
            return "durations are in seconds: write \(NumberStyle.compact(value / 1000)) (seconds)"
        case "min", "mins", "minute", "minutes":
            return "durations are in seconds: write \(NumberStyle.compact(value * 60)) (seconds)"
        case "pt", "pts", "point", "points", "px":
            return "lengths are in points: write \(number)"
        default:
            return nil
        }
    }

    private mutating func number(start: Int) throws(Diagnostic) -> Token {
        if let based = try basedNumber(start: start) { return based }
        while peekIsDigit(at: index) { index += 1 }
        if byte(index) == UInt8(ascii: ".") && peekIsDigit(at: index + 1) {
            index += 1
            while peekIsDigit(at: index) { index += 1 }
        }
        if byte(index) == UInt8(ascii: "e") || byte(index) == UInt8(ascii: "E") {
            var j = index + 1
            if byte(j) == UInt8(ascii: "+") || byte(j) == UInt8(ascii: "-") { j += 1 }
            if peekIsDigit(at: j) {
                index = j
                while peekIsDigit(at: index) { index += 1 }
            }
        }
        let tokenRange = range(from: start, to: index)
        if isLetter(byte(index)) || byte(index) == UInt8(ascii: "_") {
            var end = index
            while isWordCharacter(byte(end)) { end += 1 }
            let spelling = text.slice(start..<index)
            throw Diagnostic(
                .syntax, at: range(from: start, to: end),
                message: "'\(text.slice(start..<end))' is neither a number nor a name",
                expected: "a number or a name that starts with a letter",
                suggestion: Lexer.unitHint(number: spelling, unit: text.slice(index..<end))
                    ?? "put a space between the number and the name, or start the name with a letter")
        }
        if let value = shortDecimal(start..<index) {
            return Token(kind: .number(value), range: tokenRange, offset: start, end: index)
        }
        let spelling = text.slice(start..<index)
        // A long spelling is refused before conversion, whatever its value (`0.000…1` is small).
        guard spelling.utf8.count <= Lexer.maximumNumberLength else {
            throw Diagnostic(
                .syntax, at: tokenRange, message: "number '\(SourceText.abbreviated(spelling))' is too long",
                expected: "at most \(Lexer.maximumNumberLength) characters",
                suggestion: "write it with an exponent (1.5e-300) or fewer digits: a double keeps 17")
        }
        guard let value = Double(spelling), value.isFinite else {
            // Double rounds a spelling past the largest finite double to infinity.
            throw Diagnostic.outOfRange(
                "number '\(SourceText.abbreviated(spelling))' is too large", value: Double(spelling),
                allowed: .magnitude(atMost: .greatestFiniteMagnitude), at: tokenRange, category: .syntax,
                expected: "a magnitude of at most \(Lexer.largestNumber), the largest finite double")
        }
        return Token(kind: .number(value), range: tokenRange, offset: start, end: index)
    }

    /// The value of a spelling `[-]DIGITS[.DIGITS]` of at most 15 digits, nil for any other (an
    /// exponent, more digits). Clinger's fast path: the digits as an integer (below 2^53) and
    /// a power of ten up to 10^15 are both exact doubles, so their one IEEE division is the
    /// correctly rounded value, as `Double(String)` (strtod) gives it, without the conversion
    /// through a string (most of a short number's cost).
    private func shortDecimal(_ bytes: Range<Int>) -> Double? {
        var offset = bytes.lowerBound
        let negative = byte(offset) == UInt8(ascii: "-")
        if negative { offset += 1 }
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        var inFraction = false
        while offset < bytes.upperBound {
            let c = byte(offset)
            if c == UInt8(ascii: "."), !inFraction {
                inFraction = true
            } else if isDigit(c) {
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int(c - UInt8(ascii: "0"))
                if inFraction { fractionDigits += 1 }
            } else {
                return nil
            }
            offset += 1
        }
        guard digits > 0 else { return nil }
        let magnitude = Double(mantissa) / Lexer.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// 10^0 … 10^15, each exact.
    private static let powersOfTen: [Double] = (0...15).map { power in
        (0..<power).reduce(1.0) { value, _ in value * 10 }
    }

    /// `0x…` and `0b…` integers (the raw option values iOS code writes); nil for other numbers.
    private mutating func basedNumber(start: Int) throws(Diagnostic) -> Token? {
        let signed = byte(start) == UInt8(ascii: "-")
        let zero = signed ? start + 1 : start
        guard byte(zero) == UInt8(ascii: "0") else { return nil }
        let radix: Int
        switch byte(zero + 1) {
        case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
        case UInt8(ascii: "b"), UInt8(ascii: "B"): radix = 2
        default: return nil
        }
        var end = zero + 2
        while isWordCharacter(byte(end)) { end += 1 }
        let digits = text.slice((zero + 2)..<end)
        let tokenRange = range(from: start, to: end)
        index = end
        // Leading zeros add nothing: only the significant digits must fit in 64 bits.
        let significant = digits.drop { $0 == "0" }
        let isWellFormed =
            !digits.isEmpty && digits.allSatisfy { $0.isHexDigit && ($0.hexDigitValue ?? 16) < radix }
        if isWellFormed,
            significant.utf8.count > 64
                || UInt64(significant.isEmpty ? "0" : significant, radix: radix) == nil
        {
            let limit = radix == 16 ? "16 hex digits" : "64 binary digits"
            throw Diagnostic(
                .syntax, at: tokenRange,
                message: "number '\(SourceText.abbreviated(text.slice(start..<end)))' is too large",
                expected:
                    "a 64-bit value: at most \(limit), 0x\(String(UInt64.max, radix: 16, uppercase: true))",
                suggestion: "a raw option value has at most 64 bits; drop the extra digits")
        }
        guard isWellFormed, let value = UInt64(significant.isEmpty ? "0" : significant, radix: radix) else {
            throw Diagnostic(
                .syntax, at: tokenRange,
                message: "'\(SourceText.abbreviated(text.slice(start..<end)))' is not a number",
                expected: radix == 16 ? "hex digits after 0x" : "binary digits after 0b")
        }
        let magnitude = Double(value)
        return Token(
            kind: .number(signed ? -magnitude : magnitude), range: tokenRange, offset: start, end: end)
    }

    private mutating func string(quote: UInt8) throws(Diagnostic) -> Token {
        let start = index
        index += 1
        var bytes: [UInt8] = []
        var runStart = index  // bytes copied a run at a time, between escapes
        while index < text.count {
            let c = text.ascii(at: index)
            if c == quote {
                bytes += text.bytes[runStart..<index]
                index += 1
                return Token(
                    kind: .string(String(decoding: bytes, as: UTF8.self)),
                    range: range(from: start, to: index),
                    offset: start, end: index)
            }
            if c == UInt8(ascii: "\\") && index + 1 < text.count {
                bytes += text.bytes[runStart..<index]
                let escaped = index + 1
                let after = text.nextCharacter(after: escaped)
                switch text.ascii(at: escaped) {
                case UInt8(ascii: "n"): bytes.append(0x0A)
                case UInt8(ascii: "t"): bytes.append(0x09)
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    bytes += text.bytes[escaped..<after]
                default:
                    // `"C:\temp\x"` lost its backslashes without a word (`\t` became a tab).
                    let written = String(decoding: text.bytes[index..<after], as: UTF8.self)
                    throw Diagnostic(
                        .syntax, at: range(from: index, to: after),
                        message: "unknown escape '\(SourceText.printable(written))' in a string",
                        expected: "\\\", \\', \\\\, \\n or \\t",
                        suggestion: "write \\\\ for a backslash")
                }
                index = after
                runStart = index
            } else {
                index += 1
            }
        }
        let mark = Character(Unicode.Scalar(quote))
        throw Diagnostic(
            .syntax, at: range(from: start, to: start + 1), message: "unterminated string",
            expected: "a closing \(mark) before the end of the line",
            suggestion: "add \(mark) at the end of the text")
    }

    private mutating func punctuation() throws(Diagnostic) -> Token {
        let start = index
        let c = text.ascii(at: index)
        let next = byte(index + 1)
        if (c == UInt8(ascii: "&") || c == UInt8(ascii: "|")) && next == c {
            let two = c == UInt8(ascii: "&") ? "&&" : "||"
            throw Diagnostic(
                .syntax, at: range(from: start, to: start + 2), message: "'\(two)' is not an operator",
                expected: "'and' or 'or'", suggestion: "write '\(two == "&&" ? "and" : "or")'")
        }
        if let p = Punctuation(first: c, second: next) {
            index += 2
            return Token(
                kind: .punctuation(p), range: range(from: start, to: index), offset: start, end: index)
        }
        if let p = Punctuation(single: c) {
            index += 1
            return Token(
                kind: .punctuation(p), range: range(from: start, to: index), offset: start, end: index)
        }
        let here = range(from: start, to: text.nextCharacter(after: start))
        let character = text.character(at: start)
        switch character {
        case "!":
            throw Diagnostic(
                .syntax, at: here, message: "'!' is not an operator", expected: "an operator",
                suggestion: "write 'not' to negate a condition")
        default:
            throw Diagnostic(
                .syntax, at: here, message: "unexpected character \(SourceText.quotedCharacter(character))",
                expected: "a name, a number, a quoted string or an operator")
        }
    }
}

extension Punctuation {
    /// The two-character operator `first second`, if it is one.
    init?(first: UInt8, second: UInt8) {
        switch (first, second) {
        case (UInt8(ascii: "="), UInt8(ascii: "=")): self = .equalEqual
        case (UInt8(ascii: "!"), UInt8(ascii: "=")): self = .notEqual
        case (UInt8(ascii: "<"), UInt8(ascii: "=")): self = .lessThanOrEqual
        case (UInt8(ascii: ">"), UInt8(ascii: "=")): self = .greaterThanOrEqual
        case (UInt8(ascii: "<"), UInt8(ascii: "<")): self = .shiftLeft
        case (UInt8(ascii: ">"), UInt8(ascii: ">")): self = .shiftRight
        case (UInt8(ascii: "+"), UInt8(ascii: "=")): self = .plusEqual
        case (UInt8(ascii: "-"), UInt8(ascii: "=")): self = .minusEqual
        default: return nil
        }
    }

    /// The one-character operator or punctuation `c`, if it is one.
    init?(single c: UInt8) {
        guard c < 0x80, let p = Punctuation.singles[Int(c)] else { return nil }
        self = p
    }

    /// The one-character spellings by ASCII value.
    private static let singles: [Punctuation?] = {
        var table = [Punctuation?](repeating: nil, count: 128)
        for p in Punctuation.allCases {
            let bytes = Array(p.rawValue.utf8)
            if bytes.count == 1 { table[Int(bytes[0])] = p }
        }
        return table
    }()
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
    // By the ASCII value: names are ASCII, and `isLetter` would look up a Unicode property.
    var isASCIILetter: Bool {
        guard let value = asciiValue else { return false }
        return (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }
    var isASCIIDigit: Bool {
        guard let value = asciiValue else { return false }
        return value >= 0x30 && value <= 0x39
    }
}
