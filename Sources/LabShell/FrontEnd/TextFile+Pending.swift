import SystemInterface

/// The temporary file a `save`, `export` or history save is writing right now, kept where a
/// signal handler can remove it: Ctrl-C and a file-size limit are errors the write itself
/// handles, but a second Ctrl-C, SIGTERM or SIGHUP end the shell at once, and left the
/// 2 MB `NAME.tmp-XXXXXX` behind. Its path is kept as a C string in memory allocated once, so
/// that the handler only reads bytes and calls `unlink`, both safe in a signal handler.
extension TextFile {
    private static let pendingCapacity = Int(PATH_MAX) + 1

    /// The path, NUL-terminated; empty (a NUL first) when no temporary file is being written.
    nonisolated(unsafe) private static let pendingPath: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: pendingCapacity)
        buffer.initialize(repeating: 0, count: pendingCapacity)
        return buffer
    }()

    /// Makes the buffer before any handler may read it (a static's first use is not safe in a
    /// signal handler).
    public static func prepareForSignals() {
        _ = pendingPath
    }

    /// Notes `path` as the temporary file being written; its first byte is written last, so a
    /// handler never reads half a path.
    static func notePending(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < pendingCapacity, !bytes.isEmpty else { return }
        pendingPath[0] = 0
        for (index, byte) in bytes.enumerated().dropFirst() { pendingPath[index] = CChar(bitPattern: byte) }
        pendingPath[bytes.count] = 0
        pendingPath[0] = CChar(bitPattern: bytes[0])
    }

    /// The temporary file was renamed into place or removed.
    static func clearPending() {
        pendingPath[0] = 0
    }

    /// Removes the temporary file being written, if any. Async-signal-safe: a signal handler
    /// that ends the shell calls it first.
    public static func removePendingTemporary() {
        guard pendingPath[0] != 0 else { return }
        unlink(pendingPath)
        pendingPath[0] = 0
    }
}
