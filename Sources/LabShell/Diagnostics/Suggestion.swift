/// "Did you mean" by edit distance, as swift-argument-parser and the Swift compiler do it.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, candidate.lowercased())
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let limit = max(1, min(3, word.count / 3 + 1))
        // Replacing every character of a short word is no typo ("y" is not a misspelt "x").
        if best.distance <= limit && best.distance < max(word.count, best.name.count) { return best.name }
        let prefixed = candidates.filter { $0.hasPrefix(lowered) }.sorted()
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// "did you mean 'x'?" or nil.
    public static func didYouMean(_ word: String, in candidates: [String]) -> String? {
        nearest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    /// Levenshtein distance; inputs longer than 64 characters are compared by their prefixes only,
    /// which is enough for names and keeps hostile input cheap.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.prefix(64))
        let y = Array(b.prefix(64))
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
