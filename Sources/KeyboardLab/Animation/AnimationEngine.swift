/// How a new animation combines with animations already in flight on the same property.
public enum AnimationBlending: String, Sendable, CaseIterable {
    /// iOS 8 and later: the old animations keep running and the new one is added on top.
    case additive
    /// iOS 7 and earlier: the new animation replaces the old ones (which complete with
    /// `finished == false`) and starts from the model value, or from the presentation value
    /// with `beginFromCurrentState`.
    case replacing
}

/// What `PropertyAnimator(duration:curve:)` does with curve 7, which no source describes
/// (facts §10.3); switchable so that the shell can show both.
/// What `UIView.animate(withDuration: 0)` does inside another animation block (facts §1.3: the
/// nesting rule is an inference; Apple documents only that a duration of 0 does not animate).
public enum NestedZeroDurationBehavior: String, Sendable, CaseIterable {
    /// It inherits the enclosing block's duration and curve, as any nested block (default).
    case inherits
    /// Its changes are made at once, without animating.
    case immediate
}

public enum AnimatorKeyboardCurveBehavior: String, Sendable, CaseIterable {
    /// Treat 7 like any non-public curve: `UICubicTimingParameters` ease-in-out (default).
    case easeInOut
    /// Run the keyboard spring for a fixed 0.5 s, as `UIView.animate` does with curve 7.
    case keyboardSpring
}

/// The time dimension of a session: the frame clock, the animations in flight, the stack of
/// animation contexts and the property animators. Nothing here reads the wall clock; time
/// moves only through `step()`, `run(frames:)` and `runUntilIdle(limit:)`.
public final class AnimationEngine {
    /// The frame clock.
    public private(set) var clock: FrameClock
    /// How new animations combine with ones in flight (default: iOS 8+ additive).
    public var blending: AnimationBlending = .additive
    /// What `PropertyAnimator(duration:curve:)` does with curve 7.
    public var animatorKeyboardCurve: AnimatorKeyboardCurveBehavior = .easeInOut
    /// A zero-duration block nested in another: inherits its duration, or does not animate.
    public var nestedZeroDuration: NestedZeroDurationBehavior = .inherits
    /// What curve 7 means in a `UIView` animation: the keyboard's spring in this iOS version
    /// (the classic mass-3 spring for 0.5 s; iOS 26's, facts §4.2). The simulator sets it from
    /// the profile.
    public var keyboardCurveTiming: SpringTimingParameters = .keyboardCurve
    /// A measured keyboard motion that curve 7 plays instead of `keyboardCurveTiming` in every
    /// `UIView` animation (`keyboard-from NAME`); nil: the spring.
    public var recordedKeyboardCurve: SampledProgress?
    /// How springs whose duration comes from the spring settle (a profile switch, facts §5.3).
    public var springSettling: SpringSettlingRule = .coreAnimationEstimate
    /// Where the engine notes the lab's assumptions it relies on (a property animator built with
    /// curve 7, a spring whose length comes from a settling rule); the simulator shares its own.
    public var assumptionTrace = AssumptionTrace()
    /// `UIView.areAnimationsEnabled`: when false, model changes never animate.
    public var areAnimationsEnabled = true

    var contextStack: [ContextEntry] = []
    /// True while an animations block (or performWithoutAnimation) runs: its changes are being
    /// collected, so the clock must not move under it.
    public var isCollectingChanges: Bool { !contextStack.isEmpty }
    var blockAnimations: [BlockAnimation] = []
    /// Animation blocks in flight now (each `animate` call that changed something, until it ends).
    public var liveAnimationCount: Int { blockAnimations.count }
    /// How many may be in flight at once before the shell refuses another (the lab's bound; UIKit
    /// has none): every frame evaluates every one, so a display link starting a 100 s animation
    /// on every frame made a 3600-frame run quadratic (6.5 million evaluations).
    public static let maximumLiveAnimations = 1000
    var animators: [PropertyAnimator] = []
    private var pendingCompletions: [() -> Void] = []
    private var frameHandlers: [(token: Int, handler: (AnimationEngine) -> Void)] = []
    private var nextSerial = 0

    /// An engine at frame 0, time 0.
    public init(frameRate: FrameRate = .hz60) {
        clock = FrameClock(frameRate: frameRate)
    }

    /// Seconds since the session started.
    public var time: Double { clock.time }
    /// Frames stepped since the session started.
    public var frameIndex: Int { clock.frameIndex }
    /// The current refresh rate.
    public var frameRate: FrameRate {
        get { clock.frameRate }
        set { clock.setFrameRate(newValue) }
    }

    /// The concrete timing of an animation, noting the settling rule when a spring's length
    /// depends on it (facts §5.3: Apple's and SwiftUI's settling times disagree).
    func resolve(_ timing: TimingParameters, forDuration duration: Double) -> ResolvedTiming {
        if case .spring(let spring) = timing {
            switch spring.durationRule {
            case .settlingDuration, .callerDuration: assumptionTrace.record(.springSettling)
            case .fixed: break
            }
        }
        return timing.resolved(forDuration: duration, settling: springSettling)
    }

    func makeSerial() -> Int {
        nextSerial += 1
        return nextSerial
    }

    /// A new animatable property owned by this engine's time line.
    public func makeProperty<Value: Animatable>(label: String, value: Value) -> AnimatableProperty<Value> {
        AnimatableProperty(id: makeSerial(), label: label, value: value, engine: self)
    }

    // MARK: Time

    /// Advances one frame: ends finished animations, fires completions, then frame handlers.
    public func step() {
        clock.advance()
        let now = time
        for animator in animators {
            animator.tick(at: now)
        }
        let ended = blockAnimations.filter { $0.endTime <= now + Self.timeTolerance }
        if !ended.isEmpty {
            blockAnimations.removeAll { $0.endTime <= now + Self.timeTolerance }
            for block in ended {
                block.finishNaturally()
                blockDidEnd(block)
            }
        }
        flushCompletions()
        for entry in frameHandlers {
            entry.handler(self)
        }
    }

    /// Steps `frames` frames.
    public func run(frames: Int) {
        for _ in 0..<Swift.max(frames, 0) {
            step()
        }
    }

    /// Steps until `isIdle` or `limit` frames have run; returns the number of frames stepped.
    @discardableResult
    public func runUntilIdle(limit: Int = 100_000) -> Int {
        var frames = 0
        while !isIdle && frames < limit {
            step()
            frames += 1
        }
        return frames
    }

    /// True when no block animation is in flight, no animator is running and no completion
    /// handler is waiting (paused animators wait for the user and do not count).
    public var isIdle: Bool {
        blockAnimations.isEmpty && pendingCompletions.isEmpty && !animators.contains { $0.isRunning }
    }

    /// Calls `handler` after every frame (after completions); returns a token for removal.
    @discardableResult
    public func addFrameHandler(_ handler: @escaping (AnimationEngine) -> Void) -> Int {
        let token = makeSerial()
        frameHandlers.append((token, handler))
        return token
    }

    /// Removes a frame handler added with `addFrameHandler`.
    public func removeFrameHandler(_ token: Int) {
        frameHandlers.removeAll { $0.token == token }
    }

    /// Slack for comparing frame times with end times computed by addition.
    static let timeTolerance = 1e-9

    // MARK: Completions

    /// A block's motion is over; its completion comes once the `modifyAnimations` blocks
    /// inside it are over too, and then its own parent may complete.
    func blockDidEnd(_ block: BlockAnimation) {
        block.hasEnded = true
        if block.openChildren == 0 { complete(block) }
    }

    private func complete(_ block: BlockAnimation) {
        enqueueCompletion(of: block)
        guard let parent = block.parent else { return }
        block.parent = nil
        parent.openChildren -= 1
        if !block.allFinished { parent.allFinished = false }
        if parent.hasEnded && parent.openChildren == 0 { complete(parent) }
    }

    private func enqueueCompletion(of block: BlockAnimation) {
        guard let completion = block.completion else { return }
        block.completion = nil
        let finished = block.allFinished
        pendingCompletions.append { completion(finished) }
    }

    func enqueue(_ work: @escaping () -> Void) {
        pendingCompletions.append(work)
    }

    /// Runs the completions queued so far; ones they queue wait for the next frame, as UIKit
    /// defers completions to a later run-loop turn.
    private func flushCompletions() {
        let batch = pendingCompletions
        pendingCompletions.removeAll()
        for work in batch {
            work()
        }
    }

    /// A block animation lost its last track before its end time.
    func blockAnimationEnded(_ block: BlockAnimation) {
        blockAnimations.removeAll { $0 === block }
        blockDidEnd(block)
    }

    // MARK: In-flight animations

    /// Removes every animation in flight on `property` (`layer.removeAllAnimations()`); their
    /// blocks complete with `finished == false` on the next frame.
    public func removeAnimations<Value>(for property: AnimatableProperty<Value>) {
        let tracks = property.tracks
        for track in tracks {
            track.detach()
            track.driver?.trackWasRemoved(track, interrupted: true)
        }
    }

    /// Number of block animations in flight (for dumps and tests).
    public var inFlightBlockAnimationCount: Int { blockAnimations.count }
}
