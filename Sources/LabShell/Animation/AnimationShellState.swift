import KeyboardLab

/// What the animation commands remember in a session beyond the shared `LabState`: the curve
/// later animations use, the named property animators, the watched probes.
final class AnimationShellState: SessionState {
    /// The curve `animate` uses when neither its options nor a `curve` clause give one.
    var curve: CurveSpec = .curve(.easeInOut)
    /// Property animators by name, in the order they were made.
    var animators: [(name: String, animator: PropertyAnimator)] = []
    /// The probe names being watched, in order.
    var watched: [String] = []
    /// `animate-keyframes` blocks running now (a `keyframe` is valid only inside one).
    var keyframeDepth = 0

    required init() {}

    /// The animator named `name`, or a diagnostic naming those that exist.
    func animator(named name: String, at range: SourceRange) throws(Diagnostic) -> PropertyAnimator {
        if let found = animators.first(where: { $0.name == name }) { return found.animator }
        throw Diagnostic(
            .runtime, at: range, message: "unknown animator '\(name)'", expected: "an animator name",
            suggestion: Suggestion.didYouMean(name, in: animators.map(\.name))
                ?? "create it first: animator \(name) create 0.25")
    }
}

extension Session {
    /// The animation engine of the session's simulator.
    var animationEngine: AnimationEngine { state(LabState.self).simulator.engine }

    /// Refuses another animation block while `AnimationEngine.maximumLiveAnimations` are in flight.
    func checkLiveAnimations(at range: SourceRange) throws(Diagnostic) {
        let live = animationEngine.liveAnimationCount
        guard live >= AnimationEngine.maximumLiveAnimations else { return }
        throw Diagnostic.failure(
            "\(live) animations are in flight; at most \(AnimationEngine.maximumLiveAnimations) at once",
            at: range,
            suggestion:
                "does a display link or a handler start an animation on every frame? let them end first")
    }
}
