import Glibc
import LabShell

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

    static func update(_ session: Session) {
        var size = winsize()
        let known = isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0
        session.terminal.update(
            columns: known ? Int(size.ws_col) : nil, rows: known ? Int(size.ws_row) : nil,
            isTerminal: isTerminal, environment: environment)
    }
}
