import XCTest

@testable import LabShell

/// One line through the statement parser: commands with their declared patterns, blocks, errors.
final class StatementParserTests: XCTestCase {
    /// The single command a line holds.
    private func parse(_ line: String) throws -> Invocation {
        let statements = try self.statements(line)
        guard statements.count == 1, case .command(let invocation) = statements[0].kind else {
            throw Diagnostic(
                .syntax, at: SourceRange(line: 1, column: 1, length: 1), message: "not one command")
        }
        return invocation
    }

    private func statements(_ line: String) throws -> [Statement] {
        try LineParser.withUnit(named: "t", line: line, table: .standard) { parser in
            var statements: [Statement] = []
            _ = try parser.statements(into: &statements, block: nil)
            return statements
        }
    }

    func test_blankAndCommentLinesHoldNoStatement() throws {
        XCTAssertTrue(try statements("").isEmpty)
        XCTAssertTrue(try statements("   # just a note").isEmpty)
    }

    func test_solverAddWithLabelAndStrength() throws {
        let invocation = try parse("solver add gap: right - left >= 10 strong")
        XCTAssertEqual(invocation.definition.name, "solver add")
        XCTAssertEqual(invocation.arguments.name("label"), "gap")
        XCTAssertEqual(invocation.arguments.comparison("constraint")?.description, "right - left >= 10")
        XCTAssertEqual(invocation.arguments.strength("strength"), .strong)
    }

    func test_strengthMayBeAnAutoLayoutPriority() throws {
        let invocation = try parse("solver add x <= 100 750")
        XCTAssertFalse(invocation.arguments.has("label"))
        XCTAssertEqual(invocation.arguments.strength("strength"), .priority(750))
        XCTAssertEqual(try parse("solver add x <= 100 1000").arguments.strength("strength"), .required)
    }

    func test_numberArgumentsAreExpressions() throws {
        guard
            case .expression(.number, let negative)? = try parse("solver suggest mid -5").arguments.entry(
                "value")
        else { return XCTFail("no expression") }
        XCTAssertEqual(negative.description, "-5")
        guard
            case .expression(.number, let computed)? = try parse("solver suggest mid (10 + 2) / 4").arguments
                .entry("value")
        else { return XCTFail("no expression") }
        XCTAssertEqual(computed.description, "(10 + 2) / 4")
    }

    func test_valuesSideBySideAreSeparateArguments() throws {
        let arguments = try parse("set-frame box 10 -20 100 50").arguments
        for (key, text) in [("x", "10"), ("y", "-20"), ("width", "100"), ("height", "50")] {
            guard case .expression(_, let e)? = arguments.entry(key) else { return XCTFail(key) }
            XCTAssertEqual(e.description, text, key)
        }
    }

    func test_textArgumentsKeepTheRawRestOfTheStatement() throws {
        XCTAssertEqual(try parse("echo a/b ~ $ 3 # comment").arguments.text("text"), "a/b ~ $ 3")
        XCTAssertEqual(try parse("source \"dir/my # file.kbl\"").arguments.text("file"), "dir/my # file.kbl")
        XCTAssertEqual(
            try parse("source Examples/chat-input.kbl").arguments.text("file"), "Examples/chat-input.kbl")
        XCTAssertEqual(try statements("echo one; echo two").count, 2)
    }

    func test_aliasesResolveToTheirCommand() throws {
        XCTAssertEqual(try parse("exit").definition.name, "quit")
        XCTAssertEqual(try parse("run-script x.kbl").definition.name, "source")
        XCTAssertEqual(try parse("layoutIfNeeded").definition.name, "layout")
    }

    func test_oneLineBlocksRunToTheEndOfTheLineOrAnEnd() throws {
        let all = try statements("animate 0.25 do move box dy 1; move box dx 2; end; echo after")
        XCTAssertEqual(all.count, 2)
        guard case .command(let animate) = all[0].kind, let block = animate.arguments.block("body") else {
            return XCTFail("no block")
        }
        XCTAssertEqual(block.statements.count, 2)
        XCTAssertTrue(block.isClosed)
    }

    func test_headerClausesComeInAnyOrder() throws {
        let a = try parse("animate 0.25 options begin-from-current-state 7 << 16 delay 0.1 do layout")
            .arguments
        XCTAssertEqual(a.list("options").count, 2)
        guard case .expression(_, let delay)? = a.entry("delay") else { return XCTFail("no delay") }
        XCTAssertEqual(delay.description, "0.1")
    }

    func test_errorsSayWhereAndWhatWasExpected() {
        let cases: [(String, String, String?, String?)] = [
            ("1️⃣sovler var x", "unknown command 'sovler'", "a command name", "did you mean 'solver'?"),
            ("solver 1️⃣ad x == 1", "unknown subcommand 'solver ad'", nil, "did you mean 'solver add'?"),
            (
                "solver var x y 1️⃣3", "unexpected '3'",
                "one or more variable names or the end of the statement",
                "usage: solver var VARIABLE..."
            ),
            (
                "solver add x 1️⃣= 3", "'=' is not a comparison", "'==', '<=' or '>='",
                "write '==' to state equality"
            ),
            (
                "solver add x == 3 1️⃣1001", "priority 1001 is out of range", "a priority from 1 to 1000",
                "1000 is required; UIKit's defaultHigh is 750"
            ),
            (
                "solver suggest mid 1️⃣", "missing VALUE", "a number (value)",
                "usage: solver suggest VARIABLE VALUE"
            ),
            ("1️⃣== 3", "unexpected '=='", "a command name", "type 'help' to list the commands"),
            ("animate 0.25 1️⃣dlay 1 do layout", "unexpected 'dlay'", nil, nil),
            (
                "rotate 1️⃣lanscape", "unknown value 'lanscape'",
                "one of portrait, landscape or the end of the statement", "did you mean 'landscape'?"
            ),
        ]
        for (marked, message, expected, suggestion) in cases {
            let input = MarkedText(marked)
            XCTAssertThrowsError(try statements(input.text), marked) { error in
                guard let d = error as? Diagnostic else { return XCTFail(marked) }
                XCTAssertEqual(d.column, input.column, marked)
                XCTAssertEqual(d.message, message, marked)
                if let expected { XCTAssertEqual(d.expected, expected, marked) }
                if let suggestion { XCTAssertEqual(d.suggestion, suggestion, marked) }
                XCTAssertEqual(d.category, .syntax, marked)
            }
        }
    }
}
