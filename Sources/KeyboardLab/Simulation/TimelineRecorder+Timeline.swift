/// Turning what a recorder kept into a `Timeline`: the frames of a span, the simulator's watched
/// probes and tracking measures on those frames, the notifications posted meanwhile and where the
/// device's numbers come from.
extension TimelineRecorder {
    /// The frames of `span` with their quantities. A last transition ends on the first frame of
    /// the final stillness (the settled picture; later identical frames are dropped).
    public func timeline(_ span: Timeline.Span) -> Timeline {
        let kept = frames
        let start: Int
        var title = "timeline"
        switch span {
        case .all:
            start = kept.first?.frame ?? 0
        case .since(let frame):
            start = frame
        case .lastTransition:
            if let mark = marks.last {
                start = mark.frame
                title = mark.title
            } else {
                start = kept.first?.frame ?? 0
            }
        }
        // Frames are kept in increasing frame number: the first one at or after `start` by
        // bisection. A scan from the oldest cost every export the whole recorder (up to 100,000
        // frames for a small scene), so a long session's exports grew slower until it filled.
        var low = kept.startIndex
        var high = kept.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if kept[middle].frame < start { low = middle + 1 } else { high = middle }
        }
        var selected = Array(kept[low...])
        if span == .lastTransition { selected = Self.trimmingStillTail(selected) }
        guard let sim = simulator else {
            return Timeline(
                title: title, deviceID: "", deviceName: "", frameRate: 60, frames: selected)
        }
        let first = selected.first?.frame ?? sim.frameIndex
        let last = selected.last?.frame ?? sim.frameIndex
        return Timeline(
            title: title, deviceID: sim.device.id, deviceName: sim.device.name,
            frameRate: sim.engine.frameRate.rawValue, frames: selected,
            quantities: Self.quantities(of: sim, on: selected), gaps: Self.gaps(of: sim),
            notifications: sim.notificationLog.filter { (first...last).contains($0.frameIndex) },
            provenance: Self.provenance(of: sim),
            scenarios: marks.filter { (first...last).contains($0.frame) }.map(\.title))
    }

    /// Drops the frames at the end that look like the one before them.
    static func trimmingStillTail(_ frames: [Timeline.Frame]) -> [Timeline.Frame] {
        guard var end = frames.indices.last else { return frames }
        while end > 0, frames[end - 1].looksLike(frames[end]) { end -= 1 }
        return Array(frames[...end])
    }

    /// The watched probes, then per tracked view keyboard.minY, VIEW.presentation.maxY
    /// (`.presentation.lastRow.maxY` for a table's last row, as the tracking table names it),
    /// gap(VIEW) and error(VIEW), each
    /// aligned with `frames` (NaN where not sampled).
    static func quantities(of sim: Simulator, on frames: [Timeline.Frame]) -> [Timeline.Quantity] {
        var index: [Int: Int] = [:]
        for (i, frame) in frames.enumerated() { index[frame.frame] = i }
        func aligned(_ pairs: [(frame: Int, value: Double)]) -> [Double] {
            var values = Array(repeating: Double.nan, count: frames.count)
            for pair in pairs { if let i = index[pair.frame] { values[i] = pair.value } }
            return values
        }
        var result: [Timeline.Quantity] = []
        let samples = sim.samples
        for (column, name) in samples.columns.enumerated() {
            let values = aligned(samples.rows.map { ($0.frame, $0.values[column]) })
            result.append(Timeline.Quantity(name: name, values: values, isScreenY: Timeline.isScreenY(name)))
        }
        for tracker in sim.trackingRecorders {
            let rows = tracker.series.rows
            let view = tracker.viewName
            let series: [(String, KeyPath<TrackingSeries.Row, Double>, Bool)] = [
                ("keyboard.minY", \.keyboardMinY, true),
                ("\(view).\(tracker.edgeQuantity)", \.viewMaxY, true),
                ("gap(\(view))", \.gap, false), ("error(\(view))", \.error, false),
            ]
            for (name, path, screenY) in series where !result.contains(where: { $0.name == name }) {
                let values = aligned(rows.map { ($0.frame, $0[keyPath: path]) })
                result.append(Timeline.Quantity(name: name, values: values, isScreenY: screenY))
            }
        }
        return result
    }

    /// The bound views, then the scroll-bound ones, then the tracked ones, each once. A view's
    /// edge is its first tracker's (whose `gap(VIEW)` the timeline carries), else a scroll
    /// binding's last row, else its bottom.
    static func gaps(of sim: Simulator) -> [Timeline.GapMark] {
        let trackers = sim.trackingRecorders
        let scrollBound = Set(sim.installedScrollViewBindings.map(\.scrollView.name))
        var marks: [Timeline.GapMark] = []
        for name in sim.installedBindings.map(\.view.name)
            + sim.installedScrollViewBindings.map(\.scrollView.name) + trackers.map(\.viewName)
        where !marks.contains(where: { $0.view == name }) {
            let measure =
                trackers.first { $0.viewName == name }?.measure
                ?? (scrollBound.contains(name) ? .lastRowBottom : .viewBottom)
            marks.append(Timeline.GapMark(view: name, measure: measure))
        }
        return marks
    }

    /// The device's screen, safe area and current keyboard height with their confidence tags
    /// (facts §3, §10), and the keyboard's motion law (facts §4.2).
    static func provenance(of sim: Simulator) -> [String] {
        let device = sim.device
        let o = sim.orientation
        let f = KeyboardNumberFormat.compact
        let size = device.portraitSize
        let safe = device.safeArea(o)
        let i = safe.value
        let state = sim.keyboard.state
        // The state machine's height: it knows the version's era, the traits and an iPad's
        // Shortcut Bar, which the device table alone does not.
        let height = sim.keyboard.softwareKeyboardHeight(for: state)
        let bar: String
        switch sim.keyboard.predictiveBar(for: state) {
        case .shown, .collapsed: bar = "+QuickType"
        case .shortcutsOnly: bar = "+Shortcut Bar"
        case .hidden: bar = ""
        }
        return [
            "screen \(f(size.value.width))×\(f(size.value.height)) pt \(size.confidence.tag) \(size.source)",
            "safe area \(o.rawValue) \(f(i.top)),\(f(i.left)),\(f(i.bottom)),\(f(i.right)) "
                + "\(safe.confidence.tag) \(safe.source)",
            "keyboard \(state.kind.rawValue)\(bar) \(f(height.value)) pt "
                + "\(height.confidence.tag) \(height.source)",
            sim.keyboardRecording.map { playback in
                "keyboard motion: the recording \(playback.motion.name) (keyboard-from), "
                    + "\(f(playback.motion.duration)) s (facts §4.5)"
            }
                ?? "keyboard motion: curve \(sim.profile.keyboardCurve), a critically damped spring "
                + "(mass 3, stiffness 1000, damping 500) stopped at "
                + "\(f(sim.profile.motionSettleDuration)) s (facts §4.2)",
        ]
    }
}
