/// One line of source as UTF-8 bytes, for the lexer: every character the grammar gives a
/// meaning to is ASCII, and no byte of a multi-byte UTF-8 character equals an ASCII one, so
/// scanning bytes finds the same tokens as scanning characters, at a fraction of the cost
/// (`[Character]` and the per-character Unicode checks were most of a short line's time).
/// Ranges and carets count characters; for a line that is not all one-byte characters the
/// positions are mapped from bytes to characters here.
struct LineText: Sendable {
    /// The line's bytes, shared with the `InputLine` it was made from (not copied).
    let bytes: [UInt8]
    /// Nil when every character is one ASCII byte (a byte offset is then a character offset).
    private let map: CharacterMap?

    /// Where the characters of a line with multi-byte characters start.
    private struct CharacterMap: Sendable {
        /// The index of the character each byte belongs to; one more entry for the end.
        var characterAt: [Int]
        /// The byte offset where each character starts; one more entry for the end.
        var starts: [Int]
    }

    /// What `ascii(at:)` answers for a byte that is not a one-byte ASCII character.
    static let notASCII: UInt8 = 0xFF

    init(_ line: InputLine) {
        let bytes = line.bytes
        self.bytes = bytes
        guard Self.needsMap(bytes) else {
            map = nil
            return
        }
        let text = line.text
        var characterAt = [Int](repeating: 0, count: bytes.count + 1)
        var starts: [Int] = []
        var offset = 0
        for (index, character) in text.enumerated() {
            starts.append(offset)
            let width = character.utf8.count
            for k in offset..<min(offset + width, bytes.count) { characterAt[k] = index }
            offset += width
        }
        starts.append(bytes.count)
        characterAt[bytes.count] = max(0, starts.count - 1)
        map = CharacterMap(characterAt: characterAt, starts: starts)
    }

    var count: Int { bytes.count }

    /// Whether a byte offset differs from a character offset somewhere: a byte of a multi-byte
    /// character, or "\r\n" (two ASCII bytes but one character). Eight bytes at a time: a word
    /// with no high bit and no carriage return is skipped whole.
    private static func needsMap(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let highs: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            var index = 0
            while index + 8 <= buffer.count, let base = buffer.baseAddress {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A byte equal to 0x0D leaves a zero byte in word ^ 0x0D…: the classic test.
                let cr = word ^ (ones &* 0x0D)
                let hasCR = (cr &- ones) & ~cr & highs
                guard (word & highs) | hasCR == 0 else { break }
                index += 8
            }
            var previous: UInt8 = index > 0 ? buffer[index - 1] : 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte >= 0x80 || (byte == 0x0A && previous == 0x0D) { return true }
                previous = byte
                index += 1
            }
            return false
        }
    }

    /// The byte at `offset` when it is a whole character of one ASCII byte, else `notASCII`
    /// (so a comparison with an ASCII character is the comparison of characters).
    @inline(__always)
    func ascii(at offset: Int) -> UInt8 {
        let byte = bytes[offset]
        guard let map else { return byte }
        guard byte < 0x80 else { return LineText.notASCII }
        let character = map.characterAt[offset]
        return map.starts[character] == offset && map.starts[character + 1] == offset + 1
            ? byte : LineText.notASCII
    }

    /// The character offset (0-based column) of byte `offset`.
    func column(_ offset: Int) -> Int {
        guard let map else { return offset }
        return map.characterAt[min(max(offset, 0), bytes.count)]
    }

    /// The byte offset where the character after the one at `offset` starts.
    func nextCharacter(after offset: Int) -> Int {
        guard let map else { return offset + 1 }
        return map.starts[map.characterAt[offset] + 1]
    }

    /// The byte offset where the character that ends just before `offset` starts.
    func previousCharacter(before offset: Int) -> Int {
        guard let map else { return offset - 1 }
        return map.starts[map.characterAt[offset - 1]]
    }

    /// The character that `offset` is in.
    func character(at offset: Int) -> Character {
        guard let map else { return Character(Unicode.Scalar(bytes[offset])) }
        let index = map.characterAt[offset]
        let decoded = String(decoding: bytes[map.starts[index]..<map.starts[index + 1]], as: UTF8.self)
        return decoded.first ?? " "
    }

    /// Whether the character at `offset` is white space.
    func isSpace(at offset: Int) -> Bool {
        let byte = ascii(at: offset)
        if byte != LineText.notASCII { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        return character(at: offset).isWhitespace
    }

    /// The bytes `offsets` as a string (clamped to the line).
    func slice(_ offsets: Range<Int>) -> String {
        let clamped = offsets.clamped(to: 0..<bytes.count)
        return String(decoding: bytes[clamped], as: UTF8.self)
    }
}
