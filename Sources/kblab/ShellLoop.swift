import Foundation
import LabShell
import SystemInterface

/// The read–run loop: lines from libedit at a terminal, plain lines otherwise, each fed to the
/// session until `quit` or the end of the input.
enum ShellLoop {
    struct Outcome {
        /// The exit status of the worst error of the loop (kept instead of every diagnostic, so
        /// a million failing piped lines cost no memory).
        var worst: Int32 = 0
        /// Those reported when the input ended (a block left open).
        var atEnd = RunResult()
        /// Ctrl-C stopped piped input: the shell ends as the signal would have ended it.
        var interrupted = false

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
                // Piped input stops at Ctrl-C as a script does: the line it came in ends, no more runs.
                let fed = session.feedForStatus(
                    line, name: "<stdin>", lineNumber: lineNumber, stoppable: !terminal)
                outcome.worst = max(outcome.worst, fed.status)
                if fed.interrupted {
                    outcome.interrupted = true
                    break reading
                }
                if session.quitRequested { break reading }
            case .tooLong(let count):
                lineNumber += 1
                // The session's error, as for a script's line over the limit; reading goes on.
                outcome.add([
                    session.reportLongLine(byteCount: count, name: "<stdin>", lineNumber: lineNumber)
                ])
            case .interrupted where !terminal:
                // Ctrl-C while piped input was awaited: nothing more is read.
                outcome.worst = max(
                    outcome.worst, session.reportInputInterrupted(afterLine: lineNumber, name: "<stdin>"))
                outcome.interrupted = true
                break reading
            case .interrupted:
                session.discardOpenBlock()  // Ctrl-C drops a half-typed block, as it drops a line
                continue
            case .endOfInput:
                break reading
            }
        }
        if outcome.interrupted {
            session.discardOpenBlock()  // what was cut off is not "a block left open"
            return outcome
        }
        let unfinished = session.finishInput(name: "<stdin>")
        outcome.add(unfinished)
        outcome.atEnd = RunResult(diagnostics: unfinished)
        return outcome
    }
}
