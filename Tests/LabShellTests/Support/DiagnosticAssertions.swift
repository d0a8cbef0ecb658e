import LabShell
import XCTest

extension XCTestCase {
    /// Runs `setup` and then the marked line interactively, and checks that exactly one
    /// diagnostic comes out, on that line, at the marker 1️⃣, with the message (and suggestion and
    /// category when given). Then runs `afterwards` in the same session, which must succeed: bad
    /// input never loses the session.
    func assertSingleDiagnostic(
        after setup: String, _ marked: String, message: String, suggestion: String? = nil,
        category: Diagnostic.Category? = nil, thenRuns afterwards: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let input = MarkedText(marked)
        let harness = SessionHarness()
        let setupLines = setup.isEmpty ? 0 : setup.split(separator: "\n").count
        let result = harness.run((setup.isEmpty ? "" : setup + "\n") + input.text, mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.count, 1, harness.sink.errors.joined(separator: "\n"), file: file, line: line)
        guard let d = result.diagnostics.first else { return }
        XCTAssertEqual(d.line, setupLines + 1, file: file, line: line)
        XCTAssertEqual(d.column, input.column, d.message, file: file, line: line)
        XCTAssertTrue(d.message.contains(message), d.message, file: file, line: line)
        if let category { XCTAssertEqual(d.category, category, file: file, line: line) }
        if let suggestion { XCTAssertEqual(d.suggestion, suggestion, file: file, line: line) }
        XCTAssertEqual(harness.run(afterwards).diagnostics, [], file: file, line: line)
    }
}
