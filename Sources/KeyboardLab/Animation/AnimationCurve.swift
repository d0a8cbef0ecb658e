/// `UIView.AnimationCurve` as a raw integer that can carry any value, like the Objective-C enum
/// behind it: the keyboard reports 7, and unknown values must flow through unchanged (an
/// exhaustive Swift enum crashed on 7 with the iOS 12 SDK, rdar 42419517).
public struct AnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// Any raw value is accepted.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// 0: ease in and out (the `UIView.animate` default).
    public static let easeInOut = AnimationCurve(rawValue: 0)
    /// 1: ease in.
    public static let easeIn = AnimationCurve(rawValue: 1)
    /// 2: ease out.
    public static let easeOut = AnimationCurve(rawValue: 2)
    /// 3: linear.
    public static let linear = AnimationCurve(rawValue: 3)
    /// 7: the private keyboard curve (the spring mass 3, stiffness 1000, damping 500 for 0.5 s).
    public static let keyboard = AnimationCurve(rawValue: 7)

    /// True for the four public curves 0…3.
    public var isPublic: Bool { (0...3).contains(rawValue) }

    /// The Core Animation Bézier of a public curve; nil for 7 and unknown values.
    public var cubicBezier: CubicBezier? {
        switch rawValue {
        case 0: return .easeInEaseOut
        case 1: return .easeIn
        case 2: return .easeOut
        case 3: return .linear
        default: return nil
        }
    }

    /// The timing `UIView.animate` uses for this curve: the Bézier for 0…3, the keyboard spring
    /// for a fixed 0.5 s for 7, and ease-in-out for any other value (see docs/Deviations.md).
    public var blockAnimationTiming: TimingParameters {
        if let bezier = cubicBezier { return .cubic(bezier) }
        if rawValue == 7 { return .spring(.keyboardCurve) }
        return .cubic(.easeInEaseOut)
    }

    public var description: String {
        switch rawValue {
        case 0: return "easeInOut"
        case 1: return "easeIn"
        case 2: return "easeOut"
        case 3: return "linear"
        case 7: return "keyboard(7)"
        default: return "curve(\(rawValue))"
        }
    }
}
