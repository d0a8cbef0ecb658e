import Foundation
import KeyboardLab

/// What the export commands share: reading their words, finding the comparison, building the
/// data tables and writing files.
extension PictureCommands {
    /// A whole number in `range` given for `key`, or nil when left out.
    static func wholeNumber(_ args: Arguments, _ key: String, in range: ClosedRange<Int>) throws(Diagnostic)
        -> Int?
    {
        guard let value = args.number(key) else { return nil }
        let allowed = AllowedRange(wholeNumbers: range)
        guard allowed.contains(value) else {
            throw Diagnostic.outOfRange(
                "\(key) takes a whole number \(range.lowerBound)…\(range.upperBound)", value: value,
                allowed: allowed, at: args.range(key))
        }
        return Int(value)
    }

    /// The last comparison's runs, or a diagnostic asking for one.
    static func comparisonRuns(_ session: Session, at range: SourceRange) throws(Diagnostic)
        -> [KeyboardCommands.ComparisonRun]
    {
        let shell = session.state(KeyboardShellState.self)
        if shell.lastCompareWasMatrix {
            throw Diagnostic.failure(
                KeyboardShellState.matrixHasNoRows, at: range, suggestion: KeyboardShellState.matrixSuggestion
            )
        }
        let runs = shell.lastRuns
        guard !runs.isEmpty else {
            throw Diagnostic.failure(
                "there is no comparison to draw", at: range,
                suggestion: "run one first, e.g. compare all on show-keyboard, hide-keyboard")
        }
        return runs
    }

    /// True when a comparison ran after the session's own last keyboard transition.
    static func comparisonIsLatest(_ session: Session) -> Bool {
        let shell = session.state(KeyboardShellState.self)
        return !shell.lastRuns.isEmpty
            && shell.transitionsBeforeComparison == session.state(LabState.self).pictures.transitionCount
    }

    /// The tables of `export csv|json`, each with its JSON key, what it holds and the notes to
    /// print after writing it (a removed view's cells are empty).
    static func dataTables(_ args: Arguments, _ session: Session) throws(Diagnostic)
        -> [(key: String, table: Table, what: String, notes: [String])]
    {
        let lab = session.state(LabState.self)
        let markup = Markup(decimals: session.decimals)
        let source = args.choice("source", as: DataSource.self) ?? .timeline
        switch source {
        case .transition, .timeline:
            let timeline = source == .transition ? lab.transitionTimeline : lab.watchedTimeline
            return [
                (
                    "timeline", TimelineData(timeline: timeline, markup: markup).table,
                    NumberStyle.count(timeline.frames.count, "frame"), removalNotes(timeline)
                )
            ]
        case .probes:
            let samples = lab.simulator.samples
            guard !samples.columns.isEmpty else {
                throw Diagnostic.failure(
                    "nothing is watched", at: args.range("source"),
                    suggestion: "watch keyboard.minY VIEW.presentation.maxY first")
            }
            return [
                (
                    "probes", CommandGroup.sampleTable(samples, after: Int.min),
                    NumberStyle.count(samples.rows.count, "frame"),
                    samples.removals().map { $0.note() }
                )
            ]
        case .notifications:
            let records = lab.simulator.notificationLog
            return [
                (
                    "notifications", KeyboardCommands.notificationTable(records),
                    NumberStyle.count(records.count, "notification"), []
                )
            ]
        case .tracking:
            guard let recorder = session.state(KeyboardShellState.self).recorder else {
                throw Diagnostic.failure(
                    "nothing is tracked", at: args.range("source"),
                    suggestion: "track VIEW or bind VIEW with …")
            }
            let series = recorder.series
            let measured = recorder.edgeQuantity
            return [
                (
                    "tracking", TimelineData.trackingTable(series, measured: measured),
                    NumberStyle.count(series.rows.count, "frame"), []
                )
            ]
        case .compare:
            let runs = try comparisonRuns(session, at: args.range("source"))
            var notes = LabState.AssumptionMarkers()
            var caption: [String] = []
            return [
                (
                    "summary",
                    KeyboardCommands.comparisonTable(
                        runs, from: session.state(KeyboardShellState.self).lastRunsOrigin, notes: &notes,
                        machineReadable: true, caption: &caption),
                    NumberStyle.count(runs.count, "technique"), []
                ),
                (
                    "detail",
                    KeyboardCommands.detailTable(runs),
                    NumberStyle.count(runs.first?.series.rows.count ?? 0, "frame"), []
                ),
            ]
        }
    }

    /// The notes under a timeline's table: the views removed during it, at the frame numbers
    /// its `frame` column counts from its first frame.
    static func removalNotes(_ timeline: Timeline) -> [String] {
        let start = timeline.frames.first?.frame ?? 0
        return timeline.removals.map { $0.note(countingFrom: start) }
    }

    /// Writes `text` to the file argument (relative to the working directory), replacing it whole.
    static func write(_ text: String, _ args: Arguments, _ session: Session) throws(Diagnostic) {
        let given = args.text("file")
        try session.countWrite(text.utf8.count, at: args.range("file"))
        let path = OutputRedirection.resolve(given, in: session)
        do throws(TextFileError) {
            try TextFile.write(text, to: path, protecting: session.protectedFiles())
        } catch {
            throw Diagnostic(
                .runtime, at: args.range("file"), message: error.description,
                expected: "a writable file path",
                suggestion: TextFile.writeSuggestion(error, relativeTo: session.workingDirectory))
        }
    }

    /// The plots of a timeline's quantities named in `names` (all of them when none is): the
    /// screen positions in one, top-down, the others in a second; or a diagnostic under the name
    /// that is neither watched nor tracked. `gap.VIEW`, the name `expect` knows, stands for the
    /// timeline's `gap(VIEW)`, and `error.VIEW` for `error(VIEW)`.
    static func timelinePlots(_ timeline: Timeline, names: [(String, SourceRange)], at range: SourceRange)
        throws(Diagnostic) -> [PlotSpec]
    {
        var chosen: [String] = []
        for (name, range) in names {
            let canonical =
                timeline.quantity(name) == nil ? CommandGroup.functionSpelling(of: name) ?? name : name
            guard timeline.quantity(canonical) != nil else {
                throw Diagnostic(
                    .runtime, at: range, message: "'\(name)' is not watched or tracked",
                    expected: "a watched probe or a tracked quantity",
                    suggestion: Suggestion.didYouMean(name, in: timeline.quantities.map(\.name))
                        ?? "watch it first (watch \(name)), or track a view, then play a scenario")
            }
            chosen.append(canonical)
        }
        guard !timeline.quantities.isEmpty else {
            throw Diagnostic.failure(
                "nothing is watched or tracked", at: range,
                suggestion: "watch keyboard.minY VIEW.presentation.maxY, or track VIEW, then play a scenario")
        }
        return PlotSpec.timeline(timeline, names: chosen)
    }

    /// The most curves one plot shows: one colour each (the palette's).
    static let maximumCurves = PicturePalette.views.count

    /// The timing curves of a `.list` of `CurveSpec.pattern` items as a plot over `duration`
    /// (default 0.25 s, the keyboard's notified duration), each sampled at `samples` instants.
    static func curvePlot(_ args: Arguments, samples: Int) throws(Diagnostic) -> PlotSpec {
        let items = args.list("curves")
        guard !items.isEmpty else {
            throw Diagnostic(
                .syntax, at: args.commandRange, message: "missing CURVE", expected: CurveSpec.usage)
        }
        guard items.count <= maximumCurves else {
            throw Diagnostic.failure(
                "\(items.count) curves are too many for one plot", at: items[maximumCurves].commandRange,
                suggestion: "at most \(maximumCurves), one colour each")
        }
        var curves: [(name: String, timing: TimingParameters)] = []
        for item in items {
            let curve = try CurveSpec(item)
            curves.append((curveLabel(curve, item), curve.timing))
        }
        let duration = args.number("duration") ?? 0.25
        let durations = AllowedRange.above(0, atMost: 60, example: 0.25)
        guard durations.contains(duration) else {
            throw Diagnostic.outOfRange(
                "a duration is a number of seconds, 0 < D ≤ 60", value: duration, allowed: durations,
                at: args.range("duration"))
        }
        return PlotSpec.curves(curves, duration: duration, samples: min(max(samples, 2), 2000))
    }

    /// A curve's name in a legend: a name as typed, a raw value with what UIKit makes of it, or
    /// the words that gave the timing parameters.
    static func curveLabel(_ curve: CurveSpec, _ item: Arguments) -> String {
        if item.has("curve-name") {
            let name = item.name("curve-name")
            return name == "keyboard" ? "keyboard (curve 7)" : name
        }
        switch curve {
        case .curve(let raw):
            let what =
                raw.isPublic ? raw.description : (raw == .keyboard ? "keyboard" : "runs as ease-in-out")
            return "curve \(raw.rawValue) (\(what))"
        case .timing(_, let text):
            return text
        }
    }
}

extension PictureCommands {
    /// Views drawn in one picture file, over all its frames (docs/Shell.md, Limits): 10,000
    /// views on 50 frames took 25 s, with no way to stop it.
    static let maximumDrawings = 100_000

    /// Items one `export json … compare` writes in its timelines, counted as the session's
    /// timeline counts them: 4 a frame and 1 per view on it, 60–75 bytes each in the file (docs/
    /// Shell.md, Limits). 2,000 views over ten copies' 250 frames wrote 287 MB in 70 s.
    static let maximumTimelineItems = 1_000_000

    /// Refuses timelines of more than `maximumTimelineItems` items.
    static func checkTimelineItems(_ timelines: [Timeline], at range: SourceRange) throws(Diagnostic) {
        let items = timelines.reduce(0) { sum, timeline in
            timeline.frames.reduce(sum) { $0 + 4 + $1.views.count }
        }
        guard items > maximumTimelineItems else { return }
        throw Diagnostic.failure(
            "the timelines would hold \(items) items (4 a frame and 1 per view on it); at most "
                + "\(maximumTimelineItems)", at: range,
            suggestion: "export csv FILE compare writes the summary and per-frame errors without them; "
                + "or compare fewer techniques or scenarios, or remove views")
    }

    /// Refuses a picture that would draw more than `maximumDrawings` views.
    static func checkDrawings(_ frames: [Timeline.Frame], at range: SourceRange, hint: String)
        throws(Diagnostic)
    {
        let drawings = frames.reduce(0) { $0 + $1.views.count }
        guard drawings > maximumDrawings else { return }
        throw Diagnostic.failure(
            "the picture would draw \(drawings) views; at most \(maximumDrawings)", at: range,
            suggestion: "\(hint), or remove views")
    }
}
