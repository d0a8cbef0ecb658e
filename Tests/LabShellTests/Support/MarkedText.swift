/// Input text with the expected error position marked inside it, swift-format style:
/// `"solver add 1️⃣midd == 5"` means "column 12 of this line".
struct MarkedText {
    static let marker: Character = "1️⃣"
    let text: String
    /// 1-based column of the marker (nil when unmarked).
    let column: Int?

    init(_ marked: String) {
        var text = ""
        var column: Int?
        for c in marked {
            if c == MarkedText.marker {
                column = text.count + 1
            } else {
                text.append(c)
            }
        }
        self.text = text
        self.column = column
    }
}
