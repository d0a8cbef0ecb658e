import KeyboardLab
import SystemInterface

/// Reading and writing the shell's files defensively: a bounded amount, only the kinds of file
/// that end (never a directory or a device, `/dev/zero` included), and replacing a file only
/// through a temporary file and a rename, so a crash or a full disk never leaves half a file.
public enum TextFile {
    /// The largest script `kblab FILE` reads (a 100,000-line script is about 4 MiB).
    public static let scriptLimit = 64 << 20

    /// Reads a whole script as text: a regular file, a pipe or a FIFO (`kblab <(…)`), at most
    /// `limit` bytes, with no NUL byte. Invalid UTF-8 is replaced (U+FFFD); the lexer reports it.
    /// Nothing blocks for good: the open is non-blocking, a pipe or FIFO is waited on with
    /// `poll` (a FIFO with no writer yet waits for one, as `cat` does, and Ctrl-C ends the
    /// wait), and a regular file whose read would block (`/proc/kmsg`) is an error.
    public static func read(_ path: String, limit: Int = scriptLimit, pipes: Bool = true)
        throws(TextFileError) -> String
    {
        let (descriptor, kind) = try openForReading(path)
        defer { close(descriptor) }
        switch kind {
        case .regular: break
        case .fifo where pipes, .socket where pipes: break
        case .fifo: throw .notRegularFile(path: path, kind: "FIFO")
        case .socket: throw .notRegularFile(path: path, kind: "socket")
        case .directory: throw .directory(path: path)
        case .other(let name): throw .notRegularFile(path: path, kind: name)
        }
        var info = stat()
        if kind == .regular, fstat(descriptor, &info) == 0, Int(info.st_size) > limit {
            throw .tooLarge(path: path, limit: limit)  // said at once, not after reading the limit
        }
        if kind == .regular, info.st_size > 0,
            let text = try readSized(descriptor, path: path, size: Int(info.st_size))
        {
            return text
        }
        let bytes = try readAll(descriptor, path: path, limit: limit, waiting: kind != .regular)
        if let nul = bytes.firstIndex(of: 0) {
            throw bytes.withUnsafeBufferPointer { notText(path: path, bytes: $0, nul: nul) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A regular file of `size` bytes read straight into the string's storage, allocated once
    /// at its size: reading by chunks into a growing array and decoding that held up to twice
    /// the file at once (128 MiB for a 60 MB script) while the session kept what earlier
    /// scripts defined. The memory is asked of the system first, so that too little of it is
    /// an error that says so, not an abort. Nil when the file turns out longer than `size` (it
    /// grew, or its size said nothing): the caller reads it from the start by chunks.
    private static func readSized(_ descriptor: Int32, path: String, size: Int) throws(TextFileError)
        -> String?
    {
        // A mapping of the size, given back at once: a malloc and free of it, never used, were
        // optimised away in the release build, and the string's own allocation then aborted.
        let probe = mmap(nil, size + 64, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let probe, probe != MAP_FAILED else {
            throw .unreadable(path: path, reason: "not enough memory to read its \(size) bytes")
        }
        munmap(probe, size + 64)
        var failure: TextFileError?
        var longer = false
        let text = String(unsafeUninitializedCapacity: size) { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var count = 0
            while count < size {
                let got = SystemCall.read(descriptor, base + count, size - count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 {
                    failure = .unreadable(
                        path: path, reason: errno == EAGAIN ? "reading it would block" : reason(errno))
                    return 0
                }
                if got == 0 { break }
                count += got
            }
            var extra: UInt8 = 0
            longer = count == size && SystemCall.read(descriptor, &extra, 1) > 0
            let read = UnsafeBufferPointer(rebasing: buffer[..<count])
            if let nul = read.firstIndex(of: 0) {
                failure = notText(path: path, bytes: read, nul: nul)
                return 0
            }
            return count
        }
        if let failure { throw failure }
        guard !longer else {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else {
                throw .unreadable(path: path, reason: reason(errno))
            }
            return nil
        }
        return text
    }

    /// Reads at most the last `limit` bytes of a regular file, without ever blocking: the file is
    /// opened non-blocking (a FIFO's open returns at once and is then refused), and its kind is
    /// checked on the open descriptor, so it cannot be swapped in between. Returns the bytes and
    /// whether earlier ones were left out; the first `prefixLength` bytes of the file come too.
    public static func readRegularTail(_ path: String, limit: Int, prefixLength: Int = 0)
        throws(TextFileError)
        -> (prefix: [UInt8], tail: [UInt8], truncated: Bool)
    {
        let (descriptor, kind) = try openForReading(path)
        defer { close(descriptor) }
        switch kind {
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
        let tail = try readAll(descriptor, path: path, limit: limit, truncating: true, waiting: false)
        return (prefix, tail, start > 0)
    }

    /// Replaces `path` atomically: `write` fills a new temporary file in the same directory
    /// (it gets the temporary path and returns false on failure), which is then renamed over
    /// `path`. On any failure `path` is untouched and the temporary file removed. A symbolic
    /// link is followed and its target replaced; anything but a regular file is refused, and so
    /// is a file the shell holds open (its standard output's) or one the mode keeps from us.
    public static func replace(
        _ path: String, protecting protected: ProtectedFiles = ProtectedFiles(), write: (String) -> Bool
    ) throws(TextFileError) {
        try replaceAtomically(path, defaultMode: nil, protecting: protected) {
            descriptor, temporary throws(TextFileError) in
            close(descriptor)
            guard write(temporary) else {
                throw .unwritable(path: path, reason: "writing \(temporary) failed")
            }
        }
    }

    /// Writes `text` to `path` atomically (a temporary file in the same directory, then a
    /// rename), so a reader sees the old file or the new one, never half of one. The error says
    /// why, in the system's words (no such directory, permission denied…). As `replace`, a
    /// symbolic link's target is written, and a device, FIFO, socket or directory is refused,
    /// as are the files in `protected` (the scripts being run), the shell's open files and a
    /// file its mode or owner keeps from us. Ctrl-C (the interruption flag) between blocks
    /// stops the write, and the temporary file goes.
    public static func write(
        _ text: String, to path: String, protecting protected: ProtectedFiles = ProtectedFiles()
    ) throws(TextFileError) {
        // mkstemp makes the file private; a saved script or a page is an ordinary file.
        try replaceAtomically(path, defaultMode: 0o644, protecting: protected) {
            descriptor, _ throws(TextFileError) in
            try writeAll(text, to: descriptor, path: path, interruptible: true)
        }
    }

    /// Where a replacement of `path` must go and the status of the file there: `path` itself,
    /// or the end of its chain of symbolic links (a rename over a link would replace the link,
    /// and the file it names would never change), nil status for a new file. Renaming over a
    /// device, FIFO, socket or directory would destroy it (as root, `/dev/full`): refused.
    static func replacementTarget(_ path: String) throws(TextFileError) -> (
        path: String, status: stat?, viaLink: Bool
    ) {
        guard !path.isEmpty else { throw .emptyPath }
        var target = path
        var viaLink = false
        for _ in 0..<40 {  // the kernel's own bound on links followed (ELOOP)
            var info = stat()
            guard lstat(target, &info) == 0 else {
                // A new file (or a missing directory, which creating the temporary file reports).
                if errno == ENOENT { return (target, nil, viaLink) }
                throw .unwritable(path: path, reason: reason(errno))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return (target, info, viaLink)
            case S_IFLNK:
                guard let next = linkTarget(target) else {
                    throw .unwritable(path: path, reason: reason(errno))
                }
                // A relative link is relative to the directory holding it.
                if next.hasPrefix("/") {
                    target = next
                } else if let slash = target.lastIndex(of: "/") {
                    target = String(target[...slash]) + next
                } else {
                    target = next
                }
                viaLink = true
            default:
                let name = kindName(kind(ofMode: info.st_mode))
                throw .notReplaceable(path: path, kind: viaLink ? "symbolic link to a \(name)" : name)
            }
        }
        throw .unwritable(path: path, reason: reason(ELOOP))
    }

    /// The help line of a failed `write`: what to name instead.
    static func writeSuggestion(_ error: TextFileError, relativeTo directory: String? = nil) -> String {
        switch error {
        case .notReplaceable:
            return "name a regular file: it is replaced whole (a temporary file, then a rename)"
        case .inUse:
            return "name another file; `output` alone sends the output back to standard output"
        case .notPermitted:
            return "name a file of your own you may write, or copy this one first"
        case .nulInPath:
            return "leave the NUL byte out of the name"
        default: break
        }
        return directory.map { "paths are relative to \($0)" }
            ?? "check that the directory exists and is writable"
    }

    /// Makes a temporary file beside the replacement target of `path`, lets `fill` write it (it
    /// closes the descriptor), then renames it over the target; on failure removes it.
    private static func replaceAtomically(
        _ path: String, defaultMode: mode_t?, protecting protected: ProtectedFiles,
        fill: (Int32, String) throws(TextFileError) -> Void
    ) throws(TextFileError) {
        let found = try checkTarget(path, protecting: protected)
        let (target, existing, viaLink) = try replacementTarget(path)
        if let found {
            // The kernel's links (/dev/stdout, /proc/self/fd/1) name an open file, not a path:
            // the chain of names ends at a pipe's "pipe:[…]" or a deleted file's "… (deleted)".
            guard found.st_mode & S_IFMT == S_IFREG else {
                let name = kindName(kind(ofMode: found.st_mode))
                throw .notReplaceable(path: path, kind: viaLink ? "symbolic link to a \(name)" : name)
            }
            guard let existing, FileIdentity(existing) == FileIdentity(found) else {
                throw .inUse(path: path, holder: "an open file reached through /proc, not by its name")
            }
        }
        if let existing, let problem = permissionProblem(existing, replacing: true, path: target) {
            throw .notPermitted(path: path, reason: problem)
        }
        let (descriptor, temporary) = try makeTemporary(temporaryTemplate(for: target), for: path)
        notePending(temporary)
        defer { clearPending() }
        do throws(TextFileError) {
            try fill(descriptor, temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        // The replacement keeps the replaced file's permissions (a private history stays
        // private), set after `fill`: libedit's `history_save` makes its file 0600 itself.
        if let chosen = existing.map({ $0.st_mode & 0o7777 }) ?? defaultMode { chmod(temporary, chosen) }
        guard rename(temporary, target) == 0 else {
            let why = reason(errno)
            unlink(temporary)
            throw .unwritable(path: path, reason: why)
        }
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let base = bytes.baseAddress else { return -1 }
            return readlink(path, base.assumingMemoryBound(to: CChar.self), bytes.count - 1)
        }
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count], as: UTF8.self)
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

    /// Writes all of `text` to `descriptor` and closes it. `interruptible`: Ctrl-C (the
    /// process's interruption flag) stops it between blocks of 1 MiB, with an error.
    private static func writeAll(
        _ text: String, to descriptor: Int32, path: String, interruptible: Bool = false
    )
        throws(TextFileError)
    {
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            if interruptible && Interruption.process.isRequested {
                throw .unwritable(path: path, reason: "interrupted (Ctrl-C); the file was left as it was")
            }
            let written = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return SystemCall.write(descriptor, base + offset, min(buffer.count - offset, 1 << 20))
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
        return kind(ofMode: info.st_mode)
    }

    static func kind(ofMode mode: mode_t) -> Kind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFCHR: return .other("character device")
        case S_IFBLK: return .other("block device")
        default: return .other("special file")
        }
    }

    static func kindName(_ kind: Kind) -> String {
        switch kind {
        case .regular: return "regular file"
        case .directory: return "directory"
        case .fifo: return "FIFO"
        case .socket: return "socket"
        case .other(let name): return name
        }
    }

    /// Whether the open `descriptor` is a file of the kernel's pseudo-filesystems, /proc and
    /// /sys, judged by the path the kernel gives it (statfs is not in Swift's Glibc). Their files
    /// report size 0 and may block (`/proc/kmsg`) or never end; none holds a script or a history.
    private static func isKernelFile(_ descriptor: Int32) -> Bool {
        guard let real = linkTarget("/proc/self/fd/\(descriptor)") else { return false }
        return ["/proc", "/sys"].contains { real == $0 || real.hasPrefix($0 + "/") }
    }

    /// Opens `path` for reading without ever blocking in `open` (a FIFO with no writer, a
    /// terminal line waiting for carrier), with its kind read from the open descriptor (so it
    /// cannot be swapped in between). A file of the kernel's (/proc, /sys) is refused.
    static func openForReading(_ path: String) throws(TextFileError) -> (descriptor: Int32, kind: Kind) {
        guard !path.isEmpty else { throw .emptyPath }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw openError(path) }
        let found = kind(of: descriptor)
        if found == .regular, isKernelFile(descriptor) {
            close(descriptor)
            throw .kernelFile(path: path)
        }
        return (descriptor, found)
    }

    /// Reads to the end, at most `limit` bytes: beyond it, an error (or, `truncating`, a stop).
    /// The descriptor is non-blocking. `waiting` (a pipe, a FIFO, a socket): before each read
    /// `poll` waits for data, or for the writer to close (it also waits for a FIFO's first
    /// writer); a signal (Ctrl-C, with the
    /// shell's handler installed) that set the interruption flag ends the wait with an error.
    /// Otherwise (a regular file) a read that would block is an error: no progress, ever.
    static func readAll(
        _ descriptor: Int32, path: String, limit: Int, truncating: Bool = false, waiting: Bool
    ) throws(TextFileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let room = min(chunk.count, limit + 1 - bytes.count)
            if room <= 0 {
                if truncating { return Array(bytes.prefix(limit)) }
                throw .tooLarge(path: path, limit: limit)
            }
            // First: a non-blocking read of a FIFO no writer opened yet gives 0, not EAGAIN.
            if waiting { try waitForData(descriptor, path: path) }
            let count = chunk.withUnsafeMutableBytes { SystemCall.read(descriptor, $0.baseAddress, room) }
            if count < 0 {
                if errno == EINTR || (waiting && errno == EAGAIN) { continue }
                guard errno == EAGAIN else { throw .unreadable(path: path, reason: reason(errno)) }
                throw .unreadable(path: path, reason: "reading it would block")
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

    /// Waits until `descriptor` has data or its writer closed.
    private static func waitForData(_ descriptor: Int32, path: String) throws(TextFileError) {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&request, 1, -1) < 0 {
            guard errno == EINTR else { throw .unreadable(path: path, reason: reason(errno)) }
            if Interruption.process.isRequested { throw .unreadable(path: path, reason: "interrupted") }
        }
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
        return NumberStyle.count(count, "byte")
    }
}
