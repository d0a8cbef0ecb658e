import Foundation

/// `output FILE` and `once FILE`, as sqlite3's `.output` and `.once`: the session's output sink is
/// swapped for a `FileSink` (diagnostics still reach the terminal) and swapped back by `output`
/// alone, or after the next command for `once`.
///
/// Knowing when "the next command" ends needs a hook around every command: `Session.execute`
/// counts the commands running (`Session.commandDepth`) and, while a file is open here
/// (`Session.redirectsOutput`), reports each command's end. Levels count the commands around one: 0 for a line typed or read from the script
/// being run, 1 for a statement of that line's block or a line of a script it sources, …; `once`
/// applies to the next command at its own level, and `once`s nest (a sourced script's own `once`
/// gives the output back to the file of the `once` around the `source`).
final class OutputRedirection: SessionState {
    private struct Once {
        /// The level of the `once` command and of the command it redirects.
        var level: Int
        /// False while the `once` command itself runs.
        var active: Bool
        /// Where output went before.
        var previous: OutputSink
        var file: FileSink
    }

    /// The sink before any redirection (the terminal).
    private var terminal: OutputSink?
    /// The file of `output FILE`.
    private var file: FileSink?
    private var onces: [Once] = []

    required init() {}

    /// True while output goes to a file.
    var isRedirected: Bool { file != nil || !onces.isEmpty }

    /// Tells the session whether commands' ends concern this object (most run with no file
    /// open).
    private func update(_ session: Session) {
        session.redirectsOutput = isRedirected
    }

    /// Opens `path` (relative to the session's working directory) and sends output there until
    /// `restore` (`once: false`) or until the next command ends (`once: true`).
    func redirect(_ session: Session, to path: String, once: Bool, at range: SourceRange) throws(Diagnostic) {
        let base = terminal ?? session.output
        // What is printed so far goes out first: the file may be the same stream anew.
        session.output.flush()
        let sink: FileSink
        do throws(TextFileError) {
            sink = try FileSink(
                path: Self.resolve(path, in: session), shownAs: path, errors: base,
                protecting: session.protectedFiles(standardStreamsOnly: true))
        } catch {
            throw Diagnostic(
                .runtime, at: range, message: error.description, expected: "a writable file path",
                suggestion: TextFile.writeSuggestion(error, relativeTo: session.workingDirectory))
        }
        if once {
            let level = session.commandDepth - 1
            // A `once` waiting for its command at this level has it now: this `once` (silent).
            while let top = onces.last, top.active, top.level >= level { end(session) }
            onces.append(Once(level: level, active: false, previous: session.output, file: sink))
        } else {
            while !onces.isEmpty { end(session) }
            file?.close()
            file = sink
        }
        // Set after the onces ended above: ending the last one forgets the terminal.
        terminal = base
        session.output = sink
        update(session)
    }

    /// `output` alone: back to the terminal (any `once` is cancelled).
    func restore(_ session: Session) {
        while !onces.isEmpty { end(session) }
        file?.close()
        file = nil
        if let terminal { session.output = terminal }
        terminal = nil
        update(session)
    }

    /// A command ended (successfully or not; `Session.commandDepth` counts it ended already):
    /// files are flushed, and a `once` whose command is
    /// over gives the output back. Returns the message of a write that failed (a full disk, a
    /// FIFO's reader gone): the command's output was lost, and that command is to blame.
    @discardableResult
    func commandDidEnd(_ session: Session) -> String? {
        // Most commands run with no file open: nothing to flush.
        guard file != nil || !onces.isEmpty else { return nil }
        file?.flush()
        for once in onces { once.file.flush() }
        // Every file's failure is taken (and so cleared); the first is told.
        var failure = file?.takeFailure()
        for once in onces {
            let taken = once.file.takeFailure()
            if failure == nil { failure = taken }
        }
        endOnces(session)
        update(session)
        return failure
    }

    /// Gives the output back from each `once` whose command is over.
    private func endOnces(_ session: Session) {
        let depth = session.commandDepth
        while let top = onces.last {
            if !top.active && depth == top.level {
                onces[onces.count - 1].active = true
                break
            }
            guard depth < top.level || (top.active && depth == top.level) else { break }
            end(session)
        }
    }

    /// Closes the innermost `once` and gives its output back.
    private func end(_ session: Session) {
        guard let top = onces.popLast() else { return }
        top.file.close()
        session.output = top.previous
        if file == nil && onces.isEmpty { terminal = nil }
        update(session)
    }

    /// A path relative to the session's working directory made absolute.
    static func resolve(_ path: String, in session: Session) -> String {
        HomePath.url(path, relativeTo: session.workingDirectory).standardizedFileURL.path
    }
}
