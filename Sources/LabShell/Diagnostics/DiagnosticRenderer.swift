/// The one place diagnostics become text:
///
///     script.kbl:3:12: error: unknown variable 'midd'
///     solver add midd == 5
///                ^~~~
///     help: did you mean 'mid'?
public enum DiagnosticRenderer {
    /// Source lines longer than this are shown as an excerpt around the error.
    static let excerptWidth = 100

    /// The diagnostic as lines of text, without terminal escapes.
    public static func render(_ d: Diagnostic) -> [String] {
        var head = "\(d.sourceName.isEmpty ? "<input>" : d.sourceName):\(d.line):\(d.column): error: "
        head += d.message
        if let expected = d.expected { head += "; expected \(expected)" }
        var lines = [head]
        if let source = d.sourceLine {
            lines += excerpt(source, column: d.column, length: d.length)
        }
        if let suggestion = d.suggestion { lines.append("help: \(suggestion)") }
        lines += d.notes.map { "note: \($0)" }
        return lines
    }

    /// The source line (or a window of it) and a caret line under the range.
    static func excerpt(_ source: String, column: Int, length: Int) -> [String] {
        // A short line of printable ASCII is shown as it is, counted in bytes.
        if source.utf8.count <= excerptWidth, source.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let count = source.utf8.count
            let visible = max(1, min(length, max(1, count - (column - 1))))
            let caret =
                String(repeating: " ", count: max(0, column - 1)) + "^"
                + String(repeating: "~", count: visible - 1)
            return [source, caret]
        }
        let characters = Array(SourceText.printable(source))
        var start = 0
        var end = characters.count
        if characters.count > excerptWidth {
            start = max(0, min(column - 1 - excerptWidth / 3, characters.count - excerptWidth))
            end = min(characters.count, start + excerptWidth)
        }
        let prefix = start > 0 ? "…" : ""
        let suffix = end < characters.count ? "…" : ""
        let shown = prefix + String(characters[start..<end]) + suffix
        let caretStart = max(0, column - 1 - start) + prefix.count
        let visible = max(1, min(length, max(1, end - (column - 1))))
        let caret =
            String(repeating: " ", count: caretStart) + "^" + String(repeating: "~", count: visible - 1)
        return [shown, caret]
    }
}
