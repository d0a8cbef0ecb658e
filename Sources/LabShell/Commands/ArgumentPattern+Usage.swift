/// The synopsis of a pattern in pieces that a usage line may be broken between: a pattern that
/// fits the room whole stays one piece; a longer one is cut at its own structure (between a
/// sequence's items or a set of clauses, between alternatives after a `|`), never inside a
/// word or between a keyword and its value. Joined on one line, the pieces are `synopsis`.
extension ArgumentPattern {
    /// One unbreakable piece and what goes before it when it follows another on the same line.
    struct UsagePiece: Equatable {
        var glue: String
        var text: String
    }

    /// The pieces of `synopsis` for lines with `room` characters, the first with `glue`.
    func usagePieces(room: Int, glue: String = " ") -> [UsagePiece] {
        var pieces = parts(room: room)
        if !pieces.isEmpty { pieces[0].glue = glue }
        return pieces
    }

    private func parts(room: Int) -> [UsagePiece] {
        let whole = synopsis
        guard whole.count > room else { return [UsagePiece(glue: " ", text: whole)] }
        switch self {
        case .optional(let inner):
            return Self.wrapped(inner.parts(room: room - 2), "[", "]")
        case .keyword(let word, let inner):
            // The keyword stays with the start of its value (`options (layout-subviews|`).
            return Self.wrapped(inner.parts(room: room - word.count - 1), word + " ", "")
        case .punctuated(let p, let inner):
            let mark = p == .at ? "@" : "\(p.rawValue) "
            return Self.wrapped(inner.parts(room: room - mark.count), mark, "")
        case .sequence(let items):
            return items.flatMap { $0.usagePieces(room: room) }
        case .clauses(let items):
            return items.flatMap { Self.wrapped($0.parts(room: room - 2), "[", "]") }
        case .oneOf(let items) where items.count > 1:
            var pieces: [UsagePiece] = []
            for (index, item) in items.enumerated() {
                var own = item.usagePieces(room: room - 2)
                if index < items.count - 1, !own.isEmpty { own[own.count - 1].text += " |" }
                pieces += own
            }
            return Self.wrapped(pieces, "(", ")")
        case .oneOf(let items):
            return items.flatMap { $0.parts(room: room) }
        case .choice(_, let words):
            return words.enumerated().map { index, word in
                UsagePiece(glue: index == 0 ? " " : "", text: word + (index < words.count - 1 ? "|" : ""))
            }
        case .list(_, let item, let separator):
            let tail = separator.map { $0 == .bar ? "[|…]" : "\($0.rawValue) …" } ?? "…"
            return Self.wrapped(item.parts(room: room - 3), "", tail)
        default:
            return [UsagePiece(glue: " ", text: whole)]
        }
    }

    /// `pieces` with `open` before the first and `close` after the last.
    private static func wrapped(_ pieces: [UsagePiece], _ open: String, _ close: String) -> [UsagePiece] {
        guard !pieces.isEmpty else { return [UsagePiece(glue: " ", text: open + close)] }
        var result = pieces
        result[0].text = open + result[0].text
        result[result.count - 1].text += close
        return result
    }
}
