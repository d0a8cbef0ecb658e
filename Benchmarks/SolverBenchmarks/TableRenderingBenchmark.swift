import LabShell

/// The table renderer's case (issue 9): `watch` with four probes and `run 120` prints a
/// 7200-row table, which the old renderer drew in time quadratic in the rows (it re-checked
/// every column's kind for every cell). Renders tables of `rows` and `rows / 10` rows in every
/// output mode and returns one JSON line with the medians per render and per row: equal
/// per-row times at both sizes show the renderer is linear. The session fits tables to the
/// terminal, so the same table is also timed fitted to 40 columns (three panels) and a table
/// with a prose column fitted to 80 (every row wrapped), each beside its unfitted render.
public func runTableRenderingBenchmark(rows: Int) -> String {
    func table(_ count: Int) -> Table {
        var t = Table(columns: ["frame", "t ms", "keyboard.minY", "input.maxY", "gap(input)", "input.alpha"])
        for i in 0..<count {
            let x = Double(i)
            t.append([
                .integer(i), .number(x * 16.667), .number(852 - x), .number(818 - x), .number(34), .number(1),
            ])
        }
        return t
    }
    /// What `techniques` or `assumptions` print: a name and a sentence longer than a line.
    func prose(_ count: Int) -> Table {
        var t = Table(columns: ["name", "what it does", "frames"])
        for i in 0..<count {
            t.append([
                .text("animate-with-keyboard-\(i)"),
                .text(
                    "property animator with userInfo duration and AnimationCurve(rawValue: 7); constant = End height"
                ),
                .integer(i),
            ])
        }
        return t
    }
    let clock = ContinuousClock()
    func median(_ mode: OutputMode, _ count: Int, width: Int? = nil, of make: (Int) -> Table = table)
        -> Double
    {
        let t = make(count)
        let renderer = TableRenderer(mode: mode, maxWidth: width)
        var samples: [Double] = []
        for _ in 0..<7 {
            let start = clock.now
            let lines = renderer.render(t)
            let elapsed = clock.now - start
            precondition(lines.count >= count)
            samples.append(Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds))
        }
        return samples.sorted()[samples.count / 2]
    }
    let small = max(1, rows / 10)
    var fields = ["\"case\": \"table-render\"", "\"rows\": \(rows)", "\"small_rows\": \(small)"]
    for mode in OutputMode.allCases {
        let large = median(mode, rows)
        let little = median(mode, small)
        fields.append("\"\(mode.rawValue)_ms\": \(large * 1000)")
        fields.append("\"\(mode.rawValue)_us_per_row\": \(large / Double(rows) * 1e6)")
        fields.append("\"\(mode.rawValue)_small_us_per_row\": \(little / Double(small) * 1e6)")
        // Markdown, CSV and JSON are data: never fitted, never wrapped.
        guard mode == .plain || mode == .box else { continue }
        let panels = median(mode, rows, width: 40)
        fields.append("\"\(mode.rawValue)_fitted40_ms\": \(panels * 1000)")
        fields.append("\"\(mode.rawValue)_fitted40_ratio\": \(panels / large)")
        let whole = median(mode, rows, of: prose)
        let wrapped = median(mode, rows, width: 80, of: prose)
        fields.append("\"\(mode.rawValue)_prose_ms\": \(whole * 1000)")
        fields.append("\"\(mode.rawValue)_prose_fitted80_ms\": \(wrapped * 1000)")
        fields.append("\"\(mode.rawValue)_prose_fitted80_ratio\": \(wrapped / whole)")
    }
    return "{" + fields.joined(separator: ", ") + "}"
}
