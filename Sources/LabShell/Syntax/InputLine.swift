/// One line of input as the shell took it in: its UTF-8 bytes, valid (invalid bytes repaired to
/// U+FFFD, as `String(decoding:as:)` repairs them), without its line feed.
///
/// The reader's bytes are kept as they are: the lexer scans them (`LineText`), the source unit
/// keeps them for an error's excerpt, and `save` copies them. A `String` is made only when one
/// is shown.
public struct InputLine: Sendable {
    public let bytes: [UInt8]

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The line from bytes read (a buffer's slice): copied once; repaired when not valid UTF-8.
    public init(utf8 buffer: UnsafeBufferPointer<UInt8>) {
        if InputLine.isASCII(buffer) {
            bytes = Array(buffer)
        } else {
            bytes = Array(String(decoding: buffer, as: UTF8.self).utf8)
        }
    }

    /// The line as text (made on each call: for what shows the line, not for the lexer).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public var count: Int { bytes.count }

    /// Whether every byte is below 0x80 (then the bytes are valid UTF-8 as they are); eight
    /// bytes at a time.
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        var index = 0
        var highs: UInt64 = 0
        while index + 8 <= buffer.count {
            highs |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < buffer.count {
            highs |= UInt64(buffer[index])
            index += 1
        }
        return highs & 0x8080_8080_8080_8080 == 0
    }
}
