import Foundation
import LabShell
import XCTest

/// `output FILE`, `output`, `once FILE`: sqlite3's .output and .once.
final class OutputRedirectionTests: XCTestCase {
    func test_outputSendsWhatFollowsToAFileUntilOutputAlone() throws {
        let w = try PictureWorkspace(self)
        let lines = runScript(
            "echo before\noutput out.txt\necho one\nset decimals\noutput\necho after", harness: w.harness)
        XCTAssertEqual(lines, ["before", "after"])
        XCTAssertEqual(try w.text("out.txt"), "one\ndecimals 2\n")
    }

    func test_errorsStillReachTheTerminal() throws {
        let w = try PictureWorkspace(self)
        w.harness.sink.clear()
        let result = w.harness.run("output out.txt\nexpect 1 == 2\necho still\noutput", mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertTrue(w.harness.sink.errors.first?.contains("expectation failed") ?? false)
        XCTAssertEqual(try w.text("out.txt"), "still\n")
    }

    func test_onceTakesTheNextCommandOnly() throws {
        let w = try PictureWorkspace(self)
        let lines = runScript("once one.txt\necho first\necho second", harness: w.harness)
        XCTAssertEqual(lines, ["second"])
        XCTAssertEqual(try w.text("one.txt"), "first\n")
    }

    /// A sourced script is one command for the `once` before it; a `once` inside a script takes
    /// the script's next command.
    func test_onceAndSourcedScripts() throws {
        let w = try PictureWorkspace(self)
        try "echo in script\nonce inner.txt\necho inner\necho after inner\n".write(
            to: w.url("s.kbl"), atomically: true, encoding: .utf8)
        let lines = runScript("once whole.txt\nsource s.kbl\necho back", harness: w.harness)
        XCTAssertEqual(lines, ["back"])
        XCTAssertEqual(try w.text("whole.txt"), "in script\nafter inner\n")
        XCTAssertEqual(try w.text("inner.txt"), "inner\n")
        let again = runScript("source s.kbl", harness: w.harness)
        XCTAssertEqual(again, ["in script", "after inner"])
    }

    /// `once` while `output` is on: the next command goes to the once file, then back to the
    /// output file.
    func test_onceInsideOutput() throws {
        let w = try PictureWorkspace(self)
        let lines = runScript(
            "output all.txt\necho a\nonce one.txt\necho b\necho c\noutput\necho d", harness: w.harness)
        XCTAssertEqual(lines, ["d"])
        XCTAssertEqual(try w.text("all.txt"), "a\nc\n")
        XCTAssertEqual(try w.text("one.txt"), "b\n")
    }

    /// A drawing sent to a file is plain ASCII even from a colour terminal.
    func test_redirectedDrawingsAreAscii() throws {
        let w = try PictureWorkspace(self)
        w.harness.session.terminal.update(
            columns: 60, rows: 40, isTerminal: true, environment: ["TERM": "xterm"])
        runScript("once draw.txt\ndraw", harness: w.harness)
        let drawing = try w.text("draw.txt")
        XCTAssertFalse(drawing.contains("\u{1B}"))
        XCTAssertTrue(drawing.contains("+---"))
        XCTAssertTrue(
            runScript("draw", harness: w.harness).joined().contains("\u{1B}["), "on the terminal: colour")
    }

    func test_anUnwritablePathIsADiagnosticAndOutputStays() throws {
        assertSingleDiagnostic(
            after: "", "output 1️⃣\"/nonexistent-kblab-dir/out.txt\"",
            message: "cannot write '/nonexistent-kblab-dir/out.txt'", thenRuns: "echo fine")
        let harness = SessionHarness()
        harness.run("output \"/nonexistent-kblab-dir/out.txt\"", mode: .interactive)
        XCTAssertEqual(runScript("echo here", harness: harness), ["here"])
    }

    /// `reset` starts the lab over, the output included: it comes back to the terminal and the
    /// file keeps what was written before (found by scripts/soak: output stayed in the file,
    /// and `output` alone could no longer bring it back, since reset had forgotten the terminal).
    func test_resetBringsTheOutputBack() throws {
        let w = try PictureWorkspace(self)
        let lines = runScript(
            "output out.txt\necho one\nreset\necho two\noutput\necho three", harness: w.harness)
        XCTAssertEqual(lines, ["two", "three"])
        XCTAssertEqual(try w.text("out.txt"), "one\n")
        let once = runScript("once once.txt\nreset\necho four", harness: w.harness)
        XCTAssertEqual(once, ["four"])
    }

    /// `output FILE` as the command a `once` redirects: the `once` ends, and `output` alone still
    /// brings the output back (found by scripts/soak: ending the `once` forgot the terminal, so
    /// everything after went to the closed file).
    func test_outputAfterOnce() throws {
        let w = try PictureWorkspace(self)
        let lines = runScript("once one.txt\noutput two.txt\necho x\noutput\necho back", harness: w.harness)
        XCTAssertEqual(lines, ["back"])
        XCTAssertEqual(try w.text("one.txt"), "")
        XCTAssertEqual(try w.text("two.txt"), "x\n")
    }

    /// A handler runs while a keyboard scenario records what is printed, so `output` and `once`
    /// are refused there (found by scripts/soak: `on didHide do output` during a hide put the
    /// recording's saved sink, the file, back after the handler had restored the terminal, and
    /// the output stayed in a closed file for good). The error names the handler; output set up
    /// outside still works.
    func test_outputIsRefusedInAHandler() throws {
        let w = try PictureWorkspace(self)
        w.harness.sink.clear()
        let result = w.harness.run(
            "on didHide block do output\noutput out.txt\nshow-keyboard\nhide-keyboard\noutput\necho back",
            mode: .interactive)
        XCTAssertEqual(result.diagnostics.map(\.message), ["output cannot run inside a handler"])
        XCTAssertTrue(
            result.diagnostics.first?.notes.first?.hasPrefix("in the keyboardDidHide handler") ?? false,
            "\(result.diagnostics)")
        XCTAssertEqual(w.harness.sink.lines.last, "back")
        XCTAssertTrue(try w.text("out.txt").contains("keyboardDidHide"))
    }
}
