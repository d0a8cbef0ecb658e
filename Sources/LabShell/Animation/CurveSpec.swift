import KeyboardLab

/// A timing curve as typed in the shell: a `UIView.AnimationCurve` value (named or raw, which
/// travels in the options' bits 16–19 exactly as in UIKit) or timing parameters the options
/// cannot carry (CA's default Bézier, a custom Bézier, a spring).
enum CurveSpec: Equatable, ArgumentChoice {
    /// A curve raw value: 0–3 the public curves, 7 the keyboard's, anything else flows through.
    case curve(AnimationCurve)
    /// Explicit timing parameters, with the text that made them.
    case timing(TimingParameters, String)

    /// A spring's damping ratio: 1 is critical damping (no overshoot).
    static let dampingRatio = AllowedRange.above(0, atMost: 1e6, example: 1)

    /// The damping ratio under `key` (nil when not given), refused outside `dampingRatio` the
    /// same way wherever a ratio is typed (`animate-spring`, `animator … create`, `spring ratio`).
    static func dampingRatio(_ args: Arguments, _ key: String) throws(Diagnostic) -> Double? {
        guard let ratio = args.number(key) else { return nil }
        guard dampingRatio.contains(ratio) else {
            throw Diagnostic.outOfRange(
                "a damping ratio must be positive", value: ratio, allowed: dampingRatio, at: args.range(key))
        }
        return ratio
    }

    /// A spring's bounce, as UIKit's animate(springDuration:bounce:) takes it: −1 overdamped …
    /// 1 undamped; past it the spring swung forever or never arrived.
    static let bounce = AllowedRange(lower: .excluded(-1), upper: .included(1), example: 0)

    /// A timing Bézier's x control values: fractions of the duration.
    static let bezierX = AllowedRange(0...1)

    /// Names for the public curves, the keyboard curve and CA's default, with the curve each
    /// stands for.
    static let choices: [(word: String, value: CurveSpec)] = [
        ("ease-in-out", .curve(.easeInOut)), ("ease-in", .curve(.easeIn)), ("ease-out", .curve(.easeOut)),
        ("linear", .curve(.linear)), ("keyboard", .curve(.keyboard)),
        ("default", .timing(.cubic(.caDefault), "default")),
    ]
    static let usage =
        "ease-in-out | ease-in | ease-out | linear | keyboard | default | raw N | bezier X1 Y1 X2 Y2 | "
        + "spring mass M stiffness K damping D | spring ratio R [response S] | spring duration D bounce B"

    /// A curve as patterns: a name, `raw N`, `bezier X1 Y1 X2 Y2`, `spring …`, or any
    /// whole-number expression, which is `UIView.AnimationCurve(rawValue:)` (`curve note.curve`).
    static let pattern: ArgumentPattern = .oneOf([
        .choice("curve-name", of: CurveSpec.self),
        .keyword("raw", .integer("curve-raw")),
        .keyword("bezier", .sequence([.number("x1"), .number("y1"), .number("x2"), .number("y2")])),
        .keyword(
            "spring",
            .sequence([
                .oneOf([
                    .keyword(
                        "mass",
                        .sequence([
                            .number("mass"), .keyword("stiffness", .number("stiffness")),
                            .keyword("damping", .number("spring-damping")),
                        ])),
                    .keyword(
                        "ratio",
                        .sequence([.number("ratio"), .optional(.keyword("response", .number("response")))])),
                    .keyword(
                        "duration",
                        .sequence([.number("spring-duration"), .keyword("bounce", .number("spring-bounce"))])),
                ]),
                .optional(.keyword("velocity", .number("spring-velocity"))),
            ])),
        .integer("curve-raw"),
    ])

    /// The timing a `UIView` animation with this curve runs (curve 7: the keyboard spring for 0.5 s).
    var timing: TimingParameters {
        switch self {
        case .curve(let curve): return curve.blockAnimationTiming
        case .timing(let timing, _): return timing
        }
    }

    /// The curve the arguments of `pattern` give.
    init(_ args: Arguments) throws(Diagnostic) {
        if let named = args.choice("curve-name", as: CurveSpec.self) {
            self = named
            return
        }
        if let raw = args.integer("curve-raw") {
            guard raw <= UInt64(Int32.max) else {
                throw Diagnostic.outOfRange(
                    "curve raw value too large", value: Double(raw),
                    allowed: AllowedRange(wholeNumbers: 0...Int(Int32.max)),
                    at: args.range("curve-raw"))
            }
            self = .curve(AnimationCurve(rawValue: Int(raw)))
            return
        }
        if let x1 = args.number("x1"), let y1 = args.number("y1"), let x2 = args.number("x2"),
            let y2 = args.number("y2")
        {
            // Under the x at fault, with the nearest time fraction (x is time: 0…1 keeps the
            // curve a function of time); y is progress and may leave 0…1.
            if let (key, x) = [("x1", x1), ("x2", x2)].first(where: { !Self.bezierX.contains($0.1) }) {
                var refusal = Diagnostic.outOfRange(
                    "a timing Bézier's x control values must lie in 0…1", value: x, allowed: Self.bezierX,
                    at: args.range(key))
                refusal.suggestion =
                    (refusal.suggestion ?? "") + " (as for CAMediaTimingFunction; y values may overshoot)"
                throw refusal
            }
            let text = "bezier \(CurveSpec.f(x1)) \(CurveSpec.f(y1)) \(CurveSpec.f(x2)) \(CurveSpec.f(y2))"
            self = .timing(.cubic(CubicBezier(x1, y1, x2, y2)), text)
            return
        }
        let v = args.number("spring-velocity") ?? 0
        let velocityText = v == 0 ? "" : " velocity \(CurveSpec.f(v))"
        if let m = args.number("mass"), let k = args.number("stiffness"),
            let d = args.number("spring-damping")
        {
            let parts: [(String, Double, AllowedRange)] = [
                ("mass", m, .above(0, atMost: 1e6, example: 1)),
                ("stiffness", k, .above(0, atMost: 1e9, example: 100)),
                ("spring-damping", d, AllowedRange(0...1e9, example: 10)),
            ]
            if let (key, value, allowed) = parts.first(where: { !$0.2.contains($0.1) }) {
                let noun = key == "spring-damping" ? "damping" : key
                throw Diagnostic.outOfRange(
                    "a spring's \(noun) is a number \(allowed.bounds)", value: value, allowed: allowed,
                    noun: noun, at: args.range(key))
            }
            // Each in range, a tiny mass under a stiff spring still gives a natural frequency
            // √(k/m) past the doubles (1e9 / 1e-300 is infinity): the mass has to grow.
            if !(k / m).isFinite {
                let least = k / 1e300
                throw Diagnostic.outOfRange(
                    "the spring's natural frequency √(stiffness / mass) is not finite: the mass is too small",
                    value: m, allowed: .init(lower: .included(least), upper: .included(1e6), example: 1),
                    noun: "mass", at: args.range("mass"))
            }
            let spring = SpringTimingParameters(mass: m, stiffness: k, damping: d, initialVelocity: v)
            self = .timing(
                .spring(spring),
                "spring mass \(CurveSpec.f(m)) stiffness \(CurveSpec.f(k)) damping \(CurveSpec.f(d))"
                    + velocityText)
            return
        }
        if let r = try Self.dampingRatio(args, "ratio") {
            if let s = args.number("response") {
                let responses = AllowedRange.above(0, atMost: 3600, example: 0.5)
                guard responses.contains(s) else {
                    throw Diagnostic.outOfRange(
                        "a response must be positive", value: s, allowed: responses,
                        at: args.range("response"))
                }
                let spring = SpringTimingParameters(
                    spring: SpringParameters(dampingRatio: r, response: s, initialVelocity: v),
                    durationRule: .settlingDuration)
                self = .timing(
                    .spring(spring),
                    "spring ratio \(CurveSpec.f(r)) response \(CurveSpec.f(s))" + velocityText)
            } else {
                let spring = SpringTimingParameters(dampingRatio: r, initialVelocity: v)
                self = .timing(.spring(spring), "spring ratio \(CurveSpec.f(r))" + velocityText)
            }
            return
        }
        let d = args.number("spring-duration") ?? 0.5
        let b = args.number("spring-bounce") ?? 0
        if let refusal = Self.durationBounceRefusal(d, b, args) { throw refusal }
        let spring = SpringTimingParameters(duration: d, bounce: b, initialVelocity: v)
        self = .timing(
            .spring(spring), "spring duration \(CurveSpec.f(d)) bounce \(CurveSpec.f(b))" + velocityText)
    }

    static func f(_ value: Double) -> String { NumberStyle.compact(value) }

    /// How `set-curve` prints it: the shell's words, then what the engine runs.
    var description: String {
        switch self {
        case .curve(let curve):
            let name: String
            switch curve {
            case .easeInOut: name = "ease-in-out"
            case .easeIn: name = "ease-in"
            case .easeOut: name = "ease-out"
            case .linear: name = "linear"
            case .keyboard: name = "keyboard"
            default: name = "raw \(curve.rawValue)"
            }
            return "\(name) (\(curve); \(curve.blockAnimationTiming))"
        case .timing(let timing, let text):
            return "\(text) (\(timing))"
        }
    }

    /// The animation context of a block with this curve; a curve value goes into the options'
    /// bits 16–19 as UIKit's block API does.
    func context(duration: Double, delay: Double, options: AnimationOptions) -> AnimationContext {
        switch self {
        case .curve(let curve):
            return AnimationContext(
                duration: duration, delay: delay, options: options.replacingCurve(with: curve))
        case .timing(let timing, _):
            return AnimationContext(duration: duration, delay: delay, timing: timing, options: options)
        }
    }

    /// A spring's duration (0, 3600] and bounce (-1, 1] (SwiftUI's Spring(duration:bounce:)), or
    /// the refusal of the first one outside its range, under it.
    static func durationBounceRefusal(_ duration: Double, _ bounce: Double, _ args: Arguments) -> Diagnostic?
    {
        let parts: [(String, Double, AllowedRange)] = [
            ("spring-duration", duration, .above(0, atMost: 3600, example: 0.5)),
            ("spring-bounce", bounce, Self.bounce),
        ]
        guard let (key, value, allowed) = parts.first(where: { !$0.2.contains($0.1) }) else { return nil }
        // Under the culprit when it was typed (the duration's default, 0.5, is always allowed).
        let at = args.has(key) ? args.range(key) : args.range("spring-duration")
        return Diagnostic.outOfRange(
            "duration must be positive and bounce in (-1, 1]", value: value, allowed: allowed,
            noun: key == "spring-duration" ? "duration" : "bounce", at: at)
    }
}
