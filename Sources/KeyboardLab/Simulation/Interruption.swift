import Synchronization

/// A request to stop a long run (Ctrl-C): a flag any thread, or a signal handler, may set and
/// that the simulator reads once per frame. `step(frames:)`, `run(limit:)`, `run(seconds:)` and
/// `compare` check it before every frame and stop with the clock, model and presentation at the
/// last frame they ran (`FrameRun.Ending.interrupted`).
///
/// The flag stays set once requested, so every later run stops at once too (a script or a loop
/// of runs ends quickly); whoever asked for it clears it (`reset()`), e.g. the shell before it
/// reads the next line.
public final class Interruption: Sendable {
    // A lock-free atomic: storing to it is safe inside a signal handler.
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// The process-wide request the shell's SIGINT handler sets, and the one every simulator
    /// reads unless given another. Touch it before installing a handler (its lazy
    /// initialisation is not async-signal-safe).
    public static let process = Interruption()

    /// Asks every run reading this flag to stop at the next frame. Async-signal-safe.
    public func request() {
        flag.store(true, ordering: .relaxed)
    }

    /// True once `request()` was called and not yet `reset()`.
    public var isRequested: Bool {
        flag.load(ordering: .relaxed)
    }

    /// Clears the request.
    public func reset() {
        flag.store(false, ordering: .relaxed)
    }
}
