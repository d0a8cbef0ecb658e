/// `help`, generated from the command table.
extension Session {
    /// The width help text is wrapped to now: the terminal's, less a margin (78 on the 80 columns
    /// assumed when the terminal is unknown).
    var helpWidth: Int { CommandHelp.width(forTerminal: terminal.width) }

    /// Prints the command list, one command's help, or one group's commands.
    func printHelp(_ topic: [String], at range: SourceRange) throws(Diagnostic) {
        let width = helpWidth
        if topic.isEmpty {
            for line in CommandHelp.overview(table, width: width) { print(line) }
            return
        }
        let name = topic.joined(separator: " ")
        // Every heading `help` prints is a topic: spelled as printed (`help Layout`) it is the
        // group even where a command has the same name (`layout`, `keyboard`).
        let group = table.groups.first { $0.name.lowercased() == name.lowercased() }
        func printGroup(_ group: CommandGroup) {
            for line in CommandHelp.wrap("\(group.name): \(group.summary)", width: width) { print(line) }
            for line in CommandHelp.list(group.commands, width: width) { print(line) }
        }
        if let group, group.name == name {
            printGroup(group)
        } else if let definition = table.command(named: name) {
            for line in CommandHelp.page(definition, width: width) { print(line) }
            if let group {
                print("")
                print("'help \(group.name)' lists the \(group.name) group's commands.")
            }
        } else if topic.count == 1, table.isGroupWord(name) {
            if let group {
                for line in CommandHelp.wrap("\(group.name): \(group.summary)", width: width) { print(line) }
            }
            let commands = table.commands.filter { $0.words[0] == name }
            for line in CommandHelp.list(commands, width: width) { print(line) }
        } else if let group {
            printGroup(group)
        } else if let page = HelpTopic.named(name) {
            for line in CommandHelp.page(page, width: width) { print(line) }
        } else {
            let names =
                table.commands.map(\.name) + table.commands.flatMap(\.aliases)
                + table.groups.map { $0.name.lowercased() } + HelpTopic.all.map(\.name)
            throw Diagnostic(
                .runtime, at: range, message: "no help for '\(name)'", expected: "a command name",
                suggestion: Suggestion.didYouMean(name, in: names) ?? "type 'help' to list the commands")
        }
    }
}

/// The text of `help`, shared by the shell and the generated docs. Prose (summaries, details)
/// is wrapped to a width at word boundaries, a `code span` kept on one line; a usage line is
/// broken only between argument patterns; examples are code and never wrapped.
public enum CommandHelp {
    /// The width help text is wrapped to by default (it fits an 80-column terminal).
    public static let width = 78

    /// The width for a terminal of `columns`: two columns of margin, so that a full line does not
    /// make the terminal wrap.
    public static func width(forTerminal columns: Int) -> Int { max(columns - 2, 18) }

    /// Every group with its commands.
    public static func overview(_ table: CommandTable, width: Int = width) -> [String] {
        var lines: [String] = []
        for group in table.groups where !group.commands.isEmpty {
            lines += wrap("\(group.name): \(group.summary)", width: width)
            lines += list(group.commands, width: width)
            lines.append("")
        }
        lines += wrap(
            "Language: " + HelpTopic.all.map { "help \($0.name)" }.joined(separator: ", "), width: width)
        lines += wrap(
            "Type 'help NAME' for a command's syntax and example, e.g. 'help solver add'.", width: width)
        return lines
    }

    /// One entry per command: its name, then its summary wrapped under itself.
    static func list(_ commands: [CommandDefinition], width: Int = width) -> [String] {
        let nameWidth = commands.map(\.name.count).max() ?? 0
        let indent = nameWidth + 4
        // On a narrow terminal the summary goes under the name rather than into a sliver.
        let hanging = width - indent >= 24
        return commands.flatMap { command -> [String] in
            let name = "  " + command.name
            guard hanging else {
                return [name] + wrap(command.summary, width: width - 4).map { "    " + $0 }
            }
            let pad = String(repeating: " ", count: indent)
            let summary = wrap(command.summary, width: width - indent)
            return summary.enumerated().map { index, line in
                index == 0
                    ? name + String(repeating: " ", count: indent - name.count) + line : pad + line
            }
        }
    }

    /// A command's synopsis, summary, details and examples.
    public static func page(_ command: CommandDefinition, width: Int = width) -> [String] {
        var lines = usage(command, width: width)
        if !command.aliases.isEmpty { lines.append("also: \(command.aliases.joined(separator: ", "))") }
        lines += [""] + wrap(command.summary, width: width)
        if !command.details.isEmpty { lines += [""] + wrap(command.details, width: width) }
        for example in command.examples {
            lines += ["", "example:"] + Session.lines(of: example).map { "  " + $0 }
        }
        return lines
    }

    /// How far a usage line's continuation lines are indented.
    static let usageIndent = "    "

    /// `usage: NAME ARGUMENTS` in lines of at most `width` characters, broken between argument
    /// patterns (inside a long one, between its own parts: clauses, alternatives), never inside
    /// a word or between a keyword and its value; continuation lines indented. (`animate`'s one
    /// line was 758 characters.)
    static func usage(_ command: CommandDefinition, width: Int = width) -> [String] {
        var lines: [String] = []
        var current = "usage: " + command.name
        let room = width - usageIndent.count
        for piece in command.arguments.flatMap({ $0.usagePieces(room: room) }) {
            if current.count + piece.glue.count + piece.text.count <= width || current == usageIndent {
                current += (current == usageIndent ? "" : piece.glue) + piece.text
            } else {
                lines.append(current)
                current = usageIndent + piece.text
            }
        }
        lines.append(current)
        return lines
    }

    /// The most lines of usage an error's `help:` shows; a longer usage (`animator`'s takes 21)
    /// shows its start and points at `help NAME`, so that the error stays in sight.
    static let errorUsageLines = 6

    /// The usage under an error (`help: usage: …`), as one suggestion whose lines are joined by
    /// line feeds: wrapped as `help NAME` wraps it, at the help width less the `help: ` the
    /// renderer puts before it (an error's usage line was never wrapped: 1157 characters for
    /// `animator`).
    static func errorUsage(_ command: CommandDefinition, width: Int = width) -> String {
        let lines = usage(command, width: width - DiagnosticRenderer.helpIndent)
        guard lines.count > errorUsageLines else { return lines.joined(separator: "\n") }
        return
            (lines.prefix(errorUsageLines - 1) + [
                usageIndent + "… (type 'help \(command.name)' for the rest)"
            ])
            .joined(separator: "\n")
    }

    /// A language topic's page.
    public static func page(_ topic: HelpTopic, width: Int = width) -> [String] {
        var lines = wrap("\(topic.name): \(topic.summary)", width: width) + [""]
        lines += wrap(topic.details, width: width)
        for example in topic.examples {
            lines += ["", "example:"] + Session.lines(of: example).map { "  " + $0 }
        }
        return lines
    }

    /// The words of `text` refilled into lines of at most `width` characters; blank lines stay.
    /// A `code span` is one word (its backticks dropped for the terminal) unless it is longer than
    /// a line; a word longer than a line stands on a line of its own.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += packed(words(of: paragraph, width: width), width: width)
        }
        return lines
    }

    /// The words (or phrases kept whole), space-separated, in lines of at most `width`
    /// characters; one longer than a line stands on its own.
    static func packed(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if !current.isEmpty && current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(current)
        return lines
    }

    /// The words of a line of prose: spaces separate them, except inside a code span, which is
    /// split at its spaces only when it is longer than a line.
    static func words(of paragraph: Substring, width: Int) -> [String] {
        var words: [String] = []
        var word = ""
        var inCode = false
        func finish() {
            guard !word.isEmpty else { return }
            let parts = word.count > width ? word.split(separator: " ").map(String.init) : [word]
            for part in parts { words += broken(part, width: width) }
            word = ""
        }
        for character in paragraph {
            if character == "`" {
                inCode.toggle()
            } else if character == " " && !inCode {
                finish()
            } else {
                word.append(character)
            }
        }
        finish()
        return words
    }

    /// A word longer than a line in pieces that fit, each broken after punctuation where it can
    /// be (`UIView.animate(withDuration:` / `delay:options:…`), else at the width.
    static func broken(_ word: String, width: Int) -> [String] {
        var rest = Substring(word)
        var pieces: [String] = []
        while rest.count > width {
            let line = rest.prefix(width)
            let cut = line.lastIndex { ":(,/.-".contains($0) }.map { line.index(after: $0) }
            let end = cut.flatMap { $0 > line.startIndex ? $0 : nil } ?? line.endIndex
            pieces.append(String(rest[..<end]))
            rest = rest[end...]
        }
        pieces.append(String(rest))
        return pieces
    }
}
