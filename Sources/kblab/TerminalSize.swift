import LabShell
import SystemInterface

/// Tells the session the terminal's size (TIOCGWINSZ; 80×24 when unknown), whether standard
/// output is one, and whether colour is allowed (NO_COLOR, TERM=dumb); asked again before each
/// line, so a resized window is followed.
enum TerminalSize {
    /// The two variables colour depends on, read once: nothing in the process changes them, and
    /// building `ProcessInfo.environment` before every line was most of a piped line's cost.
    private static let environment: [String: String] = {
        var found: [String: String] = [:]
        for name in ["NO_COLOR", "TERM"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }()

    /// Whether standard output is a terminal, asked once (it cannot become one later).
    private static let isTerminal = isatty(STDOUT_FILENO) == 1

    /// The size as last read (nil: not read yet).
    struct Reading: Equatable {
        var columns: Int?
        var rows: Int?
    }

    /// Tells the session the size, when it differs from `previous` (a piped line then costs
    /// one check, not an update of the session's terminal state).
    static func update(_ session: Session, previous: inout Reading?) {
        let size = isTerminal ? SystemCall.windowSize(of: STDOUT_FILENO) : nil
        let reading = Reading(columns: size?.columns, rows: size?.rows)
        guard reading != previous else { return }
        previous = reading
        session.terminal.update(
            columns: reading.columns, rows: reading.rows, isTerminal: isTerminal, environment: environment)
    }
}
