/// A timing given by samples rather than a formula: progress at increasing times from the
/// motion's start, interpolated linearly between them, 0 before the first and 1 from the last on.
/// What a recorded keyboard motion plays as (`keyboard-from`): it lasts its own duration, whatever
/// the animation asked for, as curve 7 lasts 0.5 s.
public struct SampledProgress: Hashable, Sendable, CustomStringConvertible {
    /// Seconds from the start, strictly increasing, the first 0.
    public let times: [Double]
    /// Progress at each time; the first 0, the motion ends (snaps) at 1 after the last.
    public let progress: [Double]
    /// A name for dumps and footnotes (the recording's).
    public let name: String

    /// Nil unless the times start at 0 and increase and there are as many progresses, at least two.
    public init?(times: [Double], progress: [Double], name: String) {
        guard times.count >= 2, times.count == progress.count, times.first == 0,
            zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }),
            times.allSatisfy(\.isFinite), progress.allSatisfy(\.isFinite)
        else { return nil }
        self.times = times
        self.progress = progress
        self.name = name
    }

    /// Seconds the motion lasts: the last sample's time.
    public var duration: Double { times[times.count - 1] }

    public var description: String {
        "recording \(name) (\(times.count) samples over \(KeyboardNumberFormat.compact(duration)) s)"
    }

    /// Progress `seconds` after the start.
    public func progress(atTime seconds: Double) -> Double {
        if seconds <= 0 { return 0 }
        if seconds >= duration { return 1 }
        var low = 0
        var high = times.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if times[mid] <= seconds { low = mid } else { high = mid }
        }
        let u = (seconds - times[low]) / (times[high] - times[low])
        return progress[low] + (progress[high] - progress[low]) * u
    }
}
