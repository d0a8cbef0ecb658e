import LabShell
import XCTest

/// Bad input to the layout commands: one diagnostic at the exact place, never a crash, and the
/// session keeps working. The marker 1️⃣ in a line is where the error must point.
final class LayoutDiagnosticTests: XCTestCase {
    private func assertError(
        _ setup: String, _ marked: String, message: String, suggestion: String? = nil,
        category: Diagnostic.Category = .runtime, file: StaticString = #filePath, line: UInt = #line
    ) {
        assertSingleDiagnostic(
            after: setup, marked, message: message, suggestion: suggestion, category: category,
            thenRuns: "view after\nlayout\nexpect after.width == 0", file: file, line: line)
    }

    func test_malformedConstraintPointsAtTheColumnInsideTheText() {
        assertError(
            "view input", "constraint input.1️⃣botom == safe.bottom", message: "unknown attribute 'botom'",
            category: .syntax)
        assertError(
            "view input", "constraint input.bottom 1️⃣= safe.bottom", message: "'=' is not a comparison",
            category: .syntax)
        assertError(
            "view input", "constraint input.bottom == safe.bottom @1️⃣2000", message: "priority 2000",
            category: .syntax)
        assertError(
            "view input", "constraint   input.height == 52 1️⃣extra", message: "unexpected 'extra'",
            category: .syntax)
        assertError("view input", "constraint 1️⃣input == 52", message: "needs an attribute", category: .syntax)
        assertError(
            "view input", "constraint input.top 1️⃣< 5", message: "'<' cannot state a constraint",
            category: .syntax)
    }

    func test_unknownViewsInConstraintsSuggestTheNearestName() {
        assertError(
            "text-field input", "constraint 1️⃣inptu.bottom == safe.bottom",
            message: "no view or layout guide is named 'inptu'",
            suggestion: "did you mean 'input'?")
        assertError(
            "text-field input", "constraint input.top == 1️⃣input.foo.top", message: "'input.foo'",
            suggestion: "after 'input.' only a guide may come before the attribute: safe, keyboard, "
                + "margins, readable or a guide of its own")
    }

    func test_rulesUIKitEnforcesAreErrorsOnTheConstraint() {
        assertError("view a", "constraint 1️⃣a.top == 5", message: "location attribute top")
        assertError("view a", "constraint 1️⃣a.top == root.width", message: "Invalid pairing")
        assertError("view a", "constraint 1️⃣a.leading == root.left", message: "leading/trailing")
    }

    func test_duplicateNames() {
        assertError(
            "view a\nconstraint w: a.width == 1", "constraint 1️⃣w: a.width == 2",
            message: "a constraint named 'w' already exists")
        assertError("view a", "view 1️⃣a", message: "a view named 'a' already exists")
        assertError("", "text-field 1️⃣keyboard", message: "'keyboard' is reserved")
        assertError("", "view 1️⃣top-bar", message: "'top-bar' cannot name a view")
    }

    func test_unknownNamesSuggestTheNearest() {
        assertError(
            "view card", "remove 1️⃣crad", message: "unknown view 'crad'", suggestion: "did you mean 'card'?")
        assertError(
            "view a\nconstraint width: a.width == 1", "constant 1️⃣widht 5",
            message: "unknown constraint 'widht'",
            suggestion: "did you mean 'width'?")
        assertError("view card", "explain 1️⃣cards", message: "unknown view 'cards'")
        assertError("view card", "view badge in 1️⃣crd", message: "unknown view 'crd'")
        assertError("", "device 1️⃣iphone-51", message: "unknown device 'iphone-51'")
        // User test 2, F3: every unknown device gets the closest names, in `compare … devices`
        // as in `device` (one lookup): `se-4` is one digit from `se-1`, `se-2`, `se-3`.
        let near = "did you mean 'iphone-se-1', 'iphone-se-2', 'iphone-se-3'?"
        assertError("", "device 1️⃣se-4", message: "unknown device 'se-4'", suggestion: near)
        assertError(
            "", "compare all on show-keyboard devices iphone-15, 1️⃣se-4", message: "unknown device 'se-4'",
            suggestion: near)
        assertError("", "orientation 1️⃣sideways", message: "unknown value 'sideways'", category: .syntax)
    }

    func test_removingTheRootIsRefused() {
        assertError("", "remove 1️⃣root", message: "the root view cannot be removed")
    }

    func test_badFramesAndPlacements() {
        assertError("", "view a frame 1 2 3 1️⃣", message: "missing HEIGHT", category: .syntax)
        assertError("", "placement 1️⃣split-view frame 0 0 100 100", message: "not an iPad")
        assertError(
            "device ipad-pro-11", "placement 1️⃣split-view", message: "needs the window's frame",
            category: .syntax)
        assertError(
            "view a\nconstraint w: a.width == 1", "priority w 1️⃣5000", message: "not a priority",
            category: .syntax)
    }

    func test_unknownQuantityNamesTheViews() {
        assertError(
            "view card", "expect 1️⃣card.minZ == 0", message: "unknown name 'card.minZ'",
            suggestion: "did you mean 'card.minX'?")
    }

    func test_hostileConstraintTextNeverCrashes() {
        let harness = SessionHarness()
        let lines = [
            "constraint", "constraint :", "constraint a:", "constraint .top == 1",
            "constraint root.width == 1e400",
            "constraint root.width == -", "constraint root.width == root.width * ", "constraint \u{1B}[2J",
            "constraint root.width == root.height @", "constraint x: y: root.width == 5",
            "constant nothing nan",
        ]
        for line in lines { harness.run(line, mode: .interactive) }
        XCTAssertEqual(harness.run("view ok\nlayout").diagnostics, [])
    }
}
