import Glibc

/// What reading a line produced.
enum LineInput {
    case line(String)
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
struct PlainLineReader: LineReader {
    mutating func readLine() -> LineInput {
        guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
        return .line(line)
    }
}

/// Writes text to a file descriptor without stdio buffering, so standard output and standard
/// error stay in order when both go to the same place.
enum RawOutput {
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return -1 }
                return Glibc.write(descriptor, base + offset, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}
