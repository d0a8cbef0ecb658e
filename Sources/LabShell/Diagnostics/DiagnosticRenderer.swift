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
        // Each line written once into a string of its final size (appending piece by piece grew
        // and re-checked the string at every piece: a fifth of an unknown command's cost).
        let name = d.sourceName.isEmpty ? "<input>" : d.sourceName
        let line = String(d.line)
        let column = String(d.column)
        let head: String
        if let expected = d.expected {
            head = joined(name, ":", line, ":", column, ": error: ", d.message, "; expected ", expected)
        } else {
            head = joined(name, ":", line, ":", column, ": error: ", d.message)
        }
        var lines = [head]
        lines.reserveCapacity(4 + d.notes.count)
        if let source = d.sourceLine {
            excerpt(source, column: d.column, length: d.length, into: &lines)
        }
        if let suggestion = d.suggestion { lines.append(joined("help: ", suggestion)) }
        for note in d.notes { lines.append(joined("note: ", note)) }
        return lines
    }

    /// The texts one after the other, in a string made at its final size.
    private static func joined(_ parts: String...) -> String {
        var count = 0
        for part in parts { count += part.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                // A native string's bytes are copied at once; any other byte by byte.
                let copied = part.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(
                        fromContentsOf: bytes)
                    return bytes.count
                }
                if let copied {
                    offset += copied
                } else {
                    for byte in part.utf8 {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
            }
            return offset
        }
    }

    /// Spaces up to the range, a caret, and a tilde under each further character.
    private static func caret(at start: Int, visible: Int) -> String {
        let tildes = max(0, visible - 1)
        return String(unsafeUninitializedCapacity: start + 1 + tildes) { buffer in
            var offset = 0
            for _ in 0..<start {
                buffer[offset] = UInt8(ascii: " ")
                offset += 1
            }
            buffer[offset] = UInt8(ascii: "^")
            offset += 1
            for _ in 0..<tildes {
                buffer[offset] = UInt8(ascii: "~")
                offset += 1
            }
            return offset
        }
    }

    /// Appends the source line (or a window of it) and a caret line under the range.
    static func excerpt(_ source: String, column: Int, length: Int, into lines: inout [String]) {
        // A short line of printable ASCII is shown as it is, counted in bytes.
        let count = source.utf8.count
        if count <= excerptWidth, isPrintableASCII(source) {
            let visible = max(1, min(length, max(1, count - (column - 1))))
            lines.append(source)
            lines.append(caret(at: max(0, column - 1), visible: visible))
            return
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
        lines.append(shown)
        lines.append(caret(at: caretStart, visible: visible))
    }

    /// Whether every byte is printable ASCII (a loop over the bytes in place, where
    /// `allSatisfy` on the view stepped through its indices).
    private static func isPrintableASCII(_ text: String) -> Bool {
        let answer = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return answer ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
