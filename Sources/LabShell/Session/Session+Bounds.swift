import KeyboardLab

/// The bounds that keep one session from running away: how deep scripts, handlers and
/// techniques nest, and what strings, kept source and writes may count.
extension Session {
    /// Scripts may source scripts this deep, no deeper (a script that sources itself stops here).
    static let maximumScriptDepth = 16
    /// Handlers may trigger handlers this deep (a handler that posts what it observes stops here).
    static let maximumHandlerDepth = 8
    /// A technique's body may bind techniques this deep (one that binds itself stops here).
    static let maximumTechniqueDepth = 8
    /// The longest string an expression makes (64 KiB: labels, messages and paths are far
    /// shorter; a piped line is at most 1 MiB).
    static let maximumStringBytes = 1 << 16
    /// The bytes of strings all variables of the session may hold together (64 MiB).
    static let maximumHeldText = 1 << 26
    /// What the parsed source that handlers, techniques, animator animations and open blocks
    /// keep may count together (64 MiB; see `HeldSource` for how a line counts).
    static let maximumHeldSource = 1 << 26

    /// Refuses a definition that keeps its source (a handler, a technique, animations added to
    /// an animator) while the session's kept source counts more than its bound; its own line is
    /// counted already.
    func checkHeldSource(at range: SourceRange) throws(Diagnostic) {
        guard heldSource.isOver else { return }
        throw heldSource.refusal(at: range)
    }

    /// Refuses a `let` or an assignment that would make the session's variables hold more
    /// than `maximumHeldText` bytes of strings (`old`: the value it replaces).
    func checkHeldText(_ value: Value, replacing old: Value?, in scope: Scope, at range: SourceRange)
        throws(Diagnostic)
    {
        guard case .string = value else { return }
        let held = scope.textBytes(replacing: old, with: value)
        guard held > Session.maximumHeldText else { return }
        throw Diagnostic.failure(
            "variables would hold \(held) bytes of strings; at most \(Session.maximumHeldText)",
            at: range, suggestion: "keep fewer long strings in variables")
    }

    /// Errors of handlers reported for one top-level statement; more are counted in one line.
    static let maximumHandlerErrors = 20
    /// One top-level statement may run at most this many statements (handlers included).
    static let maximumStatementsPerCommand = 1_000_000
    /// Handlers may start this many keyboard scenarios for one top-level statement (a handler
    /// that shows the keyboard on every notification fans out: each scenario posts several).
    static let maximumHandlerScenarios = 100
    /// Handlers may register this many handlers, display links and pan targets for one top-level
    /// statement: a display link that registers a display link on every frame made `run 60`
    /// run 6.5 million handlers (3600 frames, one more link each), quadratic and silent.
    static let maximumHandlerRegistrations = 100
    /// `save` and `export` may write this many bytes for one top-level statement (256 MiB): a
    /// display link exporting the whole timeline on every frame wrote 2.2 GB of JSON in one
    /// 3600-frame run, each file longer than the last.
    static let maximumBytesWrittenPerCommand = 1 << 28

    /// Refuses a `save` or `export` before its text is made once the top-level statement's
    /// writes are spent (a display link exporting on every frame made each file anew).
    func checkWriteBudget(at range: SourceRange) throws(Diagnostic) {
        guard activity.bytesWritten > writeLimit else { return }
        throw Diagnostic.failure(
            "save and export wrote \(writeLimit) bytes for this command already",
            at: range,
            suggestion: "does a display link or a handler export on every frame? export once, after the run")
    }

    /// Counts `count` bytes about to be written by `save` or `export`, refusing them when the
    /// top-level statement's writes would pass `maximumBytesWrittenPerCommand`.
    func countWrite(_ count: Int, at range: SourceRange) throws(Diagnostic) {
        let total = activity.bytesWritten + count
        guard total <= writeLimit else {
            // Spent: the next export of this command is refused before its text is made.
            activity.bytesWritten = total
            throw Diagnostic.failure(
                "save and export would write \(total) bytes for one command; at most \(writeLimit)",
                at: range,
                suggestion:
                    "does a display link or a handler export on every frame? export once, after the run")
        }
        activity.bytesWritten = total
    }
}
