import LabShell
import XCTest

final class FormulaTests: XCTestCase {
    private func formula(_ text: String) throws -> Formula {
        var stream = TokenStream(text)
        let result = try stream.formula()
        XCTAssertTrue(try stream.atEnd(), text)
        return result
    }

    private func value(_ text: String) throws -> Double {
        try formula(text).constantValue()
    }

    func test_precedenceAndAssociativity() throws {
        XCTAssertEqual(try value("1 + 2 * 3"), 7)
        XCTAssertEqual(try value("(1 + 2) * 3"), 9)
        XCTAssertEqual(try value("10 - 4 - 3"), 3)
        XCTAssertEqual(try value("24 / 4 / 3"), 2)
        XCTAssertEqual(try value("-(2 + 3) * -2"), 10)
        XCTAssertEqual(try value("- -4"), 4)
    }

    func test_printsBackWithOnlyTheNeededParentheses() throws {
        XCTAssertEqual(try formula("(a + b) / 2").description, "(a + b) / 2")
        XCTAssertEqual(try formula("a - (b - c)").description, "a - (b - c)")
        XCTAssertEqual(try formula("(a * 2) + 1").description, "a * 2 + 1")
    }

    func test_linearFormCollectsCoefficientsInOrderOfAppearance() throws {
        // 2 * mid - (left + right) = 2 mid - left - right
        let form = try formula("2 * mid - (left + right) + 3 * left / 3").linearForm { _, _ in nil }
        XCTAssertEqual(form.terms.map(\.name), ["mid", "left", "right"])
        XCTAssertEqual(form.terms.map(\.coefficient), [2, 0, -1])
        XCTAssertEqual(form.constant, 0)
    }

    func test_productOfTwoVariablesIsNotLinear() throws {
        let input = MarkedText("x 1️⃣* y")
        XCTAssertThrowsError(try formula(input.text).linearForm { _, _ in nil }) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, input.column)
            XCTAssertEqual((error as? Diagnostic)?.message, "the constraint is not linear")
        }
    }

    func test_divisionByZeroIsAnError() {
        XCTAssertThrowsError(try value("1 / (2 - 2)")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "division by zero")
        }
    }

    func test_missingClosingParenthesisPointsAtTheEnd() {
        let input = MarkedText("(1 + 2 1️⃣")
        XCTAssertThrowsError(try formula(input.text)) { error in
            XCTAssertEqual((error as? Diagnostic)?.column, input.column)
            XCTAssertEqual((error as? Diagnostic)?.expected, "')' to close the '(' at column 1")
        }
    }

    func test_nestingIsLimitedInsteadOfExhaustingTheStack() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        XCTAssertThrowsError(try formula(deep)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "formula nested too deeply")
        }
        let signs = String(repeating: "- ", count: 10_000) + "1"
        XCTAssertThrowsError(try formula(signs))
    }
}
