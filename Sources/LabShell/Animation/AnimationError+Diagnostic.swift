import KeyboardLab

extension AnimationError {
    /// The one diagnostic for each refusal of the animation engine, under the argument at
    /// fault in `args` (a keyframe's start or length, with the nearest value that fits), else
    /// under the command, with what to do about it.
    func diagnostic(_ args: Arguments) -> Diagnostic {
        switch self {
        case .invalidKeyframeTiming(let start, let length):
            // The start's when the start is out of range, else the length's; the help gives the
            // nearest start, or the nearest length that ends by 1.
            let startsInside = (0...1).contains(start)
            // What is left after the start, to the engine's 1e-9 (so 1 - 0.7 reads 0.3).
            let left = ((1 - start) * 1e9).rounded(.down) / 1e9
            return Diagnostic.outOfRange(
                description, value: startsInside ? length : start,
                allowed: AllowedRange(0...(startsInside ? left : 1)), noun: startsInside ? "length" : "start",
                at: args.range(startsInside ? "length" : "start"))
        case .invalidAnimatorState(_, .stopped):
            return .failure(
                description, at: args.commandRange,
                suggestion: "a stopped animator only accepts finish end|start|current")
        case .invalidAnimatorState(_, .inactive):
            return .failure(description, at: args.commandRange, suggestion: "start, pause or scrub it first")
        case .animatorNotPaused:
            return .failure(description, at: args.commandRange, suggestion: "pause it first")
        case .invalidAnimatorState, .animatorNotInterruptible, .animatorConfigurationLocked,
            .keyframeOutsideKeyframeAnimation:
            return .failure(description, at: args.commandRange)
        }
    }
}
