import Foundation
import KeyboardLab

/// `compare TECHNIQUES|all on SCENARIO, SCENARIO, … [detail]`: the same scenarios played once per
/// technique on fresh copies of the scene, one summary row per technique. Script techniques run
/// through the interpreter on their copy, exactly as built-in ones run in the engine.
extension KeyboardCommands {
    /// Scenarios one `compare` plays (docs/Shell.md, Limits).
    static let maximumScenarios = 100
    /// Views × techniques (× devices in a matrix) one `compare` copies (docs/Shell.md, Limits).
    static let maximumViewCopies = 20_000

    /// Refuses a compare whose copies of the scene (`views` each, `count` of them: techniques or
    /// cells) would hold more than `maximumViewCopies` views.
    static func checkViewCopies(
        views: Int, times count: Int, _ what: String, at range: SourceRange, suggestion: String
    ) throws(Diagnostic) {
        let copies = max(1, views) * count
        guard copies > maximumViewCopies else { return }
        throw Diagnostic.failure(
            "compare would copy \(copies) views (\(NumberStyle.count(views, "view")) × \(count) \(what)); "
                + "at most \(maximumViewCopies)",
            at: range, suggestion: suggestion)
    }

    static let compare = CommandDefinition(
        "compare",
        arguments: [
            .names("techniques", techniqueNames),
            .optional(.keyword("constraint", .object("constraint", CommandGroup.constraintNames))),
            .keyword("on", .list("scenarios", .statement("scenario", scenarioSet), separator: .comma)),
            .optional(
                .keyword(
                    "devices",
                    .list("devices", .value("device", CommandGroup.deviceNames), separator: .comma))),
            .optional(.flag("detail")),
        ],
        summary: "Plays the same scenarios with each technique and compares how the view follows.",
        details: """
            TECHNIQUES: names separated by spaces or commas (built-in ones and those written \
            with `technique`), or `all`, `classic` (the four classic techniques as their \
            originals wrote them), `fixed` (their corrected versions); `compare classic, \
            layout-guide on …` adds the guide. SCENARIOS: scenario commands as \
            typed at the prompt, separated by commas (`show-keyboard, quicktype off, rotate \
            landscape, hide-keyboard`). Each technique gets a copy of the scene. Kept: the \
            views (rows, text, margins, stacks), constraints, device, orientation, placement, \
            profile, frame rate, and what a relaunch keeps of the device (facts §10.9): a \
            hardware keyboard, the iPad's keyboard mode (docked on a device without it), \
            Predictive, the fields' text traits. Reset: the keyboard (hidden; a dragged \
            floating one at its default place), the bindings and what they changed: a \
            constraint's constant as before the first `bind` on it, a scroll view's insets \
            and offset as before its first `bind-scroll`. Each is bound to the first bound \
            view and its constraint (else `input`, and the constraint `constraint \
            NAME` names, else the one that pins the view's bottom, else `bottom`; an empty \
            scene gets the standard 52-pt chat bar). The copies play in step: each scenario starts on the same \
            frame in every copy and runs until the keyboard and every copy have settled, so the \
            keyboard is in the same place on frame N of each whatever the technique. One row \
            per technique. How it moves: follow error, the largest distance from an ideal \
            follower on the keyboard's own progress, and the frame it happens at, counted from \
            the start of the first scenario (the line above the table names it, in csv and json \
            the `frames count from` column; empty when it follows exactly). Where it ends: final gap (keyboard.minY − view.maxY) and end error, the \
            gap minus the gap it should end at (the one it has if it keeps its distance from \
            the keyboard layout guide's top) at the end of the scenario that ended worst, so a \
            show that stops 34 pt high is not hidden by the hide after it. Then frames until \
            the gap settles and the \
            notifications posted. With `devices D1, D2, …` it prints the \
            matrix instead: one row per technique and device, one column per scenario (the \
            follow error, then the end error, of each scenario; headed by the scenario's name \
            as one word, `show-field` for a show of the field `field`), built-in techniques on every \
            core; a matrix has no rows for `compare.TECHNIQUE.…` or `export … compare` \
            (the ones before it are gone). A trailing `detail` prints the per-frame error of \
            every technique side by side (not with `devices`). One compare plays at most 200,000 \
            frames over its copies (`compare all` makes 10: animate-with-keyboard plays under both \
            readings of curve 7) and 2,000,000 view-frames (each copy's views, the root included, \
            × its frames); the scenario that would pass them is refused before that frame, and \
            the comparison before it is gone once it starts.
            """,
        examples: [
            "compare all on show-keyboard, hide-keyboard",
            "compare layout-guide, will-show-hide on show-keyboard devices 15, se-3",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        let techniques = try parseTechniques(args, session: session)
        var scenarios: [KeyboardScenario] = []
        var origin: String?
        for item in args.list("scenarios") {
            guard let invocation = item.statement("scenario") else { continue }
            // Each scenario keeps every technique's frames: 6,000 of them took 1.4 GB.
            guard scenarios.count < maximumScenarios else {
                throw Diagnostic.failure(
                    "at most \(maximumScenarios) scenarios in one compare",
                    at: invocation.arguments.commandRange,
                    suggestion: "split the scenarios over several compares")
            }
            scenarios.append(try scenario(of: invocation, session: session))
            origin = origin ?? invocation.definition.name
        }
        let from = "(from \(origin ?? "start"))"
        // Every technique plays on its own copy of the scene, and each copy keeps its views'
        // frames: 9,990 views under `compare all` aborted at 1.45 GB.
        try checkViewCopies(
            views: lab.viewNames.count, times: techniques.count, "techniques", at: args.commandRange,
            suggestion: "compare fewer techniques, or remove views")
        if lab.simulator.keyboard.isOnScreen
            && session.state(KeyboardObservers.self).entries.contains(where: \.isObserving)
        {
            // Copies start with the keyboard hidden, but a handler may have moved a constant
            // for the keyboard that is up now: that constant is copied as it is.
            session.warn(
                "the keyboard is up: every copy starts with it hidden but with the constraints as "
                    + "they are now, which a handler may have moved; hide-keyboard first for a clean start")
        }
        let first = shell.bindings.first
        let viewName = first?.view ?? shell.trackedView ?? "input"
        let view = try? lab.simulator.view(named: viewName)
        let needsBar = view == nil
        var constraintName: String?
        if args.has("constraint") {
            let name = args.name("constraint")
            let constraint = try lab.constraint(named: name, at: args.range("constraint"))
            if let view {
                try lab.checkPinsBottom(constraint, named: name, of: view, at: args.range("constraint")) {
                    "compare … constraint \($0) on …"
                }
            }
            constraintName = name
        } else if let bound = first?.constraint {
            constraintName = bound
        } else if let view {
            let found = lab.bottomConstraint(of: view)
            // The layout guide can go without one (it adds view.bottom == guide.top); the others
            // move the constraint they are given.
            if found.name == nil,
                let index = techniques.firstIndex(where: { $0.needsConstraint && !$0.isLayoutGuide })
            {
                let words = args.names("techniques")
                let name = techniques[index].name
                let groups = ["all", "classic", "fixed", "corrected"]
                let at = words.firstIndex(of: name) ?? words.firstIndex { groups.contains($0) } ?? 0
                throw LabState.missingBottomConstraint(
                    found, technique: name, moves: true, view: viewName, command: "compare",
                    at: args.ranges("techniques")[safeIndex: at] ?? args.commandRange)
            }
            constraintName = found.name
        } else {
            constraintName = lab.namedConstraints.contains(name: "bottom") ? "bottom" : nil
        }
        if needsBar && !lab.viewNames.filter({ $0 != "root" }).isEmpty {
            throw Diagnostic.failure(
                "compare needs a view to bind: no binding and no view named 'input'", at: args.commandRange,
                suggestion: "bind VIEW with TECHNIQUE CONSTRAINT first (compare uses its view and constraint)"
            )
        }
        // The copies' warnings stay in them: the guide's iOS version is said here, once.
        if techniques.contains(where: \.isLayoutGuide) {
            lab.simulator.noteKeyboardGuideUse(.keyboardLayoutGuide)
            session.reportNewWarnings()
        }
        let constants = shell.constantsBeforeBinding
        let bound = Set(shell.bindings.compactMap(\.constraint))
        let excluded = shell.madeByScriptBindings
        if args.has("devices") {
            if args.has("detail") {
                throw Diagnostic(
                    .usage, at: args.range("detail"), message: "a matrix has no per-frame table",
                    expected: "detail on a compare without devices",
                    suggestion: "compare the techniques on one device with detail, or leave detail out")
            }
            let scene = lab.sceneDescription(constants: constants, bound: bound, excluded: excluded)
            return try matrix(
                techniques, scenarios: scenarios, devices: args, scene: scene, needsBar: needsBar,
                view: viewName, constraint: needsBar ? "bottom" : constraintName, session)
        }
        shell.forgetComparison()
        let runs = try playInStep(
            techniques, scenarios: scenarios, view: viewName,
            constraint: needsBar ? "bottom" : constraintName,
            copy: { () throws(SimulationError) -> Simulator in
                let copy = try lab.sceneCopy(
                    constants: constants, bound: bound, excluded: excluded,
                    scrollStates: shell.scrollStatesBeforeBinding)
                if needsBar { try copy.addInputBar(named: "input", height: 52, bottomConstraint: "bottom") }
                return copy
            }, session, args)
        report(runs, from: from, detail: args.has("detail"), session)
    }

    /// Keeps a comparison's runs for `follow`, `plot` and `export`, and prints its caption, its
    /// table (and the detail table), and the footnotes of the assumptions it rests on.
    static func report(_ runs: [ComparisonRun], from: String, detail: Bool, _ session: Session) {
        let shell = session.state(KeyboardShellState.self)
        shell.lastComparison = runs.filter { $0.reading == nil }.map { ($0.technique, $0.series.summary) }
        shell.lastRuns = runs
        shell.lastRunsOrigin = from
        shell.lastCompareWasMatrix = false
        shell.transitionsBeforeComparison = session.state(LabState.self).pictures.transitionCount
        var notes = LabState.AssumptionMarkers()
        let data = session.outputMode == .csv || session.outputMode == .json
        var caption: [String] = []
        let table = comparisonTable(runs, from: from, notes: &notes, machineReadable: data, caption: &caption)
        for line in caption { session.printWrapped(line) }
        session.print(table)
        for run in runs {
            guard let gone = run.series.viewGoneAtFrame else { continue }
            session.printWrapped(
                "note: \(run.label): \(run.series.viewName) was removed at frame \(gone - run.series.startFrame); "
                    + "its figures cover the frames before")
        }
        if detail { session.print(detailTable(runs)) }
        if !data {
            let profile = session.state(LabState.self).simulator.profile
            for line in notes.footnotes(on: profile) { session.printWrapped(line) }
        }
    }

    /// One technique's run: its tracking series and the notifications posted.
    struct ComparisonRun {
        var technique: String
        var series: TrackingSeries
        var notificationCount: Int
        /// What the run rested on that no one has measured.
        var assumptions: [AssumptionID] = []
        /// For a run repeated under an assumption's other reading: which.
        var reading: String?
        /// Everything the screen showed during the run, frame by frame (for `export`).
        var timeline: Timeline

        /// The row's name: the technique, and the reading it was run under.
        var label: String { reading.map { "\(technique) (\($0))" } ?? technique }
    }

    /// One technique's lane: its copy of the scene (under one reading of curve 7), bound and
    /// measured.
    final class Lane {
        let technique: KeyboardShellState.Technique
        let flipped: Bool
        let scene: LabState.Lane
        var copy: Simulator { scene.simulator }
        var script: ScriptBinding?
        var swift: SwiftTechniqueBinding?
        var recorder: TrackingRecorder?
        var pictures: TimelineRecorder?
        let mark: Int

        init(_ technique: KeyboardShellState.Technique, flipped: Bool, scene: LabState.Lane) {
            self.technique = technique
            self.flipped = flipped
            self.scene = scene
            mark = scene.simulator.assumptions.mark
        }
    }

    /// Binds each technique on its own copy of the scene and plays the scenarios on all of them in
    /// step (`Simulator.playInStep`): a scenario starts on the same frame in every lane and lasts
    /// until every lane has settled, so the keyboard is in the same place on frame N of each
    /// whatever the technique does. A run that built a property animator with curve 7 — whose
    /// motion no source describes (facts §10.3) — is shown once more under the other reading,
    /// right after it: a built-in technique that builds a property animator plays that lane from
    /// the start (where the reading never comes into play it plays as the first and is left
    /// out); a script technique's, which may
    /// print or change variables, only when needed, afterwards, on the same clock.
    static func playInStep(
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
                throw Diagnostic.failure(error.description, at: args.commandRange)
            }
            if flipped {
                var profile = copy.profile
                profile.propertyAnimatorCurve7 =
                    profile.propertyAnimatorCurve7 == .easeInOut ? .keyboardSpring : .easeInOut
                do throws(SimulationError) {
                    try copy.setProfile(profile)
                } catch {
                    throw Diagnostic.failure(error.description, at: args.commandRange)
                }
            }
            let lane = Lane(technique, flipped: flipped, scene: lab.lane(for: copy))
            try lab.withLane(lane.scene) { () throws in
                if case .script(let t) = technique {
                    lane.script = try session.bindScript(
                        t, view: view, constraint: constraint, recordObserver: false)
                }
                if case .swift(let t) = technique {
                    lane.swift = try session.bindSwift(
                        t, view: view, constraint: constraint, on: copy, at: args.commandRange)
                }
                do throws(SimulationError) {
                    if case .builtIn(let builtIn) = technique {
                        try copy.bind(
                            builtIn, view: view, constraint: builtIn.needsConstraint ? constraint : nil)
                    }
                    lane.recorder = try copy.startTracking(view: view)
                } catch {
                    throw Diagnostic.failure(
                        error.description, at: args.commandRange,
                        suggestion: LabState.hint(for: error, device: lab.device))
                }
                lane.pictures = copy.startTimeline()
            }
            return lane
        }
        var lanes: [Lane] = []
        defer {
            for lane in lanes {
                lab.withLane(lane.scene) { _ = lane.script?.remove(from: nil) }
                lane.swift?.remove()
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
        func play(_ played: [Lane], atLeast clock: [Int] = []) throws -> [Int] {
            var failing = args.commandRange
            do throws(SimulationError) {
                return try Simulator.playInStep(
                    played.map(\.copy), scenarios: scenarios, limit: LabState.frameLimit, atLeast: clock,
                    meter: meter,
                    before: { index in failing = index < written.count ? written[index] : args.commandRange },
                    lane: { k, work throws(SimulationError) in try lab.withLane(played[k].scene, work) })
            } catch {
                throw Diagnostic.failure(
                    error.description, at: failing, suggestion: LabState.hint(for: error, device: lab.device))
            }
        }
        let clock = try play(lanes)
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
                _ = try play([other], atLeast: clock)
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
                assumptions: lane.copy.assumptions.used(since: lane.mark), timeline: timeline)
            if lane.flipped {
                run.reading =
                    "curve 7: \(lane.copy.profile.propertyAnimatorCurve7 == .easeInOut ? "ease" : "spring")"
                run.timeline.title = run.label
            }
            return run
        }
    }

    /// `all`, `classic`, `fixed`/`corrected`, or technique names (built-in or script).
    static func parseTechniques(_ args: Arguments, session: Session) throws(Diagnostic)
        -> [KeyboardShellState.Technique]
    {
        var techniques: [KeyboardShellState.Technique] = []
        func add(_ t: KeyboardShellState.Technique) {
            if !techniques.contains(where: { $0.name == t.name }) { techniques.append(t) }
        }
        let scripts = session.state(LanguageState.self).techniques
        for (word, range) in zip(args.names("techniques"), args.ranges("techniques")) {
            let group: [KeyboardShellState.Technique]
            switch word {
            case "all":
                group =
                    KeyboardTechnique.allCases.map { .builtIn($0) } + scripts.map { .script($0) }
                    + session.state(SwiftShellState.self).techniques.map { .swift($0) }
            case "classic": group = KeyboardTechnique.classic.map { .builtIn($0) }
            case "fixed", "corrected": group = KeyboardTechnique.corrected.map { .builtIn($0) }
            default: group = [try technique(word, at: range, session: session)]
            }
            for t in group { add(t) }
        }
        return techniques
    }

    /// One row per run: how it moves (follow error and its frame, counted `from` the first
    /// scenario), where it ends (final gap, end error), settling, notifications, assumptions.
    /// Data modes get every column; the text modes say once, in `caption`, what every row
    /// shares (where frames count from, the notifications posted, the assumptions all rest on),
    /// so the table fits a terminal.
    static func comparisonTable(
        _ runs: [ComparisonRun], from: String, notes: inout LabState.AssumptionMarkers, machineReadable: Bool,
        caption: inout [String]
    ) -> Table {
        let shown = runs.map { run in
            run.assumptions.filter { LabAssumption.named($0)?.showsInSummary ?? false }
        }
        let origin = String(from.dropFirst("(from ".count).dropLast())
        if machineReadable {
            // Data has no caption line: where frames count from is a column, so the keys stay
            // the same whatever the first scenario is.
            var table = Table(columns: [
                "technique", "follow error", "at frame", originColumn, "final gap", "end error",
                "frames to settle", "notifications", "assumed",
            ])
            for (run, ids) in zip(runs, shown) {
                let s = run.series.summary
                table.append([
                    .text(run.label), .number(s.maxAbsError), frameCell(s.frameOfMaxError), .text(origin),
                    .number(s.finalGap),
                    .number(s.endError), .integer(s.framesUntilSettled), .integer(run.notificationCount),
                    .text(ids.map(\.rawValue).joined(separator: " ")),
                ])
            }
            return table
        }
        // What every run rests on is numbered first and named once.
        let common = shown.dropFirst().reduce(Set(shown.first ?? [])) { $0.intersection($1) }
        let commonIDs = (shown.first ?? []).filter(common.contains)
        let commonMarks = notes.markers(commonIDs).trimmingCharacters(in: .whitespaces)
        let counts = Set(runs.map(\.notificationCount))
        var line = "frames count from \(origin)"
        if counts.count == 1, let count = counts.first { line += "; \(count) notifications in each run" }
        if !commonMarks.isEmpty { line += "; every run rests on \(commonMarks)" }
        caption = [line]
        let own = shown.map { ids in ids.filter { !common.contains($0) } }
        var columns = ["technique", "follow error", "at frame", "final gap", "end error", "frames to settle"]
        if counts.count > 1 { columns.append("notifications") }
        if own.contains(where: { !$0.isEmpty }) { columns.append("assumed") }
        var table = Table(columns: columns)
        for (run, ids) in zip(runs, own) {
            let s = run.series.summary
            var row: [Table.Cell] = [
                .text(run.label), .number(s.maxAbsError), frameCell(s.frameOfMaxError), .number(s.finalGap),
                .number(s.endError), .integer(s.framesUntilSettled),
            ]
            if counts.count > 1 { row.append(.integer(run.notificationCount)) }
            if columns.last == "assumed" {
                row.append(.text(notes.markers(ids).trimmingCharacters(in: .whitespaces)))
            }
            table.append(row)
        }
        return table
    }

    /// The column of the csv and json summaries that names what their frames count from (the
    /// text modes say it on the line above the table).
    static let originColumn = "frames count from"

    /// The frame of a follow error, or none (`-`) when the view followed exactly.
    static func frameCell(_ frame: Int?) -> Table.Cell {
        frame.map { .integer($0) } ?? .none
    }

    /// Frame, time, the keyboard's minY, then each technique's error.
    static func detailTable(_ runs: [ComparisonRun]) -> Table {
        var table = Table(
            columns: ["frame", "t ms", "keyboard.minY"] + runs.map { "\($0.label) error" })
        guard let series = runs.first?.series else { return table }
        for (index, row) in series.rows.enumerated() {
            let errors = runs.map { run -> Table.Cell in
                run.series.rows[safeIndex: index].map { .number($0.error) } ?? .text("")
            }
            table.append(
                [
                    .integer(row.frame - series.startFrame), .number((row.time - series.startTime) * 1000),
                    .number(row.keyboardMinY),
                ] + errors)
        }
        return table
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
