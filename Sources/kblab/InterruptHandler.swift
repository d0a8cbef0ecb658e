import KeyboardLab
import LabShell
import SystemInterface

/// Ctrl-C: a SIGINT handler without SA_RESTART that only sets the process-wide `Interruption`.
/// At the prompt el_gets then returns with EINTR and the line is dropped; during a command the
/// simulator sees the flag before its next frame and stops there. Installed in every mode: a
/// piped run or a script stops the command and ends after its line (temporary files removed,
/// output flushed), where the default action killed it mid-write. The flag is the one state a
/// signal handler may touch (an atomic store).
enum InterruptHandler {
    /// `escalating` (piped input, a script): a second Ctrl-C before the first was dealt with
    /// ends the shell as the default action does, so a command that never looks at the flag
    /// (a long computation without frames or statements) can still be stopped. At the terminal
    /// the flag is reset at every prompt, and the session is not thrown away.
    static func install(escalating: Bool = false) {
        // Touched here first: a static's lazy initialisation must not happen inside the handler.
        Interruption.process.reset()
        TextFile.prepareForSignals()
        if escalating {
            SystemCall.setHandler(SIGINT) { _ in
                if Interruption.process.isRequested {
                    TextFile.removePendingTemporary()
                    signal(SIGINT, SIG_DFL)
                    raise(SIGINT)
                }
                Interruption.process.request()
            }
        } else {
            SystemCall.setHandler(SIGINT) { _ in Interruption.process.request() }
        }
    }

    /// SIGTERM and SIGHUP keep their default action, ending the shell, but first remove the
    /// temporary file a save may be writing (it was left behind).
    static func installTerminationCleanup() {
        TextFile.prepareForSignals()
        for signalNumber in [SIGTERM, SIGHUP] {
            SystemCall.setHandler(signalNumber) { received in
                TextFile.removePendingTemporary()
                signal(received, SIG_DFL)
                raise(received)
            }
        }
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
