import Foundation

/// Renders a `Table` as lines of text in one output mode, deterministically.
public struct TableRenderer: Sendable {
    public var mode: OutputMode
    public var decimals: Int
    public var headers: Bool

    public init(mode: OutputMode, decimals: Int = 2, headers: Bool = true) {
        self.mode = mode
        self.decimals = decimals
        self.headers = headers
    }

    /// The table as lines, without trailing newlines.
    public func render(_ table: Table) -> [String] {
        var lines: [String] = []
        render(table) { line in
            lines.append(line)
            return true
        }
        return lines
    }

    /// Hands the table's lines to `emit` one by one, without building them all first; `emit`
    /// returns false to stop (Ctrl-C during a long table). Returns false when it was stopped.
    @discardableResult
    public func render(_ table: Table, emit: (String) -> Bool) -> Bool {
        let cells = table.rows.map { $0.map(text) }
        switch mode {
        case .box: return box(table, cells, emit)
        case .plain: return plain(table, cells, emit)
        case .markdown: return markdown(table, cells, emit)
        case .csv: return csv(table, cells, emit)
        case .json: return json(table, emit)
        }
    }

    func text(_ cell: Table.Cell) -> String {
        switch cell {
        case .text(let s): return SourceText.printable(s)
        case .integer(let i): return String(i)
        case .number(let d): return NumberStyle.fixed(d, decimals: decimals)
        }
    }

    private func isNumeric(_ table: Table, column: Int) -> Bool {
        !table.rows.isEmpty
            && table.rows.allSatisfy {
                if case .text = $0[column] { return false }
                return true
            }
    }

    /// Whether each column is right-aligned, decided once per table: asking per cell would
    /// scan every row for every cell, quadratic in the rows.
    private func numericColumns(_ table: Table) -> [Bool] {
        table.columns.indices.map { isNumeric(table, column: $0) }
    }

    private func widths(_ table: Table, _ cells: [[String]]) -> [Int] {
        table.columns.indices.map { c in
            max(headers ? table.columns[c].count : 0, cells.map { $0[c].count }.max() ?? 0)
        }
    }

    private func pad(_ s: String, _ width: Int, right: Bool) -> String {
        let fill = String(repeating: " ", count: max(0, width - s.count))
        return right ? fill + s : s + fill
    }

    private func box(_ table: Table, _ cells: [[String]], _ emit: (String) -> Bool) -> Bool {
        let w = widths(table, cells)
        let numeric = numericColumns(table)
        func rule(_ left: String, _ mid: String, _ right: String) -> String {
            left + w.map { String(repeating: "─", count: $0 + 2) }.joined(separator: mid) + right
        }
        func row(_ values: [String]) -> String {
            "│ "
                + values.indices.map { pad(values[$0], w[$0], right: numeric[$0]) }
                .joined(separator: " │ ") + " │"
        }
        guard emit(rule("┌", "┬", "┐")) else { return false }
        if headers {
            guard emit(row(table.columns)), emit(rule("├", "┼", "┤")) else { return false }
        }
        for values in cells where !emit(row(values)) { return false }
        return emit(rule("└", "┴", "┘"))
    }

    private func plain(_ table: Table, _ cells: [[String]], _ emit: (String) -> Bool) -> Bool {
        let w = widths(table, cells)
        let numeric = numericColumns(table)
        func row(_ values: [String]) -> String {
            let padded = values.indices.map { pad(values[$0], w[$0], right: numeric[$0]) }
            let line = padded.joined(separator: "  ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        if headers && !emit(row(table.columns)) { return false }
        for values in cells where !emit(row(values)) { return false }
        return true
    }

    private func markdown(_ table: Table, _ cells: [[String]], _ emit: (String) -> Bool) -> Bool {
        func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        func row(_ values: [String]) -> String { "| " + values.map(escape).joined(separator: " | ") + " |" }
        let numeric = numericColumns(table)
        let rule =
            "|" + table.columns.indices.map { numeric[$0] ? "---:" : "---" }.joined(separator: "|") + "|"
        guard emit(row(table.columns)), emit(rule) else { return false }
        for values in cells where !emit(row(values)) { return false }
        return true
    }

    private func csv(_ table: Table, _ cells: [[String]], _ emit: (String) -> Bool) -> Bool {
        func field(_ s: String) -> String {
            guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return s }
            return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        if headers && !emit(table.columns.map(field).joined(separator: ",")) { return false }
        for values in cells where !emit(values.map(field).joined(separator: ",")) { return false }
        return true
    }

    private func json(_ table: Table, _ emit: (String) -> Bool) -> Bool {
        func object(_ row: [Table.Cell]) -> String {
            "{"
                + table.columns.indices.map { "\(jsonString(table.columns[$0])): \(jsonValue(row[$0]))" }
                .joined(separator: ", ") + "}"
        }
        guard !table.rows.isEmpty else { return emit("[]") }
        guard emit("[") else { return false }
        for (index, row) in table.rows.enumerated() {
            guard emit("  " + object(row) + (index < table.rows.count - 1 ? "," : "")) else { return false }
        }
        return emit("]")
    }

    private func jsonValue(_ cell: Table.Cell) -> String {
        switch cell {
        case .text(let s): return jsonString(s)
        case .integer(let i): return String(i)
        case .number(let d): return d.isFinite ? NumberStyle.fixed(d, decimals: decimals) : "null"
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
