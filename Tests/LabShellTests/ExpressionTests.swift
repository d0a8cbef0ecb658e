import XCTest

@testable import LabShell

/// Expressions: precedence, integer operators, values and members, errors at the right place.
/// Expected values are worked by hand (or are UIKit's documented bit values).
final class ExpressionTests: XCTestCase {
    private func expr(_ text: String) throws -> Expr {
        var stream = TokenStream(text)
        let result = try stream.expression()
        XCTAssertTrue(try stream.atEnd(), text)
        return result
    }

    private func value(_ text: String, in session: Session = Session()) throws -> Value {
        try session.evaluate(try expr(text))
    }

    private func number(_ text: String, in session: Session = Session()) throws -> Double {
        guard case .number(let n) = try value(text, in: session) else {
            XCTFail("\(text) is not a number")
            return .nan
        }
        return n
    }

    func test_precedenceAndAssociativity() throws {
        XCTAssertEqual(try number("1 + 2 * 3"), 7)
        XCTAssertEqual(try number("(1 + 2) * 3"), 9)
        XCTAssertEqual(try number("10 - 4 - 3"), 3)
        XCTAssertEqual(try number("24 / 4 / 3"), 2)
        XCTAssertEqual(try number("-(2 + 3) * -2"), 10)
        XCTAssertEqual(try number("- -4"), 4)
        XCTAssertEqual(try number("7 % 4"), 3)
    }

    func test_aSignedLiteralAfterAnOperandSubtractsInOneExpression() throws {
        XCTAssertEqual(try number("10 -4"), 6)
        XCTAssertEqual(try number("(1) -2"), -1)
        // Two values side by side when the caller reads a list.
        var stream = TokenStream("10 -20")
        let first = try stream.expression(ExpressionOptions(stopsAtSignedLiteral: true))
        XCTAssertEqual(first.description, "10")
        XCTAssertEqual(try stream.expression().description, "-20")
    }

    func test_expDecaysAsASpringDoes() throws {
        // e^0 = 1, e^1 = 2.718281828…, and e^(-w·t)(1 + w·t) at w·t = 2 is 3/e² = 0.40600584…
        XCTAssertEqual(try number("exp(0)"), 1)
        XCTAssertEqual(try number("exp(1)"), 2.718_281_828_459_045, accuracy: 1e-15)
        XCTAssertEqual(try number("exp(-2) * (1 + 2)"), 0.406_005_849_709_838_6, accuracy: 1e-15)
        XCTAssertThrowsError(try number("exp(1000)")) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.contains("700") == true)
        }
    }

    func test_aCommandsKeywordNamesAVariableWhereAValueIsRequired() {
        // `options` and `duration` are words of `animate`; where its DURATION is required a
        // keyword is a name, and after a value it still starts its clause.
        let harness = SessionHarness()
        let result = harness.run(
            "view box frame 0 0 10 10\nlet duration = 0.5\nanimate duration options curve-linear do box.alpha = 0\n"
                + "step 15\nexpect box.presentation.alpha == 0.5")
        XCTAssertEqual(result.diagnostics, [])
        // The structure words never name anything: a clear message, not "expected a name name";
        // for a variable, with the name to write instead (SwiftHabitTests).
        let bad = harness.run("view end", mode: .interactive).diagnostics.first
        XCTAssertEqual(bad?.message, "unexpected 'end', a word of the language (do, end, else)")
        XCTAssertEqual(bad?.expected, "a name")
        let variable = harness.run("let end = 1", mode: .interactive).diagnostics.first
        XCTAssertEqual(variable?.message, "'end' is a word of the language, so it cannot name a variable")
    }

    func test_integerOperatorsFollowUIKitsOptionBits() throws {
        // UIViewAnimationOptions: curve in bits 16–19, beginFromCurrentState = 1 << 2 (facts §4.3).
        XCTAssertEqual(try number("7 << 16"), 458_752)
        XCTAssertEqual(try number("7 << 16 | 4"), 458_756)
        XCTAssertEqual(try number("0x70000 >> 16"), 7)
        XCTAssertEqual(try number("0b111 & 3"), 3)
        // `|` binds tighter than a comparison (Python's order), so this compares 7 | 0 with 7.
        XCTAssertEqual(try value("7 | 0 == 7"), .bool(true))
        XCTAssertThrowsError(try number("1.5 << 1")) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.contains("whole number") == true)
        }
    }

    func test_conditionsShortCircuitAndRejectNumbers() throws {
        XCTAssertEqual(try value("1 < 2 and not 3 > 4"), .bool(true))
        // The right side of `or` is not evaluated once the left holds: no division by zero.
        XCTAssertEqual(try value("1 < 2 or 1 / 0 > 0"), .bool(true))
        XCTAssertThrowsError(try value("not 1")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "a number is not a condition")
        }
        XCTAssertThrowsError(try expr("1 < 2 < 3")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "comparisons cannot be chained")
        }
    }

    func test_rectsHaveUIKitMembersAndFunctions() throws {
        // iPhone 15 keyboard end frame (facts §3.1): (0 516; 393×336).
        XCTAssertEqual(try number("rect(0, 516, 393, 336).maxY"), 852)
        XCTAssertEqual(try number("rect(0, 516, 393, 336).origin.y"), 516)
        XCTAssertEqual(try number("rect(0, 516, 393, 336).size.height"), 336)
        XCTAssertEqual(try number("intersection(rect(0, 0, 393, 852), rect(0, 516, 393, 336)).height"), 336)
        // Rects that do not meet give CGRect.null: zero size, infinite origin.
        XCTAssertEqual(try value("intersection(rect(0, 0, 10, 10), rect(20, 20, 5, 5)).isNull"), .bool(true))
        XCTAssertEqual(try number("intersection(rect(0, 0, 10, 10), rect(20, 20, 5, 5)).height"), 0)
        XCTAssertEqual(try number("max(3, 9, 4) - min(3, 9, 4) + abs(-2) + round(2.5)"), 11)
    }

    func test_printsBackWithOnlyTheNeededParentheses() throws {
        XCTAssertEqual(try expr("(a + b) / 2").description, "(a + b) / 2")
        XCTAssertEqual(try expr("a - (b - c)").description, "a - (b - c)")
        XCTAssertEqual(try expr("(a * 2) + 1").description, "a * 2 + 1")
        XCTAssertEqual(
            try expr("convert(r, from: screen, to: root).height").description,
            "convert(r, from: screen, to: root).height")
    }

    func test_linearFormCollectsCoefficientsInOrderOfAppearance() throws {
        // 2 * mid - (left + right) + 3 * left / 3 = 2 mid + 0 left - right
        let form = try expr("2 * mid - (left + right) + 3 * left / 3").linearForm { name, _ in .variable(name)
        }
        XCTAssertEqual(form.terms.map(\.name), ["mid", "left", "right"])
        XCTAssertEqual(form.terms.map(\.coefficient), [2, 0, -1])
        XCTAssertEqual(form.constant, 0)
    }

    func test_productOfTwoVariablesIsNotLinear() throws {
        let input = MarkedText("x 1️⃣* y")
        XCTAssertThrowsError(try expr(input.text).linearForm { name, _ in .variable(name) }) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, input.column)
            XCTAssertEqual((error as? Diagnostic)?.message, "the constraint is not linear")
        }
    }

    func test_divisionByZeroIsAnError() {
        XCTAssertThrowsError(try number("1 / (2 - 2)")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "division by zero")
        }
    }

    func test_missingClosingParenthesisPointsAtTheEnd() {
        let input = MarkedText("(1 + 2 1️⃣")
        XCTAssertThrowsError(try expr(input.text)) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, input.column)
            XCTAssertEqual((error as? Diagnostic)?.expected, "')' to close the '(' at column 1")
        }
    }

    func test_nestingAndLengthAreLimitedInsteadOfExhaustingTheStack() throws {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        XCTAssertThrowsError(try expr(deep)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "expression nested too deeply")
        }
        XCTAssertThrowsError(try expr(String(repeating: "- ", count: 10_000) + "1"))
        XCTAssertThrowsError(try expr(String(repeating: "not ", count: 10_000) + "true"))
        let long = Array(repeating: "1", count: 20_000).joined(separator: " + ")
        XCTAssertThrowsError(try expr(long)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "expression too long")
        }
        // Within the limit, a long sum (an 8 KB line) evaluates: chains fold in a loop.
        let sum = Array(repeating: "1", count: 3000).joined(separator: " + ")
        XCTAssertEqual(try number(sum), 3000)
        let form = try expr(Array(repeating: "x", count: 3000).joined(separator: " - ")).linearForm { n, _ in
            .variable(n)
        }
        XCTAssertEqual(form.terms.first?.coefficient, -2998)
        XCTAssertEqual(try expr(sum).description.count, sum.count)
    }

    /// "At most 64 levels" (docs/Errors.md) means 64 parse and 65 do not, for parentheses, signs,
    /// `not`, a call's parentheses and any mix of them, wherever an expression stands.
    func test_sixtyFourLevelsOfNestingParseAndTheSixtyFifthIsTheError() {
        func parens(_ n: Int) -> String {
            String(repeating: "(", count: n) + "1" + String(repeating: ")", count: n)
        }
        func signs(_ n: Int) -> String { String(repeating: "- ", count: n) + "1" }
        func nots(_ n: Int) -> String { String(repeating: "not ", count: n) + "true" }
        func calls(_ n: Int) -> String {
            String(repeating: "abs(", count: n) + "1" + String(repeating: ")", count: n)
        }
        /// Cycles through `(`, `-` and `not`: level k is the k-th of them.
        func mixed(_ n: Int) -> String {
            var text = ""
            var open = 0
            for level in 0..<n {
                switch level % 3 {
                case 0: (text, open) = (text + "(", open + 1)
                case 1: text += "- "
                default: text += "not "
                }
            }
            return text + "1" + String(repeating: ")", count: open)
        }
        for make in [parens, signs, nots, calls, mixed] {
            XCTAssertNoThrow(try expr(make(64)), make(64))
            XCTAssertThrowsError(try expr(make(65)), make(65)) { error in
                XCTAssertEqual((error as? Diagnostic)?.message, "expression nested too deeply")
            }
        }
        // The caret is under the 65th opener.
        let marked = MarkedText(String(repeating: "- ", count: 64) + "1️⃣- 1")
        XCTAssertThrowsError(try expr(marked.text)) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, marked.column)
        }
        // Every context reads expressions with the same parser: 64 levels run, 65 are refused.
        let harness = SessionHarness()
        let contexts: [(String) -> String] = [
            { "let x = \($0)" }, { "print \($0)" }, { "expect \($0) == 1" }, { "step \($0)" },
            { "if \($0) == 1 do echo yes end" }, { "view box\nconstraint box.width == \($0)" },
        ]
        for context in contexts {
            // 64 signs (an even number) leave 1: a step of -1 would be refused for its value.
            for make in [parens, signs] {
                let ok = harness.run("reset\n" + context(make(64)))
                XCTAssertEqual(ok.diagnostics.map(\.message), [], context(make(64)))
                let deep = harness.run("reset\n" + context(make(65)))
                XCTAssertEqual(
                    deep.diagnostics.first?.message, "expression nested too deeply", context(make(65)))
            }
        }
        let conditions: [(String) -> String] = [
            { "let x = \($0)" }, { "print \($0)" }, { "if \($0) do echo yes end" },
        ]
        for context in conditions {
            XCTAssertEqual(harness.run("reset\n" + context(nots(64))).diagnostics.map(\.message), [])
            XCTAssertEqual(
                harness.run("reset\n" + context(nots(65))).diagnostics.first?.message,
                "expression nested too deeply")
        }
    }

    func test_unknownNamesSuggestAndExplainSpacing() {
        let session = Session()
        session.execute("let lift = 302", name: "t", lineNumber: 1)
        XCTAssertThrowsError(try value("lfit", in: session)) { error in
            XCTAssertEqual((error as? Diagnostic)?.suggestion, "did you mean 'lift'?")
        }
        XCTAssertThrowsError(try value("safe.bottom-10", in: session)) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.suggestion, "put spaces around '-' to subtract: safe.bottom - 10")
        }
        // Two names, and a chain: one name each side of every dash.
        session.execute("let drop = 34", name: "t", lineNumber: 2)
        XCTAssertThrowsError(try value("lift-drop", in: session)) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.suggestion, "put spaces around '-' to subtract: lift - drop")
        }
        XCTAssertThrowsError(try value("lift-drop-2.5", in: session)) { error in
            XCTAssertEqual(
                (error as? Diagnostic)?.suggestion, "put spaces around '-' to subtract: lift - drop - 2.5")
        }
        // A dash after something that is no name is no subtraction to explain.
        XCTAssertThrowsError(try value("nothing-drop", in: session)) { error in
            XCTAssertNotEqual((error as? Diagnostic)?.suggestion?.hasPrefix("put spaces"), true)
        }
    }

    /// A name that ends in `-DIGITS` is a subtraction written without spaces, wherever it is
    /// read: before any view `input` exists, as a solver variable, as a constraint's attribute
    /// (there "did you mean 'bottom'?" hid it).
    func test_aNameEndingInMinusANumberExplainsSpacingEverywhere() {
        let harness = SessionHarness()
        for (script, help) in [
            ("let y = input.maxY-1", "put spaces around '-' to subtract: input.maxY - 1"),
            ("solver var v\nsolver add v == w-1", "put spaces around '-' to subtract: w - 1"),
            (
                "view box\nconstraint box.top == box.bottom-8",
                "put spaces around '-' to subtract: box.bottom - 8"
            ),
        ] {
            XCTAssertEqual(harness.run("reset\n" + script).diagnostics.first?.suggestion, help, script)
        }
    }
}
