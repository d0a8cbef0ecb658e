/// The `UIView` block-animation API. Every call resolves its parameters against the enclosing
/// animation context (inheritance), runs `animations` with that context on the stack so that
/// model changes (including Auto Layout's frame assignments) animate, and calls `completion`
/// once all its animations have ended.
extension AnimationEngine {
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`; the curve comes from
    /// the options' bits 16–19 (`AnimationOptions(curve: .keyboard)` → the keyboard spring).
    public func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () throws -> Void, completion: ((Bool) -> Void)? = nil
    ) rethrows {
        try perform(
            in: AnimationContext(duration: duration, delay: delay, options: options),
            animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`: a
    /// spring with the damping ratio that settles within `duration`; the velocity is in whole
    /// distances per second.
    public func animate(
        withDuration duration: Double, delay: Double = 0, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [],
        animations: () throws -> Void, completion: ((Bool) -> Void)? = nil
    ) rethrows {
        let timing = TimingParameters.spring(
            SpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: velocity))
        try perform(
            in: AnimationContext(duration: duration, delay: delay, timing: timing, options: options),
            animations, completion: completion)
    }

    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:…)` (iOS 17):
    /// SwiftUI's duration-and-bounce spring, running for its settling duration.
    public func animate(
        springDuration: Double = 0.5, bounce: Double = 0, initialSpringVelocity: Double = 0,
        delay: Double = 0, options: AnimationOptions = [],
        animations: () throws -> Void, completion: ((Bool) -> Void)? = nil
    ) rethrows {
        let timing = TimingParameters.spring(
            SpringTimingParameters(
                duration: springDuration, bounce: bounce, initialVelocity: initialSpringVelocity))
        try perform(
            in: AnimationContext(duration: springDuration, delay: delay, timing: timing, options: options),
            animations, completion: completion)
    }

    /// Runs `body` inside an animation context that is not a user `animate` call, e.g. the
    /// keyboard's own block (`AnimationContext.keyboard`) from which it posts its
    /// will-notifications: a handler's `layoutIfNeeded()` then animates on curve 7. Nested
    /// blocks inherit it like any animation block. Returns `body`'s result.
    @discardableResult
    public func perform<Result>(
        in context: AnimationContext, _ body: () throws -> Result, completion: ((Bool) -> Void)? = nil
    ) rethrows -> Result {
        let resolved = resolveNested(context)
        guard let effective = resolved else {
            // Not animated: run the changes directly (under `.disabled` when nested, so that an
            // enclosing block does not animate them); the completion still comes on the next
            // frame with finished == true, as UIKit defers it to the next run-loop turn.
            let nested = !contextStack.isEmpty
            if nested { contextStack.append(.disabled) }
            defer {
                if nested { contextStack.removeLast() }
                if let completion { enqueue { completion(true) } }
            }
            return try body()
        }
        let block = BlockAnimation(serial: makeSerial(), context: effective, startTime: time, engine: self)
        block.completion = completion
        contextStack.append(.block(block))
        defer {
            contextStack.removeLast()
            close(block)
        }
        return try body()
    }

    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13): inside an
    /// enclosing animation block, the changes made in `animations` run `count` cycles on the
    /// block's timing, there and back with `autoreverses` (a cycle is both halves, so 2 ends on
    /// the old value and snaps, 2.5 ends on the new one; 0 or less runs once, as
    /// `setAnimationRepeatCount(0)`); the enclosing block's completion waits for them. Blocks
    /// nested inside inherit the count.
    public func modifyAnimations(
        withRepeatCount count: Double, autoreverses: Bool, animations: () throws -> Void
    ) rethrows {
        // Anywhere else (no block, a keyframe animation, an animator) it modifies nothing.
        guard case .block(let parent)? = contextStack.last, areAnimationsEnabled else {
            try animations()
            return
        }
        var context = parent.context
        context.repeatCount = count.isNaN ? 1 : count
        if autoreverses {
            context.options.insert(.autoreverse)
        } else {
            context.options.remove(.autoreverse)
        }
        let block = BlockAnimation(serial: makeSerial(), context: context, startTime: time, engine: self)
        block.parent = parent
        parent.openChildren += 1
        contextStack.append(.block(block))
        defer {
            contextStack.removeLast()
            close(block)
        }
        try animations()
    }

    /// The context a block started now runs with, or nil when it does not animate (animations
    /// disabled, inside `performWithoutAnimation`, or a duration ≤ 0 after inheritance).
    func resolveNested(_ requested: AnimationContext) -> AnimationContext? {
        guard areAnimationsEnabled else { return nil }
        var context = requested
        switch contextStack.last {
        case .block(let parent)?:
            guard let inherited = inheritingZeroDuration(requested, from: parent.context) else { return nil }
            context = inherited
        case .keyframes(let recorder)?:
            guard let parent = recorder.block,
                let inherited = inheritingZeroDuration(requested, from: parent.context)
            else { return nil }
            context = inherited
        case .disabled?:
            return nil
        case .animator?, nil:
            break
        }
        // Curve 7 is this iOS version's keyboard spring (the profile's, iOS 26 differs), or the
        // keyboard's recorded motion while one plays.
        if case .spring(let spring) = context.timing, spring == .keyboardCurve {
            if let recorded = recordedKeyboardCurve {
                context.timing = .sampled(recorded)
                assumptionTrace.record(.recordedKeyboardMotion)
            } else if keyboardCurveTiming != .keyboardCurve {
                context.timing = .spring(keyboardCurveTiming)
            }
        }
        return context.duration > 0 ? context : nil
    }

    /// A nested block's context from its parent's; nil when a zero-duration one does not animate
    /// under the `nested-zero-duration` switch. Either way the guess is recorded.
    private func inheritingZeroDuration(_ requested: AnimationContext, from parent: AnimationContext)
        -> AnimationContext?
    {
        let context = requested.inheriting(from: parent)
        guard requested.duration <= 0, context.duration > 0 else { return context }
        assumptionTrace.record(.nestedZeroDuration)
        return nestedZeroDuration == .inherits ? context : nil
    }

    /// The animations closure returned: the block is in flight, or completes at once when it
    /// animated nothing.
    func close(_ block: BlockAnimation) {
        block.isOpen = false
        if block.tracks.isEmpty {
            blockDidEnd(block)
        } else {
            blockAnimations.append(block)
        }
    }
}
