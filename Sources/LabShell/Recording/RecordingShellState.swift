import KeyboardLab

/// The recordings a session has read (`recording NAME from FILE`), each with its latest fit, and
/// which one the keyboard plays (`keyboard-from`).
final class RecordingShellState: SessionState {
    /// One recording, as read, and what was last fitted to it.
    struct Entry {
        var name: String
        /// The file as the user typed it.
        var file: String
        var recording: Recording
        /// The latest fit (`fit NAME`, or the default one a quantity or `keyboard-from` asked for).
        var fit: TrajectoryFit?
    }

    /// In the order read (a name read again keeps its place).
    private(set) var entries: [Entry] = []
    /// The recording the keyboard plays, if any.
    var playing: String?

    /// At most this many recordings in a session (each up to `Recording.maximumSamples`).
    static let limit = 64

    required init() {}

    /// A comparison's lane reads the session's recordings (`recording.NAME.…` in a handler gives
    /// the same value in `compare` as at the prompt); the keyboard a lane plays is its scene's.
    static var isSharedWithLanes: Bool { true }

    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// Adds or replaces a recording; returns whether it replaced one.
    @discardableResult
    func store(_ entry: Entry) -> Bool {
        if let index = entries.firstIndex(where: { $0.name == entry.name }) {
            entries[index] = entry
            return true
        }
        entries.append(entry)
        return false
    }

    func setFit(_ fit: TrajectoryFit, for name: String) {
        guard let index = entries.firstIndex(where: { $0.name == name }) else { return }
        entries[index].fit = fit
    }

    var names: [String] { entries.map(\.name) }

    /// The recording called `name`, or a diagnostic at `range` naming those that exist.
    func entry(named name: String, at range: SourceRange) throws(Diagnostic) -> Entry {
        if let found = entry(name) { return found }
        throw Diagnostic(
            .runtime, at: range, message: "unknown recording '\(name)'", expected: "a recording name",
            suggestion: Suggestion.didYouMean(name, in: names)
                ?? (names.isEmpty
                    ? "read one first: recording \(name) from FILE"
                    : "the recordings are \(names.joined(separator: ", "))"))
    }
}

/// A recording laid beside the keyboard in the pictures (`overlay NAME`): the recording and the
/// fit whose start, from and to place it.
struct RecordingOverlay {
    var name: String
    var recording: Recording
    var fit: ModelFit
}

extension RecordingOptions.Format: ArgumentChoice {}
extension Recording.TimeUnit: ArgumentChoice {}
extension Recording.Quantity: ArgumentChoice {}

extension RecordingOptions.Origin: ArgumentChoice {
    /// `origin first` (the first sample's time) or `origin zero` (the file's own 0); a number is
    /// the third form, read as a number.
    public static var choices: [(word: String, value: RecordingOptions.Origin)] {
        [("first", .firstSample), ("zero", .fileZero)]
    }
}

/// `keyboard-from NAME app-curve recording|model`: what the app's curve-7 animations follow while
/// the keyboard plays a recording.
public enum AppCurve7Source: String, CaseIterable, ArgumentChoice {
    case recording, model
}
