/// The animator's motion: segments, the per-frame check for the natural end, and the drivers
/// that let tracks follow the animator's fraction.
extension PropertyAnimator {
    /// Fraction and eased progress of the main animations at `time`.
    func sample(at time: Double) -> (fraction: Double, progress: Double) {
        guard let start = segmentStart else { return (anchorFraction, anchorProgress) }
        let target = isReversed ? 0.0 : 1.0
        let tau: Double
        if segmentDuration > 0 {
            tau = Swift.min(Swift.max((time - start) / segmentDuration, 0), 1)
        } else {
            tau = time >= start ? 1 : 0
        }
        return (
            anchorFraction + (target - anchorFraction) * tau,
            anchorProgress + (target - anchorProgress) * segmentTiming.progress(tau)
        )
    }

    /// Progress of a track whose animations started at fraction `fractionStart` (0 for the
    /// animations present at the start, which follow the animator's own progress).
    func trackProgress(fractionStart: Double, at time: Double) -> Double {
        let (fraction, progress) = sample(at: time)
        guard fractionStart > 0 else { return progress }
        guard fractionStart < 1 else { return fraction >= fractionStart ? 1 : 0 }
        let u = Swift.min(Swift.max((fraction - fractionStart) / (1 - fractionStart), 0), 1)
        if !isRunning && anchorIsScrubbed && scrubsLinearly { return u }
        return timing.progress(u)
    }

    /// The driver for tracks starting at `fractionStart` (kept alive by the animator).
    func driver(fractionStart: Double) -> AnimatorTrackDriver {
        if let existing = drivers.first(where: { $0.fractionStart == fractionStart }) { return existing }
        let driver = AnimatorTrackDriver(animator: self, fractionStart: fractionStart)
        drivers.append(driver)
        return driver
    }

    func adopt(_ track: any AnyAnimationTrack) {
        tracks.append(track)
    }

    func trackRemoved(_ track: any AnyAnimationTrack) {
        tracks.removeAll { $0 === track }
    }

    /// inactive → active: register with the engine and run the pending animation blocks.
    func activate() {
        guard let engine else { return }
        state = .active
        resetMotion()
        if !engine.animators.contains(where: { $0 === self }) { engine.animators.append(self) }
        let pending = pendingAnimations
        pendingAnimations.removeAll()
        for (animations, delayFactor) in pending {
            run(animations, fractionStart: delayFactor)
        }
    }

    func run(_ animations: () -> Void, fractionStart: Double) {
        guard let engine else { return }
        engine.contextStack.append(.animator(self, fractionStart: fractionStart))
        defer { engine.contextStack.removeLast() }
        animations()
    }

    /// Freezes the current fraction and progress as the anchor (pause).
    func freeze() {
        guard let engine else { return }
        let (fraction, progress) = sample(at: engine.time)
        anchorFraction = fraction
        anchorProgress = progress
        anchorIsScrubbed = false
        segmentStart = nil
    }

    /// Runs from the anchor to the target: `durationScale × timing.duration × distance`.
    func beginSegment(at start: Double, timing newTiming: ResolvedTiming, durationScale: Double) {
        let target = isReversed ? 0.0 : 1.0
        segmentTiming = newTiming
        segmentDuration = durationScale * newTiming.duration * abs(target - anchorFraction)
        segmentStart = start
        anchorIsScrubbed = false
    }

    func resetMotion() {
        anchorFraction = 0
        anchorProgress = 0
        anchorIsScrubbed = false
        segmentStart = nil
        segmentTiming = timing
    }

    /// Called by the engine every frame: ends the motion when the segment is over.
    func tick(at time: Double) {
        guard state == .active, let start = segmentStart,
            time >= start + segmentDuration - AnimationEngine.timeTolerance
        else { return }
        let target = isReversed ? 0.0 : 1.0
        anchorFraction = target
        anchorProgress = target
        segmentStart = nil
        if pausesOnCompletion { return }
        let position: AnimatingPosition = isReversed ? .start : .end
        for track in tracks {
            track.finish(atStart: position == .start)
        }
        tracks.removeAll()
        drivers.removeAll()
        state = .inactive
        resetMotion()
        engine?.animators.removeAll { $0 === self }
        let handlers = completions
        completions.removeAll()
        engine?.enqueue {
            for handler in handlers {
                handler(position)
            }
        }
    }
}

/// Lets tracks follow a property animator; tracks hold it weakly, the animator strongly.
final class AnimatorTrackDriver: AnimationDriver {
    weak var animator: PropertyAnimator?
    let fractionStart: Double

    init(animator: PropertyAnimator, fractionStart: Double) {
        self.animator = animator
        self.fractionStart = fractionStart
    }

    func progress(at time: Double) -> Double {
        animator?.trackProgress(fractionStart: fractionStart, at: time) ?? 1
    }

    func trackWasRemoved(_ track: any AnyAnimationTrack, interrupted: Bool) {
        animator?.trackRemoved(track)
    }
}
