import SystemInterface

/// The one place diagnostics become text:
///
///     script.kbl:3:12: error: unknown variable 'midd'
///     solver add midd == 5
///                ^~~~
///     help: did you mean 'mid'?
public enum DiagnosticRenderer {
    /// What starts a suggestion's line.
    static let helpPrefix = "help: "
    /// Its width.
    static let helpIndent = helpPrefix.utf8.count

    /// The narrowest excerpt of a source line shown, whatever the width asked.
    static let minimumExcerptWidth = 20

    /// The diagnostic as lines of text, without terminal escapes.
    public static func render(_ d: Diagnostic, width: Int = CommandHelp.width) -> [String] {
        var text = RenderedLines()
        render(d, into: &text, width: width)
        return text.lines
    }

    /// Appends the diagnostic's lines to `text`. Written as bytes into one buffer the caller
    /// keeps (a string for each line, then each line's bytes copied into the sink's buffer, was
    /// most of an unknown command's cost).
    /// `width` is the help width: a `help:` or `note:` line longer than that is broken at its
    /// spaces, as a warning is (the first line, which tools read, stays whole).
    public static func render(_ d: Diagnostic, into text: inout RenderedLines, width: Int = CommandHelp.width)
    {
        text.append(d.sourceName.isEmpty ? "<input>" : d.sourceName)
        text.append(byte: UInt8(ascii: ":"))
        text.append(number: d.line)
        text.append(byte: UInt8(ascii: ":"))
        text.append(number: d.column)
        text.append(literal: ": error: ")
        let (head, quoted, tail) = d.messageParts
        text.append(head)
        text.append(quoted)
        text.append(tail)
        if let expected = d.expected {
            text.append(literal: "; expected ")
            text.append(expected)
        }
        text.endLine()
        if let source = d.sourceInput {
            excerpt(source, column: d.column, length: d.length, width: width, into: &text)
        }
        if let suggestion = d.suggestion, isOneLine(suggestion, within: width - helpIndent) {
            // Most suggestions: one short line, appended as it is (splitting it by characters to
            // find its lines doubled the cost of an unknown command).
            text.append(literal: "help: ")
            text.append(suggestion)
            text.endLine()
        } else if let suggestion = d.suggestion {
            // A suggestion of several lines (a command's wrapped usage) keeps its lines, each
            // after the first indented under the text of the first.
            var first = true
            for line in suggestion.split(separator: "\n", omittingEmptySubsequences: false) {
                // Prose continues under the text of `help: `; a usage's own later lines keep
                // their indentation under it, as in `help`.
                for part in Session.fitted(String(line), width: width - helpIndent, hanging: 0) {
                    text.append(literal: first ? "help: " : "      ")
                    text.append(part)
                    text.endLine()
                    first = false
                }
            }
        }
        for note in d.notes {
            for (index, part) in Session.fitted(note, width: width - helpIndent, hanging: 0).enumerated() {
                text.append(literal: index == 0 ? "note: " : "      ")
                text.append(part)
                text.endLine()
            }
        }
    }

    /// Whether `text` has no line break and at most `width` bytes (so at most `width`
    /// characters), told from its bytes in place.
    static func isOneLine(_ text: String, within width: Int) -> Bool {
        let utf8 = text.utf8
        guard utf8.count <= width else { return false }
        let found: Bool? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, 0x0A, bytes.count) != nil
        }
        return !(found ?? utf8.contains(UInt8(ascii: "\n")))
    }

    /// Spaces up to the range, a caret, and a tilde under each further character.
    private static func caret(at start: Int, visible: Int, into text: inout RenderedLines) {
        text.append(byte: UInt8(ascii: " "), count: start)
        text.append(byte: UInt8(ascii: "^"))
        text.append(byte: UInt8(ascii: "~"), count: visible - 1)
        text.endLine()
    }

    /// Appends the source line (or a window of it) and a caret line under the range. A line
    /// wider than `width` columns is shown as a window of that width, ellipses included, with
    /// the error a third of the way in. Columns are display columns: a wide (East Asian)
    /// character takes two, so the caret stays under its text.
    static func excerpt(
        _ source: InputLine, column: Int, length: Int, width: Int, into text: inout RenderedLines
    ) {
        // A short line of printable ASCII is shown as it is, from its bytes (no string made).
        let count = source.count
        let limit = max(width, minimumExcerptWidth)
        let shown = source.bytes.withUnsafeBufferPointer { bytes in
            guard count <= limit, RenderedLines.isPrintableASCII(bytes) else { return false }
            text.append(printable: bytes)
            return true
        }
        guard shown else {
            return excerpt(windowing: source.text, column: column, length: length, width: width, into: &text)
        }
        text.endLine()
        caret(at: max(0, column - 1), visible: max(1, min(length, max(1, count - (column - 1)))), into: &text)
    }

    /// `excerpt` of a line that is longer than `width` or not all printable ASCII.
    private static func excerpt(
        windowing source: String, column: Int, length: Int, width: Int, into text: inout RenderedLines
    ) {
        let limit = max(width, minimumExcerptWidth)
        let count = source.utf8.count
        if isPrintableASCII(source) {
            // A long line of printable ASCII is windowed by its bytes: made printable and split
            // into characters whole, a megabyte line took a tenth of a second for every error.
            let room = limit - 2  // an ellipsis each side
            let start = max(0, min(column - 1 - room / 3, count - room))
            let end = min(count, start + room)
            let utf8 = source.utf8
            let shown = String(
                Substring(
                    utf8[
                        utf8.index(
                            utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
            let prefix = start > 0 ? "…" : ""
            text.append(prefix + shown + (end < count ? "…" : ""))
            text.endLine()
            let visible = max(1, min(length, max(1, end - (column - 1))))
            caret(at: max(0, column - 1 - start) + prefix.count, visible: visible, into: &text)
            return
        }
        let characters = Array(SourceText.printable(source))
        let widths = characters.map(SourceText.displayWidth)
        let total = characters.count
        let target = min(max(0, column - 1), total)  // the character the error starts at
        var start = 0
        var end = total
        if widths.reduce(0, +) > limit {
            // The window: a third of the room before the error, then as much as fits.
            let room = limit - 2
            var before = 0
            start = target
            while start > 0, before + widths[start - 1] <= room / 3 {
                start -= 1
                before += widths[start]
            }
            var used = before
            end = target
            while end < total, used + widths[end] <= room {
                used += widths[end]
                end += 1
            }
            // At the line's end, the room left goes before the error.
            while start > 0, used + widths[start - 1] <= room {
                start -= 1
                used += widths[start]
            }
        }
        let prefix = start > 0 ? "…" : ""
        text.append(prefix + String(characters[start..<end]) + (end < total ? "…" : ""))
        text.endLine()
        let lead = widths[start..<max(start, min(target, end))].reduce(0, +) + prefix.count
        let covered = widths[min(target, end)..<min(end, target + max(1, length))].reduce(0, +)
        caret(at: lead, visible: max(1, covered), into: &text)
    }

    /// Whether every byte is printable ASCII (read in place, eight at a time, where
    /// `allSatisfy` on the view stepped through its indices).
    private static func isPrintableASCII(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable(RenderedLines.isPrintableASCII)
        return answer ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}

/// Lines of text as UTF-8 bytes, each followed by a line feed: what `DiagnosticRenderer` writes
/// and `OutputSink.writeError(lines:)` takes. Every line feed ends a line (text appended has its
/// control characters shown as `?`), so the lines are found by their line feeds. Kept and emptied
/// by its owner, so rendering allocates nothing once its buffer has grown.

public struct RenderedLines: Sendable {
    private var storage = Storage(capacity: 256)

    public init() {}

    /// Every line's bytes with its line feed (a copy; a sink reads them in place, `withBytes`).
    public var bytes: [UInt8] {
        let count = storage.count
        return withExtendedLifetime(storage) {
            [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                if count > 0, let to = buffer.baseAddress { to.initialize(from: storage.base, count: count) }
                initialized = count
            }
        }
    }

    /// Calls `body` with every line's bytes, read in place.
    public func withBytes(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withExtendedLifetime(storage) {
            body(UnsafeBufferPointer(start: storage.base, count: storage.count))
        }
    }

    /// The lines as strings, without their line feeds.
    public var lines: [String] {
        var lines: [String] = []
        withBytes { bytes in
            var start = 0
            for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
                lines.append(
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
        }
        return lines
    }

    /// Forgets the lines, keeping the buffer.
    public mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) {
            storage.count = 0
        } else {
            storage = Storage(capacity: storage.capacity)
        }
    }

    /// Where `more` bytes go after the ones written, in a buffer of this value's own; the caller
    /// writes them all, then counts them (`storage.count += more`).
    @inline(__always)
    private mutating func room(for more: Int) -> UnsafeMutablePointer<UInt8> {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage.reserve(more)
    }

    /// Appends bytes known to be printable ASCII, as they are.
    mutating func append(printable source: UnsafeBufferPointer<UInt8>) { append(bytes: source) }

    /// Appends bytes as they are.
    private mutating func append(bytes source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress, !source.isEmpty else { return }
        room(for: source.count).initialize(from: from, count: source.count)
        storage.count += source.count
    }

    /// Appends user-facing text with its control characters shown as `?`: a message quotes what
    /// was typed (`set mode "\e[2J"`), and an escape sequence in it reached the terminal.
    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append(text: $0, of: text) }
        if appended == nil {
            // Not contiguous UTF-8 (a bridged string): a native copy.
            var native = text
            native.makeContiguousUTF8()
            _ = native.utf8.withContiguousStorageIfAvailable { append(text: $0, of: native) }
        }
    }

    /// `append(_:)` of `text`, whose UTF-8 is `source`.
    private mutating func append(text source: UnsafeBufferPointer<UInt8>, of text: String) {
        // Printable ASCII (nearly every message) is copied as it is, tested on its own bytes
        // before the copy.
        if Self.isPrintableASCII(source) { return append(bytes: source) }
        let start = storage.count
        append(bytes: source)
        let copied = UnsafeMutableBufferPointer(start: storage.base + start, count: source.count)
        if !Self.clean(copied) {
            storage.count = start
            var printable = SourceText.printable(text)
            printable.makeContiguousUTF8()
            _ = printable.utf8.withContiguousStorageIfAvailable { append(bytes: $0) }
        }
    }

    /// Shows C0 controls and DEL in `buffer` as `?`; false if it holds a C1 control (U+0080…
    /// U+009F, 0x9B being a CSI), which only `SourceText.printable` shows right.
    private static func clean(_ buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        var index = 0
        // Eight bytes at a time while they are printable ASCII (a message almost always is):
        // a byte below 0x20, 0x7F, or one with its high bit set sends the rest to the loop.
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= buffer.count, let base = buffer.baseAddress {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let below20 = (word &- ones &* 0x20) & ~word & highs
            let del = word ^ (ones &* 0x7F)
            let is7F = (del &- ones) & ~del & highs
            guard below20 | is7F | (word & highs) == 0 else { break }
            index += 8
        }
        while index < buffer.count {
            let byte = buffer[index]
            if byte < 0x20 || byte == 0x7F {
                buffer[index] = UInt8(ascii: "?")
            } else if byte == 0xC2, index + 1 < buffer.count, buffer[index + 1] <= 0x9F {
                return false
            }
            index += 1
        }
        return true
    }

    /// Whether every byte is in 0x20…0x7E, eight at a time.
    static func isPrintableASCII(_ source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = source.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func isPrintable(at index: Int) -> Bool {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let below20 = (word &- ones &* 0x20) & ~word & highs
            let del = word ^ (ones &* 0x7F)
            let is7F = (del &- ones) & ~del & highs
            return below20 | is7F | (word & highs) == 0
        }
        var index = 0
        while index + 8 <= source.count {
            guard isPrintable(at: index) else { return false }
            index += 8
        }
        // The last few bytes of a text of eight or more: its last eight, again in one word.
        if index < source.count && source.count >= 8 { return isPrintable(at: source.count - 8) }
        while index < source.count {
            let byte = source[index]
            if byte < 0x20 || byte >= 0x7F { return false }
            index += 1
        }
        return true
    }

    /// A literal's bytes (read in place: no string is made).
    mutating func append(literal: StaticString) {
        literal.withUTF8Buffer { append(bytes: $0) }
    }

    mutating func append(byte: UInt8, count: Int = 1) {
        guard count > 0 else { return }
        room(for: count).initialize(repeating: byte, count: count)
        storage.count += count
    }

    /// The decimal digits of `number`, with its sign, highest first.
    mutating func append(number: Int) {
        let magnitude = number.magnitude
        var digits = 1
        var power: UInt = 1
        while power <= magnitude / 10 {
            power *= 10
            digits += 1
        }
        let sign = number < 0 ? 1 : 0
        let to = room(for: sign + digits)
        if sign == 1 { to[0] = UInt8(ascii: "-") }
        var rest = magnitude
        for position in stride(from: sign + digits - 1, through: sign, by: -1) {
            to[position] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        storage.count += sign + digits
    }

    /// Ends the current line.
    mutating func endLine() {
        append(byte: UInt8(ascii: "\n"))
    }

    /// The bytes' memory. Changed only by a `RenderedLines` that holds the only reference (it
    /// copies the storage first otherwise), so no two values or threads share a change.
    private final class Storage: @unchecked Sendable {
        private(set) var base: UnsafeMutablePointer<UInt8>
        private(set) var capacity: Int
        /// How many bytes are written.
        var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        func copy() -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }

        /// Room for `more` bytes after the written ones (grown, doubling, if need be).
        @inline(__always)
        func reserve(_ more: Int) -> UnsafeMutablePointer<UInt8> {
            if more > capacity - count { grow(count + more) }
            return base + count
        }

        private func grow(_ needed: Int) {
            let grown = max(needed, capacity < Int.max / 2 ? 2 * capacity : needed)
            let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            new.initialize(from: base, count: count)
            base.deallocate()
            base = new
            capacity = grown
        }
    }
}
