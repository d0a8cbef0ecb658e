import Foundation
import KeyboardLab

/// What the export commands share: reading their words, finding the comparison, building the
/// data tables and writing files.
extension PictureCommands {
    /// The word given for `key` if it is one of `choices` (nil when left out).
    static func chosenSource(_ args: Arguments, among choices: [String], key: String = "source")
        throws(Diagnostic) -> String?
    {
        guard args.has(key) else { return nil }
        let word = args.name(key)
        guard choices.contains(word) else {
            throw Diagnostic(
                .syntax, at: args.range(key), message: "unknown \(key) '\(word)'",
                expected: choices.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(word, in: choices))
        }
        return word
    }

    /// A whole number in `range` given for `key`, or nil when left out.
    static func wholeNumber(_ args: Arguments, _ key: String, in range: ClosedRange<Int>) throws(Diagnostic)
        -> Int?
    {
        guard let value = args.number(key) else { return nil }
        guard value == value.rounded(), value >= Double(range.lowerBound), value <= Double(range.upperBound)
        else {
            throw Diagnostic.failure(
                "\(key) takes a whole number \(range.lowerBound)…\(range.upperBound)", at: args.range(key))
        }
        return Int(value)
    }

    /// The last comparison's runs, or a diagnostic asking for one.
    static func comparisonRuns(_ session: Session, at range: SourceRange) throws(Diagnostic)
        -> [KeyboardCommands.ComparisonRun]
    {
        let runs = session.state(KeyboardShellState.self).lastRuns
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

    /// The tables of `export csv|json`, each with its JSON key and what it holds.
    static func dataTables(_ args: Arguments, _ session: Session) throws(Diagnostic)
        -> [(key: String, table: Table, what: String)]
    {
        let lab = session.state(LabState.self)
        let markup = Markup(decimals: session.decimals)
        switch try chosenSource(args, among: dataSources) ?? "timeline" {
        case "transition", "timeline":
            let timeline = args.name("source") == "transition" ? lab.transitionTimeline : lab.watchedTimeline
            return [
                (
                    "timeline", TimelineData(timeline: timeline, markup: markup).table,
                    "\(timeline.frames.count) frames"
                )
            ]
        case "probes":
            let samples = lab.simulator.samples
            guard !samples.columns.isEmpty else {
                throw Diagnostic.failure(
                    "nothing is watched", at: args.range("source"),
                    suggestion: "watch keyboard.minY VIEW.maxY first")
            }
            return [
                ("probes", CommandGroup.sampleTable(samples, after: Int.min), "\(samples.rows.count) frames")
            ]
        case "notifications":
            let records = lab.simulator.notificationLog
            return [
                (
                    "notifications", KeyboardCommands.notificationTable(records),
                    "\(records.count) notifications"
                )
            ]
        case "tracking":
            guard let recorder = session.state(KeyboardShellState.self).recorder else {
                throw Diagnostic.failure(
                    "nothing is tracked", at: args.range("source"),
                    suggestion: "track VIEW or bind VIEW with …")
            }
            let series = recorder.series
            return [("tracking", TimelineData.trackingTable(series), "\(series.rows.count) frames")]
        default:
            let runs = try comparisonRuns(session, at: args.range("source"))
            var notes = LabState.AssumptionMarkers()
            return [
                (
                    "summary",
                    KeyboardCommands.comparisonTable(
                        runs, from: session.state(KeyboardShellState.self).lastRunsOrigin, notes: &notes,
                        machineReadable: true),
                    "\(runs.count) techniques"
                ),
                (
                    "detail",
                    KeyboardCommands.detailTable(
                        runs, from: session.state(KeyboardShellState.self).lastRunsOrigin),
                    "\(runs.first?.series.rows.count ?? 0) frames"
                ),
            ]
        }
    }

    /// Writes `text` to the file argument (relative to the working directory), replacing it whole.
    static func write(_ text: String, _ args: Arguments, _ session: Session) throws(Diagnostic) {
        let given = args.text("file")
        let path = OutputRedirection.resolve(given, in: session)
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw Diagnostic(
                .runtime, at: args.range("file"), message: "cannot write '\(given)'",
                expected: "a writable file path",
                suggestion: "paths are relative to \(session.workingDirectory)")
        }
    }

    /// Every quantity name the timeline would plot, for completion.
    static func quantityNames(_ session: Session) -> [String] {
        session.state(LabState.self).watchedTimeline.quantities.map(\.name)
    }

    /// The timing curves named (or, as a raw `UIView.AnimationCurve` value, numbered) in `words`
    /// as a plot over `duration` (default 0.25 s).
    static func curvePlot(
        _ words: [(text: String, range: SourceRange)], _ args: Arguments, samples: Int
    ) throws(Diagnostic) -> PlotSpec {
        guard !words.isEmpty else {
            throw Diagnostic(
                .syntax, at: args.commandRange, message: "missing CURVE",
                expected: "one or more of " + CurveSpec.names.joined(separator: ", "))
        }
        var curves: [(name: String, timing: TimingParameters)] = []
        for (name, range) in words {
            if let raw = Int(name), (0...1_000_000).contains(raw) {
                let curve = AnimationCurve(rawValue: raw)
                let what =
                    curve.isPublic ? curve.description : (raw == 7 ? "keyboard" : "runs as ease-in-out")
                curves.append(("curve \(raw) (\(what))", curve.blockAnimationTiming))
                continue
            }
            guard let curve = CurveSpec.named(name) else {
                throw Diagnostic(
                    .runtime, at: range, message: "unknown curve '\(name)'",
                    expected: CurveSpec.names.joined(separator: ", ") + " or a curve's raw value (7)",
                    suggestion: Suggestion.didYouMean(name, in: CurveSpec.names))
            }
            curves.append((name == "keyboard" ? "keyboard (curve 7)" : name, curve.timing))
        }
        let duration = args.number("duration") ?? 0.25
        guard duration.isFinite, duration > 0, duration <= 60 else {
            throw Diagnostic.failure(
                "a duration is a number of seconds, 0 < D ≤ 60", at: args.range("duration"))
        }
        return PlotSpec.curves(curves, duration: duration, samples: samples)
    }
}
