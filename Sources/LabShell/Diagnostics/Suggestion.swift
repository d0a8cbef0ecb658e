/// "Did you mean" by edit distance, as swift-argument-parser and the Swift compiler do it.
///
/// Bounded so that an error costs little more than a command: a candidate whose length alone
/// puts it beyond the best distance so far is skipped, the distance is computed only up to
/// that bound (a row of the table whose minimum exceeds it stops the computation), and nothing
/// is sorted (ties go to the alphabetically first name, as a sorted scan would give).
/// `Suggestion.Index` keeps the lowered candidates for callers that ask often.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    /// - Complexity: O(candidates × (word length + bound²)) at worst, usually far less.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        Index(candidates).nearest(to: word)
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
        private let lowered: [[Unicode.Scalar]]
        /// What the first tests read, in flat arrays (looking into an array per candidate
        /// retained and released its storage): lengths, bag masks, first bytes, and every
        /// candidate's bag, `Bag.buckets` counts each, one after the other.
        private let lengths: [Int]
        private let masks: [UInt32]
        private let leads: [UInt8]
        private let bags: [Int8]
        /// The candidates ordered by length (scalars, up to `comparedLength`; table order within
        /// a length), and where each length starts in that order: only the lengths within the
        /// distance limit of the typed length are looked at.
        private let byLength: [Int]
        private let lengthStarts: [Int]

        public init(_ candidates: [String]) {
            names = candidates
            lowered = candidates.map(Suggestion.scalars)
            lengths = lowered.map(\.count)
            var masks: [UInt32] = []
            var bags: [Int8] = []
            for word in lowered {
                let bag = Bag(word)
                masks.append(bag.present)
                bags.append(contentsOf: bag.counts)
            }
            self.masks = masks
            self.bags = bags
            leads = candidates.map { $0.utf8.first ?? 0 }
            var groups = [[Int]](repeating: [], count: Suggestion.comparedLength + 1)
            for (index, length) in lengths.enumerated() {
                groups[min(length, Suggestion.comparedLength)].append(index)
            }
            byLength = groups.flatMap { $0 }
            var starts: [Int] = []
            var start = 0
            for group in groups {
                starts.append(start)
                start += group.count
            }
            starts.append(start)
            lengthStarts = starts
        }

        /// The candidate closest to `word`, if it is close enough to be a plausible typo.
        public func nearest(to word: String) -> String? {
            let typed = Suggestion.scalars(word)
            // Beyond this distance nothing counts as a typo.
            let limit = max(1, min(3, word.count / 3 + 1))
            var best: (index: Int, distance: Int)?
            var rows = Rows()
            let typedBag = Bag(typed)
            let typedMask = typedBag.present
            // Only lengths within the limit can be close enough. The order of the visit does not
            // matter: the answer is the least (distance, name), ties going to the first name.
            let shortest = max(0, typed.count - limit)
            let longest = min(Suggestion.comparedLength, typed.count + limit)
            bags.withUnsafeBufferPointer { bags in
                for position in lengthStarts[shortest]..<lengthStarts[longest + 1] {
                    let index = byLength[position]
                    let bound = best.map { $0.distance } ?? limit
                    // A tie is kept only for an alphabetically earlier name.
                    if abs(lengths[index] - typed.count) > bound { continue }
                    let mask = masks[index]
                    if (typedMask & ~mask).nonzeroBitCount > bound
                        || (mask & ~typedMask).nonzeroBitCount > bound
                    {
                        continue
                    }
                    let theirs = UnsafeBufferPointer(
                        rebasing: bags[(index * Bag.buckets)..<((index + 1) * Bag.buckets)])
                    if typedBag.distance(to: theirs) > bound { continue }
                    guard
                        let distance = Suggestion.editDistance(
                            typed, lowered[index], bound: bound, rows: &rows)
                    else { continue }
                    if let current = best {
                        if distance > current.distance { continue }
                        if distance == current.distance && names[index] >= names[current.index] { continue }
                    }
                    best = (index, distance)
                }
            }
            // Replacing every character of a short word is no typo ("y" is not a misspelt "x").
            if let best, best.distance < max(word.count, names[best.index].count) { return names[best.index] }
            let prefix = word.lowercased()
            // The one name it begins, if only one (by the first byte first: most names differ there).
            let lead = prefix.utf8.first
            var only: String?
            for index in names.indices where lead == nil || leads[index] == lead {
                guard names[index].hasPrefix(prefix) else { continue }
                guard only == nil else { return nil }
                only = names[index]
            }
            return only
        }
    }

    /// A word lowered and cut to `comparedLength`, as scalars (compared as integers, where
    /// comparing `Character`s compares strings).
    static func scalars(_ word: String) -> [Unicode.Scalar] {
        Array(word.lowercased().unicodeScalars.prefix(comparedLength))
    }

    /// How many of each character a word has, in 32 buckets. The bag distance (what one word has
    /// more of, or the other, whichever is larger) never exceeds the edit distance, and merging
    /// characters into buckets only lowers it: a cheap test that rules most candidates out.
    struct Bag: Sendable {
        /// How many buckets a bag has.
        static let buckets = 32
        private(set) var counts: [Int8] = Array(repeating: 0, count: Bag.buckets)
        /// The buckets that are not empty: a bucket only one word has adds at least one to that
        /// word's side of the distance, so the masks alone bound it from below at a popcount.
        private(set) var present: UInt32 = 0

        init(_ scalars: [Unicode.Scalar]) {
            for scalar in scalars {
                let bucket = Int(scalar.value & 31)
                counts[bucket] = counts[bucket] &+ 1
                present |= 1 << UInt32(bucket)
            }
        }

        /// The bag distance to another bag's counts (`buckets` of them).
        func distance(to theirs: UnsafeBufferPointer<Int8>) -> Int {
            return counts.withUnsafeBufferPointer { mine in
                var more = 0
                var fewer = 0
                for bucket in 0..<Bag.buckets {
                    let difference = Int(mine[bucket]) - Int(theirs[bucket])
                    if difference > 0 { more += difference } else { fewer -= difference }
                }
                return max(more, fewer)
            }
        }
    }

    /// The two rows of the distance table, kept between candidates.
    struct Rows {
        var previous: [Int] = []
        var current: [Int] = []
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
        var rows = Rows()
        return editDistance(x, y, bound: bound, rows: &rows)
    }

    static func editDistance<Element: Equatable>(
        _ x: [Element], _ y: [Element], bound: Int, rows: inout Rows
    ) -> Int? {
        if x.isEmpty { return y.count <= bound ? y.count : nil }
        if y.isEmpty { return x.count <= bound ? x.count : nil }
        if abs(x.count - y.count) > bound { return nil }
        // Only the band |i - j| <= bound can stay within the bound (Ukkonen); cells outside it
        // count as beyond the bound.
        let beyond = bound + 1
        // Plain loops: appending a lazy map went through the generic append.
        rows.previous.removeAll(keepingCapacity: true)
        rows.current.removeAll(keepingCapacity: true)
        rows.previous.reserveCapacity(y.count + 1)
        rows.current.reserveCapacity(y.count + 1)
        for j in 0...y.count {
            rows.previous.append(min(j, beyond))
            rows.current.append(beyond)
        }
        for i in 1...x.count {
            let low = max(1, i - bound)
            let high = min(y.count, i + bound)
            rows.current[0] = min(i, beyond)
            if low > 1 { rows.current[low - 1] = beyond }
            if high < y.count { rows.current[high + 1] = beyond }
            var rowMinimum = rows.current[0]
            guard low <= high else { return nil }
            for j in low...high {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                rows.current[j] = min(
                    rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost, beyond)
                rowMinimum = min(rowMinimum, rows.current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[y.count] <= bound ? rows.previous[y.count] : nil
    }
}
