import KeyboardLab
import LabShell
import SystemInterface

/// Prints a session's output to standard output and its diagnostics to standard error.
///
/// At a terminal every line is written at once. To a pipe or a file, lines are gathered and
/// written in blocks, as stdio does for sqlite3: one `write` per line was a fifth of a piped
/// line's cost, three per error most of an error's. Order between the two streams is kept (what
/// is pending for one is written before anything for the other), and nothing waits while the
/// shell does: the loop flushes before it blocks reading input, and before it exits.
final class StandardOutputSink: OutputSink {
    /// Bytes gathered before a write.
    private static let blockSize = 1 << 14

    private let buffersOutput = isatty(STDOUT_FILENO) != 1
    private let buffersErrors = isatty(STDERR_FILENO) != 1
    private var pending: [UInt8] = []
    private var pendingDescriptor = STDOUT_FILENO
    /// True once standard output failed (a full disk, an I/O error): said once on standard
    /// error, and the exit status is then 1 at least.
    private(set) var outputFailed = false
    /// At a terminal with the Ctrl-C handler: the terminal echoed `^C` where the cursor was, so
    /// the first line printed after it starts on a line of its own (`brokeLine`: done for this
    /// Ctrl-C; the flag is reset before the next prompt).
    var startsLineAfterInterruption = false
    private var brokeLine = false

    func write(_ line: String) {
        emit(line, to: STDOUT_FILENO, buffered: buffersOutput)
    }

    func writeError(_ line: String) {
        emit(line, to: STDERR_FILENO, buffered: buffersErrors)
    }

    func writeError(lines: RenderedLines) {
        breakLineAfterInterruption()
        let descriptor = STDERR_FILENO
        if descriptor != pendingDescriptor { flush() }
        guard buffersErrors else { return send(lines.bytes, to: descriptor) }
        pendingDescriptor = descriptor
        lines.withBytes { pending.append(contentsOf: $0) }
        if pending.count >= Self.blockSize { flush() }
    }

    /// On a terminal (standard error one), the progress line is drawn over itself at the start
    /// of the line and erased when done; elsewhere nothing.
    func showProgress(_ text: String?) {
        guard !buffersErrors else { return }
        flush()
        send(Array(("\r\u{1B}[K" + (text ?? "")).utf8), to: STDERR_FILENO)
    }

    /// Writes what is pending.
    func flush() {
        guard !pending.isEmpty else { return }
        send(pending, to: pendingDescriptor)
        pending.removeAll(keepingCapacity: true)
    }

    /// Ends the `^C` line once after a Ctrl-C, before the next line is printed.
    private func breakLineAfterInterruption() {
        guard startsLineAfterInterruption else { return }
        guard Interruption.process.isRequested else {
            brokeLine = false
            return
        }
        guard !brokeLine else { return }
        brokeLine = true
        flush()
        send([UInt8(ascii: "\n")], to: STDOUT_FILENO)
    }

    private func emit(_ line: String, to descriptor: Int32, buffered: Bool) {
        breakLineAfterInterruption()
        if descriptor != pendingDescriptor { flush() }
        guard buffered else { return send(Array((line + "\n").utf8), to: descriptor) }
        pendingDescriptor = descriptor
        // A native string's bytes are copied at once (appending the view went byte by byte),
        // through a span borrowed from the string (`withContiguousStorageIfAvailable` retained
        // and released the string for every line).
        if line.isContiguousUTF8 {
            line.utf8.span.withUnsafeBufferPointer { pending.append(contentsOf: $0) }
        } else {
            pending.append(contentsOf: line.utf8)
        }
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= Self.blockSize { flush() }
    }

    /// Writes, and handles standard output's failure. A reader that went away (`kblab f | head`)
    /// ends the shell quietly with the status a SIGPIPE death gives (141), as `cat` ends; any
    /// other failure is reported once and the shell goes on (its exit status says it failed).
    /// Standard error failing has nowhere to be told.
    private func send(_ bytes: [UInt8], to descriptor: Int32) {
        guard let code = RawOutput.write(bytes, to: descriptor), descriptor == STDOUT_FILENO else { return }
        if code == EPIPE { exit(128 + SIGPIPE) }
        guard !outputFailed else { return }
        outputFailed = true
        RawOutput.write(
            "kblab: error: cannot write to standard output: \(String(cString: strerror(code)))\n",
            to: STDERR_FILENO)
    }
}
