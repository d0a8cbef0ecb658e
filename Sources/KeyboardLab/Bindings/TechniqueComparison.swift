/// One technique's run in a comparison: its tracking series and summary.
public struct TechniqueRun {
    public var technique: KeyboardTechnique
    public var series: TrackingSeries
    public var summary: TrackingSummary { series.summary }
    /// The notifications posted during the run (the same for every technique).
    public var notificationCount: Int
}

extension Simulator {
    /// Builds the classic chat input bar: a text field `name` of the given height pinned to the
    /// safe area's leading and trailing edges, and `bottomConstraint: name.bottom == safe.bottom`.
    @discardableResult
    public func addInputBar(
        named name: String = "input", height: Double = 52, bottomConstraint: String = "bottom"
    ) throws(SimulationError) -> View {
        let bar = try addView(named: name, kind: .textField)
        try addConstraint("\(name).leading == safe.leading")
        try addConstraint("\(name).trailing == safe.trailing")
        try addConstraint("\(name).height == \(KeyboardNumberFormat.compact(height))")
        try addConstraint("\(bottomConstraint): \(name).bottom == safe.bottom")
        return bar
    }

    /// Plays the same scenarios once per technique on fresh, identical scenes: `makeScene` builds
    /// a simulator with its views and constraints; the technique is bound to `view` (moving
    /// `constraint`), the view's tracking is measured from the first scenario on, and each
    /// scenario runs until settled (at most `limit` frames) before the next. An interruption
    /// stops it within one frame with `SimulationError.interrupted` (frame and time of the scene
    /// it was playing).
    public static func compare(
        techniques: [KeyboardTechnique] = KeyboardTechnique.allCases, scenarios: [KeyboardScenario],
        view: String, constraint: String?, limit: Int = runHorizon, interruption: Interruption = .process,
        makeScene: () throws(SimulationError) -> Simulator
    ) throws(SimulationError) -> [TechniqueRun] {
        var runs: [TechniqueRun] = []
        for technique in techniques {
            let sim = try makeScene()
            sim.interruption = interruption
            try sim.bind(technique, view: view, constraint: technique.needsConstraint ? constraint : nil)
            let recorder = try sim.startTracking(view: view)
            for scenario in scenarios {
                try sim.perform(scenario)
                try sim.run(limit: limit).throwIfInterrupted()
            }
            runs.append(
                TechniqueRun(
                    technique: technique, series: recorder.series,
                    notificationCount: sim.notificationLog.count))
        }
        return runs
    }
}

extension Array where Element == TechniqueRun {
    /// `technique  max|error|  final gap  settled` lines, deterministic, two decimals.
    public var comparisonTable: String {
        let header = "technique".paddedTo(30) + "  max|error|   final gap   gap settles   view settles"
        let lines = map { run in
            let s = run.summary
            return run.technique.rawValue.paddedTo(30) + "  "
                + SampleTable.fixed(s.maxAbsError, 2).leftPadded(10) + "  "
                + SampleTable.fixed(s.finalGap, 2).leftPadded(10) + "  "
                + String(s.framesUntilSettled).leftPadded(12)
                + "  " + String(s.framesUntilViewSettled).leftPadded(13)
        }
        return ([header] + lines).joined(separator: "\n")
    }
}

extension String {
    func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
