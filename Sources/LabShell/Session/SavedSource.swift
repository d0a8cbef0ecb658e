/// The top-level statements that ran without error, as typed, for `save`: the last of them
/// that fit in a script `kblab FILE` reads back (`ScriptFile.maximumBytes`), so that a long
/// piped session keeps a bounded record (every line was kept, so ten million piped lines
/// would have held about a gigabyte).
struct SavedSource {
    private var lines: [String] = []
    /// Where the kept lines start: the oldest are dropped from the front in batches.
    private var start = 0
    /// The kept lines' bytes, a newline each included: the size of the script `save` writes.
    private(set) var bytes = 0
    /// How many statements were dropped to stay within the bound.
    private(set) var dropped = 0
    /// The bound (a test sets a small one).
    var maximumBytes = ScriptFile.maximumBytes

    /// The statements kept, oldest first.
    var kept: ArraySlice<String> { lines[start...] }
    var count: Int { lines.count - start }

    mutating func append(_ line: String) {
        lines.append(line)
        bytes += line.utf8.count + 1
        while bytes > maximumBytes && start < lines.count {
            bytes -= lines[start].utf8.count + 1
            start += 1
            dropped += 1
        }
        // The dropped slots are given back once they are half the array.
        if start > 1024 && start * 2 > lines.count {
            lines.removeFirst(start)
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
