import LabShell
import XCTest

final class DiagnosticRenderingTests: XCTestCase {
    /// Runs one line in a fresh session and returns the rendered error.
    private func errorLines(_ line: String) -> [String] {
        let harness = SessionHarness()
        harness.run(line)
        return harness.sink.errors
    }

    func test_fileLineColumnThenSourceThenCaretThenHelp() {
        XCTAssertEqual(
            errorLines("echo ok\nsolver var left mid\nsolver add midd == 5"),
            [
                "test.kbl:3:12: error: unknown variable 'midd'; expected a declared variable",
                "solver add midd == 5",
                "           ^~~~",
                "help: did you mean 'mid'?",
            ])
    }

    func test_caretSpansTheWholeRangeAndSkipsHelpWhenThereIsNone() {
        XCTAssertEqual(
            errorLines("expect 1 + 1 == 3"),
            [
                "test.kbl:1:8: error: expectation failed: the left side is 2.00; expected == 3.00 (within 1e-06)",
                "expect 1 + 1 == 3",
                "       ^~~~~~~~~~",
            ])
    }

    func test_missingArgumentPointsJustPastTheEnd() {
        XCTAssertEqual(
            errorLines("set"),
            [
                "test.kbl:1:5: error: missing SETTING; expected a setting name",
                "set",
                "    ^",
                "help: usage: set SETTING [VALUE]",
            ])
    }

    func test_controlCharactersNeverReachTheTerminal() {
        let lines = errorLines("echo ok\n\u{1B}[31m")
        XCTAssertEqual(
            lines.first,
            "test.kbl:2:1: error: unexpected character U+001B; expected a name, a number, a quoted string or an operator"
        )
        XCTAssertEqual(lines[1], "?[31m")
        XCTAssertFalse(lines.joined().contains("\u{1B}"))
    }

    func test_longLinesShowAWindowAroundTheError() {
        let line = "echo " + (0..<300).map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }.joined()
        var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 250, length: 3), message: "m")
        d.sourceName = "f"
        d.sourceLine = line
        let lines = DiagnosticRenderer.render(d)
        XCTAssertEqual(lines[0], "f:1:250: error: m")
        XCTAssertLessThanOrEqual(lines[1].count, 102)
        XCTAssertTrue(lines[1].hasPrefix("…"))
        // The caret still sits under columns 250–252 of the original line.
        let shown = Array(lines[1])
        let caret = Array(lines[2])
        let at = caret.firstIndex(of: "^") ?? 0
        XCTAssertEqual(String(caret[at...]), "^~~")
        XCTAssertEqual(String(shown[at..<at + 3]), String(Array(line)[249..<252]))
    }
}
