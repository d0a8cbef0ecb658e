import CLibEdit
import Glibc
import LabShell
import Synchronization

/// Reads lines with libedit on a terminal: prompt, emacs keys, history, TAB completion from the
/// session's command table. The only code that imports CLibEdit. Call it from the main thread only.
final class EditLineReader: LineReader {
    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let prompt: UnsafeMutablePointer<CChar>
    /// Shown while a multi-line block is open (`   ...> ` under `kblab> `).
    private let continuationPrompt: UnsafeMutablePointer<CChar>
    private let historyPath: String?
    private let session: Session

    init(session: Session, prompt promptText: String, historyPath: String?) {
        self.session = session
        self.historyPath = historyPath
        self.prompt = strdup(promptText)
        self.continuationPrompt = strdup(
            String(repeating: " ", count: max(0, promptText.count - 5)) + "...> ")
        editLine = clibedit_init("kblab")
        history = history_init()
        clibedit_history_setsize(history, 1000)
        clibedit_history_setunique(history, 1)
        if let historyPath { clibedit_history_load(history, historyPath) }
        clibedit_set_editor(editLine, "emacs")
        clibedit_set_signal(editLine, 1)  // libedit restores the terminal when a signal arrives
        clibedit_set_history(editLine, history)
        clibedit_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        clibedit_set_prompt(editLine) { editLine in
            guard let reader = EditLineReader.from(editLine) else { return nil }
            return reader.session.isReadingBlock ? reader.continuationPrompt : reader.prompt
        }
        clibedit_add_function(editLine, "kblab-complete", "complete a command or argument") { editLine, _ in
            guard let editLine, let reader = EditLineReader.from(editLine) else { return UInt8(CC_ERROR) }
            return reader.complete(editLine)
        }
        clibedit_bind(editLine, "^I", "kblab-complete")
        Interrupt.install()
    }

    deinit {
        el_end(editLine)
        history_end(history)
        free(prompt)
        free(continuationPrompt)
    }

    private static func from(_ editLine: OpaquePointer?) -> EditLineReader? {
        guard let editLine, let pointer = clibedit_get_clientdata(editLine) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(pointer).takeUnretainedValue()
    }

    func readLine() -> LineInput {
        var count: Int32 = 0
        Interrupt.pending.store(false, ordering: .relaxed)
        if let pointer = el_gets(editLine, &count), count > 0 {
            var line = String(cString: pointer)
            if line.hasSuffix("\n") { line.removeLast() }
            let trimmed = line.trimmingWhitespace
            if !trimmed.isEmpty {
                clibedit_history_enter(history, trimmed)
                // Saved at once: a killed shell keeps its history.
                if let historyPath { clibedit_history_save(history, historyPath) }
            }
            return .line(line)
        }
        // el_gets leaves the cursor after "^C" or "^D": end that line before anything else prints.
        RawOutput.write("\n", to: STDOUT_FILENO)
        return count == -1 && errno == EINTR ? .interrupted : .endOfInput
    }

    /// TAB: inserts the unique completion or the common prefix, else lists the candidates.
    private func complete(_ editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let typed = String(
            decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
        let completion = session.complete(typed)
        let candidates = completion.candidates
        if candidates.isEmpty { return UInt8(CC_REFRESH_BEEP) }
        if candidates.count == 1 {
            el_insertstr(editLine, String(candidates[0].dropFirst(completion.prefix.count)) + " ")
            return UInt8(CC_REFRESH)
        }
        let common = completion.commonPrefix
        if common.count > completion.prefix.count {
            el_insertstr(editLine, String(common.dropFirst(completion.prefix.count)))
            return UInt8(CC_REFRESH)
        }
        RawOutput.write("\n" + candidates.joined(separator: "  ") + "\n", to: STDOUT_FILENO)
        return UInt8(CC_REDISPLAY)
    }
}

/// Ctrl-C: a SIGINT handler without SA_RESTART makes el_gets return with EINTR, so the line is
/// cancelled instead of the process killed. The flag is the one state a signal handler may touch.
enum Interrupt {
    static let pending = Atomic<Bool>(false)

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in Interrupt.pending.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
