/// What a file that is not UTF-8 text holds, said so that it can be found and fixed: a NUL
/// byte's line and column (not only its byte offset), and UTF-16, which editors on other
/// systems save and which is all NUL bytes to a UTF-8 reader.
extension TextFile {
    /// The error for `bytes`, in which `nul` is the first NUL byte: UTF-16 text (named, with its
    /// byte order and whether it starts with a byte-order mark), or binary data at a line and
    /// column (counted as the lexer counts them: lines from 1, columns in characters from 1).
    static func notText(path: String, bytes: UnsafeBufferPointer<UInt8>, nul: Int) -> TextFileError {
        if let encoding = utf16Encoding(bytes) { return .utf16(path: path, encoding: encoding) }
        var line = 1
        var lineStart = 0
        for index in 0..<nul where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let before = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<nul]), as: UTF8.self)
        return .binary(path: path, offset: nul, line: line, column: before.count + 1)
    }

    /// "little-endian, with a byte-order mark", "big-endian, without a byte-order mark", or nil
    /// when `bytes` do not look like UTF-16: a byte-order mark (FF FE, FE FF), or, in the first
    /// 512 pairs of bytes (at least 4: `e` and a NUL is too little to tell), nine in ten of them
    /// a zero byte beside a non-zero one on the same side (the high byte of Latin text).
    static func utf16Encoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { return "little-endian, with a byte-order mark" }
            if bytes[0] == 0xFE && bytes[1] == 0xFF { return "big-endian, with a byte-order mark" }
        }
        let pairs = min(bytes.count / 2, 512)
        guard pairs >= 4 else { return nil }
        var little = 0
        var big = 0
        for pair in 0..<pairs {
            let first = bytes[2 * pair]
            let second = bytes[2 * pair + 1]
            if first != 0 && second == 0 { little += 1 }
            if first == 0 && second != 0 { big += 1 }
        }
        if little * 10 >= pairs * 9 { return "little-endian, without a byte-order mark" }
        if big * 10 >= pairs * 9 { return "big-endian, without a byte-order mark" }
        return nil
    }
}
