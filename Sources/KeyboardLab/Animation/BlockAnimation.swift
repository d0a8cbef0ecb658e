/// One `UIView.animate` / `animateKeyframes` call (UIKit's private UIViewAnimationState): the
/// tracks it added, the shared timing, and the completion handler called once every track has
/// ended, with `finished == false` if any of them was removed early.
final class BlockAnimation: AnimationDriver {
    /// Creation order within the engine; completions fire in this order.
    let serial: Int
    /// The resolved parameters (after inheritance).
    let context: AnimationContext
    /// The real duration and motion law.
    let timing: ResolvedTiming
    /// Engine time at which the motion starts (creation time + delay).
    let beginTime: Double
    var tracks: [any AnyAnimationTrack] = []
    var completion: ((Bool) -> Void)?
    /// False once any track was removed before its natural end.
    var allFinished = true
    /// True while the animations closure is still running (tracks may still be added).
    var isOpen = true
    weak var engine: AnimationEngine?
    /// The enclosing block of a `modifyAnimations` block: its completion waits for this one.
    /// Held strongly (an enclosing block with no tracks of its own is held by nothing else)
    /// until this one completes; the parent never holds its children, so there is no cycle.
    var parent: BlockAnimation?
    /// `modifyAnimations` blocks inside this one that have not ended yet.
    var openChildren = 0
    /// The motion is over (or never started); the completion waits for `openChildren`.
    var hasEnded = false

    init(serial: Int, context: AnimationContext, startTime: Double, engine: AnimationEngine) {
        self.serial = serial
        self.context = context
        self.timing = engine.resolve(context.timing, forDuration: context.duration)
        self.beginTime = startTime + Swift.max(context.delay, 0)
        self.engine = engine
    }

    var repeats: Bool { context.options.contains(.repeat) }
    var autoreverses: Bool { context.options.contains(.autoreverse) }

    /// Cycles the motion runs: the repeat count when one was set (0 or less: once, as
    /// `setAnimationRepeatCount(0)`), forever with `.repeat`, else once.
    var cycleCount: Double {
        if let count = context.repeatCount { return count > 0 ? count : 1 }
        return repeats ? .infinity : 1
    }

    /// Durations per cycle: there and back with `.autoreverse`.
    var cycleLength: Double { autoreverses ? 2 : 1 }

    /// When the last frame of the motion is reached (infinite for animations that repeat forever).
    var endTime: Double {
        let total = cycleCount * cycleLength
        if !total.isFinite { return timing.duration > 0 ? .infinity : beginTime }
        return beginTime + timing.duration * total
    }

    /// Eased progress at `time`: 0 during the delay (UIKit's backwards fill), forward then
    /// back for autoreverse, wrapping for repeat.
    func progress(at time: Double) -> Double {
        // A layout pass puts many properties on one block; they all ask for the same frame.
        if let cached = cachedProgress, cached.time == time { return cached.progress }
        let progress = computeProgress(at: time)
        cachedProgress = (time, progress)
        return progress
    }

    private var cachedProgress: (time: Double, progress: Double)?

    private func computeProgress(at time: Double) -> Double {
        let local = time - beginTime
        if local <= 0 { return 0 }
        let duration = timing.duration
        guard duration > 0 else { return 1 }
        // Phase in durations since the start; a cycle is one duration, or two with autoreverse.
        let total = cycleCount * cycleLength
        let phase = local / duration
        if phase >= total {
            // The end: a whole number of cycles ends where a cycle ends (at the new value, or
            // back at the old one with autoreverse); 2.5 ends half-way through its third.
            let rest = total.truncatingRemainder(dividingBy: cycleLength)
            let within = rest == 0 ? cycleLength : rest
            return within == 1 ? 1 : (within == 2 ? 0 : timing.progress(within > 1 ? 2 - within : within))
        }
        var within = phase.truncatingRemainder(dividingBy: cycleLength)
        if within > 1 { within = 2 - within }
        return timing.progress(within)
    }

    func trackWasRemoved(_ track: any AnyAnimationTrack, interrupted: Bool) {
        tracks.removeAll { $0 === track }
        if interrupted { allFinished = false }
        if tracks.isEmpty && !isOpen {
            engine?.blockAnimationEnded(self)
        }
    }

    /// The motion reached its end: every track leaves its property.
    func finishNaturally() {
        for track in tracks {
            track.detach()
        }
        tracks.removeAll()
    }
}
