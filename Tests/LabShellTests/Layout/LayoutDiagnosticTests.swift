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
        assertError("", "text-field 1️⃣keyboard", message: "'keyboard' is reserved", category: .syntax)
        assertError("", "view 1️⃣top-bar", message: "'top-bar' cannot name a view")
        // Views and constraints share one set of names: `input.isActive` could mean either.
        assertError(
            "view input", "constraint 1️⃣input: input.height == 52",
            message: "a view named 'input' already exists")
        assertError(
            "view box\nconstraint lift: box.top == root.top", "view 1️⃣lift",
            message: "a constraint named 'lift' already exists")
    }

    /// Every name the language gives a meaning of its own (docs/Shell.md: the lab's objects,
    /// the coordinate spaces of `convert`, the words of conditions, the clock, a handler's
    /// `note`) is refused, with one error, by every command that names a new view or
    /// constraint; a variable may not hide the lab's objects. `view screen` was accepted, and
    /// then `screen.minY` was the view while `convert(…, from: screen, …)` was the screen.
    func test_namesTheLanguageGivesAMeaningAreReservedForEveryNewObject() {
        let reserved = [
            "root", "safe", "keyboard", "screen", "window", "nil", "true", "false", "and", "or", "not",
            "t", "frame", "note",
        ]
        let makers = [
            "view", "text-field", "scroll-view", "table-view", "text-view", "label", "stack-view",
        ]
        for name in reserved {
            for maker in makers {
                let harness = SessionHarness()
                let d = harness.run("\(maker) \(name)").diagnostics.first
                // `frame` is a keyword of `view` and `text-field` (`view box frame 0 0 10 10`):
                // refused as a name already, before it could be one.
                if name == "frame", d?.message == "unexpected 'frame'" { continue }
                XCTAssertEqual(
                    d?.message.hasPrefix("'\(name)' is reserved: it means "), true, "\(maker) \(name)")
                XCTAssertEqual(d?.category, .syntax, "\(maker) \(name)")
                XCTAssertEqual(d?.column, maker.count + 2, "\(maker) \(name)")
            }
            let harness = SessionHarness()
            let constraint = harness.run("view box\nconstraint \(name): box.width == 10").diagnostics.first
            XCTAssertEqual(constraint?.message.hasPrefix("'\(name)' is reserved: it means "), true, name)
        }
        for name in ["root", "safe", "keyboard", "screen", "window", "nil"] {
            let harness = SessionHarness()
            XCTAssertEqual(
                harness.run("let \(name) = 3").diagnostics.first?.message.hasPrefix("'\(name)' is reserved"),
                true,
                name)
        }
        // The same error, word for word, whichever command names the object.
        let harness = SessionHarness()
        let messages = [
            "view screen", "text-field screen", "view box\nconstraint screen: box.width == 1",
            "let screen = 1",
        ].map { harness.run("reset\n" + $0).diagnostics.first?.message }
        XCTAssertEqual(Set(messages).count, 1, "\(messages)")
        // Names that mean nothing stay free, and a variable may still be called t.
        XCTAssertEqual(harness.run("reset\nview screens\nview roots\nlet t = 8 / 60").diagnostics, [])
        // Finding 09's script: screen is the screen's space and the screen itself.
        XCTAssertEqual(
            harness.output("reset\nprint convert(rect(0, 0, 10, 10), from: screen, to: root)"),
            ["(0 0; 10×10)"])
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
