import SystemInterface

/// An `OutputSink` that writes output lines to a file and passes diagnostics on to another sink
/// (the terminal's), as sqlite3's `.output` does. Lines are buffered and written at `flush()`
/// (after each command) or when the buffer grows large. Plain descriptors rather than
/// Foundation's file handles: the shell links Foundation statically, and its file-writing code
/// brings `mktemp` (and a linker warning) along.
///
/// The file is written in place (opened, emptied, written), not replaced by a rename as `save`
/// and `export` do: so `/dev/null`, `/dev/stdout`, a terminal or a FIFO's reader get the lines.
final class FileSink: OutputSink {
    /// The path as opened (absolute).
    let path: String
    /// The path as the user gave it, for messages.
    let shownPath: String
    /// Where diagnostics go.
    let errors: OutputSink
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The errno of a write that failed since `takeFailure()` last asked.
    private var failure: Int32?

    /// Creates (or empties) the file; throws when it cannot be opened for writing. The open never
    /// blocks: a FIFO nobody reads is refused at once (the open would wait for a reader forever).
    /// A regular file is emptied only once it is known not to be one the shell holds (the file
    /// its standard output was redirected to, reached as `/dev/stdout`, the script being run:
    /// emptying it lost what it held) and its mode lets us write it (as root too).
    init(path: String, shownAs shownPath: String, errors: OutputSink, protecting protected: ProtectedFiles)
        throws(TextFileError)
    {
        guard !path.utf8.contains(0) else { throw .nulInPath(path: shownPath) }
        let opened = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0o644)
        guard opened >= 0 else {
            let code = errno
            var info = stat()
            let isFIFO = stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
            throw .unwritable(
                path: shownPath,
                reason: code == ENXIO && isFIFO ? "no process is reading the FIFO" : TextFile.reason(code))
        }
        var info = stat()
        if fstat(opened, &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
            var refusal: TextFileError?
            if let holder = protected.holder(of: FileIdentity(info)) {
                refusal = .inUse(path: shownPath, holder: holder)
            } else if let problem = TextFile.permissionProblem(info, replacing: false, path: path) {
                refusal = .notPermitted(path: shownPath, reason: problem)
            } else if ftruncate(opened, 0) != 0 {
                refusal = .unwritable(path: shownPath, reason: TextFile.reason(errno))
            }
            if let refusal {
                SystemCall.close(opened)
                throw refusal
            }
        }
        // Writes then block as usual (a slow FIFO reader is waited for, not an error).
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        self.descriptor = opened
        self.path = path
        self.shownPath = shownPath
        self.errors = errors
    }

    deinit {
        if descriptor >= 0 { SystemCall.close(descriptor) }
    }

    func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
    }

    func writeError(_ line: String) {
        errors.writeError(line)
    }

    func writeError(lines: RenderedLines) {
        errors.writeError(lines: lines)
    }

    /// Writes what is buffered; a failure is kept for `takeFailure()` and what could not be
    /// written is dropped (a full disk does not fill the memory instead).
    func flush() {
        guard !buffer.isEmpty, descriptor >= 0 else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        let code: Int32? = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = SystemCall.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : ENOSPC }
                offset += written
            }
            return nil
        }
        if let code, failure == nil { failure = code }
    }

    /// The message for the first write that failed since the last call, or nil.
    func takeFailure() -> String? {
        guard let code = failure else { return nil }
        failure = nil
        return "cannot write to '\(shownPath)': \(TextFile.reason(code))"
    }

    /// Flushes and closes the file.
    func close() {
        flush()
        if descriptor >= 0 { SystemCall.close(descriptor) }
        descriptor = -1
    }
}
