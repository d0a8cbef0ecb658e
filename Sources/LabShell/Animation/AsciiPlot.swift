/// A deterministic character plot of a `PlotSpec`: the y axis's label on the first line, one mark
/// per series, the y axis labelled at the top, middle and bottom rows, the x axis with the first
/// and last time in ms, then the legend. Screen positions run downwards (the top of the screen
/// at the top), other values upwards.
struct AsciiPlot {
    static let marks: [Character] = ["*", "o", "+", "x", "#"]

    let lines: [String]

    /// A plot `width` columns wide (the grid, without its labels) and `height` rows high; the
    /// axis label and the legend wrap to `textWidth` (by default the plot's own width).
    init(_ spec: PlotSpec, width: Int, height: Int, decimals: Int, textWidth: Int? = nil) {
        let height = max(height, 3)
        let labels = AsciiPlot.labels(spec, height: height, decimals: decimals)
        self.init(spec, labels: labels, width: max(width, 2), decimals: decimals, textWidth: textWidth)
    }

    /// A plot whose lines fit `columns` (a terminal's width, less a margin): the grid takes what
    /// the y axis's labels leave.
    init(_ spec: PlotSpec, fitting columns: Int, height: Int, decimals: Int) {
        let height = max(height, 3)
        let labels = AsciiPlot.labels(spec, height: height, decimals: decimals)
        let labelWidth = labels.map(\.count).max() ?? 0
        self.init(
            spec, labels: labels, width: max(columns - labelWidth - 2, 10), decimals: decimals,
            textWidth: columns)
    }

    /// The size of a plot on `terminal`: the whole width less two columns of margin, and the
    /// height less the label, axis, times, legend and prompt lines (at most 20 rows).
    static func size(on terminal: TerminalState) -> (columns: Int, height: Int) {
        (terminal.width - 2, max(5, min(terminal.height - 6, 20)))
    }

    /// The rows of each of `count` plots printed one under another on `terminal`: one plot
    /// gets `fitting` (`size(on:)`'s height); more share the terminal's height less each plot's
    /// label, axis, times and legend lines and the blank line between them (at least 5 rows).
    static func height(of count: Int, on terminal: TerminalState, fitting: Int) -> Int {
        guard count > 1 else { return fitting }
        return max(5, min((terminal.height - 6 - 5 * (count - 1)) / count, 20))
    }

    /// The y axis's labels, one per row: the top, middle and bottom values.
    private static func labels(_ spec: PlotSpec, height: Int, decimals: Int) -> [String] {
        let (top, bottom) = spec.ends(spec.range)
        let middleRow = (height - 1) / 2
        return (0..<height).map { row -> String in
            if row == 0 { return NumberStyle.fixed(top, decimals: decimals) }
            if row == height - 1 { return NumberStyle.fixed(bottom, decimals: decimals) }
            if row == middleRow {
                return NumberStyle.fixed(
                    PlotSpec.between(top, bottom, part: Double(row), whole: Double(height - 1)),
                    decimals: decimals)
            }
            return ""
        }
    }

    private init(_ spec: PlotSpec, labels: [String], width: Int, decimals: Int, textWidth: Int?) {
        let height = labels.count
        let range = spec.range
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        let count = spec.times.count
        for (index, series) in spec.series.enumerated() where count > 0 {
            let mark = AsciiPlot.marks[index % AsciiPlot.marks.count]
            for column in 0..<width {
                // The sample nearest to this column's place in the sample sequence.
                let sample =
                    count == 1 ? 0 : Int((Double(column) * Double(count - 1) / Double(width - 1)).rounded())
                guard sample < series.values.count else { continue }
                let value = series.values[sample]
                let depth = spec.depth(of: value, in: range)
                guard value.isFinite, depth.isFinite else { continue }
                let row = Int((min(max(depth, 0), 1) * Double(height - 1)).rounded())
                grid[min(max(row, 0), height - 1)][column] = mark
            }
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        func pad(_ text: String) -> String { String(repeating: " ", count: labelWidth - text.count) + text }
        let lineWidth = max(textWidth ?? 0, labelWidth + 2 + width)
        var lines = CommandHelp.wrap(spec.yLabel, width: lineWidth)
        lines += zip(labels, grid).map { label, row in pad(label) + " |" + String(row) }
        lines.append(pad("") + " +" + String(repeating: "-", count: width))
        let first = NumberStyle.fixed((spec.times.first ?? 0) * 1000, decimals: 1) + " ms"
        let last = NumberStyle.fixed((spec.times.last ?? 0) * 1000, decimals: 1) + " ms"
        let gap = max(1, width - first.count - last.count)
        lines.append(pad("") + "  " + first + String(repeating: " ", count: gap) + last)
        // The legend, its entries three spaces apart, wrapped to the plot's width.
        let indent = pad("") + "  "
        var line = ""
        for (index, series) in spec.series.enumerated() {
            let entry = "\(AsciiPlot.marks[index % AsciiPlot.marks.count]) \(series.name)"
            if !line.isEmpty && indent.count + line.count + 3 + entry.count > lineWidth {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : "   ") + entry
        }
        if !line.isEmpty { lines.append(indent + line) }
        self.lines = lines
    }
}
