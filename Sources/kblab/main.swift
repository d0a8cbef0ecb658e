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
var terminalSize: TerminalSize.Reading?
TerminalSize.update(session, previous: &terminalSize)

switch ShellOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    RawOutput.write(ShellOptions.usage + "\n", to: STDOUT_FILENO)
    exit(0)
case .version:
    RawOutput.write("kblab \(ShellVersion.string)\n", to: STDOUT_FILENO)
    exit(0)
case .usageError(let message):
    fail(message)
case .run(let commands, let file, let keepGoing, let thenInteractive):
    let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    // At the terminal Ctrl-C stops a running command (the simulator checks the flag every
    // frame) instead of killing the shell; a script run alone keeps the default: Ctrl-C ends it.
    if terminal && thenInteractive { InterruptHandler.install() }
    var result = RunResult()
    if let file {
        let text: String
        do throws(TextFileError) {
            text = try TextFile.read(file)
        } catch {
            fail("\(error)")
        }
        // --keep-going runs the script as piped input runs: every error reported, then the next line.
        result = session.run(text, name: file, mode: keepGoing ? .interactive : .script)
    } else if !commands.isEmpty {
        result = session.run(
            commands.joined(separator: "\n"), name: "<command-line>", mode: keepGoing ? .interactive : .script
        )
    }
    if (file != nil || !commands.isEmpty) && (!thenInteractive || session.quitRequested) {
        sink.flush()
        exit(result.exitStatus)
    }
    let status = ShellLoop.run(session, sink: sink, terminal: terminal)
    sink.flush()
    // At the terminal the user saw every error already; piped input reports the worst in the status.
    exit(terminal ? status.atEnd.exitStatus : max(result.exitStatus, status.worst))
}
