/// One scroll-view technique's run in a comparison: how the scroll view's last row (its content's
/// end) followed the keyboard.
public struct ScrollViewTechniqueRun {
    public var technique: ScrollViewTechnique
    public var series: TrackingSeries
    public var summary: TrackingSummary { series.summary }
    /// The notifications posted during the run (the same for every technique).
    public var notificationCount: Int
}

extension Simulator {
    /// Plays the same scenarios once per scroll-view technique on fresh, identical scenes, as
    /// `compare(techniques:…)` does for the bar techniques: `makeScene` builds a simulator with the
    /// scroll view; the technique is bound to `scrollView` (the layout-guide ones replace
    /// `constraint`), the last row's tracking is measured, and each scene plays the scenarios on
    /// its own clock (`play(_:scenarios:…)`: each until it has settled).
    public static func compare(
        scrollViewTechniques techniques: [ScrollViewTechnique] = ScrollViewTechnique.allCases,
        scenarios: [KeyboardScenario], scrollView: String, constraint: String?, limit: Int = 3600,
        makeScene: () throws(SimulationError) -> Simulator
    ) throws(SimulationError) -> [ScrollViewTechniqueRun] {
        var lanes: [(sim: Simulator, recorder: TrackingRecorder)] = []
        for technique in techniques {
            let sim = try makeScene()
            try sim.bind(
                technique, scrollView: scrollView, constraint: technique.usesLayoutGuide ? constraint : nil)
            lanes.append((sim, try sim.startTracking(lastRowOf: scrollView)))
        }
        try play(lanes.map(\.sim), scenarios: scenarios, limit: limit)
        return zip(techniques, lanes).map { technique, lane in
            ScrollViewTechniqueRun(
                technique: technique, series: lane.recorder.series,
                notificationCount: lane.sim.notificationLog.count)
        }
    }

    /// The chat screen most comparisons start from: a table `name` of `rows` rows of `rowHeight`
    /// points pinned to the root's leading, trailing and top edges, `bottomConstraint:
    /// name.bottom == root.bottom` (the safe area is the table's inset adjustment's business),
    /// scrolled to its last row.
    @discardableResult
    public func addChatTable(
        named name: String = "chat", rows: Int = 30, rowHeight: Double = 44,
        bottomConstraint: String = "bottom"
    ) throws(SimulationError) -> TableView {
        let table = try add(TableView(name: name, rows: rows, rowHeight: rowHeight))
        for attribute in [LayoutAttribute.top, .leading, .trailing, .bottom] {
            try addConstraint(
                ConstraintSpec(
                    identifier: attribute == .bottom ? bottomConstraint : nil, firstItem: name,
                    firstAttribute: attribute, relation: .equal, secondItem: "root",
                    secondAttribute: attribute))
        }
        table.scrollToBottom(animated: false)
        return table
    }
}

extension Array where Element == ScrollViewTechniqueRun {
    /// `technique  max|error|  final gap  settled` lines, as the bar comparison prints them.
    public var comparisonTable: String {
        TrackingSummary.comparisonTable(map { ($0.technique.rawValue, $0.summary) })
    }
}
