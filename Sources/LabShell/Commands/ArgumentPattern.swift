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
}

/// One element of a command's argument syntax. The parser, the synopsis in `help` and TAB
/// completion are all derived from a command's list of patterns.
public indirect enum ArgumentPattern: Sendable {
    /// One name (an identifier).
    case name(String, CompletionHint)
    /// One or more names.
    case names(String, CompletionHint)
    /// A number, written as a constant formula (`-5`, `(10 + 2) / 4`).
    case number(String)
    /// One word, number or quoted string, kept as text.
    case value(String, CompletionHint)
    /// The rest of the line as raw text (a quoted string is unquoted).
    case text(String)
    /// `FORMULA (==|<=|>=) FORMULA`.
    case comparison(String)
    /// A label, `NAME:`; only meaningful inside `.optional`.
    case label(String)
    /// `required`, `strong`, `medium`, `weak` or an Auto Layout priority 1–1000.
    case strength(String)
    /// A literal keyword followed by another pattern, e.g. `within TOLERANCE`.
    case keyword(String, ArgumentPattern)
    /// The pattern may be left out.
    case optional(ArgumentPattern)

    /// The placeholder shown in the synopsis.
    public var synopsis: String {
        switch self {
        case .name(let n, _), .value(let n, _), .number(let n), .strength(let n): return n.uppercased()
        case .names(let n, _): return "\(n.uppercased())..."
        // A text whose name already spells its shape (`x y width height`) needs no "...".
        case .text(let n): return n.contains(" ") ? n.uppercased() : "\(n.uppercased())..."
        case .comparison: return "EXPR (==|<=|>=) EXPR"
        case .label(let n): return "\(n.uppercased()):"
        case .keyword(let word, let inner): return "\(word) \(inner.synopsis)"
        case .optional(let inner): return "[\(inner.synopsis)]"
        }
    }

    /// The key under which the parsed value is stored.
    var key: String {
        switch self {
        case .name(let n, _), .names(let n, _), .number(let n), .value(let n, _), .text(let n),
            .comparison(let n), .label(let n), .strength(let n):
            return n
        case .keyword(_, let inner), .optional(let inner): return inner.key
        }
    }

    /// What completes at this pattern's first word.
    var completion: CompletionHint {
        switch self {
        case .name(_, let hint), .names(_, let hint), .value(_, let hint): return hint
        case .strength: return .choices(StrengthSpec.names)
        case .keyword(let word, _): return .choices([word])
        case .optional(let inner): return inner.completion
        case .number, .text, .comparison, .label: return .none
        }
    }

    /// What the user should type here, for "expected …" messages.
    var expectation: String {
        switch self {
        case .name(let n, _): return "a \(n) name"
        case .names(let n, _): return "one or more \(n) names"
        case .number(let n): return "a number (\(n))"
        case .value(let n, _): return "a \(n)"
        case .text(let n): return "\(n)"
        case .comparison: return "a comparison such as 'x + 10 <= y'"
        case .label(let n): return "a \(n) followed by ':'"
        case .strength: return "a strength (required, strong, medium, weak) or a priority 1–1000"
        case .keyword(let word, _): return "'\(word)'"
        case .optional(let inner): return inner.expectation
        }
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
