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

    /// Narrows the text columns (widest first) until the table fits, each no narrower than its
    /// longest word (at most 20 characters, at least 4): numbers are never wrapped.
    mutating func wrapTextColumns(toFit limit: Int) {
        var floors = widths
        for c in widths.indices where !numeric[c] {
            var longest = headers.map { Self.longestWord($0[c]) } ?? 0
            for row in cells where c < row.count { longest = max(longest, Self.longestWord(row[c])) }
            floors[c] = min(widths[c], max(4, min(longest, 20)))
        }
        while lineWidth(widths.indices) > limit {
            var widest: Int?
            for c in widths.indices where !numeric[c] && widths[c] > floors[c] {
                if widest.map({ widths[c] > widths[$0] }) ?? true { widest = c }
            }
            guard let c = widest else { return }
            widths[c] -= 1
        }
    }

    /// Groups of columns that each fit, every group after the first repeating the first column.
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

    /// The table's lines for these columns.
    func lines(columns: [Int]) -> [String] {
        func rule(_ left: String, _ mid: String, _ right: String) -> String {
            left + columns.map { String(repeating: "─", count: widths[$0] + 2) }.joined(separator: mid)
                + right
        }
        var lines: [String] = []
        if box { lines.append(rule("┌", "┬", "┐")) }
        if let headers {
            lines += row(headers, columns)
            if box { lines.append(rule("├", "┼", "┤")) }
        }
        for values in cells { lines += row(values, columns) }
        if box { lines.append(rule("└", "┴", "┘")) }
        return lines
    }

    /// One row, as many lines as its most wrapped cell needs.
    private func row(_ values: [String], _ columns: [Int]) -> [String] {
        let pieces = columns.map { c in
            let value = c < values.count ? values[c] : ""
            return numeric[c] ? [value] : Self.wrap(value, width: widths[c])
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
