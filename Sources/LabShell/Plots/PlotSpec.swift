import KeyboardLab

/// What a plot shows, before it is drawn in characters (`AsciiPlot`) or as SVG (`PlotSVG`):
/// series over a shared time axis, and which way the y axis runs. Screen positions (`minY`,
/// `maxY`, `midY`) grow downwards on iOS, so a plot of only such series puts the top of the
/// screen at the top (the keyboard coming up is drawn going up) and says so in its label.
struct PlotSpec {
    struct Series {
        var name: String
        var values: [Double]
    }

    /// Seconds, one per sample.
    var times: [Double]
    var series: [Series]
    /// True when small values are drawn at the top (screen y).
    var screenY: Bool
    /// What the y axis measures, with its direction.
    var yLabel: String

    /// Series of quantities named as the lab names them; all of them screen y positions
    /// flips the axis.
    init(times: [Double], series: [(String, [Double])]) {
        self.times = times
        self.series = series.map { Series(name: $0.0, values: $0.1) }
        screenY = !series.isEmpty && series.allSatisfy { Timeline.isScreenY($0.0) }
        yLabel = screenY ? Self.screenYLabel : "value"
    }

    init(times: [Double], series: [Series], screenY: Bool, yLabel: String) {
        self.times = times
        self.series = series
        self.screenY = screenY
        self.yLabel = yLabel
    }

    static let screenYLabel = "screen y in pt, the top of the screen at the top"

    /// A timeline's quantities (all of them when `names` is empty) as one plot per direction:
    /// the screen positions, top-down, then the others (gaps, errors, other probes), upwards.
    /// One axis cannot run both ways, and a gap of 34 beside a minY of 852 would flatten both.
    static func timeline(_ timeline: Timeline, names: [String] = []) -> [PlotSpec] {
        let chosen = names.isEmpty ? timeline.quantities : names.compactMap { timeline.quantity($0) }
        let times = timeline.frames.map(\.time)
        let positions = chosen.filter(\.isScreenY)
        let others = chosen.filter { !$0.isScreenY }
        return [(positions, true), (others, false)].compactMap { group, screenY in
            group.isEmpty
                ? nil
                : PlotSpec(
                    times: times, series: group.map { Series(name: $0.name, values: $0.values) },
                    screenY: screenY, yLabel: screenY ? screenYLabel : "value")
        }
    }

    /// Timing curves' progress over time: each curve runs as a `UIView` animation of `duration`
    /// seconds would (curve 7 lasts its own 0.5 s, springs their settling time), sampled at
    /// `samples` instants from 0 to the longest curve's end.
    static func curves(_ curves: [(name: String, timing: TimingParameters)], duration: Double, samples: Int)
        -> PlotSpec
    {
        let resolved = curves.map { $0.timing.resolved(forDuration: duration) }
        let end = max(resolved.map(\.duration).max() ?? 0, 1e-3)
        let count = max(samples, 2)
        let times = (0..<count).map { end * Double($0) / Double(count - 1) }
        let series = zip(curves, resolved).map { curve, timing in
            Series(
                name: curve.name,
                values: times.map { t in timing.duration > 0 ? timing.progress(t / timing.duration) : 1 })
        }
        return PlotSpec(times: times, series: series, screenY: false, yLabel: "progress (0 to 1)")
    }

    /// The lowest and highest finite value (a flat or empty plot gets ±1 around its value).
    var range: (low: Double, high: Double) {
        var low = Double.infinity
        var high = -Double.infinity
        for s in series {
            for v in s.values where v.isFinite {
                low = min(low, v)
                high = max(high, v)
            }
        }
        if low > high { return (0, 1) }
        if high - low < 1e-12 {
            // ±1 around a flat value, more around a huge one (1.7e308 ± 1 is 1.7e308), never
            // past the largest number.
            let margin = max(1, abs(low) * 1e-12)
            return (
                max(low - margin, -.greatestFiniteMagnitude), min(high + margin, .greatestFiniteMagnitude)
            )
        }
        return (low, high)
    }

    /// Where a value sits between the top (0) and the bottom (1) of the plot. Worked on halves:
    /// the span of values near -1.8e308 and +1.8e308 is past the largest number (infinite, every
    /// point drawn at one height); halving is exact, so other plots are the same to the bit.
    func depth(of value: Double, in range: (low: Double, high: Double)) -> Double {
        let span = range.high / 2 - range.low / 2
        return screenY ? (value / 2 - range.low / 2) / span : (range.high / 2 - value / 2) / span
    }

    /// The value `part / whole` of the way from `top` to `bottom`, without passing the largest
    /// number on the way (the same to the bit as `top + (bottom - top) * part / whole` otherwise).
    static func between(_ top: Double, _ bottom: Double, part: Double, whole: Double) -> Double {
        let difference = bottom - top
        if difference.isFinite { return top + difference * part / whole }
        return 2 * (top / 2 + (bottom / 2 - top / 2) * (part / whole))
    }

    /// The value shown at the top of the plot, and at the bottom.
    func ends(_ range: (low: Double, high: Double)) -> (top: Double, bottom: Double) {
        screenY ? (range.low, range.high) : (range.high, range.low)
    }
}
