import XCTest

@testable import LabShell

/// What a user types in Swift's habits works, or is refused with the exact fix (issue 30): `|`
/// between animation options, the conditional `c ? a : b`, several notifications in one `on`,
/// and variables named like a command's keywords. Expected numbers are worked by hand from
/// UIKit's documented values, noted at each.
final class SwiftHabitTests: XCTestCase {
    private func printed(_ script: String) -> [String] {
        let harness = SessionHarness()
        let result = harness.run(script)
        XCTAssertEqual(result.diagnostics.map(\.message), [], script)
        return harness.sink.lines
    }

    private func firstError(_ script: String) -> Diagnostic? {
        SessionHarness().run(script).diagnostics.first
    }

    // MARK: `|` between options

    /// UIView.AnimationOptions: beginFromCurrentState is 1 << 2 = 4, repeat 1 << 3 = 8, the curve
    /// sits in bits 16–19 with easeOut = 2 (UIView.AnimationCurve), so curveEaseOut is 2 << 16 =
    /// 131072; 7 << 16 = 458752 is the keyboard's curve.
    func test_optionsJoinedByABarAreOredAsInSwift() {
        XCTAssertEqual(
            printed("decode-options curve-ease-out | begin-from-current-state"),
            ["raw 131076: [beginFromCurrentState] curve easeOut"])
        XCTAssertEqual(printed("decode-options 7 << 16 | repeat"), ["raw 458760: [repeat] curve keyboard(7)"])
        // Between numbers `|` is still the operator: 1 | 2 | 4 = 7, one option.
        XCTAssertEqual(
            printed("decode-options 1 | 2 | 4").first,
            "raw 7: [layoutSubviews, allowUserInteraction, beginFromCurrentState] curve")
        // Side by side as before.
        XCTAssertEqual(
            printed("decode-options repeat autoreverse"), ["raw 24: [repeat, autoreverse] curve easeInOut"])
    }

    /// A linear 1 s animation of 200 pt is halfway at 0.5 s: frame 30 at 60 Hz, y = 100.
    func test_animateTakesOptionsJoinedByABar() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            view box frame 0 0 50 50
            animate 1 options curve-linear | allow-user-interaction do move box dy 200
            step 30
            expect box.presentation.minY == 100 within 1e-9
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }

    /// A bar with nothing after it is the option that is missing, where it would be typed: the
    /// line is 23 characters, so after a space, column 25.
    func test_aTrailingBarAsksForTheOption() throws {
        let error = try XCTUnwrap(firstError("decode-options repeat |"))
        XCTAssertTrue(error.message.hasPrefix("missing "), error.message)
        XCTAssertEqual(error.column, 25)
    }

    // MARK: The conditional

    func test_theConditionalChoosesAsSwiftDoes() {
        XCTAssertEqual(
            printed(
                """
                let x = 3 > 2 ? 10 : 20
                print x
                print 1 < 0 ? 1 : 2 < 1 ? 3 : 4
                print 2 * (1 > 0 ? 3 : 4)
                print max(1 > 0 ? 5 : 6, 2)
                print 1 > 0 ? 5 : nosuch
                print 1 == 1 ? "yes" : "no"
                """),
            // Right-associative: 1 < 0 ? 1 : (2 < 1 ? 3 : 4) = 4; only the chosen branch is
            // evaluated, so `nosuch` is never looked up.
            ["10", "4", "6", "5", "5", "yes"])
    }

    func test_aConditionalWithoutItsColonSaysWhatIsMissing() throws {
        let missing = try XCTUnwrap(firstError("let x = 1 > 0 ? 2"))
        XCTAssertEqual(missing.message, "missing ':' of the '?' at column 15")
        XCTAssertEqual(missing.suggestion, "write CONDITION ? VALUE : OTHER")
        let wrong = try XCTUnwrap(firstError("let x = 1 > 0 ? 2 3"))
        XCTAssertEqual(wrong.message, "unexpected '3' in a conditional")
        XCTAssertEqual(wrong.column, 19)
        let notACondition = try XCTUnwrap(firstError("let x = 1 ? 2 : 3"))
        XCTAssertEqual(notACondition.message, "a number is not a condition")
    }

    func test_aConditionalPrintsBackInItsOwnSyntax() throws {
        var stream = TokenStream(InputLine("1 + (a ? b : c ? d : e)"), line: 1)
        let expr = try stream.expression()
        XCTAssertEqual(expr.description, "1 + (a ? b : c ? d : e)")
    }

    // MARK: Several notifications in one `on`

    /// One observer, `vc`, registered for each name: a show posts keyboardWillShow and a hide
    /// keyboardWillHide (docs/Facts.md §1.2), so the body runs once for each.
    func test_onTakesSeveralNotificationsForOneObserver() {
        let lines = printed(
            """
            text-field input
            on willShow, willHide as vc do print note.name
            show-keyboard
            hide-keyboard
            observers
            """)
        XCTAssertEqual(
            lines.filter { $0 == "keyboardWillShow" || $0 == "keyboardWillHide" },
            ["keyboardWillShow", "keyboardWillHide"])
        let rows = lines.filter { $0.hasPrefix("vc ") }
        XCTAssertEqual(rows.count, 2, "\(lines)")
        XCTAssertTrue(rows[0].contains("keyboardWillShow") && rows[1].contains("keyboardWillHide"), "\(rows)")
    }

    /// All or none: an unknown name anywhere in the list registers nothing.
    func test_anUnknownNotificationInTheListRegistersNone() throws {
        let harness = SessionHarness()
        let result = harness.run("on willShow, bogus do print 1")
        let error = try XCTUnwrap(result.diagnostics.first)
        XCTAssertEqual(error.message, "unknown event 'bogus'")
        XCTAssertEqual(error.column, 14)
        harness.sink.clear()
        harness.run("observers")
        XCTAssertFalse(
            harness.sink.lines.contains { $0.contains("keyboardWillShow") }, "\(harness.sink.lines)")
    }

    // MARK: Variables named like keywords

    /// UIView.AnimationCurve.linear is 3: `curve curve` with `curve` = 3, and `options options`
    /// with the curve bits 3 << 16, both run linearly: halfway (y = 100) at 0.5 s.
    func test_aVariableNamedLikeAKeywordStandsWhereAValueMust() {
        for script in [
            "let curve = 3\nanimate 1 curve curve do move box dy 200",
            "let options = 3 << 16\nanimate 1 options options do move box dy 200",
            "let delay = 0\nanimate 1 delay delay curve linear do move box dy 200",
        ] {
            let harness = SessionHarness()
            let result = harness.run(
                "view box frame 0 0 50 50\n" + script
                    + "\nstep 30\nexpect box.presentation.minY == 100 within 1e-9")
            XCTAssertEqual(result.diagnostics.map(\.message), [], script)
        }
    }

    /// A word the curve clause names keeps its meaning: `linear` is the curve even when a
    /// variable has that name (as a typed word does everywhere).
    func test_aChoiceWordKeepsItsMeaning() {
        let harness = SessionHarness()
        let result = harness.run(
            """
            view box frame 0 0 50 50
            let linear = 1
            animate 1 curve linear do move box dy 200
            step 30
            expect box.presentation.minY == 100 within 1e-9
            """)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
    }

    func test_aWordOfTheLanguageIsRefusedWithTheNameToWrite() throws {
        for (word, column) in [("end", 5), ("do", 5), ("not", 5)] {
            let error = try XCTUnwrap(firstError("let \(word) = 5"), word)
            XCTAssertEqual(error.message, "'\(word)' is a word of the language, so it cannot name a variable")
            XCTAssertEqual(error.suggestion, "choose another name, e.g. let \(word)Value = …")
            XCTAssertEqual(error.column, column)
        }
        XCTAssertEqual(firstError("let a-b = 5")?.suggestion, "write it a_b: let a_b = …")
    }

    // MARK: Completion

    /// TAB offers what may come next: another notification after `,`, another option after `|`.
    func test_completionOffersTheNextMemberAfterACommaOrABar() {
        let session = SessionHarness().session
        XCTAssertEqual(session.complete("on willShow, willH").candidates, ["willHide"])
        XCTAssertEqual(
            session.complete("animate 0.3 options curve-linear | allow-u").candidates,
            ["allow-user-interaction"])
    }
}
