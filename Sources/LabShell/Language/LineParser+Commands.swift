/// Commands: a statement's command name (one or two words), then its arguments read by the
/// command's declared patterns (`LineParser+Arguments.swift`).
extension LineParser {
    /// A command name (one or two words) and its arguments.
    mutating func invocation(in set: StatementSet? = nil, reserving outer: Set<String> = [])
        throws(Diagnostic)
        -> Invocation
    {
        let (name, firstRange, _) = try stream.head()
        try stream.skip()
        let word = name ?? ""
        let definition = try resolve(word, at: firstRange, in: set)
        var arguments = Arguments(commandRange: firstRange)
        arguments.reserveCapacity(definition.arguments.count)
        var context = PatternContext(definition: definition, outer: outer, recordsTyped: completion != nil)
        try parse(definition.arguments, into: &arguments, &context)
        arguments.commandRange = SourceRange(
            line: firstRange.line, column: firstRange.column,
            length: max(1, stream.consumedEnd + 1 - firstRange.column))
        return Invocation(definition: definition, arguments: arguments)
    }

    mutating func resolve(_ word: String, at range: SourceRange, in set: StatementSet?)
        throws(Diagnostic)
        -> CommandDefinition
    {
        if let set, !set.names.contains(word) {
            throw Diagnostic(
                .syntax, at: range,
                message: "unknown \(set.names.count > 3 ? "scenario" : "command") '\(word)'",
                expected: "one of " + set.names.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(word, in: set.names))
        }
        let first = table.firstWord(word)
        if first?.isGroup == true {
            let subcommands = table.subcommands(of: word)
            let next = try stream.peek()
            if let sub = next.identifier, let definition = table.command(named: "\(word) \(sub)") {
                try stream.skip()
                return definition
            }
            if let single = table.command(named: word) { return single }
            completion?.expect(.choices(subcommands), at: next)
            let list = subcommands.joined(separator: ", ")
            guard let sub = next.identifier else {
                throw Diagnostic(
                    .syntax, at: next.kind == .end ? stream.endRange : next.range,
                    message: next.kind == .end
                        ? "missing subcommand after '\(word)'"
                        : "unexpected \(stream.quoted(next)) after '\(word)'",
                    expected: "one of \(list)", suggestion: "type 'help \(word)' for the \(word) commands")
            }
            throw Diagnostic(
                .syntax, at: next.range, message: "unknown subcommand '\(word) \(sub)'",
                expected: "one of \(list)",
                suggestion: Suggestion.nearest(to: sub, in: subcommands).map {
                    "did you mean '\(word) \($0)'?"
                }
                    ?? "type 'help \(word)' for the \(word) commands")
        }
        if let definition = first?.command { return definition }
        throw Diagnostic(
            .syntax, at: range, message: "unknown command '", quoting: SourceText.abbreviated(word),
            then: "'",
            expected: "a command name",
            suggestion: table.suggestion(for: word) ?? Session.spacingHint(word)
                ?? "type 'help' to list the commands")
    }

    /// What the pattern parser knows about the command it reads.
    struct PatternContext {
        var definition: CommandDefinition
        /// The command's words (`reserved`, `free`), with `outer`'s added for a nested statement.
        private let words: CommandDefinition.DerivedWords
        /// Keywords and flags of the command: they end names and expressions.
        var reserved: Set<String> { words.reserved }
        /// `reserved` and the block words: what no name or expression may start with. Formed
        /// once per command, not at every argument (it was a set union per pattern tried).
        var free: Set<String> { words.free }
        var reservedWords: WordSet { words.reservedWords }
        var freeWords: WordSet { words.freeWords }
        /// Whether `word` is one of `free` (hashed only when a word of `free` has its shape).
        func isFree(_ word: String) -> Bool { words.freeWords.contains(word) }
        /// Argument words typed so far (for dynamic completion).
        private(set) var typed: [String] = []
        /// Whether `typed` is kept: only when completing (an expression's words rendered back to
        /// text for every command run was a cost with no reader).
        let recordsTyped: Bool

        /// Notes an argument word for dynamic completion.
        mutating func type(_ word: @autoclosure () -> String) {
            if recordsTyped { typed.append(word()) }
        }

        /// `outer`: the reserved words of the command a nested statement stands in.
        init(definition: CommandDefinition, outer: Set<String> = [], recordsTyped: Bool = false) {
            self.definition = definition
            self.recordsTyped = recordsTyped
            let words = definition.derivedWords
            self.words =
                outer.isEmpty
                ? words
                : CommandDefinition.DerivedWords(
                    reserved: words.reserved.union(outer), free: words.free.union(outer))
        }
    }
}
