/// `help`, generated from the command table.
extension Session {
    /// Prints the command list, one command's help, or one group's commands.
    func printHelp(_ topic: [String], at range: SourceRange) throws(Diagnostic) {
        if topic.isEmpty {
            for line in CommandHelp.overview(table) { print(line) }
            return
        }
        let name = topic.joined(separator: " ")
        // Every heading `help` prints is a topic: spelled as printed (`help Layout`) it is the
        // group even where a command has the same name (`layout`, `keyboard`).
        let group = table.groups.first { $0.name.lowercased() == name.lowercased() }
        func printGroup(_ group: CommandGroup) {
            print("\(group.name): \(group.summary)")
            for line in CommandHelp.list(group.commands) { print(line) }
        }
        if let group, group.name == name {
            printGroup(group)
        } else if let definition = table.command(named: name) {
            for line in CommandHelp.page(definition) { print(line) }
            if let group {
                print("")
                print("'help \(group.name)' lists the \(group.name) group's commands.")
            }
        } else if topic.count == 1, table.isGroupWord(name) {
            if let group { print("\(group.name): \(group.summary)") }
            for line in CommandHelp.list(table.commands.filter { $0.words[0] == name }) { print(line) }
        } else if let group {
            printGroup(group)
        } else if let page = HelpTopic.named(name) {
            for line in CommandHelp.page(page) { print(line) }
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

/// The text of `help`, shared by the shell and the generated docs.
public enum CommandHelp {
    /// Every group with its commands.
    public static func overview(_ table: CommandTable) -> [String] {
        var lines: [String] = []
        for group in table.groups where !group.commands.isEmpty {
            lines.append("\(group.name): \(group.summary)")
            lines += list(group.commands)
            lines.append("")
        }
        lines.append("Language: " + HelpTopic.all.map { "help \($0.name)" }.joined(separator: ", "))
        lines.append("Type 'help NAME' for a command's syntax and example, e.g. 'help solver add'.")
        return lines
    }

    /// One line per command: name and summary.
    static func list(_ commands: [CommandDefinition]) -> [String] {
        let width = commands.map(\.name.count).max() ?? 0
        return commands.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count + 2)
                + command.summary
        }
    }

    /// A command's synopsis, summary, details and examples.
    public static func page(_ command: CommandDefinition) -> [String] {
        var lines = ["usage: \(command.synopsis)"]
        if !command.aliases.isEmpty { lines.append("also: \(command.aliases.joined(separator: ", "))") }
        lines += ["", command.summary]
        if !command.details.isEmpty { lines += [""] + wrap(plain(command.details), width: width) }
        for example in command.examples {
            lines += ["", "example:"] + Session.lines(of: example).map { "  " + $0 }
        }
        return lines
    }

    /// The width help text is wrapped to (it fits an 80-column terminal).
    public static let width = 78

    /// A language topic's page.
    public static func page(_ topic: HelpTopic) -> [String] {
        var lines = ["\(topic.name): \(topic.summary)", ""] + wrap(plain(topic.details), width: width)
        for example in topic.examples {
            lines += ["", "example:"] + Session.lines(of: example).map { "  " + $0 }
        }
        return lines
    }

    /// Words of `text` refilled into lines of at most `width` characters; blank lines stay.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    lines.append(current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            lines.append(current)
        }
        return lines
    }

    /// Markdown's backticks dropped for the terminal.
    static func plain(_ text: String) -> String {
        text.filter { $0 != "`" }
    }
}
