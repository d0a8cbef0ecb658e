import KeyboardLab
import LabShell
import XCTest

/// What the shell prints fits the terminal: tables through the session's renderer, help and
/// footnotes wrapped at word boundaries; 80 columns when the terminal's width is unknown (a pipe,
/// a file, a test). Data modes (CSV, JSON, markdown) are never changed.
final class TerminalFittingTests: XCTestCase {
    private let table = Table(
        columns: ["setting", "meaning", "value"],
        rows: [
            [.text("decimals"), .text("digits after the point in tables"), .number(2)],
            [.text("mode"), .text("how tables print"), .number(1234.5)],
        ])

    private func harness(width: Int) -> SessionHarness {
        let harness = SessionHarness()
        harness.session.terminal.update(columns: width, rows: 24, isTerminal: false, environment: [:])
        return harness
    }

    /// 8 + 2 + 32 + 2 + 7 = 51 columns do not fit 40: the meaning column narrows to
    /// 40 − (8 + 7 + 2·2) = 21 and wraps after "the" (as in TableFittingTests).
    func test_sessionTablesFitTheTerminalWidth() {
        let h = harness(width: 40)
        h.session.print(table)
        XCTAssertEqual(
            h.sink.lines,
            [
                "setting   meaning                  value",
                "decimals  digits after the          2.00",
                "          point in tables",
                "mode      how tables print       1234.50",
            ])
    }

    /// The same table at 80 columns (the default) fits whole, on one line per row.
    func test_unknownWidthIs80Columns() {
        let h = SessionHarness()
        XCTAssertEqual(h.session.terminal.width, 80)
        h.session.print(table)
        XCTAssertEqual(h.sink.lines[1], "decimals  digits after the point in tables     2.00")
        // The device catalogue (a 72-character name column, 163 columns in all) fits 80.
        let lines = h.output("devices")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, lines.joined(separator: "\n"))
        XCTAssertFalse(lines.contains { $0.contains("…") }, "no name is abbreviated")
        for device in DeviceCatalogue.all {
            // Its id heads a row of each panel: the first panel's and the second's.
            XCTAssertEqual(lines.filter { $0.hasPrefix(device.id + " ") }.count, 2, device.id)
        }
    }

    /// CSV, markdown and JSON are data: a 20-column terminal changes nothing in them.
    func test_dataModesAreNeverWrapped() {
        let h = harness(width: 20)
        h.run("mode csv")
        h.session.print(table)
        XCTAssertEqual(
            h.sink.lines,
            [
                "setting,meaning,value", "decimals,digits after the point in tables,2.00",
                "mode,how tables print,1234.50",
            ])
        h.sink.clear()
        h.run("mode markdown")
        h.session.print(table)
        XCTAssertEqual(
            h.sink.lines,
            [
                "| setting | meaning | value |", "|---|---|---:|",
                "| decimals | digits after the point in tables | 2.00 |",
                "| mode | how tables print | 1234.50 |",
            ])
        h.sink.clear()
        h.run("mode json")
        h.session.print(table)
        XCTAssertEqual(
            h.sink.lines[1],
            "  {\"setting\": \"decimals\", \"meaning\": \"digits after the point in tables\", \"value\": 2.00},"
        )
    }

    /// A comparison at 60 columns: the summary in panels, every panel starting with the
    /// technique, and the footnotes wrapped to the terminal too.
    func test_compareFitsANarrowTerminal() {
        let h = harness(width: 60)
        let lines = h.output(
            KeyboardScripts.chatBar
                + "\ncompare keyboard-layout-guide, animate-with-keyboard on show-keyboard")
        XCTAssertEqual(h.sink.errors, [])
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, lines.joined(separator: "\n"))
        // The caption says what every run shares; the columns (technique 39 wide for
        // "animate-with-keyboard (curve 7: spring)", wrapped at its spaces to 21) and their
        // headers wrap, and what still does not fit goes into panels, each with a header and a
        // row per technique.
        XCTAssertTrue(lines.first?.hasPrefix("frames count from show-keyboard") == true)
        let panels = lines.filter { $0.hasPrefix("technique ") }.count
        XCTAssertGreaterThanOrEqual(panels, 1)
        XCTAssertEqual(lines.filter { $0.hasPrefix("keyboard-layout-guide") }.count, panels)
        XCTAssertTrue(lines.contains { $0.hasPrefix("[1] ") })
    }

    /// `help set` at 40 columns (a 42-column terminal less its margin): prose refilled at word
    /// boundaries, the usage line and the example as they are.
    func test_helpWrapsToTheTerminal() {
        XCTAssertEqual(
            harness(width: 42).output("help set"),
            [
                "usage: set SETTING [VALUE]", "",
                "Sets a setting, or prints it when no",
                "value is given.", "",
                "As in the sqlite3 shell: set NAME VALUE",
                "changes a setting, set NAME prints it",
                "and show prints them all.", "",
                "example:", "  set decimals 3", "  set decimals",
            ])
    }

    /// A code span stays on one line: at 30 columns `set NAME VALUE` does not fit after "shell:"
    /// (24 + 1 + 14 = 39) and moves down whole, where plain words would have split it.
    func test_helpKeepsCodeSpansWhole() {
        let lines = harness(width: 32).output("help set")
        XCTAssertEqual(
            Array(lines[5...8]),
            [
                "As in the sqlite3 shell:", "set NAME VALUE changes a", "setting, set NAME prints it",
                "and show prints them all.",
            ])
    }

    /// Examples are code: never wrapped, even when longer than the terminal. A usage line breaks
    /// between argument patterns, the rest indented; a list of words longer than the 28 columns
    /// left (`[transition|timeline|compare]`, 29) breaks after a `|`.
    func test_helpLeavesCodeAlone() {
        let lines = harness(width: 32).output("help export html")
        XCTAssertEqual(
            Array(lines.prefix(3)), ["usage: export html FILE", "    [transition|timeline|", "    compare]"])
        XCTAssertTrue(lines.contains("  export html \"/tmp/kblab-show.html\""))
        let prose = lines.filter { !$0.hasPrefix("usage:") && !$0.hasPrefix("  ") }
        XCTAssertTrue(prose.allSatisfy { $0.count <= 30 }, prose.joined(separator: "\n"))
    }

    /// The overview at the default width: every line within 78 columns, each command's entry
    /// starting with its name (a long summary continues under itself).
    func test_helpOverviewFits() {
        for width in [80, 60] {
            let lines = harness(width: width).output("help")
            XCTAssertTrue(
                lines.allSatisfy { $0.count <= width - 2 },
                lines.filter { $0.count > width - 2 }.joined(separator: "\n"))
            for command in CommandTable.standard.commands {
                XCTAssertTrue(
                    lines.contains { $0.hasPrefix("  \(command.name) ") || $0 == "  \(command.name)" },
                    command.name)
            }
        }
    }
}
