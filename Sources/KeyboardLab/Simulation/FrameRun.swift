/// How a run of frames ended (`step(frames:)`, `run(limit:)`, `run(seconds:)`): how many frames
/// ran, why it stopped, and where the clock is now. The simulator is consistent in every case:
/// the clock, the model and the presentation are those of `frameIndex`.
public struct FrameRun: Hashable, Sendable {
    /// Why the run stopped.
    public enum Ending: Hashable, Sendable {
        /// Every frame asked for ran (`step`, `run(seconds:)`).
        case completed
        /// A run to the end found nothing animating and nothing scheduled.
        case settled
        /// A run to the end reached its frame limit (by default `Simulator.runHorizon`) while
        /// something still animates or waits: a repeating animation never ends. Also a step
        /// count or duration beyond `Simulator.maximumFramesPerRun`.
        case reachedLimit
        /// `Interruption.request()` (Ctrl-C): stopped before the next frame.
        case interrupted
    }

    /// Frames stepped by this run.
    public var frames: Int
    public var ending: Ending
    /// The frame index the clock is at after the run.
    public var frameIndex: Int
    /// The time on the clock after the run, in seconds.
    public var time: Double

    public init(frames: Int, ending: Ending, frameIndex: Int, time: Double) {
        self.frames = frames
        self.ending = ending
        self.frameIndex = frameIndex
        self.time = time
    }

    /// Throws `SimulationError.interrupted` when the run was interrupted.
    public func throwIfInterrupted() throws(SimulationError) {
        if ending == .interrupted { throw .interrupted(frame: frameIndex, time: time) }
    }
}
