/// The parser's errors: what could have come where nothing did, with the command's usage and
/// "did you mean" among the words that could have come.
extension LineParser {
    /// The error for a token left over after a statement: what could have come there instead
    /// (the optional arguments tried at it), with "did you mean" among their words.
    func unexpected(_ token: Token, after statement: Statement?) -> Diagnostic {
        let patterns = tried.filter { $0.offset == token.offset }.map(\.pattern)
        var usage: String? { statement?.usage }
        guard !patterns.isEmpty else {
            return Diagnostic(
                .syntax, at: token.range, message: "unexpected \(stream.quoted(token))",
                expected: "the end of the statement (';' or a new line)", suggestion: usage)
        }
        var expectations: [String] = []
        for pattern in patterns where !expectations.contains(pattern.expectation) {
            expectations.append(pattern.expectation)
        }
        let words = patterns.flatMap(\.firstWords)
        let near = Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: words) }
        let isValue = patterns.contains { $0.offersChoice } && Self.wordText(token) != nil
        return Diagnostic(
            .syntax, at: token.range,
            message: isValue ? "unknown value \(stream.quoted(token))" : "unexpected \(stream.quoted(token))",
            expected: (expectations + ["the end of the statement"]).joined(separator: " or "),
            suggestion: near ?? usage)
    }

    mutating func missingOrUnexpected(
        _ pattern: ArgumentPattern, _ token: Token, _ context: PatternContext
    ) -> Diagnostic {
        // Made only where it is shown: wrapping a long usage costs more than the rest of the error.
        var usage: String { CommandHelp.errorUsage(context.definition) }
        if token.kind == .end || token.is(.semicolon) {
            return Diagnostic(
                .syntax, at: token.kind == .end ? stream.endRange : token.range,
                message: "missing \(pattern.synopsis)", expected: pattern.expectation, suggestion: usage)
        }
        let words = pattern.firstWords
        let near = Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: words) }
        let message: String
        // A list fails at its first item: the item's kind names the error ("unknown scenario").
        var element = pattern.unwrapped
        if case .list(_, let inner, _) = element { element = inner.unwrapped }
        switch element {
        case .statement(_, let set):
            let what = set.names == KeyboardCommands.scenarioNames ? "scenario" : "command"
            return Diagnostic(
                .syntax, at: token.range, message: "unknown \(what) \(stream.quoted(token))",
                expected: pattern.expectation,
                suggestion: Self.wordText(token).flatMap { Suggestion.didYouMean($0, in: set.names) } ?? usage
            )
        case .keyword, .flag:
            message = "missing \(pattern.synopsis) before \(stream.quoted(token))"
        case .name
        where context.definition.name == "let" && token.identifier.map(Self.structureWords.contains) == true:
            // `let end = …`, as Swift allows: the language's refusal of the name, with the fix.
            return Session.variableNameRefusal(token.identifier ?? "", at: token.range)
        default:
            if token.identifier.map(Self.structureWords.contains) == true && !pattern.offersChoice {
                message = "unexpected \(stream.quoted(token)), a word of the language (do, end, else)"
                break
            }
            message =
                pattern.offersChoice && Self.wordText(token) != nil
                ? "unknown value \(stream.quoted(token))" : "unexpected \(stream.quoted(token))"
        }
        return Diagnostic(
            .syntax, at: token.range, message: message, expected: pattern.expectation,
            suggestion: near ?? usage)
    }
}
