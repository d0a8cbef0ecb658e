/// Misuse of the animation API that UIKit answers with an exception (or an assertion); the lab
/// reports it as a typed error instead of crashing.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A property animator call that its current state does not allow (e.g. `finishAnimation`
    /// without a preceding `stopAnimation(false)`, or `startAnimation` on a stopped animator).
    case invalidAnimatorState(operation: String, state: AnimatingState)
    /// A call that needs a paused animator was made while it runs (setting `fractionComplete`).
    case animatorNotPaused(operation: String)
    /// Pausing, stopping, scrubbing or reversing an animator whose `isInterruptible` is false.
    case animatorNotInterruptible(operation: String)
    /// `isInterruptible` / `isUserInteractionEnabled` changed while the animator is active.
    case animatorConfigurationLocked(property: String)
    /// `addKeyframe` outside the animations block of `animateKeyframes`.
    case keyframeOutsideKeyframeAnimation
    /// A keyframe's relative start or duration outside 0…1.
    case invalidKeyframeTiming(start: Double, duration: Double)

    public var description: String {
        switch self {
        case .invalidAnimatorState(let operation, let state):
            return "\(operation) is not allowed while the animator is \(state)"
        case .animatorNotPaused(let operation):
            return "\(operation) needs a paused animator, but it is running"
        case .animatorNotInterruptible(let operation):
            return "\(operation) is not allowed: the animator is not interruptible"
        case .animatorConfigurationLocked(let property):
            return "\(property) cannot change while the animator is active"
        case .keyframeOutsideKeyframeAnimation:
            return "addKeyframe must be called inside animateKeyframes' animations block"
        case .invalidKeyframeTiming(let start, let duration):
            // In the short form every message of the lab uses (-1, not -1.0).
            let n = KeyboardNumberFormat.number
            if !(0...1).contains(start) { return "a keyframe's relative start is 0…1, found \(n(start))" }
            if !(duration >= 0) {
                return "a keyframe's relative duration is at least 0, found \(n(duration))"
            }
            // Rounded, so 0.7 + 0.6 reads 1.3, not 1.2999999999999998.
            let end = ((start + duration) * 1e6).rounded() / 1e6
            return
                "the keyframe ends at \(n(start)) + \(n(duration)) = \(n(end)), after the animation's end at 1"
        }
    }
}
