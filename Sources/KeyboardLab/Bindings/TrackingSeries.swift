/// The tracking measure frame by frame, and its summary.
public struct TrackingSeries: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var frame: Int
        public var time: Double
        public var keyboardMinY: Double
        public var viewMaxY: Double
        public var gap: Double
        public var idealGap: Double
        public var error: Double
    }

    public var viewName: String
    public var rows: [Row]

    /// The row of a frame.
    public func row(frame: Int) -> Row? { rows.first { $0.frame == frame } }

    /// Max |error|, the final gap and how many frames the gap took to settle.
    public var summary: TrackingSummary {
        let worst = rows.max { abs($0.error) < abs($1.error) }
        let finalGap = rows.last?.gap ?? .nan
        // The first frame from which the gap stays within 0.01 pt of its final value.
        var settled = rows.last?.frame ?? 0
        for row in rows.reversed() {
            if abs(row.gap - finalGap) > 0.01 { break }
            settled = row.frame
        }
        return TrackingSummary(
            maxAbsError: worst.map { abs($0.error) } ?? 0, frameOfMaxError: worst?.frame ?? 0,
            finalGap: finalGap, framesUntilSettled: settled - (rows.first?.frame ?? 0))
    }
}

/// One run's tracking in three numbers.
public struct TrackingSummary: Hashable, Sendable {
    /// The largest |gap − ideal gap| over the run (points).
    public var maxAbsError: Double
    /// Where it happened.
    public var frameOfMaxError: Int
    /// keyboard.minY − view.maxY on the last frame.
    public var finalGap: Double
    /// Frames from the first sample until the gap stays within 0.01 pt of its final value.
    public var framesUntilSettled: Int
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Simulator {
    /// Starts measuring a view's tracking (samples from this frame on).
    @discardableResult
    public func startTracking(view name: String) throws(SimulationError) -> TrackingRecorder {
        _ = try view(named: name)
        let recorder = TrackingRecorder(viewName: name)
        trackers.append(recorder)
        recorder.record(self)
        return recorder
    }

    /// Stops every tracking measure.
    public func stopTracking() {
        trackers.removeAll()
    }

    /// The measures in progress.
    public var trackingRecorders: [TrackingRecorder] { trackers }
}
