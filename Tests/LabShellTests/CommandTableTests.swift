import XCTest

@testable import LabShell

final class CommandTableTests: XCTestCase {
    private let table = CommandTable.standard

    func test_everyCommandHasSummaryAndExample() {
        for command in table.commands {
            XCTAssertFalse(command.summary.isEmpty, command.name)
            XCTAssertFalse(command.examples.isEmpty, command.name)
        }
    }

    /// `show` prints each setting's meaning after its value, as a phrase: every one starts in
    /// lower case (`keyboard-run`'s alone was a capitalised sentence).
    func test_everySettingsMeaningStartsInLowerCase() {
        XCTAssertFalse(table.settings.isEmpty)
        for setting in table.settings {
            let first = setting.summary.unicodeScalars.first
            XCTAssertTrue(first.map { CharacterSet.lowercaseLetters.contains($0) } ?? false, setting.name)
        }
    }

    func test_namesAndAliasesAreUnique() {
        let names = table.commands.flatMap { [$0.name] + $0.aliases }
        XCTAssertEqual(Set(names).count, names.count)
    }

    func test_everyExampleRunsWithoutErrorInAFreshSession() {
        for command in table.commands {
            for example in command.examples {
                let harness = SessionHarness()
                let result = harness.run(example)
                XCTAssertEqual(
                    result.diagnostics, [], "\(command.name): \(harness.sink.errors.joined(separator: "\n"))")
                // The example really uses the command it documents.
                XCTAssertTrue(
                    example.split(separator: "\n").contains { text in
                        let line = text.drop { $0 == " " }
                        return line.hasPrefix(command.name) || command.aliases.contains { line.hasPrefix($0) }
                    }, command.name)
            }
        }
    }

    func test_synopsisIsDerivedFromTheArguments() {
        XCTAssertEqual(
            table.command(named: "solver add")?.synopsis,
            "solver add [LABEL:] EXPR (==|<=|>=) EXPR [STRENGTH]")
        XCTAssertEqual(
            table.command(named: "expect")?.synopsis,
            "expect EXPR (==|<=|>=|<|>|!=) EXPR [within TOLERANCE]")
        XCTAssertEqual(table.command(named: "solver var")?.synopsis, "solver var VARIABLE...")
    }
}

final class CommandReferenceTests: XCTestCase {
    /// docs/Commands.md is generated from the table; regenerate with KBLAB_RECORD=1.
    func test_docsCommandsMarkdownMatchesTheTable() throws {
        let root = SessionHarness.packageRoot
        let url = URL(fileURLWithPath: root).appendingPathComponent("docs/Commands.md")
        let generated = CommandReference.markdown(.standard, workingDirectory: root)
        if Snapshot.recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let existing = try? String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(existing, generated, "docs/Commands.md is out of date: run KBLAB_RECORD=1 swift test")
    }

    /// The commands `save` leaves out are commands of the table (the list cannot name one that
    /// went), and a definition knows it from its name.
    func test_unsavedCommandsAreCommandsOfTheTable() throws {
        for name in CommandDefinition.unsavedNames {
            let definition = try XCTUnwrap(CommandTable.standard.command(named: name), name)
            XCTAssertFalse(definition.isSaved, name)
        }
        XCTAssertEqual(
            CommandTable.standard.commands.filter { !$0.isSaved }.count, CommandDefinition.unsavedNames.count)
        var renamed = try XCTUnwrap(CommandTable.standard.command(named: "echo"))
        XCTAssertTrue(renamed.isSaved)
        renamed.name = "help"
        XCTAssertFalse(renamed.isSaved)
    }

    /// A name's words, cut at its spaces (by hand: the group word and the subcommand).
    func test_wordsOfANameAreCutAtItsSpaces() {
        func words(_ name: String) -> [String] {
            CommandDefinition(name, summary: "", examples: []) { _, _ in }.words
        }
        XCTAssertEqual(words("solver add"), ["solver", "add"])
        XCTAssertEqual(words("echo"), ["echo"])
        XCTAssertEqual(words("  keyboard   show "), ["keyboard", "show"])
        XCTAssertEqual(words("caf\u{E9} cr\u{E8}me"), ["caf\u{E9}", "cr\u{E8}me"])
        XCTAssertEqual(words(""), [])
        XCTAssertEqual(CommandTable.standard.command(named: "solver add")?.words, ["solver", "add"])
    }
}
