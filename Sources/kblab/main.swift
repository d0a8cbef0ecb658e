import Foundation
import Glibc
import LabShell

// kblab: picks where lines come from and hands them to a Session; everything else is LabShell's.

func fail(_ message: String) -> Never {
    RawOutput.write("kblab: error: \(message)\nType 'kblab --help' for usage.\n", to: STDERR_FILENO)
    exit(2)
}

let sink = StandardOutputSink()
let session = Session(output: sink)

/// Tells the session the terminal's size (TIOCGWINSZ; 80×24 when unknown), whether standard
/// output is one, and whether colour is allowed (NO_COLOR, TERM=dumb); asked again before each
/// line, so a resized window is followed.
@MainActor func updateTerminal() {
    var size = winsize()
    let isTerminal = isatty(STDOUT_FILENO) == 1
    let known = isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0
    session.terminal.update(
        columns: known ? Int(size.ws_col) : nil, rows: known ? Int(size.ws_row) : nil, isTerminal: isTerminal,
        environment: ProcessInfo.processInfo.environment)
}
updateTerminal()

switch ShellOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    RawOutput.write(ShellOptions.usage + "\n", to: STDOUT_FILENO)
    exit(0)
case .version:
    RawOutput.write("kblab \(ShellVersion.string)\n", to: STDOUT_FILENO)
    exit(0)
case .usageError(let message):
    fail(message)
case .run(let commands, let file?) where commands.isEmpty:
    guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read '\(file)'") }
    let result = session.run(String(decoding: data, as: UTF8.self), name: file, mode: .script)
    exit(result.exitStatus)
case .run(let commands, _) where !commands.isEmpty:
    let result = session.run(commands.joined(separator: "\n"), name: "<command-line>", mode: .script)
    exit(result.exitStatus)
case .run:
    let interactive = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    var reader: LineReader
    if interactive {
        let home = ProcessInfo.processInfo.environment["HOME"]
        let path = ProcessInfo.processInfo.environment["KBLAB_HISTORY"] ?? home.map { $0 + "/.kblab_history" }
        reader = EditLineReader(session: session, prompt: "kblab> ", historyPath: path)
    } else {
        reader = PlainLineReader()
    }
    var result = RunResult()
    var lineNumber = 0
    reading: while true {
        switch reader.readLine() {
        case .line(let line):
            updateTerminal()
            lineNumber += 1
            result.diagnostics += session.feed(line, name: "<stdin>", lineNumber: lineNumber)
            if session.quitRequested { break reading }
        case .interrupted:
            session.discardOpenBlock()  // Ctrl-C drops a half-typed block, as it drops a line
            continue
        case .endOfInput:
            break reading
        }
    }
    result.diagnostics += session.finishInput(name: "<stdin>")
    // At a terminal the user saw every error already; piped input reports the worst in the status.
    exit(interactive ? 0 : result.exitStatus)
}
