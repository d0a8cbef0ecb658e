/// The numbers a value may take, as a refusal states them, and the help line that shows the way
/// out: the allowed value nearest the one given (clamped, and rounded when only whole numbers
/// are allowed), or, where no value is nearest (the range leaves out its end, or no number was
/// given), the range itself with an example. Every range error builds its help here, so they all
/// say the same kind of thing.
struct AllowedRange: Sendable, Hashable {
    /// One end of the range.
    enum End: Sendable, Hashable {
        case included(Double)
        case excluded(Double)

        var value: Double {
            switch self {
            case .included(let v), .excluded(let v): return v
            }
        }
    }

    var lower: End?
    var upper: End?
    /// Only whole numbers are allowed (a count, a number of bits).
    var isWhole: Bool
    /// A value inside the range, for a help line that cannot give a nearest one.
    var example: Double

    init(lower: End?, upper: End?, isWhole: Bool = false, example: Double) {
        self.lower = lower
        self.upper = upper
        self.isWhole = isWhole
        self.example = example
    }

    /// `range`, both ends included; the example is its middle unless given.
    init(_ range: ClosedRange<Double>, isWhole: Bool = false, example: Double? = nil) {
        let middle = range.lowerBound / 2 + range.upperBound / 2
        self.init(
            lower: .included(range.lowerBound), upper: .included(range.upperBound), isWhole: isWhole,
            example: example ?? (isWhole ? middle.rounded(.down) : middle))
    }

    /// Whole numbers in `range` (labelled: `AllowedRange(0...1)` is the numbers 0…1, not 0 and 1).
    init(wholeNumbers range: ClosedRange<Int>, example: Int? = nil) {
        self.init(
            Double(range.lowerBound)...Double(range.upperBound), isWhole: true,
            example: example.map(Double.init))
    }

    /// Numbers above `bound` (which is not allowed itself), up to `upper` when given.
    static func above(_ bound: Double, atMost upper: Double? = nil, example: Double) -> AllowedRange {
        AllowedRange(lower: .excluded(bound), upper: upper.map(End.included), example: example)
    }

    /// Magnitudes up to `limit`, either sign.
    static func magnitude(atMost limit: Double) -> AllowedRange {
        AllowedRange(-limit...limit, example: 0)
    }

    func contains(_ value: Double) -> Bool {
        guard !value.isNaN, !isWhole || value == value.rounded() else { return false }
        switch lower {
        case .included(let l)?: if value < l { return false }
        case .excluded(let l)?: if value <= l { return false }
        case nil: break
        }
        switch upper {
        case .included(let u)?: if value > u { return false }
        case .excluded(let u)?: if value >= u { return false }
        case nil: break
        }
        return true
    }

    /// The allowed value nearest `value`; nil when there is none (a NaN, or past an end the range
    /// leaves out, where every allowed value has a nearer one).
    func nearest(to value: Double) -> Double? {
        guard !value.isNaN else { return nil }
        var v = isWhole && value.isFinite ? value.rounded() : value
        switch lower {
        case .included(let l)?: if v < l { v = isWhole ? l.rounded(.up) : l }
        case .excluded(let l)?: if v <= l { return nil }
        case nil: break
        }
        switch upper {
        case .included(let u)?: if v > u { v = isWhole ? u.rounded(.down) : u }
        case .excluded(let u)?: if v >= u { return nil }
        case nil: break
        }
        return contains(v) ? v : nil
    }

    /// The help line for `value` (nil when no number was given); `noun` names the value when the
    /// message speaks of more than one ("the nearest allowed width is 10").
    func help(for value: Double?, noun: String? = nil) -> String {
        if let value, let nearest = nearest(to: value), nearest != value {
            return "the nearest allowed \(noun ?? "value") is \(Self.text(nearest))"
        }
        let kind = noun ?? (isWhole ? "whole number" : "number")
        return "use \(Self.article(kind)) \(kind) \(bounds), e.g. \(Self.text(example))"
    }

    /// The range in words: "from 0 to 1", "above 0", "of at most 10000".
    var bounds: String {
        switch (lower, upper) {
        case (.included(let l)?, .included(let u)?): return "from \(Self.text(l)) to \(Self.text(u))"
        case (.excluded(let l)?, .included(let u)?): return "above \(Self.text(l)), at most \(Self.text(u))"
        case (.included(let l)?, .excluded(let u)?): return "from \(Self.text(l)), below \(Self.text(u))"
        case (.excluded(let l)?, .excluded(let u)?): return "above \(Self.text(l)), below \(Self.text(u))"
        case (.included(let l)?, nil): return "of at least \(Self.text(l))"
        case (.excluded(let l)?, nil): return "above \(Self.text(l))"
        case (nil, .included(let u)?): return "of at most \(Self.text(u))"
        case (nil, .excluded(let u)?): return "below \(Self.text(u))"
        case (nil, nil): return "that is finite"
        }
    }

    /// A whole number up to 2^53 in full (9007199254740992, not 9.007199254740992e+15), else
    /// the short form.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
        return NumberStyle.compact(value)
    }

    private static func article(_ noun: String) -> String {
        noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}

extension Diagnostic {
    /// `value` (nil when it is no number) refused for lying outside `allowed`, with `message`
    /// stating the range and a help line giving the nearest allowed value.
    static func outOfRange(
        _ message: String, value: Double?, allowed: AllowedRange, noun: String? = nil, at range: SourceRange,
        category: Category = .runtime, expected: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            category, at: range, message: message, expected: expected,
            suggestion: allowed.help(for: value, noun: noun))
    }
}

extension AllowedRange {
    /// A coordinate, a frame's value, a constraint's constant: at most 10,000,000 points either way.
    static let points = magnitude(atMost: CommandGroup.coordinateLimit)
    /// A view's alpha.
    static let alpha = AllowedRange(0...1)
}

extension AllowedRange {
    /// A keyboard's or an accessory's height in points (and the guide's near-threshold): taller
    /// than any screen, so only a typo is refused.
    static let keyboardHeight = AllowedRange(0...10_000, example: 216)
    /// A duration a keyboard notification reports (or a pop's), in seconds.
    static let notificationDuration = AllowedRange(0...60, example: 0.25)
}

extension Diagnostic {
    /// What to do when arithmetic leaves the doubles: the limit, and the way to stay under it.
    static let doubleLimitHelp = "numbers are at most 1.8e308 in magnitude; scale the values down"

    /// An arithmetic result past the largest finite double, under `range`.
    static func tooLargeToRepresent(at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .runtime, at: range, message: "the result is too large to represent", suggestion: doubleLimitHelp)
    }
}

extension AllowedRange {
    /// A layout priority: 1…1000 (UILayoutPriority), UIKit's defaultHigh the example.
    static let priority = AllowedRange(1...1000, example: 750)
}
