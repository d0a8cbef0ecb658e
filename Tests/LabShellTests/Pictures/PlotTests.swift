import LabShell
import XCTest

/// `plot curve` and the direction of plots of screen positions.
final class PlotTests: XCTestCase {
    /// On the default 80×24 terminal the plot is 70 columns by 18 rows: column c is the sample at
    /// t = 0.5 s · c / 69 (curve 7 lasts 0.5 s, facts §4.2), row round((1 − p) · 17).
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
        XCTAssertTrue(grid.allSatisfy { $0.count == 70 })
        for column in [5, 12, 23, 40, 60] {
            let t = 0.5 * Double(column) / 69
            let keyboard = Int(((1 - keyboardProgress(t)) * 17).rounded())
            let ease = Int(((1 - (t >= 0.25 ? 1 : easeInOutProgress(t / 0.25))) * 17).rounded())
            XCTAssertEqual(grid[ease][column], "o", "ease-in-out at column \(column)")
            if keyboard != ease {
                XCTAssertEqual(grid[keyboard][column], "*", "keyboard at column \(column)")
            }
        }
        XCTAssertEqual(lines[19], "     +" + String(repeating: "-", count: 70))
        XCTAssertTrue(lines[20].hasSuffix("500.0 ms"))
    }

    func test_plotCurveRefusesUnknownNames() {
        assertSingleDiagnostic(
            after: "", "plot curve keyboard 1️⃣ease-inout", message: "unknown curve 'ease-inout'",
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
}
