/// `UIView.KeyframeAnimationOptions`: bits 0–9 as in `AnimationOptions`, the calculation mode in
/// bits 10–12 (`<< 10`). UIKit also honours an `AnimationOptions` curve placed in bits 16–19
/// (the whole keyframe animation is eased by it; ease-in-out when the field is 0), which is
/// how developers make keyframe animations linear.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Keyframe options carrying the flags and curve of block-animation options.
    public init(_ options: AnimationOptions) {
        self.init(rawValue: options.rawValue)
    }

    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode field (unknown values 5–7 act as linear).
    public var calculationMode: KeyframeCalculationMode {
        KeyframeCalculationMode(rawValue: Int((rawValue >> 10) & 0x7)) ?? .linear
    }

    /// The bits that mean the same as in `AnimationOptions` (flags 0–9 and the curve field).
    public var animationOptions: AnimationOptions {
        AnimationOptions(rawValue: rawValue & (0x3FF | (UInt(0xF) << 16)))
    }
}

/// How a keyframe animation interpolates between its key values (`CAAnimationCalculationMode`).
public enum KeyframeCalculationMode: Int, Sendable, CaseIterable {
    /// Straight lines between key values at their key times.
    case linear = 0
    /// No interpolation: a keyframe's value appears when the keyframe ends and is held (Core
    /// Animation's discrete mode holds each value until the next key time).
    case discrete = 1
    /// Key times ignored; constant speed along the straight path through the values.
    case paced = 2
    /// A Catmull-Rom spline through the key values at their key times.
    case cubic = 3
    /// The Catmull-Rom path travelled at constant speed (key times ignored).
    case cubicPaced = 4
}
