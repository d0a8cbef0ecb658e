/// A deterministic character plot of a `PlotSpec`: the y axis's label on the first line, one mark
/// per series, the y axis labelled at the top, middle and bottom rows, the x axis with the first
/// and last time in ms, then the legend. Screen positions run downwards (the top of the screen
/// at the top), other values upwards.
struct AsciiPlot {
    static let marks: [Character] = ["*", "o", "+", "x", "#"]

    let lines: [String]

    /// Watched quantities by name (all screen y positions: drawn top of the screen up).
    init(times: [Double], series: [(String, [Double])], width: Int, height: Int, decimals: Int) {
        self.init(PlotSpec(times: times, series: series), width: width, height: height, decimals: decimals)
    }

    init(_ spec: PlotSpec, width: Int, height: Int, decimals: Int) {
        let width = max(width, 2)
        let height = max(height, 3)
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
        let (top, bottom) = spec.ends(range)
        let middleRow = (height - 1) / 2
        let labels = (0..<height).map { row -> String in
            if row == 0 { return NumberStyle.fixed(top, decimals: decimals) }
            if row == height - 1 { return NumberStyle.fixed(bottom, decimals: decimals) }
            if row == middleRow {
                return NumberStyle.fixed(
                    top + (bottom - top) * Double(row) / Double(height - 1), decimals: decimals)
            }
            return ""
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        func pad(_ text: String) -> String { String(repeating: " ", count: labelWidth - text.count) + text }
        var lines = [spec.yLabel]
        lines += zip(labels, grid).map { label, row in pad(label) + " |" + String(row) }
        lines.append(pad("") + " +" + String(repeating: "-", count: width))
        let first = NumberStyle.fixed((spec.times.first ?? 0) * 1000, decimals: 1) + " ms"
        let last = NumberStyle.fixed((spec.times.last ?? 0) * 1000, decimals: 1) + " ms"
        let gap = max(1, width - first.count - last.count)
        lines.append(pad("") + "  " + first + String(repeating: " ", count: gap) + last)
        let legend = spec.series.enumerated().map {
            "\(AsciiPlot.marks[$0.offset % AsciiPlot.marks.count]) \($0.element.name)"
        }
        lines.append(pad("") + "  " + legend.joined(separator: "   "))
        self.lines = lines
    }
}
