import KeyboardLab

/// What `compare` prints and keeps: its runs, the summary table, the per-frame detail side by
/// side.
extension KeyboardCommands {
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
        /// The notifications the run posted, in order (on the lane's clock).
        var notifications: [NotificationRecord] = []
        /// Where each scenario began on the lane's clock, and how long it lasted there.
        var spans: [ScenarioSpan] = []
        /// The lane's frame interval (every copy has the scene's frame rate).
        var frameDuration = FrameRate.hz60.frameDuration

        /// The row's name: the technique, and the reading it was run under.
        var label: String { reading.map { "\(technique) (\($0))" } ?? technique }
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

    /// Frame, time, the keyboard's minY, then each technique's error. Each technique played on
    /// its own clock; side by side they are aligned scenario by scenario, a technique done sooner
    /// holding its last row (`ScenarioSpan.alignedClock`): frame and time are the aligned ones,
    /// the keyboard's top the first technique's.
    static func detailTable(_ runs: [ComparisonRun]) -> Table {
        var table = Table(
            columns: ["frame", "t ms", "keyboard.minY"] + runs.map { "\($0.label) error" })
        let frameDuration = runs.first?.frameDuration ?? FrameRate.hz60.frameDuration
        let rowsByFrame = runs.map { run in
            Dictionary(run.series.rows.map { ($0.frame, $0) }, uniquingKeysWith: { _, last in last })
        }
        for (index, frames) in ScenarioSpan.alignedClock(runs.map(\.spans)).enumerated() {
            let rows = zip(rowsByFrame, frames).map { rows, frame in rows[frame] }
            guard let first = rows.first ?? nil else { continue }
            table.append(
                [.integer(index), .number(Double(index) * frameDuration * 1000), .number(first.keyboardMinY)]
                    + rows.map { row in row.map { .number($0.error) } ?? .text("") })
        }
        return table
    }
}

extension [KeyboardCommands.ComparisonRun] {
    /// The runs' timelines side by side: each played on its own clock, aligned scenario by
    /// scenario, a lane done sooner holding its last frame (`ScenarioSpan.alignedClock`).
    var sideBySide: [Timeline] {
        let aligned = ScenarioSpan.alignedClock(map(\.spans))
        guard !aligned.isEmpty else { return map(\.timeline) }
        return enumerated().map { k, run in run.timeline.resampled(at: aligned.map { $0[k] }) }
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
