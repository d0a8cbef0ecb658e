import LabShell
import XCTest

/// `draw`: a deterministic ASCII screen, snapshot-tested and checked row by row by hand.
final class DrawCommandTests: XCTestCase {
    func test_chatBarOnTheGuide_afterTheShow() {
        let output = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with layout-guide bottom\nshow-keyboard\nclear-notifications\ndraw")
        let start = output.firstIndex { $0.hasPrefix("iphone-15 portrait") } ?? 0
        let drawing = Array(output[start...])
        Snapshot.assert(drawing.joined(separator: "\n") + "\n", named: "keyboard-draw-chat-guide")
        // Scale: max(393/40, 852/60) = 14.2 pt per column, 28.4 per row: 28 columns, 30 rows.
        XCTAssertEqual(
            drawing[0],
            "iphone-15 portrait, frame 30, presentation layer; 1 column = 14.2 pt, 1 row = 28.4 pt")
        let grid = drawing[2..<32].map { String($0.dropFirst().dropLast()) }
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
    }

    func test_modelLayer_midAnimation_showsWhereThingsAreGoing() {
        let output = runScript(
            KeyboardScripts.chatBar
                + "\nbind input with layout-guide bottom\nset keyboard-run off\nshow-keyboard\ndraw model")
        let start = output.firstIndex { $0.hasPrefix("iphone-15 portrait") } ?? 0
        XCTAssertTrue(output[start].contains("frame 0, model layer"))
        // The model keyboard is already at 516: row 18 is keyboard, row 17 the bar.
        XCTAssertEqual(output[start + 2 + 18], "|" + String(repeating: "#", count: 28) + "|")
        XCTAssertEqual(output[start + 2 + 17], "|" + String(repeating: "i", count: 28) + "|")
    }
}
