import LabShell
import XCTest

/// `draw`: a deterministic screen in characters, scaled to the terminal, snapshot-tested and
/// checked row by row by hand from the cell-centre rule.
final class DrawCommandTests: XCTestCase {
    /// A session on a terminal of this size (no colour unless asked).
    private func harness(width: Int, height: Int, colour: Bool = false) -> SessionHarness {
        let harness = SessionHarness()
        harness.session.terminal.update(
            columns: width, rows: height, isTerminal: colour, environment: colour ? ["TERM": "xterm"] : [:])
        return harness
    }

    private func drawing(_ output: [String], prefix: String = "iphone-15") -> [String] {
        let start = output.lastIndex { $0.hasPrefix(prefix) } ?? 0
        return Array(output[start...])
    }

    /// The caption of a drawing (its lines before the grid's top edge, joined with the spaces
    /// they were wrapped at), after checking that each fits `width`; and the grid's top edge.
    private func caption(_ drawing: [String], width: Int, file: StaticString = #filePath, line: UInt = #line)
        -> (text: String, top: Int)
    {
        let top = drawing.firstIndex { $0.hasPrefix("+") || $0.hasPrefix("┌") } ?? 0
        for text in drawing[..<top] {
            XCTAssertLessThanOrEqual(text.count, width, "caption line '\(text)'", file: file, line: line)
        }
        return (drawing[..<top].joined(separator: " "), top)
    }

    func test_chatBarOnTheGuide_afterTheShow() {
        // A 42×35 terminal leaves 40 columns and 30 rows for the grid (2 for the frame, 5 for
        // the caption, the frame and the legend).
        let output = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with layout-guide bottom\nshow-keyboard\nclear-notifications\ndraw",
            harness: harness(width: 42, height: 35))
        let drawing = drawing(output)
        Snapshot.assert(drawing.joined(separator: "\n") + "\n", named: "keyboard-draw-chat-guide")
        // Scale: max(393/40, 852/60) = 14.2 pt per column, 28.4 per row: 28 columns, 30 rows.
        // The caption wraps at the terminal's 42 columns (a scale is not split).
        let (text, top) = caption(drawing, width: 42)
        XCTAssertEqual(
            text, "iphone-15 portrait, frame 30, presentation layer; 1 column = 14.20 pt, 1 row = 28.40 pt")
        XCTAssertEqual(Array(drawing[..<top]).last, "1 row = 28.40 pt")
        let grid = drawing[(top + 1)..<(top + 31)].map { String($0.dropFirst().dropLast()) }
        XCTAssertEqual(grid.count, 30)
        XCTAssertEqual(grid[0].count, 28)
        // Row r is filled where its centre (r + 0.5)·28.4 lies inside a frame:
        // above the safe area (y < 59): rows 0, 1;
        XCTAssertEqual(grid[0], String(repeating: ".", count: 28))
        XCTAssertEqual(grid[1], String(repeating: ".", count: 28))
        XCTAssertEqual(grid[2], String(repeating: " ", count: 28))
        // the bar, 464 ≤ y < 516: rows 16, 17;
        XCTAssertEqual(grid[15], String(repeating: " ", count: 28))
        XCTAssertEqual(grid[16], String(repeating: "i", count: 28))
        XCTAssertEqual(grid[17], String(repeating: "i", count: 28))
        // the keyboard, y ≥ 516: rows 18…29.
        for row in 18..<30 { XCTAssertEqual(grid[row], String(repeating: "#", count: 28), "row \(row)") }
        // The legend wraps at the terminal's 42 columns.
        XCTAssertEqual(drawing.suffix(2), ["# keyboard, . outside the safe area,", "i input"])
    }

    func test_modelLayer_midAnimation_showsWhereThingsAreGoing() {
        let output = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with layout-guide bottom\nset keyboard-run off\nshow-keyboard\ndraw model",
            harness: harness(width: 42, height: 35))
        let start = output.firstIndex { $0.hasPrefix("iphone-15 portrait") } ?? 0
        let (text, top) = caption(Array(output[start...]), width: 42)
        XCTAssertTrue(text.contains("frame 0, model layer"), text)
        // The model keyboard is already at 516: row 18 is keyboard, row 17 the bar.
        XCTAssertEqual(output[start + top + 1 + 18], "|" + String(repeating: "#", count: 28) + "|")
        XCTAssertEqual(output[start + top + 1 + 17], "|" + String(repeating: "i", count: 28) + "|")
    }

    /// Landscape iPhone 15 (852×393, keyboard 209 pt from y 184, facts §3.1) on a 42×35 terminal:
    /// 21.3 pt per column, 42.6 per row, 40 columns and ⌈393 / 42.6⌉ = 10 rows. The last row is
    /// partial (383.4…393): its centre inside the screen, 388.2, is under the keyboard, so it
    /// is drawn (a cell centre at 9.5 · 42.6 = 404.7 would have left it empty).
    func test_partialLastRowIsDrawnInLandscape() {
        let output = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with layout-guide bottom\nshow-keyboard\nrotate landscape\ndraw",
            harness: harness(width: 42, height: 35))
        let drawing = drawing(output)
        let (text, top) = caption(drawing, width: 42)
        XCTAssertEqual(
            text, "iphone-15 landscape, frame 90, presentation layer; 1 column = 21.30 pt, 1 row = 42.60 pt")
        let grid = drawing[(top + 1)..<(top + 11)].map { String($0.dropFirst().dropLast()) }
        XCTAssertEqual(drawing[top + 11], "+" + String(repeating: "-", count: 40) + "+")
        // Rows 4… (centres 191.7, 234.3, …, 388.2) lie in the keyboard, 184 ≤ y < 393.
        for row in 4..<10 { XCTAssertEqual(grid[row], String(repeating: "#", count: 40), "row \(row)") }
        // Row 3 (centre 149.1) has the bar on the guide (132…184) between the 59-pt side insets: columns
        // whose centres (c + 0.5)·21.3 lie in 59…793 are 3…36.
        XCTAssertEqual(grid[3], "..." + String(repeating: "i", count: 34) + "...")
    }

    /// The default terminal (80×24) when nothing says otherwise: 78 columns and 19 rows at
    /// most; portrait is limited by its height, max(393/78, 852/38) = 22.42 pt per column.
    func test_defaultTerminalSize() {
        let output = runScript(KeyboardScripts.chatBar + "\ndraw")
        let drawing = drawing(output)
        let (text, top) = caption(drawing, width: 80)
        XCTAssertTrue(text.hasSuffix("1 column = 22.42 pt, 1 row = 44.84 pt"), text)
        XCTAssertEqual(drawing[top], "+" + String(repeating: "-", count: 18) + "+")  // ⌈393 / 22.42⌉
        XCTAssertEqual(drawing.count, top + 2 + 19 + 1)  // ⌈852 / 44.84⌉ = 19 rows
        XCTAssertFalse(drawing.joined().contains("\u{1B}"))
    }

    /// On a colour terminal: box drawing, the bar a box in its colour (ANSI 34) with its name on
    /// the top edge, the keyboard `░` in grey (90); `draw ascii` and NO_COLOR give plain text.
    func test_colourTerminalDrawsBoxes_asciiAndNoColorDoNot() {
        let colour = harness(width: 42, height: 35, colour: true)
        let output = runScript(KeyboardScripts.chatBar + "\nlayout\ndraw", harness: colour)
        let drawing = drawing(output)
        let top = caption(drawing, width: 42).top
        XCTAssertEqual(drawing[top], "┌" + String(repeating: "─", count: 28) + "┐")
        // The bar at rest: 766 ≤ y < 818, rows 27 (centre 781) and 28 (centre 809.4).
        XCTAssertEqual(
            drawing[top + 1 + 27], "│\u{1B}[34m┌input" + String(repeating: "─", count: 21) + "┐\u{1B}[0m│")
        XCTAssertEqual(
            drawing[top + 1 + 28], "│\u{1B}[34m└" + String(repeating: "─", count: 26) + "┘\u{1B}[0m│")
        XCTAssertEqual(
            drawing.suffix(2),
            ["\u{1B}[90m░\u{1B}[0m keyboard, · outside the safe area,", "\u{1B}[34m□\u{1B}[0m input"])
        let ascii = runScript("draw ascii", harness: colour)
        XCTAssertFalse(ascii.joined().contains("\u{1B}"))
        XCTAssertTrue(ascii.contains("|" + String(repeating: "i", count: 28) + "|"))
        colour.session.terminal.update(
            columns: 42, rows: 35, isTerminal: true, environment: ["NO_COLOR": "1", "TERM": "xterm"])
        XCTAssertFalse(runScript("draw", harness: colour).joined().contains("\u{1B}"))
    }

    func test_unknownOptionIsADiagnosticAtTheWord() {
        assertSingleDiagnostic(
            after: "", "draw 1️⃣modle", message: "unknown value 'modle'",
            suggestion: "did you mean 'model'?",
            thenRuns: "draw model")
        // The layer is one choice: naming both is an error; `ascii` goes before or after it.
        assertSingleDiagnostic(
            after: "", "draw model 1️⃣presentation", message: "'presentation' given twice",
            thenRuns: "draw ascii model\ndraw model ascii\ndraw presentation")
    }
}
