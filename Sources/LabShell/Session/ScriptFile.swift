import Foundation

/// Reading a script safely: only a regular file, of bounded size, that is text. A directory,
/// a device, a FIFO (which would block), a kernel file (/proc, /sys), a binary file or a
/// missing one is a clear error. The reading is `TextFile`'s: never blocking.
public enum ScriptFile {
    /// Scripts larger than this are refused (a 100,000-line script is about 3 MB).
    public static let maximumBytes = 64 << 20

    /// Why a script cannot be read.
    public enum Problem: Error, Equatable, Sendable {
        /// An empty path (made absolute it would name the directory).
        case empty
        case missing
        case directory
        case notRegular
        /// The read failed, for the reason given: the system's (`Permission denied`,
        /// `Input/output error`), `reading it would block`, or too little memory for the file.
        case unreadable(String)
        case tooLarge(Int)
        /// A NUL byte at this offset, line and column: binary data, not kblab text. Only that: a
        /// read that fails for any other reason says its own (all of them were "permission
        /// denied or unreadable").
        case binary(offset: Int, line: Int, column: Int)
        /// UTF-16 text, its byte order and byte-order mark said (`little-endian, with a
        /// byte-order mark`): all NUL bytes to a UTF-8 reader, so "not a text file" before.
        case utf16(String)
        /// A file of /proc or /sys: `/proc/kmsg` reads block forever, others never end.
        case kernelFile

        /// The help line under it: where relative paths start, or how to make the file UTF-8.
        public func suggestion(relativeTo directory: String) -> String? {
            switch self {
            case .missing: return "paths are relative to \(directory)"
            case .utf16: return "save it as UTF-8 (in a terminal: iconv -f UTF-16 -t UTF-8 FILE > NEW.kbl)"
            case .binary: return "a script is UTF-8 text; is this the file you meant?"
            default: return nil
            }
        }

        /// The message for `path`.
        public func message(_ path: String) -> String {
            let shown = SourceText.abbreviated(SourceText.printable(path), limit: 80)
            switch self {
            case .empty: return TextFileError.emptyPath.description
            case .missing: return "cannot read '\(shown)': no such file"
            case .directory: return "cannot read '\(shown)': it is a directory"
            case .notRegular: return "cannot read '\(shown)': not a regular file (a device or a pipe)"
            case .unreadable(let reason): return "cannot read '\(shown)': \(reason)"
            case .tooLarge(let bytes):
                return "cannot read '\(shown)': \(bytes) bytes is more than a script may hold "
                    + "(\(ScriptFile.maximumBytes >> 20) MB)"
            case .binary(let offset, let line, let column):
                return "cannot read '\(shown)': it is not a text file (a NUL byte at line \(line), column "
                    + "\(column), byte \(offset))"
            case .utf16(let encoding):
                return "cannot read '\(shown)': it is UTF-16 text (\(encoding)), not UTF-8"
            case .kernelFile: return "cannot read '\(shown)': it is a kernel file (/proc, /sys), not a script"
            }
        }
    }

    /// The text of the script at `path` (relative paths from `directory`).
    public static func read(_ path: String, relativeTo directory: String) -> Result<String, Problem> {
        guard !path.isEmpty else { return .failure(.empty) }
        let url = HomePath.url(path, relativeTo: directory)
        let full = url.path
        do throws(TextFileError) {
            return .success(try TextFile.read(full, limit: maximumBytes, pipes: false))
        } catch {
            switch error {
            case .emptyPath: return .failure(.empty)
            case .missing: return .failure(.missing)
            case .directory: return .failure(.directory)
            case .notRegularFile: return .failure(.notRegular)
            case .kernelFile: return .failure(.kernelFile)
            case .binary(_, let offset, let line, let column):
                return .failure(.binary(offset: offset, line: line, column: column))
            case .utf16(_, let encoding): return .failure(.utf16(encoding))
            case .tooLarge:
                var status = stat()
                let size = stat(full, &status) == 0 ? Int(status.st_size) : 0
                return .failure(.tooLarge(max(size, maximumBytes + 1)))
            case .unreadable(_, let reason), .unwritable(_, let reason): return .failure(.unreadable(reason))
            case .notReplaceable: return .failure(.notRegular)
            case .nulInPath, .inUse, .notPermitted: return .failure(.unreadable(error.description))
            }
        }
    }
}
