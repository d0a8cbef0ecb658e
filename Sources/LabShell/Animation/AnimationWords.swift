/// The animation commands' own argument reader. Their headers mix numbers, option names, raw
/// option values in decimal, hex or shifts (`7`, `0x70000`, `7<<16`) and a `do` that starts
/// lab commands separated by `;`, which the formula lexer cannot read (`<` is an error there).
/// So these commands take the raw rest of the line and split it into words with their columns.
struct AnimationWords {
    /// One word and where it is on the line.
    struct Word {
        var text: String
        var range: SourceRange
        /// The lines of a multi-line block when this word is its header (`… do` then `end`).
        var body: [Word]? = nil
    }

    private(set) var words: [Word]
    private var index = 0
    /// Where the text after the last word ends (for "missing …" errors).
    let endRange: SourceRange
    /// The statements after `do`, each with the column its text starts at; nil without `do`.
    private(set) var statements: [Word]?

    /// Splits `text`, which starts at `range` on its line, at whitespace; `do` ends the header.
    /// A `body` (a multi-line block's lines) is the statements when nothing follows `do`.
    init(_ text: String, at range: SourceRange, body: [Word]? = nil) {
        let characters = Array(text)
        var words: [Word] = []
        var statements: [Word]?
        var i = 0
        while i < characters.count {
            if characters[i].isWhitespace {
                i += 1
                continue
            }
            let start = i
            while i < characters.count && !characters[i].isWhitespace { i += 1 }
            let word = String(characters[start..<i])
            let wordRange = SourceRange(line: range.line, column: range.column + start, length: i - start)
            if word == "do" {
                statements = AnimationWords.split(characters, from: i, line: range.line, column: range.column)
                break
            }
            words.append(Word(text: word, range: wordRange))
        }
        self.words = words
        if let body, statements?.isEmpty == true {
            self.statements = body
        } else {
            self.statements = statements
        }
        endRange = SourceRange(line: range.line, column: range.column + characters.count, length: 1)
    }

    /// Statements separated by `;` (outside quotes), trimmed, empty ones dropped.
    static func split(_ characters: [Character], from start: Int, line: Int, column: Int) -> [Word] {
        var result: [Word] = []
        var begin = start
        var quote: Character?
        func flush(_ end: Int) {
            var a = begin
            var b = end
            while a < b && characters[a].isWhitespace { a += 1 }
            while b > a && characters[b - 1].isWhitespace { b -= 1 }
            if a < b {
                result.append(
                    Word(
                        text: String(characters[a..<b]),
                        range: SourceRange(line: line, column: column + a, length: b - a)))
            }
        }
        var i = start
        while i < characters.count {
            let c = characters[i]
            if let open = quote {
                if c == "\\" {
                    i += 1
                } else if c == open {
                    quote = nil
                }
            } else if c == "\"" || c == "'" {
                quote = c
            } else if c == ";" {
                flush(i)
                begin = i + 1
            }
            i += 1
        }
        flush(characters.count)
        return result
    }

    /// True when every word has been read.
    var atEnd: Bool { index >= words.count }

    /// The next word without reading it.
    var peek: Word? { atEnd ? nil : words[index] }

    /// Reads the next word, or throws "missing WHAT".
    mutating func next(_ what: String) throws(Diagnostic) -> Word {
        guard let word = peek else {
            throw Diagnostic(.syntax, at: endRange, message: "missing \(what)", expected: what)
        }
        index += 1
        return word
    }

    /// Reads the next word if it is `keyword`.
    mutating func accept(_ keyword: String) -> Bool {
        guard peek?.text == keyword else { return false }
        index += 1
        return true
    }

    /// Reads a number: decimal, `1e3`, `.5`, `-2` or a fraction such as `1/3` is not allowed —
    /// durations and values are plain numbers.
    mutating func number(_ what: String) throws(Diagnostic) -> Double {
        let word = try next(what)
        guard let value = Double(word.text), value.isFinite else {
            throw Diagnostic(
                .syntax, at: word.range, message: "'\(word.text)' is not a number", expected: what)
        }
        return value
    }

    /// Reads a raw option or curve value: `7`, `0x70000`, `7<<16` (the shift iOS code writes).
    mutating func rawValue(_ what: String) throws(Diagnostic) -> UInt {
        let word = try next(what)
        guard let value = AnimationWords.parseRaw(word.text) else {
            throw Diagnostic(
                .syntax, at: word.range, message: "'\(word.text)' is not a raw value",
                expected: "\(what): a whole number in decimal (7), hex (0x70000) or a shift (7<<16)")
        }
        return value
    }

    /// `7`, `0x70000`, `0b111`, `7<<16`, `(7 << 16)` written without spaces.
    static func parseRaw(_ text: String) -> UInt? {
        var body = Substring(text)
        if body.hasPrefix("("), body.hasSuffix(")") { body = body.dropFirst().dropLast() }
        if let shift = body.range(of: "<<") {
            guard let base = parseRaw(String(body[..<shift.lowerBound])),
                let amount = parseRaw(String(body[shift.upperBound...])), amount < 32
            else { return nil }
            let (shifted, overflow) = base.multipliedReportingOverflow(by: UInt(1) << amount)
            return overflow ? nil : shifted
        }
        if body.hasPrefix("0x") || body.hasPrefix("0X") { return UInt(body.dropFirst(2), radix: 16) }
        if body.hasPrefix("0b") { return UInt(body.dropFirst(2), radix: 2) }
        return UInt(body)
    }

    /// A diagnostic for a word this command does not understand.
    static func unexpected(_ word: Word, expected: String, choices: [String] = []) -> Diagnostic {
        Diagnostic(
            .syntax, at: word.range, message: "unexpected '\(word.text)'", expected: expected,
            suggestion: Suggestion.didYouMean(word.text, in: choices))
    }

    /// Throws when words are left over.
    func expectEnd(_ expected: String) throws(Diagnostic) {
        if let word = peek { throw AnimationWords.unexpected(word, expected: expected) }
    }

    /// The statements after `do`, or a diagnostic when there is no `do` or nothing follows it.
    func requireStatements(_ usage: String) throws(Diagnostic) -> [Word] {
        guard let statements, !statements.isEmpty else {
            throw Diagnostic(
                .syntax, at: endRange, message: statements == nil ? "missing 'do'" : "nothing after 'do'",
                expected: "do COMMAND; COMMAND…", suggestion: "usage: \(usage)")
        }
        return statements
    }
}
