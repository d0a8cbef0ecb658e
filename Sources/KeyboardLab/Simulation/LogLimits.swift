/// How much history the simulator keeps. Logs that grow with every frame or every event keep
/// only their newest entries, so that a long session (a million `step`s, a soak of show/hide
/// cycles) runs in bounded memory. Each bound is far above what one command prints.
public enum LogLimits {
    /// Frames in the probe sample table (`samples`, what `step`/`run` print and `plot` draws).
    public static let sampleRows = 100_000
    /// Frames a tracking measure keeps (`TrackingRecorder.snapshots`).
    public static let trackingSnapshots = 1_000_000
    /// Entries in each event log: notifications, text-field callbacks, motions, the centre's log.
    public static let events = 10_000
}

extension Array {
    /// Drops the oldest elements once there are more than `limit` plus an eighth, down to
    /// `limit`: amortised O(1) per append (one move per `limit / 8` appends, not one per append).
    /// Returns how many were dropped.
    @discardableResult
    mutating func keepNewest(_ limit: Int) -> Int {
        guard count > limit + limit / 8 else { return 0 }
        let dropped = count - limit
        removeFirst(dropped)
        return dropped
    }
}
