import LabShell
import XCTest

final class TableRendererTests: XCTestCase {
    /// A table with text that needs quoting in CSV and JSON, a negative zero and a long number.
    private let table = Table(
        columns: ["name", "value", "frames"],
        rows: [
            [.text("left"), .number(0), .integer(0)],
            [.text("mid, \"quoted\""), .number(-0.0001), .integer(12)],
            [.text("a|b"), .number(1234.5678), .integer(-3)],
        ])

    func test_everyModeMatchesItsSnapshot() {
        for mode in OutputMode.allCases {
            let text = TableRenderer(mode: mode).render(table).joined(separator: "\n") + "\n"
            Snapshot.assert(text, named: "table-\(mode.rawValue)")
        }
    }

    func test_withoutHeaders() {
        let text =
            TableRenderer(mode: .box, decimals: 1, headers: false).render(table).joined(separator: "\n")
            + "\n"
        Snapshot.assert(text, named: "table-box-no-headers")
    }

    func test_fixedDecimalsRoundHalfToEvenAndNeverPrintNegativeZero() {
        XCTAssertEqual(NumberStyle.fixed(-0.0001, decimals: 2), "0.00")
        XCTAssertEqual(NumberStyle.fixed(2.5, decimals: 0), "2")
        XCTAssertEqual(NumberStyle.fixed(0.125, decimals: 2), "0.12")
        XCTAssertEqual(NumberStyle.fixed(-818, decimals: 2), "-818.00")
        XCTAssertEqual(NumberStyle.fixed(33.333333, decimals: 3), "33.333")
        XCTAssertEqual(NumberStyle.fixed(.infinity, decimals: 2), "inf")
    }

    func test_compactNumbersForMessages() {
        XCTAssertEqual(NumberStyle.compact(50), "50")
        XCTAssertEqual(NumberStyle.compact(-2.5), "-2.5")
    }

    func test_tablesInTheSessionFollowTheModeAndDecimals() {
        let harness = SessionHarness()
        let lines = harness.output("set decimals 1\nmode csv\nshow")
        XCTAssertEqual(lines.first, "setting,value,meaning")
        XCTAssertTrue(lines.contains("decimals,1,digits after the point in tables"))
    }
}
