import KeyboardLab

/// A timing curve as typed in the shell: a `UIView.AnimationCurve` value (named or raw, which
/// travels in the options' bits 16–19 exactly as in UIKit) or timing parameters the options
/// cannot carry (CA's default Bézier, a custom Bézier, a spring).
enum CurveSpec: Equatable {
    /// A curve raw value: 0–3 the public curves, 7 the keyboard's, anything else flows through.
    case curve(AnimationCurve)
    /// Explicit timing parameters, with the text that made them.
    case timing(TimingParameters, String)

    /// Names for the public curves, the keyboard curve and CA's default.
    static let names = ["ease-in-out", "ease-in", "ease-out", "linear", "keyboard", "default"]
    static let usage =
        "ease-in-out | ease-in | ease-out | linear | keyboard | default | raw N | bezier X1 Y1 X2 Y2 | "
        + "spring mass M stiffness K damping D | spring ratio R [response S] | spring duration D bounce B"

    /// A curve as patterns: a name, `raw N`, `bezier X1 Y1 X2 Y2`, `spring …`, or any
    /// whole-number expression, which is `UIView.AnimationCurve(rawValue:)` (`curve note.curve`).
    static let pattern: ArgumentPattern = .oneOf([
        .choice("curve-name", names),
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

    /// The curve a name in `names` stands for.
    static func named(_ name: String) -> CurveSpec? {
        switch name {
        case "ease-in-out": return .curve(.easeInOut)
        case "ease-in": return .curve(.easeIn)
        case "ease-out": return .curve(.easeOut)
        case "linear": return .curve(.linear)
        case "keyboard": return .curve(.keyboard)
        case "default": return .timing(.cubic(.caDefault), "default")
        default: return nil
        }
    }

    /// The timing a `UIView` animation with this curve runs (curve 7: the keyboard spring for 0.5 s).
    var timing: TimingParameters {
        switch self {
        case .curve(let curve): return curve.blockAnimationTiming
        case .timing(let timing, _): return timing
        }
    }

    /// The curve the arguments of `pattern` give.
    init(_ args: Arguments) throws(Diagnostic) {
        if args.has("curve-name"), let named = CurveSpec.named(args.name("curve-name")) {
            self = named
            return
        }
        if let raw = args.integer("curve-raw") {
            guard raw <= UInt64(Int32.max) else {
                throw Diagnostic.failure("curve raw value too large", at: args.range("curve-raw"))
            }
            self = .curve(AnimationCurve(rawValue: Int(raw)))
            return
        }
        if let x1 = args.number("x1"), let y1 = args.number("y1"), let x2 = args.number("x2"),
            let y2 = args.number("y2")
        {
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw Diagnostic.failure(
                    "a timing Bézier's x control values must lie in 0…1", at: args.range("x1"),
                    suggestion: "as for CAMediaTimingFunction; y values may overshoot")
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
            guard m > 0, k > 0, d >= 0, m <= 1e6, k <= 1e9, d <= 1e9 else {
                throw Diagnostic.failure(
                    "mass and stiffness must be positive, damping ≥ 0", at: args.range("mass"))
            }
            let spring = SpringTimingParameters(mass: m, stiffness: k, damping: d, initialVelocity: v)
            self = .timing(
                .spring(spring),
                "spring mass \(CurveSpec.f(m)) stiffness \(CurveSpec.f(k)) damping \(CurveSpec.f(d))"
                    + velocityText)
            return
        }
        if let r = args.number("ratio") {
            guard r > 0, r <= 1e6 else {
                throw Diagnostic.failure("a damping ratio must be positive", at: args.range("ratio"))
            }
            if let s = args.number("response") {
                guard s > 0, s <= 3600 else {
                    throw Diagnostic.failure("a response must be positive", at: args.range("response"))
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
        guard d > 0, d <= 3600, b > -1, b <= 1 else {
            throw Diagnostic.failure(
                "duration must be positive and bounce in (-1, 1]", at: args.range("spring-duration"))
        }
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
}
