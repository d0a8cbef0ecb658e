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

    init(serial: Int, context: AnimationContext, startTime: Double, engine: AnimationEngine) {
        self.serial = serial
        self.context = context
        self.timing = engine.resolve(context.timing, forDuration: context.duration)
        self.beginTime = startTime + Swift.max(context.delay, 0)
        self.engine = engine
    }

    var repeats: Bool { context.options.contains(.repeat) }
    var autoreverses: Bool { context.options.contains(.autoreverse) }

    /// When the last frame of the motion is reached (infinite for repeating animations).
    var endTime: Double {
        if repeats && timing.duration > 0 { return .infinity }
        return beginTime + timing.duration * (autoreverses ? 2 : 1)
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
        let cycle = autoreverses ? 2.0 : 1.0
        var phase = local / duration
        if repeats {
            phase = phase.truncatingRemainder(dividingBy: cycle)
        } else if phase >= cycle {
            return autoreverses ? 0 : 1
        }
        if phase > 1 { phase = 2 - phase }
        return timing.progress(phase)
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
