import Glibc
import LabShell

/// Prints a session's output to standard output and its diagnostics to standard error.
final class StandardOutputSink: OutputSink {
    func write(_ line: String) {
        RawOutput.write(line + "\n", to: STDOUT_FILENO)
    }

    func writeError(_ line: String) {
        RawOutput.write(line + "\n", to: STDERR_FILENO)
    }
}
