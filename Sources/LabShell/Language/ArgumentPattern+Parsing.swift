extension ArgumentPattern {
    /// The pattern without the wrappers that do not change what it reads.
    var unwrapped: ArgumentPattern {
        switch self {
        case .optional(let inner), .named(_, let inner): return inner.unwrapped
        default: return self
        }
    }

    /// True when the pattern is (or offers) one of a fixed list of words.
    var offersChoice: Bool {
        switch self {
        case .choice, .strength: return true
        case .optional(let inner), .named(_, let inner), .list(_, let inner, _): return inner.offersChoice
        case .oneOf(let items): return items.contains { $0.offersChoice }
        default: return false
        }
    }

    /// True for a file-name pattern.
    var isPath: Bool {
        if case .path = self { return true }
        return false
    }

    /// True for the patterns that take characters as typed rather than tokens.
    var takesRawText: Bool {
        switch self {
        case .text, .path: return true
        default: return false
        }
    }

    /// The literal words that can start this pattern (keywords, flags, choices), for "did you mean".
    var firstWords: [String] {
        switch self {
        case .keyword(let word, _), .flag(let word): return [word]
        case .choice(_, let words): return words
        case .strength: return StrengthSpec.names
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner): return inner.firstWords
        case .sequence(let items): return items.first?.firstWords ?? []
        case .oneOf(let items), .clauses(let items): return items.flatMap(\.firstWords)
        default: return []
        }
    }
}

extension Statement {
    /// The usage of the statement's command, for "unexpected …" errors (`CommandHelp.errorUsage`).
    var usage: String? {
        if case .command(let invocation) = kind { return CommandHelp.errorUsage(invocation.definition) }
        return nil
    }
}
