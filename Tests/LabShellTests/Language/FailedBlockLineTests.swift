import LabShell
import XCTest

/// Issue 34: a typo on a line ending in `do` opened a block the bad line never opened, and every
/// later line was swallowed as its body, until "block not closed" at 1:1 of another line with no
/// source shown. A line that fails to parse opens no block, unless it starts a statement that
/// takes one (then its body is read and dropped, as before, and the end of the input points at
/// its `do`).
final class FailedBlockLineTests: XCTestCase {
    private func run(_ source: String) -> (printed: [String], errors: [Diagnostic]) {
        let harness = SessionHarness()
        let result = harness.run(source, mode: .interactive)
        return (harness.sink.lines, result.diagnostics)
    }

    func test_anUnknownCommandEndingInDoOpensNoBlock() {
        for line in ["bogus do", "show-keyboard do", "echo-x do"] {
            let (printed, errors) = run("\(line)\necho after\nend\necho last")
            XCTAssertEqual(printed, ["after", "last"], line)
            XCTAssertEqual(errors.map(\.line), [1, 3], "\(line): \(errors.map(\.message))")
            XCTAssertEqual(errors.last?.message, "'end' without an open block", line)
        }
    }

    /// A block statement with an error in its header still reads its body and drops it: the
    /// body's lines (here an `echo`) do not run at the top level one by one.
    func test_aBlockStatementWithAnErrorStillReadsItsBody() {
        let (printed, errors) = run("on willShw do\necho body\nend\necho after")
        XCTAssertEqual(errors.count, 1, "\(errors.map(\.message))")
        XCTAssertEqual(errors.first?.line, 1)
        XCTAssertFalse(printed.contains("body"), "\(printed)")
        XCTAssertEqual(printed.last, "after")
    }

    /// Its block left open at the end of the input: "block not closed" under its `do`, with its
    /// line shown (it was 1:1 with no line).
    func test_blockNotClosedPointsAtTheFailedHeadersDo() throws {
        let (_, errors) = run("echo first\non willShw do\necho body")
        let last = try XCTUnwrap(errors.last)
        XCTAssertEqual(last.message, "block not closed")
        XCTAssertEqual(last.line, 2)
        XCTAssertEqual(last.column, 12, "under the 'do' of 'on willShw do'")
        XCTAssertEqual(last.sourceLine, "on willShw do")
    }
}
