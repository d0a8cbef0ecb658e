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

    /// The text, shortened to `limit` characters with an ellipsis in the middle when longer.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        // No more bytes than the limit is no more characters (counting characters walks them).
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit / 2)) + "…" + String(text.suffix(limit / 2 - 1))
    }
}
