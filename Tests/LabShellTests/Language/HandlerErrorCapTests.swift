import Foundation
import KeyboardLab
import XCTest

@testable import LabShell

/// The handler errors of one top-level statement: at most 20 printed (docs/Shell.md, Limits),
/// those of scripts handlers source among them, then one line counting the rest; errors past
/// the cap are counted, not built. A show posts four notifications (keyboardWillChangeFrame,
/// keyboardWillShow, keyboardDidChangeFrame, keyboardDidShow: docs/Facts.md §1.2), so N
/// handlers of `all` that each fail make 4·N errors.
final class HandlerErrorCapTests: XCTestCase {
    private func temporaryFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kblab-cap-\(UUID().uuidString).kbl")
        try text.write(to: url, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private func errorLines(_ harness: SessionHarness) -> [String] {
        harness.sink.errors.filter { $0.contains("error: ") }
    }

    /// 50 failing handlers, one show: 200 errors, 20 printed and "and 180 more".
    func test_failingHandlersPrintTwentyAndCountTheRest() {
        let harness = SessionHarness()
        harness.run(String(repeating: "on all do let z = nosuch\n", count: 50), mode: .interactive)
        harness.sink.clear()
        let result = harness.run("show-keyboard", mode: .interactive)
        XCTAssertEqual(result.diagnostics.count, 21)
        XCTAssertEqual(result.diagnostics.last?.message, "and 180 more errors in handlers, not shown")
        XCTAssertEqual(errorLines(harness).count, 21)
    }

    /// 30 handlers each sourcing a failing script, one show: 120 errors, of which the first 20
    /// are printed (each with the note naming its handler) and the other 100 counted (each
    /// source started the cap afresh: 400 such handlers printed 1,600 errors).
    func test_errorsOfScriptsHandlersSourceShareTheCap() throws {
        let path = try temporaryFile("let z = nosuch\n")
        let harness = SessionHarness()
        harness.run(String(repeating: "on all do source \(path)\n", count: 30), mode: .interactive)
        harness.sink.clear()
        let result = harness.run("show-keyboard", mode: .interactive)
        XCTAssertEqual(errorLines(harness).count, 21, "\(harness.sink.errors.prefix(40))")
        XCTAssertEqual(harness.sink.errors.filter { $0.hasPrefix("note: in the ") }.count, 20)
        XCTAssertEqual(result.diagnostics.count, 21)
        XCTAssertEqual(result.diagnostics.last?.message, "and 100 more errors in handlers, not shown")
        // The next command counts afresh: 20 shown again, 100 counted.
        harness.sink.clear()
        let again = harness.run("hide-keyboard", mode: .interactive)
        XCTAssertEqual(errorLines(harness).count, 21)
        XCTAssertEqual(again.diagnostics.last?.message, "and 100 more errors in handlers, not shown")
    }

    /// The note naming the handler of a failed sourced script breaks at the help width (78),
    /// under its text, as every note under an error does: registered from a script with a long
    /// path, "in the keyboard handler registered at PATH:1:1" is over 72 characters.
    func test_theHandlersNoteBreaksAtTheHelpWidth() throws {
        let failing = try temporaryFile("let z = nosuch\n")
        let registering = try temporaryFile("on all do source \(failing)\n")
        let harness = SessionHarness()
        harness.run("source \(registering)", mode: .interactive)
        harness.sink.clear()
        harness.run("show-keyboard", mode: .interactive)
        let errors = harness.sink.errors
        let first = try XCTUnwrap(errors.firstIndex { $0.hasPrefix("note: in the ") })
        XCTAssertEqual(errors[first], "note: in the keyboard handler registered at")
        XCTAssertEqual(errors[first + 1], "      \(registering):1:1")
        XCTAssertTrue(("      " + registering + ":1:1").count <= 78, "the path fits on its own line")
    }

    /// Errors of direct handlers and of sourced scripts count together: 10 of each kind (all
    /// four notifications: 40 + 40), 20 printed in all, 60 counted.
    func test_directAndSourcedHandlerErrorsCountTogether() throws {
        let path = try temporaryFile("let z = nosuch\n")
        let harness = SessionHarness()
        harness.run(
            String(repeating: "on all do let z = nosuch\non all do source \(path)\n", count: 10),
            mode: .interactive)
        harness.sink.clear()
        let result = harness.run("show-keyboard", mode: .interactive)
        XCTAssertEqual(errorLines(harness).count, 21)
        XCTAssertEqual(result.diagnostics.last?.message, "and 60 more errors in handlers, not shown")
    }

    /// A script a handler sources runs inside the statement that posted: its statements count
    /// against that statement's limit (each of them started the count afresh). 5 handlers each
    /// run `source` and the script's 10 lines: 55 statements, over a limit of 50.
    func test_aScriptAHandlerSourcesCountsAgainstTheStatementLimit() throws {
        let path = try temporaryFile(String(repeating: "let a = 1\n", count: 10))
        let harness = SessionHarness()
        harness.session.statementLimit = 50
        harness.run(String(repeating: "on willShow do source \(path)\n", count: 5), mode: .interactive)
        let result = harness.run("show-keyboard", mode: .interactive)
        XCTAssertTrue(
            result.diagnostics.contains { $0.message == "more than 50 statements ran for one command" },
            "\(result.diagnostics.map(\.message))")
        // 4 handlers: 44 statements and the `show-keyboard` itself, within 50.
        let fewer = SessionHarness()
        fewer.session.statementLimit = 50
        fewer.run(String(repeating: "on willShow do source \(path)\n", count: 4), mode: .interactive)
        XCTAssertEqual(fewer.run("show-keyboard", mode: .interactive).diagnostics, [])
    }

    /// Inside a handler, once 20 errors are kept, an unknown name's error is built without
    /// its "did you mean" (the names gathered for it grow with the observers); before the cap
    /// and outside handlers it has one.
    func test_anErrorPastTheCapIsBuiltWithoutItsSuggestion() {
        let harness = SessionHarness()
        harness.run("let wobble = 1")
        let range = SourceRange(line: 1, column: 1, length: 6)
        func suggestion() -> String? {
            do {
                _ = try harness.session.resolve("wobbel", at: range)
                return "resolved"
            } catch {
                return error.suggestion
            }
        }
        XCTAssertEqual(suggestion(), "did you mean 'wobble'?")
        harness.session.activity.handlerDepth = 1
        harness.session.activity.shownHandlerErrors = 19
        XCTAssertEqual(suggestion(), "did you mean 'wobble'?")
        harness.session.activity.shownHandlerErrors = 20
        XCTAssertNil(suggestion())
        harness.session.activity.handlerDepth = 0
        XCTAssertEqual(suggestion(), "did you mean 'wobble'?")
    }

    /// A refused `on` registers nothing: no observer row, and the next `on` is o1 (docs:
    /// "Without `as` the observer is called o1, o2, …").
    func test_aRefusedOnMakesNoObserver() {
        let harness = SessionHarness()
        let observers = harness.session.state(KeyboardObservers.self)
        for refused in [
            "on nosuch do echo x", "on display-link block do echo x", "on pan block do echo x",
            "on nosuch as vc do echo x",
        ] {
            XCTAssertEqual(harness.run(refused, mode: .interactive).diagnostics.count, 1, refused)
        }
        XCTAssertEqual(observers.entries.map(\.label), [])
        XCTAssertEqual(harness.run("on all do echo y", mode: .interactive).diagnostics, [])
        XCTAssertEqual(observers.entries.map(\.label), ["o1"])
    }
}
