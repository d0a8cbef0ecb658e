import Foundation
import XCTest

/// The shell at a (pseudo-)terminal: Ctrl-C, Ctrl-D, history files that are not what they seem,
/// and `-i`. Each test drives the built kblab through `PseudoTerminal`.
final class TerminalTests: XCTestCase {
    private let prompt = "kblab> "

    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// The numbers captured by the first match of `pattern` in `text`.
    private func captures(_ pattern: String, in text: String) throws -> [Int] {
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        let match = try XCTUnwrap(regex.firstMatch(in: text, range: range), "no '\(pattern)' in:\n\(text)")
        return try (1..<match.numberOfRanges).map { index in
            let part = try XCTUnwrap(Range(match.range(at: index), in: text))
            return try XCTUnwrap(Int(text[part]))
        }
    }

    /// Ctrl-C during `run 3600` (216,000 frames) with watched probes stops it within one frame:
    /// the row of that frame is printed, then `interrupted at frame N`, and the session goes on
    /// with its clock at frame N. Forty watched views make each frame slow enough (debug build)
    /// that the Ctrl-C lands in the run, not in the printing after it.
    func testControlCStopsALongRunAtAFrame() throws {
        let views = (0..<40).map { "view v\($0) frame 0 \($0) 10 10" }
        let watch = "watch t " + (0..<40).map { "v\($0).maxY" }.joined(separator: " ")
        let scene = try KblabProcess.script(
            (views + [watch, "echo ready"]).joined(separator: "\n"), in: self)
        let session = try PseudoTerminal.run(
            ["-i", scene], environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
            steps: [
                .expect("ready"), .expect(prompt), .send("run 3600\r"), .sleep(0.5), .send("\u{3}"),
                .expect("interrupted at frame [0-9]+"), .expect(prompt), .send("time\r"),
                .expect("frame [0-9]+, 60 Hz"), .expect(prompt), .send("quit\r"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
        let text = session.transcript
        let stopped = try captures("interrupted at frame ([0-9]+), t = ", in: text)[0]
        XCTAssertEqual(try captures("t [0-9.]+ s, frame ([0-9]+), 60 Hz", in: text)[0], stopped)
        XCTAssertGreaterThan(stopped, 0)
        XCTAssertLessThan(stopped, 216_000, "the run finished before Ctrl-C arrived")
        // The one row printed is that frame: frame, t ms = frame / 60 s, t = the same in seconds.
        let row = try captures("\\n *([0-9]+) +([0-9]+)\\.[0-9]+ ", in: text)
        XCTAssertEqual(row[0], stopped)
        XCTAssertEqual(Double(row[1]), (Double(stopped) * 1000 / 60).rounded(.down))
        // The terminal echoed ^C where the cursor was; what follows starts on a line of its own.
        XCTAssertTrue(text.contains("^C"), text)
        XCTAssertNil(text.range(of: "\\^C[^\r\n]", options: .regularExpression), text)
    }

    /// Ctrl-C during `source` of a 300,000-line script stops it at the line running then:
    /// `interrupted after line N of FILE` (line N ran to its end) or `interrupted before line N`
    /// (the flag was seen at the next statement), and the session keeps what the lines before
    /// did. Line L sets `a = L`, so `a` read afterwards must be N, or N - 1 for "before".
    func testControlCStopsASourcedScriptAtALine() throws {
        let directory = try temporaryDirectory()
        let path = try longScript(in: directory)
        let session = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": directory + "/history"],
            steps: [
                .expect(prompt), .send("source \(path)\r"), .sleep(0.5), .send("\u{3}"),
                .expect("interrupted (after|before) line [0-9]+ of "), .expect(prompt), .send("print a\r"),
                .expect("\\n[0-9]+\r?\n"), .expect(prompt), .send("quit\r"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
        let line = try interruptedLine(in: session.transcript)
        XCTAssertGreaterThan(line.ran, 1)
        XCTAssertLessThan(line.ran, 300_000, "the script finished before Ctrl-C arrived")
        XCTAssertEqual(try captures("print a\r*\n([0-9]+)", in: session.transcript)[0], line.ran)
        XCTAssertEqual(
            session.transcript.components(separatedBy: "error: interrupted").count, 2, "said once")
    }

    /// Ctrl-C while a handler runs (it sources the long script): the handler stops at the line
    /// it was on, a note names the handler, and the session goes on.
    func testControlCStopsAHandlerAtALine() throws {
        let directory = try temporaryDirectory()
        let path = try longScript(in: directory)
        let session = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": directory + "/history"],
            steps: [
                .expect(prompt), .send("on willShow do source \(path)\r"), .expect(prompt),
                .send("show-keyboard\r"), .sleep(0.5), .send("\u{3}"),
                .expect("interrupted (after|before) line [0-9]+ of "),
                .expect("note: in the keyboardWillShow handler registered at <stdin>:1:1"),
                .expect(prompt), .send("echo alive\r"), .expect("\\nalive"), .expect(prompt), .send("quit\r"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
        XCTAssertLessThan(try interruptedLine(in: session.transcript).ran, 300_000)
        XCTAssertEqual(
            session.transcript.components(separatedBy: "of \(path)").count, 2,
            "the script's interruption said once")
    }

    /// A script whose line L (after the first) sets `a = L`.
    private func longScript(in directory: String) throws -> String {
        let path = directory + "/long.kbl"
        let lines = ["let a = 0"] + (2...300_000).map { "a = \($0)" }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The last line that ran, from `interrupted after line N` (N) or `before line N` (N - 1).
    private func interruptedLine(in text: String) throws -> (ran: Int, message: String) {
        let found = try captures("interrupted (after|before) line ([0-9]+) of ", wordAt: 1, in: text)
        return found.word == "after" ? (found.number, "after") : (found.number - 1, "before")
    }

    /// The word captured at group `index` and the number in the group after it.
    private func captures(_ pattern: String, wordAt index: Int, in text: String) throws -> (
        word: String, number: Int
    ) {
        let regex = try NSRegularExpression(pattern: pattern)
        let match = try XCTUnwrap(
            regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            "no '\(pattern)' in:\n\(text)")
        let word = try XCTUnwrap(Range(match.range(at: index), in: text))
        let number = try XCTUnwrap(Range(match.range(at: index + 1), in: text))
        return (String(text[word]), try XCTUnwrap(Int(text[number])))
    }

    /// Ctrl-C at the prompt still drops the half-typed line.
    func testControlCAtThePromptDropsTheLine() throws {
        let session = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
            steps: [
                // Ctrl-C once the line is echoed, so that libedit waits in read(): a signal that
                // lands while it handles a key leaves it in cooked mode until Enter (EL_SIGNAL).
                .expect(prompt), .send("echo partial"), .expect("echo partial"), .send("\u{3}"),
                .expect(prompt),
                .send("echo after\r"),
                .expect("\\nafter"), .expect(prompt), .send("\u{4}"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
        XCTAssertFalse(session.transcript.contains("\npartial"), session.transcript)
    }

    /// Issue 34: Ctrl-C at an idle prompt followed at once by a typed-ahead line. libedit
    /// retries its read once after EINTR, so that read returned the typed-ahead line with the
    /// interruption flag still set, and the line was "interrupted before line 2". An interrupt
    /// belongs to the command it interrupted: at an idle prompt, to none. Sent in one write, and
    /// again with the Ctrl-C alone first, as a person pressing it and typing on would.
    func testControlCAtAnIdlePromptLeavesTheTypedAheadLineAlone() throws {
        for steps: [PseudoTerminal.Step] in [
            [.send("\u{3}echo typed-ahead\r")],
            [.send("\u{3}"), .send("echo typed-ahead\r")],
        ] {
            let session = try PseudoTerminal.run(
                environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
                steps: [.expect(prompt)] + steps + [
                    .expect("\ntyped-ahead"), .expect(prompt), .send("\u{4}"),
                ])
            XCTAssertNil(session.failedStep, session.transcript)
            XCTAssertFalse(session.transcript.contains("interrupted"), session.transcript)
            XCTAssertEqual(session.status, 0)
        }
    }

    /// Issue 34: a comparison matrix that plays for seconds says so at a terminal: a progress
    /// line on standard error, redrawn in place (`\r`, erase to the end of the line) and erased
    /// when the tables print. A script technique whose willShow starts a repeating animation
    /// plays every scenario to the 3600-frame horizon, one cell at a time: 6 cells of 10
    /// scenarios, 216,000 frames (four cells of four scenarios came under the line's half second
    /// once frames got cheaper).
    func testALongMatrixShowsProgressAtATerminal() throws {
        let scene = try KblabProcess.script(
            KeyboardScripts.chatBar + """

                technique spin do
                  on willShow do
                    animate 1 options repeat override-inherited-duration override-inherited-options do
                      translate view 0 1
                    end
                  end
                end
                echo ready
                """, in: self)
        let session = try PseudoTerminal.run(
            ["-i", scene], environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
            steps: [
                .expect("ready"), .expect(prompt),
                .send(
                    "compare spin on "
                        + Array(repeating: "show-keyboard, hide-keyboard", count: 5).joined(separator: ", ")
                        + " devices iphone-15, iphone-se-3, ipad-pro-11, iphone-13-mini, iphone-15-pro-max, "
                        + "iphone-xr\r"),
                .expect("compare: [0-9] of 6 cells, [0-9]+ frames played \\(Ctrl-C stops it\\)"),
                .expect("follow error"), .expect(prompt), .send("quit\r"),
            ], timeout: 60)
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
        // Drawn from the start of the line, and erased before the tables.
        XCTAssertTrue(session.transcript.contains("\r\u{1B}[Kcompare: "), session.transcript)
        XCTAssertTrue(session.transcript.contains("\r\u{1B}[Kfollow error"), session.transcript)
    }

    /// Characters beyond ASCII typed at the prompt reach the command (libedit drops them in the
    /// "C" locale: the shell takes the character type from the environment, as a UTF-8 terminal
    /// has it).
    /// Also when the environment names no locale, or the "C" one.
    func testTypedMultiByteCharactersReachTheCommand() throws {
        for locale in ["C.UTF-8", "C", ""] {
            let session = try PseudoTerminal.run(
                environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history", "LC_ALL": locale],
                steps: [
                    .expect(prompt), .send("echo caf\u{E9} \u{F1}\r"), .expect("\ncaf\u{E9} \u{F1}"),
                    .expect(prompt), .send("\u{4}"),
                ])
            XCTAssertNil(session.failedStep, "LC_ALL=\(locale)\n" + session.transcript)
            XCTAssertEqual(session.status, 0)
        }
    }

    /// `kblab -i FIFO`, Ctrl-C while it waits for a writer: no usage error (status 2 and the
    /// `--help` hint), the shell ends as Ctrl-C ends it without `-i`: killed by SIGINT, which
    /// a calling shell sees as status 130.
    func testControlCWhileWaitingForAFIFOEndsAsInterrupted() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let session = try PseudoTerminal.run(
            ["-i", fifo], environment: ["KBLAB_HISTORY": directory + "/history"],
            steps: [.sleep(1), .send("\u{3}")], timeout: 10)
        XCTAssertEqual(session.status, -SIGINT, session.transcript)
        XCTAssertFalse(session.transcript.contains("kblab --help"), session.transcript)
        XCTAssertFalse(session.transcript.contains("error"), session.transcript)
    }

    /// A history path that is a FIFO, a device or a directory: one warning, the shell starts at
    /// once, works, and leaves the path as it was.
    func testHistoryPathsThatAreNotFilesGiveOneWarning() throws {
        let directory = try temporaryDirectory()
        let fifo = directory + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for (path, kind) in [(fifo, "FIFO"), ("/dev/zero", "character device"), (directory, "directory")] {
            let session = try PseudoTerminal.run(
                environment: ["KBLAB_HISTORY": path],
                steps: [
                    .expect("warning: history not loaded: .*\(kind)"), .expect(prompt), .send("echo hi\r"),
                    .expect("\\nhi"), .expect(prompt), .send("\u{4}"),
                ], timeout: 10)
            XCTAssertNil(session.failedStep, "\(path): \(session.transcript)")
            XCTAssertEqual(session.status, 0, "\(path): \(session.transcript)")
        }
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
    }

    /// History is written atomically and comes back in the next session (Up, Up, Enter: the
    /// newest entry is `quit`); a path in a directory that does not exist gives one warning
    /// when saving and the shell goes on.
    func testHistoryRoundTripAndAnUnwritablePath() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/history"
        let first = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": path],
            steps: [
                .expect(prompt), .send("echo one  two\r"), .expect("one  two"), .expect(prompt),
                .send("quit\r"),
            ])
        XCTAssertNil(first.failedStep, first.transcript)
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(saved.hasPrefix("_HiStOrY_V2_\n"), saved)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["history"])
        let second = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": path],
            steps: [
                .expect(prompt), .send("\u{1B}[A\u{1B}[A\r"), .expect("\\none  two"), .expect(prompt),
                .send("\u{4}"),
            ])
        XCTAssertNil(second.failedStep, second.transcript)

        let nowhere = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": directory + "/missing/history"],
            steps: [
                .expect(prompt), .send("echo a\r"), .expect("warning: history not saved: cannot write"),
                .expect(prompt), .send("echo b\r"), .expect("\\nb"), .expect(prompt), .send("\u{4}"),
            ])
        XCTAssertNil(nowhere.failedStep, nowhere.transcript)
        XCTAssertEqual(nowhere.status, 0)
        XCTAssertEqual(
            nowhere.transcript.components(separatedBy: "history not saved").count, 2, "one warning")
    }

    /// Ctrl-D with a block still open reports it, and the status says so (2, a syntax error).
    func testControlDInsideAnOpenBlockExitsWithTwo() throws {
        let session = try PseudoTerminal.run(
            environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
            steps: [
                .expect(prompt), .send("animate 1 do\r"), .expect("\\.\\.\\.> "), .send("\u{4}"),
                .expect("block not closed"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 2)
    }

    /// `kblab -i FILE`: the script runs, then the prompt comes and the session goes on with its state.
    func testDashIRunsTheScriptThenStaysInTheShell() throws {
        let script = try KblabProcess.script("set decimals 3\necho from script\n", in: self)
        let session = try PseudoTerminal.run(
            ["-i", script], environment: ["KBLAB_HISTORY": try temporaryDirectory() + "/history"],
            steps: [
                .expect("from script"), .expect(prompt), .send("set decimals\r"), .expect("decimals 3"),
                .expect(prompt), .send("\u{4}"),
            ])
        XCTAssertNil(session.failedStep, session.transcript)
        XCTAssertEqual(session.status, 0)
    }
}
