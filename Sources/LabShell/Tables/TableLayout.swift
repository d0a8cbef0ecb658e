/// The columns of a box or plain table: their widths, how a row's cells wrap into lines, and, for
/// a table wider than the terminal, narrower text columns and panels of columns.
struct TableLayout {
    var widths: [Int]
    let numeric: [Bool]
    /// Box drawing (`│ a │ b │`) or plain (`a  b`).
    let box: Bool
    /// The header row, or nil for none.
    let headers: [String]?
    let cells: [[String]]

    /// The width of a line showing these columns.
    func lineWidth<C: Collection>(_ columns: C) -> Int where C.Element == Int {
        let sum = columns.reduce(0) { $0 + widths[$1] }
        return box ? sum + 3 * columns.count + 1 : sum + 2 * max(columns.count - 1, 0)
    }

    /// How far a text column may narrow while a table is fitted to a width.
    enum Floor {
        /// Never narrower than its longest word (no word is cut) nor a quarter of the width
        /// (prose stays a readable column): a table that still does not fit splits into panels.
        case readable
        /// Down to its longest word, at most 20 and at least 4: a longer word is abbreviated.
        /// Only for a panel too wide at `readable` (one wide column beside the first).
        case abbreviating
    }

    /// The longest word of each column, header included (a number counts whole: numbers never
    /// wrap, their column's header may).
    func longestWords() -> [Int] {
        widths.indices.map { c in
            var longest = headers.map { Self.longestWord($0[c]) } ?? 0
            if numeric[c] {
                for row in cells where c < row.count { longest = max(longest, row[c].count) }
                return longest
            }
            for row in cells where c < row.count { longest = max(longest, Self.longestWord(row[c])) }
            return longest
        }
    }

    /// The narrowest width of each column at `floor` for a table fitted to `limit`; a numeric
    /// column narrows only as far as its widest number or header word.
    func floors(_ floor: Floor, limit: Int, longestWords: [Int]) -> [Int] {
        widths.indices.map { c in
            guard !numeric[c] else { return min(widths[c], longestWords[c]) }
            switch floor {
            case .readable: return min(widths[c], max(longestWords[c], limit / 4))
            case .abbreviating: return min(widths[c], max(4, min(longestWords[c], 20)))
            }
        }
    }

    /// Narrows the text columns among `columns`, widest first, down to `floors`, until a line of
    /// them fits `limit`; false when they cannot.
    mutating func narrow(_ columns: [Int], toFit limit: Int, floors: [Int]) -> Bool {
        while lineWidth(columns) > limit {
            var widest: Int?
            for c in columns where widths[c] > floors[c] {
                if widest.map({ widths[c] > widths[$0] }) ?? true { widest = c }
            }
            guard let c = widest else { return false }
            widths[c] -= 1
        }
        return true
    }

    /// Groups of columns that each fit at the current widths, every group after the first
    /// repeating the first column.
    func panels(toFit limit: Int) -> [[Int]] {
        guard widths.count > 1 else { return [Array(widths.indices)] }
        var panels: [[Int]] = []
        var current = [0]
        for c in 1..<widths.count {
            if current.count > 1 && lineWidth(current + [c]) > limit {
                panels.append(current)
                current = [0, c]
            } else {
                current.append(c)
            }
        }
        panels.append(current)
        return panels
    }

    /// The lines of the table fitted to `limit`: its text columns wrapped at word boundaries
    /// if that is enough; otherwise panels of columns, each wrapped on its own, and only a
    /// panel still too wide abbreviates its longest words.
    func fitted(toFit limit: Int) -> [String] {
        let all = Array(widths.indices)
        let words = longestWords()
        let readable = floors(.readable, limit: limit, longestWords: words)
        var narrowed = self
        if narrowed.narrow(all, toFit: limit, floors: readable) { return narrowed.lines(columns: all) }
        var lines: [String] = []
        for panel in narrowed.panels(toFit: limit) {
            var layout = self
            if !layout.narrow(panel, toFit: limit, floors: readable) {
                _ = layout.narrow(
                    panel, toFit: limit, floors: floors(.abbreviating, limit: limit, longestWords: words))
            }
            if !lines.isEmpty { lines.append("") }
            lines += layout.lines(columns: panel)
        }
        return lines
    }

    /// The table's lines for these columns.
    func lines(columns: [Int]) -> [String] {
        func rule(_ left: String, _ mid: String, _ right: String) -> String {
            left + columns.map { String(repeating: "─", count: widths[$0] + 2) }.joined(separator: mid)
                + right
        }
        var lines: [String] = []
        if box { lines.append(rule("┌", "┬", "┐")) }
        if let headers {
            lines += row(headers, columns, isHeader: true)
            if box { lines.append(rule("├", "┼", "┤")) }
        }
        for values in cells { lines += row(values, columns) }
        if box { lines.append(rule("└", "┴", "┘")) }
        return lines
    }

    /// One row, as many lines as its most wrapped cell needs.
    private func row(_ values: [String], _ columns: [Int], isHeader: Bool = false) -> [String] {
        let pieces = columns.map { c in
            let value = c < values.count ? values[c] : ""
            return numeric[c] && !isHeader ? [value] : Self.wrap(value, width: widths[c])
        }
        let height = pieces.map(\.count).max() ?? 1
        return (0..<height).map { line in
            let padded = zip(columns, pieces).map { c, cellLines in
                Self.pad(line < cellLines.count ? cellLines[line] : "", widths[c], right: numeric[c])
            }
            if box { return "│ " + padded.joined(separator: " │ ") + " │" }
            let text = padded.joined(separator: "  ")
            // Trailing blanks trimmed on the UTF-8 bytes (a space is one byte, never part of a
            // longer character): far cheaper than walking Characters backwards.
            guard let last = text.utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
            return String(text[...last])
        }
    }

    static func pad(_ s: String, _ width: Int, right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    /// Words refilled into lines of at most `width`; a longer word is cut to `width − 1` and `…`.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let piece = word.count > width ? String(word.prefix(max(width - 1, 0))) + "…" : String(word)
            if !current.isEmpty && current.count + 1 + piece.count > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + piece
        }
        lines.append(current)
        return lines
    }

    static func longestWord(_ text: String) -> Int {
        text.split(separator: " ").map(\.count).max() ?? 0
    }
}
