import Foundation

/// An `OutputSink` that writes output lines to a file and passes diagnostics on to another sink
/// (the terminal's), as sqlite3's `.output` does. Lines are buffered and written at `flush()`
/// (after each command) or when the buffer grows large.
final class FileSink: OutputSink {
    /// The path as opened (absolute).
    let path: String
    /// Where diagnostics go.
    let errors: OutputSink
    private let handle: FileHandle
    private var buffer = Data()
    /// The first write error, reported once.
    private var failed = false

    /// Creates (or empties) the file; throws when it cannot be opened for writing.
    init(path: String, errors: OutputSink) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission)
        }
        self.handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        self.path = path
        self.errors = errors
    }

    func write(_ line: String) {
        buffer.append(contentsOf: Array(line.utf8))
        buffer.append(0x0A)
        if buffer.count > 1 << 16 { flush() }
    }

    func writeError(_ line: String) {
        errors.writeError(line)
    }

    /// Writes what is buffered; a failure is reported once to the error sink.
    func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            guard !failed else { return }
            failed = true
            errors.writeError("kblab: error: cannot write to '\(path)': \(error.localizedDescription)")
        }
    }

    /// Flushes and closes the file.
    func close() {
        flush()
        try? handle.close()
    }
}
