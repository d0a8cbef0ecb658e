import Glibc

/// An `OutputSink` that writes output lines to a file and passes diagnostics on to another sink
/// (the terminal's), as sqlite3's `.output` does. Lines are buffered and written at `flush()`
/// (after each command) or when the buffer grows large. Plain descriptors rather than
/// Foundation's file handles: the shell links Foundation statically, and its file-writing code
/// brings `mktemp` (and a linker warning) along.
final class FileSink: OutputSink {
    /// The path as opened (absolute).
    let path: String
    /// Where diagnostics go.
    let errors: OutputSink
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// The first write error, reported once.
    private var failed = false

    /// Creates (or empties) the file; throws when it cannot be opened for writing.
    init(path: String, errors: OutputSink) throws(TextFileError) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard opened >= 0 else {
            throw TextFileError.unwritable(path: path, reason: String(cString: strerror(errno)))
        }
        self.descriptor = opened
        self.path = path
        self.errors = errors
    }

    deinit {
        if descriptor >= 0 { Glibc.close(descriptor) }
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

    /// Writes what is buffered; a failure is reported once to the error sink.
    func flush() {
        guard !buffer.isEmpty, descriptor >= 0 else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        let failure: Int32? = buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : ENOSPC }
                offset += written
            }
            return nil
        }
        guard let failure, !failed else { return }
        failed = true
        errors.writeError("kblab: error: cannot write to '\(path)': \(String(cString: strerror(failure)))")
    }

    /// Flushes and closes the file.
    func close() {
        flush()
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }
}
