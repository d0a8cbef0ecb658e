import Glibc

/// Reading and writing the shell's files defensively: a bounded amount, only the kinds of file
/// that end (never a directory or a device, `/dev/zero` included), and replacing a file only
/// through a temporary file and a rename, so a crash or a full disk never leaves half a file.
public enum TextFile {
    /// The largest script `kblab FILE` reads (a 100,000-line script is about 4 MiB).
    public static let scriptLimit = 64 << 20

    /// Reads a whole script as text: a regular file, a pipe or a FIFO (`kblab <(…)`), at most
    /// `limit` bytes, with no NUL byte. Invalid UTF-8 is replaced (U+FFFD); the lexer reports it.
    public static func read(_ path: String, limit: Int = scriptLimit) throws(TextFileError) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw openError(path) }
        defer { close(descriptor) }
        switch kind(of: descriptor) {
        case .regular, .fifo, .socket: break
        case .directory: throw .directory(path: path)
        case .other(let name): throw .notRegularFile(path: path, kind: name)
        }
        let bytes = try readAll(descriptor, path: path, limit: limit)
        if let nul = bytes.firstIndex(of: 0) { throw .binary(path: path, offset: nul) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads at most the last `limit` bytes of a regular file, without ever blocking: the file is
    /// opened non-blocking (a FIFO's open returns at once and is then refused), and its kind is
    /// checked on the open descriptor, so it cannot be swapped in between. Returns the bytes and
    /// whether earlier ones were left out; the first `prefixLength` bytes of the file come too.
    public static func readRegularTail(_ path: String, limit: Int, prefixLength: Int = 0)
        throws(TextFileError)
        -> (prefix: [UInt8], tail: [UInt8], truncated: Bool)
    {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw openError(path) }
        defer { close(descriptor) }
        switch kind(of: descriptor) {
        case .regular: break
        case .directory: throw .directory(path: path)
        case .fifo: throw .notRegularFile(path: path, kind: "FIFO")
        case .socket: throw .notRegularFile(path: path, kind: "socket")
        case .other(let name): throw .notRegularFile(path: path, kind: name)
        }
        var info = stat()
        let size = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var prefix = [UInt8](repeating: 0, count: max(0, prefixLength))
        let got = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        prefix.removeLast(prefix.count - max(0, min(got, prefix.count)))
        let start = max(0, size - limit)
        guard lseek(descriptor, off_t(start), SEEK_SET) >= 0 else {
            throw .unreadable(path: path, reason: reason(errno))
        }
        // procfs files report size 0 and may be endless: the read is bounded either way.
        let tail = try readAll(descriptor, path: path, limit: limit, truncating: true)
        return (prefix, tail, start > 0)
    }

    /// Replaces `path` atomically: `write` fills a new temporary file in the same directory
    /// (it gets the temporary path and returns false on failure), which is then renamed over
    /// `path`. On any failure `path` is untouched and the temporary file removed.
    public static func replace(_ path: String, write: (String) -> Bool) throws(TextFileError) {
        let (descriptor, temporary) = try makeTemporary(path + ".tmp-XXXXXX", for: path)
        close(descriptor)
        guard write(temporary) else {
            unlink(temporary)
            throw .unwritable(path: path, reason: "writing \(temporary) failed")
        }
        guard rename(temporary, path) == 0 else {
            let why = reason(errno)
            unlink(temporary)
            throw .unwritable(path: path, reason: why)
        }
    }

    /// Writes `text` to `path` atomically (a temporary file in the same directory, then a
    /// rename), so a reader sees the old file or the new one, never half of one. The error says
    /// why, in the system's words (no such directory, permission denied…).
    public static func write(_ text: String, to path: String) throws(TextFileError) {
        let (descriptor, temporary) = try makeTemporary(path + ".tmp-XXXXXX", for: path)
        // mkstemp makes the file private; a saved script or a page is an ordinary file.
        fchmod(descriptor, 0o644)
        do throws(TextFileError) {
            try writeAll(text, to: descriptor, path: path)
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let why = reason(errno)
            unlink(temporary)
            throw .unwritable(path: path, reason: why)
        }
    }

    /// Writes `text` to a new private file in `directory` (mode 0600), calls `body` with its
    /// path, then removes it.
    public static func withTemporaryFile<Result>(
        in directory: String, containing text: String, _ body: (String) -> Result
    ) throws(TextFileError) -> Result {
        let (descriptor, path) = try makeTemporary(directory + "/kblab-XXXXXX", for: directory)
        do throws(TextFileError) {
            try writeAll(text, to: descriptor, path: path)
        } catch {
            unlink(path)
            throw error
        }
        defer { unlink(path) }
        return body(path)
    }

    /// Writes all of `text` to `descriptor` and closes it.
    private static func writeAll(_ text: String, to descriptor: Int32, path: String) throws(TextFileError) {
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw .unwritable(path: path, reason: reason(errno)) }
            offset += written
        }
    }

    // MARK: Helpers

    /// `mkstemp` on a template ending in XXXXXX: the open descriptor and the path made.
    private static func makeTemporary(_ template: String, for target: String) throws(TextFileError)
        -> (Int32, String)
    {
        var characters = Array(template.utf8CString)
        let descriptor = characters.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard descriptor >= 0 else { throw .unwritable(path: target, reason: reason(errno)) }
        let path = String(
            decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (descriptor, path)
    }

    enum Kind: Equatable {
        case regular, directory, fifo, socket
        case other(String)
    }

    static func kind(of descriptor: Int32) -> Kind {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .other("file of unknown kind") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFCHR: return .other("character device")
        case S_IFBLK: return .other("block device")
        default: return .other("special file")
        }
    }

    /// Reads to the end, at most `limit` bytes: beyond it, an error (or, `truncating`, a stop).
    private static func readAll(_ descriptor: Int32, path: String, limit: Int, truncating: Bool = false)
        throws(TextFileError) -> [UInt8]
    {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let room = min(chunk.count, limit + 1 - bytes.count)
            if room <= 0 {
                if truncating { return Array(bytes.prefix(limit)) }
                throw .tooLarge(path: path, limit: limit)
            }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, room) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { return bytes }  // a non-blocking descriptor with nothing more
                throw .unreadable(path: path, reason: reason(errno))
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        if bytes.count > limit {
            if truncating { return Array(bytes.prefix(limit)) }
            throw .tooLarge(path: path, limit: limit)
        }
        return bytes
    }

    private static func openError(_ path: String) -> TextFileError {
        errno == ENOENT ? .missing(path: path) : .unreadable(path: path, reason: reason(errno))
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `64 MiB`, `1 MiB`, `512 KiB`, `100 bytes`.
    static func byteCount(_ count: Int) -> String {
        if count >= 1 << 20 && count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10 && count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(count) bytes"
    }
}
