import XCTest

@testable import LabShell

/// The record `save` writes: the last statements that fit in the bound, each on its own line,
/// whatever blocks they were kept in.
final class SavedSourceTests: XCTestCase {
    private func append(_ statement: String, to record: inout SavedSource) {
        var statement = statement
        statement.withUTF8 { record.append(bytes: $0) }
    }

    /// 3,000 statements of 8 or 9 bytes ("echo N\n" with N up to 2999), far more than one
    /// block of 4 KiB holds: the script is exactly the last ones whose bytes fit in 1,000,
    /// counted here from the statements themselves.
    func test_theScriptIsTheLastStatementsThatFit() {
        var record = SavedSource(maximumBytes: 1000)
        let statements = (0..<3000).map { "echo \($0)" }
        for statement in statements { append(statement, to: &record) }
        var kept: [String] = []
        var bytes = 0
        for statement in statements.reversed() {
            guard bytes + statement.utf8.count + 1 <= 1000 else { break }
            bytes += statement.utf8.count + 1
            kept.insert(statement, at: 0)
        }
        XCTAssertEqual(record.script, kept.map { $0 + "\n" }.joined())
        XCTAssertEqual(record.count, kept.count)
        XCTAssertEqual(record.bytes, bytes)
        XCTAssertEqual(record.dropped, 3000 - kept.count)
    }

    /// With no bound reached, every statement is kept, across blocks: 20,000 statements of
    /// about 10 bytes are about 200 KB, several 64 KiB blocks.
    func test_everyStatementIsKeptAcrossBlocks() {
        var record = SavedSource()
        let statements = (0..<20_000).map { "echo \($0)" }
        for statement in statements { append(statement, to: &record) }
        XCTAssertEqual(record.script, statements.map { $0 + "\n" }.joined())
        XCTAssertEqual(record.dropped, 0)
    }

    /// A statement longer than the whole bound cannot be kept, and keeping it would drop all
    /// the others: everything is dropped, itself counted too.
    func test_aStatementLongerThanTheBoundDropsEverything() {
        var record = SavedSource(maximumBytes: 20)
        append("echo one", to: &record)
        append("echo two", to: &record)
        append("echo twenty-one bytes", to: &record)  // 21 bytes and its newline
        XCTAssertEqual(record.script, "")
        XCTAssertEqual(record.count, 0)
        XCTAssertEqual(record.bytes, 0)
        XCTAssertEqual(record.dropped, 3)
        append("echo ok", to: &record)
        XCTAssertEqual(record.script, "echo ok\n")
    }
}
