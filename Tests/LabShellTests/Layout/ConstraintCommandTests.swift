import LabShell
import XCTest

/// Adding, editing, listing and toggling constraints through the shell.
final class ConstraintCommandTests: XCTestCase {
    private let scene = """
        view card
        view badge in card
        text-field input
        constraint card.centerX == root.centerX
        constraint top: card.top == safe.top + 16.5
        constraint card.width == root.width * 0.8 - 10
        constraint card.height >= 120
        constraint badge.trailing == card.trailing - 8 @750
        constraint badge.top == card.top
        constraint badge.width == 24 @low
        constraint badge.height == badge.width
        constraint input.bottom == keyboard.top - 8
        constraint input.leading == safe.leading
        constraint input.width == card.width * 0.5 + 3
        constraint input.height <= 52 @999
        """

    func test_constraintsPrintInTheTextTheCommandReads() {
        // Canonical text: names in front, `* m` and `+|- c` only when needed, priorities after @.
        let lines = runScript(scene + "\nconstraints")
        XCTAssertEqual(
            lines,
            [
                "c1: card.centerX == root.centerX",
                "top: card.top == safe.top + 16.5",
                "c2: card.width == root.width * 0.8 - 10",
                "c3: card.height >= 120",
                "c4: badge.trailing == card.trailing - 8 @750",
                "c5: badge.top == card.top",
                "c6: badge.width == 24 @250",
                "c7: badge.height == badge.width",
                "c8: input.bottom == keyboard.top - 8",
                "c9: input.leading == safe.leading",
                "c10: input.width == card.width * 0.5 + 3",
                "c11: input.height <= 52 @999",
            ])
    }

    func test_printedConstraintsPasteBackToTheSameListAndFrames() {
        let original = SessionHarness()
        let printed = runScript(scene + "\nconstraints", harness: original)
        let frames = "layout\nmode csv\ntable views"
        let originalFrames = runScript(frames, harness: original)

        let pasted = SessionHarness()
        let views = "view card\nview badge in card\ntext-field input\n"
        runScript(views + printed.map { "constraint \($0)" }.joined(separator: "\n"), harness: pasted)
        XCTAssertEqual(runScript("constraints", harness: pasted), printed)
        XCTAssertEqual(runScript(frames, harness: pasted), originalFrames)
    }

    func test_inactiveAndBrokenMarksAreCommentsSoTheLinesStillPaste() {
        let lines = runScript(
            "view box\nconstraint a: box.width == 100\nconstraint b: box.width == 200\nlayout\n"
                + "constraint c: box.height == 5\ndeactivate c\nconstraints")
        XCTAssertEqual(
            Array(lines.suffix(3)),
            ["a: box.width == 100", "b: box.width == 200  # broken", "c: box.height == 5  # inactive"])
        runScript("view box\n" + lines.suffix(3).map { "constraint \($0)" }.joined(separator: "\n"))
    }

    func test_constantEditsMoveTheViewAtTheNextLayout() {
        // Lifting the input bar by 300: 766 − 300 = 466.
        let script = LayoutScripts.chatScreen + "\nconstant bottom -300"
        XCTAssertEqual(quantities(["input.minY"], after: script), [766])
        XCTAssertEqual(
            quantities(["input.minY", "messages.height"], after: script + "\nlayout"), [466, 363])
    }

    func test_deactivateAndActivate() {
        // Without `bottom` the input bar is held by a second, optional constraint at 500.
        let script =
            LayoutScripts.chatScreen + """

                constraint high: input.top == root.top + 500 @250
                layout
                """
        XCTAssertEqual(quantities(["input.minY"], after: script), [766])
        XCTAssertEqual(quantities(["input.minY"], after: script + "\ndeactivate bottom\nlayout"), [500])
        XCTAssertEqual(
            quantities(
                ["input.minY"], after: script + "\ndeactivate bottom\nlayout\nactivate bottom\nlayout"), [766]
        )
    }

    func test_priorityRulesFollowUIKit() {
        // Optional ↔ optional is fine; required ↔ optional while active is refused (UIKit throws).
        runScript("view box\nconstraint w: box.width == 100 @750\npriority w 500\npriority w high")
        let refused = firstDiagnostic("view box\nconstraint w: box.width == 100\npriority w 500")
        XCTAssertEqual(refused?.line, 3)
        XCTAssertEqual(refused?.column, 12)
        XCTAssertTrue(refused?.message.contains("from required to optional") ?? false)
        XCTAssertEqual(refused?.suggestion, "deactivate w, change its priority, then activate w")
        // Inactive, the switch is allowed.
        runScript("view box\nconstraint w: box.width == 100\ndeactivate w\npriority w 500\nactivate w")
    }

    func test_conflictIsReportedInUIKitsWordsAndLayoutGoesOn() {
        let harness = SessionHarness()
        let lines = runScript(
            "view box\nconstraint narrow: box.width == 100\nconstraint wide: box.width == 200\nlayout",
            harness: harness)
        XCTAssertEqual(
            lines,
            [
                "Unable to simultaneously satisfy constraints.",
                "\tProbably at least one of the constraints in the following list is one you don't want.",
                "\tTry this:",
                "\t\t(1) look at each constraint and try to figure out which you don't expect;",
                "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
                "(",
                "    \"narrow: box.width == 100\",",
                "    \"wide: box.width == 200\"",
                ")",
                "",
                "Will attempt to recover by breaking constraint",
                "wide: box.width == 200",
                "",
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            ])
        // The newest constraint was broken; the session goes on with the earlier one.
        XCTAssertEqual(
            try harness.session.quantity("box.width", at: SourceRange(line: 1, column: 1, length: 1)), 100)
        // Reported once, not again at the next pass.
        XCTAssertEqual(runScript("layout", harness: harness), [])
        XCTAssertEqual(runScript("table constraints", harness: harness).last?.hasSuffix("broken"), true)
    }

    func test_autoresizingConflictCarriesUIKitsNote() {
        // A view with a frame keeps it through autoresizing constraints (the lab's SnapKit rule
        // stops that when the view becomes a first item); a constraint with the view as *second*
        // item fights the translated frame.
        let lines = runScript("view box frame 0 0 50 50\nconstraint root.width == box.width\nlayout")
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") })
    }

    func test_removingAViewForgetsItsConstraints() {
        let lines = runScript(
            "view card\nview badge in card\nview other\nconstraint badge.width == 10\n"
                + "constraint w: other.width == 20\nremove card\nconstraints\ntable views")
        XCTAssertEqual(Array(lines.prefix(1)), ["w: other.width == 20"])
        XCTAssertFalse(lines.contains { $0.contains("badge") })
    }

    func test_explainListsTheConstraintsPerAxis() {
        let lines = runScript(LayoutScripts.chatScreen + "\nexplain input")
        XCTAssertEqual(lines.first, "input frame (0 766; 393×52)")
        let vertical = Array(lines.drop { $0 != "  vertical:" }.dropFirst().prefix(2))
        XCTAssertEqual(vertical, ["    bottom: input.bottom == safe.bottom", "    c11: input.height == 52"])
    }

    func test_ambiguityNamesTheFreeAttributes() {
        // Only the top is pinned: left, width and height are free.
        let lines = runScript("view box\nconstraint box.top == safe.top\nmode csv\nambiguity")
        XCTAssertEqual(lines, ["view,ambiguous,free", "box,yes,left width height"])
        let fixed = runScript(
            "view box\nconstraint box.top == safe.top\nconstraint box.left == root.left\n"
                + "constraint box.width == 10\nconstraint box.height == 10\nmode csv\nambiguity")
        XCTAssertEqual(fixed, ["view,ambiguous,free", "box,no,"])
    }
}
