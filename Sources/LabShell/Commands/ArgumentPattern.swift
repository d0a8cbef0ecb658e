/// What TAB completes at an argument's position.
public enum CompletionHint: Sendable {
    case none
    /// Command names (and subcommands after a group name).
    case commands
    /// A fixed list of words.
    case choices([String])
    /// Words computed from the session and the argument words typed before this one
    /// (variable names, setting names, a setting's values…).
    case dynamic(@Sendable (Session, [String]) -> [String])
    /// File names (relative to the session's directory).
    case files
}

/// One element of a command's argument syntax. The parser, the synopsis in `help`, TAB
/// completion and docs/Commands.md are all derived from a command's list of patterns: no
/// command reads raw text and parses it again by hand.
public indirect enum ArgumentPattern: Sendable {
    /// One name (an identifier), taken as typed.
    case name(String, CompletionHint)
    /// The name of a lab object: a view, a constraint, an observer. Inside a technique, a
    /// variable holding an object name (`view`, `constraint`) stands for that name.
    case object(String, CompletionHint)
    /// One or more names, separated by spaces or commas.
    case names(String, CompletionHint)
    /// An expression that evaluates to a finite number (`-5`, `note.frameEnd.height - 34`).
    case number(String)
    /// An expression that evaluates to a whole number 0…2⁵³ (`7`, `0x70000`, `note.curve << 16`).
    case integer(String)
    /// An expression of any value (a rect, a point, a string…).
    case expression(String)
    /// An expression that evaluates to a condition (`note.isLocal and h > 0`).
    case condition(String)
    /// A probe: a name or a call of one name (`box.maxY`, `gap(box)`), kept as written for the
    /// engine to sample every frame.
    case probe(String)
    /// One word, number or quoted string, kept as text.
    case value(String, CompletionHint)
    /// A file name: a quoted string, or the characters up to the next space.
    case path(String)
    /// The rest of the statement as raw text, up to `;` or `#` (a lone quoted string is unquoted).
    case text(String)
    /// `EXPR (==|<=|>=|<|>|!=) EXPR`, kept unevaluated for the command (constraints, `expect`).
    case comparison(String)
    /// A label, `NAME:`; only meaningful inside `.optional`.
    case label(String)
    /// `required`, `strong`, `medium`, `weak` or an Auto Layout priority 1–1000.
    case strength(String)
    /// One of a fixed list of words.
    case choice(String, [String])
    /// A word on its own (`detail`, `animated`); present or not.
    case flag(String)
    /// A literal keyword followed by another pattern, e.g. `within TOLERANCE`.
    case keyword(String, ArgumentPattern)
    /// A punctuation mark followed by another pattern, e.g. `@ PRIORITY`.
    case punctuated(Punctuation, ArgumentPattern)
    /// The pattern may be left out.
    case optional(ArgumentPattern)
    /// Several patterns in a row.
    case sequence([ArgumentPattern])
    /// The first alternative that can start here.
    case oneOf([ArgumentPattern])
    /// Keyword clauses in any order, each at most once (`delay D`, `options …`, `curve C`).
    case clauses([ArgumentPattern])
    /// One or more items, with a separator between them or none (items side by side). With
    /// `|`, an option set's: items OR-ed together, written side by side or with `|` between
    /// them as Swift writes an option set's members (`curve-ease-in | repeat`).
    case list(String, ArgumentPattern, separator: Punctuation?)
    /// A command from a set, with its own arguments (a scenario inside `compare … on …`).
    case statement(String, StatementSet)
    /// `do` and the statements of a block: to the end of the line, or on the following lines
    /// up to `end` when `do` ends the line.
    case block(String)
    /// Another pattern shown in the synopsis under a name of its own (`PRIORITY`).
    case named(String, ArgumentPattern)

    /// The placeholder shown in the synopsis.
    public var synopsis: String {
        switch self {
        case .name(let n, _), .object(let n, _), .value(let n, _), .number(let n), .integer(let n),
            .expression(let n), .condition(let n), .strength(let n), .path(let n), .probe(let n):
            return n.uppercased()
        case .names(let n, _): return "\(n.uppercased())..."
        // A text whose name already spells its shape needs no "...".
        case .text(let n): return n.contains(" ") ? n.uppercased() : "\(n.uppercased())..."
        case .comparison: return "EXPR (==|<=|>=|<|>|!=) EXPR"
        case .label(let n): return "\(n.uppercased()):"
        case .choice(_, let words): return words.joined(separator: "|")
        case .flag(let word): return word
        case .keyword(let word, let inner): return "\(word) \(inner.synopsis)"
        case .punctuated(let p, let inner):
            return p == .at ? "@\(inner.synopsis)" : "\(p.rawValue) \(inner.synopsis)"
        case .optional(let inner): return "[\(inner.synopsis)]"
        case .sequence(let items): return items.map(\.synopsis).joined(separator: " ")
        case .oneOf(let items):
            let text = items.map(\.synopsis).joined(separator: " | ")
            return items.count > 1 ? "(\(text))" : text
        case .clauses(let items): return items.map { "[\($0.synopsis)]" }.joined(separator: " ")
        case .list(_, let item, let separator):
            let single = item.synopsis
            return separator.map { $0 == .bar ? "\(single)[|…]" : "\(single)\($0.rawValue) …" }
                ?? "\(single)…"
        case .statement(let n, _): return n.uppercased()
        case .block: return "do …"
        case .named(let name, _): return name
        }
    }

    /// The key under which the parsed value is stored (empty for pure structure).
    public var key: String {
        switch self {
        case .name(let n, _), .object(let n, _), .names(let n, _), .number(let n), .integer(let n),
            .expression(let n), .probe(let n),
            .condition(let n), .value(let n, _), .path(let n), .text(let n), .comparison(let n),
            .label(let n),
            .strength(let n), .choice(let n, _), .flag(let n), .list(let n, _, _), .statement(let n, _),
            .block(let n):
            return n
        case .keyword(_, let inner), .punctuated(_, let inner), .optional(let inner), .named(_, let inner):
            return inner.key
        case .sequence(let items), .oneOf(let items), .clauses(let items): return items.first?.key ?? ""
        }
    }

    /// Every keyword and flag word in the pattern (not inside nested statements): they end an
    /// expression or a name instead of being read as one.
    var reservedWords: Set<String> {
        switch self {
        case .flag(let word): return [word]
        case .keyword(let word, let inner): return inner.reservedWords.union([word])
        case .punctuated(_, let inner), .optional(let inner), .list(_, let inner, _), .named(_, let inner):
            return inner.reservedWords
        case .sequence(let items), .oneOf(let items), .clauses(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion($1.reservedWords) }
        case .choice(_, let words): return Set(words.filter { $0.first?.isLetter == true })
        case .block: return ["do"]
        default: return []
        }
    }

    /// True for patterns whose value is an expression (so `10 -20` separates two of them).
    var isNumeric: Bool {
        switch self {
        case .number, .integer, .expression: return true
        case .optional(let inner), .list(_, let inner, nil), .list(_, let inner, .bar), .named(_, let inner):
            return inner.isNumeric
        case .sequence(let items): return items.first?.isNumeric ?? false
        case .oneOf(let items): return items.contains { $0.isNumeric }
        default: return false
        }
    }

    /// What the user should type here, for "expected …" messages.
    var expectation: String {
        switch self {
        case .name(let n, _), .object(let n, _): return n == "name" ? "a name" : "a \(n) name"
        case .names(let n, _):
            // The key may be plural already (`techniques`): "one or more technique names".
            return "one or more \(n.hasSuffix("s") ? String(n.dropLast()) : n) names"
        case .number(let n): return "a number (\(n))"
        case .integer(let n): return "a whole number (\(n))"
        case .expression(let n): return "a value (\(n))"
        case .condition(let n): return "a condition (\(n))"
        case .probe: return "a probe such as box.maxY, keyboard.minY, gap(box) or t"
        case .value(let n, _): return "a \(n)"
        case .path(let n): return "a \(n) name"
        case .text(let n): return "\(n)"
        case .comparison: return "a comparison such as 'x + 10 <= y'"
        case .label(let n): return "a \(n) followed by ':'"
        case .strength: return "a strength (required, strong, medium, weak) or a priority 1–1000"
        case .choice(_, let words):
            return words.count == 1 ? "'\(words[0])'" : "one of " + words.joined(separator: ", ")
        case .flag(let word), .keyword(let word, _): return "'\(word)'"
        case .punctuated(let p, _): return "'\(p.rawValue)'"
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner): return inner.expectation
        case .sequence(let items): return items.first?.expectation ?? "nothing"
        case .oneOf(let items), .clauses(let items): return items.map(\.expectation).joined(separator: " or ")
        case .statement(let n, let set): return "a \(n): " + set.names.joined(separator: ", ")
        case .block: return "'do' and the commands of the block"
        }
    }
}

/// A set of commands a `.statement` argument accepts (the scenarios `compare` plays).
public struct StatementSet: Sendable {
    public var names: [String]

    public init(names: [String]) {
        self.names = names
    }
}

/// A strength as typed, before it becomes a solver strength.
public enum StrengthSpec: Sendable, Hashable, CustomStringConvertible {
    case required
    case strong
    case medium
    case weak
    /// An Auto Layout priority, 1–1000 (1000 is required).
    case priority(Double)

    /// The strength names, strongest first.
    public static let names = ["required", "strong", "medium", "weak"]

    init?(name: String) {
        switch name.lowercased() {
        case "required": self = .required
        case "strong": self = .strong
        case "medium": self = .medium
        case "weak": self = .weak
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        case .priority(let p): return NumberStyle.compact(p)
        }
    }
}
