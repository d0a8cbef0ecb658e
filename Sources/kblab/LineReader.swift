import KeyboardLab
import LabShell
import SystemInterface

/// What reading a line produced.
enum LineInput {
    case line(InputLine)
    /// A line longer than `Session.maximumLineBytes`: skipped up to its newline.
    case tooLong(byteCount: Int)
    /// Ctrl-C at the prompt: the line was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// Where the shell's lines come from: libedit on a terminal, plain reads otherwise.
protocol LineReader {
    mutating func readLine() -> LineInput
}

/// Reads standard input line by line with no prompt and no escape codes (pipes, files, CI).
/// A line is at most `Session.maximumLineBytes` (LabShell's limit for every source): `cat /dev/zero | kblab` reads in bounded memory, one
/// error per oversized line, and goes on.
struct PlainLineReader: LineReader {
    /// The longest line read; longer ones are reported and skipped.
    static let lineLimit = Session.maximumLineBytes

    /// Called before a read that may wait (so what was printed is seen first).
    private let willWait: () -> Void
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// Ctrl-C came while a read waited: nothing more is read.
    private var interrupted = false

    init(willWait: @escaping () -> Void = {}) {
        self.willWait = willWait
    }

    mutating func readLine() -> LineInput {
        var line: [UInt8] = []
        var skipped = 0  // bytes of an oversized line dropped so far
        while true {
            if start == end {
                if atEnd || !refill() {
                    atEnd = true
                    if interrupted { return .interrupted }
                    if skipped > 0 { return .tooLong(byteCount: skipped + line.count) }
                    return line.isEmpty ? .endOfInput : .line(Self.line(line, 0..<line.count))
                }
            }
            let newline = Self.newline(in: buffer, from: start, to: end)
            let stop = newline ?? end
            if let newline, line.isEmpty, skipped == 0 {
                // The whole line is in the buffer (shorter than it, so within the limit):
                // decoded from it, without a copy.
                let first = start
                start = newline + 1
                return .line(Self.line(buffer, first..<newline))
            }
            if skipped == 0 && line.count + (stop - start) <= Self.lineLimit {
                line += buffer[start..<stop]
            } else {
                skipped += line.count + (stop - start)
                line.removeAll(keepingCapacity: false)
            }
            start = newline.map { $0 + 1 } ?? end
            if newline != nil {
                return skipped > 0 ? .tooLong(byteCount: skipped) : .line(Self.line(line, 0..<line.count))
            }
        }
    }

    /// The index of the first newline in `buffer[from..<to]`, by memchr (the generic search
    /// over a slice was a fifth of reading a line).
    private static func newline(in buffer: [UInt8], from: Int, to: Int) -> Int? {
        guard from < to else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + from, 0x0A, to - from) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Reads more of standard input; false at its end (or on an error other than EINTR), and
    /// when Ctrl-C came during the wait (`interrupted` set: the shell stops reading).
    private mutating func refill() -> Bool {
        willWait()
        while true {
            let count = buffer.withUnsafeMutableBytes {
                SystemCall.read(STDIN_FILENO, $0.baseAddress, $0.count)
            }
            if count < 0 && errno == EINTR {
                guard Interruption.process.isRequested else { continue }
                interrupted = true
                return false
            }
            guard count > 0 else { return false }
            start = 0
            end = count
            return true
        }
    }

    /// The line `range` of `bytes` without a trailing carriage return; invalid UTF-8 becomes
    /// U+FFFD. Its bytes are copied straight out of the buffer (no string is made for it).
    private static func line(_ bytes: [UInt8], _ range: Range<Int>) -> InputLine {
        var end = range.upperBound
        if end > range.lowerBound && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes.withUnsafeBufferPointer { buffer in
            InputLine(utf8: UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<end]))
        }
    }
}

/// Writes text to a file descriptor without stdio buffering, so standard output and standard
/// error stay in order when both go to the same place.
/// Returns the errno of a write that failed (the rest of the text is dropped), or nil.
enum RawOutput {
    @discardableResult
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        write(Array(text.utf8), to: descriptor)
    }

    @discardableResult
    static func write(_ text: [UInt8], to descriptor: Int32) -> Int32? {
        var bytes = text
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return SystemCall.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : ENOSPC }
            offset += written
        }
        return nil
    }
}
