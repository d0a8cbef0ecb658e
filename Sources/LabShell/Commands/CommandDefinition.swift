import Synchronization

/// One command of the language: its syntax, its documentation and what it does. The parser, `help`,
/// TAB completion and docs/Commands.md are all generated from these definitions.
public struct CommandDefinition: Sendable {
    /// What a command does with its parsed arguments; errors it throws are reported, not fatal.
    public typealias Handler = @Sendable (Arguments, Session) throws -> Void

    /// The full name, e.g. `set` or `solver add` (a group word and a subcommand).
    public var name: String
    /// Other names that run the same command (`exit` for `quit`).
    public var aliases: [String]
    /// The argument syntax, in order.
    public var arguments: [ArgumentPattern] {
        didSet { reservedWordsCache = ReservedWordsCache() }
    }
    /// One line for the command list.
    public var summary: String
    /// Paragraphs for `help NAME`.
    public var details: String
    /// Scripts that show the command; each runs without error in a fresh session (tested).
    public var examples: [String]
    public var handler: Handler

    public init(
        _ name: String, aliases: [String] = [], arguments: [ArgumentPattern] = [], summary: String,
        details: String = "", examples: [String], handler: @escaping Handler
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.examples = examples
        self.handler = handler
    }

    /// The usage line: `solver add [LABEL:] EXPR (==|<=|>=) EXPR [STRENGTH]`.
    public var synopsis: String {
        ([name] + arguments.map(\.synopsis)).joined(separator: " ")
    }

    /// The words of the name: `["solver", "add"]`.
    var words: [String] { name.split(separator: " ").map(String.init) }

    /// The keywords, flags and choice words of the arguments: they end a name or an
    /// expression instead of being read as one. Computed at a command's first use and kept:
    /// every line of it reads them, and start-up makes every definition.
    var reservedWords: Set<String> {
        let arguments = self.arguments
        return reservedWordsCache.value {
            arguments.reduce(into: Set<String>()) { $0.formUnion($1.reservedWords) }
        }
    }

    private var reservedWordsCache = ReservedWordsCache()
}

/// A value computed once, on first use, shared by the copies of a definition (the command
/// table is read from every thread that runs a session).
private final class ReservedWordsCache: Sendable {
    private let storage = Mutex<Set<String>?>(nil)

    func value(_ make: () -> Set<String>) -> Set<String> {
        storage.withLock { cached in
            if let cached { return cached }
            let made = make()
            cached = made
            return made
        }
    }
}

/// A set of commands for one area of the lab, with the settings and quantities it adds.
/// Each area lives in its own `Commands+Area.swift` file.
public struct CommandGroup: Sendable {
    public var name: String
    public var summary: String
    public var commands: [CommandDefinition]
    public var settings: [SettingDefinition]
    public var quantities: [QuantityProvider]
    /// Names whose value is a rect, a point or insets (`input.frame`, `root.bounds`).
    public var values: [ValueProvider]
    /// Names that stand for lab objects on their own (views, constraints), for expressions.
    public var objectNames: [@Sendable (Session) -> [String]]
    /// Properties an assignment can set (`bottom.constant = …`, `input.frame.origin.y += …`).
    public var assignables: [AssignableProvider]

    public init(
        name: String, summary: String, commands: [CommandDefinition],
        settings: [SettingDefinition] = [], quantities: [QuantityProvider] = [],
        values: [ValueProvider] = [], objectNames: [@Sendable (Session) -> [String]] = [],
        assignables: [AssignableProvider] = []
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.settings = settings
        self.quantities = quantities
        self.values = values
        self.objectNames = objectNames
        self.assignables = assignables
    }
}
