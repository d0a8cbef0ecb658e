import Synchronization

/// The one table of commands: every group, in the order `help` lists them. A class: every
/// line's parser holds the table, which is not copied for it.
public final class CommandTable: Sendable {
    public let groups: [CommandGroup]
    /// Every command, in table order.
    public let commands: [CommandDefinition]

    /// The lab's commands. A new area adds its group here and nowhere else.
    public static let standard = CommandTable(groups: [
        .core, .language, .swift, .solver, .layout, .animation, .keyboard, .pictures, .screens, .recordings,
    ])

    /// Words that can start a line, computed once.
    public let firstWords: [String]
    private let byName: [String: Int]
    /// What a line's first word is: a command of one word, a group word, or both; one lookup
    /// for every line (two hashes before).
    private let byFirstWord: WordTable<FirstWord>
    private struct FirstWord: Sendable {
        var command: Int?
        var isGroup: Bool
    }
    private let subcommandWords: [String: [String]]
    /// The first words and statement words, prepared for "did you mean" at the first unknown
    /// command and kept (an unknown command would otherwise lower and split every candidate
    /// again; preparing them at start-up was a sixth of it). Locked: sessions on other
    /// threads share the table.
    private let firstWordIndex = Mutex<Suggestion.Index?>(nil)
    /// The length of the longest first word.
    let longestFirstWord: Int

    public init(groups: [CommandGroup]) {
        self.groups = groups
        let commands = groups.flatMap(\.commands)
        // Sized once: growing them rehashed every name again at start-up.
        var seen = Set<String>(minimumCapacity: 2 * commands.count)
        var first: [String] = []
        first.reserveCapacity(commands.count)
        var byName = [String: Int](minimumCapacity: 2 * commands.count)
        var subcommands: [String: [String]] = [:]
        for (index, command) in commands.enumerated() {
            let words = command.words  // split once: start-up builds every command
            for word in words.prefix(1) + command.aliases where seen.insert(word).inserted {
                first.append(word)
            }
            for name in [command.name] + command.aliases where byName[name] == nil { byName[name] = index }
            if words.count == 2 {
                subcommands[words[0], default: []].append(words[1])
            }
        }
        self.byFirstWord = WordTable(
            first.map { ($0, FirstWord(command: byName[$0], isGroup: subcommands[$0] != nil)) })
        self.commands = commands
        self.firstWords = first
        self.byName = byName
        self.subcommandWords = subcommands
        self.longestFirstWord = first.map(\.count).max() ?? 0
    }

    /// Every setting, in table order.
    public var settings: [SettingDefinition] { groups.flatMap(\.settings) }

    /// Every quantity provider, in table order.
    public var quantities: [QuantityProvider] { groups.flatMap(\.quantities) }

    /// Every value provider, in table order.
    public var values: [ValueProvider] { groups.flatMap(\.values) }

    /// Every object-name source, in table order.
    public var objectNames: [@Sendable (Session) -> [String]] { groups.flatMap(\.objectNames) }

    /// Every assignable property, in table order.
    public var assignables: [AssignableProvider] { groups.flatMap(\.assignables) }
    public var unknownObject: [@Sendable (MemberPath, SourceRange, Session) -> Diagnostic?] {
        groups.flatMap(\.unknownObject)
    }

    /// Words a statement can start with besides commands.
    public static let statementWords = ["let", "if", "return"]

    /// "did you mean" for an unknown first word, over the precomputed first words; words far
    /// longer than any command are not compared (a hostile line costs no more than a command).
    public func suggestion(for word: String) -> String? {
        guard Suggestion.characterCount(word) <= longestFirstWord + 3 else { return nil }
        let firstWords = self.firstWords
        return firstWordIndex.withLock { index in
            if index == nil { index = Suggestion.Index(firstWords + Self.statementWords) }
            return index?.nearest(to: word)
        }.map(Suggestion.phrase)
    }

    /// The command with this exact name or alias (`"quit"`, `"solver add"`).
    public func command(named name: String) -> CommandDefinition? {
        byName[name].map { commands[$0] }
    }

    /// The subcommand words of a group word (`solver` → `add`, `remove`, …), in table order.
    public func subcommands(of word: String) -> [String] {
        subcommandWords[word] ?? []
    }

    /// The one-word command `word` names, and whether it also starts multi-word commands; nil
    /// when it is no command's first word.
    func firstWord(_ word: String) -> (command: CommandDefinition?, isGroup: Bool)? {
        guard let entry = byFirstWord[word] else { return nil }
        return (entry.command.map { commands[$0] }, entry.isGroup)
    }

    /// Whether `word` starts multi-word commands.
    public func isGroupWord(_ word: String) -> Bool { subcommandWords[word] != nil }
}
