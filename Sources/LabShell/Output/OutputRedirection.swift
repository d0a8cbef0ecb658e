import Foundation

/// `output FILE` and `once FILE`, as sqlite3's `.output` and `.once`: the session's output sink is
/// swapped for a `FileSink` (diagnostics still reach the terminal) and swapped back by `output`
/// alone, or after the next command for `once`.
///
/// Knowing when "the next command" ends needs a hook after every command: the standard table's
/// handlers are wrapped (`CommandTable.reportingCommandEnds()`) so each one reports its end with
/// its nesting depth (a block's statements and a sourced script's lines run inside their
/// command). `once` applies to the next command at its own depth.
final class OutputRedirection: SessionState {
    private enum Once {
        case none
        /// `once` ran at this depth; it takes effect when it ends.
        case armed(depth: Int, previous: OutputSink)
        /// The next command at this depth (or an enclosing one) ending gives `previous` back.
        case active(depth: Int, previous: OutputSink)
    }

    /// The sink before any redirection (the terminal).
    private var terminal: OutputSink?
    /// The file of `output FILE`.
    private var file: FileSink?
    private var once = Once.none
    /// Commands running inside each other now.
    private(set) var depth = 0

    required init() {}

    /// True while output goes to a file.
    var isRedirected: Bool { file != nil || onceFile != nil }
    private var onceFile: FileSink?

    /// Opens `path` (relative to the session's working directory) and sends output there until
    /// `restore` (`once: false`) or until the next command ends (`once: true`).
    func redirect(_ session: Session, to path: String, once: Bool, at range: SourceRange) throws(Diagnostic) {
        let base = terminal ?? session.output
        let sink: FileSink
        let absolute = Self.resolve(path, in: session)
        do {
            sink = try FileSink(path: absolute, errors: base)
        } catch {
            throw Diagnostic(
                .runtime, at: range, message: "cannot write '\(path)'", expected: "a writable file path",
                suggestion: "paths are relative to \(session.workingDirectory)")
        }
        terminal = base
        if once {
            onceFile?.close()
            self.once = .armed(depth: depth, previous: onceFile == nil ? session.output : (file ?? base))
            onceFile = sink
        } else {
            file?.close()
            file = sink
            self.once = .none
            onceFile?.close()
            onceFile = nil
        }
        session.output = sink
    }

    /// `output` alone: back to the terminal (any `once` is cancelled).
    func restore(_ session: Session) {
        file?.close()
        onceFile?.close()
        file = nil
        onceFile = nil
        once = .none
        if let terminal { session.output = terminal }
        terminal = nil
    }

    /// Where output goes now, for `output` without a file and `show`.
    var destination: String {
        if let onceFile { return onceFile.path + " (for the next command)" }
        return file?.path ?? "the terminal"
    }

    /// A command is starting.
    func commandWillStart() {
        depth += 1
    }

    /// A command ended (successfully or not): files are flushed, and a `once` redirection that
    /// has had its command gives the output back.
    func commandDidEnd(_ session: Session) {
        depth -= 1
        file?.flush()
        onceFile?.flush()
        switch once {
        case .none:
            break
        case .armed(let d, let previous):
            if depth == d {
                once = .active(depth: d, previous: previous)
            } else if depth < d {
                endOnce(session, previous: previous)
            }
        case .active(let d, let previous):
            if depth <= d { endOnce(session, previous: previous) }
        }
    }

    private func endOnce(_ session: Session, previous: OutputSink) {
        onceFile?.close()
        onceFile = nil
        once = .none
        session.output = previous
        if file == nil { terminal = nil }
    }

    /// A path relative to the session's working directory made absolute.
    static func resolve(_ path: String, in session: Session) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: session.workingDirectory, isDirectory: true))
            .standardizedFileURL.path
    }
}

extension CommandTable {
    /// The same table with every handler reporting its start and end to the session's
    /// `OutputRedirection` (what `once` needs to know when the next command is over).
    func reportingCommandEnds() -> CommandTable {
        var table = self
        for g in table.groups.indices {
            for c in table.groups[g].commands.indices {
                let handler = table.groups[g].commands[c].handler
                table.groups[g].commands[c].handler = { arguments, session in
                    let redirection = session.state(OutputRedirection.self)
                    redirection.commandWillStart()
                    defer { redirection.commandDidEnd(session) }
                    try handler(arguments, session)
                }
            }
        }
        return table
    }
}
