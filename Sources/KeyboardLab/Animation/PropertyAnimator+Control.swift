/// The state-changing calls of `UIViewAnimating` / `UIViewImplicitlyAnimating`.
extension PropertyAnimator {
    /// `startAnimation()`: starts (running the pending animation blocks) or resumes.
    public func startAnimation() throws {
        try startAnimation(afterDelay: 0)
    }

    /// `startAnimation(afterDelay:)`; an error on a stopped animator.
    public func startAnimation(afterDelay delay: Double) throws {
        guard state != .stopped else {
            throw AnimationError.invalidAnimatorState(operation: "startAnimation", state: state)
        }
        start(afterDelay: delay)
    }

    func start(afterDelay delay: Double) {
        guard let engine, !isRunning else { return }
        if state == .inactive {
            activate()
            self.delay = Swift.max(delay, 0)
        }
        beginSegment(at: engine.time + Swift.max(delay, 0), timing: timing, durationScale: 1)
    }

    /// `pauseAnimation()`: an inactive animator becomes active and paused at its start.
    public func pauseAnimation() throws {
        guard state != .stopped else {
            throw AnimationError.invalidAnimatorState(operation: "pauseAnimation", state: state)
        }
        guard isInterruptible else {
            throw AnimationError.animatorNotInterruptible(operation: "pauseAnimation")
        }
        if state == .inactive {
            activate()
        } else if isRunning {
            freeze()
        }
    }

    /// Setting `fractionComplete` (scrubbing): only while paused (an inactive animator becomes
    /// active and paused first). The presentation follows linearly, or along the curve when
    /// `scrubsLinearly` is false.
    public func setFractionComplete(_ fraction: Double) throws {
        guard state != .stopped else {
            throw AnimationError.invalidAnimatorState(operation: "setFractionComplete", state: state)
        }
        guard isInterruptible else {
            throw AnimationError.animatorNotInterruptible(operation: "setFractionComplete")
        }
        guard !isRunning else { throw AnimationError.animatorNotPaused(operation: "setFractionComplete") }
        if state == .inactive { activate() }
        let f = Swift.min(Swift.max(fraction, 0), 1)
        anchorFraction = f
        anchorProgress = scrubsLinearly ? f : timing.progress(f)
        anchorIsScrubbed = true
    }

    /// Setting `isReversed`: a running animator turns round from where it is and heads for
    /// its start over the time it has run so far.
    public func setReversed(_ reversed: Bool) throws {
        guard state != .stopped else {
            throw AnimationError.invalidAnimatorState(operation: "setReversed", state: state)
        }
        guard isInterruptible || state == .inactive else {
            throw AnimationError.animatorNotInterruptible(operation: "setReversed")
        }
        guard reversed != isReversed else { return }
        if isRunning, let engine {
            freeze()
            isReversed = reversed
            beginSegment(at: engine.time, timing: timing, durationScale: 1)
        } else {
            isReversed = reversed
        }
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)`: runs the rest of the way with
    /// new timing (nil: the original) over `durationFactor × duration × remaining fraction`
    /// (a factor ≤ 0 keeps the remaining time, as interactive transitions pass 0).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double)
        throws
    {
        guard state == .active else {
            throw AnimationError.invalidAnimatorState(operation: "continueAnimation", state: state)
        }
        guard let engine else { return }
        if isRunning { freeze() }
        let newTiming = parameters.map { engine.resolve($0, forDuration: duration) } ?? timing
        beginSegment(
            at: engine.time, timing: newTiming, durationScale: durationFactor > 0 ? durationFactor : 1)
    }

    /// `stopAnimation(_:)`: properties keep their current values. `true`: straight to inactive,
    /// no completions. `false`: stopped, waiting for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) throws {
        guard state == .active else {
            throw AnimationError.invalidAnimatorState(operation: "stopAnimation", state: state)
        }
        guard isInterruptible else {
            throw AnimationError.animatorNotInterruptible(operation: "stopAnimation")
        }
        let now = engine?.time ?? 0
        let current = tracks
        for track in current {
            track.stopAtCurrentValue(at: now)
        }
        tracks.removeAll()
        drivers.removeAll()
        segmentStart = nil
        engine?.animators.removeAll { $0 === self }
        if withoutFinishing {
            state = .inactive
            resetMotion()
        } else {
            stoppedTracks = current
            state = .stopped
        }
    }

    /// `finishAnimation(at:)`: only after `stopAnimation(false)`; moves the properties to the
    /// end, start or current values without animation and calls the completions.
    public func finishAnimation(at position: AnimatingPosition) throws {
        guard state == .stopped else {
            throw AnimationError.invalidAnimatorState(operation: "finishAnimation", state: state)
        }
        for track in stoppedTracks {
            track.applyFinish(at: position)
        }
        stoppedTracks.removeAll()
        state = .inactive
        resetMotion()
        let handlers = completions
        completions.removeAll()
        for handler in handlers {
            handler(position)
        }
    }

    /// `addAnimations(_:delayFactor:)`: before the start the block runs over the whole
    /// duration delayed by `delayFactor × duration`; while active it runs at once over the
    /// remaining time, delayed by `delayFactor ×` the remaining time.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double = 0) throws {
        let factor = Swift.min(Swift.max(delayFactor, 0), 1)
        switch state {
        case .stopped:
            throw AnimationError.invalidAnimatorState(operation: "addAnimations", state: state)
        case .inactive:
            pendingAnimations.append((animations, factor))
        case .active:
            let f = fractionComplete
            run(animations, fractionStart: f + factor * (1 - f))
        }
    }

    /// `addCompletion(_:)`: called with the final position when the animations end.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Setting `isInterruptible`; an error while active.
    public func setInterruptible(_ interruptible: Bool) throws {
        guard state != .active else {
            throw AnimationError.animatorConfigurationLocked(property: "isInterruptible")
        }
        isInterruptible = interruptible
    }

    /// Setting `isUserInteractionEnabled`; an error while active.
    public func setUserInteractionEnabled(_ enabled: Bool) throws {
        guard state != .active else {
            throw AnimationError.animatorConfigurationLocked(property: "isUserInteractionEnabled")
        }
        isUserInteractionEnabled = enabled
    }
}
