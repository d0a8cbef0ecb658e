/// Multi-line blocks: a line that ends in `do` opens a block, the following lines are its
/// commands and `end` closes it (blocks nest). The whole block then runs as its header command
/// with the lines as the statements after `do`, each keeping its own line and column for
/// diagnostics. `animate 0.25 do CMD; CMD` on one line is unchanged.
struct OpenBlock {
    /// The header line and its number.
    var header: (text: String, number: Int)
    /// The lines read since, with their numbers (nested headers and `end`s included).
    var lines: [(text: String, number: Int)] = []
    /// Blocks open: 1 for the header's own, more for nested ones.
    var depth = 1
}

extension Session {
    /// True while a block is open: the front end shows its continuation prompt.
    public var isReadingBlock: Bool { openBlock != nil }

    /// Takes one line of input: runs it, or keeps it while a block is open (running the block
    /// when its `end` arrives). Returns what was reported.
    @discardableResult
    public func feed(_ line: String, name: String, lineNumber: Int) -> [Diagnostic] {
        if var block = openBlock {
            if echo { print(line) }
            if Session.isEnd(line) {
                block.depth -= 1
                if block.depth == 0 {
                    openBlock = nil
                    return runBlock(block, name: name)
                }
            } else if Session.opensBlock(line) {
                block.depth += 1
            }
            block.lines.append((line, lineNumber))
            openBlock = block
            return []
        }
        if Session.opensBlock(line) {
            if echo { print(line) }
            openBlock = OpenBlock(header: (line, lineNumber))
            return []
        }
        if Session.isEnd(line) {
            if echo { print(line) }
            let column = line.prefix { $0 == " " || $0 == "\t" }.count + 1
            let diagnostic = Diagnostic(
                .syntax, at: SourceRange(line: lineNumber, column: column, length: 3),
                message: "'end' without an open block",
                expected: "a command; blocks open with a line that ends in 'do'")
            return [report(diagnostic, name: name, lines: [lineNumber: line])]
        }
        return execute(line, name: name, lineNumber: lineNumber)
    }

    /// Forgets a block being read (Ctrl-C at the continuation prompt).
    public func discardOpenBlock() {
        openBlock = nil
    }

    /// The end of the input: a block still open is an error at its header; it is dropped.
    @discardableResult
    public func finishInput(name: String) -> [Diagnostic] {
        guard let block = openBlock else { return [] }
        openBlock = nil
        let (text, number) = block.header
        let diagnostic = Diagnostic(
            .syntax, at: SourceRange(line: number, column: Session.doColumn(text), length: 2),
            message: "block not closed", expected: "'end' on a line of its own",
            suggestion: "a line ending in 'do' opens a block; close it with 'end'")
        return [report(diagnostic, name: name, lines: [number: text])]
    }

    /// Runs a closed block as its header command; its lines become the statements after `do`.
    private func runBlock(_ block: OpenBlock, name: String) -> [Diagnostic] {
        var sourceLines = [block.header.number: block.header.text]
        for line in block.lines { sourceLines[line.number] = line.text }
        var index = 0
        let body = Session.statements(block.lines, from: &index)
        blockBody = body
        defer { blockBody = nil }
        let (text, number) = block.header
        var reported = execute(text, name: name, lineNumber: number, sourceLines: sourceLines, echoed: true)
        if reported.isEmpty, blockBody != nil {
            let diagnostic = Diagnostic(
                .syntax, at: SourceRange(line: number, column: Session.doColumn(text), length: 2),
                message: "this command takes no block",
                expected:
                    "animate, animate-spring, animate-keyframes, keyframe, without-animation or animator")
            reported.append(report(diagnostic, name: name, lines: sourceLines))
        }
        return reported
    }

    /// The statements of block lines from `index` up to a closing `end` (or the last line):
    /// each line split at `;`, a nested header with its own body.
    static func statements(_ lines: [(text: String, number: Int)], from index: inout Int) -> [AnimationWords
        .Word]
    {
        var result: [AnimationWords.Word] = []
        while index < lines.count {
            let (text, number) = lines[index]
            index += 1
            if isEnd(text) { break }
            if opensBlock(text) {
                let start = text.prefix { $0.isWhitespace }.count
                let trimmed = String(text.dropFirst(start)).trimmingTrailingWhitespace
                let body = statements(lines, from: &index)
                result.append(
                    AnimationWords.Word(
                        text: trimmed,
                        range: SourceRange(line: number, column: start + 1, length: trimmed.count),
                        body: body))
            } else {
                result += AnimationWords.split(Array(text), from: 0, line: number, column: 1)
            }
        }
        return result
    }

    /// A line whose last word (before a `#` comment) is `do`.
    static func opensBlock(_ line: String) -> Bool {
        var words: [Substring] = []
        for word in line.split(whereSeparator: { $0.isWhitespace }) {
            if word.hasPrefix("#") { break }
            words.append(word)
        }
        return words.count > 1 && words.last == "do"
    }

    /// The column of a header's final `do` (before any comment and trailing blanks).
    static func doColumn(_ line: String) -> Int {
        var characters = Array(line)
        if let hash = characters.firstIndex(of: "#") { characters.removeSubrange(hash...) }
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return max(1, characters.count - 1)
    }

    /// A line that is `end` alone (a comment may follow).
    static func isEnd(_ line: String) -> Bool {
        let words = line.split(whereSeparator: { $0.isWhitespace })
        return words.first == "end" && (words.count == 1 || words[1].hasPrefix("#"))
    }

    /// A command's words with the running block's body as the statements (taken once).
    func blockWords(_ text: String, at range: SourceRange) -> AnimationWords {
        let body = blockBody
        blockBody = nil
        return AnimationWords(text, at: range, body: body)
    }
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        var result = self
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
