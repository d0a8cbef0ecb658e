import KeyboardLab

/// `compare`'s lanes: each technique on its own copy of the scene, in a session of its own,
/// played on its own clock.
extension KeyboardCommands {
    /// One technique's lane: a session of its own (`Session(lane:lab:output:)`) over its copy of
    /// the scene (under one reading of curve 7), bound and measured. What the technique does
    /// there (observers, bindings, variables) is the lane's, and goes with it.
    final class Lane {
        let technique: KeyboardShellState.Technique
        let flipped: Bool
        let session: Session
        let copy: Simulator
        var script: ScriptBinding?
        var swift: SwiftTechniqueBinding?
        var recorder: TrackingRecorder?
        var pictures: TimelineRecorder?
        let mark: Int
        /// Where each scenario began on the lane's clock, and how long it lasted.
        var spans: [ScenarioSpan] = []

        init(_ technique: KeyboardShellState.Technique, flipped: Bool, session: Session, copy: Simulator) {
            self.technique = technique
            self.flipped = flipped
            self.session = session
            self.copy = copy
            mark = copy.assumptions.mark
        }
    }

    /// Binds each technique on its own copy of the scene and plays the scenarios on each copy's
    /// own clock (`Simulator.play`): a technique's frames are the ones it has played alone at the
    /// prompt; the detail table and the pictures align the lanes scenario by scenario. A run
    /// that built a property animator with curve 7 — whose motion no source describes (facts
    /// §10.3) — is shown once more under the other reading, right after it: a built-in technique
    /// that builds a property animator plays that lane from the start (where the reading never
    /// comes into play it plays as the first and is left out); a script technique's, which may
    /// print or change variables, only when needed, afterwards.
    static func playLanes(
        _ techniques: [KeyboardShellState.Technique], scenarios: [KeyboardScenario], view: String,
        constraint: String?, copy makeCopy: () throws(SimulationError) -> Simulator, _ session: Session,
        _ args: Arguments
    ) throws -> [ComparisonRun] {
        let lab = session.state(LabState.self)
        func makeLane(_ technique: KeyboardShellState.Technique, flipped: Bool) throws -> Lane {
            let copy: Simulator
            do throws(SimulationError) {
                copy = try makeCopy()
            } catch {
                throw lab.failure(error, at: args.commandRange, session: session)
            }
            if flipped {
                var profile = copy.profile
                profile.propertyAnimatorCurve7 =
                    profile.propertyAnimatorCurve7 == .easeInOut ? .keyboardSpring : .easeInOut
                do throws(SimulationError) {
                    try copy.setProfile(profile)
                } catch {
                    throw lab.failure(error, at: args.commandRange, session: session)
                }
            }
            let laneSession = Session(
                lane: session, lab: LabState(lane: copy, of: lab), output: session.output)
            let lane = Lane(technique, flipped: flipped, session: laneSession, copy: copy)
            do {
                switch technique {
                case .script(let t):
                    lane.script = try laneSession.bindScript(
                        t, view: view, constraint: constraint, recordObserver: false)
                case .swift(let t):
                    lane.swift = try laneSession.bindSwift(
                        t, view: view, constraint: constraint, on: copy, at: args.commandRange)
                case .builtIn:
                    break
                }
            } catch {
                session.takeHandlerErrors(of: laneSession)
                throw error
            }
            do throws(SimulationError) {
                if case .builtIn(let builtIn) = technique {
                    try copy.bind(builtIn, view: view, constraint: builtIn.needsConstraint ? constraint : nil)
                }
                lane.recorder = try copy.startTracking(view: view)
            } catch {
                throw lab.failure(error, at: args.commandRange, session: session)
            }
            lane.pictures = copy.startTimeline()
            return lane
        }
        var lanes: [Lane] = []
        // The lanes' sessions go with them; what their handlers raised is the command's to report.
        defer {
            for lane in lanes {
                lane.swift?.remove()
                session.takeHandlerErrors(of: lane.session)
            }
        }
        for technique in techniques {
            lanes.append(try makeLane(technique, flipped: false))
            // Only a property animator can come to the other reading (a lane for every built-in
            // doubled `compare all`'s work for lanes that were then left out).
            if case .builtIn(let builtIn) = technique, builtIn.buildsPropertyAnimator {
                lanes.append(try makeLane(technique, flipped: true))
            }
        }
        // A scenario the device refuses, or the one that takes the comparison past its budget,
        // is pointed at where it is written.
        let written = args.list("scenarios").compactMap { $0.statement("scenario")?.arguments.commandRange }
        let meter = ComparisonMeter(budget: session.state(KeyboardShellState.self).comparisonBudget)
        func play(_ played: [Lane]) throws {
            var failing = args.commandRange
            do throws(SimulationError) {
                let spans = try Simulator.play(
                    played.map(\.copy), scenarios: scenarios, limit: LabState.frameLimit,
                    meter: meter,
                    before: { index in failing = index < written.count ? written[index] : args.commandRange },
                    lane: { _, work throws(SimulationError) in try work() })
                for (lane, spans) in zip(played, spans) { lane.spans = spans }
            } catch {
                throw lab.failure(error, at: failing, session: session)
            }
        }
        try play(lanes)
        // What the lanes used of the keyboard layout guide (a script technique's constraint to
        // keyboard.top) is the session's to warn about, once.
        for api in KeyboardGuideAPI.allCases
        where lanes.contains(where: { $0.copy.keyboardGuideAPIsUsed.contains(api) }) {
            lab.simulator.noteKeyboardGuideUse(api)
        }
        session.reportNewWarnings()
        func usesCurve7(_ lane: Lane) -> Bool {
            lane.copy.assumptions.used(since: lane.mark).contains(.propertyAnimatorCurve7)
        }
        var shown: [Lane] = []
        for lane in lanes {
            if lane.flipped {
                guard let first = shown.last, usesCurve7(first) else { continue }
            }
            shown.append(lane)
            if lane.technique.isWritten, usesCurve7(lane) {
                let other = try makeLane(lane.technique, flipped: true)
                lanes.append(other)
                try play([other])
                shown.append(other)
            }
        }
        return shown.compactMap { lane -> ComparisonRun? in
            guard let recorder = lane.recorder, let pictures = lane.pictures else { return nil }
            var timeline = pictures.timeline(.all)
            timeline.title = lane.technique.name
            var run = ComparisonRun(
                technique: lane.technique.name, series: recorder.series,
                notificationCount: lane.copy.notificationLog.count,
                assumptions: lane.copy.assumptions.used(since: lane.mark), timeline: timeline,
                notifications: lane.copy.notificationLog, spans: lane.spans,
                frameDuration: lane.copy.engine.frameRate.frameDuration)
            if lane.flipped {
                run.reading =
                    "curve 7: \(lane.copy.profile.propertyAnimatorCurve7 == .easeInOut ? "ease" : "spring")"
                run.timeline.title = run.label
            }
            return run
        }
    }
}
