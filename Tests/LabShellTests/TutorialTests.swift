import Foundation
import LabShell
import XCTest

/// Plays docs/Tutorial.md: every command printed after `kblab> ` (with its `  ...> ` lines) is
/// typed into one session, in the order of the page, as at the prompt, and what it prints
/// (output and errors, in order) must be what the page shows under it (`…` skips lines;
/// trailing spaces are not compared). So the tutorial cannot drift from the shell. The page's
/// tables are also checked against the physics they explain, independently of the engine.
final class TutorialTests: XCTestCase {
    private var page: String {
        get throws {
            try String(
                contentsOfFile: SessionHarness.packageRoot + "/docs/Tutorial.md", encoding: .utf8)
        }
    }

    func test_everyCommandOfTheTutorialPrintsWhatThePageShows() throws {
        let tutorial = MarkdownSession(markdown: try page)
        XCTAssertGreaterThan(tutorial.steps.count, 40, "the tutorial's sessions were not found")
        let sink = CollectingSink()
        let session = Session(output: sink, workingDirectory: SessionHarness.packageRoot)
        var lineNumber = 0
        for step in tutorial.steps {
            sink.clear()
            for line in step.input {
                lineNumber += 1
                session.feed(line, name: "<stdin>", lineNumber: lineNumber)
            }
            let actual = sink.transcript.map(trimmed)
            let expected = step.expected.map(trimmed)
            guard MarkdownSession.matches(expected, actual) else {
                XCTFail(
                    """
                    docs/Tutorial.md:\(step.pageLine): `\(step.input.joined(separator: "; "))` printed:
                    \(actual.joined(separator: "\n"))
                    but the page shows:
                    \(expected.joined(separator: "\n"))
                    """)
                continue
            }
        }
        XCTAssertFalse(session.isReadingBlock, "the tutorial leaves a block open")
    }

    func test_theSavedSessionOfTheTutorialReplays() throws {
        // The tutorial saves its "write your own" session; run as `kblab FILE`, it must pass.
        let tutorial = MarkdownSession(markdown: try page)
        let saves = tutorial.steps.filter { $0.input.first?.hasPrefix("save ") == true }
        XCTAssertEqual(saves.count, 1)
        let harness = SessionHarness()
        for step in tutorial.steps {
            for line in step.input { harness.session.feed(line, name: "<stdin>", lineNumber: 1) }
        }
        let path = try XCTUnwrap(saves.first?.input.first).dropFirst("save ".count)
        let text = try String(contentsOfFile: String(path), encoding: .utf8)
        let replay = SessionHarness()
        XCTAssertEqual(replay.run(text).exitStatus, 0, replay.sink.errors.joined(separator: "\n"))
    }

    /// The rows of the first table in the page whose header is `header`, as numbers.
    private func tableRows(after header: String) throws -> [[Double]] {
        let lines = try page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex { trimmed($0) == header }, "no table '\(header)'")
        var rows: [[Double]] = []
        for line in lines[(start + 1)...] {
            if trimmed(line) == MarkdownSession.skip { continue }
            let cells = line.split(separator: " ").compactMap { Double($0) }
            guard cells.count == 5 else { break }
            rows.append(cells)
        }
        return rows
    }

    func test_theAnimatorTableIsTheSpringAgainstEaseInOut() throws {
        // §3: keyboard 852 − 336·p(t) (facts §4.2), bar 818 − 336·E(t/0.25) (ease-in-out, the
        // End height), gap the difference; iPhone 15: 852 screen, 336 keyboard, 34 safe bottom.
        let rows = try tableRows(after: "frame    t ms  keyboard.minY  input.presentation.maxY     gap")
        XCTAssertGreaterThanOrEqual(rows.count, 6)
        for row in rows {
            let t = row[0] / 60
            let keyboard = 852 - 336 * keyboardProgress(t)
            let bar = 818 - 336 * easeInOutProgress(min(1, t / 0.25))
            XCTAssertEqual(row[1], row[0] * 1000 / 60, accuracy: 0.005)
            XCTAssertEqual(row[2], keyboard, accuracy: 0.005, "frame \(row[0])")
            XCTAssertEqual(row[3], bar, accuracy: 0.005, "frame \(row[0])")
            XCTAssertEqual(row[4], keyboard - bar, accuracy: 0.01, "frame \(row[0])")
        }
    }

    func test_theLayoutGuideTableIsTheSpringItself() throws {
        // §4: the bar rides the keyboard's spring, closing the 34-pt gap: 818 − 302·p(t).
        let rows = try tableRows(after: "frame    t ms  keyboard.minY  input.presentation.maxY    gap")
        XCTAssertGreaterThanOrEqual(rows.count, 5)
        for row in rows {
            let p = keyboardProgress(row[0] / 60)
            XCTAssertEqual(row[2], 852 - 336 * p, accuracy: 0.005, "frame \(row[0])")
            XCTAssertEqual(row[3], 818 - 302 * p, accuracy: 0.005, "frame \(row[0])")
            XCTAssertEqual(row[4], 34 * (1 - p), accuracy: 0.005, "frame \(row[0])")
        }
    }

    func test_theMarkdownConvention() {
        let page = """
            text
            ```sh
            bash scripts/kblab
            ```
            ```
            kblab> on willShow do
              ...> print 1
              ...> end
            kblab> show-keyboard
            a
            …
            b
            ```
            """
        let steps = MarkdownSession(markdown: page).steps
        XCTAssertEqual(steps.map(\.input), [["on willShow do", "print 1", "end"], ["show-keyboard"]])
        XCTAssertEqual(steps.map(\.pageLine), [6, 9])
        XCTAssertEqual(steps.last?.expected, ["a", "…", "b"])
        XCTAssertTrue(MarkdownSession.matches(["a", "…", "b"], ["a", "b"]))
        XCTAssertTrue(MarkdownSession.matches(["a", "…", "b"], ["a", "x", "y", "b"]))
        XCTAssertFalse(MarkdownSession.matches(["a", "…", "b"], ["a", "x"]))
        XCTAssertFalse(MarkdownSession.matches(["a"], ["a", "b"]), "every printed line is shown or skipped")
        XCTAssertFalse(MarkdownSession.matches([], ["a"]), "a command shown with no output prints nothing")
        XCTAssertTrue(MarkdownSession.matches(["…"], []))
    }

    private func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }
}
