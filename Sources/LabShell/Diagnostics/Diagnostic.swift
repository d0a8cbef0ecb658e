/// An error in what the user typed or asked for, as data: where it is, what went wrong, what was
/// expected there and, where one exists, a suggestion. Rendered by `DiagnosticRenderer`.
public struct Diagnostic: Error, Sendable, Hashable {
    /// What kind of failure this is; it decides the exit status of a script.
    public enum Category: Sendable, Hashable, Comparable {
        /// The line is not valid kblab: bad token, unknown command, wrong arguments.
        case syntax
        /// The line is valid but the command failed (unknown variable, unsatisfiable constraint).
        case runtime
        /// An `expect` line did not hold.
        case expectation
        /// The input cannot be used at all: a script file that is missing or not text.
        case usage
    }

    public var category: Category
    /// The file name, `<stdin>` or `<command-line>`; filled in by the interpreter.
    public var sourceName: String
    public var line: Int
    public var column: Int
    public var length: Int
    public var message: String
    public var expected: String?
    public var suggestion: String?
    /// The text of the offending line, for the excerpt; filled in by the interpreter.
    public var sourceLine: String?
    /// Lines printed after the error (`note: in the keyboardWillShow handler registered at …`).
    public var notes: [String] = []

    public init(
        _ category: Category, at range: SourceRange, message: String, expected: String? = nil,
        suggestion: String? = nil
    ) {
        self.category = category
        self.sourceName = ""
        self.line = range.line
        self.column = range.column
        self.length = range.length
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.sourceLine = nil
    }

    /// The range the diagnostic points at.
    public var range: SourceRange {
        get { SourceRange(line: line, column: column, length: length) }
        set {
            line = newValue.line
            column = newValue.column
            length = newValue.length
        }
    }

    /// A runtime failure of a command at `range`.
    public static func failure(_ message: String, at range: SourceRange, suggestion: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.runtime, at: range, message: message, suggestion: suggestion)
    }
}
