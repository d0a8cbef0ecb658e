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
        nearest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Candidates prepared once (lowered, as characters) for repeated questions.
    public struct Index: Sendable {
        private let names: [String]
        private let lowered: [[Character]]

        public init(_ candidates: [String]) {
            names = candidates
            lowered = candidates.map { Array($0.lowercased().prefix(Suggestion.comparedLength)) }
        }

        /// The candidate closest to `word`, if it is close enough to be a plausible typo.
        public func nearest(to word: String) -> String? {
            let typed = Array(word.lowercased().prefix(Suggestion.comparedLength))
            // Beyond this distance nothing counts as a typo.
            let limit = max(1, min(3, word.count / 3 + 1))
            var best: (index: Int, distance: Int)?
            for index in names.indices {
                let bound = best.map { $0.distance } ?? limit
                let candidate = lowered[index]
                // A tie is kept only for an alphabetically earlier name.
                if abs(candidate.count - typed.count) > bound { continue }
                guard let distance = Suggestion.editDistance(typed, candidate, bound: bound) else { continue }
                if let current = best {
                    if distance > current.distance { continue }
                    if distance == current.distance && names[index] >= names[current.index] { continue }
                }
                best = (index, distance)
            }
            // Replacing every character of a short word is no typo ("y" is not a misspelt "x").
            if let best, best.distance < max(word.count, names[best.index].count) { return names[best.index] }
            let prefix = word.lowercased()
            let prefixed = names.filter { $0.hasPrefix(prefix) }
            return prefixed.count == 1 ? prefixed[0] : nil
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
    static func editDistance(_ x: [Character], _ y: [Character], bound: Int) -> Int? {
        if x.isEmpty { return y.count <= bound ? y.count : nil }
        if y.isEmpty { return x.count <= bound ? x.count : nil }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > bound { return nil }
            swap(&previous, &current)
        }
        return previous[y.count] <= bound ? previous[y.count] : nil
    }
}
