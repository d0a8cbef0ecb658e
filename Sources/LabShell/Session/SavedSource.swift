/// The top-level statements that ran without error, as typed, for `save`: the last of them
/// that fit in a script `kblab FILE` reads back (`ScriptFile.maximumBytes`), so that a long
/// piped session keeps a bounded record (every line was kept, so ten million piped lines
/// would have held about a gigabyte).
///
/// Kept as the script's bytes, not a string per statement: a string object and an array slot
/// for every line took three times the line's own bytes.
struct SavedSource {
    /// The statements' UTF-8, a newline after each, in blocks that are filled and never grown
    /// (a statement is never split between two): one array grown by doubling was copied at
    /// every doubling and touched twice the memory it kept, which showed as page faults.
    private var blocks: [[UInt8]] = []
    /// Bytes of dropped statements still at the front of the first block.
    private var skipped = 0
    /// Each kept statement's length in bytes, its newline included, oldest first from `start`.
    private var lengths: [UInt32] = []
    /// The oldest statement kept (its index in `lengths`): the oldest are dropped from the
    /// front, and their lengths given back in batches.
    private var start = 0
    /// The kept lines' bytes, a newline each included: the size of the script `save` writes.
    private(set) var bytes = 0
    /// How many statements were dropped to stay within the bound.
    private(set) var dropped = 0
    /// The bound (a test sets a small one).
    var maximumBytes = ScriptFile.maximumBytes

    /// A block's size: small for a short session, up to 64 KiB as it grows.
    private var nextBlockSize: Int { min(1 << 16, max(1 << 12, bytes)) }

    /// The statements kept, oldest first, each on its own line: the script `save` writes.
    var script: String {
        var all: [UInt8] = []
        all.reserveCapacity(bytes)
        for (index, block) in blocks.enumerated() {
            all.append(contentsOf: index == 0 ? block[skipped...] : block[...])
        }
        return String(decoding: all, as: UTF8.self)
    }
    /// The statements kept, not counting the lines `save` adds around a failed one.
    var count: Int { lengths.count - start - annotations }
    /// Lines kept that are no statement of the session (a comment, `set keep-going`): marked
    /// in `lengths` by `annotationFlag`.
    private var annotations = 0
    private static let annotationFlag: UInt32 = 1 << 31

    mutating func append(_ line: String) {
        var line = line
        line.withUTF8 { append(bytes: $0) }
    }

    /// Appends a line that is not a statement of the session (a comment, a setting `save` puts
    /// around a statement that failed after taking effect): in the script, not in `count`.
    mutating func appendAnnotation(_ line: String) {
        var line = line
        line.withUTF8 { append(bytes: $0, annotation: true) }
    }

    /// Appends a statement given as the UTF-8 bytes it was typed as.
    mutating func append(bytes statement: UnsafeBufferPointer<UInt8>, annotation: Bool = false) {
        let length = statement.count + 1
        guard length <= maximumBytes else {
            // Longer than the whole bound: it would be dropped at once, and everything with it.
            dropAll()
            dropped += 1
            return
        }
        if blocks.last.map({ $0.capacity - $0.count >= length }) != true {
            var block: [UInt8] = []
            block.reserveCapacity(max(nextBlockSize, length))
            blocks.append(block)
        }
        blocks[blocks.count - 1].append(contentsOf: statement)
        blocks[blocks.count - 1].append(UInt8(ascii: "\n"))
        // At most `maximumBytes` (64 MiB): it fits.
        lengths.append(UInt32(truncatingIfNeeded: length) | (annotation ? Self.annotationFlag : 0))
        if annotation { annotations += 1 }
        bytes += length
        while bytes > maximumBytes && start < lengths.count {
            let oldest = Int(lengths[start] & ~Self.annotationFlag)
            if lengths[start] & Self.annotationFlag != 0 {
                annotations -= 1
                dropped -= 1  // counted below as a statement: it was none
            }
            bytes -= oldest
            skipped += oldest
            start += 1
            dropped += 1
        }
        // A block whose statements were all dropped goes.
        while let first = blocks.first, skipped >= first.count, blocks.count > 1 || skipped > 0 {
            skipped -= first.count
            blocks.removeFirst()
        }
        // The dropped statements' lengths are given back once they are half of those held.
        if start > 1024 && start * 2 > lengths.count {
            lengths.removeFirst(start)
            start = 0
        }
    }

    /// Drops every statement kept (counted as dropped).
    private mutating func dropAll() {
        dropped += count
        blocks = []
        lengths = []
        annotations = 0
        skipped = 0
        start = 0
        bytes = 0
    }

    mutating func removeAll() {
        self = SavedSource(maximumBytes: maximumBytes)
    }

    init(maximumBytes: Int = ScriptFile.maximumBytes) {
        self.maximumBytes = maximumBytes
    }
}
