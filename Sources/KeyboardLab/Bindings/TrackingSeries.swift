/// The tracking measure frame by frame, and its summary.
public struct TrackingSeries: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        /// The clock's frame index (the session's); `TrackingSeries.startFrame` is the first row's.
        public var frame: Int
        public var time: Double
        public var keyboardMinY: Double
        public var viewMaxY: Double
        public var gap: Double
        public var idealGap: Double
        public var error: Double
        /// The keyboard layout guide's top for the keyboard's presented frame (screen y).
        public var guideTop: Double = .nan
        /// The keyboard's top where the guide follows it over the root view (screen y), +∞ where
        /// the guide rests (keyboard hidden or undocked): what covers a scroll view's last row.
        public var coveredTop: Double = .infinity
        /// The scroll view's presented bottom edge (screen y), below which a last row is clipped;
        /// +∞ for a view.
        public var scrollViewMaxY: Double = .infinity
        /// Where a table's last row rests in this row's orientation (keyboard hidden, no
        /// technique), nil where the origin's rest holds (`TrackingRecorder.restingScene`).
        public var restingMaxY: Double?
        /// The frame belongs to an interactive drag (the finger moves the keyboard): its ideal is
        /// the gap the view had when the drag began.
        public var isDrag = false
    }

    public var viewName: String
    public var rows: [Row]
    /// Where each scenario ended (the moment the next one began, its keyboard at rest), in
    /// order: the rows its end error is read from.
    public var scenarioEnds: [Row] = []
    /// The ends of segments whose frame is the next segment's first row (a scenario started on
    /// the frame the one before settled), measured against their own segment's ideal: the
    /// follow error counts them as rows of that frame.
    public var segmentEnds: [Row] = []
    /// Where the view stood when the measure began (before a handler of that frame moved it);
    /// nil: the first row.
    public var origin: Row?
    /// What the rows measure: a view's bottom or a table's last row's, which have different
    /// targets (`targetGap(at:)`).
    public var measure: TrackingRecorder.Measure = .viewBottom
    /// The clock's frame at which the view was gone (removed while measured): the rows stop
    /// before it. Nil while it was there throughout.
    public var viewGoneAtFrame: Int?

    /// The row of a frame (the clock's index).
    public func row(frame: Int) -> Row? { rows.first { $0.frame == frame } }

    /// The clock's frame and time when the measure began: frame numbers in the summary count
    /// from here, as a scenario's table counts from its scenario.
    public var startFrame: Int { rows.first?.frame ?? 0 }
    public var startTime: Double { rows.first?.time ?? 0 }

    /// Below this the follow error is rounding noise: a view that follows exactly has no worst
    /// frame to point at.
    public static let noiseLevel = 1e-6

    /// How it moves (max |error| and where), where it ends (final gap, end error) and how long
    /// the gap and the view took to settle.
    public var summary: TrackingSummary {
        // Every row, and the end of a segment that shares its frame with the next one's start
        // (before that row: it came first), in frame order.
        var measured: [Row] = []
        var ends = segmentEnds[...]
        for row in rows {
            while let end = ends.first, end.frame <= row.frame {
                measured.append(end)
                ends = ends.dropFirst()
            }
            measured.append(row)
        }
        measured.append(contentsOf: ends)
        let maxError = measured.map { abs($0.error) }.max() ?? 0
        // The first frame that reaches it (a hide mirrors a show: the same error comes twice).
        let worst = measured.first { abs($0.error) >= maxError - 1e-9 }
        let first = startFrame
        var summary = TrackingSummary(
            maxAbsError: maxError,
            frameOfMaxError: maxError > Self.noiseLevel ? worst.map { $0.frame - first } : nil,
            finalGap: rows.last?.gap ?? .nan, targetGap: targetGap,
            framesUntilSettled: settledFrame(\.gap) - first,
            framesUntilViewSettled: settledFrame(\.viewMaxY) - first, endError: worstEndError)
        let dragged = rows.filter(\.isDrag)
        if let dragMax = dragged.map({ abs($0.error) }).max() {
            summary.dragError = dragMax
            summary.frameOfDragError =
                dragMax > Self.noiseLevel
                ? dragged.first { abs($0.error) >= dragMax - 1e-9 }.map { $0.frame - first } : nil
        }
        return summary
    }

    /// The gap the view should end at (`targetGap(at:)` on the last row).
    var targetGap: Double {
        guard let last = rows.last else { return .nan }
        return targetGap(at: last)
    }

    /// The target gap at a row: the keyboard's top less where the view should be.
    ///
    /// A view (a bar) should keep, from the keyboard layout guide's top, the distance it had when
    /// the measure began: 0 for a bar on the safe area, so on the keyboard when it is up and back
    /// at the rest gap when it is down.
    ///
    /// A table's last row should end where it rested before any keyboard (wherever the content
    /// ends: 818 above the home indicator with the automatic adjustment, 852 with `never`), but
    /// no lower than what is visible: the scroll view's bottom edge, which clips it, and the
    /// keyboard's top where the keyboard covers the view: min(rest, scroll view's bottom,
    /// keyboard's top). The row's 34-pt rest offset from the safe area's bottom says nothing
    /// about where it belongs once the keyboard is up. A measure that begins with the keyboard
    /// up has no rest to go by and falls back to the bar's rule. The rest is the one of the
    /// row's orientation: after a rotation, where the row rests in the new one (`restingMaxY`).
    func targetGap(at row: Row) -> Double {
        guard let first = origin ?? rows.first else { return .nan }
        if measure == .lastRowBottom, first.coveredTop == .infinity {
            let rest = row.restingMaxY ?? first.viewMaxY
            return row.keyboardMinY - min(rest, row.scrollViewMaxY, row.coveredTop)
        }
        let distanceAboveGuide = first.guideTop - first.viewMaxY
        return row.keyboardMinY - (row.guideTop - distanceAboveGuide)
    }

    /// The end error of the scenario that ended worst (each scenario's last frame, and the
    /// run's): a show that leaves the view 302 pt low is not hidden by the hide that follows.
    var worstEndError: Double {
        guard !rows.isEmpty else { return .nan }
        let errors = (scenarioEnds + rows.suffix(1)).map { $0.gap - targetGap(at: $0) }
        return errors.max { abs($0) < abs($1) } ?? .nan
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

/// One run's tracking in a few numbers: how the view moves (the follow error) and where it ends
/// (the end error) are separate figures, since a view can move exactly with the keyboard and
/// still end in the wrong place (34 pt high: the home indicator counted twice).
public struct TrackingSummary: Hashable, Sendable {
    /// How it moves: the largest |gap − ideal gap| over the run (points), the ideal being a
    /// follower on the keyboard's own progress from where the view was to where it went.
    public var maxAbsError: Double
    /// Where that happened, in frames from the start of the measure; nil when the view followed
    /// exactly (max |error| ≤ `TrackingSeries.noiseLevel`).
    public var frameOfMaxError: Int?
    /// Where it ends: keyboard.minY − view.maxY on the last frame.
    public var finalGap: Double
    /// The gap it should end at (`TrackingSeries.targetGap`).
    public var targetGap: Double
    /// Frames from the first sample until the gap stays within 0.01 pt of its final value (0
    /// when the gap never changes: a view that keeps its distance while moving).
    public var framesUntilSettled: Int
    /// Frames from the first sample until the view's presented maxY stays within 0.01 pt of its
    /// final value (how long the view itself moves).
    public var framesUntilViewSettled: Int

    /// gap − target gap at the end of the scenario that ended worst: how far the view ended above
    /// (positive) or below (negative) where it should (a bar: where the keyboard layout guide
    /// would have put it; a table's last row: on the keyboard's top, or where it rested if the
    /// keyboard does not reach it); 0 when every scenario ended in the right place. For one
    /// scenario, finalGap − targetGap.
    public var endError: Double
    /// The part of the follow error made while a finger dragged the keyboard (interactive
    /// dismissal): the largest |error| on those frames, against a follower that keeps the gap
    /// it had when the drag began; nil when nothing was dragged.
    public var dragError: Double?
    /// Where that happened, counted as `frameOfMaxError`; nil when the view kept up exactly.
    public var frameOfDragError: Int?
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Simulator {
    /// Starts measuring a view's tracking (samples from this frame on).
    @discardableResult
    public func startTracking(view name: String) throws(SimulationError) -> TrackingRecorder {
        _ = try view(named: name)
        // The reference is the laid-out frame, as code reading it after layoutIfNeeded sees it:
        // constraints added since the last pass would otherwise leave a frame of zeros.
        displayCycleLayout()
        let recorder = TrackingRecorder(viewName: name)
        trackers.append(recorder)
        recorder.record(self)
        return recorder
    }

    /// Starts measuring how a table view's last row (a scroll view's content end) follows the
    /// keyboard: the gap is the keyboard's top minus that row's presented bottom edge.
    /// `restingScene`, a copy of the scene with no technique and the keyboard hidden, says where
    /// the row rests after a rotation (`TrackingRecorder.restingScene`); the recorder turns it.
    @discardableResult
    public func startTracking(lastRowOf name: String, restingScene: Simulator? = nil)
        throws(SimulationError) -> TrackingRecorder
    {
        _ = try scrollView(named: name)
        displayCycleLayout()
        let recorder = TrackingRecorder(viewName: name, measure: .lastRowBottom, restingScene: restingScene)
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
