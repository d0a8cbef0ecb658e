import LabShell
import XCTest

final class CommandParserTests: XCTestCase {
    private let parser = CommandParser(table: .standard)

    func test_blankAndCommentLinesAreNoCommand() throws {
        XCTAssertNil(try parser.parse(""))
        XCTAssertNil(try parser.parse("   # just a note"))
    }

    func test_solverAddWithLabelAndStrength() throws {
        let invocation = try XCTUnwrap(try parser.parse("solver add gap: right - left >= 10 strong"))
        XCTAssertEqual(invocation.definition.name, "solver add")
        XCTAssertEqual(invocation.arguments.name("label"), "gap")
        XCTAssertEqual(invocation.arguments.comparison("constraint")?.description, "right - left >= 10")
        XCTAssertEqual(invocation.arguments.strength("strength"), .strong)
    }

    func test_strengthMayBeAnAutoLayoutPriority() throws {
        let invocation = try XCTUnwrap(try parser.parse("solver add x <= 100 750"))
        XCTAssertFalse(invocation.arguments.has("label"))
        XCTAssertEqual(invocation.arguments.strength("strength"), .priority(750))
        let required = try XCTUnwrap(try parser.parse("solver add x <= 100 1000"))
        XCTAssertEqual(required.arguments.strength("strength"), .required)
    }

    func test_numberArgumentsAcceptNegativesAndFormulas() throws {
        let negative = try XCTUnwrap(try parser.parse("solver suggest mid -5"))
        XCTAssertEqual(negative.arguments.number("value"), -5)
        let computed = try XCTUnwrap(try parser.parse("solver suggest mid (10 + 2) / 4"))
        XCTAssertEqual(computed.arguments.number("value"), 3)
    }

    func test_expectWithTolerance() throws {
        let invocation = try XCTUnwrap(try parser.parse("expect solver.x >= 3 within 0.01"))
        XCTAssertEqual(invocation.arguments.comparison("check")?.relation, .greaterThanOrEqual)
        XCTAssertEqual(invocation.arguments.number("tolerance"), 0.01)
    }

    func test_textArgumentsKeepTheRawRestOfTheLine() throws {
        let echo = try XCTUnwrap(try parser.parse("echo a/b ~ $ 3 # comment"))
        XCTAssertEqual(echo.arguments.text("text"), "a/b ~ $ 3")
        let source = try XCTUnwrap(try parser.parse("source \"dir/my # file.kbl\""))
        XCTAssertEqual(source.arguments.text("file"), "dir/my # file.kbl")
    }

    func test_aliasesResolveToTheirCommand() throws {
        XCTAssertEqual(try parser.parse("exit")?.definition.name, "quit")
        XCTAssertEqual(try parser.parse("run-script x.kbl")?.definition.name, "source")
    }

    func test_errorsSayWhereAndWhatWasExpected() {
        let cases: [(String, String, String?, String?)] = [
            ("1️⃣sovler var x", "unknown command 'sovler'", "a command name", "did you mean 'solver'?"),
            ("solver 1️⃣ad x == 1", "unknown subcommand 'solver ad'", nil, "did you mean 'solver add'?"),
            (
                "solver var x y 1️⃣3", "unexpected '3'", "the end of the command",
                "usage: solver var VARIABLE..."
            ),
            (
                "solver add x 1️⃣= 3", "'=' is not a comparison", "'==', '<=' or '>='",
                "write '==' to state equality"
            ),
            ("solver add x == 3 1️⃣strnog", "unknown strength 'strnog'", nil, "did you mean 'strong'?"),
            (
                "solver add x == 3 1️⃣1001", "priority 1001 is out of range", "a priority from 1 to 1000",
                "1000 is required; UIKit's defaultHigh is 750"
            ),
            (
                "solver suggest mid 1️⃣", "missing VALUE", "a number (value)",
                "usage: solver suggest VARIABLE VALUE"
            ),
            ("1️⃣== 3", "unexpected '=='", "a command name", "type 'help' to list the commands"),
        ]
        for (marked, message, expected, suggestion) in cases {
            let input = MarkedText(marked)
            XCTAssertThrowsError(try parser.parse(input.text), marked) { error in
                guard let d = error as? Diagnostic else { return XCTFail(marked) }
                XCTAssertEqual(d.column, input.column, marked)
                XCTAssertEqual(d.message, message, marked)
                if let expected { XCTAssertEqual(d.expected, expected, marked) }
                XCTAssertEqual(d.suggestion, suggestion, marked)
                XCTAssertEqual(d.category, .syntax, marked)
            }
        }
    }
}
