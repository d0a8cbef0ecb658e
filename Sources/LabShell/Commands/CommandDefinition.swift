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
    public var arguments: [ArgumentPattern]
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
}

/// A set of commands for one area of the lab, with the settings and quantities it adds.
/// Each area lives in its own `Commands+Area.swift` file.
public struct CommandGroup: Sendable {
    public var name: String
    public var summary: String
    public var commands: [CommandDefinition]
    public var settings: [SettingDefinition]
    public var quantities: [QuantityProvider]

    public init(
        name: String, summary: String, commands: [CommandDefinition],
        settings: [SettingDefinition] = [], quantities: [QuantityProvider] = []
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.settings = settings
        self.quantities = quantities
    }
}
