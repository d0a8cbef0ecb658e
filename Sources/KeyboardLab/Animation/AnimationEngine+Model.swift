/// One level of the animation-context stack.
enum ContextEntry {
    /// Inside a `UIView.animate` block (or an inherited keyboard / layout context).
    case block(BlockAnimation)
    /// Inside `animateKeyframes`: model changes are recorded as key values (or applied at once
    /// when the keyframe animation does not animate).
    case keyframes(KeyframeRecorder)
    /// Inside a property animator's animations: tracks follow the animator's fraction.
    case animator(PropertyAnimator, fractionStart: Double)
    /// Inside `performWithoutAnimation`, or a block that does not animate.
    case disabled
}

extension AnimationEngine {
    /// Sets a property's model value, the single entry point for every animatable change (views,
    /// Auto Layout's frame assignment in `layoutIfNeeded()`, the keyboard). Outside any
    /// animation context the model and presentation jump (animations already in flight keep
    /// their offsets, as Core Animation keeps them). Inside a context the model jumps and an
    /// animation is added so that the presentation follows the curve from where it was.
    /// - Complexity: O(1) in additive blending; O(animations on the property) when replacing.
    public func setModelValue<Value: Animatable>(_ value: Value, for property: AnimatableProperty<Value>) {
        let old = property.model
        // A change too large to represent (1e308 to −1e308) jumps instead of animating.
        guard let top = contextStack.last, areAnimationsEnabled, old.subtracting(value).isFinite else {
            property.model = value
            return
        }
        switch top {
        case .disabled:
            property.model = value
        case .block(let block):
            guard old != value else { return }
            addBasicTrack(to: property, from: old, to: value, block: block)  // reads the old presentation
            property.model = value
        case .keyframes(let recorder):
            guard old != value else { return }
            property.model = value
            if recorder.block != nil {
                recorder.record(property: property, from: old, to: value)
            }
        case .animator(let animator, let fractionStart):
            guard old != value else { return }
            property.model = value
            let track = AnimationTrack(
                property: property, path: .basic(delta: old.subtracting(value)),
                driver: animator.driver(fractionStart: fractionStart))
            property.tracks.append(track)
            animator.adopt(track)
        }
    }

    private func addBasicTrack<Value: Animatable>(
        to property: AnimatableProperty<Value>, from old: Value, to value: Value, block: BlockAnimation
    ) {
        var from = old
        if blending == .replacing {
            if block.context.options.contains(.beginFromCurrentState) {
                from = property.presentation(at: time)
            }
            for track in property.tracks {
                track.detach()
                track.driver?.trackWasRemoved(track, interrupted: track.driver !== block)
            }
        } else if let last = property.tracks.last, last.driver === block, case .basic(let delta) = last.path {
            // The same block set the property again: one track carries the whole change
            // (unless that sum overflows; then the new change gets a track of its own).
            let merged = delta.adding(old.subtracting(value))
            if merged.isFinite {
                last.path = .basic(delta: merged)
                return
            }
        }
        let track = AnimationTrack(
            property: property, path: .basic(delta: from.subtracting(value)), driver: block)
        property.tracks.append(track)
        block.tracks.append(track)
    }

    /// The parameters that a model change made now would animate with; nil when it would not
    /// animate (no context, `performWithoutAnimation`, animations disabled).
    public var currentAnimationContext: AnimationContext? {
        guard areAnimationsEnabled, let top = contextStack.last else { return nil }
        switch top {
        case .block(let block): return block.context
        case .keyframes(let recorder): return recorder.block?.context
        case .animator(let animator, _):
            return AnimationContext(duration: animator.duration, timing: animator.timingParameters)
        case .disabled: return nil
        }
    }

    /// True when a model change made now would animate.
    public var isInsideAnimationContext: Bool { currentAnimationContext != nil }

    /// `UIView.performWithoutAnimation`: model changes in `body` never animate, even inside an
    /// enclosing animation block.
    public func performWithoutAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
        contextStack.append(.disabled)
        defer { contextStack.removeLast() }
        return try body()
    }
}
