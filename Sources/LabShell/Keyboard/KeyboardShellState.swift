import KeyboardLab

/// What the keyboard commands remember beyond the simulator: which view the per-frame tables
/// follow, the bindings made in the shell (with the constant their constraint had when bound, so
/// `compare` can rebuild the scene as it was before the keyboard moved it), and the tracker.
final class KeyboardShellState: SessionState {
    /// What a comparison matrix may play (`ComparisonBudget.matrix`; a test sets a small one).
    var matrixBudget = ComparisonBudget.matrix

    /// A technique as `bind` and `compare` see it: built into the engine, written as a script,
    /// or read from Swift.
    enum Technique {
        case builtIn(KeyboardTechnique)
        case script(ScriptTechnique)
        case swift(SwiftTechnique)

        var name: String {
            switch self {
            case .builtIn(let t): return t.rawValue
            case .script(let t): return t.name
            case .swift(let t): return t.name
            }
        }

        /// True for a technique written by the user (a script or Swift): it may print or change
        /// variables, so `compare` replays it under the other curve-7 reading only when needed.
        var isWritten: Bool {
            if case .builtIn = self { return false }
            return true
        }

        /// False only for the built-in technique that moves the frame, not a constraint.
        var needsConstraint: Bool {
            if case .builtIn(let t) = self { return t.needsConstraint }
            return false
        }

        /// The built-in keyboard layout guide, which can do without a constraint to replace.
        var isLayoutGuide: Bool {
            if case .builtIn(.keyboardLayoutGuide) = self { return true }
            return false
        }
    }

    /// Whether reading `keyboard-guide.…` has said that the guide is at rest (said once until
    /// a constraint drives the guide).
    var saidGuideAtRest = false

    /// One `bind` as typed.
    struct BindingEntry {
        var view: String
        var technique: Technique
        var constraint: String?
        var builtIn: KeyboardBinding?
        var script: ScriptBinding?
        var swift: SwiftTechniqueBinding?

        /// Uninstalls it; returns the block tokens a script or Swift technique left registered.
        func remove(observers: KeyboardObservers) -> [KeyboardObserverToken] {
            builtIn?.remove()
            return (script?.remove(from: observers) ?? []) + (swift?.remove() ?? [])
        }
    }

    /// The bindings made with `bind`, oldest first.
    var bindings: [BindingEntry] = []
    /// The views and constraints script techniques' bindings made: what the copies of `compare`
    /// and `compare-scroll` leave out (they start as the scene was before any binding).
    var madeByScriptBindings: Set<String> {
        bindings.reduce(into: Set<String>()) { made, entry in
            made.formUnion(entry.script?.createdViews ?? [])
            made.formUnion(entry.script?.createdConstraints ?? [])
        }
    }
    /// The view `track` follows (nil: none).
    var trackedView: String?
    /// The tracker of `trackedView`.
    var recorder: TrackingRecorder?
    /// The command that started the tracker (`bind`, `track`): frame 0 of `tracking`'s tables.
    var trackingOrigin = "track"
    /// Constraint constants as they were before the first binding touched them, by name.
    var constantsBeforeBinding: [String: Double] = [:]
    /// Scroll views' insets and offsets as they were before the first `bind-scroll` on each, by
    /// name: what the copies of `compare` and `compare-scroll` start from.
    var scrollStatesBeforeBinding: [String: ScrollViewOwnState] = [:]
    /// The scenario left open after frame 0 by `set keyboard-run off`: `step` and `run` go on
    /// printing its table and notifications until the keyboard settles.
    var playback: ScenarioPlayback?
    /// The last `compare`'s summaries, technique by technique (for `compare.TECHNIQUE.…`).
    var lastComparison: [(technique: String, summary: TrackingSummary)] = []
    /// True when the last `compare` was a matrix (`devices …`): its cells are tables, not the
    /// rows `compare.TECHNIQUE.…` and `export … compare` read, and the rows before it are gone
    /// (reading those silently was reading an older comparison).
    var lastCompareWasMatrix = false

    /// Forgets the last comparison's rows: a matrix replaced them.
    func matrixReplacedComparison() {
        forgetComparison()
        lastCompareWasMatrix = true
    }

    /// Lets the last comparison go before the next one plays: kept, its timelines doubled what
    /// repeated compares held (2.4 GB for two of 2,000 views). A compare that fails leaves none.
    func forgetComparison() {
        lastComparison = []
        lastRuns = []
        lastRunsOrigin = ""
        lastCompareWasMatrix = false
    }

    /// What one `compare` or `compare-scroll` may play (docs/Shell.md, Limits); tests lower it.
    var comparisonBudget = ComparisonBudget.standard

    /// Why the last comparison has no rows to read, for `compare.…` and `export … compare`.
    static let matrixHasNoRows =
        "the last compare was a matrix (devices …): its cells are tables, not rows to read"
    static let matrixSuggestion = "run compare without devices for compare.TECHNIQUE.… and export … compare"
    /// The last `compare`'s runs with their timelines, for `export`.
    var lastRuns: [KeyboardCommands.ComparisonRun] = []
    /// What the last `compare`'s frames count from (`(from show-keyboard)`).
    var lastRunsOrigin = ""
    /// How many transitions the session had played when `lastRuns` were made (export draws
    /// the comparison by default when nothing was played since).
    var transitionsBeforeComparison = 0

    required init() {}

    /// The view the per-frame tables show: the tracked one, else the first bound one.
    var reportedView: String? { trackedView ?? bindings.first?.view }
}
