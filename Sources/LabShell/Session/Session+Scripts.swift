import Foundation
import KeyboardLab

/// Script files: running one (`source`, `kblab FILE`), reading it, and the files the shell
/// must not replace while it runs.
extension Session {
    /// Runs a script file (relative paths from `workingDirectory`) in script mode.
    public func runFile(_ path: String, at range: SourceRange) throws {
        guard scriptDepth < Session.maximumScriptDepth else {
            throw Diagnostic.failure(
                "scripts nested more than \(Session.maximumScriptDepth) deep", at: range,
                suggestion: "does a script source itself?")
        }
        let text = try readScript(path, at: range)
        scriptDepth += 1
        let running = FileIdentity(path: HomePath.url(path, relativeTo: workingDirectory).path)
        if let running { runningScripts.append(running) }
        defer {
            scriptDepth -= 1
            if running != nil { runningScripts.removeLast() }
        }
        let result = run(text, name: path, mode: .script)
        if !result.diagnostics.isEmpty { throw NestedScriptFailure(diagnostics: result.diagnostics) }
    }

    /// Tells the session that the script at `path` is being run (`kblab FILE`, read by the front
    /// end): `save`, `export` and `output` refuse to replace or empty it.
    public func noteRunningScript(_ path: String) {
        if let identity = FileIdentity(path: HomePath.url(path, relativeTo: workingDirectory).path) {
            runningScripts.append(identity)
        }
    }

    /// What `save` and `export` must not replace (every file the shell holds open, and the
    /// scripts being run) and, `standardStreamsOnly`, what `output` must not empty (its own
    /// earlier file is emptied on purpose when named again).
    func protectedFiles(standardStreamsOnly: Bool = false) -> ProtectedFiles {
        var named: [FileIdentity: String] = [:]
        for script in runningScripts { named[script] = "the script being run" }
        return ProtectedFiles(named: named, everyDescriptor: !standardStreamsOnly)
    }

    /// The text of a script file, or a diagnostic saying why it cannot be read.
    func readScript(_ path: String, at range: SourceRange) throws(Diagnostic) -> String {
        switch ScriptFile.read(path, relativeTo: workingDirectory) {
        case .success(let text):
            return text
        case .failure(let problem):
            throw Diagnostic(
                .usage, at: range, message: problem.message(path), expected: "a readable script file",
                suggestion: problem.suggestion(relativeTo: workingDirectory))
        }
    }

    /// The longest line the shell reads (1 MiB), piped, in a script file or in a sourced one;
    /// a longer one is skipped with an error, and reading goes on with the next.
    public static let maximumLineBytes = 1 << 20

    /// Reports a line over `maximumLineBytes` (which is skipped) and returns the error.
    @discardableResult
    public func reportLongLine(byteCount: Int, name: String, lineNumber: Int) -> Diagnostic {
        report(Diagnostic.lineTooLong(byteCount: byteCount, line: lineNumber), unit: nil, name: name)
    }

    /// A line of source as read: its text, or only its length when it is over the limit.
    enum SourceLine {
        case text(InputLine)
        case tooLong(byteCount: Int)
    }

    /// Calls `body` with each line of `source` (`\n` or `\r\n`) until it returns false.
    static func forEachLine(of source: String, _ body: (String) -> Bool) {
        forEachSourceLine(of: source, limit: Int.max) { line in
            guard case .text(let text) = line else { return true }
            return body(text.text)
        }
    }

    /// Calls `body` with each line of `source` until it returns false; a line over `limit`
    /// bytes comes as `.tooLong`, never made into a string.
    static func forEachSourceLine(
        of source: String, limit: Int = maximumLineBytes, _ body: (SourceLine) -> Bool
    ) {
        // By bytes: a line feed never joins a character, so splitting the UTF-8 at 0x0A (and
        // dropping the carriage return of a "\r\n") gives the lines a walk over characters gives.
        // Each line's bytes are taken from the source's in place.
        var source = source
        source.withUTF8 { utf8 in
            var start = 0
            while start < utf8.count {
                let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
                var end = newline
                if newline < utf8.count, end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let count = end - start
                let line: SourceLine =
                    count > limit
                    ? .tooLong(byteCount: count)
                    : .text(InputLine(utf8: UnsafeBufferPointer(rebasing: utf8[start..<end])))
                guard body(line) else { return }
                start = newline + 1
            }
        }
    }

    /// Splits source into lines (`\n` or `\r\n`).
    static func lines(of source: String) -> [String] {
        var lines: [String] = []
        forEachLine(of: source) { line in
            lines.append(line)
            return true
        }
        return lines
    }
}

extension Diagnostic {
    /// True for an interruption that said its source's rest was skipped (said once: a script
    /// that sourced it does not say it again).
    var saysTheRestDidNotRun: Bool {
        if case .interrupted(_, restSkipped: true) = identity { return true }
        return false
    }
}
