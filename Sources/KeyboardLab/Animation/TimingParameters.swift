/// How a spring timing decides its duration: UIKit honours the caller's duration for the
/// damping-ratio APIs, derives it from the spring for the physical parameters, and runs the
/// keyboard curve for a fixed 0.5 s whatever the caller passed.
public enum SpringDurationRule: Hashable, Sendable {
    /// The spring is time-scaled so that it settles exactly within the caller's duration.
    case callerDuration
    /// The caller's duration is ignored; the animation lasts the spring's settling duration.
    case settlingDuration
    /// The caller's duration is ignored; the animation lasts this many seconds, then snaps.
    case fixed(Double)
}

/// `UISpringTimingParameters`: a spring plus the rule that fixes the animation's duration.
public struct SpringTimingParameters: Hashable, Sendable, CustomStringConvertible {
    /// The spring (for `.callerDuration`, its response is rescaled to fit the duration).
    public let spring: SpringParameters
    /// How the animation's duration is decided.
    public let durationRule: SpringDurationRule

    /// A spring with an explicit duration rule.
    public init(spring: SpringParameters, durationRule: SpringDurationRule) {
        self.spring = spring
        self.durationRule = durationRule
    }

    /// `UISpringTimingParameters()`: the system spring (mass 3, stiffness 1000, damping 500,
    /// clamped to critical); the animator's duration is ignored.
    public init() {
        self.init(spring: .keyboard, durationRule: .settlingDuration)
    }

    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: settles within the
    /// animator's (or block's) duration.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self.init(
            spring: SpringParameters(
                dampingRatio: dampingRatio, response: 1, initialVelocity: initialVelocity,
                allowsOverdamping: false),
            durationRule: .callerDuration)
    }

    /// `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`: passed straight to
    /// Core Animation; the duration is the spring's settling duration.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.init(
            spring: SpringParameters(
                mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity),
            durationRule: .settlingDuration)
    }

    /// `UISpringTimingParameters(duration:bounce:initialVelocity:)` (iOS 17): SwiftUI's
    /// perceptual duration; the animation lasts the spring's settling duration.
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(
            spring: SpringParameters(duration: duration, bounce: bounce, initialVelocity: initialVelocity),
            durationRule: .settlingDuration)
    }

    /// Curve 7 in a `UIView` animation: the keyboard spring for exactly 0.5 s.
    public static let keyboardCurve = SpringTimingParameters(spring: .keyboard, durationRule: .fixed(0.5))

    public var description: String {
        switch durationRule {
        case .callerDuration: return "\(spring) settling within the given duration"
        case .settlingDuration: return "\(spring) for its settling duration"
        case .fixed(let seconds): return "\(spring) for \(seconds) s"
        }
    }
}

/// `UITimingCurveProvider`: a cubic Bézier or a spring.
public enum TimingParameters: Hashable, Sendable, CustomStringConvertible {
    /// `UICubicTimingParameters`.
    case cubic(CubicBezier)
    /// `UISpringTimingParameters`.
    case spring(SpringTimingParameters)
    /// A measured motion (`keyboard-from`): its own duration, whatever the caller's.
    case sampled(SampledProgress)

    /// `UICubicTimingParameters(animationCurve:)` for a public curve (others: ease-in-out).
    public static func cubic(animationCurve curve: AnimationCurve) -> TimingParameters {
        .cubic(curve.cubicBezier ?? .easeInEaseOut)
    }

    public var description: String {
        switch self {
        case .cubic(let bezier): return bezier.description
        case .spring(let spring): return spring.description
        case .sampled(let samples): return samples.description
        }
    }

    /// The concrete motion for an animation the caller asked to last `duration` seconds; springs
    /// whose duration comes from the spring settle by `settling` (a profile switch).
    public func resolved(
        forDuration duration: Double, settling: SpringSettlingRule = .coreAnimationEstimate
    ) -> ResolvedTiming {
        switch self {
        case .cubic(let bezier):
            return ResolvedTiming(duration: Swift.max(duration, 0), shape: .cubic(bezier))
        case .sampled(let samples):
            return ResolvedTiming(duration: samples.duration, shape: .sampled(samples))
        case .spring(let parameters):
            switch parameters.durationRule {
            case .fixed(let seconds):
                return ResolvedTiming(
                    duration: Swift.max(seconds, 0), shape: .spring(parameters.spring, timeScale: 1))
            case .settlingDuration:
                return ResolvedTiming(
                    duration: parameters.spring.settlingDuration(settling),
                    shape: .spring(parameters.spring, timeScale: 1))
            case .callerDuration:
                let d = Swift.max(duration, 0)
                // Squeeze the spring's own settling time into d; the initial velocity is given in
                // real seconds, so it is divided by the same time scale.
                let base = parameters.spring.withInitialVelocity(0)
                let settled = base.settlingDuration(settling)
                let scale = d > 0 ? settled / d : 1
                let spring = parameters.spring.withInitialVelocity(parameters.spring.initialVelocity / scale)
                return ResolvedTiming(duration: d, shape: .spring(spring, timeScale: scale))
            }
        }
    }
}

/// A timing made concrete: the animation's real duration and the progress at each fraction of
/// it. Progress is 0 at fraction 0; at fraction 1 the animation ends and snaps to its target.
public struct ResolvedTiming: Hashable, Sendable {
    /// The motion law.
    public enum Shape: Hashable, Sendable {
        /// Bézier progress at the time fraction.
        case cubic(CubicBezier)
        /// Spring position at `fraction × duration × timeScale` seconds of spring time.
        case spring(SpringParameters, timeScale: Double)
        /// Measured progress at `fraction × duration` seconds.
        case sampled(SampledProgress)
    }

    /// Seconds the animation runs.
    public let duration: Double
    /// The motion law.
    public let shape: Shape

    /// Progress at time fraction `u` (clamped to 0…1); 1 once the animation is over.
    public func progress(_ u: Double) -> Double {
        if u <= 0 { return 0 }
        if u >= 1 { return 1 }
        switch shape {
        case .cubic(let bezier):
            return bezier.progress(at: u)
        case .spring(let spring, let timeScale):
            return spring.position(at: u * duration * timeScale)
        case .sampled(let samples):
            return samples.progress(atTime: u * duration)
        }
    }
}
