import Foundation
import Glibc
import LabShell

/// Tells the session the terminal's size (TIOCGWINSZ; 80×24 when unknown), whether standard
/// output is one, and whether colour is allowed (NO_COLOR, TERM=dumb); asked again before each
/// line, so a resized window is followed.
enum TerminalSize {
    static func update(_ session: Session) {
        var size = winsize()
        let isTerminal = isatty(STDOUT_FILENO) == 1
        let known = isTerminal && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0
        session.terminal.update(
            columns: known ? Int(size.ws_col) : nil, rows: known ? Int(size.ws_row) : nil,
            isTerminal: isTerminal,
            environment: ProcessInfo.processInfo.environment)
    }
}
