import LabShell
import XCTest

/// Tables fitted to a width: text wraps at word boundaries, a word too long is abbreviated with
/// `…`, numbers stay whole, and a table still too wide splits into panels repeating the first
/// column.
final class TableFittingTests: XCTestCase {
    private let table = Table(
        columns: ["setting", "meaning", "value"],
        rows: [
            [.text("decimals"), .text("digits after the point in tables"), .number(2)],
            [.text("mode"), .text("how tables print"), .number(1234.5)],
        ])

    func test_aTableThatFitsIsUnchanged() {
        let wide = TableRenderer(mode: .plain, maxWidth: 200).render(table)
        XCTAssertEqual(wide, TableRenderer(mode: .plain).render(table))
    }

    /// 8 + 2 + 32 + 2 + 7 = 51 columns; at 40 the meaning column narrows to 40 − 19 = 21
    /// (`setting` cannot: its longest word fills it), and "digits after the point" (22) breaks
    /// after "the".
    func test_textWrapsAtWordBoundaries() {
        XCTAssertEqual(
            TableRenderer(mode: .plain, maxWidth: 40).render(table),
            [
                "setting   meaning                  value",
                "decimals  digits after the          2.00",
                "          point in tables",
                "mode      how tables print       1234.50",
            ])
    }

    /// Box: 47 + 3·3 + 1 = 57 columns; the meaning column narrows to 15: three lines.
    func test_boxModeWrapsToo() {
        let lines = TableRenderer(mode: .box, maxWidth: 40).render(table)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 40 }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines[3], "│ decimals │ digits after    │    2.00 │")
        XCTAssertEqual(lines[4], "│          │ the point in    │         │")
        XCTAssertEqual(lines[5], "│          │ tables          │         │")
    }

    /// A word longer than its column is abbreviated, never cut bare: 30 − 2 − 4 leaves 24.
    func test_longWordsAreAbbreviated() {
        let long = Table(
            columns: ["name", "x"], rows: [[.text("a-really-long-identifier-without-spaces"), .number(1)]])
        XCTAssertEqual(
            TableRenderer(mode: .plain, maxWidth: 30).render(long),
            ["name" + String(repeating: " ", count: 25) + "x", "a-really-long-identifie…  1.00"])
    }

    /// Numbers never wrap: 5 + 8·10 + 2·8 = 101 columns; at 45 the panels are frame with
    /// columns 1–3 (41), 4–6 and 7–8, each repeating the frame (right-aligned: all numbers).
    func test_panelsRepeatTheFirstColumn() {
        let columns = ["frame"] + (1...8).map { "column\($0)" }
        let wide = Table(columns: columns, rows: [[.integer(0)] + (1...8).map { _ in .number(1_234_567.25) }])
        let lines = TableRenderer(mode: .plain, maxWidth: 45).render(wide)
        XCTAssertTrue(lines.allSatisfy { $0.count <= 45 }, lines.joined(separator: "\n"))
        XCTAssertEqual(lines.filter { $0.hasPrefix("frame") }.count, 3)
        XCTAssertEqual(lines.first, "frame     column1     column2     column3")
        XCTAssertEqual(lines.count, 3 * 2 + 2)
    }

    /// Identifiers are not cut while panels can show them whole: at 56 columns the names
    /// (27 + 3 · 10 + 3 · 2 = 63) would fit only abbreviated to 20, so the table splits into
    /// panels instead: name, first and second (27 + 10 + 10 + 2 · 2 = 51), then name and third.
    func test_panelsComeBeforeAbbreviating() {
        let numbers: [Table.Cell] = [.number(1_234_567.25), .number(1_234_567.25), .number(1_234_567.25)]
        let keyed = Table(
            columns: ["name", "first", "second", "third"],
            rows: [[.text("animate-with-keyboard-fixed")] + numbers, [.text("bind-to-keyboard")] + numbers])
        let name = "name" + String(repeating: " ", count: 23)
        let short = "bind-to-keyboard" + String(repeating: " ", count: 11)
        XCTAssertEqual(
            TableRenderer(mode: .plain, maxWidth: 56).render(keyed),
            [
                name + "       first      second",
                "animate-with-keyboard-fixed  1234567.25  1234567.25",
                short + "  1234567.25  1234567.25",
                "",
                name + "       third",
                "animate-with-keyboard-fixed  1234567.25",
                short + "  1234567.25",
            ])
    }

    /// Prose wraps no narrower than a quarter of the width: at 60 a 50-character sentence
    /// beside a 30-character column narrows to 60 − 30 − 2 = 28 ≥ 15 and stays in one panel.
    func test_proseWrapsBeforePanels() {
        let prose = Table(
            columns: ["key", "text"],
            rows: [
                [
                    .text(String(repeating: "k", count: 30)),
                    .text("the quick brown fox jumps over the lazy dog again"),
                ]
            ])
        XCTAssertEqual(
            TableRenderer(mode: .plain, maxWidth: 60).render(prose),
            [
                "key" + String(repeating: " ", count: 29) + "text",
                String(repeating: "k", count: 30) + "  the quick brown fox jumps",
                String(repeating: " ", count: 32) + "over the lazy dog again",
            ])
    }
}
