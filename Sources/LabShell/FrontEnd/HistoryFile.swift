/// The shell's history file (`~/.kblab_history`, libedit's format: a `_HiStOrY_V2_` line, then one
/// entry per line with spaces written `\040`), checked before libedit sees it: only a regular
/// file, only its last `byteLimit` bytes, only lines that look like entries. Whatever is wrong
/// gives one warning and the shell starts with what could be kept.
public struct HistoryFile: Sendable, Equatable {
    /// libedit's first line.
    public static let header = "_HiStOrY_V2_"
    /// At most this much of the file is read (its end: the newest entries).
    public static let byteLimit = 1 << 20
    /// Longer lines are not entries.
    public static let lineLimit = 4096
    /// The shell keeps this many entries (libedit's `H_SETSIZE`).
    public static let entryLimit = 1000

    /// The entries kept, in libedit's encoding, oldest first.
    public var entries: [String] = []
    /// One line for the user, or nil when all went well (a missing file is fine: a first run).
    public var warning: String?
    /// False when the path must not be replaced: it is not a file the shell wrote (not a
    /// regular file, unreadable, or a regular file without libedit's header).
    public var mayReplace = true

    public init(entries: [String] = [], warning: String? = nil, mayReplace: Bool = true) {
        self.entries = entries
        self.warning = warning
        self.mayReplace = mayReplace
    }

    /// The text to hand to libedit's loader: the header and the entries.
    public var text: String {
        ([Self.header] + entries).joined(separator: "\n") + "\n"
    }

    /// Whether an entry may go into the history: only one whose saved line `load` will take
    /// back, so a start never calls the shell's own file corrupt (a 5,000-character line was
    /// saved, then skipped with a warning at every start). libedit writes an entry through
    /// `strvis`: a graphic ASCII byte stays one byte, a backslash becomes two, anything else
    /// (a space, a tab, a byte of a non-ASCII character) at most four (`\040`); the bound is
    /// checked on that worst case.
    public static func keeps(_ entry: String) -> Bool {
        var saved = 0
        for byte in entry.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): saved += 2
            case 0x21...0x7E: saved += 1
            default: saved += 4
            }
            if saved > lineLimit { return false }
        }
        return saved > 0
    }

    /// Reads and checks the history at `path`.
    public static func load(_ path: String) -> HistoryFile {
        let read: (prefix: [UInt8], tail: [UInt8], truncated: Bool)
        do throws(TextFileError) {
            read = try TextFile.readRegularTail(path, limit: byteLimit, prefixLength: header.utf8.count)
        } catch {
            if case .missing = error { return HistoryFile() }
            return HistoryFile(
                warning: "history not loaded: \(error); it will not be saved", mayReplace: false)
        }
        if read.prefix.isEmpty { return HistoryFile() }  // empty file
        guard read.prefix.elementsEqual(header.utf8) else {
            return HistoryFile(
                warning: "history not loaded: '\(path)' is not a kblab history file "
                    + "(no \(header) line); it will not be saved over", mayReplace: false)
        }
        var lines = read.tail.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        // The first line is the header, or (when the start was cut off) part of a line.
        if !lines.isEmpty { lines.removeFirst() }
        var kept: [String] = []
        var skipped = 0
        for line in lines {
            if line.count <= lineLimit, line.allSatisfy({ $0 >= 0x20 && $0 != 0x7F }),
                let text = String(validating: line, as: UTF8.self)
            {
                kept.append(text)
            } else {
                skipped += 1
            }
        }
        var problems: [String] = []
        if read.truncated { problems.append("only its last \(TextFile.byteCount(byteLimit)) was read") }
        if skipped > 0 { problems.append("\(skipped) corrupt line\(skipped == 1 ? "" : "s") skipped") }
        return HistoryFile(
            entries: Array(kept.suffix(entryLimit)),
            warning: problems.isEmpty ? nil : "history '\(path)': " + problems.joined(separator: ", "))
    }
}
