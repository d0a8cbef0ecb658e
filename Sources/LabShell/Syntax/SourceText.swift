/// Helpers that make user text safe to show: no control characters reach the terminal.
public enum SourceText {
    /// The text with every control or unprintable character replaced by `?` and tabs by a space,
    /// so a caret line drawn under it stays aligned character for character.
    public static func printable(_ text: String) -> String {
        String(text.map(printable))
    }

    static func printable(_ c: Character) -> Character {
        if c == "\t" { return " " }
        // An emoji sequence joins its parts with format characters (the zero-width joiner of
        // 👩‍💻, the tags of a subdivision flag): those print as the emoji. Every other format
        // character (bidi overrides and isolates, which could reorder what the line shows) is `?`.
        let scalars = c.unicodeScalars
        let isEmojiSequence = scalars.count > 1 && scalars.first?.properties.isEmoji == true
        for scalar in scalars {
            switch scalar.properties.generalCategory {
            case .format where isEmojiSequence && joinsEmoji(scalar):
                continue
            case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator,
                .paragraphSeparator:
                return "?"
            default:
                continue
            }
        }
        return c
    }

    /// The zero-width joiner and the tag characters (U+E0020–E007F) that emoji sequences use.
    private static func joinsEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xE0020...0xE007F).contains(scalar.value)
    }

    /// The terminal columns a character takes: 2 for East Asian wide and fullwidth ones (CJK,
    /// kana, Hangul, fullwidth forms) and emoji shown as emoji, 1 for the rest. A combining
    /// mark is part of its character already (a `Character` is a grapheme), so it adds none.
    /// The common ranges of Unicode's EastAsianWidth.txt (W and F), no table of every scalar.
    static func displayWidth(_ c: Character) -> Int {
        guard let first = c.unicodeScalars.first, first.value >= 0x1100 else { return 1 }
        if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
        // Text-style emoji made emoji by VS16 (U+FE0F) are drawn two wide too.
        return c.unicodeScalars.contains { $0.value == 0xFE0F } ? 2 : 1
    }

    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F,  // Hangul Jamo leading consonants
            0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols
            0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xA000...0xA4CF,  // Yi
            0xA960...0xA97F,  // Hangul Jamo extended A
            0xAC00...0xD7A3,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFE10...0xFE19,  // vertical forms
            0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
            0xFF00...0xFF60,  // fullwidth forms
            0xFFE0...0xFFE6,  // fullwidth signs
            0x1F300...0x1F64F,  // pictographs, emoticons
            0x1F900...0x1F9FF,  // supplemental symbols and pictographs
            0x20000...0x2FFFD,  // CJK extensions B…F
            0x30000...0x3FFFD:  // CJK extension G…
            return true
        default:
            return false
        }
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

    /// Three texts one after the other, in a string made at its final size (interpolating or
    /// appending piece by piece grew and re-checked the string at every piece). Three
    /// arguments, not a variadic list: the list was an array allocated and freed every time.
    static func joined(_ first: String, _ second: String, _ third: String) -> String {
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            func copy(_ part: String) {
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
            copy(first)
            copy(second)
            copy(third)
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
