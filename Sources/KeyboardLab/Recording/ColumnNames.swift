/// What a column's (or JSON key's) name says: whether it is a time and in which unit, whether it
/// is a value and of what. Names are split into lower-case words at anything not a letter or a
/// digit and at a change from lower to upper case (`keyboardMinY` → keyboard, min, y;
/// `t_ms` → t, ms; `time (ms)` → time, ms).
enum ColumnNames {
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in name {
            if character.isLetter || character.isNumber || character == "µ" {
                if character.isUppercase && previousWasLower && !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(contentsOf: character.lowercased())
                previousWasLower = character.isLowercase
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The unit a time column's name gives, if any.
    static func timeUnit(_ name: String) -> Recording.TimeUnit? {
        let words = Set(words(name))
        if !words.isDisjoint(with: ["ms", "msec", "msecs", "millis", "milliseconds", "millisecond"]) {
            return .milliseconds
        }
        if !words.isDisjoint(with: ["us", "µs", "usec", "micros", "microseconds"]) { return .microseconds }
        if !words.isDisjoint(with: ["ns", "nsec", "nanos", "nanoseconds"]) { return .nanoseconds }
        if !words.isDisjoint(with: ["frame", "frames", "index"]) { return .frames }
        if !words.isDisjoint(with: ["s", "sec", "secs", "seconds", "second"]) { return .seconds }
        return nil
    }

    /// Whether the name is a time's.
    static func isTime(_ name: String) -> Bool {
        let words = Set(words(name))
        let timeWords: Set<String> = [
            "t", "time", "times", "timestamp", "ts", "elapsed", "frame", "frames", "seconds", "sec", "secs",
            "ms", "msec", "millis", "milliseconds", "us", "µs", "ns", "nanoseconds", "microseconds", "date",
        ]
        return !words.isDisjoint(with: timeWords)
    }

    /// What a value column's name says it measures, if anything.
    static func quantity(_ name: String) -> Recording.Quantity? {
        let words = Set(words(name))
        if !words.isDisjoint(with: ["progress", "p", "fraction"]) { return .progress }
        if !words.isDisjoint(with: ["height", "h", "inset", "insets", "overlap"]) { return .height }
        if !words.isDisjoint(with: ["top", "miny", "min"]) || words.contains("keyboard") { return .top }
        if words.contains("view") { return .view }
        if !words.isDisjoint(with: ["y", "value", "position", "pos", "offset"]) { return .position }
        return nil
    }

    /// Whether a value column's name says pixels.
    static func isPixels(_ name: String) -> Bool {
        !Set(words(name)).isDisjoint(with: ["px", "pixel", "pixels"])
    }
}
