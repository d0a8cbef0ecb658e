/// The display refresh rates the lab simulates.
public enum FrameRate: Int, Sendable, CaseIterable {
    case hz60 = 60
    case hz120 = 120

    /// Seconds between two frames.
    public var frameDuration: Double { 1 / Double(rawValue) }
}

/// A deterministic frame clock: time only moves when the session steps it. Time is kept as
/// "time at the last rate change + frames since then / rate", so that frame 15 at 60 Hz is
/// exactly 0.25 s and no rounding error accumulates over long runs.
public struct FrameClock: Sendable, Equatable {
    /// The current refresh rate.
    public private(set) var frameRate: FrameRate
    /// Frames stepped since the session started.
    public private(set) var frameIndex: Int = 0
    private var baseTime: Double = 0
    private var baseFrame: Int = 0

    /// A clock at frame 0, time 0.
    public init(frameRate: FrameRate = .hz60) {
        self.frameRate = frameRate
    }

    /// Seconds since the session started.
    public var time: Double {
        baseTime + Double(frameIndex - baseFrame) / Double(frameRate.rawValue)
    }

    /// Moves to the next frame.
    public mutating func advance() {
        frameIndex += 1
    }

    /// Changes the refresh rate from now on; time stays continuous.
    public mutating func setFrameRate(_ rate: FrameRate) {
        guard rate != frameRate else { return }
        baseTime = time
        baseFrame = frameIndex
        frameRate = rate
    }
}
