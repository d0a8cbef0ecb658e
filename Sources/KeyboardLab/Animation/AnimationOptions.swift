/// `UIView.AnimationOptions` with the real bit layout of UIView.h: flags in bits 0–9, the curve
/// in bits 16–19, the transition in bits 20–23, the preferred frame rate in bits 24–27
/// (`UIViewAnimationOptionPreferredFramesPerSecondDefault = 0 << 24`, `…60 = 3 << 24`,
/// `…30 = 7 << 24`, iOS 10+; docs/Facts.md §10.7). `AnimationOptions(rawValue: 7 << 16)` therefore
/// selects the keyboard curve, while `AnimationOptions(rawValue: 7)` is layoutSubviews |
/// allowUserInteraction | beginFromCurrentState with the default (ease-in-out) curve.
public struct AnimationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Options whose curve field holds `curve` (its low four bits, as `curve << 16`).
    public init(curve: AnimationCurve) {
        self.init(rawValue: (UInt(truncatingIfNeeded: curve.rawValue) & 0xF) << 16)
    }

    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// `preferredFramesPerSecondDefault` is 0 in bits 24–27 (no bit set).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The mask of the single-bit flags (bits 0–9).
    public static let flagMask = AnimationOptions(rawValue: 0x3FF)

    /// The curve field (bits 16–19), any value 0…15.
    public var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) }

    /// The transition field (bits 20–23), 0 meaning none.
    public var transition: Int { Int((rawValue >> 20) & 0xF) }

    /// The preferred-frame-rate field (bits 24–27) as its raw 0…15: 0 default, 3 sixty, 7 thirty;
    /// UIView.h names no other value.
    public var preferredFramesPerSecondField: Int { Int((rawValue >> 24) & 0xF) }

    /// The frame rate the field asks for: 60 or 30, `nil` for the default (or a value UIView.h
    /// does not name).
    public var preferredFramesPerSecond: Int? {
        switch preferredFramesPerSecondField {
        case 3: 60
        case 7: 30
        default: nil
        }
    }

    /// The same options with another curve.
    public func replacingCurve(with curve: AnimationCurve) -> AnimationOptions {
        AnimationOptions(rawValue: (rawValue & ~(UInt(0xF) << 16))).union(AnimationOptions(curve: curve))
    }

    /// Names of the set flags, then the curve, e.g. `[beginFromCurrentState] curve keyboard(7)`.
    public var description: String {
        let names: [(AnimationOptions, String)] = [
            (.layoutSubviews, "layoutSubviews"), (.allowUserInteraction, "allowUserInteraction"),
            (.beginFromCurrentState, "beginFromCurrentState"), (.repeat, "repeat"),
            (.autoreverse, "autoreverse"), (.overrideInheritedDuration, "overrideInheritedDuration"),
            (.overrideInheritedCurve, "overrideInheritedCurve"),
            (.allowAnimatedContent, "allowAnimatedContent"),
            (.showHideTransitionViews, "showHideTransitionViews"),
            (.overrideInheritedOptions, "overrideInheritedOptions"),
        ]
        let flags = names.filter { contains($0.0) }.map(\.1)
        var text = "[\(flags.joined(separator: ", "))] curve \(curve)"
        if transition != 0 { text += " transition \(transition)" }
        switch preferredFramesPerSecondField {
        case 0: break
        case 3, 7: text += " preferredFramesPerSecond\(preferredFramesPerSecond ?? 0)"
        case let other: text += " frame rate field \(other) (not named in UIView.h)"
        }
        return text
    }
}
