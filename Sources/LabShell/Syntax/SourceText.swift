/// Helpers that make user text safe to show: no control characters reach the terminal.
public enum SourceText {
    /// The text with every control or unprintable character replaced by `?` and tabs by a space,
    /// so a caret line drawn under it stays aligned character for character.
    public static func printable(_ text: String) -> String {
        String(text.map(printable))
    }

    static func printable(_ c: Character) -> Character {
        if c == "\t" { return " " }
        for scalar in c.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
                .paragraphSeparator:
                return "?"
            default:
                continue
            }
        }
        return c
    }

    /// A character quoted for a message: `'x'`, or its code point when it is not printable.
    static func quotedCharacter(_ c: Character) -> String {
        if printable(c) == c && c != " " {
            return "'\(c)'"
        }
        let codes = c.unicodeScalars.map { "U+" + hex($0.value) }
        return codes.joined(separator: " ")
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Whether every byte of `text` is ASCII, read in place (walking the UTF-8 view by its
    /// indices cost ten times as much).
    static func isASCII(_ text: String) -> Bool {
        func check<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            for byte in bytes where byte >= 0x80 { return false }
            return true
        }
        return text.utf8.withContiguousStorageIfAvailable(check) ?? check(text.utf8)
    }

    /// Whether `text` holds the byte `byte`, read in place.
    static func contains(_ byte: UInt8, in text: String) -> Bool {
        func search<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
            for candidate in bytes where candidate == byte { return true }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? search(text.utf8)
    }

    /// The texts one after the other, in a string made at its final size (interpolating or
    /// appending piece by piece grew and re-checked the string at every piece).
    static func joined(_ parts: String...) -> String { joined(parts) }

    static func joined(_ parts: [String]) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                // A native string's bytes are copied at once; any other byte by byte.
                let copied = part.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(
                        fromContentsOf: bytes)
                    return bytes.count
                }
                if let copied {
                    offset += copied
                } else {
                    for byte in part.utf8 {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
            }
            return offset
        }
    }

    /// The text, shortened to `limit` characters with an ellipsis in the middle when longer.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        // No more bytes than the limit is no more characters (counting characters walks them).
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit / 2)) + "…" + String(text.suffix(limit / 2 - 1))
    }
}
