/// "Did you mean" by edit distance, as swift-argument-parser and the Swift compiler do it.
///
/// Bounded so that an error costs little more than a command: a candidate whose length alone
/// puts it beyond the best distance so far is skipped, the distance is computed only up to
/// that bound (a row of the table whose minimum exceeds it stops the computation), a candidate
/// lacking more of the typed word's letter buckets than the limit is never visited (counted
/// for 64 candidates at once, `Index.forEachWithinMask`), and nothing
/// is sorted (ties go to the alphabetically first name, as a sorted scan would give).
/// `Suggestion.Index` keeps the lowered candidates for callers that ask often.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo; never
    /// `word` itself (a name that exists but has no value now was once offered back as its own
    /// "did you mean").
    /// - Complexity: O(candidates × (word length + bound²)) at worst, usually far less.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        Index(candidates.contains(word) ? candidates.filter { $0 != word } : candidates).nearest(to: word)
    }

    /// "did you mean 'x'?" or nil.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String? {
        nearest(to: word, in: candidates).map(phrase)
    }

    /// "did you mean 'x'?" for a found candidate.
    static func phrase(_ candidate: String) -> String { "did you mean '\(candidate)'?" }

    /// Candidates prepared once (lowered, as Unicode scalars) for repeated questions.
    public struct Index: Sendable {
        private let names: [String]
        /// Every candidate's lowered scalars (up to `comparedLength`), one after the other.
        private let scalars: [UInt32]
        /// One record a candidate, ordered by length (scalars, up to `comparedLength`; table
        /// order within a length), and where each length starts in that order: only the lengths
        /// within the distance limit of the typed length are looked at, and each is read from one
        /// record (reading five arrays, each bounds-checked, was most of a question's cost).
        private let entries: [Entry]
        private let lengthStarts: [Int]
        /// How many buckets each entry uses, in the same order, on its own (a byte read, not the
        /// 100-byte record): with what the bucket filter counted it lacks, what it has beyond the
        /// typed word's buckets, without a population count for each candidate.
        private let bucketCounts: [UInt8]
        /// For each 64 entries, which of them use each of the 32 buckets, as bits (entry p is bit
        /// p % 64 of the word for its bucket among the 32 words of group p / 64): a group's words
        /// are side by side, so a question reads each group from one place (bucket by bucket, the
        /// words were strided, a multiply and a scattered load each). A candidate lacking more than the limit
        /// of the typed word's buckets is too far (the mask test); counting what each candidate
        /// lacks in these words, 64 candidates at a time, tells which candidates of a near length
        /// can pass, without visiting the others (nearly all of them for a long word: testing
        /// each candidate's mask, two software population counts, was most of an unknown command's
        /// did-you-mean).
        private let bucketSets: [UInt64]
        private let bucketWords: Int
        /// The candidates ordered by their first byte, and where each byte's run starts (257
        /// entries), for the unique-prefix answer.
        private let byLead: [Int]
        private let leadStarts: [Int]
        /// Where each candidate's scalars start, by its table index (for the prefix answer).
        private let starts: [Int]
        /// Whether a candidate is lower-case ASCII of at most `comparedLength` bytes: its prefix
        /// test then compares scalars, not strings.
        private let isPlain: [Bool]

        private struct Entry: Sendable {
            /// Its bag, and which of the 32 buckets it uses at all (a test cheaper than the bag's).
            var bag: Bag
            var mask: UInt32
            var pairs: Pairs
            var index: Int
            var start: Int
            var count: Int
        }

        public init(_ candidates: [String]) {
            names = candidates
            var scalars: [UInt32] = []
            var starts: [Int] = []
            var isPlain: [Bool] = []
            var records: [Entry] = []
            var groups = [[Int]](repeating: [], count: Suggestion.comparedLength + 1)
            var leads = [[Int]](repeating: [], count: 256)
            for (index, candidate) in candidates.enumerated() {
                let lowered = Suggestion.scalars(candidate).map(\.value)
                starts.append(scalars.count)
                records.append(
                    Entry(
                        bag: Bag(lowered), mask: Suggestion.mask(lowered), pairs: Pairs(lowered),
                        index: index,
                        start: scalars.count,
                        count: lowered.count))
                scalars += lowered
                isPlain.append(
                    candidate.utf8.count <= Suggestion.comparedLength
                        && candidate.utf8.allSatisfy { $0 < 0x80 && !($0 >= 0x41 && $0 <= 0x5A) })
                groups[lowered.count].append(index)
                leads[Int(candidate.lowercased().utf8.first ?? 0)].append(index)
            }
            self.scalars = scalars
            self.starts = starts
            self.isPlain = isPlain
            let (byLength, lengthStarts) = Self.flatten(groups)
            entries = byLength.map { records[$0] }
            bucketCounts = entries.map { UInt8($0.mask.nonzeroBitCount) }
            let bucketWords = (entries.count + 63) / 64
            var bucketSets = [UInt64](repeating: 0, count: 32 * bucketWords)
            for (position, entry) in entries.enumerated() {
                for bucket in 0..<32 where entry.mask & (1 << UInt32(bucket)) != 0 {
                    bucketSets[(position / 64) * 32 + bucket] |= 1 << UInt64(position % 64)
                }
            }
            self.bucketSets = bucketSets
            self.bucketWords = bucketWords
            self.lengthStarts = lengthStarts
            (byLead, leadStarts) = Self.flatten(leads)
        }

        /// Groups one after the other, and where each starts (one more entry for the end).
        private static func flatten(_ groups: [[Int]]) -> (order: [Int], starts: [Int]) {
            var starts: [Int] = []
            var start = 0
            for group in groups {
                starts.append(start)
                start += group.count
            }
            starts.append(start)
            return (groups.flatMap { $0 }, starts)
        }

        /// The candidate closest to `word`, if it is close enough to be a plausible typo.
        public func nearest(to word: String) -> String? {
            // The typed word's lowered scalars and the distance table's two rows, on the stack.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Suggestion.comparedLength) { typed in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (Suggestion.comparedLength + 1)) {
                    rows in
                    let (count, characters, isASCII) = Suggestion.lowered(word, into: typed)
                    let lowered = UnsafeBufferPointer(rebasing: typed[..<count])
                    return nearest(
                        to: word, typed: lowered, characters: characters, isASCII: isASCII, rows: rows)
                }
            }
        }

        private func nearest(
            to word: String, typed: UnsafeBufferPointer<UInt32>, characters: Int, isASCII: Bool,
            rows: UnsafeMutableBufferPointer<Int32>
        ) -> String? {
            // Beyond this distance nothing counts as a typo.
            let limit = max(1, min(3, characters / 3 + 1))
            let typedMask = Suggestion.mask(typed)
            // Counted once a candidate passes the mask test (most words have none that does).
            var typedPairs: Pairs?
            var typedBag: Bag?
            // Only lengths within the limit can be close enough. The order of the visit does not
            // matter: the answer is the least (distance, name), ties going to the first name.
            let shortest = max(0, typed.count - limit)
            let longest = min(Suggestion.comparedLength, typed.count + limit)
            let visited = lengthStarts[shortest]..<lengthStarts[longest + 1]
            let found: (index: Int, distance: Int)? = entries.withUnsafeBufferPointer { entries in
                bucketCounts.withUnsafeBufferPointer { bucketCounts in
                    scalars.withUnsafeBufferPointer { scalars in
                        var best: (index: Int, distance: Int)?
                        let typedBuckets = typedMask.nonzeroBitCount
                        func consider(_ position: Int, lacking lacks: Int) {
                            let bound = best?.distance ?? limit
                            // Each bucket one word uses and the other does not costs an edit of
                            // its own: the typed word's buckets the candidate lacks, and its own
                            // beyond the typed word's (its count less the ones they share).
                            let extra = Int(bucketCounts[position]) - (typedBuckets - lacks)
                            if lacks > bound || extra > bound { return }
                            let entry = entries[position]
                            // A tie is kept only for an alphabetically earlier name.
                            if abs(entry.count - typed.count) > bound { return }
                            let pairs = typedPairs ?? Pairs(typed)
                            typedPairs = pairs
                            if pairs.lost(comparedTo: entry.pairs) > 2 * bound { return }
                            let bag = typedBag ?? Bag(typed)
                            typedBag = bag
                            if bag.distance(to: entry.bag, lengths: typed.count, entry.count) > bound {
                                return
                            }
                            let theirs = UnsafeBufferPointer(
                                rebasing: scalars[entry.start..<(entry.start + entry.count)])
                            guard
                                let distance = Suggestion.editDistance(
                                    typed, theirs, bound: bound, rows: rows)
                            else { return }
                            if let current = best {
                                if distance > current.distance { return }
                                if distance == current.distance && names[entry.index] >= names[current.index]
                                {
                                    return
                                }
                            }
                            best = (entry.index, distance)
                        }
                        Self.forEachWithinMask(
                            visited, lacking: typedMask, limit: limit, sets: bucketSets, words: bucketWords,
                            consider)
                        return best
                    }
                }
            }
            // Replacing every character of a short word is no typo ("y" is not a misspelt "x").
            if let found, found.distance < max(characters, Suggestion.characterCount(names[found.index])) {
                return names[found.index]
            }
            return uniquePrefix(word, typed: typed, isASCII: isASCII)
        }

        /// Calls `body` with each position in `visited`, in order, whose entry lacks at most
        /// `limit` (1…3) of the buckets in `typed`, and with how many it lacks: for each 64
        /// entries, what each lacks is counted in three bit planes (1, 2, and 4 or more), one
        /// bucket of `typed` at a time.
        static func forEachWithinMask(
            _ visited: Range<Int>, lacking typed: UInt32, limit: Int, sets: [UInt64], words: Int,
            _ body: (_ position: Int, _ lacks: Int) -> Void
        ) {
            guard !visited.isEmpty else { return }
            sets.withUnsafeBufferPointer { sets in
                guard let base = sets.baseAddress, sets.count >= 32 * words else { return }
                for word in (visited.lowerBound / 64)...((visited.upperBound - 1) / 64) where word < words {
                    let group = base + word * 32
                    var ones: UInt64 = 0
                    var twos: UInt64 = 0
                    var fours: UInt64 = 0
                    var buckets = typed
                    while buckets != 0 {
                        let lacks = ~group[buckets.trailingZeroBitCount]
                        buckets &= buckets &- 1
                        let carry = ones & lacks
                        ones ^= lacks
                        fours |= twos & carry
                        twos ^= carry
                    }
                    // More than the limit: 4 or more, or 3 (limit 2), or 2 or 3 (limit 1).
                    let beyond = fours | (limit >= 3 ? 0 : limit == 2 ? twos & ones : twos)
                    let first = word * 64
                    let low = max(visited.lowerBound - first, 0)
                    let high = min(visited.upperBound - first, 64)
                    // The positions of this word inside `visited`: bits low..<high.
                    let all = UInt64.max
                    let inside: UInt64 =
                        (high == 64 ? all : (1 << UInt64(high)) &- 1) & ~((1 << UInt64(low)) &- 1)
                    var within = inside & ~beyond
                    while within != 0 {
                        let bit = UInt64(within.trailingZeroBitCount)
                        // Below 4 (the fours plane is beyond every limit): the ones and twos bits.
                        body(first + Int(bit), Int((ones >> bit) & 1) + 2 * Int((twos >> bit) & 1))
                        within &= within &- 1
                    }
                }
            }
        }

        /// The one name `word` begins (lowered), if only one (among the names with its first byte).
        private func uniquePrefix(_ word: String, typed: UnsafeBufferPointer<UInt32>, isASCII: Bool)
            -> String?
        {
            // A whole ASCII word is in `typed`, lowered: a plain name is tested on its scalars.
            let whole = isASCII && typed.count < Suggestion.comparedLength
            var prefix: String?
            let lead = whole ? Int(typed.first ?? 0) : Int(word.lowercased().utf8.first ?? 0)
            let range =
                (whole ? typed.isEmpty : word.isEmpty)
                ? 0..<byLead.count : leadStarts[lead]..<leadStarts[lead + 1]
            var only: String?
            for position in range {
                let index = byLead[position]
                let begins: Bool
                if whole && isPlain[index] {
                    let start = starts[index]
                    let count = (index + 1 < starts.count ? starts[index + 1] : scalars.count) - start
                    // Compared in place, scalar by scalar: most names differ at once
                    // (`elementsEqual` on a slice of the array cost as much as the rest).
                    begins =
                        count >= typed.count
                        && scalars.withUnsafeBufferPointer { all in
                            var offset = 0
                            while offset < typed.count, all[start + offset] == typed[offset] { offset += 1 }
                            return offset == typed.count
                        }
                } else {
                    if prefix == nil { prefix = word.lowercased() }
                    begins = names[index].hasPrefix(prefix ?? "")
                }
                guard begins else { continue }
                guard only == nil else { return nil }
                only = names[index]
            }
            return only
        }
    }

    /// Writes the first `comparedLength` lowered scalars of `word` into `buffer`; returns how many,
    /// the word's length in characters and whether it is all ASCII. An ASCII word is lowered byte
    /// by byte.
    static func lowered(_ word: String, into buffer: UnsafeMutableBufferPointer<UInt32>) -> (
        Int, characters: Int, isASCII: Bool
    ) {
        func lowerASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
            var count = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if count < buffer.count {
                    buffer[count] = UInt32(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
                    count += 1
                }
            }
            return count
        }
        let utf8 = word.utf8
        if let count = utf8.withContiguousStorageIfAvailable(lowerASCII) ?? lowerASCII(utf8) {
            return (count, utf8.count, true)
        }
        var count = 0
        for scalar in scalars(word) where count < buffer.count {
            buffer[count] = scalar.value
            count += 1
        }
        return (count, word.count, false)
    }

    /// A word's length in characters, without the grapheme walk for an ASCII word.
    static func characterCount(_ word: String) -> Int {
        SourceText.isASCII(word) ? word.utf8.count : word.count
    }

    /// A word lowered and cut to `comparedLength`, as scalars (compared as integers, where
    /// comparing `Character`s compares strings).
    static func scalars(_ word: String) -> [Unicode.Scalar] {
        Array(word.lowercased().unicodeScalars.prefix(comparedLength))
    }

    /// The buckets (a scalar's low five bits, as in `Bag`) a word's scalars fall in.
    static func mask<Scalars: Sequence<UInt32>>(_ scalars: Scalars) -> UInt32 {
        var mask: UInt32 = 0
        for scalar in scalars.prefix(comparedLength) { mask |= 1 << (scalar & 31) }
        return mask
    }

    /// How many of each character a word has, in 32 buckets. The bag distance (what one word has
    /// more of, or the other, whichever is larger) never exceeds the edit distance, and merging
    /// characters into buckets only lowers it: a cheap test that rules most candidates out.
    /// The 32 counts are bytes packed in four words (a word of at most `comparedLength` scalars
    /// has no count above 64), so the test is a few word operations, not a loop over buckets
    /// (Swift's generic SIMD types compiled to a loop per lane, ten times slower).
    struct Bag: Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// Counts of at most `comparedLength` scalars.
        init<Scalars: Sequence<UInt32>>(_ scalars: Scalars) {
            for scalar in scalars.prefix(Suggestion.comparedLength) {
                let bucket = Int(scalar & 31)
                let one = UInt64(1) << UInt64((bucket & 7) * 8)
                switch bucket >> 3 {
                case 0: words.0 &+= one
                case 1: words.1 &+= one
                case 2: words.2 &+= one
                default: words.3 &+= one
                }
            }
        }

        /// The bag distance to another bag, given both words' lengths (the sums of their
        /// counts): what the larger word has beyond the counts both share, that is
        /// max(lengths) − Σ min(count, theirs).
        func distance(to theirs: Bag, lengths mine: Int, _ their: Int) -> Int {
            // The minima of all 32 buckets sum to at most 64, so adding the four words' minima
            // byte by byte carries nothing from one byte to the next.
            let minima =
                Bag.minima(words.0, theirs.words.0) &+ Bag.minima(words.1, theirs.words.1)
                &+ Bag.minima(words.2, theirs.words.2) &+ Bag.minima(words.3, theirs.words.3)
            // The bytes' sum gathers in the top byte.
            let shared = Int((minima &* 0x0101_0101_0101_0101) >> 56)
            return max(mine, their) - shared
        }

        /// min(a_k, b_k) for each of the eight bytes of two words whose bytes are below 128.
        @inline(__always)
        private static func minima(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let high: UInt64 = 0x8080_8080_8080_8080
            // Each byte is a − b + 128, with no borrow between bytes: its top bit says a ≥ b.
            let difference = (a | high) &- b
            let aAtLeastB = ((difference & high) >> 7) &* 0xFF
            return (b & aAtLeastB) | (a & ~aAtLeastB)
        }
    }

    /// The adjacent pairs of a word's scalars (its bigrams), hashed into 128 bits: an edit
    /// changes at most two of a word's pairs, so within edit distance d of another word, all
    /// but 2d of its distinct pairs are the other's too (the q-gram lemma, Jokinen and Ukkonen
    /// 1991, on distinct pairs). A hash collision only merges pairs on both sides, which keeps
    /// the bound: a candidate missing more than 2d of either word's bits is no closer than d.
    /// Most far candidates of a long word fail this before the bag test and the table.
    struct Pairs: Sendable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0
        /// How many bits are set.
        private var count = 0

        init<Scalars: Sequence<UInt32>>(_ scalars: Scalars) {
            var previous: UInt32?
            for scalar in scalars.prefix(Suggestion.comparedLength) {
                if let previous {
                    // A multiplicative hash of the pair; its top seven bits pick one of 128.
                    let bit = Int((((previous &* 0x9E37_79B1) ^ scalar) &* 0x85EB_CA6B) >> 25)
                    if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
                }
                previous = scalar
            }
            count = low.nonzeroBitCount + high.nonzeroBitCount
        }

        /// How many of the larger set's bits the other lacks: over 2d, the words are more than
        /// d edits apart.
        @inline(__always)
        func lost(comparedTo theirs: Pairs) -> Int {
            let shared = (low & theirs.low).nonzeroBitCount + (high & theirs.high).nonzeroBitCount
            return max(count, theirs.count) - shared
        }
    }

    /// Names longer than this are compared by their prefixes only, which keeps hostile input cheap.
    static let comparedLength = 64

    /// Levenshtein distance; inputs longer than 64 characters are compared by their prefixes only.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(comparedLength))
        let y = Array(b.prefix(comparedLength))
        return editDistance(x, y, bound: max(x.count, y.count)) ?? max(x.count, y.count)
    }

    /// The Levenshtein distance if it is at most `bound`, else nil (stopped as soon as a whole
    /// row of the table exceeds the bound: no later row can come back under it).
    static func editDistance<Element: Equatable>(_ x: [Element], _ y: [Element], bound: Int) -> Int? {
        x.withUnsafeBufferPointer { x in
            y.withUnsafeBufferPointer { y in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (y.count + 1)) { rows in
                    editDistance(x, y, bound: bound, rows: rows)
                }
            }
        }
    }

    /// The bounded distance with the table's two rows in `rows` (at least 2 × (y.count + 1)).
    static func editDistance<Element: Equatable>(
        _ x: UnsafeBufferPointer<Element>, _ y: UnsafeBufferPointer<Element>, bound: Int,
        rows: UnsafeMutableBufferPointer<Int32>
    ) -> Int? {
        if x.isEmpty { return y.count <= bound ? y.count : nil }
        if y.isEmpty { return x.count <= bound ? x.count : nil }
        if abs(x.count - y.count) > bound { return nil }
        // Only the band |i - j| <= bound can stay within the bound (Ukkonen); cells outside it
        // count as beyond the bound. No distance exceeds the longer length, so a larger bound
        // is that length (and the cells fit in 32 bits).
        let bound = min(bound, max(x.count, y.count), Int(Int32.max) - 1)
        let beyond = Int32(bound + 1)
        let width = y.count + 1
        guard rows.count >= 2 * width, let base = rows.baseAddress else { return nil }
        var previous = base
        var current = base + width
        for j in 0...y.count {
            previous[j] = Int32(min(j, bound + 1))
            current[j] = beyond
        }
        for i in 1...x.count {
            let low = max(1, i - bound)
            let high = min(y.count, i + bound)
            current[0] = Int32(min(i, bound + 1))
            if low > 1 { current[low - 1] = beyond }
            if high < y.count { current[high + 1] = beyond }
            var rowMinimum = current[0]
            guard low <= high else { return nil }
            let typed = x[i - 1]
            for j in low...high {
                let cost: Int32 = typed == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > beyond - 1 { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] < beyond ? Int(previous[y.count]) : nil
    }
}
