import Foundation
import LabShell
import SystemInterface

// kblab: picks where lines come from and hands them to a Session; everything else is LabShell's.

func fail(_ message: String) -> Never {
    RawOutput.write("kblab: error: \(message)\nType 'kblab --help' for usage.\n", to: STDERR_FILENO)
    exit(2)
}

/// A closed pipe or a full disk is an EPIPE or ENOSPC from `write`, handled where it happens,
/// not a signal that kills the shell without a word (or kills it for an `output` FIFO's reader).
signal(SIGPIPE, SIG_IGN)
/// A file-size limit (`ulimit -f`) likewise: an EFBIG from `write`, after which `save` and
/// `export` remove their temporary file and say so; the default action killed the shell and
/// left the temporary file behind.
signal(SIGXFSZ, SIG_IGN)
InterruptHandler.installTerminationCleanup()
let sink = StandardOutputSink()

/// Exits after writing what is pending: a standard output that failed makes the status 1 at least.
@MainActor func finish(_ status: Int32) -> Never {
    sink.flush()
    exit(sink.outputFailed ? max(status, 1) : status)
}

let session = Session(output: sink)
var terminalSize: TerminalSize.Reading?
TerminalSize.update(session, previous: &terminalSize)

switch ShellOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    sink.write(ShellOptions.usage)
    finish(0)
case .version:
    sink.write("kblab \(ShellVersion.string)")
    finish(0)
case .usageError(let message):
    fail(message)
case .run(let commands, let file, let keepGoing, let thenInteractive):
    let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    // Ctrl-C stops a running command (the simulator checks the flag every frame, a script
    // every line, a save every block) instead of killing the shell in the middle of a write.
    // At the terminal the session then goes on; a script or piped input ends after that line,
    // as killed by the signal (status 130), and a second Ctrl-C ends it at once.
    let interactive = terminal && thenInteractive
    InterruptHandler.install(escalating: !interactive)
    if interactive { sink.startsLineAfterInterruption = true }
    var result = RunResult()
    if let file {
        let text: String
        do throws(TextFileError) {
            text = try TextFile.read(file)
        } catch {
            // Ctrl-C while the file was awaited (a FIFO without a writer, under `-i`) is no
            // usage error: the shell ends as that Ctrl-C ends it without `-i`.
            if InterruptHandler.wasRequested {
                sink.flush()
                InterruptHandler.endAsInterrupted()
            }
            fail("\(error)")
        }
        // --keep-going runs the script as piped input runs: every error reported, then the next line.
        session.noteRunningScript(file)
        result = session.run(text, name: file, mode: keepGoing ? .interactive : .script)
    } else if !commands.isEmpty {
        result = session.run(
            commands.joined(separator: "\n"), name: "<command-line>", mode: keepGoing ? .interactive : .script
        )
    }
    if (file != nil || !commands.isEmpty) && InterruptHandler.wasRequested && !interactive {
        sink.flush()
        InterruptHandler.endAsInterrupted()
    }
    if (file != nil || !commands.isEmpty) && (!thenInteractive || session.quitRequested) {
        finish(result.exitStatus)
    }
    let status = ShellLoop.run(session, sink: sink, terminal: terminal)
    if status.interrupted {
        sink.flush()
        InterruptHandler.endAsInterrupted()
    }
    // At the terminal the user saw every error already; piped input reports the worst in the status.
    finish(terminal ? status.atEnd.exitStatus : max(result.exitStatus, status.worst))
}
