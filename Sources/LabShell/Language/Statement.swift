/// The statements of the language, parsed once and run as often as needed (a handler's body
/// runs on every notification). A class: a statement is made once and only read, and it is
/// passed along (into its chunk, to the interpreter, to `save`) more often than anything else
/// a line makes.
public final class Statement {
    public enum Kind {
        /// A command with its arguments (blocks inside).
        case command(Invocation)
        /// `TARGET = EXPR`, `TARGET += EXPR`, `TARGET -= EXPR`.
        case assign(target: String, targetRange: SourceRange, op: AssignmentOperator, value: Expr)
        /// `if COND do … [else if COND do …] [else …] end`.
        case conditional(Conditional)
    }

    public let kind: Kind
    /// Where the statement starts (its first token) on its first line.
    public let range: SourceRange
    /// The text it came from, for diagnostics and `save`.
    public let unit: SourceUnit
    /// Its UTF-8 bytes in its first line (for `save`, of a statement on one line).
    let bytes: Range<Int>
    /// Whether `save` keeps it (not `save`, `help`, `quit`, …): told once, when it is made,
    /// not by copying its command out of it after every line.
    let isSaved: Bool

    init(kind: Kind, range: SourceRange, unit: SourceUnit, bytes: Range<Int>) {
        self.kind = kind
        self.range = range
        self.unit = unit
        self.bytes = bytes
        if case .command(let invocation) = kind {
            isSaved = invocation.definition.isSaved
        } else {
            isSaved = true
        }
    }
}

/// `=`, `+=`, `-=`.
public enum AssignmentOperator: String, Sendable {
    case set = "="
    case add = "+="
    case subtract = "-="
}

/// A command resolved against the table: which command, with which typed arguments.
public struct Invocation {
    public var definition: CommandDefinition
    public var arguments: Arguments
}

/// The statements of a `do … end` block. A reference type: a multi-line block is filled in as
/// its lines arrive, after the statement holding it was parsed.
public final class Block {
    public internal(set) var statements: [Statement] = []
    /// Where `do` was.
    public let range: SourceRange
    public let unit: SourceUnit
    /// False while its lines are still being read.
    public internal(set) var isClosed = false

    init(range: SourceRange, unit: SourceUnit) {
        self.range = range
        self.unit = unit
    }
}

/// An `if` with its branches; `condition == nil` is the `else` branch.
public final class Conditional {
    public internal(set) var branches: [(condition: Expr?, body: Block)] = []
}

/// Source text statements came from: a file, the terminal, a help example. Diagnostics that
/// happen when a statement runs (a handler, much later) show its own line from here. While it
/// lives it counts its lines and the tokens and statements parsed from them in the session's
/// `HeldSource`: a handler or a technique keeps its unit, and with it all of that.
public final class SourceUnit {
    public let name: String
    /// The first line, and the others (most units are one line: a line typed or piped), as
    /// their bytes: text is made from them only for an error's excerpt.
    private var first: (number: Int, line: InputLine)?
    private var lines: [Int: InputLine] = [:]
    /// Where the unit is counted (nil: nowhere, as for a completion's).
    private let held: HeldSource?
    /// What it counts there.
    private(set) var heldBytes = 0

    public convenience init(name: String) {
        self.init(name: name, held: nil)
    }

    init(name: String, held: HeldSource?) {
        self.name = name
        self.held = held
    }

    deinit { held?.count(-heldBytes) }

    private func count(_ change: Int) {
        heldBytes += change
        held?.count(change)
    }

    func add(_ input: InputLine, line: Int) {
        let replaced: InputLine?
        if first == nil || first?.number == line {
            replaced = first?.line
            first = (line, input)
        } else {
            replaced = lines.updateValue(input, forKey: line)
        }
        count(HeldSource.textCopies * (input.count - (replaced?.count ?? 0)))
    }

    /// Counts what a line was parsed into.
    func countParsed(tokens: Int, statements: Int) {
        count(tokens * HeldSource.tokenBytes + statements * HeldSource.statementBytes)
    }

    /// Forgets every line (the unit is used again for other lines of its source).
    func removeAll() {
        count(-heldBytes)
        first = nil
        if !lines.isEmpty { lines.removeAll(keepingCapacity: true) }
    }

    /// Line `number` as read, if kept.
    func input(_ number: Int) -> InputLine? {
        if let first, first.number == number { return first.line }
        return lines[number]
    }

    /// The text of line `number`, if kept.
    public func line(_ number: Int) -> String? { input(number)?.text }
}
