import Foundation

/// docs/Commands.md, generated from the command table; each example is run in a fresh session so
/// the page shows real output.
public enum CommandReference {
    /// The whole markdown page. `workingDirectory` is where examples resolve relative paths.
    public static func markdown(_ table: CommandTable, workingDirectory: String) -> String {
        var lines = [
            "# kblab command reference",
            "",
            "Generated from the command table in `Sources/LabShell/Commands/` by",
            "`KBLAB_RECORD=1 swift test --filter LabShellTests.CommandReferenceTests`; a test fails when this",
            "file and the table disagree. Every example below runs in the test suite; the output shown is",
            "what it printed.",
            "",
        ]
        for group in table.groups where !group.commands.isEmpty {
            lines += ["## \(group.name)", "", group.summary, ""]
            lines += ["| command | summary |", "|---|---|"]
            lines += group.commands.map { "| [`\($0.name)`](#\(anchor($0.name))) | \($0.summary) |" }
            lines.append("")
            for command in group.commands {
                lines += section(command, table: table, workingDirectory: workingDirectory)
            }
        }
        let settings = table.settings
        if !settings.isEmpty {
            lines += ["## Settings", "", "| setting | values | default | meaning |", "|---|---|---|---|"]
            lines += settings.map {
                "| `\($0.name)` | \($0.accepted) | `\($0.defaultValue)` | \($0.summary) |"
            }
            lines.append("")
        }
        let quantities = table.quantities
        if !quantities.isEmpty {
            lines += ["## Quantities (for `expect`)", ""]
            lines += quantities.map { "- `\($0.prefix).…`: \($0.summary)" }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func section(_ command: CommandDefinition, table: CommandTable, workingDirectory: String)
        -> [String]
    {
        var lines = ["### \(command.name)", "", "```", command.synopsis, "```", "", command.summary]
        if !command.aliases.isEmpty {
            lines += ["", "Also: " + command.aliases.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        if !command.details.isEmpty { lines += ["", command.details] }
        for example in command.examples {
            let sink = CollectingSink()
            let session = Session(table: table, output: sink, workingDirectory: workingDirectory)
            var transcript: [String] = []
            for (index, line) in Session.lines(of: example).enumerated() {
                transcript.append((session.isReadingBlock ? "  ...> " : "kblab> ") + line)
                sink.clear()
                session.feed(line, name: "example", lineNumber: index + 1)
                transcript += sink.transcript
            }
            lines += ["", "Example:", "", "```"] + transcript + ["```"]
        }
        lines.append("")
        return lines
    }

    /// GitHub's heading anchor for a command name.
    static func anchor(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: " ", with: "-")
    }
}
