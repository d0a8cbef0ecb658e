import CLibEdit
import Foundation
import LabShell
import SystemInterface

/// The history file, kept away from libedit's own loader: `HistoryFile` reads only a regular
/// file, only its end, only lines that look like entries; libedit then loads that checked copy
/// from a private temporary file. Saving writes a temporary file beside the history and renames
/// it over, so a crash never leaves half a file. Every problem is one warning, never a stop.
extension EditLineReader {
    func loadHistory(from path: String) {
        let file = HistoryFile.load(path)
        if let warning = file.warning { Self.warn(warning) }
        if !file.mayReplace { historyPath = nil }
        guard !file.entries.isEmpty else { return }
        let directory =
            ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        do throws(TextFileError) {
            let loaded = try TextFile.withTemporaryFile(in: directory, containing: file.text) { copy in
                clibedit_history_load(history, copy) >= 0
            }
            if !loaded { Self.warn("history not loaded: libedit refused the checked copy of '\(path)'") }
        } catch {
            Self.warn("history not loaded: \(error)")
        }
    }

    func saveHistory() {
        guard let path = historyPath else { return }
        do throws(TextFileError) {
            try TextFile.replace(path) { temporary in clibedit_history_save(history, temporary) >= 0 }
        } catch {
            Self.warn("history not saved: \(error); it will not be saved again this session")
            historyPath = nil
        }
    }

    static func warn(_ message: String) {
        RawOutput.write("kblab: warning: \(message)\n", to: STDERR_FILENO)
    }
}
