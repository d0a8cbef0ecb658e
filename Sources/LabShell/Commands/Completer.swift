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
    public func complete(_ textBeforeCursor: String) -> Completion {
        let characters = Array(textBeforeCursor.prefix(4096))
        var wordStart = characters.count
        while wordStart > 0 && !characters[wordStart - 1].isWhitespace
            && !Session.wordBreaks.contains(characters[wordStart - 1])
        {
            wordStart -= 1
        }
        let prefix = String(characters[wordStart...])
        let recorder = CompletionRecorder()
        var parser = LineParser(
            line: String(characters[..<wordStart]), number: 1, table: table,
            unit: SourceUnit(name: "<completion>"))
        parser.completion = recorder
        var statements: [Statement] = []
        _ = try? parser.statements(into: &statements, block: nil)
        var words: Set<String> = []
        if recorder.statementStart {
            words.formUnion(table.firstWords + CommandTable.statementWords + scope.visibleNames)
        }
        for entry in recorder.entries {
            words.formUnion(candidates(for: entry.hint, typed: entry.typed, prefix: prefix))
        }
        if recorder.expression { words.formUnion(expressionWords(prefix: prefix)) }
        let candidates = words.filter { $0.hasPrefix(prefix) }.sorted()
        return Completion(wordStart: wordStart, prefix: prefix, candidates: candidates)
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
                String($0.split(separator: ".").first ?? Substring($0))
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
