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
        // Each line sized once and appended to (interpolating grew the head string piece by
        // piece: a fifth of an unknown command's cost).
        let name = d.sourceName.isEmpty ? "<input>" : d.sourceName
        let line = String(d.line)
        let column = String(d.column)
        var head = ""
        head.reserveCapacity(
            name.utf8.count + line.utf8.count + column.utf8.count + d.message.utf8.count
                + (d.expected?.utf8.count ?? 0) + 22)
        head += name
        head += ":"
        head += line
        head += ":"
        head += column
        head += ": error: "
        head += d.message
        if let expected = d.expected {
            head += "; expected "
            head += expected
        }
        var lines = [head]
        lines.reserveCapacity(4 + d.notes.count)
        if let source = d.sourceLine {
            lines.append(contentsOf: excerpt(source, column: d.column, length: d.length))
        }
        if let suggestion = d.suggestion { lines.append(prefixed("help: ", suggestion)) }
        for note in d.notes { lines.append(prefixed("note: ", note)) }
        return lines
    }

    private static func prefixed(_ prefix: String, _ text: String) -> String {
        var line = ""
        line.reserveCapacity(prefix.utf8.count + text.utf8.count)
        line += prefix
        line += text
        return line
    }

    /// Spaces up to the range, a caret, and a tilde under each further character.
    private static func caret(at start: Int, visible: Int) -> String {
        var caret = ""
        caret.reserveCapacity(start + visible)
        for _ in 0..<start { caret += " " }
        caret += "^"
        for _ in 0..<max(0, visible - 1) { caret += "~" }
        return caret
    }

    /// The source line (or a window of it) and a caret line under the range.
    static func excerpt(_ source: String, column: Int, length: Int) -> [String] {
        // A short line of printable ASCII is shown as it is, counted in bytes.
        if source.utf8.count <= excerptWidth, source.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            let count = source.utf8.count
            let visible = max(1, min(length, max(1, count - (column - 1))))
            return [source, caret(at: max(0, column - 1), visible: visible)]
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
        return [shown, caret(at: caretStart, visible: visible)]
    }
}
