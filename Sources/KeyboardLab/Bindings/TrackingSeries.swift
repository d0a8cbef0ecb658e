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

    /// Max |error|, the final gap and how many frames the gap and the view took to settle.
    public var summary: TrackingSummary {
        let worst = rows.max { abs($0.error) < abs($1.error) }
        let first = rows.first?.frame ?? 0
        return TrackingSummary(
            maxAbsError: worst.map { abs($0.error) } ?? 0, frameOfMaxError: worst?.frame ?? 0,
            finalGap: rows.last?.gap ?? .nan, framesUntilSettled: settledFrame(\.gap) - first,
            framesUntilViewSettled: settledFrame(\.viewMaxY) - first)
    }

    /// The first frame from which a quantity stays within 0.01 pt of its final value.
    private func settledFrame(_ value: KeyPath<Row, Double>) -> Int {
        guard let last = rows.last else { return 0 }
        var settled = last.frame
        for row in rows.reversed() {
            if abs(row[keyPath: value] - last[keyPath: value]) > 0.01 { break }
            settled = row.frame
        }
        return settled
    }
}

/// One run's tracking in a few numbers.
public struct TrackingSummary: Hashable, Sendable {
    /// The largest |gap − ideal gap| over the run (points).
    public var maxAbsError: Double
    /// Where it happened.
    public var frameOfMaxError: Int
    /// keyboard.minY − view.maxY on the last frame.
    public var finalGap: Double
    /// Frames from the first sample until the gap stays within 0.01 pt of its final value (0
    /// when the gap never changes: a view that keeps its distance while moving).
    public var framesUntilSettled: Int
    /// Frames from the first sample until the view's presented maxY stays within 0.01 pt of its
    /// final value (how long the view itself moves).
    public var framesUntilViewSettled: Int
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

    /// Starts measuring how a table view's last row (a scroll view's content end) follows the
    /// keyboard: the gap is the keyboard's top minus that row's presented bottom edge.
    @discardableResult
    public func startTracking(lastRowOf name: String) throws(SimulationError) -> TrackingRecorder {
        _ = try scrollView(named: name)
        let recorder = TrackingRecorder(viewName: name, measure: .lastRowBottom)
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
