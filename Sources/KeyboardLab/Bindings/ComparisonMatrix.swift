/// A comparison's results: one row per technique and device, one column per scenario, each cell
/// the view's tracking during that scenario (or why the cell could not run).
public struct ComparisonMatrix: Hashable, Sendable {
    /// How the view followed the keyboard during one scenario of a cell.
    public struct ScenarioResult: Hashable, Sendable {
        /// The tracking from the scenario's first frame to its last (`TrackingSeries.summary`
        /// over those rows; frames counted from the scenario's start).
        public var tracking: TrackingSummary
        /// The frames the scenario ran until the cell settled (keyboard and view).
        public var frames: Int
        /// The keyboard notifications the scenario posted.
        public var notifications: Int
    }

    /// One technique on one device: its results per scenario, or the error that stopped it.
    public struct Row: Hashable, Sendable {
        public var technique: String
        public var device: String
        public var results: Result<[ScenarioResult], SimulationError>
    }

    /// The scenarios' names, in order: the columns.
    public var scenarios: [String]
    /// Techniques in the order given, each on every device in the order given.
    public var rows: [Row]

    /// What a cell of the text table shows.
    public enum Figure: String, Sendable, CaseIterable {
        /// Max |error| over the scenario (points).
        case maxAbsError = "max |error|"
        /// The gap between keyboard and view after the scenario (points).
        case finalGap = "final gap"
        /// Frames until the gap settled.
        case framesUntilSettled = "frames to settle"
    }

    /// A plain-text table: `technique  device  scenario…`, one figure per cell with two
    /// decimals (integers for frames), `error: …` for a row that failed. Deterministic.
    public func table(_ figure: Figure = .maxAbsError) -> String {
        let header = ["technique", "device"] + scenarios
        var lines = [header]
        for row in rows {
            var cells = [row.technique, row.device]
            switch row.results {
            case .success(let results):
                cells += results.map { result in
                    switch figure {
                    case .maxAbsError: return SampleTable.fixed(result.tracking.maxAbsError, 2)
                    case .finalGap: return SampleTable.fixed(result.tracking.finalGap, 2)
                    case .framesUntilSettled: return String(result.tracking.framesUntilSettled)
                    }
                }
            case .failure(let error):
                cells.append("error: \(error)")
            }
            lines.append(cells)
        }
        var widths = [Int](repeating: 0, count: header.count)
        for line in lines {
            for (column, cell) in line.enumerated() where column < widths.count {
                widths[column] = max(widths[column], cell.count)
            }
        }
        return lines.map { line in
            line.enumerated().map { column, cell in
                guard column < widths.count else { return cell }
                return column < 2 ? cell.paddedTo(widths[column]) : cell.leftPadded(widths[column])
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
