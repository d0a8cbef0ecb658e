import KeyboardLab
import XCTest

@testable import LabShell

/// Issue 34: a comparison matrix was not budgeted (a technique that starts a repeating
/// animation on every show ran each scenario of each cell to the 3600-frame horizon, silently),
/// a technique that failed when bound printed a Swift debug dump, and a matrix whose every cell
/// failed printed headers with no rows.
final class MatrixBudgetTests: XCTestCase {
    /// The bar moves on a repeating animation from every willShow: no scenario ever settles.
    static let spinning =
        KeyboardScripts.chatBar + """

            technique spin do
              on willShow do
                animate 1 options repeat override-inherited-duration override-inherited-options do
                  translate view 0 1
                end
              end
            end
            """

    /// The budget is shared equally by the cells: 20,000 frames over 4 cells is 5,000 each. A
    /// spinning cell's first scenario runs to the 3600-frame horizon, so its second may last
    /// 1,400 frames and is refused at frame 5,001 of the cell; the other technique's cells
    /// (four scenarios of at most 60 frames) are untouched and printed.
    func test_aMatrixIsBudgetedCellByCell() throws {
        let harness = SessionHarness()
        harness.session.state(KeyboardShellState.self).matrixBudget = ComparisonBudget(
            frames: 20_000, viewFrames: 1_000_000)
        XCTAssertEqual(harness.run(Self.spinning).diagnostics.map(\.message), [])
        let result = harness.run(
            "compare spin, layout-guide on show-keyboard, hide-keyboard, show-keyboard, hide-keyboard "
                + "devices iphone-15, iphone-se-3")
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(
            error.message,
            "spin on iphone-15: the cell would play 5001 frames; its share of the matrix's 20000 frames is 5000 "
                + "(4 cells)")
        XCTAssertEqual(
            error.notes,
            [
                "spin on iphone-se-3: the cell would play 5001 frames; its share of the matrix's 20000 frames is "
                    + "5000 (4 cells)"
            ])
        let rows = harness.sink.lines.filter { $0.hasPrefix("keyboard-layout-guide") }
        XCTAssertEqual(rows.count, 4, "two devices, two tables: \(harness.sink.lines)")
    }

    /// A technique that fails when bound: the diagnostic's words, never `Diagnostic(category: …`,
    /// and no table of headers alone when no cell ran.
    func test_aTechniqueThatFailsWhenBoundSaysWhy() throws {
        let harness = SessionHarness()
        let result = harness.run(
            KeyboardScripts.chatBar
                + "\ntechnique broken do\n  expect 1 == 2\nend\ncompare broken on show-keyboard devices iphone-15, iphone-se-3"
        )
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(
            error.message, "broken on iphone-15: technique broken: expectation failed: the left side is 1.00")
        XCTAssertFalse(
            (error.notes + [error.message]).contains { $0.contains("Diagnostic(") }, "\(error.notes)")
        XCTAssertFalse(
            harness.sink.lines.contains { $0.hasPrefix("technique") || $0.hasPrefix("follow error") })
    }

    /// Piped, long work says what it is doing once, on standard error (here with no delay).
    func test_longWorkIsNotedWhenPiped() {
        let sink = CollectingSink()
        let session = Session(output: sink)
        var progress = MatrixProgress(cells: 10, session: session, pipedDelay: .zero)
        progress.update(done: 3, frames: 1234)
        progress.update(done: 4, frames: 2000)
        progress.finish()
        XCTAssertEqual(sink.lines, [])
        XCTAssertEqual(sink.errors.count, 1)
        XCTAssertTrue(
            sink.errors.first?.hasPrefix("note: compare: 3 of 10 cells, 1234 frames played after 0 s")
                ?? false,
            "\(sink.errors)")
    }
}
