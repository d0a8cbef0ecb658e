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
    /// Every word that can start a curve.
    static let firstWords = names + ["raw", "bezier", "spring"]
    static let usage =
        "ease-in-out | ease-in | ease-out | linear | keyboard | default | raw N | bezier X1 Y1 X2 Y2 | "
        + "spring mass M stiffness K damping D | spring ratio R [response S] | spring duration D bounce B"

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

    /// Reads a curve; `spring …` forms take an optional `velocity V` at the end.
    static func parse(_ words: inout AnimationWords) throws(Diagnostic) -> CurveSpec {
        let word = try words.next("a curve (\(usage))")
        if let named = named(word.text) { return named }
        switch word.text {
        case "raw":
            let raw = try words.rawValue("a curve raw value")
            guard raw <= UInt(Int.max) else {
                throw Diagnostic.failure("curve raw value too large", at: word.range)
            }
            return .curve(AnimationCurve(rawValue: Int(raw)))
        case "bezier":
            let x1 = try words.number("x1")
            let y1 = try words.number("y1")
            let x2 = try words.number("x2")
            let y2 = try words.number("y2")
            guard (0...1).contains(x1), (0...1).contains(x2) else {
                throw Diagnostic.failure(
                    "a timing Bézier's x control values must lie in 0…1", at: word.range,
                    suggestion: "as for CAMediaTimingFunction; y values may overshoot")
            }
            let text = "bezier \(f(x1)) \(f(y1)) \(f(x2)) \(f(y2))"
            return .timing(.cubic(CubicBezier(x1, y1, x2, y2)), text)
        case "spring":
            return try parseSpring(&words, at: word)
        default:
            throw AnimationWords.unexpected(word, expected: "a curve (\(usage))", choices: firstWords)
        }
    }

    private static func parseSpring(
        _ words: inout AnimationWords, at start: AnimationWords.Word
    ) throws(Diagnostic) -> CurveSpec {
        let form = try words.next("mass, ratio or duration")
        var text = "spring"
        let spring: SpringTimingParameters
        switch form.text {
        case "mass":
            let m = try words.number("mass")
            guard words.accept("stiffness") else { throw missing("stiffness K", words) }
            let k = try words.number("stiffness")
            guard words.accept("damping") else { throw missing("damping D", words) }
            let d = try words.number("damping")
            let v = try velocity(&words)
            guard m > 0, k > 0, d >= 0 else {
                throw Diagnostic.failure("mass and stiffness must be positive, damping ≥ 0", at: form.range)
            }
            spring = SpringTimingParameters(mass: m, stiffness: k, damping: d, initialVelocity: v)
            text += " mass \(f(m)) stiffness \(f(k)) damping \(f(d))" + (v == 0 ? "" : " velocity \(f(v))")
        case "ratio":
            let r = try words.number("damping ratio")
            guard r > 0 else { throw Diagnostic.failure("a damping ratio must be positive", at: form.range) }
            if words.accept("response") {
                let s = try words.number("response")
                let v = try velocity(&words)
                guard s > 0 else { throw Diagnostic.failure("a response must be positive", at: form.range) }
                spring = SpringTimingParameters(
                    spring: SpringParameters(dampingRatio: r, response: s, initialVelocity: v),
                    durationRule: .settlingDuration)
                text += " ratio \(f(r)) response \(f(s))" + (v == 0 ? "" : " velocity \(f(v))")
            } else {
                let v = try velocity(&words)
                spring = SpringTimingParameters(dampingRatio: r, initialVelocity: v)
                text += " ratio \(f(r))" + (v == 0 ? "" : " velocity \(f(v))")
            }
        case "duration":
            let d = try words.number("duration")
            guard words.accept("bounce") else { throw missing("bounce B", words) }
            let b = try words.number("bounce")
            let v = try velocity(&words)
            guard d > 0, b > -1, b <= 1 else {
                throw Diagnostic.failure("duration must be positive and bounce in (-1, 1]", at: form.range)
            }
            spring = SpringTimingParameters(duration: d, bounce: b, initialVelocity: v)
            text += " duration \(f(d)) bounce \(f(b))" + (v == 0 ? "" : " velocity \(f(v))")
        default:
            throw AnimationWords.unexpected(
                form, expected: "mass M stiffness K damping D, ratio R [response S] or duration D bounce B",
                choices: ["mass", "ratio", "duration"])
        }
        return .timing(.spring(spring), text)
    }

    private static func velocity(_ words: inout AnimationWords) throws(Diagnostic) -> Double {
        words.accept("velocity") ? try words.number("initial velocity") : 0
    }

    private static func missing(_ what: String, _ words: AnimationWords) -> Diagnostic {
        let range = words.peek?.range ?? words.endRange
        return Diagnostic(.syntax, at: range, message: "missing \(what)", expected: what)
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
