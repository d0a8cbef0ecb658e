import KeyboardLab

/// What handlers printed, as the lab's world records it: each line with the frame it came on and
/// the notification being delivered when it came (the last one posted). A handler's lines belong
/// to what happened in the world, as its notifications do: a scenario's transcript reads them
/// from here, and the session prints what no transcript took after the command that ran them.
struct HandlerOutputLog {
    struct Line {
        var text: String
        /// A diagnostic's line (standard error) rather than output.
        var isError: Bool
        var frame: Int
        /// The sequence of the last notification posted when the line came (0: none yet).
        var afterNotification: Int
        /// A handler's error (then `text` is its message): it travels in the transcript to the
        /// command that played the scenario, which reports it after its statement.
        var diagnostic: Diagnostic? = nil
    }

    /// Lines kept until read, at most: a handler that prints on every frame for an hour is told
    /// how many it lost rather than held in memory.
    static let maximumLines = 100_000

    private(set) var lines: [Line] = []
    /// Lines not kept since the last read (past `maximumLines`).
    private(set) var dropped = 0

    mutating func append(_ line: Line) {
        // A handler error is always kept: the session caps those (`Session.maximumHandlerErrors`).
        guard lines.count < Self.maximumLines || line.diagnostic != nil else {
            dropped += 1
            return
        }
        lines.append(line)
    }

    /// Where the log stands now: what a later `take(since:)` reads from.
    var mark: Int { lines.count }

    /// The lines since `mark`, taken out of the log, and how many were not kept meanwhile.
    mutating func take(since mark: Int = 0) -> (lines: [Line], dropped: Int) {
        let start = min(max(mark, 0), lines.count)
        let taken = Array(lines[start...])
        lines.removeSubrange(start...)
        defer { dropped = 0 }
        return (taken, dropped)
    }
}

/// One scenario as a value: the notifications it posted (from the simulator's log, with their
/// frames and times) and the lines its handlers printed (from the world's `HandlerOutputLog`),
/// in the order they came. Nothing is captured by swapping an output or hooking the
/// notification centre: the world records, the transcript reads, and one renderer prints it
/// around the per-frame table.
struct ScenarioTranscript {
    enum Entry {
        case notification(NotificationRecord)
        case line(String, frame: Int)
        case error(String)
        /// A handler's error, with the frame it came on; reported after the statement that
        /// played the scenario (with its source line), not among the frames.
        case handlerError(Diagnostic, frame: Int)
    }

    /// Where a scenario began in the world's logs.
    struct Mark {
        var notificationSequence: Int
        var handlerLines: Int

        init(_ lab: LabState) {
            notificationSequence = lab.simulator.notificationLog.last?.sequence ?? 0
            handlerLines = lab.handlerOutput.mark
        }
    }

    private(set) var entries: [Entry] = []
    /// Notifications posted but no longer in the simulator's bounded log, and handler lines past
    /// the output log's bound: said in a note, not shown.
    private(set) var notificationsNotKept = 0
    private(set) var linesNotKept = 0

    /// The transcript of what happened in `lab` since `mark`; the handler lines are taken out
    /// of the world's log (this transcript prints them).
    init(since mark: Mark, in lab: LabState) {
        let log = lab.simulator.notificationLog
        let posted = Array(log.drop { $0.sequence <= mark.notificationSequence })
        if let first = posted.first {
            notificationsNotKept = first.sequence - mark.notificationSequence - 1
        }
        let (lines, dropped) = lab.handlerOutput.take(since: mark.handlerLines)
        linesNotKept = dropped
        // Merged in the order they came: a line after the notification being delivered when it
        // was printed, and before the next one.
        var next = lines[...]
        for record in posted {
            while let line = next.first, line.afterNotification < record.sequence {
                entries.append(Self.entry(line))
                next = next.dropFirst()
            }
            entries.append(.notification(record))
        }
        entries += next.map(Self.entry)
    }

    private static func entry(_ line: HandlerOutputLog.Line) -> Entry {
        if let diagnostic = line.diagnostic { return .handlerError(diagnostic, frame: line.frame) }
        return line.isError ? .error(line.text) : .line(line.text, frame: line.frame)
    }

    /// The errors handlers raised while the scenario played, in the order they came.
    var handlerErrors: [Diagnostic] {
        entries.compactMap { entry in
            if case .handlerError(let diagnostic, _) = entry { return diagnostic }
            return nil
        }
    }

    var notificationCount: Int {
        entries.reduce(0) { count, entry in
            if case .notification = entry { return count + 1 }
            return count
        }
    }

    /// Writes what came on the first frame, then calls `middle` (the table), then the rest;
    /// `notes` numbers the assumption markers in that order. The notifications take the wide
    /// layout when every one of them fits `width`, else the compact one (`NotificationLine`):
    /// one layout for the whole output, so that its columns line up.
    func render(
        into sink: OutputSink, since start: Double, atStart startFrame: Int, width: Int,
        notes: inout LabState.AssumptionMarkers,
        middle: (OutputSink, inout LabState.AssumptionMarkers) -> Void
    ) {
        if notificationsNotKept > 0 {
            sink.write("(\(notificationsNotKept) earlier notifications of this scenario are no longer kept)")
        }
        let wide = fitsWide(since: start, atStart: startFrame, width: width, notes: notes)
        var tableWritten = false
        for entry in entries {
            switch entry {
            case .notification(let record):
                if record.frameIndex != startFrame && !tableWritten {
                    middle(sink, &notes)
                    tableWritten = true
                }
                let line = NotificationLine(
                    record.post, after: record.frameIndex == startFrame ? nil : record.time - start,
                    markers: notes.markers(record.post.assumptions))
                for text in wide ? [line.wide] : line.compact(width: width) { sink.write(text) }
            case .line(let text, let frame):
                if frame != startFrame && !tableWritten {
                    middle(sink, &notes)
                    tableWritten = true
                }
                sink.write(text)
            case .error(let text):
                sink.writeError(text)
            case .handlerError:
                break
            }
        }
        if !tableWritten { middle(sink, &notes) }
        if linesNotKept > 0 {
            sink.write("(and \(linesNotKept) more lines printed by handlers, not kept)")
        }
    }

    /// True when every notification's wide line fits `width`. The markers are numbered on a
    /// copy of `notes`; the table's own markers, numbered in between, can only push a later
    /// number up, by a digit at most, so each marker is allowed one column more.
    private func fitsWide(
        since start: Double, atStart startFrame: Int, width: Int, notes: LabState.AssumptionMarkers
    ) -> Bool {
        var probe = notes
        for case .notification(let record) in entries {
            let markers = probe.markers(record.post.assumptions)
            let line = NotificationLine(
                record.post, after: record.frameIndex == startFrame ? nil : record.time - start,
                markers: markers)
            if line.wide.count + markers.filter({ $0 == "[" }).count > width { return false }
        }
        return true
    }
}
