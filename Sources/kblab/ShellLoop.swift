import Foundation
import Glibc
import LabShell

/// The read–run loop: lines from libedit at a terminal, plain lines otherwise, each fed to the
/// session until `quit` or the end of the input.
enum ShellLoop {
    struct Outcome {
        /// The exit status of the worst error of the loop (kept instead of every diagnostic, so
        /// a million failing piped lines cost no memory).
        var worst: Int32 = 0
        /// Those reported when the input ended (a block left open).
        var atEnd = RunResult()

        mutating func add(_ diagnostics: [Diagnostic]) {
            guard !diagnostics.isEmpty else { return }
            // Each one's status alone: a result of them all copied every diagnostic, a tenth of
            // a piped unknown command.
            for diagnostic in diagnostics { worst = max(worst, RunResult.exitStatus(of: diagnostic)) }
        }
    }

    static func run(_ session: Session, sink: StandardOutputSink, terminal: Bool) -> Outcome {
        var reader: LineReader
        if terminal {
            let environment = ProcessInfo.processInfo.environment
            let path = environment["KBLAB_HISTORY"] ?? environment["HOME"].map { $0 + "/.kblab_history" }
            reader = EditLineReader(session: session, prompt: "kblab> ", historyPath: path)
        } else {
            reader = PlainLineReader(willWait: sink.flush)
        }
        var outcome = Outcome()
        var lineNumber = 0
        var size: TerminalSize.Reading?
        reading: while true {
            switch reader.readLine() {
            case .line(let line) where line.count > Session.maximumLineBytes:
                // A line pasted at the terminal (libedit has no limit of its own), as piped.
                lineNumber += 1
                outcome.add([
                    session.reportLongLine(
                        byteCount: line.count, name: "<stdin>", lineNumber: lineNumber)
                ])
            case .line(let line):
                TerminalSize.update(session, previous: &size)
                lineNumber += 1
                outcome.worst = max(
                    outcome.worst, session.feedForStatus(line, name: "<stdin>", lineNumber: lineNumber))
                if session.quitRequested { break reading }
            case .tooLong(let count):
                lineNumber += 1
                // The session's error, as for a script's line over the limit; reading goes on.
                outcome.add([
                    session.reportLongLine(byteCount: count, name: "<stdin>", lineNumber: lineNumber)
                ])
            case .interrupted:
                session.discardOpenBlock()  // Ctrl-C drops a half-typed block, as it drops a line
                continue
            case .endOfInput:
                break reading
            }
        }
        let unfinished = session.finishInput(name: "<stdin>")
        outcome.add(unfinished)
        outcome.atEnd = RunResult(diagnostics: unfinished)
        return outcome
    }
}
