import Foundation

/// Renders a `Table` as lines of text in one output mode, deterministically.
public struct TableRenderer: Sendable {
    public var mode: OutputMode
    public var decimals: Int
    public var headers: Bool
    /// The widest a line of the box and plain modes may be (a terminal's width); nil: no limit.
    /// A table that would be wider wraps its text columns at word boundaries, no column
    /// narrower than its longest word or a quarter of the width; if that is not enough it splits
    /// into panels of columns, each repeating the first and wrapped on its own, and only a panel
    /// still too wide abbreviates words with `…`. Markdown, CSV and JSON are data and never
    /// change.
    public var maxWidth: Int?

    public init(mode: OutputMode, decimals: Int = 2, headers: Bool = true, maxWidth: Int? = nil) {
        self.mode = mode
        self.decimals = decimals
        self.headers = headers
        self.maxWidth = maxWidth
    }

    /// The table as lines, without trailing newlines.
    /// - Complexity: O(rows × columns) (each cell is formatted once).
    public func render(_ table: Table) -> [String] {
        let cells = table.rows.map { $0.map(text) }
        switch mode {
        case .box, .plain: return aligned(table, cells)
        case .markdown: return markdown(table, cells)
        case .csv: return csv(table, cells)
        case .json: return json(table)
        }
    }

    func text(_ cell: Table.Cell) -> String {
        switch cell {
        case .text(let s): return SourceText.printable(s)
        case .integer(let i): return String(i)
        case .number(let d): return NumberStyle.fixed(d, decimals: decimals)
        case .none: return mode == .csv ? "" : "-"
        }
    }

    /// Per column: true when every row holds a number (numbers are right-aligned, never wrapped).
    private func numericColumns(_ table: Table) -> [Bool] {
        var numeric = Array(repeating: !table.rows.isEmpty, count: table.columns.count)
        for row in table.rows {
            for (c, cell) in row.enumerated() where c < numeric.count {
                if case .text = cell { numeric[c] = false }
            }
        }
        return numeric
    }

    private func widths(_ table: Table, _ cells: [[String]]) -> [Int] {
        var w = table.columns.map { headers ? $0.count : 0 }
        for row in cells {
            for (c, cell) in row.enumerated() where c < w.count { w[c] = max(w[c], cell.count) }
        }
        return w
    }

    /// The box and plain modes, fitted to `maxWidth` when given.
    private func aligned(_ table: Table, _ cells: [[String]]) -> [String] {
        let numeric = numericColumns(table)
        let layout = TableLayout(
            widths: widths(table, cells), numeric: numeric, box: mode == .box,
            headers: headers ? table.columns : nil,
            cells: cells)
        guard let limit = maxWidth, layout.lineWidth(layout.widths.indices) > limit else {
            return layout.lines(columns: Array(table.columns.indices))
        }
        return layout.fitted(toFit: limit)
    }

    private func markdown(_ table: Table, _ cells: [[String]]) -> [String] {
        func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        func row(_ values: [String]) -> String { "| " + values.map(escape).joined(separator: " | ") + " |" }
        let rule = "|" + numericColumns(table).map { $0 ? "---:" : "---" }.joined(separator: "|") + "|"
        return [row(table.columns), rule] + cells.map(row)
    }

    private func csv(_ table: Table, _ cells: [[String]]) -> [String] {
        func field(_ s: String) -> String {
            guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return s }
            return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        let rows = cells.map { $0.map(field).joined(separator: ",") }
        return (headers ? [table.columns.map(field).joined(separator: ",")] : []) + rows
    }

    private func json(_ table: Table) -> [String] {
        let objects = table.rows.map { row in
            "{"
                + table.columns.indices.map { "\(jsonString(table.columns[$0])): \(jsonValue(row[$0]))" }
                .joined(separator: ", ") + "}"
        }
        guard !objects.isEmpty else { return ["[]"] }
        return ["["] + objects.indices.map { "  " + objects[$0] + ($0 < objects.count - 1 ? "," : "") } + [
            "]"
        ]
    }

    private func jsonValue(_ cell: Table.Cell) -> String {
        switch cell {
        case .text(let s): return jsonString(s)
        case .integer(let i): return String(i)
        case .number(let d): return d.isFinite ? NumberStyle.fixed(d, decimals: decimals) : "null"
        case .none: return "null"
        }
    }

    private func jsonString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + SourceText.hex(scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
