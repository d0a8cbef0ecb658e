import Foundation
import KeyboardLab
import LabShell
import XCTest

/// Ctrl-C between statements: a sourced script stops at its next line and a handler at its next
/// statement, each saying where. The Ctrl-C is simulated by an output sink that requests the
/// process-wide interruption (what the shell's SIGINT handler does) when a given line is printed,
/// so it lands at a known point; the terminal tests send a real one.
final class ShellInterruptionTests: XCTestCase {
    /// Collects output and requests the interruption when `trigger` is printed.
    private final class InterruptingSink: OutputSink {
        let trigger: String
        var transcript: [String] = []
        init(trigger: String) { self.trigger = trigger }
        func write(_ line: String) {
            transcript.append(line)
            if line == trigger { Interruption.process.request() }
        }
        func writeError(_ line: String) { transcript.append(line) }
    }

    override func setUp() {
        Interruption.process.reset()
    }

    override func tearDown() {
        Interruption.process.reset()  // the flag is process-wide: leave it clear for other tests
    }

    private func directory(with files: [String: String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        for (name, text) in files {
            try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url.path
    }

    /// Ctrl-C while line 2 of a sourced script prints: line 2 finishes, lines 3 and 4 do not run,
    /// the error says "after line 2 of long.kbl", and the caller's line after `source` does not
    /// run either (the whole command stops, as a run stops at its frame).
    func testSourceStopsAtTheNextLine() throws {
        let dir = try directory(with: ["long.kbl": "echo one\necho stop\necho three\necho four\n"])
        let sink = InterruptingSink(trigger: "stop")
        let session = Session(output: sink, workingDirectory: dir)
        let result = session.run("source long.kbl\necho after", name: "main.kbl", mode: .script)
        XCTAssertEqual(Array(sink.transcript.prefix(2)), ["one", "stop"])
        XCTAssertFalse(sink.transcript.contains("three"), "\(sink.transcript)")
        XCTAssertFalse(sink.transcript.contains("after"), "\(sink.transcript)")
        XCTAssertEqual(result.diagnostics.count, 1, "said once: \(result.diagnostics)")
        let diagnostic = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(diagnostic.message, "interrupted after line 2 of long.kbl; the rest did not run")
        XCTAssertEqual(diagnostic.sourceName, "long.kbl")
        XCTAssertEqual(diagnostic.line, 2)
        XCTAssertEqual(result.exitStatus, 1)
    }

    /// Piped input (interactive mode) goes on after an error, but not after Ctrl-C.
    func testInteractiveInputStopsToo() {
        let sink = InterruptingSink(trigger: "stop")
        let session = Session(output: sink, workingDirectory: NSTemporaryDirectory())
        let result = session.run("echo stop\necho next\necho last", name: "<stdin>", mode: .interactive)
        XCTAssertEqual(sink.transcript.first, "stop")
        XCTAssertFalse(sink.transcript.contains("next"), "\(sink.transcript)")
        XCTAssertEqual(
            result.diagnostics.map(\.message), ["interrupted after line 1 of <stdin>; the rest did not run"])
    }

    /// Ctrl-C while a handler's first statement prints: its second statement does not run; the
    /// error points at that statement (line 3 of the script, where the handler's body is) and
    /// names the handler, and the run calling it stops before its next frame. A display link is
    /// used because its handler prints straight away (a keyboard scenario's output is recorded
    /// and replayed after it, too late for the sink to stop anything; the terminal test covers
    /// a keyboard handler with a real Ctrl-C).
    func testHandlerStopsAtItsNextStatement() throws {
        let sink = InterruptingSink(trigger: "stop")
        let session = Session(output: sink, workingDirectory: NSTemporaryDirectory())
        let script = """
            on display-link as link do
              echo stop
              echo unreached
            end
            run 1
            echo after
            """
        let result = session.run(script, name: "handler.kbl", mode: .script)
        XCTAssertEqual(sink.transcript.filter { $0 == "stop" }.count, 1, "one frame: \(sink.transcript)")
        XCTAssertFalse(sink.transcript.contains("unreached"), "\(sink.transcript)")
        XCTAssertFalse(sink.transcript.contains("after"), "\(sink.transcript)")
        let diagnostic = try XCTUnwrap(
            result.diagnostics.first { $0.message.hasPrefix("interrupted before") }, "\(sink.transcript)")
        XCTAssertEqual(diagnostic.message, "interrupted before line 3 of handler.kbl")
        XCTAssertEqual(diagnostic.line, 3)
        XCTAssertEqual(diagnostic.column, 3)
        XCTAssertTrue(
            diagnostic.notes.contains {
                $0.hasPrefix("in the display-link handler registered at handler.kbl:1:")
            },
            "\(diagnostic.notes)")
        // The run stopped at the first frame, the one whose display link printed.
        XCTAssertTrue(
            result.diagnostics.contains { $0.message.hasPrefix("interrupted at frame 1,") },
            "\(result.diagnostics)")
    }

    /// Ctrl-C inside a statement of a sourced script (a `step`, while its display link prints):
    /// the step stops at that frame and its error also says, once, that the rest of the script
    /// did not run; the line after it and the caller's next line do not run. In every mode:
    /// `--keep-going` runs a script as `.interactive` does.
    func testAStatementCutShortSaysTheRestDidNotRun() throws {
        for mode in [RunMode.script, .interactive] {
            Interruption.process.reset()
            let script = "on display-link as link do\n  echo stop\nend\nstep 3\necho unreached\n"
            let dir = try directory(with: ["long.kbl": script])
            let sink = InterruptingSink(trigger: "stop")
            let session = Session(output: sink, workingDirectory: dir)
            let result = session.run("source long.kbl\necho after", name: "main.kbl", mode: mode)
            XCTAssertFalse(sink.transcript.contains("unreached"), "\(mode): \(sink.transcript)")
            XCTAssertFalse(sink.transcript.contains("after"), "\(mode): \(sink.transcript)")
            // Frame 1 is 1/60 s in.
            XCTAssertEqual(
                result.diagnostics.map(\.message),
                ["interrupted at frame 1, t = 0.02 s; the rest of long.kbl did not run"], "\(mode)")
            XCTAssertEqual(result.diagnostics.first?.line, 4)
            XCTAssertEqual(
                sink.transcript.filter { $0.contains("did not run") }.count, 1,
                "said once: \(sink.transcript)")
        }
    }

    /// Once the shell clears the flag (before it reads the next line), the session works again.
    func testTheSessionGoesOnOnceTheFlagIsCleared() {
        let sink = InterruptingSink(trigger: "stop")
        let session = Session(output: sink, workingDirectory: NSTemporaryDirectory())
        _ = session.run("echo stop\necho lost", name: "<stdin>", mode: .interactive)
        Interruption.process.reset()
        sink.transcript.removeAll()
        let result = session.run("echo again", name: "<stdin>", mode: .interactive)
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertEqual(sink.transcript, ["again"])
    }
}
