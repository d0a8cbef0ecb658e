import LabShell
import XCTest

final class CompletionTests: XCTestCase {
    private let session = Session()

    func test_firstWordCompletesCommandNamesGroupWordsAndAliases() {
        // Every area adds commands, so the list is checked against the table, plus core's own.
        let s = session.complete("s").candidates
        XCTAssertEqual(s, CommandTable.standard.firstWords.filter { $0.hasPrefix("s") }.sorted())
        XCTAssertTrue(Set(["set", "show", "solver", "source"]).isSubset(of: s), "\(s)")
        XCTAssertEqual(session.complete("ex").candidates, ["exit", "expect", "explain", "export"])
        XCTAssertEqual(session.complete("").candidates.count, CommandTable.standard.firstWords.count)
    }

    func test_secondWordCompletesSubcommands() {
        let completion = session.complete("solver s")
        XCTAssertEqual(completion.candidates, ["suggest"])
        XCTAssertEqual(completion.wordStart, 7)
        XCTAssertEqual(completion.prefix, "s")
    }

    func test_argumentsCompleteFromTheirHints() {
        XCTAssertEqual(session.complete("mode m").candidates, ["markdown"])
        XCTAssertEqual(session.complete("set d").candidates, ["decimals"])
        XCTAssertEqual(session.complete("set mode ").candidates, ["box", "csv", "json", "markdown", "plain"])
        XCTAssertEqual(session.complete("set echo o").candidates, ["off", "on"])
        XCTAssertEqual(session.complete("help solver r").candidates, ["remove", "reset"])
        XCTAssertEqual(session.complete("solver add x == 1 w").candidates, [])
    }

    func test_commonPrefixOfSeveralCandidates() {
        let completion = session.complete("solver re")
        XCTAssertEqual(completion.candidates, ["remove", "reset"])
        XCTAssertEqual(completion.commonPrefix, "re")
        XCTAssertEqual(session.complete("sh").commonPrefix, "show")
    }
}
