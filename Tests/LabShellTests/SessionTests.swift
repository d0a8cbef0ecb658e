import Foundation
import XCTest

@testable import LabShell

final class SessionTests: XCTestCase {
    func test_setPrintsTheValueWhenGivenNone() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.output("set decimals"), ["decimals 2"])
        XCTAssertEqual(harness.output("set decimals 5\nset decimals"), ["decimals 5"])
        XCTAssertEqual(harness.output("set echo yes\nset echo"), ["set echo", "echo on"])
    }

    func test_badSettingValuesAreRefusedAndTheOldValueKept() {
        let harness = SessionHarness()
        let result = harness.run("set decimals 11")
        XCTAssertEqual(result.diagnostics.first?.message, "'11' is not a valid value for decimals")
        XCTAssertEqual(result.diagnostics.first?.expected, "an integer from 0 to 10")
        XCTAssertEqual(harness.session.decimals, 2)
        let mode = harness.run("mode boxx")
        XCTAssertEqual(mode.diagnostics.first?.suggestion, "did you mean 'box'?")
    }

    /// Lines are at most 1 MiB (1,048,576 bytes) wherever they come from: `echo ` and
    /// 1,048,571 letters is exactly the limit and runs; one letter more is skipped with the
    /// error, and with keep-going the next line runs. A sourced file's line is refused alike.
    func test_aScriptLineOverOneMebibyteIsSkipped() throws {
        let harness = SessionHarness()
        let atLimit = "echo " + String(repeating: "a", count: 1_048_571)
        XCTAssertEqual(atLimit.utf8.count, 1 << 20)
        XCTAssertEqual(harness.output(atLimit), [String(repeating: "a", count: 1_048_571)])
        let over = atLimit + "a"
        let result = harness.run(over + "\necho next", mode: .interactive)
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            ["line of 1048577 bytes skipped: lines are at most 1048576 bytes"])
        XCTAssertEqual(result.diagnostics.first?.line, 1)
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertEqual(harness.sink.lines.last, "next")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-long-\(getpid()).kbl")
        try (over + "\necho after\n").write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let sourced = harness.run("source \"\(url.path)\"")
        XCTAssertEqual(sourced.diagnostics.first?.sourceName, url.path)
        XCTAssertEqual(
            sourced.diagnostics.first?.message,
            "line of 1048577 bytes skipped: lines are at most 1048576 bytes")
    }

    func test_modeWithoutArgumentPrintsTheMode() {
        let harness = SessionHarness()
        XCTAssertEqual(harness.output("mode"), ["plain"])
        XCTAssertEqual(harness.output("mode csv\nmode"), ["csv"])
        XCTAssertEqual(harness.session.outputMode, .csv)
    }

    func test_rawTextAndPathsMayHoldCharactersNoTokenMay() throws {
        // `echo` and paths take characters as typed: letters outside ASCII are no name, but
        // they are text (before, `echo café` failed with "unexpected character 'é'").
        let harness = SessionHarness()
        XCTAssertEqual(
            harness.output("echo café au lait; echo 日本 # a comment\necho \"naïve\" and more"),
            ["café au lait", "日本", "\"naïve\" and more"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-ñ-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("día.kbl")
        try "echo sourced".write(to: script, atomically: true, encoding: .utf8)
        XCTAssertEqual(harness.output("source \(script.path)"), ["sourced"])
    }

    func test_resetKeepsWhatTheFrontEndSaidOfTheTerminal() {
        // The front end tells the session the terminal's size only when it changes: `reset`
        // starts the lab over, not the terminal.
        let harness = SessionHarness()
        harness.session.terminal.update(columns: 132, rows: 50, isTerminal: true, environment: [:])
        harness.run("view box\nreset")
        XCTAssertEqual(harness.session.terminal.width, 132)
        XCTAssertEqual(harness.session.terminal.height, 50)
        XCTAssertTrue(harness.session.terminal.isTerminal)
    }

    func test_scriptsSplitIntoLinesAtLineFeedsWithOrWithoutCarriageReturns() {
        // Split by bytes now; by characters "\r\n" is one character and a line break, a lone
        // "\r" is part of its line, and a final line feed ends the last line.
        XCTAssertEqual(Session.lines(of: "a\nb\r\nc\r\n\nd\re"), ["a", "b", "c", "", "d\re"])
        XCTAssertEqual(Session.lines(of: "é\r\n日本\n"), ["é", "日本"])
        XCTAssertEqual(Session.lines(of: "\r\n"), [""])
        XCTAssertEqual(Session.lines(of: "x\n\n"), ["x", ""])
        XCTAssertEqual(Session.lines(of: ""), [])
        XCTAssertEqual(Session.lines(of: "tail\r"), ["tail\r"])
    }

    func test_scriptModeStopsAtTheFirstError() {
        let harness = SessionHarness()
        let result = harness.run("echo one\nbogus\necho two")
        XCTAssertEqual(harness.sink.lines, ["one"])
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.exitStatus, 2)
    }

    func test_interactiveModeReportsAndContinues() {
        let harness = SessionHarness()
        let result = harness.run("echo one\nbogus\nexpect 1 == 2\necho two", mode: .interactive)
        XCTAssertEqual(harness.sink.lines, ["one", "two"])
        XCTAssertEqual(result.diagnostics.map(\.line), [2, 3])
    }

    /// `set keep-going on` holds from the next line of the script that sets it (it was read
    /// once, before the first line, so only scripts sourced later went on), and the worst
    /// status is still reported; `off` stops at the next error again.
    func test_keepGoingTurnedOnInAScriptHoldsForItsOwnLines() {
        let harness = SessionHarness()
        let result = harness.run(
            "set keep-going on\necho one\nexpect 1 == 2\necho two\nbogus\necho three\n"
                + "set keep-going off\nexpect 1 == 3\necho four")
        XCTAssertEqual(harness.sink.lines, ["one", "two", "three"])
        XCTAssertEqual(result.diagnostics.map(\.line), [3, 5, 8])
        XCTAssertEqual(result.exitStatus, 2)
    }

    /// A failed line ending in `do` whose statement takes a block still opens one: its lines are
    /// read and dropped up to its `end`, and the line after runs. A failed line with "do" only
    /// inside a word opens none, nor does one whose command takes no block (`bogus 1 do`, issue
    /// 34: FailedBlockLineTests).
    func test_aFailedBlockHeaderSwallowsItsBlockAndNoMore() {
        let harness = SessionHarness()
        let result = harness.run(
            "on willShw 1 do\necho inside\nend\necho after\nbogus undo\necho next", mode: .interactive)
        XCTAssertEqual(
            harness.sink.lines,
            ["(the block that starts on line 1 did not run: it has an error, see above)", "after", "next"])
        XCTAssertEqual(result.diagnostics.map(\.line), [1, 5])
    }

    func test_exitStatusOneForFailedExpectationsTwoForInvalidLines() {
        XCTAssertEqual(SessionHarness().run("expect 2 >= 3").exitStatus, 1)
        XCTAssertEqual(SessionHarness().run("expect 2 >== 3").exitStatus, 2)
        XCTAssertEqual(SessionHarness().run("expect 2 <= 3\necho fine").exitStatus, 0)
    }

    /// `echo` takes its text to `;` or `#`; a text starting with a block word is that word, and
    /// the error says to quote it.
    func test_echoOfABlockWordSaysToQuoteIt() {
        let harness = SessionHarness()
        let result = harness.run("echo end")
        XCTAssertEqual(result.diagnostics.first?.suggestion, "to print the word, quote it: echo \"end\"")
        XCTAssertEqual(
            SessionHarness().run("echo else").diagnostics.first?.suggestion,
            "to print the word, quote it: echo \"else\"")
        XCTAssertNil(SessionHarness().run("end").diagnostics.first?.suggestion)
        XCTAssertEqual(
            SessionHarness().output("echo \"end\"\nif 1 == 2 do echo yes; else echo no; end\necho the end"),
            ["end", "no", "the end"])
    }

    /// In a block opened on its line, echo's text ends before `else` and `end` (a one-line `if`
    /// has its two branches); a word that merely starts with them, or one in quotes, stays text;
    /// a line of a multi-line block keeps the whole text.
    func test_echoInAOneLineBlockEndsAtItsBlockWords() {
        XCTAssertEqual(
            SessionHarness().output(
                """
                if 1 == 2 do echo yes else echo no end
                if 1 == 1 do echo "yes" else echo no end
                if 1 == 1 do echo the ending, "end" and end-game; echo x end
                if 1 == 1 do
                echo the end
                end
                """),
            ["no", "yes", "the ending, \"end\" and end-game", "x", "the end"])
    }

    /// `let = 5` lacks the name: the `let` command says what it expected, not `let let = …`.
    func test_letWithoutANameIsTheLetCommandsError() {
        let diagnostic = SessionHarness().run("let = 5").diagnostics.first
        XCTAssertEqual(diagnostic?.category, .syntax)
        XCTAssertEqual(diagnostic?.range.column, 5)
        XCTAssertFalse(diagnostic?.suggestion?.contains("let let") ?? false)
    }

    /// `within` takes what `set tolerance` takes (0 to 1e9); a negative one was quietly made positive.
    func test_expectWithinRefusesWhatTheToleranceSettingRefuses() {
        let refused = SessionHarness().run("expect 3 == 3 within -1")
        XCTAssertEqual(refused.exitStatus, 1)
        XCTAssertEqual(refused.diagnostics.first?.message, "'-1' is not a valid tolerance")
        XCTAssertEqual(refused.diagnostics.first?.range.column, 22)
        XCTAssertEqual(SessionHarness().run("expect 3 == 3 within 2e9").exitStatus, 1)
        XCTAssertEqual(SessionHarness().run("expect 3 == 3 within 0").exitStatus, 0)
        XCTAssertEqual(SessionHarness().run("expect 3 == 3.5 within 1e9").exitStatus, 0)
    }

    func test_expectToleranceAppliesToEveryRelation() {
        // 0.1 + 0.2 differs from 0.3 by about 5.6e-17, well inside the default 1e-6.
        XCTAssertEqual(SessionHarness().run("expect 0.1 + 0.2 == 0.3").exitStatus, 0)
        XCTAssertEqual(SessionHarness().run("expect 10.05 == 10 within 0.1").exitStatus, 0)
        XCTAssertEqual(SessionHarness().run("expect 10.2 == 10 within 0.1").exitStatus, 1)
        XCTAssertEqual(SessionHarness().run("expect 10.05 <= 10 within 0.1").exitStatus, 0)
        XCTAssertEqual(SessionHarness().run("expect 9.95 >= 10 within 0.1").exitStatus, 0)
        XCTAssertEqual(SessionHarness().run("set tolerance 0.5\nexpect 3.4 == 3").exitStatus, 0)
    }

    func test_unknownQuantitiesSuggestTheNearestName() {
        let harness = SessionHarness()
        let result = harness.run("expect nothing.here == 1")
        XCTAssertEqual(result.diagnostics.first?.message, "unknown name 'nothing.here'")
        XCTAssertEqual(result.diagnostics.first?.column, 8)
    }

    func test_quitStopsTheScriptSuccessfully() {
        let harness = SessionHarness()
        let result = harness.run("echo a\nquit\necho b")
        XCTAssertEqual(harness.sink.lines, ["a"])
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertTrue(harness.session.quitRequested)
    }

    func test_windowsLineEndingsAreLineEndings() {
        let harness = SessionHarness()
        harness.run("echo a\r\necho b\r\n")
        XCTAssertEqual(harness.sink.lines, ["a", "b"])
    }

    func test_helpListsEveryCommandAndExplainsOne() {
        let harness = SessionHarness()
        let overview = harness.output("help")
        for command in CommandTable.standard.commands {
            XCTAssertTrue(overview.contains { $0.hasPrefix("  \(command.name) ") }, command.name)
        }
        let page = harness.output("help set")
        XCTAssertEqual(page.first, "usage: set SETTING [VALUE]")
        let unknown = harness.run("help sett")
        XCTAssertEqual(unknown.diagnostics.first?.suggestion, "did you mean 'set'?")
    }

    func test_helpOnAGroupWordListsItsCommands() {
        let lines = SessionHarness().output("help solver")
        // The group's heading as `help` prints it, then one entry per subcommand (a long summary
        // continues on indented lines).
        XCTAssertTrue(lines[0].hasPrefix("Solver: "))
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("  solver ") }.count,
            CommandTable.standard.subcommands(of: "solver").count)
        XCTAssertTrue(lines[1].hasPrefix("  solver var "))
        let bare = SessionHarness().run("solver").diagnostics.first
        XCTAssertEqual(bare?.message, "missing subcommand after 'solver'")
        XCTAssertEqual(bare?.suggestion, "type 'help solver' for the solver commands")
    }

    func test_sourceReportsTheNestedFileAndLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kblab-\(#function)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "echo inner\n\nexpect 1 == 0\n".write(
            to: directory.appendingPathComponent("inner.kbl"), atomically: true, encoding: .utf8)
        let harness = SessionHarness(workingDirectory: directory.path)
        let result = harness.run("source inner.kbl\necho after")
        XCTAssertEqual(harness.sink.lines, ["inner"])
        XCTAssertEqual(harness.sink.errors.first?.hasPrefix("inner.kbl:3:8: error: expectation failed"), true)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(
            harness.run("source missing.kbl").diagnostics.first?.message,
            "cannot read 'missing.kbl': no such file")
    }
}
