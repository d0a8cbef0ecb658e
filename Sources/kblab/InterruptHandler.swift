import Glibc
import KeyboardLab

/// Ctrl-C: a SIGINT handler without SA_RESTART that only sets the process-wide `Interruption`.
/// At the prompt el_gets then returns with EINTR and the line is dropped; during a command the
/// simulator sees the flag before its next frame and stops there. The flag is the one state a
/// signal handler may touch (an atomic store).
enum InterruptHandler {
    static func install() {
        // Touched here first: a static's lazy initialisation must not happen inside the handler.
        Interruption.process.reset()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interruption.process.request() }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// True once Ctrl-C arrived (with the handler installed) and until the flag is reset.
    static var wasRequested: Bool { Interruption.process.isRequested }

    /// Ends the shell as the default SIGINT action does (a parent shell sees status 130): killed
    /// by the signal, so that a calling script's loop stops too.
    static func endAsInterrupted() -> Never {
        signal(SIGINT, SIG_DFL)
        raise(SIGINT)
        exit(128 + SIGINT)  // only if the signal was blocked
    }
}
