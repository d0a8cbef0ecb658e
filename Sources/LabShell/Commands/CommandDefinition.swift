import Synchronization

/// One command of the language: its syntax, its documentation and what it does. The parser, `help`,
/// TAB completion and docs/Commands.md are all generated from these definitions.
public struct CommandDefinition: Sendable {
    /// What a command does with its parsed arguments; errors it throws are reported, not fatal.
    public typealias Handler = @Sendable (Arguments, Session) throws -> Void

    /// The full name, e.g. `set` or `solver add` (a group word and a subcommand).
    public var name: String {
        get { storage.fields.name }
        set {
            change {
                $0.name = newValue
                $0.isSaved = Self.saves(newValue)
            }
        }
    }
    /// Whether `save` keeps a statement of this command (see `unsavedNames`); told once, from
    /// the name, not by comparing names for every line run.
    var isSaved: Bool { storage.fields.isSaved }

    /// Commands `save` leaves out: they ask about the session rather than build it.
    static let unsavedNames = ["save", "help", "quit", "reset", "tour"]

    /// Whether `save` keeps a command of this name.
    private static func saves(_ name: String) -> Bool { !unsavedNames.contains(name) }
    /// Other names that run the same command (`exit` for `quit`).
    public var aliases: [String] {
        get { storage.fields.aliases }
        set { change { $0.aliases = newValue } }
    }
    /// The argument syntax, in order.
    public var arguments: [ArgumentPattern] {
        get { storage.fields.arguments }
        set {
            change { $0.arguments = newValue }  // a new storage: its words derive afresh
        }
    }
    /// One line for the command list.
    public var summary: String {
        get { storage.fields.summary }
        set { change { $0.summary = newValue } }
    }
    /// Paragraphs for `help NAME`.
    public var details: String {
        get { storage.fields.details }
        set { change { $0.details = newValue } }
    }
    /// Scripts that show the command; each runs without error in a fresh session (tested).
    public var examples: [String] {
        get { storage.fields.examples }
        set { change { $0.examples = newValue } }
    }
    public var handler: Handler {
        get { storage.fields.handler }
        set { change { $0.handler = newValue } }
    }

    /// The fields live in one shared object, copied on write: every parsed statement holds its
    /// command.
    private var storage: Storage

    public init(
        _ name: String, aliases: [String] = [], arguments: [ArgumentPattern] = [], summary: String,
        details: String = "", examples: [String], handler: @escaping Handler
    ) {
        storage = Storage(
            Fields(
                name: name, aliases: aliases, arguments: arguments, summary: summary, details: details,
                examples: examples, handler: handler, isSaved: Self.saves(name)))
    }

    /// Changes a field: the definition gets a storage of its own with it (only while the
    /// table is built).
    private mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = storage.fields
        edit(&fields)
        storage = Storage(fields)
    }

    /// The usage line: `solver add [LABEL:] EXPR (==|<=|>=) EXPR [STRENGTH]`.
    public var synopsis: String {
        ([name] + arguments.map(\.synopsis)).joined(separator: " ")
    }

    /// The words of the name: `["solver", "add"]`. Cut at the bytes of spaces (the generic
    /// `split` was a sixth of start-up, which splits every name).
    var words: [String] {
        let name = self.name
        var words: [String] = []
        var start = name.utf8.startIndex
        var index = start
        while index != name.utf8.endIndex {
            if name.utf8[index] == UInt8(ascii: " ") {
                if start != index { words.append(String(name[start..<index])) }
                start = name.utf8.index(after: index)
            }
            index = name.utf8.index(after: index)
        }
        if start != name.utf8.endIndex {
            words.append(start == name.startIndex ? name : String(name[start...]))
        }
        return words
    }

    /// The words a definition's arguments reserve, derived when the definition is made.
    var derivedWords: DerivedWords { storage.derived }

    /// The words, in a box every statement of the command shares.
    final class DerivedWords: Sendable {
        /// The keywords, flags and choice words of the arguments: they end a name or an
        /// expression instead of being read as one.
        let reservedWords: WordSet
        /// `reserved` and the block words: what no name or expression may start with.
        let freeWords: WordSet

        var reserved: Set<String> { reservedWords.words }
        var free: Set<String> { freeWords.words }

        init(reserved: Set<String>, free: Set<String>) {
            reservedWords = WordSet(reserved)
            freeWords = WordSet(free)
        }
    }

    /// The definition's fields as given.
    private struct Fields: Sendable {
        var name: String
        var aliases: [String]
        var arguments: [ArgumentPattern]
        var summary: String
        var details: String
        var examples: [String]
        var handler: Handler
        var isSaved: Bool
    }

    /// Never mutated (a change makes a new storage, its words derived afresh). The words are
    /// derived at the command's first use, not when the table is made: making them for every
    /// command doubled the shell's start-up.
    private final class Storage: Sendable {
        let fields: Fields
        /// The derived words once made; the lock makes the first use safe from any thread that
        /// runs a session.
        private let cache = Mutex<DerivedWords?>(nil)

        init(_ fields: Fields) {
            self.fields = fields
        }

        var derived: DerivedWords {
            cache.withLock { cached in
                if let cached { return cached }
                let reserved = fields.arguments.reduce(into: Set<String>()) { $0.formUnion($1.reservedWords) }
                let made = DerivedWords(reserved: reserved, free: LineParser.structureWords.union(reserved))
                cached = made
                return made
            }
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
    /// The error for a dotted name none of the providers resolved or set whose first part names
    /// no object of the group now, when the group can say more than "unknown name": a
    /// constraint `remove` took away, a constraint's member on a name that is no constraint.
    public var unknownObject: [@Sendable (_ name: MemberPath, _ at: SourceRange, Session) -> Diagnostic?]

    public init(
        name: String, summary: String, commands: [CommandDefinition],
        settings: [SettingDefinition] = [], quantities: [QuantityProvider] = [],
        values: [ValueProvider] = [], objectNames: [@Sendable (Session) -> [String]] = [],
        assignables: [AssignableProvider] = [],
        unknownObject: [@Sendable (_ name: MemberPath, _ at: SourceRange, Session) -> Diagnostic?] = []
    ) {
        self.name = name
        self.summary = summary
        self.commands = commands
        self.settings = settings
        self.quantities = quantities
        self.values = values
        self.objectNames = objectNames
        self.assignables = assignables
        self.unknownObject = unknownObject
    }
}
