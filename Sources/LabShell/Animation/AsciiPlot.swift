/// A deterministic character plot of sampled series over time: one mark per series, the y axis
/// labelled at the top, middle and bottom rows, the x axis with the first and last time in ms.
struct AsciiPlot {
    static let marks: [Character] = ["*", "o", "+", "x", "#"]

    let lines: [String]

    init(times: [Double], series: [(String, [Double])], width: Int, height: Int, decimals: Int) {
        let finite = series.flatMap(\.1).filter(\.isFinite)
        var low = finite.min() ?? 0
        var high = finite.max() ?? 1
        if high - low < 1e-12 {
            low -= 1
            high += 1
        }
        let width = max(width, 2)
        let height = max(height, 3)
        // Halved before subtracting: 1e308 − (−1e308) overflows, (1e308 − (−1e308)) / 2 does not.
        let halfSpan = high / 2 - low / 2
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        let count = times.count
        for (index, (_, values)) in series.enumerated() where count > 0 {
            let mark = AsciiPlot.marks[index % AsciiPlot.marks.count]
            for column in 0..<width {
                // The sample nearest to this column's place in the sample sequence.
                let sample =
                    count == 1 ? 0 : Int((Double(column) * Double(count - 1) / Double(width - 1)).rounded())
                guard let value = values[safeIndex: sample], value.isFinite else { continue }
                let position = (high / 2 - value / 2) / halfSpan * Double(height - 1)
                guard position.isFinite else { continue }
                let row = Int(min(max(position.rounded(), 0), Double(height - 1)))
                grid[row][column] = mark
            }
        }
        let middleRow = (height - 1) / 2
        let labels = (0..<height).map { row -> String in
            if row == 0 { return NumberStyle.fixed(high, decimals: decimals) }
            if row == height - 1 { return NumberStyle.fixed(low, decimals: decimals) }
            if row == middleRow {
                return NumberStyle.fixed(
                    high - halfSpan * (2 * Double(row) / Double(height - 1)), decimals: decimals)
            }
            return ""
        }
        let labelWidth = labels.map(\.count).max() ?? 0
        func pad(_ text: String) -> String { String(repeating: " ", count: labelWidth - text.count) + text }
        var lines = zip(labels, grid).map { label, row in pad(label) + " |" + String(row) }
        lines.append(pad("") + " +" + String(repeating: "-", count: width))
        let first = NumberStyle.fixed((times.first ?? 0) * 1000, decimals: 1) + " ms"
        let last = NumberStyle.fixed((times.last ?? 0) * 1000, decimals: 1) + " ms"
        let gap = max(1, width - first.count - last.count)
        lines.append(pad("") + "  " + first + String(repeating: " ", count: gap) + last)
        let legend = series.enumerated().map {
            "\(AsciiPlot.marks[$0.offset % AsciiPlot.marks.count]) \($0.element.0)"
        }
        lines.append(pad("") + "  " + legend.joined(separator: "   "))
        self.lines = lines
    }
}
