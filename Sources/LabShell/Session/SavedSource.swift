/// The top-level statements that ran without error, as typed, for `save`: the last of them
/// that fit in a script `kblab FILE` reads back (`ScriptFile.maximumBytes`), so that a long
/// piped session keeps a bounded record (every line was kept, so ten million piped lines
/// would have held about a gigabyte).
///
/// Kept as the script's bytes, not a string per statement: a string object and an array slot
/// for every piped line were three times the line's own bytes, retained once each, and the
/// memory they took as a session grew was a twentieth of an `echo` line's time in page faults.
struct SavedSource {
    /// The statements' UTF-8, a newline after each.
    private var text: [UInt8] = []
    /// Where each statement's bytes end in `text`, its newline included.
    private var ends: [Int] = []
    /// The oldest statement kept (its index in `ends`): the oldest are dropped from the front
    /// in batches.
    private var start = 0
    /// The kept lines' bytes, a newline each included: the size of the script `save` writes.
    private(set) var bytes = 0
    /// How many statements were dropped to stay within the bound.
    private(set) var dropped = 0
    /// The bound (a test sets a small one).
    var maximumBytes = ScriptFile.maximumBytes

    /// Where the oldest kept statement starts in `text`.
    private var firstByte: Int { start == 0 ? 0 : ends[start - 1] }

    /// The statements kept, oldest first, each on its own line: the script `save` writes.
    var script: String { String(decoding: text[firstByte...], as: UTF8.self) }
    var count: Int { ends.count - start }

    mutating func append(_ line: String) {
        var line = line
        line.withUTF8 { append(bytes: $0) }
    }

    /// Appends a statement given as the UTF-8 bytes it was typed as.
    mutating func append(bytes statement: UnsafeBufferPointer<UInt8>) {
        text.append(contentsOf: statement)
        text.append(UInt8(ascii: "\n"))
        ends.append(text.count)
        bytes += statement.count + 1
        while bytes > maximumBytes && start < ends.count {
            bytes -= ends[start] - firstByte
            start += 1
            dropped += 1
        }
        // The dropped statements' room is given back once it is half of what is held.
        if start > 1024 && start * 2 > ends.count {
            let from = firstByte
            text.removeFirst(from)
            ends.removeFirst(start)
            for index in ends.indices { ends[index] -= from }
            start = 0
        }
    }

    mutating func removeAll() {
        self = SavedSource(maximumBytes: maximumBytes)
    }

    init(maximumBytes: Int = ScriptFile.maximumBytes) {
        self.maximumBytes = maximumBytes
    }
}
