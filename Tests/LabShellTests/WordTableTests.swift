import XCTest

@testable import LabShell

final class WordTableTests: XCTestCase {
    func test_findsEveryWordAndNothingElse() {
        // Enough words that probes collide in a table of 2×count slots.
        let words = (0..<200).map { "w\($0)" } + ["echo", "e", "", "café", "echo-x"]
        let table = WordTable(words.enumerated().map { ($1, $0) })
        for (index, word) in words.enumerated() { XCTAssertEqual(table[word], index, word) }
        for missing in ["ech", "echoo", "w200", "cafe", "Echo", " echo", "w1 "] {
            XCTAssertNil(table[missing], missing)
        }
    }

    func test_aRepeatedWordKeepsItsFirstValue() {
        let table = WordTable([("quit", 1), ("exit", 2), ("quit", 3)])
        XCTAssertEqual(table["quit"], 1)
        XCTAssertEqual(table["exit"], 2)
    }

    func test_anEmptyTableFindsNothing() {
        XCTAssertNil(WordTable<Int>([])["echo"])
    }
}
