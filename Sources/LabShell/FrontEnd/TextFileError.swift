/// Why a script or history file could not be read (or written), with the path at fault.
public enum TextFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path is empty (`save ""`, `kblab ""`, `KBLAB_HISTORY=`).
    case emptyPath
    /// Nothing at that path.
    case missing(path: String)
    /// `open` or `read` failed: the path and the system's reason (`No such file or directory`).
    case unreadable(path: String, reason: String)
    /// The path names a directory.
    case directory(path: String)
    /// A device, or a FIFO where only a regular file will do (the history): reading it could
    /// block or never end.
    case notRegularFile(path: String, kind: String)
    /// More bytes than the limit allows.
    case tooLarge(path: String, limit: Int)
    /// A NUL byte: binary data, not kblab text; where it is (byte offset from 0, line and
    /// column from 1).
    case binary(path: String, offset: Int, line: Int, column: Int)
    /// UTF-16 text (`encoding`: its byte order and whether a byte-order mark starts it).
    case utf16(path: String, encoding: String)
    /// A file of the kernel's pseudo-filesystems (/proc, /sys): it may block or never end.
    case kernelFile(path: String)
    /// A device, FIFO, socket or directory (or a symbolic link to one) where a file would be
    /// replaced by a rename: the rename would destroy it.
    case notReplaceable(path: String, kind: String)
    /// Writing the temporary file or renaming it over the target failed.
    case unwritable(path: String, reason: String)
    /// A NUL byte in the path: the system would stop the name there and write another file.
    case nulInPath(path: String)
    /// The file is one the shell holds (its standard output's file, the script being run, an
    /// open file reached through /proc): replacing or emptying it would lose what it holds.
    case inUse(path: String, holder: String)
    /// The file's mode or owner keeps it from being written (read-only, another user's).
    case notPermitted(path: String, reason: String)

    public var description: String {
        switch self {
        case .emptyPath: return "the file path is empty"
        case .missing(let path): return "cannot read '\(path)': no such file"
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .directory(let path): return "'\(path)' is a directory"
        case .notRegularFile(let path, let kind): return "'\(path)' is a \(kind), not a regular file"
        case .tooLarge(let path, let limit): return "'\(path)' is larger than \(TextFile.byteCount(limit))"
        case .binary(let path, let offset, let line, let column):
            return
                "'\(path)' is not a text file (a NUL byte at line \(line), column \(column), byte \(offset))"
        case .utf16(let path, let encoding):
            return "'\(path)' is UTF-16 text (\(encoding)), not UTF-8; save it as UTF-8"
        case .kernelFile(let path): return "'\(path)' is a kernel file (/proc, /sys), not a text file"
        case .notReplaceable(let path, let kind):
            return "cannot write '\(path)': it is a \(kind), not a regular file"
        case .unwritable(let path, let reason): return "cannot write '\(path)': \(reason)"
        case .nulInPath(let path):
            return
                "the file path '\(SourceText.printable(path))' holds a NUL byte, which no file name may hold"
        case .inUse(let path, let holder): return "cannot write '\(path)': it is \(holder)"
        case .notPermitted(let path, let reason): return "cannot write '\(path)': \(reason)"
        }
    }
}

extension TextFileError {
    /// An empty path typed as a command's argument, as a diagnostic under it.
    func diagnostic(at range: SourceRange) -> Diagnostic {
        Diagnostic(.syntax, at: range, message: description, expected: "a file name, such as out.kbl")
    }
}
