/// A command line resolved against the table: which command, with which typed arguments.
public struct Invocation: Sendable {
    public var definition: CommandDefinition
    public var arguments: Arguments
}

/// Parses one line of the language into an `Invocation`, driven by the command table.
public struct CommandParser: Sendable {
    public var table: CommandTable

    public init(table: CommandTable) {
        self.table = table
    }

    /// The invocation on `line`, or nil for a blank or comment-only line.
    public func parse(_ line: String, lineNumber: Int = 1) throws(Diagnostic) -> Invocation? {
        var stream = TokenStream(line, line: lineNumber)
        let first = try stream.peek()
        if first.kind == .end { return nil }
        guard let word = first.identifier else {
            throw Diagnostic(
                .syntax, at: first.range, message: "unexpected \(first.quoted)", expected: "a command name",
                suggestion: "type 'help' to list the commands")
        }
        try stream.advance()
        let definition = try resolve(word, at: first.range, in: &stream)
        let end = stream.endRange
        let commandRange = SourceRange(
            line: lineNumber, column: first.range.column, length: end.column - 1 - first.range.column)
        var arguments = Arguments(commandRange: commandRange)
        for pattern in definition.arguments {
            try parse(pattern, of: definition, into: &arguments, from: &stream)
        }
        let extra = try stream.peek()
        if extra.kind != .end {
            throw Diagnostic(
                .syntax, at: extra.range, message: "unexpected \(extra.quoted)",
                expected: "the end of the command", suggestion: "usage: \(definition.synopsis)")
        }
        return Invocation(definition: definition, arguments: arguments)
    }

    private func resolve(
        _ word: String, at range: SourceRange, in stream: inout TokenStream
    ) throws(Diagnostic) -> CommandDefinition {
        if table.isGroupWord(word) {
            let subcommands = table.subcommands(of: word)
            let next = try stream.peek()
            if let sub = next.identifier, let definition = table.command(named: "\(word) \(sub)") {
                try stream.advance()
                return definition
            }
            if let single = table.command(named: word) { return single }
            let list = subcommands.joined(separator: ", ")
            guard let sub = next.identifier else {
                throw Diagnostic(
                    .syntax, at: next.range,
                    message: next.kind == .end
                        ? "missing subcommand after '\(word)'" : "unexpected \(next.quoted) after '\(word)'",
                    expected: "one of \(list)", suggestion: "type 'help \(word)' for the \(word) commands")
            }
            let near = Suggestion.nearest(to: sub, in: subcommands)
            throw Diagnostic(
                .syntax, at: next.range, message: "unknown subcommand '\(word) \(sub)'",
                expected: "one of \(list)",
                suggestion: near.map { "did you mean '\(word) \($0)'?" }
                    ?? "type 'help \(word)' for the \(word) commands")
        }
        if let definition = table.command(named: word) { return definition }
        throw Diagnostic(
            .syntax, at: range, message: "unknown command '\(word)'", expected: "a command name",
            suggestion: Suggestion.didYouMean(word, in: table.firstWords)
                ?? "type 'help' to list the commands")
    }

    private func isPresent(_ pattern: ArgumentPattern, in stream: inout TokenStream) throws(Diagnostic)
        -> Bool
    {
        switch pattern {
        case .label:
            let isName = try stream.peek().identifier != nil
            let colon = try stream.peek(1).is(.colon)
            return isName && colon
        case .keyword(let word, _):
            return try stream.peek().identifier == word
        case .optional(let inner):
            return try isPresent(inner, in: &stream)
        default:
            return try !stream.atEnd()
        }
    }

    private func parse(
        _ pattern: ArgumentPattern, of definition: CommandDefinition, into arguments: inout Arguments,
        from stream: inout TokenStream
    ) throws(Diagnostic) {
        if case .optional(let inner) = pattern {
            if try isPresent(inner, in: &stream) {
                try parse(inner, of: definition, into: &arguments, from: &stream)
            }
            return
        }
        let token = try stream.peek()
        if token.kind == .end {
            throw Diagnostic(
                .syntax, at: stream.endRange, message: "missing \(pattern.synopsis)",
                expected: pattern.expectation, suggestion: "usage: \(definition.synopsis)")
        }
        switch pattern {
        case .name(let key, _):
            arguments.set(key, .name(try name(for: pattern, definition, from: &stream)), at: token.range)
        case .names(let key, _):
            var names: [(String, SourceRange)] = []
            repeat {
                let range = try stream.peek().range
                names.append((try name(for: pattern, definition, from: &stream), range))
            } while try stream.peek().identifier != nil
            arguments.setNames(key, names)
        case .number(let key):
            let formula = try stream.formula()
            arguments.set(key, .number(try formula.constantValue()), at: formula.range)
        case .value(let key, _):
            try stream.advance()
            switch token.kind {
            case .identifier(let text), .string(let text):
                arguments.set(key, .text(text), at: token.range)
            case .number(let value):
                arguments.set(key, .text(NumberStyle.compact(value)), at: token.range)
            default:
                throw unexpected(token, for: pattern, definition)
            }
        case .text(let key):
            let (text, range) = try stream.restOfLine()
            arguments.set(key, .text(text), at: range)
        case .comparison(let key):
            let comparison = try stream.comparison()
            arguments.set(key, .comparison(comparison), at: comparison.range)
        case .label(let key):
            let label = try name(for: pattern, definition, from: &stream)
            try stream.advance()  // the ':' that isPresent saw
            arguments.set(key, .name(label), at: token.range)
        case .strength(let key):
            let (strength, range) = try self.strength(from: &stream)
            arguments.set(key, .strength(strength), at: range)
        case .keyword(_, let inner):
            try stream.advance()
            try parse(inner, of: definition, into: &arguments, from: &stream)
        case .optional:
            break
        }
    }

    private func name(
        for pattern: ArgumentPattern, _ definition: CommandDefinition, from stream: inout TokenStream
    ) throws(Diagnostic) -> String {
        let token = try stream.advance()
        guard let name = token.identifier else { throw unexpected(token, for: pattern, definition) }
        return name
    }

    private func unexpected(
        _ token: Token, for pattern: ArgumentPattern, _ definition: CommandDefinition
    ) -> Diagnostic {
        Diagnostic(
            .syntax, at: token.range, message: "unexpected \(token.quoted)", expected: pattern.expectation,
            suggestion: "usage: \(definition.synopsis)")
    }

    private func strength(from stream: inout TokenStream) throws(Diagnostic) -> (StrengthSpec, SourceRange) {
        let token = try stream.peek()
        if let word = token.identifier {
            try stream.advance()
            guard let strength = StrengthSpec(name: word) else {
                throw Diagnostic(
                    .syntax, at: token.range, message: "unknown strength '\(word)'",
                    expected: "required, strong, medium, weak or a priority 1–1000",
                    suggestion: Suggestion.didYouMean(word, in: StrengthSpec.names))
            }
            return (strength, token.range)
        }
        let formula = try stream.formula()
        let value = try formula.constantValue()
        guard value >= 1 && value <= 1000 else {
            throw Diagnostic(
                .syntax, at: formula.range, message: "priority \(NumberStyle.compact(value)) is out of range",
                expected: "a priority from 1 to 1000",
                suggestion: "1000 is required; UIKit's defaultHigh is 750")
        }
        return (value == 1000 ? .required : .priority(value), formula.range)
    }
}
