import KeyboardLab

/// What the keyboard commands remember beyond the simulator: which view the per-frame tables
/// follow, the bindings made in the shell (with the constant their constraint had when bound, so
/// `compare` can rebuild the scene as it was before the keyboard moved it), and the tracker.
final class KeyboardShellState: SessionState {
    /// One `bind` as typed.
    struct BindingEntry {
        var view: String
        var technique: KeyboardTechnique
        var constraint: String?
        var binding: KeyboardBinding
    }

    /// The bindings made with `bind`, oldest first.
    var bindings: [BindingEntry] = []
    /// The view `track` follows (nil: none).
    var trackedView: String?
    /// The tracker of `trackedView`.
    var recorder: TrackingRecorder?
    /// Constraint constants as they were before the first binding touched them, by name.
    var constantsBeforeBinding: [String: Double] = [:]
    /// The last `compare`'s summaries, technique by technique (for `compare.TECHNIQUE.…`).
    var lastComparison: [(technique: KeyboardTechnique, summary: TrackingSummary)] = []
    /// The last `compare`'s runs with their timelines, for `export` (set by `compare`; until it
    /// is, `export` rebuilds them from the scene copies, `LabState.lastComparisonRuns`).
    var lastRuns: [TechniqueRun]?

    required init() {}

    /// The view the per-frame tables show: the tracked one, else the first bound one.
    var reportedView: String? { trackedView ?? bindings.first?.view }
}
