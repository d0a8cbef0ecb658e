/// `UIViewAnimatingState`.
public enum AnimatingState: Int, Sendable, CustomStringConvertible {
    /// Animations not started (the initial state, and the state after finishing).
    case inactive = 0
    /// Running or paused.
    case active = 1
    /// Stopped by `stopAnimation(false)`; waits for `finishAnimation(at:)`.
    case stopped = 2

    public var description: String {
        switch self {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }
}

/// `UIViewAnimatingPosition`: where an animator's properties end up.
public enum AnimatingPosition: Int, Sendable, CustomStringConvertible {
    case end = 0
    case start = 1
    case current = 2

    public var description: String {
        switch self {
        case .end: return "end"
        case .start: return "start"
        case .current: return "current"
        }
    }
}

/// `UIViewPropertyAnimator`: animations driven by a fraction that runs with time, can be
/// paused, scrubbed, reversed, continued with new timing, stopped and finished. Calls UIKit
/// answers with an exception throw an `AnimationError` instead.
///
/// Motion model: the animator runs in segments. A segment starts at an anchor (fraction f₀,
/// progress p₀) and heads for the target (1, or 0 when reversed) over its duration T with a
/// timing curve c: at τ = elapsed/T, fraction = f₀ + (target − f₀)·τ and progress =
/// p₀ + (target − p₀)·c(τ). The first segment (f₀ = p₀ = 0, T = duration) is exactly c(t/T);
/// pausing, scrubbing, reversing and continuing start new segments from where it is.
public final class PropertyAnimator {
    /// The duration passed at creation (a spring with its own duration may ignore it).
    public let duration: Double
    /// The timing curve passed at creation.
    public let timingParameters: TimingParameters
    /// The resolved motion law of the main animations.
    let timing: ResolvedTiming
    weak var engine: AnimationEngine?

    /// The animator's state.
    public internal(set) var state: AnimatingState = .inactive
    /// The delay passed to `startAnimation(afterDelay:)`.
    public internal(set) var delay: Double = 0
    /// True when the animator runs (or will run) towards its start.
    public internal(set) var isReversed = false
    /// When true the animator stays active and paused at the end, without completions.
    public var pausesOnCompletion = false
    /// When true (default) a paused animator scrubs linearly; otherwise along its curve.
    public var scrubsLinearly = true
    /// When false, pausing, stopping, scrubbing and reversing are errors.
    public internal(set) var isInterruptible = true
    /// UIKit's hit-testing flag; kept for fidelity (changing it while active is an error).
    public internal(set) var isUserInteractionEnabled = true

    var anchorFraction = 0.0
    var anchorProgress = 0.0
    var anchorIsScrubbed = false
    /// Engine time at which the running segment starts; nil while not running.
    var segmentStart: Double?
    var segmentDuration = 0.0
    var segmentTiming: ResolvedTiming
    var pendingAnimations: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var tracks: [any AnyAnimationTrack] = []
    var stoppedTracks: [any AnyAnimationTrack] = []
    var drivers: [AnimatorTrackDriver] = []

    /// `UIViewPropertyAnimator(duration:timingParameters:)`; starts inactive.
    public init(engine: AnimationEngine, duration: Double, timingParameters: TimingParameters) {
        self.engine = engine
        self.duration = Swift.max(duration, 0)
        self.timingParameters = timingParameters
        self.timing = engine.resolve(timingParameters, forDuration: Swift.max(duration, 0))
        self.segmentTiming = timing
    }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`. Curve 7 follows the engine's
    /// `animatorKeyboardCurve` setting; other non-public curves use ease-in-out.
    public convenience init(
        engine: AnimationEngine, duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil
    ) {
        // A zero duration is zero under either reading: the spring reading runs curve 7 as
        // `UIView.animate` does, and that makes changes "without animating them" when the
        // duration is 0 (Apple, animate(withDuration:animations:)); so an instant resize's
        // animator (duration 0, curve 7) rests on no guess.
        let animates = duration > 0
        // Which of the two readings is right is not known (facts §10.3): note the guess.
        if curve == .keyboard && animates { engine.assumptionTrace.record(.propertyAnimatorCurve7) }
        var timing: TimingParameters =
            curve == .keyboard && engine.animatorKeyboardCurve == .keyboardSpring && animates
            ? .spring(engine.keyboardCurveTiming) : .cubic(animationCurve: curve)
        // Run as the keyboard's curve, it is the keyboard's recorded motion while one plays.
        if case .spring = timing, let recorded = engine.recordedKeyboardCurve {
            timing = .sampled(recorded)
            engine.assumptionTrace.record(.recordedKeyboardMotion)
        }
        self.init(engine: engine, duration: duration, timingParameters: timing)
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(
        engine: AnimationEngine, duration: Double, controlPoint1: Point, controlPoint2: Point,
        animations: (() -> Void)? = nil
    ) {
        let bezier = CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
        self.init(engine: engine, duration: duration, timingParameters: .cubic(bezier))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: a spring that settles
    /// within `duration`.
    public convenience init(
        engine: AnimationEngine, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil
    ) {
        self.init(
            engine: engine, duration: duration,
            timingParameters: .spring(SpringTimingParameters(dampingRatio: dampingRatio)))
        if let animations { pendingAnimations.append((animations, 0)) }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:…)`: started
    /// at once with the options' curve (transition and direction options are ignored).
    public static func runningPropertyAnimator(
        engine: AnimationEngine, withDuration duration: Double, delay: Double = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((AnimatingPosition) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(
            engine: engine, duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.completions.append(completion) }
        animator.start(afterDelay: delay)
        return animator
    }

    /// True while active and not paused.
    public var isRunning: Bool { state == .active && segmentStart != nil }

    /// Fraction 0…1 of the animation completed (linear in time).
    public var fractionComplete: Double {
        guard let engine else { return anchorFraction }
        return sample(at: engine.time).fraction
    }

    /// The real duration of the main animations (differs from `duration` for springs that
    /// decide their own duration).
    public var effectiveDuration: Double { timing.duration }
}
