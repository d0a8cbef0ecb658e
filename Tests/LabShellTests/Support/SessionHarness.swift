import Foundation
import LabShell

/// A session collecting its output, plus paths of the package for tests that read files.
struct SessionHarness {
    let sink = CollectingSink()
    let session: Session

    init(workingDirectory: String = SessionHarness.packageRoot) {
        session = Session(output: sink, workingDirectory: workingDirectory)
    }

    /// Runs `source` as a script and returns the result.
    @discardableResult
    func run(_ source: String, mode: RunMode = .script) -> RunResult {
        session.run(source, name: "test.kbl", mode: mode)
    }

    /// Runs `source` and returns what it printed (output and errors).
    func output(_ source: String, mode: RunMode = .script) -> [String] {
        sink.clear()
        run(source, mode: mode)
        return sink.transcript
    }

    /// The package's root directory, found from this file's path.
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}

extension CollectingSink {
    /// Every warning printed (output or errors), each as one line again: a warning is wrapped
    /// at the help width, its continuation lines indented by four spaces.
    var warnings: [String] { CollectingSink.unwrappedWarnings(transcript) }

    /// The lines of `lines` that print warnings: each `warning: …` and the indented lines
    /// right after it that continue it.
    static func warningLines(_ lines: [String]) -> [[String]] {
        var warnings: [[String]] = []
        var inWarning = false
        for line in lines {
            if line.hasPrefix("warning: ") {
                warnings.append([line])
                inWarning = true
            } else if inWarning, line.hasPrefix("    "), let last = warnings.indices.last {
                warnings[last].append(line)
            } else {
                inWarning = false
            }
        }
        return warnings
    }

    /// The `warning: …` lines of `lines`, each joined with the indented lines that continue it.
    static func unwrappedWarnings(_ lines: [String]) -> [String] {
        warningLines(lines).map { warning in
            warning.dropFirst().reduce(warning[0]) { $0 + " " + $1.dropFirst(4) }
        }
    }
}
