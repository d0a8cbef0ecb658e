/// A `PlotSpec` drawn as SVG: axes, the top, middle and bottom values, the first and last time,
/// one polyline per series (broken where a value is missing), a legend under it that wraps and,
/// for the page, a vertical marker at the current frame.
struct PlotSVG {
    let spec: PlotSpec
    let markup: Markup
    var title: String
    var width = 640.0
    /// The height of the plotting area; the whole plot adds its margins and legend rows.
    var plotHeight = 140.0
    /// Colour per series (the palette's order by default).
    var colors: [String] = []

    static let left = 70.0
    static let right = 16.0
    static let top = 40.0
    static let bottom = 30.0
    static let legendRow = 16.0

    var plotWidth: Double { max(width - Self.left - Self.right, 10) }

    /// The legend's entries placed in rows: (series index, x, row).
    var legendLayout: [(index: Int, x: Double, row: Int)] {
        var placed: [(Int, Double, Int)] = []
        var x = Self.left
        var row = 0
        for (index, series) in spec.series.enumerated() {
            let itemWidth = Double(SourceText.printable(series.name).count) * 7 + 28
            if x + itemWidth > width - Self.right, x > Self.left {
                x = Self.left
                row += 1
            }
            placed.append((index, x, row))
            x += itemWidth
        }
        return placed.map { (index: $0.0, x: $0.1, row: $0.2) }
    }

    /// The whole plot's height: margins, area and legend rows.
    var height: Double {
        let rows = (legendLayout.map(\.row).max() ?? -1) + 1
        return Self.top + plotHeight + Self.bottom + Double(rows) * Self.legendRow
    }

    /// The time axis's ends (seconds).
    var timeSpan: (start: Double, end: Double) {
        (spec.times.first ?? 0, spec.times.last ?? 0)
    }

    /// x of a time in the plot.
    func x(_ time: Double) -> Double {
        let (start, end) = timeSpan
        guard end > start else { return Self.left + plotWidth / 2 }
        return Self.left + (time - start) / (end - start) * plotWidth
    }

    func color(_ index: Int) -> String {
        index < colors.count ? colors[index] : PicturePalette.color(index)
    }

    /// A standalone SVG document.
    func document() -> String {
        Self.document(stacking: [self], markup: markup)
    }

    /// One SVG document with `plots` one under another (each in a group moved down by the
    /// heights above it), as wide as the widest.
    static func document(stacking plots: [PlotSVG], markup m: Markup) -> String {
        let width = plots.map(\.width).max() ?? 0
        let height = plots.reduce(0) { $0 + $1.height }
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(m.n(width))\" height=\"\(m.n(height))\" "
                + "viewBox=\"0 0 \(m.n(width)) \(m.n(height))\">",
            "<style>\(style)</style>",
        ]
        if plots.count == 1, let only = plots.first {
            lines += only.elements(markerID: nil)
        } else {
            var top = 0.0
            for plot in plots {
                lines.append("<g transform=\"translate(0 \(m.n(top)))\">")
                lines += plot.elements(markerID: nil)
                lines.append("</g>")
                top += plot.height
            }
        }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The plot's elements; with a marker id, a vertical line the page's script moves.
    func elements(markerID: String?) -> [String] {
        let m = markup
        let range = spec.range
        let (topValue, bottomValue) = spec.ends(range)
        let x0 = Self.left
        let y0 = Self.top
        let w = plotWidth
        let h = plotHeight
        var lines = [
            "<rect class=\"plot-area\" x=\"\(m.n(x0))\" y=\"\(m.n(y0))\" width=\"\(m.n(w))\" height=\"\(m.n(h))\"/>",
            "<text class=\"plot-title\" x=\"\(m.n(x0))\" y=\"16\">\(Markup.escape(title))</text>",
            "<text class=\"plot-axis\" x=\"\(m.n(x0))\" y=\"32\">\(Markup.escape(spec.yLabel))</text>",
        ]
        for (fraction, value) in [(0.0, topValue), (0.5, topValue / 2 + bottomValue / 2), (1.0, bottomValue)]
        {
            lines.append(
                "<text class=\"plot-tick\" x=\"\(m.n(x0 - 6))\" y=\"\(m.n(y0 + fraction * h + 4))\">"
                    + "\(m.label(value))</text>")
        }
        let (start, end) = timeSpan
        lines.append(
            "<text class=\"plot-time\" x=\"\(m.n(x0))\" y=\"\(m.n(y0 + h + 18))\">"
                + "\(NumberStyle.fixed(start * 1000, decimals: 1)) ms</text>")
        lines.append(
            "<text class=\"plot-time end\" x=\"\(m.n(x0 + w))\" y=\"\(m.n(y0 + h + 18))\">"
                + "\(NumberStyle.fixed(end * 1000, decimals: 1)) ms</text>")
        for (index, series) in spec.series.enumerated() {
            for run in polylineRuns(series.values, range: range) {
                lines.append(
                    "<polyline class=\"series\" stroke=\"\(color(index))\" points=\"\(run)\"/>")
            }
        }
        for item in legendLayout {
            let label = Markup.escape(spec.series[item.index].name)
            let y = y0 + h + Self.bottom + Double(item.row) * Self.legendRow
            lines.append(
                "<rect x=\"\(m.n(item.x))\" y=\"\(m.n(y - 9))\" width=\"10\" height=\"10\" "
                    + "fill=\"\(color(item.index))\"/><text class=\"plot-legend\" x=\"\(m.n(item.x + 14))\" "
                    + "y=\"\(m.n(y))\">\(label)</text>")
        }
        if let markerID {
            lines.append(
                "<line id=\"\(markerID)\" class=\"marker\" x1=\"\(m.n(x0))\" y1=\"\(m.n(y0))\" "
                    + "x2=\"\(m.n(x0))\" y2=\"\(m.n(y0 + h))\"/>")
        }
        return lines
    }

    /// `x,y x,y …` for each stretch of finite values.
    private func polylineRuns(_ values: [Double], range: (low: Double, high: Double)) -> [String] {
        var runs: [String] = []
        var current: [String] = []
        for (time, value) in zip(spec.times, values) {
            let depth = spec.depth(of: value, in: range)
            guard value.isFinite, depth.isFinite else {
                if !current.isEmpty { runs.append(current.joined(separator: " ")) }
                current = []
                continue
            }
            let y = Self.top + min(max(depth, 0), 1) * plotHeight
            current.append("\(markup.n(x(time))),\(markup.n(y))")
        }
        if !current.isEmpty { runs.append(current.joined(separator: " ")) }
        return runs
    }

    static let style = """
        .plot-area{fill:#ffffff;stroke:#c7c7cc}
        .plot-title{font:bold 13px sans-serif;fill:\(PicturePalette.ink)}
        .plot-axis,.plot-legend{font:11px sans-serif;fill:#3a3a3c}
        .plot-tick{font:11px sans-serif;fill:#3a3a3c;text-anchor:end}
        .plot-time{font:11px sans-serif;fill:#3a3a3c}
        .plot-time.end{text-anchor:end}
        .series{fill:none;stroke-width:2}
        .marker{stroke:\(PicturePalette.gap);stroke-width:1.5}
        """
}
