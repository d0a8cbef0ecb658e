/// The parsed source the session keeps alive, and its bound. A handler, a technique, the
/// animations added to an animator and a block being read keep the statements they were parsed
/// into and the lines those came from (their `SourceUnit`), for as long as they live: nothing
/// bounded them, and sourcing a file of sixty handlers that each echo a megabyte, eight times,
/// took the process past a gigabyte. Each unit counts itself here while it lives (its `deinit`
/// gives its bytes back), so removing a handler or replacing a technique frees its share.
final class HeldSource {
    /// What the live units count together.
    private(set) var bytes = 0
    /// The bound (`Session.maximumHeldSource`; a test sets a small one).
    var limit = Session.maximumHeldSource

    /// A line counts its bytes this many times: once for its text, once for the names and
    /// strings parsed from it (each a piece of the line, so no more than its bytes).
    static let textCopies = 2
    /// Each token read from a line, for the node or argument entry it becomes (a line of
    /// `+1`s took 80 bytes a token; see `TokenStream.maximumTokens`).
    static let tokenBytes = 80
    /// Each statement, for its object, command and arguments (`move box dy 1` took about 870
    /// bytes with its 4 tokens, `let x = a + b * c - (d / 2)` 1,620 with its 14).
    static let statementBytes = 512

    /// True when the live units count more than the bound.
    var isOver: Bool { bytes > limit }

    func count(_ change: Int) { bytes += change }

    /// The error for a definition (or a block being read) that would keep the session past the
    /// bound, at `range`.
    func refusal(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .runtime, at: range, message: "definitions would keep \(bytes) bytes of source; at most \(limit)",
            expected: "handlers, techniques, animator animations and open blocks within \(limit) bytes",
            suggestion: "remove handlers first (unobserve LABEL, unobserve all, unbind VIEW), or reset")
    }
}
