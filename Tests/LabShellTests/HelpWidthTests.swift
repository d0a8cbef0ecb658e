import XCTest

@testable import LabShell

/// Help and warnings fit the terminal: on the 80 columns assumed when it is unknown, nothing
/// `help` prints and no warning an example gives is wider than the help width (78). `help
/// animate` printed a 758-character usage line and warnings were never wrapped.
final class HelpWidthTests: XCTestCase {
    private let width = CommandHelp.width

    /// `help`, `help COMMAND` for every command, every group and every language topic.
    private var topics: [String] {
        let table = CommandTable.standard
        return [""] + table.commands.map(\.name) + table.groups.map(\.name) + HelpTopic.all.map(\.name)
    }

    private func wide(_ lines: [String], than width: Int) -> [String] {
        lines.filter { $0.count > width }
    }

    func test_noHelpLineIsWiderThanTheHelpWidth() {
        XCTAssertLessThanOrEqual(width, 80)
        let harness = SessionHarness()
        for topic in topics {
            let lines = harness.output("help \(topic)")
            XCTAssertFalse(lines.isEmpty, topic)
            XCTAssertEqual(wide(lines, than: width), [], "help \(topic)")
        }
    }

    /// `kblab --help`, every step of `tour` (its commands as typed, blocks where a handler is
    /// long) and `unobserve`'s note on block observers fit an 80-column terminal: they were
    /// 81–87, up to 97 and 114 columns wide.
    func test_shellHelpTourAndUnobserveFitEightyColumns() {
        XCTAssertEqual(wide(ShellOptions.usage.split(separator: "\n").map(String.init), than: width), [])
        let harness = SessionHarness()
        for step in 1...Tour.steps.count {
            XCTAssertEqual(wide(harness.output("tour \(step)"), than: 80), [], "tour \(step)")
        }
        let unobserve = harness.output("reset\non willShow as vc block do echo x\nunobserve vc")
        XCTAssertEqual(wide(unobserve, than: width), [])
        XCTAssertEqual(
            CollectingSink.unwrappedWarnings(unobserve).count, 0)
        XCTAssertEqual(
            unobserve.dropFirst().joined(separator: " ").replacingOccurrences(of: "    ", with: ""),
            "vc's block observers (token 1) keep receiving: removeObserver(observer) leaves them; "
                + "unobserve token N removes one")
    }

    /// A usage line is broken between argument patterns (inside a long one between its own
    /// parts), continuation lines indented, and reads back as the synopsis; on a narrower
    /// terminal too.
    func test_usageLinesBreakBetweenPatternsAndReadBackAsTheSynopsis() {
        for columns in [80, 60] {
            let width = CommandHelp.width(forTerminal: columns)
            for command in CommandTable.standard.commands {
                let lines = CommandHelp.usage(command, width: width)
                XCTAssertEqual(wide(lines, than: width), [], "\(command.name) at \(columns) columns")
                XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
                // Joined again (a break takes the place of one space, or of none after a
                // choice's `|`: `ease-in|ease-out`), the lines are the one-line synopsis.
                var joined = lines[0]
                for line in lines.dropFirst() {
                    let rest = line.dropFirst(4)
                    joined += (joined.hasSuffix("|") && !joined.hasSuffix(" |") ? "" : " ") + rest
                }
                XCTAssertEqual(joined, "usage: " + command.synopsis, "\(command.name) at \(columns) columns")
            }
        }
        // Worked by hand: `view` fits one line; `animate` breaks between its clauses and its
        // alternatives, never between a keyword and its value.
        let table = CommandTable.standard
        if let view = table.command(named: "view") {
            XCTAssertEqual(CommandHelp.usage(view), ["usage: view NAME [in PARENT] [frame X Y WIDTH HEIGHT]"])
        }
        if let animate = table.command(named: "animate") {
            let lines = CommandHelp.usage(animate)
            XCTAssertGreaterThan(lines.count, 2)
            XCTAssertEqual(lines.first, "usage: animate DURATION [delay DELAY] [options (layout-subviews|")
            XCTAssertTrue(lines.contains { $0.hasPrefix("    [curve (ease-in-out|") }, "\(lines)")
            XCTAssertTrue(
                lines.contains { $0.hasPrefix("    spring (mass MASS stiffness STIFFNESS damping") })
            XCTAssertEqual(lines.last?.hasSuffix(" do …"), true)
        }
    }

    /// A bad call of every command (its name and bogus words after it) prints an error whose
    /// lines after the first (`file:line:col: error: …`, which tools read, is kept whole as
    /// docs/Shell.md says) fit the help width: the `help: usage:` line was never wrapped (1157
    /// characters for `animator`). A usage wraps as in `help`, under the text of `help: `.
    func test_aBadCallOfEveryCommandFitsTheHelpWidth() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-bad-calls-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var usages = 0
        for command in CommandTable.standard.commands {
            for call in [command.name, command.name + " zzqx zzqx zzqx zzqx"] {
                let harness = SessionHarness(workingDirectory: directory.path)
                harness.run(call)
                for line in harness.sink.errors where !line.contains(": error: ") {
                    XCTAssertLessThanOrEqual(line.count, width, "\(call): \(line)")
                }
                usages += harness.sink.errors.filter { $0.hasPrefix("help: usage: ") }.count
            }
        }
        XCTAssertGreaterThan(usages, 100, "most bad calls show their command's usage")
        // Worked by hand from the synopses: `view`'s usage fits on its line; `animator`'s (21
        // lines in `help`) shows its first five and points at `help animator`.
        let view = SessionHarness()
        view.run("view")
        XCTAssertEqual(view.sink.errors.last, "help: usage: view NAME [in PARENT] [frame X Y WIDTH HEIGHT]")
        let animator = SessionHarness()
        animator.run("animator a bogus")
        let help = animator.sink.errors.drop { !$0.hasPrefix("help: ") }
        XCTAssertEqual(help.count, 6, "\(help)")
        XCTAssertEqual(help.first, "help: usage: animator ANIMATOR [(create DURATION")
        XCTAssertEqual(help.last, "          … (type 'help animator' for the rest)")
        // `profile`'s wraps whole (five lines) and reads back as its synopsis.
        let profile = SessionHarness()
        profile.run("profile list")
        let lines = profile.sink.errors.drop { !$0.hasPrefix("help: ") }.map { $0.dropFirst(6) }
        XCTAssertEqual(lines.count, 5, "\(lines)")
        var joined = String(lines.first ?? "")
        for line in lines.dropFirst() {
            joined += (joined.hasSuffix("|") && !joined.hasSuffix(" |") ? "" : " ") + line.dropFirst(4)
        }
        let synopsis = CommandTable.standard.command(named: "profile")?.synopsis ?? "?"
        XCTAssertEqual(joined, "usage: " + synopsis)
    }

    /// `help animate`'s prose names every option flag its synopsis takes.
    func test_animatesProseListsEveryOptionFlag() {
        let harness = SessionHarness()
        let prose = harness.output("help animate").dropFirst().joined(separator: " ")
        for flag in [
            "layout-subviews", "allow-user-interaction", "begin-from-current-state", "repeat", "autoreverse",
            "override-inherited-duration", "override-inherited-curve", "allow-animated-content",
            "show-hide-transition-views", "override-inherited-options", "calculation-mode-linear",
            "calculation-mode-discrete", "calculation-mode-paced", "calculation-mode-cubic",
            "calculation-mode-cubic-paced", "curve-ease-in-out", "curve-ease-in", "curve-ease-out",
            "curve-linear",
        ] {
            XCTAssertTrue(prose.contains(flag), flag)
        }
    }

    /// Every warning the examples print (Examples/, every command's help example) is wrapped to
    /// the help width, its continuation lines indented; unwrapped it is the message as made.
    func test_noWarningIsWiderThanTheHelpWidth() throws {
        let root = URL(fileURLWithPath: SessionHarness.packageRoot).appendingPathComponent("Examples")
        var scripts: [(String, String)] = []
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".kbl") {
            scripts.append((file, try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)))
        }
        for command in CommandTable.standard.commands {
            scripts += command.examples.map { (command.name, $0) }
        }
        var wrapped = 0
        for (name, text) in scripts {
            let harness = SessionHarness()
            _ = harness.session.run(text, name: name, mode: .script)
            for warning in CollectingSink.warningLines(harness.sink.transcript) {
                wrapped += warning.count - 1
                for line in warning { XCTAssertLessThanOrEqual(line.count, width, "\(name): \(line)") }
            }
        }
        XCTAssertGreaterThan(wrapped, 0, "no example printed a warning long enough to wrap")
        // Examples/ios-versions.kbl's: 103 characters on one line before.
        let harness = SessionHarness()
        harness.run("device iphone-6\nprofile ios12\nshow-keyboard input\ncollapse-bar on")
        XCTAssertEqual(
            harness.sink.warnings.first { $0.contains("predictive bar") },
            "warning: the predictive bar's strip exists on iOS 8–10 only; the profile is iOS 12, so it was ignored"
        )
    }

    /// On a narrower terminal a warning wraps narrower.
    func test_aWarningWrapsToTheTerminal() {
        let harness = SessionHarness()
        harness.session.state(TerminalState.self).width = 40
        harness.run(
            "text-field input\nconstraint bottom: input.bottom == safe.bottom\non willShow do constant bottom 5"
        )
        harness.sink.clear()
        harness.run("remove input")
        let lines = harness.sink.errors
        XCTAssertGreaterThan(lines.count, 3)
        XCTAssertEqual(wide(lines, than: 38), [])
        XCTAssertEqual(
            CollectingSink.unwrappedWarnings(lines),
            [
                "warning: the keyboardWillShow handler registered at test.kbl:3:1 names bottom, which remove "
                    + "input took away: the handler will fail where it uses it (unobserve o1 removes it)"
            ])
    }
}
