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

    /// The word typed is never its own suggestion: `chat.lastRow.maxY` of a table without rows
    /// is a known name with no value, and "did you mean 'chat.lastRow.maxY'?" told nothing.
    func testTheWordTypedIsNeverItsOwnSuggestion() {
        XCTAssertNil(Suggestion.didYouMean("chat.lastRow.maxY", in: ["chat.lastRow.maxY"]))
        // maxY → minY: two substitutions, within the limit of 3 for 17 letters.
        XCTAssertEqual(
            Suggestion.nearest(to: "chat.lastRow.maxY", in: ["chat.lastRow.maxY", "chat.lastRow.minY"]),
            "chat.lastRow.minY")
        // A unique prefix other than the word itself.
        XCTAssertEqual(
            Suggestion.nearest(to: "anim", in: ["anim", "animate-keyframes"]), "animate-keyframes")
        // The name in another case is still offered: it is what to type.
        XCTAssertEqual(Suggestion.nearest(to: "Chat", in: ["chat"]), "chat")
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

    /// The unique-prefix answer compares a plain ASCII name on its lowered scalars and any other
    /// name as a string; both give what `hasPrefix` on the lowered word gives.
    func testAUniquePrefixWhateverTheCaseOrScript() {
        // Typed in capitals: lowered first ("ANIM" begins "animate-keyframes" only).
        XCTAssertEqual(
            Suggestion.nearest(to: "ANIM", in: ["animate-keyframes", "solver"]), "animate-keyframes")
        // A name with a capital is compared as a string, which the lowered word does not begin.
        XCTAssertNil(Suggestion.nearest(to: "anim", in: ["Animate-keyframes", "solver"]))
        // Non-ASCII words and names: "café" begins "caféteria" (9 letters, 5 more: too far for a typo).
        XCTAssertEqual(Suggestion.nearest(to: "CAFÉ", in: ["caféteria-menu", "solver"]), "caféteria-menu")
        XCTAssertNil(Suggestion.nearest(to: "café", in: ["caféteria-menu", "caféteria-bar"]), "two prefixes")
        // A name longer than the compared scalars still counts by its whole text.
        let long = String(repeating: "a", count: 70) + "z"
        XCTAssertEqual(Suggestion.nearest(to: "aaaab", in: [long, "aaaabcdefghijklm"]), "aaaabcdefghijklm")
        // The empty word begins every name: one name is the answer, two are none.
        XCTAssertEqual(Suggestion.nearest(to: "", in: ["only"]), "only")
        XCTAssertNil(Suggestion.nearest(to: "", in: ["one", "two"]))
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

    /// The banded, bounded distance against the textbook full table (written here, unbanded,
    /// unbounded) on random words over a small alphabet: equal within the bound, nil beyond it.
    func testBandedDistanceAgreesWithTheFullTable() {
        func full(_ a: [Character], _ b: [Character]) -> Int {
            var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
            for i in 0...a.count { table[i][0] = i }
            for j in 0...b.count { table[0][j] = j }
            for i in stride(from: 1, through: a.count, by: 1) {
                for j in stride(from: 1, through: b.count, by: 1) {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                }
            }
            return table[a.count][b.count]
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "c"]
        for _ in 0..<2000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? "a"
            }
            let distance = full(a, b)
            for bound in 0...4 {
                XCTAssertEqual(
                    Suggestion.editDistance(a, b, bound: bound), distance <= bound ? distance : nil,
                    "\(String(a)) / \(String(b)) within \(bound)")
            }
        }
    }

    /// The bag filter only skips candidates the distance would reject: on typos of every
    /// command name (a letter dropped, doubled, changed), the index gives the best distance a
    /// brute-force scan over the full table finds.
    func testFilteredSearchFindsTheBruteForceDistance() {
        let names = CommandTable.standard.firstWords
        let index = Suggestion.Index(names)
        for name in names {
            var typos: [String] = []
            let letters = Array(name)
            for i in letters.indices {
                var dropped = letters
                dropped.remove(at: i)
                var doubled = letters
                doubled.insert(letters[i], at: i)
                var changed = letters
                changed[i] = changed[i] == "q" ? "z" : "q"
                typos += [String(dropped), String(doubled), String(changed)]
            }
            for typo in typos where !typo.isEmpty {
                let typed = Array(typo.lowercased())
                let limit = max(1, min(3, typo.count / 3 + 1))
                // (The banded distance is checked against the full table above.)
                let distances = names.map {
                    Suggestion.editDistance(typed, Array($0.lowercased()), bound: limit) ?? 64
                }
                let best = distances.min() ?? 64
                guard let found = index.nearest(to: typo) else {
                    XCTAssertTrue(
                        best > limit || best >= typo.count, "\(typo): \(best) within \(limit) missed")
                    continue
                }
                if best <= limit && best < typo.count {
                    let foundDistance = Suggestion.editDistance(typed, Array(found.lowercased()), bound: 64)
                    XCTAssertEqual(foundDistance, best, "\(typo) → \(found)")
                }
            }
        }
    }

    /// The packed bag distance against its definition, counted here bucket by bucket (what one
    /// word has more of, or the other, whichever is larger), and never above the edit distance,
    /// on random words (letters, digits, punctuation, up to the 64 scalars a bag counts).
    func testPackedBagDistanceIsTheBagDistance() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789-_.".unicodeScalars.map(\.value))
        for _ in 0..<1500 {
            let a = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 97
            }
            let b = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator) ?? 97
            }
            var counts = [Int](repeating: 0, count: 32)
            for scalar in a { counts[Int(scalar % 32)] += 1 }
            for scalar in b { counts[Int(scalar % 32)] -= 1 }
            let expected = max(counts.filter { $0 > 0 }.reduce(0, +), -counts.filter { $0 < 0 }.reduce(0, +))
            XCTAssertEqual(
                Suggestion.Bag(a).distance(to: Suggestion.Bag(b), lengths: a.count, b.count), expected)
            if let distance = Suggestion.editDistance(a, b, bound: 64) {
                XCTAssertLessThanOrEqual(expected, distance)
            }
        }
    }

    /// The pair filter never rules out a word within the distance: a word and its copy after d
    /// random edits (insert, delete, substitute) lose at most 2d distinct pairs, whatever the
    /// hash merges; and words far apart do lose more (the filter is not vacuous).
    func testPairFilterKeepsEveryWordWithinTheDistance() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz-".unicodeScalars.map(\.value))
        func letter() -> UInt32 { alphabet.randomElement(using: &generator) ?? 97 }
        for _ in 0..<3000 {
            let word = (0..<Int.random(in: 0...20, using: &generator)).map { _ in letter() }
            var typo = word
            let edits = Int.random(in: 1...3, using: &generator)
            for _ in 0..<edits {
                let position = Int.random(in: 0...typo.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: typo.insert(letter(), at: position)
                case 1 where position < typo.count: typo.remove(at: position)
                default: if position < typo.count { typo[position] = letter() }
                }
            }
            guard let distance = Suggestion.editDistance(word, typo, bound: 64) else { continue }
            XCTAssertLessThanOrEqual(distance, edits)
            XCTAssertLessThanOrEqual(
                Suggestion.Pairs(word).lost(comparedTo: Suggestion.Pairs(typo)), 2 * distance,
                "\(word) \(typo)")
        }
        // Ten distinct pairs each, none shared: ten lost (unless the hash merges some).
        let a = Suggestion.Pairs(Array("abcdefghijk".unicodeScalars.map(\.value)))
        let b = Suggestion.Pairs(Array("lmnopqrstuv".unicodeScalars.map(\.value)))
        XCTAssertGreaterThan(a.lost(comparedTo: b), 6)
    }

    /// Typos of two and three edits of every command name find what the unfiltered scan finds.
    func testFilteredSearchAgreesOnFartherTypos() {
        var generator = SystemRandomNumberGenerator()
        let names = CommandTable.standard.firstWords
        let index = Suggestion.Index(names)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz-")
        for name in names {
            for _ in 0..<6 {
                var letters = Array(name)
                for _ in 0..<Int.random(in: 2...3, using: &generator) {
                    let position = Int.random(in: 0...letters.count, using: &generator)
                    let letter = alphabet.randomElement(using: &generator) ?? "a"
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: letters.insert(letter, at: position)
                    case 1 where position < letters.count: letters.remove(at: position)
                    default: if position < letters.count { letters[position] = letter }
                    }
                }
                let typo = String(letters)
                guard !typo.isEmpty else { continue }
                let typed = Array(typo.lowercased())
                let limit = max(1, min(3, typo.count / 3 + 1))
                let best =
                    names.map { Suggestion.editDistance(typed, Array($0.lowercased()), bound: limit) ?? 64 }
                    .min() ?? 64
                guard best <= limit && best < typo.count else { continue }
                guard let found = index.nearest(to: typo) else {
                    XCTFail("\(typo): \(best) within \(limit) missed")
                    continue
                }
                XCTAssertEqual(
                    Suggestion.editDistance(typed, Array(found.lowercased()), bound: 64), best,
                    "\(typo) → \(found)")
            }
        }
    }

    /// The bucket filter keeps exactly the entries inside the visited range that lack at most
    /// the limit of the typed word's buckets. Typed buckets 0…8; entry p uses buckets L…8 (and
    /// bucket 20, which the typed word lacks and which does not count), where L = p % 10: it
    /// lacks L of them. 130 entries, three words of bits; the range starts and ends inside words.
    func testBucketFilterKeepsWhatLacksAtMostTheLimit() {
        let count = 130
        let words = 3
        var sets = [UInt64](repeating: 0, count: 32 * words)
        for position in 0..<count {
            // Group position / 64 holds its 32 bucket words side by side.
            for bucket in (position % 10)..<9 {
                sets[(position / 64) * 32 + bucket] |= 1 << UInt64(position % 64)
            }
            sets[(position / 64) * 32 + 20] |= 1 << UInt64(position % 64)
        }
        let typed: UInt32 = 0x1FF
        for limit in 1...3 {
            var kept: [Int] = []
            Suggestion.Index.forEachWithinMask(
                5..<127, lacking: typed, limit: limit, sets: sets, words: words
            ) { position, lacks in
                kept.append(position)
                // Entry p lacks p % 10 of the typed buckets, as built above.
                XCTAssertEqual(lacks, position % 10, "entry \(position)")
            }
            // Lacking exactly the limit is kept; one more is not; 4 to 9 lacked (the counter's
            // top plane holds 4 and more) never are.
            XCTAssertEqual(kept, (5..<127).filter { $0 % 10 <= limit }, "limit \(limit)")
        }
        // By hand, limit 3, at the range's ends and around the first word's end: 5 lacks 5
        // (out), 10 lacks 0, 13 lacks 3 (in), 14 lacks 4 (out); 63 lacks 3 (in, the first
        // word's last bit), 64 lacks 4 (out), 71 lacks 1 (in); 123 lacks 3 (in), 126 lacks 6
        // (out), 127 is outside the range.
        var kept: [Int] = []
        Suggestion.Index.forEachWithinMask(5..<127, lacking: typed, limit: 3, sets: sets, words: words) {
            position, _ in kept.append(position)
        }
        XCTAssertEqual(kept.first, 10)
        XCTAssertTrue(kept.contains(13) && kept.contains(63) && kept.contains(71) && kept.contains(123))
        XCTAssertFalse(kept.contains(14) || kept.contains(64) || kept.contains(126) || kept.contains(127))
        XCTAssertEqual(kept.last, 123)
        var none: [Int] = []
        Suggestion.Index.forEachWithinMask(7..<7, lacking: typed, limit: 3, sets: sets, words: words) {
            position, _ in none.append(position)
        }
        XCTAssertEqual(none, [])
    }

    /// Through the index: "abcdefghij" (10 letters, limit 3) against a name lacking three of
    /// its letters (three substitutions, distance 3: found) and one lacking four (distance 4:
    /// beyond the limit, and no prefix of it either).
    func testANameAtTheBucketBoundIsFoundAndOnePastItIsNot() {
        let index = Suggestion.Index(["abcdefgxyz", "zzz"])
        XCTAssertEqual(index.nearest(to: "abcdefghij"), "abcdefgxyz")
        XCTAssertNil(Suggestion.Index(["abcdefwxyz", "zzz"]).nearest(to: "abcdefghij"))
    }

    /// Hostile input stays cheap: a 100,000-character word against every command name.
    func testHugeWordsAreComparedByTheirPrefix() {
        let word = String(repeating: "q", count: 100_000)
        XCTAssertNil(Suggestion.nearest(to: word, in: CommandTable.standard.firstWords))
    }
}
