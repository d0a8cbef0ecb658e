/// The one table of commands: every group, in the order `help` lists them.
public struct CommandTable: Sendable {
    public var groups: [CommandGroup]

    /// The lab's commands. A new area adds its group here and nowhere else.
    public static let standard = CommandTable(groups: [
        .core, .solver, .layout, .animation, .keyboard, .screens,
    ])

    public init(groups: [CommandGroup]) {
        self.groups = groups
    }

    /// Every command, in table order.
    public var commands: [CommandDefinition] { groups.flatMap(\.commands) }

    /// Every setting, in table order.
    public var settings: [SettingDefinition] { groups.flatMap(\.settings) }

    /// Every quantity provider, in table order.
    public var quantities: [QuantityProvider] { groups.flatMap(\.quantities) }

    /// The words that can start a line: single-word commands, their aliases and group words.
    public var firstWords: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for command in commands {
            for word in [command.words[0]] + command.aliases where seen.insert(word).inserted {
                result.append(word)
            }
        }
        return result
    }

    /// The command with this exact name or alias (`"quit"`, `"solver add"`).
    public func command(named name: String) -> CommandDefinition? {
        commands.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// The subcommand words of a group word (`solver` → `add`, `remove`, …), in table order.
    public func subcommands(of word: String) -> [String] {
        commands.filter { $0.words.count == 2 && $0.words[0] == word }.map { $0.words[1] }
    }

    /// Whether `word` starts multi-word commands.
    public func isGroupWord(_ word: String) -> Bool { !subcommands(of: word).isEmpty }
}
