/// One sampled frame.
public struct SampleRow: Hashable, Sendable {
    public var frame: Int
    public var time: Double
    public var values: [Double]
}

/// Samples as a table: deterministic text with two decimals, and CSV.
public struct SampleTable: Hashable, Sendable {
    public var columns: [String]
    public var rows: [SampleRow]
    /// For each column the view its probe reads (nil for `t`, the keyboard, the guide, an
    /// animator); such a column reads NaN only while the view is out of the window.
    public var columnViews: [String?] = []

    /// The views of the columns that were gone on a sampled frame after `frame` (a watched view
    /// exists when it is watched, so a view missing from the first row was removed before it).
    /// - Complexity: O(rows × views).
    public func removals(after frame: Int = .min) -> [ViewRemoval] {
        var seen: Set<String> = []
        var result: [ViewRemoval] = []
        let frames = rows.map(\.frame)
        for (column, view) in columnViews.enumerated() {
            guard let view, column < columns.count, seen.insert(view).inserted else { continue }
            let present = rows.map { !$0.values[column].isNaN }
            if let removal = ViewRemoval.stretches(
                of: view, frames: frames, present: present, existedBefore: true, shownAfter: frame)
            {
                result.append(removal)
            }
        }
        return result
    }

    /// The values of one column, frame by frame.
    public func column(_ name: String) -> [Double]? {
        guard let index = columns.firstIndex(of: name) else { return nil }
        return rows.map { $0.values[index] }
    }

    /// The row sampled on a frame.
    public func row(frame: Int) -> SampleRow? { rows.first { $0.frame == frame } }

    /// ` frame    t ms  keyboard.minY …` then one line per frame, right-aligned.
    public var text: String {
        let headers = ["frame", "t ms"] + columns
        let widths = headers.map { max($0.count, 10) }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { cell, width in
                String(repeating: " ", count: max(0, width - cell.count)) + cell
            }.joined(separator: "  ")
        }
        var lines = [line(headers)]
        for row in rows {
            lines.append(
                line(
                    [String(row.frame), Self.fixed(row.time * 1000, 1)] + row.values.map { Self.fixed($0, 2) }
                ))
        }
        return lines.joined(separator: "\n")
    }

    /// `frame,t,col…` with full precision.
    public var csv: String {
        let header = (["frame", "t"] + columns).joined(separator: ",")
        let body = rows.map { row in
            ([String(row.frame), String(row.time)] + row.values.map { String($0) }).joined(separator: ",")
        }
        return ([header] + body).joined(separator: "\n")
    }

    /// Fixed decimals without Foundation; -0 prints 0.
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<min(max(decimals, 0), 12) { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^53 there are no decimals to show, and Int(scaled) could trap (1e300).
        guard scaled < 9.0e15 else { return String(value) }
        let negative = value < 0 && scaled != 0
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        var text = String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: max(0, decimals - digits.count)) + digits
        }
        return negative ? "-" + text : text
    }
}
