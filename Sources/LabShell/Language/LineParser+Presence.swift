/// Presence: whether a pattern can start at the current token, which decides optional
/// arguments, alternatives and where a list ends.
extension LineParser {
    /// Where an expression is required, one of the command's clause keywords is a name (a
    /// variable called `duration` in `animate duration options …`, `curve` in `animate 0.3 curve
    /// curve`): nothing else could stand there. So too where one of several alternatives is an
    /// expression and none of the others takes the word (`options options`).
    func keywordIsOperand(_ pattern: ArgumentPattern, _ token: Token, _ context: PatternContext) -> Bool {
        switch pattern {
        case .number, .integer, .expression, .condition, .probe:
            guard let word = token.identifier else { return false }
            return context.reserved.contains(word) && !Self.structureWords.contains(word)
                && !TokenStream.isOperatorWord(word)
        case .oneOf(let items):
            return items.contains { keywordIsOperand($0, token, context) }
        case .list(_, let item, _), .named(_, let item):
            return keywordIsOperand(item, token, context)
        default:
            return false
        }
    }

    /// Whether `pattern` can start at the current token (what did not is remembered for errors).
    mutating func isPresent(_ pattern: ArgumentPattern, _ context: inout PatternContext) throws(Diagnostic)
        -> Bool
    {
        let present = try matches(pattern, &context)
        if !present {
            let token = try stream.peek()
            if token.kind != .end {
                if tried.isEmpty { tried.reserveCapacity(4) }
                tried.append((token.offset, pattern))
            }
        }
        return present
    }

    mutating func matches(_ pattern: ArgumentPattern, _ context: inout PatternContext)
        throws(Diagnostic)
        -> Bool
    {
        // Raw text and paths may start with a character no token may (`echo café`).
        if pattern.takesRawText, !stream.nextTokenLexes() { return true }
        let token = try stream.peek()
        if token.kind == .end {
            completion?.expect(pattern, context: context, at: token)
            return false
        }
        if token.is(.semicolon) { return false }
        if token.isWord("end") || token.isWord("else") {
            // `animator a finish end`: a choice may name the word; nothing else may.
            guard case .choice(_, let words) = pattern, words.contains(token.identifier ?? "") else {
                return false
            }
        }
        switch pattern {
        case .name, .object, .names:
            guard let word = token.identifier else { return false }
            return !context.isFree(word)
        case .number, .integer, .expression, .condition, .comparison, .probe:
            return TokenStream.startsExpression(
                token, ExpressionOptions(stops: context.freeWords))
        case .value, .path:
            if let word = token.identifier { return !context.isFree(word) }
            switch token.kind {
            case .number, .string: return true
            case .punctuation(let p): return pattern.isPath && (p == .slash || p == .dot)
            default: return false
            }
        case .text: return true
        case .label:
            let next = try stream.peek(1)
            return token.identifier != nil && next.is(.colon)
        case .strength:
            if let word = token.identifier { return StrengthSpec(name: word) != nil }
            return TokenStream.startsExpression(token)
        case .choice(_, let words):
            // A number matches only a word spelt like one (its spelling is made only then).
            if case .number = token.kind, !words.contains(where: Self.mayBeNumber) { return false }
            return words.contains(Self.wordText(token) ?? "")
        case .flag(let word), .keyword(let word, _):
            return token.isWord(word)
        case .punctuated(let p, _):
            return token.is(p)
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner):
            return try matches(inner, &context)
        case .sequence(let items):
            guard let first = items.first else { return false }
            return try matches(first, &context)
        case .oneOf(let items), .clauses(let items):
            for item in items where try matches(item, &context) { return true }
            return false
        case .statement(_, let set):
            return set.names.contains(token.identifier ?? "")
        case .block:
            return token.isWord("do")
        }
    }

    /// Whether a choice's word could be a number's compact spelling: it starts with a digit or
    /// a minus (a lexed number is finite, so never `inf` or `nan`).
    static func mayBeNumber(_ word: String) -> Bool {
        // The first byte read in place (the view's generic `first` was most of this test).
        guard let first = word.utf8.withContiguousStorageIfAvailable({ $0.first }) ?? word.utf8.first else {
            return false
        }
        return (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
    }

    /// A word as a choice sees it: an identifier, or a number's compact spelling (`rate 120`).
    static func wordText(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let word): return word
        case .number(let value): return NumberStyle.compact(value)
        case .string(let text): return text
        default: return nil
        }
    }
}
