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
}
