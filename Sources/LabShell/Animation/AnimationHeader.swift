import KeyboardLab

/// The header of a block-animation command, declared as patterns: `DURATION [delay D]
/// [options OPTION…] [curve CURVE]` plus the spring words of `animate-spring`, in any order
/// after the duration. OPTION is a flag name, `raw N` or any whole-number expression
/// (`note.curve << 16`), OR-ed together as UIKit's option set.
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
    static var optionWords: [String] { (flagNames + curveFlagNames).map(\.0) }
    /// The flags of UIView.AnimationOptions, curves included, for the help (derived, so that
    /// the prose lists what the synopsis does).
    static var animationOptionWords: [String] { optionWords.filter { !$0.hasPrefix("calculation-mode-") } }
    /// KeyframeAnimationOptions' own flags (bits 10–12).
    static var calculationModeWords: [String] { optionWords.filter { $0.hasPrefix("calculation-mode-") } }

    /// One word of an option set: a flag's bits, or a curve for bits 16–19.
    enum OptionWord: ArgumentChoice {
        case flag(UInt)
        case curve(AnimationCurve)

        static let choices: [(word: String, value: OptionWord)] =
            flagNames.map { ($0.0, .flag($0.1)) }
            + curveFlagNames.map { ($0.0, .curve(AnimationCurve(rawValue: Int($0.1 >> 16)))) }
    }

    /// One option: a flag name, `raw N`, or a whole-number expression.
    static let option: ArgumentPattern = .oneOf([
        .choice("flag", of: OptionWord.self), .keyword("raw", .integer("raw")), .integer("raw"),
    ])
    /// `options OPTION…`, OR-ed: side by side or with `|` between them, as Swift writes
    /// `[.curveEaseIn, .repeat]` or UIKit's C-era `UIViewAnimationOptionCurveEaseIn | …`.
    static let options: ArgumentPattern = .keyword("options", .list("options", option, separator: .bar))

    /// The header patterns: the duration, then the clauses.
    static func patterns(spring: Bool = false, allowsCurve: Bool = true) -> [ArgumentPattern] {
        var clauses: [ArgumentPattern] = [.keyword("delay", .number("delay")), options]
        if allowsCurve { clauses.append(.keyword("curve", CurveSpec.pattern)) }
        if spring {
            clauses += [
                .keyword("damping", .number("damping")), .keyword("velocity", .number("velocity")),
                .keyword("bounce", .number("bounce")),
            ]
        }
        return [.number("duration"), .clauses(clauses)]
    }

    /// A duration or a delay in seconds: up to an hour, far past any animation UIKit runs.
    static let seconds = AllowedRange(0...3600, example: 0.3)

    /// The header the arguments give.
    init(_ args: Arguments) throws(Diagnostic) {
        duration = args.number("duration") ?? 0
        guard Self.seconds.contains(duration) else {
            throw Diagnostic.outOfRange(
                "a duration is 0…3600 seconds", value: duration, allowed: Self.seconds,
                at: args.range("duration"))
        }
        if let delay = args.number("delay") {
            guard Self.seconds.contains(delay) else {
                throw Diagnostic.outOfRange(
                    "a delay is 0…3600 seconds", value: delay, allowed: Self.seconds, at: args.range("delay"))
            }
            self.delay = delay
        }
        let (options, givesCurve) = AnimationHeader.options(args.list("options"))
        self.options = options
        optionsGiveCurve = givesCurve
        if args.has("curve-name") || args.has("curve-raw") || args.has("x1") || args.has("mass")
            || args.has("ratio") || args.has("spring-duration")
        {
            curve = try CurveSpec(args)
        }
        // As `animator … create DURATION damping R` refuses it: a ratio ≤ 0 never settles.
        damping = try CurveSpec.dampingRatio(args, "damping")
        velocity = args.number("velocity")
        bounce = args.number("bounce")
    }

    /// The options a list of OPTION items names, and whether they set the curve bits.
    static func options(_ items: [Arguments]) -> (AnimationOptions, Bool) {
        var options: AnimationOptions = []
        var givesCurve = false
        for item in items {
            if let word = item.choice("flag", as: OptionWord.self) {
                switch word {
                case .flag(let bits):
                    options.insert(AnimationOptions(rawValue: bits))
                case .curve(let curve):
                    options = options.replacingCurve(with: curve)
                    givesCurve = true
                }
            } else if let raw = item.integer("raw") {
                options.insert(AnimationOptions(rawValue: UInt(truncatingIfNeeded: raw)))
                givesCurve = true
            }
        }
        return (options, givesCurve)
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
