/// Which keyboard the focused field shows; each has its own height (facts §1.5, §3.1, §10.1).
public enum KeyboardKind: String, Hashable, Sendable, CaseIterable {
    /// The default letters keyboard (`UIKeyboardType.default`).
    case letters
    /// The emoji keyboard, reached with the globe key.
    case emoji
    /// `UIKeyboardType.numberPad`.
    case numberPad
    /// Another language with a candidate bar, e.g. Chinese pinyin (facts D08, D10).
    case otherLanguage

    /// Parses the raw value or a UIKit-ish spelling (`number-pad`, `numberpad`, `pinyin`, …).
    public init?(name: String) {
        switch name.lowercased() {
        case "letters", "default", "text": self = .letters
        case "emoji": self = .emoji
        case "numberpad", "number-pad", "numbers", "number": self = .numberPad
        case "otherlanguage", "other-language", "other", "pinyin", "language": self = .otherLanguage
        default: return nil
        }
    }
}
