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

    /// What a diagnostic is, where code decides by it: a decision reads this, never the text,
    /// which a wording change would silently break.
    public enum Identity: Sendable, Hashable {
        /// A name that resolves to nothing (`Session.resolve`).
        case unknownName
        /// Ctrl-C stopped a run. `source`: the source the message names ("interrupted before
        /// line 3 of f.kbl"), if it names one; `restSkipped`: it says that the rest of that source
        /// did not run (said once: a script that sourced it does not say it again).
        case interrupted(source: String?, restSkipped: Bool)
        /// Handlers triggered each other deeper than `Session.maximumHandlerDepth`.
        case handlersTooDeep
    }

    public var category: Category
    /// What it is, for the errors code decides by; nil for the rest.
    public var identity: Identity?
    public var line: Int
    public var column: Int
    public var length: Int
    /// The texts, in one box shared by copies until one changes (copy on write): a diagnostic
    /// is copied several times on its way to the terminal (thrown, caught, filled in, kept for
    /// the exit status).
    private var texts: Texts

    /// The file name, `<stdin>` or `<command-line>`; filled in by the interpreter.
    public var sourceName: String {
        get { texts.sourceName }
        _modify { yield &uniqueTexts().sourceName }
    }
    public var message: String {
        get { texts.message }
        _modify { yield &uniqueTexts().message }
    }
    /// The message as the parts it was made of (see `init(_:at:message:quoting:then:…)`), for
    /// the renderer, which writes them one after the other without joining them.
    var messageParts: (String, String, String) { texts.messageParts }
    public var expected: String? {
        get { texts.expected }
        _modify { yield &uniqueTexts().expected }
    }
    public var suggestion: String? {
        get { texts.suggestion }
        _modify { yield &uniqueTexts().suggestion }
    }
    /// The text of the offending line, for the excerpt; filled in by the interpreter.
    public var sourceLine: String? {
        get { texts.sourceInput?.text }
        set { uniqueTexts().sourceInput = newValue.map(InputLine.init) }
    }
    /// The offending line as the shell read it, its bytes shared with the line.
    var sourceInput: InputLine? {
        get { texts.sourceInput }
        set { uniqueTexts().sourceInput = newValue }
    }
    /// Lines printed after the error (`note: in the keyboardWillShow handler registered at …`).
    public var notes: [String] {
        get { texts.notes }
        _modify { yield &uniqueTexts().notes }
    }

    public init(
        _ category: Category, at range: SourceRange, message: String, expected: String? = nil,
        suggestion: String? = nil
    ) {
        self.category = category
        self.line = range.line
        self.column = range.column
        self.length = range.length
        texts = Texts(message: (message, "", ""), expected: expected, suggestion: suggestion)
    }

    /// A diagnostic whose message is `head`, `quoted` and `tail` one after the other
    /// (`unknown command 'frobnicate'`): kept as the three parts, joined only when `message` is
    /// read. An error is rendered from the parts; joining them made and checked a string for
    /// every mistyped line.
    init(
        _ category: Category, at range: SourceRange, message head: String, quoting quoted: String,
        then tail: String, expected: String? = nil, suggestion: String? = nil
    ) {
        self.category = category
        self.line = range.line
        self.column = range.column
        self.length = range.length
        texts = Texts(message: (head, quoted, tail), expected: expected, suggestion: suggestion)
    }

    /// The box, made this diagnostic's own first if another copy shares it.
    private mutating func uniqueTexts() -> Texts {
        if !isKnownUniquelyReferenced(&texts) { texts = texts.copy() }
        return texts
    }

    /// Changed only through `uniqueTexts()`, so no box is ever changed while two diagnostics
    /// share it: a copy never sees another's change, and no two threads change one box.
    private final class Texts: @unchecked Sendable {
        var sourceName = ""
        /// The message in three parts, the last two empty unless it was made in parts.
        var messageParts: (String, String, String)
        var expected: String?
        var suggestion: String?
        var sourceInput: InputLine?
        var notes: [String] = []

        init(message: (String, String, String), expected: String?, suggestion: String?) {
            messageParts = message
            self.expected = expected
            self.suggestion = suggestion
        }

        /// The parts joined (changed, the message becomes one part).
        var message: String {
            get {
                messageParts.1.isEmpty && messageParts.2.isEmpty
                    ? messageParts.0 : SourceText.joined(messageParts.0, messageParts.1, messageParts.2)
            }
            set { messageParts = (newValue, "", "") }
        }

        func copy() -> Texts {
            let copy = Texts(message: messageParts, expected: expected, suggestion: suggestion)
            copy.sourceName = sourceName
            copy.sourceInput = sourceInput
            copy.notes = notes
            return copy
        }
    }

    /// Equal when every field is (the boxes themselves are not compared).
    public static func == (a: Diagnostic, b: Diagnostic) -> Bool {
        a.category == b.category && a.identity == b.identity && a.line == b.line && a.column == b.column
            && a.length == b.length
            && (a.texts === b.texts
                || (a.sourceName == b.sourceName && a.message == b.message && a.expected == b.expected
                    && a.suggestion == b.suggestion && a.sourceLine == b.sourceLine && a.notes == b.notes))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(category)
        hasher.combine(identity)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(length)
        hasher.combine(sourceName)
        hasher.combine(message)
        hasher.combine(expected)
        hasher.combine(suggestion)
        hasher.combine(sourceLine)
        hasher.combine(notes)
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

    /// The input ended with a block still open; `range` is its `do`. One wording for a script,
    /// the prompt and a technique's body file.
    static func blockNotClosed(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .syntax, at: range, message: "block not closed", expected: "'end' on a line of its own",
            suggestion: "a line ending in 'do' opens a block; close it with 'end'")
    }

    /// A line of `byteCount` bytes, over `Session.maximumLineBytes`: skipped whole, whether it
    /// was piped, in a script file or in a sourced one. One wording for all of them.
    static func lineTooLong(byteCount: Int, line: Int) -> Diagnostic {
        Diagnostic(
            .syntax, at: SourceRange(line: line, column: 1, length: 1),
            message:
                "line of \(byteCount) bytes skipped: lines are at most \(Session.maximumLineBytes) bytes",
            expected: "a shorter line", suggestion: "split the command, or put long data in several commands")
    }
}
