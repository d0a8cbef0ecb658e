import LabShell
import XCTest

final class DiagnosticRenderingTests: XCTestCase {
    /// Runs one line in a fresh session and returns the rendered error.
    private func errorLines(_ line: String) -> [String] {
        let harness = SessionHarness()
        harness.run(line)
        return harness.sink.errors
    }

    /// A help line of exactly the room after `help: ` stays one line; one more character breaks
    /// it at a space, the rest under the text after `help: ` (six columns in, docs/Shell.md);
    /// a line break in it starts a second line indented under the first; a
    /// multi-byte help that fits in characters but not in bytes is not broken.
    func test_helpLinesBreakOnlyPastTheWidth() {
        func help(_ suggestion: String, width: Int = 30) -> [String] {
            let diagnostic = Diagnostic(
                .syntax, at: SourceRange(line: 1, column: 1, length: 1), message: "m", suggestion: suggestion)
            return Array(DiagnosticRenderer.render(diagnostic, width: width).dropFirst())
        }
        let fits = "aaaa bbbb cccc dddd eeee"  // 24 = 30 − 6
        XCTAssertEqual(help(fits), ["help: " + fits])
        XCTAssertEqual(help(fits + "f"), ["help: aaaa bbbb cccc dddd", "      eeeef"])
        XCTAssertEqual(help("one\ntwo"), ["help: one", "      two"])
        let wide = String(repeating: "é", count: 24)  // 24 characters, 48 bytes
        XCTAssertEqual(help(wide), ["help: " + wide])
    }

    func test_fileLineColumnThenSourceThenCaretThenHelp() {
        XCTAssertEqual(
            errorLines("echo ok\nsolver var left mid\nsolver add midd == 5"),
            [
                "test.kbl:3:12: error: unknown variable 'midd'; expected a declared variable",
                "solver add midd == 5",
                "           ^~~~",
                "help: did you mean 'mid'?",
            ])
    }

    /// A value of the wrong kind names what it was given as (the argument, the side of the
    /// operator, the assignment) and says once what it takes: the old message began "expected a
    /// number" and the expected part said "a number" again.
    func test_aValueOfTheWrongKindSaysWhichAndWhatItTakesOnce() {
        let scene = "view box frame 0 0 10 10\nconstraint bottom: box.bottom == safe.bottom\nlet s = \"a\"\n"
        let cases: [(String, String)] = [
            (
                "let q = rect(1, 2, 3, \"x\")",
                "the 4th argument of rect (height) is a string; expected a number"
            ),
            ("let q = sqrt(\"x\")", "the argument of sqrt (x) is a string; expected a number"),
            ("let q = max(1, 2, s)", "the 3rd argument of max is a string; expected a number"),
            ("bottom.constant = \"abc\"", "the value for 'bottom.constant' is a string; expected a number"),
            ("box.alpha = s", "the value for 'box.alpha' is a string; expected a number"),
            ("let x = 1\nx += \"a\"", "the right side of '+=' is a string; expected a number"),
            ("s -= 1", "the left side of '-=' is a string; expected a number"),
            ("let y = 1 < s", "the right side of '<' is a string; expected a number"),
            ("let y = -s", "the operand of '-' is a string; expected a number"),
            ("let y = s << 1", "the left side of '<<' is a string; expected a number"),
            ("expect s <= 1", "the left side of '<=' is a string; expected a number"),
            ("step s", "the frames value is a string; expected a number"),
            ("constraint box.height == s", "'s' is a string; expected a number"),
            (
                "if 1 do echo a end",
                "a number is not a condition; expected a comparison, 'and', 'or', 'not' or a true/false member"
            ),
            (
                "let r = intersection(root.bounds, 2)",
                "the 2nd argument of intersection is a number; expected a rect such as note.frameEnd or root.bounds"
            ),
        ]
        for (line, expected) in cases {
            let lines = errorLines(scene + line)
            XCTAssertEqual(lines.first?.components(separatedBy: ": error: ").last, expected, line)
        }
    }

    /// Line and column numbers of every size and sign are written digit by digit, and the lines
    /// given as bytes to a sink that keeps lines arrive as the same lines.
    /// The rendered bytes are a value: a copy keeps its lines when the original is emptied and
    /// rendered into again, and a diagnostic longer than the buffer first held grows it.
    func test_renderedLinesAreAValueAndGrow() {
        var rendered = RenderedLines()
        var first = Diagnostic(.syntax, at: SourceRange(line: 1, column: 1, length: 1), message: "one")
        first.sourceName = "f"
        DiagnosticRenderer.render(first, into: &rendered)
        let kept = rendered
        rendered.removeAll()
        // 1,000 bytes of message: "f:2:1: error: " (14 bytes) and the line feed make 1,015.
        var long = Diagnostic(
            .syntax, at: SourceRange(line: 2, column: 1, length: 1),
            message: String(repeating: "m", count: 1000))
        long.sourceName = "f"
        DiagnosticRenderer.render(long, into: &rendered)
        XCTAssertEqual(kept.lines, ["f:1:1: error: one"])
        XCTAssertEqual(kept.bytes, Array("f:1:1: error: one\n".utf8))
        XCTAssertEqual(rendered.bytes.count, 1015)
        XCTAssertEqual(rendered.lines, ["f:2:1: error: " + String(repeating: "m", count: 1000)])
        // A copy appended to leaves the original as it was.
        var more = kept
        DiagnosticRenderer.render(first, into: &more)
        XCTAssertEqual(more.lines, ["f:1:1: error: one", "f:1:1: error: one"])
        XCTAssertEqual(kept.lines, ["f:1:1: error: one"])
    }

    func test_numbersAndLinesAsTheSinkReceivesThem() {
        for (line, column) in [(1, 1), (9, 10), (10, 99), (100_000, 1_234_567), (0, 0), (-5, -120)] {
            var diagnostic = Diagnostic(
                .syntax, at: SourceRange(line: line, column: column, length: 1), message: "m")
            diagnostic.sourceName = "f"
            XCTAssertEqual(DiagnosticRenderer.render(diagnostic), ["f:\(line):\(column): error: m"])
        }
        let sink = CollectingSink()
        var rendered = RenderedLines()
        var diagnostic = Diagnostic(
            .syntax, at: SourceRange(line: 2, column: 3, length: 2), message: "bad", expected: "good",
            suggestion: "fix it")
        diagnostic.sourceLine = "a bc d"
        diagnostic.notes = ["first", "second"]
        DiagnosticRenderer.render(diagnostic, into: &rendered)
        sink.writeError(lines: rendered)
        XCTAssertEqual(
            sink.errors,
            [
                "<input>:2:3: error: bad; expected good", "a bc d", "  ^~", "help: fix it", "note: first",
                "note: second",
            ])
        rendered.removeAll()
        XCTAssertTrue(rendered.bytes.isEmpty && rendered.lines.isEmpty)
    }

    /// A number in an error reads as it was typed, not as the value prints (`1e300` would
    /// print `1e+300`, `0x10` would print `16`), so the message quotes what the line holds.
    func test_aNumberIsQuotedAsTyped() {
        for typed in ["1e300", "0x10", "2.50"] {
            let lines = errorLines("view v frame 0 0 10 10\nmove v \(typed)")
            XCTAssertEqual(
                lines.first,
                "test.kbl:2:8: error: unexpected '\(typed)'; expected 'dx' or 'dy' or the end of the statement"
            )
        }
    }

    /// A diagnostic is a value: a copy changed later leaves the original as it was, and two
    /// diagnostics made apart with the same fields are equal and hash alike.
    func test_aDiagnosticIsAValue() {
        var original = Diagnostic(.runtime, at: SourceRange(line: 1, column: 2, length: 3), message: "m")
        original.notes = ["n"]
        var copy = original
        copy.message += "!"
        copy.notes.append("more")
        copy.sourceName = "copy.kbl"
        XCTAssertEqual(original.message, "m")
        XCTAssertEqual(original.notes, ["n"])
        XCTAssertEqual(original.sourceName, "")
        XCTAssertEqual(copy.message, "m!")
        XCTAssertEqual(copy.notes, ["n", "more"])
        XCTAssertNotEqual(original, copy)
        var twin = Diagnostic(.runtime, at: SourceRange(line: 1, column: 2, length: 3), message: "m")
        twin.notes = ["n"]
        XCTAssertEqual(original, twin)
        XCTAssertEqual(Set([original, twin]).count, 1)
        twin.suggestion = "s"
        XCTAssertNotEqual(original, twin)
    }

    func test_caretSpansTheWholeRangeAndSkipsHelpWhenThereIsNone() {
        XCTAssertEqual(
            errorLines("expect 1 + 1 == 3"),
            [
                "test.kbl:1:8: error: expectation failed: the left side is 2.00; expected == 3.00 (within 1e-06)",
                "expect 1 + 1 == 3",
                "       ^~~~~~~~~~",
            ])
    }

    func test_missingArgumentPointsJustPastTheEnd() {
        XCTAssertEqual(
            errorLines("set"),
            [
                "test.kbl:1:5: error: missing SETTING; expected a setting name",
                "set",
                "    ^",
                "help: usage: set SETTING [VALUE]",
            ])
    }

    func test_controlCharactersNeverReachTheTerminal() {
        let lines = errorLines("echo ok\n\u{1B}[31m")
        XCTAssertEqual(
            lines.first,
            "test.kbl:2:1: error: unexpected character U+001B; expected a name, a number, a quoted string or an operator"
        )
        XCTAssertEqual(lines[1], "?[31m")
        XCTAssertFalse(lines.joined().contains("\u{1B}"))
    }

    /// A note wraps as help does: its later lines under the text after `note: `.
    func test_notesContinueUnderTheirText() {
        var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 1, length: 1), message: "m")
        d.notes = ["aaaa bbbb cccc dddd eeee ffff"]
        XCTAssertEqual(
            Array(DiagnosticRenderer.render(d, width: 30).dropFirst()),
            ["note: aaaa bbbb cccc dddd eeee", "      ffff"])
    }

    /// The caret counts display columns: 日本語 takes six (East Asian wide), so `nosuch`,
    /// character 17 of `let x = "日本語" + nosuch`, starts at column 20; a fullwidth Ａ and an
    /// emoji take two, a combining acute accent none (é as e + U+0301 is one column).
    func test_theCaretCountsWideCharactersTwice() {
        XCTAssertEqual(
            errorLines("let x = \"日本語\" + nosuch").dropFirst().prefix(2),
            ["let x = \"日本語\" + nosuch", String(repeating: " ", count: 19) + "^~~~~~"])
        for (prefix, columns) in [("Ａ", 2), ("👍", 2), ("e\u{301}", 1), ("한", 2), ("a", 1)] {
            let line = "echo \"\(prefix)\" + nosuch"
            var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 12, length: 6), message: "m")
            d.sourceName = "f"
            d.sourceLine = line
            // `echo "` is 6 columns, the prefix its own, `" + ` 4: nosuch after 10 + columns.
            XCTAssertEqual(
                DiagnosticRenderer.render(d)[2], String(repeating: " ", count: 10 + columns) + "^~~~~~",
                prefix)
        }
    }

    /// An emoji joined by a zero-width joiner (👩‍💻, 👩‍👩‍👧‍👦) or tags (the flag of England) is shown
    /// as itself, two columns wide; a bidi override inside a line is still `?`.
    func test_joinedEmojiAreShownAndBidiControlsAreNot() {
        for emoji in [
            "👩\u{200D}💻", "👩\u{200D}👩\u{200D}👧\u{200D}👦",
            "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
        ] {
            let line = "let b = \"\(emoji)\" + nosuch"
            // `let b = "` is 9 columns, the emoji 2, `" + ` 4: nosuch after 15.
            XCTAssertEqual(
                errorLines(line).dropFirst().prefix(2), [line, String(repeating: " ", count: 15) + "^~~~~~"])
        }
        XCTAssertEqual(SourceText.printable("a\u{202E}b"), "a?b")
        XCTAssertEqual(SourceText.printable("x\u{200D}"), "?")
    }

    /// A long line of wide characters is windowed by columns: at width 40, 日 repeated 100
    /// times is 200 columns; the window holds 38 columns (19 characters) between two
    /// ellipses, the error's character (the 51st) 12 columns, a third of 38, after the first
    /// ellipsis: 6 characters, so its caret (two columns) starts at column 14.
    func test_aWideLineIsWindowedByColumns() {
        var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 51, length: 1), message: "m")
        d.sourceName = "f"
        d.sourceLine = String(repeating: "日", count: 100)
        let lines = DiagnosticRenderer.render(d, width: 40)
        XCTAssertEqual(lines[1], "…" + String(repeating: "日", count: 19) + "…")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 13) + "^~")
    }

    func test_longLinesShowAWindowAroundTheError() {
        let line = "echo " + (0..<300).map { String(UnicodeScalar(UInt8(65 + $0 % 26))) }.joined()
        var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 250, length: 3), message: "m")
        d.sourceName = "f"
        d.sourceLine = line
        let lines = DiagnosticRenderer.render(d)
        XCTAssertEqual(lines[0], "f:1:250: error: m")
        // The window fits the help width (78 columns, the terminal's less two), ellipses in.
        XCTAssertEqual(lines[1].count, 78)
        XCTAssertTrue(lines[1].hasPrefix("…"))
        // The caret still sits under columns 250–252 of the original line.
        let shown = Array(lines[1])
        let caret = Array(lines[2])
        let at = caret.firstIndex(of: "^") ?? 0
        XCTAssertEqual(String(caret[at...]), "^~~")
        XCTAssertEqual(String(shown[at..<at + 3]), String(Array(line)[249..<252]))
    }

    /// A megabyte line of printable ASCII is windowed by its bytes (made printable whole, it took
    /// a tenth of a second an error). At the default width, 78, the window holds 76 characters
    /// between two ellipses; column 500,000 (index 499,999) starts it a third of that, 25
    /// characters, before, at index 499,974: the letters cycle A–Z, so index i shows letter
    /// i mod 26 (499,974 = 26 · 19,229 + 20, a U). The caret: the ellipsis and 25 characters.
    func test_aMegabyteLineShowsTheSameWindow() {
        let letters = (0..<26).map { Character(UnicodeScalar(UInt8(65 + $0))) }
        let line = String((0..<1_000_000).map { letters[$0 % 26] })
        var d = Diagnostic(.syntax, at: SourceRange(line: 1, column: 500_000, length: 2), message: "m")
        d.sourceName = "f"
        d.sourceLine = line
        let lines = DiagnosticRenderer.render(d)
        let window = String((499_974..<500_050).map { letters[$0 % 26] })
        XCTAssertEqual(lines[1], "…" + window + "…")
        XCTAssertTrue(window.hasPrefix("U"))
        XCTAssertEqual(lines[2], String(repeating: " ", count: 26) + "^~")
    }
}
