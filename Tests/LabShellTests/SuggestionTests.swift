import XCTest

@testable import LabShell

/// Did-you-mean, by hand-counted edit distances.
final class SuggestionTests: XCTestCase {
    func testTheClosestPlausibleNameWins() {
        // decimalz → decimals: one substitution; headers is 7 away.
        XCTAssertEqual(Suggestion.nearest(to: "decimalz", in: ["headers", "decimals", "echo"]), "decimals")
        // Case does not count: MODE → mode at distance 0.
        XCTAssertEqual(Suggestion.nearest(to: "MODE", in: ["mode", "mod"]), "mode")
    }

    /// Equal distances go to the alphabetically first name, whatever the order given.
    func testTiesGoToTheFirstNameAlphabetically() {
        // "cat" is one substitution from both "bat" and "hat".
        XCTAssertEqual(Suggestion.nearest(to: "cat", in: ["hat", "bat"]), "bat")
        XCTAssertEqual(Suggestion.nearest(to: "cat", in: ["bat", "hat"]), "bat")
    }

    /// The allowed distance is word length / 3 + 1, capped at 3: "frobnicate" (10 letters)
    /// allows 3, and "solver" and "layout" are further; then a unique prefix is the answer.
    func testTooFarIsNoSuggestionButAUniquePrefixIs() {
        XCTAssertNil(Suggestion.nearest(to: "frobnicate", in: ["solver", "layout"]))
        XCTAssertNil(Suggestion.nearest(to: "y", in: ["x"]), "replacing every letter is no typo")
        XCTAssertEqual(
            Suggestion.nearest(to: "anim", in: ["animate-keyframes", "solver"]), "animate-keyframes")
        XCTAssertNil(Suggestion.nearest(to: "anim", in: ["animate-keyframes", "animator"]), "two prefixes")
    }

    /// The bounded distance agrees with the full one where it answers, and gives up past the bound.
    func testBoundedDistance() {
        let kitten = Array("kitten")
        let sitting = Array("sitting")
        XCTAssertEqual(Suggestion.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance(kitten, sitting, bound: 3), 3)
        XCTAssertNil(Suggestion.editDistance(kitten, sitting, bound: 2))
        XCTAssertEqual(Suggestion.editDistance([], Array("ab"), bound: 2), 2)
        XCTAssertNil(Suggestion.editDistance([], Array("abc"), bound: 2))
    }

    /// Hostile input stays cheap: a 100,000-character word against every command name.
    func testHugeWordsAreComparedByTheirPrefix() {
        let word = String(repeating: "q", count: 100_000)
        XCTAssertNil(Suggestion.nearest(to: word, in: CommandTable.standard.firstWords))
    }
}
