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
        let cells = table.rows.map { $0.map(text) }
        switch mode {
        case .box: return box(table, cells)
        case .plain: return plain(table, cells)
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
        }
    }

    private func isNumeric(_ table: Table, column: Int) -> Bool {
        !table.rows.isEmpty
            && table.rows.allSatisfy {
                if case .text = $0[column] { return false }
                return true
            }
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

    private func box(_ table: Table, _ cells: [[String]]) -> [String] {
        let w = widths(table, cells)
        func rule(_ left: String, _ mid: String, _ right: String) -> String {
            left + w.map { String(repeating: "─", count: $0 + 2) }.joined(separator: mid) + right
        }
        func row(_ values: [String]) -> String {
            "│ "
                + values.indices.map { pad(values[$0], w[$0], right: isNumeric(table, column: $0)) }
                .joined(separator: " │ ") + " │"
        }
        var lines = [rule("┌", "┬", "┐")]
        if headers {
            lines.append(row(table.columns))
            lines.append(rule("├", "┼", "┤"))
        }
        lines += cells.map(row)
        lines.append(rule("└", "┴", "┘"))
        return lines
    }

    private func plain(_ table: Table, _ cells: [[String]]) -> [String] {
        let w = widths(table, cells)
        func row(_ values: [String]) -> String {
            let padded = values.indices.map { pad(values[$0], w[$0], right: isNumeric(table, column: $0)) }
            let line = padded.joined(separator: "  ")
            return String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
        return (headers ? [row(table.columns)] : []) + cells.map(row)
    }

    private func markdown(_ table: Table, _ cells: [[String]]) -> [String] {
        func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|") }
        func row(_ values: [String]) -> String { "| " + values.map(escape).joined(separator: " | ") + " |" }
        let rule =
            "|"
            + table.columns.indices.map { isNumeric(table, column: $0) ? "---:" : "---" }
            .joined(separator: "|") + "|"
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
