import LabShell
import XCTest

/// The layout commands' usage lines, as `help` prints them.
final class LayoutHelpTests: XCTestCase {
    func test_synopsesReadLikeTheGrammar() {
        let table = CommandTable.standard
        XCTAssertEqual(
            table.command(named: "constraint")?.synopsis,
            "constraint [NAME:] ITEM.ATTR (==|<=|>=) RHS [@PRIORITY]")
        XCTAssertEqual(
            table.command(named: "view")?.synopsis, "view NAME [in PARENT] [frame X Y WIDTH HEIGHT]")
        XCTAssertEqual(table.command(named: "device")?.synopsis, "device [DEVICE] [portrait|landscape]")
        XCTAssertEqual(table.command(named: "table views")?.synopsis, "table views [in SPACE]")
        XCTAssertEqual(table.command(named: "constant")?.synopsis, "constant CONSTRAINT [=|+=|-=] VALUE")
    }

    func test_helpOnTheTableWordListsTheTables() {
        let lines = runScript("help table")
        XCTAssertTrue(lines.contains { $0.contains("table views") })
        XCTAssertTrue(lines.contains { $0.contains("table safe-area") })
    }
}
