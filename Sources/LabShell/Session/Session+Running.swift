import Foundation

/// Whether a run stops at the first error.
public enum RunMode: Sendable {
    /// Stop at the first error (a script file, `-c`).
    case script
    /// Report the error and go on with the next line (a terminal, piped input).
    case interactive
}

/// What running some source produced.
public struct RunResult: Sendable {
    /// Every diagnostic reported, in order.
    public var diagnostics: [Diagnostic] = []

    public init(diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    /// 0 when all went well, 2 when a line was not valid kblab, 1 for any other failure.
    public var exitStatus: Int32 {
        if diagnostics.isEmpty { return 0 }
        return diagnostics.contains { $0.category == .syntax } ? 2 : 1
    }
}

/// Raised by `source` when the nested script failed; its diagnostics are already reported.
struct NestedScriptFailure: Error {
    var diagnostics: [Diagnostic]
}

extension Session {
    /// Scripts may source scripts this deep, no deeper (a script that sources itself stops here).
    static let maximumScriptDepth = 16

    /// Runs every line of `source`; in `.script` mode it stops at the first error.
    public func run(_ source: String, name: String, mode: RunMode) -> RunResult {
        var result = RunResult()
        let saved = openBlock
        openBlock = nil  // a sourced script's blocks are its own
        defer { openBlock = saved }
        for (index, line) in Session.lines(of: source).enumerated() {
            let reported = feed(line, name: name, lineNumber: index + 1)
            result.diagnostics += reported
            if quitRequested || (mode == .script && !reported.isEmpty) { return result }
        }
        result.diagnostics += finishInput(name: name)
        return result
    }

    /// Runs one line and reports any error to the output; returns what was reported.
    @discardableResult
    public func execute(_ line: String, name: String, lineNumber: Int) -> [Diagnostic] {
        execute(line, name: name, lineNumber: lineNumber, sourceLines: [lineNumber: line], echoed: false)
    }

    /// Runs one command (a block's header with its body in `blockBody`); diagnostics show the
    /// source line they point at, looked up in `sourceLines`.
    func execute(
        _ line: String, name: String, lineNumber: Int, sourceLines: [Int: String], echoed: Bool
    ) -> [Diagnostic] {
        if echo && !echoed { print(line) }
        var commandRange = SourceRange(line: lineNumber, column: 1, length: max(1, line.count))
        do {
            guard let invocation = try parser.parse(line, lineNumber: lineNumber) else { return [] }
            commandRange = invocation.arguments.commandRange
            try invocation.definition.handler(invocation.arguments, self)
            return []
        } catch let failure as NestedScriptFailure {
            return failure.diagnostics
        } catch let diagnostic as Diagnostic {
            return [report(diagnostic, name: name, lines: sourceLines)]
        } catch {
            return [report(.failure("\(error)", at: commandRange), name: name, lines: sourceLines)]
        }
    }

    func report(_ diagnostic: Diagnostic, name: String, lines: [Int: String]) -> Diagnostic {
        var filled = diagnostic
        filled.sourceName = name
        filled.sourceLine = lines[diagnostic.range.line]
        for text in DiagnosticRenderer.render(filled) { output.writeError(text) }
        return filled
    }

    /// Runs a script file (relative paths from `workingDirectory`) in script mode.
    public func runFile(_ path: String, at range: SourceRange) throws {
        guard scriptDepth < Session.maximumScriptDepth else {
            throw Diagnostic.failure(
                "scripts nested more than \(Session.maximumScriptDepth) deep", at: range,
                suggestion: "does a script source itself?")
        }
        let url = URL(
            fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw Diagnostic(
                .runtime, at: range, message: "cannot read '\(path)'", expected: "a readable script file",
                suggestion: "paths are relative to \(workingDirectory)")
        }
        scriptDepth += 1
        defer { scriptDepth -= 1 }
        let result = run(String(decoding: data, as: UTF8.self), name: path, mode: .script)
        if !result.diagnostics.isEmpty { throw NestedScriptFailure(diagnostics: result.diagnostics) }
    }

    /// Splits source into lines (`\n` or `\r\n`).
    static func lines(of source: String) -> [String] {
        // "\r\n" is one Character in Swift, so it is matched as a separator of its own.
        var lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
