/// TAB completion, driven by the command table; the line editor only inserts what this returns.
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
    /// The completions for the text left of the cursor.
    public func complete(_ textBeforeCursor: String) -> Completion {
        let characters = Array(textBeforeCursor)
        var wordStart = characters.count
        while wordStart > 0 && !characters[wordStart - 1].isWhitespace { wordStart -= 1 }
        let prefix = String(characters[wordStart...])
        let previous = String(characters[..<wordStart]).split(whereSeparator: \.isWhitespace).map(String.init)
        let candidates = Set(words(after: previous).filter { $0.hasPrefix(prefix) })
        return Completion(wordStart: wordStart, prefix: prefix, candidates: candidates.sorted())
    }

    private func words(after previous: [String]) -> [String] {
        guard let first = previous.first else { return table.firstWords }
        if previous.count == 1, table.isGroupWord(first), table.command(named: first) == nil {
            return table.subcommands(of: first)
        }
        var consumed = 1
        var definition = table.command(named: first)
        if previous.count >= 2, let sub = table.command(named: "\(first) \(previous[1])") {
            definition = sub
            consumed = 2
        }
        guard let definition else { return [] }
        if definition.name == "help" {
            return previous.count == 1 ? table.firstWords : table.subcommands(of: previous[1])
        }
        let position = previous.count - consumed
        guard let pattern = pattern(at: position, in: definition.arguments) else { return [] }
        switch pattern.completion {
        case .none, .commands: return []
        case .choices(let words): return words
        case .dynamic(let provider): return provider(self, Array(previous.dropFirst(consumed)))
        }
    }

    /// The pattern that the word at `position` (0-based, after the command name) fills, assuming
    /// each pattern takes one word and a keyword two (`in PARENT`: the word after the keyword
    /// completes as the keyword's argument); a repeating `.names` pattern fills every later position.
    private func pattern(at position: Int, in patterns: [ArgumentPattern]) -> ArgumentPattern? {
        var index = 0
        for pattern in patterns {
            if case .names = pattern, index <= position { return pattern }
            if case .optional(.names) = pattern, index <= position { return pattern }
            if index == position { return pattern }
            if case .keyword(_, let inner) = pattern, index + 1 == position { return inner }
            if case .optional(.keyword(_, let inner)) = pattern, index + 1 == position { return inner }
            if case .keyword = pattern { index += 1 }
            if case .optional(.keyword) = pattern { index += 1 }
            index += 1
        }
        return nil
    }
}
