import LabShell
import XCTest

/// A table without rows has no last row (docs/Commands.md, Quantities: `.lastRow.minY/maxY`):
/// reading one says so, and the tracking of a scroll technique names what it measures then,
/// the content end (`contentEnd.maxY`), as `print` reads it. iPhone 15: the adjusted inset's
/// top is the safe area's 59, so an empty table rests at offset −59 and its content, which
/// ends where it starts, ends at 0 − (−59) = 59 on the screen.
final class EmptyTableTests: XCTestCase {
    static let emptyChat = """
        device iphone-15
        table-view chat rows 0
        constraint chat.leading == root.leading
        constraint chat.trailing == root.trailing
        constraint chat.top == root.top
        constraint bottom: chat.bottom == root.bottom
        layout
        """

    func test_theLastRowOfAnEmptyTableIsRefusedWithWhy() {
        for name in ["chat.lastRow.maxY", "chat.lastRow.minY", "chat.presentation.lastRow.maxY"] {
            assertSingleDiagnostic(
                after: Self.emptyChat, "print 1️⃣\(name)",
                message: "'\(name)' has no value: table 'chat' has no rows",
                suggestion:
                    "give it rows (table-view chat rows N) or read chat.contentEnd.maxY",
                category: .runtime, thenRuns: "expect chat.contentEnd.maxY == 59")
        }
        // One row of 44 from the content's top: 59 … 103.
        let harness = SessionHarness()
        runScript(Self.emptyChat + "\ntable-view chat rows 1\nlayout", harness: harness)
        XCTAssertEqual(quantity("chat.lastRow.minY", in: harness), 59)
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 103)
    }

    /// `bind-scroll` on the empty table: the per-frame table and `tracking frames` head the
    /// measured column `chat.contentEnd.maxY`, 59 on every frame (the inset grows, but content
    /// shorter than the screen stays at its top), the gap the keyboard's top less 59: 852 − 59
    /// = 793 at frame 0, 516 − 59 = 457 at the end.
    func test_trackingAnEmptyTableNamesTheContentEnd() {
        let harness = SessionHarness()
        let output = runScript(
            Self.emptyChat + "\nbind-scroll chat with inset\nshow-keyboard", harness: harness)
        guard let header = output.firstIndex(where: { $0.hasPrefix("frame ") }) else {
            return XCTFail("no per-frame table: \(output)")
        }
        XCTAssertEqual(
            output[header].split(separator: " "),
            ["frame", "t", "ms", "keyboard.minY", "chat.presentation.contentEnd.maxY", "gap"])
        XCTAssertEqual(output[header + 1].split(separator: " "), ["0", "0.00", "852.00", "59.00", "793.00"])
        XCTAssertEqual(
            output[header + 31].split(separator: " "), ["30", "500.00", "516.00", "59.00", "457.00"])
        let frames = runScript("tracking frames", harness: harness)
        XCTAssertTrue(
            frames.contains { $0.split(separator: " ").contains("chat.presentation.contentEnd.maxY") },
            "\(frames)")
        XCTAssertFalse(frames.contains { $0.contains("lastRow") }, "\(frames)")
        XCTAssertEqual(quantity("chat.contentEnd.maxY", in: harness), 59)
    }

    /// A table that gains its rows while tracked had no last row on some frames: `tracking
    /// frames` names the content end, which is the last row's bottom once there are rows.
    func test_aTableThatGainsRowsWhileTrackedNamesTheContentEnd() {
        let harness = SessionHarness()
        runScript(
            Self.emptyChat
                + "\nbind-scroll chat with inset\nshow-keyboard\ntable-view chat rows 2\nhide-keyboard",
            harness: harness)
        let frames = runScript("tracking frames", harness: harness)
        XCTAssertTrue(
            frames.contains { $0.split(separator: " ").contains("chat.presentation.contentEnd.maxY") },
            "\(frames)")
        // Two rows of 44 from the content's top, once the keyboard is down: 59 + 88 = 147.
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 147)
    }
}
