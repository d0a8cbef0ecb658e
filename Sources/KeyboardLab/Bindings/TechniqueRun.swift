import Dispatch
import Synchronization

/// One technique's run in a comparison: its tracking series and summary.
public struct TechniqueRun: Sendable {
    public var technique: KeyboardTechnique
    public var series: TrackingSeries
    public var summary: TrackingSummary { series.summary }
    /// The notifications posted during the run (the same for every technique).
    public var notificationCount: Int
    /// Everything the screen showed during the run, frame by frame (titled with the technique).
    public var timeline: Timeline
    /// The lab's assumptions the run rested on (docs/Facts.md; `LabAssumption.named(_:)`).
    public var assumptions: [AssumptionID] = []
    /// For a run repeated under an assumption's other reading: which (`property-animator-curve-7
    /// = keyboardSpring`); `nil` for the run under the profile's own switches.
    public var reading: String?
    /// The property animator curve-7 behaviour the run used.
    var readingValue = AnimatorKeyboardCurveBehavior.easeInOut.rawValue
    /// Where each scenario began on the run's clock and how long it lasted there.
    public var spans: [ScenarioSpan] = []

    public init(
        technique: KeyboardTechnique, series: TrackingSeries, notificationCount: Int, timeline: Timeline
    ) {
        self.technique = technique
        self.series = series
        self.notificationCount = notificationCount
        self.timeline = timeline
    }
}

extension Simulator {
    /// Builds the classic chat input bar: a text field `name` of the given height pinned to the
    /// safe area's leading and trailing edges, and `bottomConstraint: name.bottom == safe.bottom`.
    @discardableResult
    public func addInputBar(
        named name: String = "input", height: Double = 52, bottomConstraint: String = "bottom"
    ) throws(SimulationError) -> View {
        let bar = try addView(named: name, kind: .textField)
        for spec in Self.inputBarConstraints(named: name, height: height, bottomConstraint: bottomConstraint)
        {
            try addConstraint(spec)
        }
        return bar
    }

    /// The input bar's constraints, in the order they are activated: one list for the
    /// simulator's bar and a scene description's, so both build the same bar. Values, not text:
    /// the height is the number given (as text, a 52.125 bar was printed and read back 52.12).
    static func inputBarConstraints(named name: String, height: Double, bottomConstraint: String)
        -> [ConstraintSpec]
    {
        [
            ConstraintSpec(
                firstItem: name, firstAttribute: .leading, relation: .equal, secondItem: "safe",
                secondAttribute: .leading),
            ConstraintSpec(
                firstItem: name, firstAttribute: .trailing, relation: .equal, secondItem: "safe",
                secondAttribute: .trailing),
            ConstraintSpec(firstItem: name, firstAttribute: .height, relation: .equal, constant: height),
            ConstraintSpec(
                identifier: bottomConstraint, firstItem: name, firstAttribute: .bottom, relation: .equal,
                secondItem: "safe", secondAttribute: .bottom),
        ]
    }

    /// Plays the same scenarios once per technique on fresh, identical scenes: `makeScene` builds
    /// a simulator with its views and constraints; the technique is bound to `view` (moving
    /// `constraint`), the view's tracking is measured from the first scenario on, and each scene
    /// plays the scenarios on its own clock (`play(_:scenarios:…)`: each until it has settled,
    /// at most `limit` frames), as the technique plays them alone. With `bothReadings`, a
    /// technique whose run built a property animator with curve 7 — whose motion no source
    /// describes (facts §10.3) — is shown once more under the other reading, right after its own
    /// row. An interruption stops it within one frame with `SimulationError.interrupted` (frame
    /// and time of the scene it was playing).
    public static func compare(
        techniques: [KeyboardTechnique] = KeyboardTechnique.allCases, scenarios: [KeyboardScenario],
        view: String, constraint: String?, limit: Int = runHorizon, bothReadings: Bool = false,
        interruption: Interruption = .process, makeScene: () throws(SimulationError) -> Simulator
    ) throws(SimulationError) -> [TechniqueRun] {
        // Every lane plays from the start, the other reading's too: where the reading never comes
        // into play it plays exactly as its first lane and is left out.
        // A technique that builds no property animator cannot come to it: no second lane (it
        // doubled the work of `compare all`).
        var lanes: [ComparisonLane] = []
        for technique in techniques {
            for flipped in bothReadings && technique.buildsPropertyAnimator ? [false, true] : [false] {
                lanes.append(
                    try ComparisonLane(
                        technique, flipped: flipped, view: view, constraint: constraint, on: makeScene(),
                        interruption: interruption))
            }
        }
        let spans = try play(lanes.map(\.sim), scenarios: scenarios, limit: limit)
        var runs: [TechniqueRun] = []
        for (lane, spans) in zip(lanes, spans) {
            var run = lane.run
            run.spans = spans
            if lane.flipped {
                guard runs.last?.assumptions.contains(.propertyAnimatorCurve7) == true else { continue }
            }
            runs.append(run)
        }
        return runs
    }

    /// `compare` from a scene description, one technique per core: each builds its own
    /// simulator from `scene` and plays on its own clock (deterministic, so the runs equal the
    /// serial ones). The first error, in technique order, is thrown.
    public static func compare(
        techniques: [KeyboardTechnique] = KeyboardTechnique.allCases, scenarios: [KeyboardScenario],
        view: String, constraint: String?, limit: Int = runHorizon, scene: SceneDescription
    ) throws(SimulationError) -> [TechniqueRun] {
        let results = Mutex([Result<TechniqueRun, SimulationError>?](repeating: nil, count: techniques.count))
        DispatchQueue.concurrentPerform(iterations: techniques.count) { k in
            let result: Result<TechniqueRun, SimulationError>
            do throws(SimulationError) {
                let lane = try ComparisonLane(
                    techniques[k], flipped: false, view: view, constraint: constraint,
                    on: scene.makeSimulator(), interruption: .process)
                let spans = try play([lane.sim], scenarios: scenarios, limit: limit)
                var run = lane.run
                run.spans = spans.first ?? []
                result = .success(run)
            } catch {
                result = .failure(error)
            }
            results.withLock { $0[k] = result }
        }
        var runs: [TechniqueRun] = []
        for result in results.withLock({ $0 }) {
            guard let result else { continue }
            runs.append(try result.get())
        }
        return runs
    }
}

/// One technique's lane of a comparison: its scene, bound and measured, ready to play.
private struct ComparisonLane {
    let technique: KeyboardTechnique
    /// Played under the other reading of curve 7 in a property animator (facts §10.3).
    let flipped: Bool
    let sim: Simulator
    let recorder: TrackingRecorder
    let pictures: TimelineRecorder
    let mark: Int

    init(
        _ technique: KeyboardTechnique, flipped: Bool, view: String, constraint: String?, on sim: Simulator,
        interruption: Interruption
    ) throws(SimulationError) {
        sim.interruption = interruption
        if flipped {
            var profile = sim.profile
            profile.propertyAnimatorCurve7 =
                profile.propertyAnimatorCurve7 == .easeInOut ? .keyboardSpring : .easeInOut
            try sim.setProfile(profile)
        }
        self.technique = technique
        self.flipped = flipped
        self.sim = sim
        mark = sim.assumptions.mark
        try sim.bind(technique, view: view, constraint: technique.needsConstraint ? constraint : nil)
        recorder = try sim.startTracking(view: view)
        pictures = sim.startTimeline()
    }

    /// What the lane played, so far.
    var run: TechniqueRun {
        var timeline = pictures.timeline(.all)
        timeline.title = technique.rawValue
        var run = TechniqueRun(
            technique: technique, series: recorder.series, notificationCount: sim.notificationLog.count,
            timeline: timeline)
        run.assumptions = sim.assumptions.used(since: mark)
        run.readingValue = sim.profile.propertyAnimatorCurve7.rawValue
        if flipped { run.reading = "\(AssumptionID.propertyAnimatorCurve7) = \(run.readingValue)" }
        return run
    }
}

extension Array where Element == TechniqueRun {
    /// `technique  follow error  final gap  end error  settled` lines, deterministic, two decimals:
    /// how each technique moves (max |error|) and where it ends (final gap, end error).
    public var comparisonTable: String {
        TrackingSummary.comparisonTable(map { ($0.technique.rawValue, $0.summary) })
    }
}

extension TrackingSummary {
    /// One line per named run: `name  follow error  final gap  end error  gap settles  view
    /// settles`, two decimals, the bar and scroll-view comparisons alike.
    static func comparisonTable(_ runs: [(name: String, summary: TrackingSummary)]) -> String {
        let header =
            "technique".paddedTo(30) + "  follow error   final gap   end error   gap settles   view settles"
        let lines = runs.map { run in
            let s = run.summary
            return run.name.paddedTo(30) + "  "
                + SampleTable.fixed(s.maxAbsError, 2).leftPadded(12) + "  "
                + SampleTable.fixed(s.finalGap, 2).leftPadded(10) + "  "
                + SampleTable.fixed(s.endError, 2).leftPadded(10) + "  "
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
