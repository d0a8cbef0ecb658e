import Foundation

/// TAB completion, driven by the grammar: the text before the cursor goes through the real
/// parser, which records what it could have read where that text ends.
public struct Completion: Sendable, Hashable {
    /// Character offset in the line where the word being completed starts.
    public var wordStart: Int
    /// The word typed so far.
    public var prefix: String
    /// Every candidate that starts with `prefix`, sorted.
    public var candidates: [String]
    /// The quote (`"` or `'`) the word was opened with, or nil.
    public var openQuote: Character? = nil
    /// The word as typed, from `wordStart` to the cursor (quote and escapes included): what a
    /// front end deletes before inserting `written(_:complete:)`.
    public var typedWord: String = ""
    /// Whether a space already follows the cursor (a TAB in the middle of a line).
    public var followedBySpace = false

    /// The text that replaces `typedWord` for `text` (a candidate, or the common prefix):
    /// quoted when a quote is open or the word grammar needs it (`TokenStream.word()` ends a
    /// bare word at a space, `;` or `#`, and reads one starting with a quote as a string; `(`
    /// and `,` end the word TAB completes). A `complete` candidate closes its quote and gets a
    /// space, unless it is a directory (more may follow) or a space is already there.
    public func written(_ text: String, complete: Bool) -> String {
        let finished = complete && !text.hasSuffix("/")
        let space = finished && !followedBySpace ? " " : ""
        guard openQuote != nil || Completion.needsQuotes(text) else { return text + space }
        let quote = openQuote ?? "\""
        var body = ""
        for character in text {
            switch character {
            case "\\": body += "\\\\"
            case quote: body += "\\" + String(quote)
            case "\n": body += "\\n"
            case "\t": body += "\\t"
            default: body.append(character)
            }
        }
        return String(quote) + body + (finished ? String(quote) + space : "")
    }

    static func needsQuotes(_ text: String) -> Bool {
        if let first = text.first, first == "\"" || first == "'" { return true }
        return text.contains { $0.isWhitespace || ";#(,".contains($0) }
    }

    /// The longest text every candidate starts with.
    public var commonPrefix: String {
        guard var common = candidates.first else { return prefix }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(common) { common.removeLast() }
        }
        return common
    }
}

extension Session {
    /// Characters that end the word being completed (besides spaces).
    private static let wordBreaks: Set<Character> = ["(", ",", ";"]

    /// The completions for the text left of the cursor.
    /// `textAfterCursor` only says whether a space follows (no second one is inserted).
    public func complete(_ textBeforeCursor: String, after textAfterCursor: String = "") -> Completion {
        let characters = Array(textBeforeCursor.prefix(4096))
        var wordStart = characters.count
        var prefix: String
        let quoted = Session.openQuote(in: characters)
        if let (start, text) = quoted {
            wordStart = start
            prefix = text
        } else {
            while wordStart > 0 && !characters[wordStart - 1].isWhitespace
                && !Session.wordBreaks.contains(characters[wordStart - 1])
            {
                wordStart -= 1
            }
            prefix = String(characters[wordStart...])
        }
        let recorder = CompletionRecorder()
        LineParser.withUnit(named: "<completion>", line: String(characters[..<wordStart]), table: table) {
            parser in
            parser.completion = recorder
            var statements: [Statement] = []
            _ = try? parser.statements(into: &statements, block: nil)
        }
        var words: Set<String> = []
        if recorder.statementStart {
            words.formUnion(table.firstWords + CommandTable.statementWords + scope.visibleNames)
        }
        for entry in recorder.entries {
            words.formUnion(candidates(for: entry.hint, typed: entry.typed, prefix: prefix))
        }
        if recorder.expression || (recorder.number && prefix.contains(".")) {
            words.formUnion(expressionWords(prefix: prefix))
        } else if recorder.number {
            words.formUnion(scope.visibleNames + Builtins.names)
        }
        let candidates = words.filter { $0.hasPrefix(prefix) }.sorted()
        return Completion(
            wordStart: wordStart, prefix: prefix, candidates: candidates,
            openQuote: quoted.map { characters[$0.start] }, typedWord: String(characters[wordStart...]),
            followedBySpace: textAfterCursor.first?.isWhitespace ?? false)
    }

    /// The start of a quoted word still open at the end of `characters`, and its text so far
    /// (escapes read as the lexer reads them); nil when no quote is open.
    private static func openQuote(in characters: [Character]) -> (start: Int, text: String)? {
        var open: (start: Int, quote: Character)?
        var text = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let (_, quote) = open {
                if character == "\\", index + 1 < characters.count {
                    index += 1
                    switch characters[index] {
                    case "n": text.append("\n")
                    case "t": text.append("\t")
                    default: text.append(characters[index])
                    }
                } else if character == quote {
                    open = nil
                } else {
                    text.append(character)
                }
            } else if character == "#" {
                return nil  // a comment: nothing to complete
            } else if character == "\"" || character == "'",
                index == 0 || characters[index - 1].isWhitespace || wordBreaks.contains(characters[index - 1])
            {
                open = (index, character)
                text = ""
            }
            index += 1
        }
        return open.map { ($0.start, text) }
    }

    private func candidates(for hint: CompletionHint, typed: [String], prefix: String) -> [String] {
        switch hint {
        case .none: return []
        case .choices(let words): return words
        case .dynamic(let provider): return provider(self, typed)
        case .commands:
            if let last = typed.last, table.isGroupWord(last) { return table.subcommands(of: last) }
            return table.firstWords + table.groups.map { $0.name.lowercased() } + HelpTopic.all.map(\.name)
        case .files: return fileNames(prefix: prefix)
        }
    }

    /// Names an expression can start with here: variables (and their members), quantities,
    /// values, functions, the notification's members inside `note.`.
    private func expressionWords(prefix: String) -> [String] {
        var words = scope.visibleNames + Builtins.names + ["true", "false", "not"]
        if prefix.contains(".") {
            for name in scope.visibleNames {
                guard let value = scope.lookup(name) else { continue }
                words += value.memberNames.map { "\(name).\($0)" }
            }
            words += Value.notificationMembers.map { "note.\($0)" }
            words += quantityNames + table.values.flatMap { $0.names(self) }
        } else {
            // Before a dot, offer first parts only: a screenful, not every quantity.
            let firsts = (quantityNames + table.values.flatMap { $0.names(self) }).map {
                MemberPath($0).head
            }
            words += firsts + ["note"]
        }
        return words
    }

    /// Entries of the directory a partial path names (relative to the working directory);
    /// directories end in `/`.
    /// How many directory entries one TAB reads, and how many matching names it offers: a TAB in
    /// a directory of a million files must not stall the prompt.
    static let directoryReadLimit = 10_000
    static let fileCandidateLimit = 500

    /// Names in the directory of `prefix` that start with its last component (directories
    /// marked with `/`), read with `readdir` so that only the matching ones cost a look.
    private func fileNames(prefix: String) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let directoryPart = slash.map { String(prefix[...$0]) } ?? ""
        let typed = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let directory = HomePath.url(directoryPart, relativeTo: workingDirectory, isDirectory: true)
        guard let stream = opendir(directory.path) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        var read = 0
        while read < Session.directoryReadLimit, names.count < Session.fileCandidateLimit,
            let entry = readdir(stream)
        {
            read += 1
            // The name in place, up to its NUL: glibc sizes each entry to its name, so copying
            // the whole 256-byte `d_name` reads past the end (AddressSanitizer, the parse fuzzer).
            guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { break }
            let name = String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
            guard name != ".", name != "..", name.hasPrefix(typed) else { continue }
            var isDirectory = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN)
                || Int32(entry.pointee.d_type) == Int32(DT_LNK)
            {
                var flag: ObjCBool = false
                let full = directory.appendingPathComponent(name).path
                isDirectory =
                    FileManager.default.fileExists(atPath: full, isDirectory: &flag) && flag.boolValue
            }
            names.append(directoryPart + name + (isDirectory ? "/" : ""))
        }
        return names
    }
}
