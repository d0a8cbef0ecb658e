import Foundation

/// Reading a script safely: only a regular file, of bounded size, that is text. A directory,
/// a device, a FIFO (which would block), a binary file or a missing one is a clear error.
public enum ScriptFile {
    /// Scripts larger than this are refused (a 100,000-line script is about 3 MB).
    public static let maximumBytes = 64 << 20

    /// Why a script cannot be read.
    public enum Problem: Error, Equatable, Sendable {
        case missing
        case directory
        case notRegular
        case unreadable
        case tooLarge(Int)
        case binary

        /// The message for `path`.
        public func message(_ path: String) -> String {
            let shown = SourceText.abbreviated(SourceText.printable(path), limit: 80)
            switch self {
            case .missing: return "cannot read '\(shown)': no such file"
            case .directory: return "cannot read '\(shown)': it is a directory"
            case .notRegular: return "cannot read '\(shown)': not a regular file (a device or a pipe)"
            case .unreadable: return "cannot read '\(shown)': permission denied or unreadable"
            case .tooLarge(let bytes):
                return "cannot read '\(shown)': \(bytes) bytes is more than a script may hold "
                    + "(\(ScriptFile.maximumBytes >> 20) MB)"
            case .binary: return "cannot read '\(shown)': it is not a text file"
            }
        }
    }

    /// The text of the script at `path` (relative paths from `directory`).
    public static func read(_ path: String, relativeTo directory: String) -> Result<String, Problem> {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true))
        let full = url.path
        var status = stat()
        guard stat(full, &status) == 0 else { return .failure(.missing) }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR { return .failure(.directory) }
        guard type == S_IFREG else { return .failure(.notRegular) }
        guard Int(status.st_size) <= maximumBytes else { return .failure(.tooLarge(Int(status.st_size))) }
        guard let handle = FileHandle(forReadingAtPath: full) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumBytes + 1)) ?? Data()
        guard data.count <= maximumBytes else { return .failure(.tooLarge(data.count)) }
        if data.contains(0) { return .failure(.binary) }
        return .success(String(decoding: data, as: UTF8.self))
    }
}
