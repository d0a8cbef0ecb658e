import LabShell
import XCTest

/// `plot curve` and the direction of plots of screen positions.
final class PlotTests: XCTestCase {
    /// On the default 80×24 terminal the plot fits 78 columns (two of margin): labels "1.00" and
    /// " |" leave 72 for the grid, by 24 − 6 = 18 rows. Column c is the sample at
    /// t = 0.5 s · c / 71 (curve 7 lasts 0.5 s, facts §4.2), row round((1 − p) · 17).
    func test_plotCurveOfTheKeyboardAndEaseInOut() {
        let lines = runScript("plot curve keyboard ease-in-out")
        XCTAssertEqual(lines.first, "progress (0 to 1)")
        XCTAssertEqual(lines.last, "      * keyboard (curve 7)   o ease-in-out")
        // The raw value 7 is the same curve.
        XCTAssertEqual(Array(runScript("plot curve 7 ease-in-out").dropLast()), Array(lines.dropLast()))
        XCTAssertEqual(
            runScript("plot curve 0 keyboard").last, "      * curve 0 (easeInOut)   o keyboard (curve 7)")
        let grid = lines[1...18].map { Array($0.split(separator: "|", maxSplits: 1).last ?? "") }
        XCTAssertEqual(grid.count, 18)
        XCTAssertTrue(grid.allSatisfy { $0.count == 72 })
        for column in [5, 12, 23, 40, 60, 71] {
            let t = 0.5 * Double(column) / 71
            let keyboard = Int(((1 - keyboardProgress(t)) * 17).rounded())
            let ease = Int(((1 - (t >= 0.25 ? 1 : easeInOutProgress(t / 0.25))) * 17).rounded())
            XCTAssertEqual(grid[ease][column], "o", "ease-in-out at column \(column)")
            if keyboard != ease {
                XCTAssertEqual(grid[keyboard][column], "*", "keyboard at column \(column)")
            }
        }
        XCTAssertEqual(lines[19], "     +" + String(repeating: "-", count: 72))
        XCTAssertTrue(lines[20].hasSuffix("500.0 ms"))
    }

    func test_plotCurveRefusesUnknownNames() {
        assertSingleDiagnostic(
            after: "", "plot curve keyboard 1️⃣ease-inout", message: "unknown word or name 'ease-inout'",
            suggestion: "did you mean 'ease-in-out'?", thenRuns: "plot curve linear")
    }

    /// A watched screen position is drawn with the top of the screen at the top: the keyboard
    /// coming up (852 → 516) climbs from the bottom row to the top row. 31 samples on 20
    /// columns: column c shows frame round(30c/19); its row is round(4 · (y − 516) / 336).
    func test_plotsOfScreenPositionsRunTopDown() {
        let lines = runScript(
            KeyboardScripts.chatBar
                + "\nwatch keyboard.minY\nshow-keyboard\nplot keyboard.minY width 20 height 5")
        let start = lines.firstIndex(of: "screen y in pt, the top of the screen at the top") ?? 0
        XCTAssertTrue(lines[start + 1].hasPrefix("516.00 |"))
        XCTAssertTrue(lines[start + 5].hasPrefix("852.00 |"))
        let grid = lines[(start + 1)...(start + 5)].map { Array($0.dropFirst(8)) }
        for column in 0..<20 {
            let frame = Int((Double(column) * 30 / 19).rounded())
            let y = 852 - 336 * keyboardProgress(Double(frame) / 60)
            let row = Int((4 * (y - 516) / 336).rounded())
            XCTAssertEqual(grid[row][column], "*", "column \(column), frame \(frame)")
        }
    }

    /// A bare `plot` of a tracked view mixes positions with gaps and errors: the positions get
    /// a plot of their own, top-down (482, the bar's top place 818 − 336, at the top; 852, where
    /// the keyboard starts, at the bottom), and the gap and error a second, upwards. With the
    /// animator the gap is 34 + 336·(E(t/0.25) − p(t)) and the error 336·(E − p) (the ideal
    /// keeps 34), worked out over the show's frames 0…30 (after them both rest at 34 and 0).
    func test_aBarePlotDrawsPositionsTopDownAndTheOtherQuantitiesInASecondPlot() {
        let lines = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with animate-with-keyboard bottom\ntrack input\nshow-keyboard\n"
                + "plot width 20 height 5")
        let start = lines.firstIndex(of: "screen y in pt, the top of the screen at the top") ?? -100
        XCTAssertTrue(lines[start + 1].hasPrefix("482.00 |"), lines[start + 1])
        XCTAssertTrue(lines[start + 5].hasPrefix("852.00 |"), lines[start + 5])
        XCTAssertEqual(
            lines[start + 8].trimmingCharacters(in: .whitespaces),
            "* keyboard.minY   o input.presentation.maxY")
        XCTAssertEqual(lines[start + 9], "")
        XCTAssertEqual(lines[start + 10], "value")
        let differences = (0...30).map { n -> Double in
            let t = Double(n) / 60
            return 336 * ((t >= 0.25 ? 1 : easeInOutProgress(t / 0.25)) - keyboardProgress(t))
        }
        let top = max(34 + (differences.max() ?? 0), 34)
        let bottom = min(differences.min() ?? 0, 0)
        // The y labels are right-aligned to the longest.
        let label = { (line: String) in line.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(
            label(lines[start + 11]).hasPrefix(NumberStyle.fixed(top, decimals: 2) + " |"), lines[start + 11])
        XCTAssertTrue(
            label(lines[start + 15]).hasPrefix(NumberStyle.fixed(bottom, decimals: 2) + " |"),
            lines[start + 15])
        XCTAssertEqual(lines.last?.trimmingCharacters(in: .whitespaces), "* gap(input)   o error(input)")
        // Named, a position and a gap split the same way; positions alone stay one plot.
        let named = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with animate-with-keyboard bottom\nshow-keyboard\n"
                + "plot keyboard.minY gap.input height 4")
        XCTAssertEqual(named.filter { $0 == "screen y in pt, the top of the screen at the top" }.count, 1)
        XCTAssertEqual(named.filter { $0 == "value" }.count, 1)
        let alone = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with animate-with-keyboard bottom\nshow-keyboard\nplot keyboard.minY input.presentation.maxY"
        )
        XCTAssertFalse(alone.contains("value"))
    }

    /// Two plots share a 24-row terminal: 24 − 6 rows less the second plot's 5 lines of label,
    /// axis, times, legend and the blank line between them, halved: 6 rows each.
    func test_twoPlotsShareTheTerminalsRows() {
        let lines = runScript(
            KeyboardScripts.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard\nplot")
        let first = lines.firstIndex(of: "screen y in pt, the top of the screen at the top") ?? 0
        let second = lines.firstIndex(of: "value") ?? 0
        XCTAssertEqual(lines[first...].prefix { !$0.hasPrefix("       +") }.count - 1, 6)
        XCTAssertEqual(lines[second...].prefix { !$0.contains(" +-") }.count - 1, 6)
    }

    /// Every curve form `set-curve` takes, side by side (the brief's example line): a Bézier, a
    /// spring by ratio and response, and the keyboard, each named in the legend as typed.
    func test_plotCurveTakesEveryCurveForm() {
        let lines = runScript("plot curve bezier 0.25 0.1 0.25 1 spring ratio 0.8 response 0.3 keyboard")
        XCTAssertEqual(lines.first, "progress (0 to 1)")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 78 }, lines.joined(separator: "\n"))
        let legend = lines.suffix(2).joined(separator: " ")
        for name in ["* bezier 0.25 0.1 0.25 1", "o spring ratio 0.8 response 0.3", "+ keyboard (curve 7)"] {
            XCTAssertTrue(legend.contains(name), legend)
        }
        // A bouncy spring's 1.5 % overshoot (ζ = 0.8: e^(−πζ/√(1−ζ²)) = 0.0152) tops the axis.
        XCTAssertTrue(lines[1].hasPrefix("1.02 |"), lines[1])
        // The other ways to name a curve: raw values, expressions, `raw N`, springs by mass or
        // duration with a velocity.
        runScript("let c = 7\nplot curve raw 3 c 1 + 1 spring mass 3 stiffness 1000 damping 500 velocity 2")
        runScript("plot curve duration 1 spring duration 0.5 bounce 0.2 default linear")
    }

    /// The curves' values worked out independently, read from the SVG's exact coordinates:
    /// over `duration 2` the plot ends at 2 s (linear and the Bézier last 2 s, the keyboard
    /// 0.5 s, the spring settles in well under a second), so sample i of 201 is at t = i/100 s and
    /// x = 70 + 554 · i/200. The highest value is the spring's peak at t = π/ω_d = 0.25 s
    /// (ω₀ = 2π/0.3, ω_d = 0.6 ω₀): 1 + e^(−ζω₀ · 0.25); the lowest 0.
    func test_curveValuesFromTheirDefinitions() throws {
        let w = try PictureWorkspace(self)
        runScript(
            "export svg c.svg curve duration 2 linear bezier 0.25 0.1 0.25 1 spring ratio 0.8 response 0.3 keyboard",
            harness: w.harness)
        try assertWellFormedXML(w.url("c.svg"))
        let svg = try w.text("c.svg")
        let runs = svg.components(separatedBy: "points=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }.split(separator: " ").map(String.init)
        }
        XCTAssertEqual(runs.map(\.count), [201, 201, 201, 201])
        for name in [
            "linear", "bezier 0.25 0.1 0.25 1", "spring ratio 0.8 response 0.3", "keyboard (curve 7)",
        ] {
            XCTAssertTrue(svg.contains(">\(name)</text>"), name)
        }
        let omega = 2 * Double.pi / 0.3
        let zeta = 0.8
        let damped = omega * (1 - zeta * zeta).squareRoot()
        func spring(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let high = spring(0.25)
        XCTAssertEqual(high, 1 + exp(-zeta * omega * 0.25), accuracy: 1e-12)
        func point(_ i: Int, _ value: Double) -> String {
            let x = 70 + 554 * Double(i) / 200
            let y = 40 + 140 * (high - value) / high
            return NumberStyle.fixed(x, decimals: 2) + "," + NumberStyle.fixed(y, decimals: 2)
        }
        XCTAssertEqual(runs[0][100], point(100, 0.5))
        XCTAssertEqual(runs[1][50], point(50, bezierProgress(0.25, 0.25, 0.1, 0.25, 1)))
        for i in [10, 20, 25, 30] {
            XCTAssertEqual(runs[2][i], point(i, spring(Double(i) / 100)), "sample \(i)")
        }
        XCTAssertEqual(runs[3][20], point(20, keyboardProgress(0.2)))
        XCTAssertEqual(runs[3][60], point(60, 1))
    }

    /// One sample per column, however long a curve lasts: an undamped spring "settles" only at
    /// the engine's 3600 s cap and still plots on the terminal's 72 columns.
    func test_curveSamplesAreBounded() {
        let lines = runScript("plot curve spring mass 0.000001 stiffness 1000000000 damping 0")
        XCTAssertEqual(lines[19], "     +" + String(repeating: "-", count: 72))
        XCTAssertTrue(lines[20].hasSuffix("3600000.0 ms"), lines[20])
    }

    func test_plotCurveRefusals() {
        let eleven = Array(repeating: "linear", count: 10).joined(separator: " ")
        assertSingleDiagnostic(
            after: "", "plot curve \(eleven) 1️⃣ease-in", message: "11 curves are too many for one plot",
            suggestion: "at most 10, one colour each", thenRuns: "plot curve \(eleven)")
        assertSingleDiagnostic(
            after: "", "plot curve spring ratio 1️⃣-1", message: "a damping ratio must be positive",
            thenRuns: "plot curve spring ratio 1")
        assertSingleDiagnostic(
            after: "", "plot curve spring 1️⃣bounce 0.2", message: "unexpected 'bounce'",
            thenRuns: "plot curve spring duration 0.5 bounce 0.2")
        assertSingleDiagnostic(
            after: "", "plot curve raw 1️⃣4294967296", message: "curve raw value too large",
            thenRuns: "plot curve raw 4")
        assertSingleDiagnostic(
            after: "", "plot curve duration 1️⃣61 linear", message: "a duration is a number of seconds",
            thenRuns: "plot curve duration 60 linear")
    }

    /// `plot` draws tracked quantities too, from the timeline since `track` began: the README's
    /// animator binding, frames 0…30. gap(n) = keyboard.minY − input.maxY from the two curves
    /// (facts §4.2 and CA's ease-in-out), error(n) = gap(n) − 34 (the gap at rest). On 31 columns
    /// column c is frame c; 9 rows put a value v on row round(8 · (high − v) / (high − low)),
    /// high the largest gap, low the lowest error (values grow upwards: neither is a screen y).
    func test_plotOfTrackedQuantities() {
        let lines = runScript(
            PictureScripts.animatorShow + "\nplot gap.input error(input) width 31 height 9")
        let start = lines.firstIndex(of: "value") ?? 0
        let grid = lines[(start + 1)...(start + 9)].map {
            Array($0.split(separator: "|", maxSplits: 1).last ?? "")
        }
        let gaps = (0...30).map { n in animatorFrame(n).keyboardMinY - animatorFrame(n).inputMaxY }
        let errors = gaps.map { $0 - 34 }
        let high = gaps.max() ?? 0
        let low = errors.min() ?? 0
        XCTAssertEqual(lines[start + 1].prefix(8), " " + NumberStyle.fixed(high, decimals: 2) + " |")
        XCTAssertEqual(lines[start + 9].prefix(8), NumberStyle.fixed(low, decimals: 2) + " |")
        func row(_ v: Double) -> Int { Int((8 * (high - v) / (high - low)).rounded()) }
        for column in 0...30 {
            XCTAssertEqual(grid[row(errors[column])][column], "o", "error at frame \(column)")
            if row(gaps[column]) != row(errors[column]) {
                XCTAssertEqual(grid[row(gaps[column])][column], "*", "gap at frame \(column)")
            }
        }
        XCTAssertEqual(lines.last?.trimmingCharacters(in: .whitespaces), "* gap(input)   o error(input)")
        XCTAssertTrue(lines[start + 11].hasSuffix("500.0 ms"))
    }

    /// With no quantity named, `plot` draws every watched and tracked one, fitted to the
    /// terminal: 80 columns by default (78 used), 50 when the terminal says so. The positions
    /// and the rest (`t`, the gap, the error) are two plots sharing the rows: on 24 rows,
    /// (24 − 6 − 5) / 2 = 6 rows each, so label, grid, axis, times and legend take 10 lines
    /// each and the pair with the blank line 21, under the 23 a prompt leaves.
    func test_plotWithoutNamesDrawsEverythingAndFitsTheTerminal() {
        let harness = SessionHarness()
        let lines = runScript(PictureScripts.animatorShow + "\nwatch t\nplot", harness: harness)
        let start = lines.firstIndex(of: "screen y in pt, the top of the screen at the top") ?? 0
        let plots = lines.suffix(from: start)
        XCTAssertEqual(plots.count, 10 + 1 + 10)
        XCTAssertTrue(plots.allSatisfy { $0.count <= 78 }, plots.joined(separator: "\n"))
        XCTAssertEqual(
            lines[start + 9].trimmingCharacters(in: .whitespaces),
            "* keyboard.minY   o input.presentation.maxY")
        XCTAssertEqual(lines[start + 11], "value")
        XCTAssertEqual(
            plots.last?.trimmingCharacters(in: .whitespaces), "* t   o gap(input)   + error(input)")
        // On 14 rows each plot keeps its 5-row least; the lines fit 48 columns, the positions'
        // legend on two lines (`* keyboard.minY` and `o input.presentation.maxY` do not fit one).
        harness.session.terminal.update(columns: 50, rows: 14, isTerminal: false, environment: [:])
        let narrow = runScript("plot", harness: harness)
        XCTAssertTrue(narrow.allSatisfy { $0.count <= 48 }, narrow.joined(separator: "\n"))
        XCTAssertEqual(narrow.count, (1 + 5 + 2 + 1) * 2 + 1 + 1, narrow.joined(separator: "\n"))
    }

    func test_plotRefusals() {
        assertSingleDiagnostic(
            after: PictureScripts.animatorShow, "plot 1️⃣gap.other",
            message: "'gap.other' is not watched or tracked",
            thenRuns: "plot gap.input")
        assertSingleDiagnostic(
            after: "", "1️⃣plot", message: "nothing is watched or tracked", thenRuns: "echo fine")
        assertSingleDiagnostic(
            after: PictureScripts.animatorShow, "plot width 1️⃣5", message: "width must be 10…400",
            thenRuns: "plot width 10")
    }
}
