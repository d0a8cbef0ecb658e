import KeyboardLab

/// The header of a block-animation command: `DURATION [delay D] [options OPTION…] [curve CURVE]`
/// plus the spring words of `animate-spring`, in any order after the duration.
struct AnimationHeader {
    var duration: Double
    var delay: Double = 0
    /// The options as typed (flags and raw values OR-ed together).
    var options: AnimationOptions = []
    /// True when the options set the curve bits themselves (a `curve-…` flag or a raw value).
    var optionsGiveCurve = false
    var curve: CurveSpec?
    var damping: Double?
    var velocity: Double?
    var bounce: Double?

    /// The option flags by their shell names (UIKit's names in kebab case).
    static let flagNames: [(String, UInt)] = [
        ("layout-subviews", 1 << 0), ("allow-user-interaction", 1 << 1),
        ("begin-from-current-state", 1 << 2), ("repeat", 1 << 3), ("autoreverse", 1 << 4),
        ("override-inherited-duration", 1 << 5), ("override-inherited-curve", 1 << 6),
        ("allow-animated-content", 1 << 7), ("show-hide-transition-views", 1 << 8),
        ("override-inherited-options", 1 << 9),
        ("calculation-mode-linear", 0 << 10), ("calculation-mode-discrete", 1 << 10),
        ("calculation-mode-paced", 2 << 10), ("calculation-mode-cubic", 3 << 10),
        ("calculation-mode-cubic-paced", 4 << 10),
    ]
    /// The curve flags (bits 16–19).
    static let curveFlagNames: [(String, UInt)] = [
        ("curve-ease-in-out", 0 << 16), ("curve-ease-in", 1 << 16), ("curve-ease-out", 2 << 16),
        ("curve-linear", 3 << 16),
    ]
    static var optionWords: [String] { (flagNames + curveFlagNames).map(\.0) + ["raw"] }

    /// Reads the header. `spring` allows `damping`, `velocity` and `bounce`; `curve` allows a
    /// `curve` clause.
    static func parse(
        _ words: inout AnimationWords, spring: Bool = false, allowsCurve: Bool = true
    ) throws(Diagnostic) -> AnimationHeader {
        var header = AnimationHeader(duration: try words.number("a duration in seconds"))
        guard header.duration >= 0 else {
            throw Diagnostic.failure("a duration cannot be negative", at: words.words[0].range)
        }
        var clauses = ["delay", "options"]
        if allowsCurve { clauses.append("curve") }
        if spring { clauses += ["damping", "velocity", "bounce"] }
        while let word = words.peek {
            guard clauses.contains(word.text) else {
                throw AnimationWords.unexpected(
                    word, expected: clauses.joined(separator: ", "), choices: clauses)
            }
            _ = try words.next("")
            switch word.text {
            case "delay":
                header.delay = try words.number("a delay in seconds")
                guard header.delay >= 0 else {
                    throw Diagnostic.failure("a delay cannot be negative", at: word.range)
                }
            case "options": try header.parseOptions(&words, at: word)
            case "curve": header.curve = try CurveSpec.parse(&words)
            case "damping": header.damping = try words.number("a damping ratio")
            case "velocity": header.velocity = try words.number("an initial velocity")
            default: header.bounce = try words.number("a bounce")
            }
        }
        return header
    }

    /// `options WORD…`: flag names, `raw N` or a bare raw value, until a word that is none.
    private mutating func parseOptions(_ words: inout AnimationWords, at start: AnimationWords.Word)
        throws(Diagnostic)
    {
        var count = 0
        while let word = words.peek {
            if let flag = AnimationHeader.flagNames.first(where: { $0.0 == word.text }) {
                options.insert(AnimationOptions(rawValue: flag.1))
            } else if let flag = AnimationHeader.curveFlagNames.first(where: { $0.0 == word.text }) {
                options = options.replacingCurve(with: AnimationCurve(rawValue: Int(flag.1 >> 16)))
                optionsGiveCurve = true
            } else if word.text == "raw" {
                _ = try words.next("raw")
                options.insert(AnimationOptions(rawValue: try words.rawValue("raw options")))
                optionsGiveCurve = true
                count += 1
                continue
            } else if let raw = AnimationWords.parseRaw(word.text) {
                options.insert(AnimationOptions(rawValue: raw))
                optionsGiveCurve = true
            } else if count == 0 {
                throw AnimationWords.unexpected(
                    word, expected: "an option name or raw N", choices: AnimationHeader.optionWords)
            } else {
                break
            }
            _ = try words.next("")
            count += 1
        }
        if count == 0 {
            throw Diagnostic(
                .syntax, at: start.range, message: "'options' needs at least one option",
                expected: "option names (\(AnimationHeader.optionWords.joined(separator: ", "))) or raw N")
        }
    }

    /// The context for `animate`: the `curve` clause; else the options' curve when they set
    /// one (as iOS reads bits 16–19, so `options raw 7` runs ease-in-out); else `set-curve`'s.
    func context(defaultCurve: CurveSpec) -> AnimationContext {
        if curve == nil && optionsGiveCurve {
            return AnimationContext(duration: duration, delay: delay, options: options)
        }
        return (curve ?? defaultCurve).context(duration: duration, delay: delay, options: options)
    }
}
