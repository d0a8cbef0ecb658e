/// The resolved parameters of an animation block: what a model change made inside the block
/// (or inside a nested block or layout pass that inherits it) animates with.
public struct AnimationContext: Hashable, Sendable, CustomStringConvertible {
    /// Duration the caller asked for (after inheritance); a spring may run for another time.
    public var duration: Double
    /// Seconds before the motion starts (after inheritance).
    public var delay: Double
    /// The timing curve (after inheritance).
    public var timing: TimingParameters
    /// The options (after inheritance).
    public var options: AnimationOptions
    /// Cycles to run, set by `modifyAnimations(withRepeatCount:autoreverses:)` (fractions
    /// allowed; a cycle is there and back with `.autoreverse`); nil: forever with `.repeat`,
    /// else once.
    public var repeatCount: Double?

    /// A context from its four parts.
    public init(duration: Double, delay: Double = 0, timing: TimingParameters, options: AnimationOptions = [])
    {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
    }

    /// The context of `UIView.animate(withDuration:delay:options:…)`: the curve comes from the
    /// options' bits 16–19 (7 → the keyboard spring).
    public init(duration: Double, delay: Double = 0, options: AnimationOptions) {
        self.init(
            duration: duration, delay: delay, timing: options.curve.blockAnimationTiming, options: options)
    }

    /// The keyboard's own animation block: duration 0.25 and curve 7, as its will-notifications
    /// report (the spring actually runs 0.5 s).
    public static let keyboard = AnimationContext(
        duration: 0.25, options: AnimationOptions(curve: .keyboard))

    /// The options a nested block inherits unless it passes `overrideInheritedOptions`.
    static let inheritableOptions: AnimationOptions = [
        .layoutSubviews, .allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse,
        .allowAnimatedContent, .showHideTransitionViews,
    ]

    /// This (nested) block's parameters after inheriting from `parent`, UIKit-style: the
    /// duration (with the delay) unless `overrideInheritedDuration`, the curve unless
    /// `overrideInheritedCurve`, the flags unless `overrideInheritedOptions`.
    func inheriting(from parent: AnimationContext) -> AnimationContext {
        var result = self
        if !options.contains(.overrideInheritedDuration) {
            result.duration = parent.duration
            result.delay = parent.delay
        }
        if !options.contains(.overrideInheritedCurve) {
            result.timing = parent.timing
        }
        if !options.contains(.overrideInheritedOptions) {
            result.options.formUnion(parent.options.intersection(Self.inheritableOptions))
            if result.repeatCount == nil { result.repeatCount = parent.repeatCount }
        }
        return result
    }

    public var description: String {
        "duration \(duration) delay \(delay) timing \(timing) options \(options)"
            + (repeatCount.map { " repeat count \($0)" } ?? "")
    }
}
