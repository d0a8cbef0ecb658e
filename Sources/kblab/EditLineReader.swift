import CLibEdit
import KeyboardLab
import LabShell
import SystemInterface

/// Reads lines with libedit on a terminal: prompt, emacs keys, history, TAB completion from the
/// session's command table. The only code that imports CLibEdit. Call it from the main thread only.
final class EditLineReader: LineReader {
    private let editLine: OpaquePointer
    let history: OpaquePointer
    private let prompt: UnsafeMutablePointer<CChar>
    /// Shown while a multi-line block is open (`   ...> ` under `kblab> `).
    private let continuationPrompt: UnsafeMutablePointer<CChar>
    /// Where history is saved; nil when it must not be (no path, or a file that is not ours).
    var historyPath: String?
    private let session: Session

    init(session: Session, prompt promptText: String, historyPath: String?) {
        self.session = session
        self.historyPath = historyPath
        self.prompt = strdup(promptText)
        self.continuationPrompt = strdup(
            String(repeating: " ", count: max(0, promptText.count - 5)) + "...> ")
        // libedit reads multi-byte characters only in a multi-byte locale: in the "C" locale a
        // typed "é" was dropped. Only the character type (numbers keep printing with a point),
        // from the environment, or UTF-8 when the environment names none (the lab's text is UTF-8).
        if let name = setlocale(LC_CTYPE, ""), ["C", "POSIX"].contains(String(cString: name)) {
            setlocale(LC_CTYPE, SystemCall.utf8Locale)
        }
        editLine = clibedit_init("kblab")
        history = history_init()
        clibedit_history_setsize(history, Int32(HistoryFile.entryLimit))
        clibedit_history_setunique(history, 1)
        if let historyPath { loadHistory(from: historyPath) }
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
        InterruptHandler.install()
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
        Interruption.process.reset()  // a Ctrl-C from the last command is spent
        if let pointer = el_gets(editLine, &count), count > 0 {
            // A Ctrl-C that came while the prompt waited belongs to no command: libedit retries
            // its read once after EINTR, so a line typed right after it came back with the flag
            // still set, and was "interrupted before line N" (issue 34).
            Interruption.process.reset()
            var line = String(cString: pointer)
            if line.hasSuffix("\n") { line.removeLast() }
            let trimmed = line.trimmingWhitespace
            // A line the history could not load back is run but not kept (said in docs/Shell.md).
            if HistoryFile.keeps(trimmed) {
                clibedit_history_enter(history, trimmed)
                saveHistory()  // at once: a killed shell keeps its history
            }
            return .line(InputLine(line))
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
        let rest = info.lastchar.map { UnsafeRawBufferPointer(start: cursor, count: max(0, $0 - cursor)) }
        let after = rest.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let completion = session.complete(typed, after: after)
        let candidates = completion.candidates
        if candidates.isEmpty { return UInt8(CC_REFRESH_BEEP) }
        // The typed word is replaced whole: the candidate may need quotes it did not have.
        let replace = { (text: String) in
            el_deletestr(editLine, Int32(completion.typedWord.unicodeScalars.count))
            el_insertstr(editLine, text)
        }
        if candidates.count == 1 {
            replace(completion.written(candidates[0], complete: true))
            return UInt8(CC_REFRESH)
        }
        let common = completion.commonPrefix
        if common.count > completion.prefix.count {
            replace(completion.written(common, complete: false))
            return UInt8(CC_REFRESH)
        }
        RawOutput.write("\n" + candidates.joined(separator: "  ") + "\n", to: STDOUT_FILENO)
        return UInt8(CC_REDISPLAY)
    }
}

extension String {
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
