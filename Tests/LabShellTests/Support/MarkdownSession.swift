import Foundation
import LabShell

/// The sessions printed in a markdown page (docs/Tutorial.md), read as the page's convention
/// says: in a fenced code block that holds `kblab> ` lines, each `kblab> ` line is a command as
/// typed, each `  ...> ` line after it a further line of the same input (inside a `do … end`
/// block), and every other line of the block, up to the next prompt, a line that command
/// prints, in order; a line `…` alone stands for any number of printed lines (none too). Fenced
/// blocks without a prompt (shell commands, code) are not sessions. Every block of the page is
/// one session, in the order of the page.
struct MarkdownSession {
    struct Step {
        /// The line of the page the command is on (1-based).
        var pageLine: Int
        /// What is typed: the command and its continuation lines.
        var input: [String]
        /// What the page shows it printing.
        var expected: [String]
    }

    static let prompt = "kblab> "
    static let continuation = "  ...> "
    static let skip = "…"

    var steps: [Step] = []

    init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if body.contains(where: { $0.hasPrefix(Self.prompt) }) {
                var current: Step?
                for (offset, line) in body.enumerated() {
                    if line.hasPrefix(Self.prompt) {
                        if let current { steps.append(current) }
                        current = Step(
                            pageLine: index + 2 + offset, input: [String(line.dropFirst(Self.prompt.count))],
                            expected: [])
                    } else if line.hasPrefix(Self.continuation), current?.expected.isEmpty == true {
                        current?.input.append(String(line.dropFirst(Self.continuation.count)))
                    } else {
                        current?.expected.append(line)
                    }
                }
                if let current { steps.append(current) }
            }
            index = end + 1
        }
    }

    /// Whether `actual` is what `expected` shows, `…` lines standing for any run of lines.
    static func matches(_ expected: [String], _ actual: [String]) -> Bool {
        // reachable[j]: the first i expected lines can match the first j actual lines.
        var reachable = [true] + Array(repeating: false, count: actual.count)
        for line in expected {
            var next = Array(repeating: false, count: actual.count + 1)
            if line == skip {
                var seen = false
                for j in 0...actual.count {
                    seen = seen || reachable[j]
                    next[j] = seen
                }
            } else {
                for j in 0..<actual.count where reachable[j] && actual[j] == line { next[j + 1] = true }
            }
            reachable = next
        }
        return reachable[actual.count]
    }
}
