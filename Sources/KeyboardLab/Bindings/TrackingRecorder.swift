/// The tracking measure for one view: every frame, the gap between the keyboard's presented top
/// edge and the view's presented bottom edge (or a table's last row's, `Measure.lastRowBottom`;
/// screen coordinates), and the tracking error, the
/// gap minus what an ideal follower would show on the keyboard's own progress:
///
///     ideal(t) = gap₀ + (gap₁ − gap₀) · p(t),   p(t) = (kb(t) − kb₀) / (kb₁ − kb₀)
///
/// per segment: each scenario from its own first frame (before anything of it moves the view),
/// and each later keyboard motion inside a scenario (a rotation's show half, a third-party
/// keyboard's rounds, a drag's samples) from its start; kb₀ and gap₀ are taken when the segment
/// begins, kb₁ and gap₁ when it ends (the next scenario's start, taken before the run loop's
/// turn, or the next motion's) or at the last sample. Where the keyboard does not move (p has no
/// span), the ideal stays at gap₀. A technique that moves exactly with the keyboard has error 0
/// on every frame; one on another curve shows its wobble; a jump shows the whole distance.
public final class TrackingRecorder {
    /// One sampled frame.
    public struct Snapshot: Hashable, Sendable {
        public var frame: Int
        public var time: Double
        public var keyboardMinY: Double
        public var viewMaxY: Double
        /// Where the keyboard layout guide's top is for this keyboard frame (screen y): the
        /// reference for where the view should end (`TrackingSummary.endError`).
        public var guideTop: Double
        /// The keyboard's top where the guide follows it over the root view, +∞ where the guide
        /// rests: what covers a scroll view's last row (`TrackingSeries.targetGap(at:)`).
        public var coveredTop: Double = .infinity
        /// The scroll view's presented bottom edge (screen y) for `lastRowBottom`, below which its
        /// content is clipped; +∞ for a view.
        public var scrollViewMaxY: Double = .infinity
        /// The window's size (the screen turned to the interface's orientation): a rest taken in
        /// one orientation says nothing of where the row rests in the other.
        public var screenSize: Size = .zero
        /// Where a table's last row rests in this orientation with the keyboard hidden and no
        /// technique (`TrackingRecorder.restingScene`); nil where it is the origin's own (nil,
        /// not NaN: rows compare equal).
        public var restingMaxY: Double?
        /// keyboard.minY − view.maxY: positive while the view is above the keyboard.
        public var gap: Double { keyboardMinY - viewMaxY }

        /// The sample as a series row, its ideal its own gap until a motion says otherwise.
        var row: TrackingSeries.Row {
            TrackingSeries.Row(
                frame: frame, time: time, keyboardMinY: keyboardMinY, viewMaxY: viewMaxY, gap: gap,
                idealGap: gap, error: 0, guideTop: guideTop, coveredTop: coveredTop,
                scrollViewMaxY: scrollViewMaxY, restingMaxY: restingMaxY)
        }
    }

    struct Segment {
        var firstSample: Int
        var base: Snapshot
        var end: Snapshot?
        /// The first motion of a scenario (a command's show, hide, drag…): the motion before it
        /// ended that scenario, where its end error is read. A scenario of several motions (a
        /// third-party keyboard's rounds, a drag's samples) ends once, at its last.
        var startsScenario = false
        /// Whether the keyboard had come to rest when the segment closed: a scenario cut short
        /// by the next one (a hide while the show is on its way) has no end of its own.
        var endedAtRest = true
        /// The finger of an interactive dismissal drags the keyboard: no motion has ends to go
        /// by, the keyboard is where the finger is. An ideal follower keeps the gap it had when
        /// the drag began, so a view left behind shows its lag as error (a notification-driven
        /// bar, which hears nothing until the release: facts §1.10).
        var isDrag = false
    }

    /// Which edge is measured against the keyboard's top.
    public enum Measure: Hashable, Sendable {
        /// The view's presented bottom edge.
        case viewBottom
        /// A table view's last row's presented bottom edge (a scroll view's content end): what the
        /// scroll-view techniques keep above the keyboard.
        case lastRowBottom
    }

    /// The tracked view's name (the table or scroll view's, for `lastRowBottom`).
    public let viewName: String
    /// What is measured; `Snapshot.viewMaxY` holds that edge.
    public let measure: Measure
    /// Whether every frame `lastRowBottom` measured had a last row. A table without rows (or a
    /// scroll view that is no table) has none: its content end is measured, and named so.
    public private(set) var everyFrameHadLastRow = true

    /// The measured edge as the quantity it is read as after the view's name: what is on
    /// screen, so `presentation.maxY`, `presentation.lastRow.maxY`, or
    /// `presentation.contentEnd.maxY` when some frame had no last row (an empty table's content
    /// ends at its top, which no `lastRow.maxY` reads). The bare names are the model's.
    public var edgeQuantity: String {
        measure == .viewBottom
            ? "presentation.maxY"
            : everyFrameHadLastRow ? "presentation.lastRow.maxY" : "presentation.contentEnd.maxY"
    }
    public private(set) var snapshots: [Snapshot] = []
    var segments: [Segment] = []
    /// The first sample ever taken: the reference for where the view should end.
    private(set) var origin: Snapshot?
    /// A scenario began and its first motion has not yet opened a segment.
    private var scenarioBegan = false
    private let lookup: ViewLookup
    /// For `lastRowBottom`: a copy of the scene with no technique and the keyboard hidden, turned
    /// to each orientation the measured scene comes to, where the last row's rest is read (the
    /// origin's rest belongs to the origin's orientation only: 372 on an iPhone 15 in landscape,
    /// 818 in portrait). Nil: the origin's rest throughout.
    let restingScene: Simulator?
    /// The rests read from `restingScene`, by window size.
    private var rests: [Size: Double?] = [:]

    init(viewName: String, measure: Measure = .viewBottom, restingScene: Simulator? = nil) {
        self.viewName = viewName
        self.measure = measure
        self.lookup = ViewLookup(viewName)
        self.restingScene = restingScene
    }

    /// Where the last row rests in a window of `size` (the resting scene turned to match), nil in
    /// the origin's window or where no resting scene on the same device can show it.
    private func rest(inWindowOf size: Size, device: Device) -> Double? {
        guard let origin, size != origin.screenSize, let reference = restingScene, reference.device == device
        else { return nil }
        if let known = rests[size] { return known }
        var value: Double?
        if let orientation = Orientation.allCases.first(where: { device.screenBounds($0).size == size }) {
            if reference.orientation != orientation { try? reference.setOrientation(orientation) }
            reference.layoutIfNeeded()
            if reference.window.screen.bounds.size == size,
                let scroll = try? reference.scrollView(named: viewName)
            {
                value = reference.contentEndY(of: scroll, presentation: false)
            }
        }
        rests[size] = .some(value)  // a nil rest is remembered too
        return value
    }

    func snapshot(_ sim: Simulator) -> Snapshot {
        let maxY: Double
        var scrollViewMaxY = Double.infinity
        switch measure {
        case .viewBottom:
            maxY =
                lookup.resolve(in: sim).map { sim.frame(of: $0, in: .screen, presentation: true).maxY }
                ?? .nan
        case .lastRowBottom:
            let scroll = lookup.resolve(in: sim) as? ScrollView
            if let scroll, (scroll as? TableView)?.lastRowRect == nil { everyFrameHadLastRow = false }
            maxY = scroll.map { sim.contentEndY(of: $0, presentation: true) } ?? .nan
            scrollViewMaxY = scroll.map { sim.frame(of: $0, in: .screen, presentation: true).maxY } ?? .nan
        }
        let keyboard = sim.keyboardPresentedFrame
        // The guide's top is the covered top where there is one: placed once a frame, not twice.
        let covered = sim.keyboardCoverTop(forKeyboardFrame: keyboard)
        let size = sim.window.screen.bounds.size
        return Snapshot(
            frame: sim.frameIndex, time: sim.time, keyboardMinY: keyboard.minY, viewMaxY: maxY,
            guideTop: covered ?? sim.keyboardGuideRestingTop(), coveredTop: covered ?? .infinity,
            scrollViewMaxY: scrollViewMaxY, screenSize: size,
            restingMaxY: measure == .lastRowBottom ? rest(inWindowOf: size, device: sim.device) : nil)
    }

    /// The first frame at which the measured view was gone (removed by a handler, say): the
    /// measure stops there, its figures covering the frames before (a removed view's NaN
    /// edge made every figure NaN).
    public private(set) var viewGoneAtFrame: Int?

    /// Whether the view was there to measure: a removed view has no edge.
    private func measures(_ snapshot: Snapshot, at frame: Int) -> Bool {
        guard snapshot.viewMaxY.isNaN else { return true }
        if viewGoneAtFrame == nil { viewGoneAtFrame = frame }
        return false
    }

    func record(_ sim: Simulator) {
        let now = snapshot(sim)
        guard measures(now, at: sim.frameIndex) else { return }
        // Where the view stood when the measure began, before anything of that frame moved it
        // (a handler of the first notification may move it within the same frame).
        if origin == nil { origin = now }
        if snapshots.last?.frame == now.frame { snapshots.removeLast() }
        snapshots.append(now)
        let dropped = snapshots.keepNewest(LogLimits.trackingSnapshots)
        if dropped > 0 {
            // Segments count their samples from the first one kept; one left with none is skipped.
            for index in segments.indices {
                segments[index].firstSample = max(0, segments[index].firstSample - dropped)
            }
        }
    }

    /// A scenario is about to be performed. Each scenario is measured from its own first frame
    /// (`opensSegment`): taken now, before anything of the scenario moves the view, so a jump a
    /// handler makes on that frame counts against it. A scenario that starts while the keyboard
    /// is still moving and moves nothing itself (a repeated willShow with `keyboard-run off`)
    /// leaves that motion to end where it would have; its first motion, if any, starts it.
    func beginScenario(_ sim: Simulator, opensSegment: Bool) {
        scenarioBegan = true
        if opensSegment { openSegment(sim) }
    }

    /// A motion (or the scenario) begins: a segment from here, unless one began on this very frame
    /// (the scenario's own, whose base was taken before the scenario's events ran).
    func openSegment(_ sim: Simulator) {
        if let last = segments.last, last.end == nil, last.base.frame == sim.frameIndex { return }
        let base = snapshot(sim)
        guard measures(base, at: sim.frameIndex) else { return }
        let first = snapshots.last?.frame == sim.frameIndex ? snapshots.count - 1 : snapshots.count
        segments.append(
            Segment(firstSample: first, base: base, end: nil, startsScenario: scenarioBegan))
        scenarioBegan = false
    }

    /// A finger position of an interactive dismissal moved the keyboard: the drag's segment
    /// goes on, or begins (the scenario's own, when the finger moves on its first frame).
    func continueDrag(_ sim: Simulator) {
        if let last = segments.indices.last, segments[last].end == nil {
            if segments[last].isDrag { return }
            if segments[last].base.frame == sim.frameIndex {
                segments[last].isDrag = true
                return
            }
        }
        closeSegment(sim)
        openSegment(sim)
        if let last = segments.indices.last { segments[last].isDrag = true }
    }

    /// True while a drag's segment is open: its finger positions do not end it.
    var isInDrag: Bool { segments.last.map { $0.end == nil && $0.isDrag } ?? false }

    /// Ends the open segment at `end` (a snapshot taken now unless given: `perform` takes it
    /// before the keyboard's state changes, and keeps it only when the scenario runs). A segment
    /// that began on this frame stays open for the motion that starts now.
    func closeSegment(_ sim: Simulator, at given: Snapshot? = nil) {
        guard let last = segments.indices.last, segments[last].end == nil else { return }
        if given == nil && segments[last].base.frame == sim.frameIndex { return }
        let end = given ?? snapshot(sim)
        guard measures(end, at: sim.frameIndex) else { return }
        segments[last].end = end
        segments[last].endedAtRest = sim.keyboardFrame.presentation == sim.keyboardFrame.model
    }

    /// The per-frame series computed from the samples so far.
    public var series: TrackingSeries {
        var rows = snapshots.map(\.row)
        var ends: [TrackingSeries.Row] = []
        for (index, segment) in segments.enumerated() {
            let stop = index + 1 < segments.count ? segments[index + 1].firstSample : snapshots.count
            guard segment.firstSample < stop, let lastSample = snapshots[safe: stop - 1] else { continue }
            let end = segment.end ?? lastSample
            let span = end.keyboardMinY - segment.base.keyboardMinY
            // A keyboard that does not move has no progress: its ideal follower stays where the
            // view was when the segment began, and any move of the view is error.
            func measured(_ snapshot: Snapshot) -> TrackingSeries.Row {
                let p = abs(span) < 1e-9 ? 0 : (snapshot.keyboardMinY - segment.base.keyboardMinY) / span
                var row = snapshot.row
                row.idealGap =
                    segment.isDrag ? segment.base.gap : segment.base.gap + (end.gap - segment.base.gap) * p
                row.error = snapshot.gap - row.idealGap
                row.isDrag = segment.isDrag
                return row
            }
            for i in segment.firstSample..<stop { rows[i] = measured(snapshots[i]) }
            // The end of a segment that the next one began on the same frame (a command right
            // after the one before settled) has no row of its own: the frame's row is the next
            // segment's start. Its error still counts.
            if let given = segment.end, given.frame == snapshots[safe: stop]?.frame {
                ends.append(measured(given))
            }
        }
        var series = TrackingSeries(viewName: viewName, rows: rows)
        series.segmentEnds = ends
        series.measure = measure
        series.viewGoneAtFrame = viewGoneAtFrame
        series.origin = origin?.row
        // A scenario ends where the next one's first motion begins (its last motion's end); the
        // last scenario ends on the last row. The motions inside a scenario are not ends: a
        // third-party keyboard's second round, or a drag's samples, are on the way; nor is the
        // moment a scenario is cut short, the keyboard still moving.
        series.scenarioEnds = segments.indices.compactMap { index in
            guard index + 1 < segments.count, segments[index + 1].startsScenario, segments[index].endedAtRest
            else { return nil }
            return (segments[index].end ?? snapshots[safe: segments[index + 1].firstSample - 1])?.row
        }
        return series
    }
}
