import LabShell
import XCTest

/// The screen commands end to end, values by hand (iPhone 15: 393 × 852, safe area 59 / 34, the
/// keyboard 336 tall, curve 7, facts §3.2 / §4.2).
final class ScreenCommandTests: XCTestCase {
    /// The chat of the issue: 30 rows of 44 pinned to the root, scrolled to the bottom.
    static let chat = """
        device iphone-15
        table-view chat rows 30 height 44
        constraint chat.leading == root.leading
        constraint chat.trailing == root.trailing
        constraint chat.top == root.top
        constraint bottom: chat.bottom == root.bottom
        scroll-to-bottom chat
        """

    /// Scrolled to the bottom: offset 1320 + 34 − 852 = 502; the last row ends at 818, above the
    /// home indicator; rows 11 … 29 intersect the bounds (502 … 1354).
    func test_chatScrolledToTheBottom() {
        let harness = SessionHarness()
        runScript(Self.chat, harness: harness)
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 502)
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 818)
        XCTAssertEqual(quantity("chat.adjustedContentInset.top", in: harness), 59)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 34)
        XCTAssertEqual(quantity("chat.contentSize.height", in: harness), 1320)
        XCTAssertEqual(quantity("chat.visibleRows", in: harness), 19)
        XCTAssertEqual(quantity("chat.firstVisibleRow", in: harness), 11)
        XCTAssertEqual(quantity("chat.lastVisibleRow", in: harness), 29)
    }

    /// `bind-scroll chat with inset`, then the keyboard: the scenario table follows the last row.
    /// Frame 1: p = 0.03789, keyboard 852 − 336p = 839.27, last row 818 − 302p = 806.56, gap 32.71.
    /// At the end: inset 336 − 34 = 302, offset 804, the last row on the keyboard's top (516).
    func test_insetTechniqueFromTheShell() {
        let harness = SessionHarness()
        let output = runScript(Self.chat + "\nbind-scroll chat with inset\nshow-keyboard", harness: harness)
        let header = output.firstIndex { $0.hasPrefix("frame") } ?? 0
        XCTAssertEqual(
            output[header].split(separator: " "),
            ["frame", "t", "ms", "keyboard.minY", "chat.presentation.lastRow.maxY", "gap"])
        XCTAssertEqual(output[header + 1].split(separator: " "), ["0", "0.00", "852.00", "818.00", "34.00"])
        XCTAssertEqual(output[header + 2].split(separator: " "), ["1", "16.67", "839.27", "806.56", "32.71"])
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 302)
        XCTAssertEqual(quantity("chat.verticalScrollIndicatorInsets.bottom", in: harness), 302)
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 804)
        XCTAssertEqual(quantity("chat.lastRow.maxY", in: harness), 516)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 0, accuracy: 1e-9)
        XCTAssertEqual(quantity("tracking.maxError", in: harness), 0, accuracy: 1e-9)
    }

    /// The double adjustment from the shell: the app's handler first, the controller's second.
    func test_tableViewControllerDoubleAdjustment() {
        let harness = SessionHarness()
        runScript(
            Self.chat + "\nbind-scroll chat with inset\ntable-view-controller chat on\nshow-keyboard",
            harness: harness)
        XCTAssertEqual(quantity("chat.adjustedContentInset.bottom", in: harness), 638)
        XCTAssertEqual(quantity("chat.systemKeyboardInset", in: harness), 336)
        XCTAssertEqual(quantity("chat.maximumContentOffset.y", in: harness), 1106)
    }

    /// Interactive dismissal from the table: the finger from 500 (on the table, above the
    /// keyboard's top at 516: a touch on the keyboard is the keys', facts §1.10) to 800 in 7
    /// frames, 50 pt each; nothing is posted until the release, then the keyboard hides (moving
    /// down). The content follows the finger from the start: the last row, on the keyboard's top
    /// at 516, is 16 pt lower by the time the finger reaches 516 and the keyboard starts to follow,
    /// so from then on it stays 16 under the keyboard's top (gap −16): at 800 the keyboard's top is
    /// 800, the row's bottom 516 + 300 = 816.
    func test_dragScrollViewInteractive() {
        let harness = SessionHarness()
        let output = runScript(
            Self.chat
                + "\nkeyboard-dismiss-mode chat interactive\nbind-scroll chat with inset\nshow-keyboard\n"
                + "drag-scroll-view chat from 500 to 800 frames 7 release down", harness: harness)
        let drag = output.lastIndex { $0.hasPrefix("frame") } ?? 0
        // Frames 0 … 6 of the drag: the keyboard's top on the finger once it is below 516.
        XCTAssertEqual(output[drag + 1].split(separator: " "), ["0", "0.00", "516.00", "516.00", "0.00"])
        XCTAssertEqual(output[drag + 2].split(separator: " "), ["1", "16.67", "550.00", "566.00", "-16.00"])
        XCTAssertEqual(output[drag + 7].split(separator: " "), ["6", "100.00", "800.00", "816.00", "-16.00"])
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 852)
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 502)
        XCTAssertTrue(output.contains { $0.hasPrefix("keyboardWillHide") })
    }

    /// A form in a vertical stack on the root's margins: label 20, field 44, text view 36, spacing
    /// 8; the text view grows by two lines (40 points) and the form with it.
    func test_formInAStackView() {
        let harness = SessionHarness()
        let output = runScript(
            """
            stack-view form axis vertical spacing 8
            constraint form.top == root.margins.top
            constraint form.leading == root.margins.leading
            constraint form.trailing == root.margins.trailing
            label title width 120 lines 1 line-height 20
            text-field name
            constraint name.height == 44
            text-view notes lines 1 line-height 20
            arrange form title name notes
            layout
            expect form.minX == 16
            expect form.minY == 59
            expect form.width == 361
            expect form.height == 116
            expect notes.frame.y == 80
            text-view notes lines 3
            layout
            expect notes.height == 76
            expect form.height == 156
            constraints all
            """, harness: harness)
        XCTAssertTrue(
            output.contains("UISV-spacing: name.top == title.bottom + 8"), output.joined(separator: "\n"))
        XCTAssertTrue(output.contains("UISV-canvas-connection: form.bottom == notes.bottom"))
        XCTAssertTrue(
            output.contains("UIView-leftMargin-guide-constraint: root.margins.left == root.left + 16"))
        XCTAssertTrue(output.contains("NSContentSizeLayoutConstraint-height-Hug: notes.height <= 76 @250"))
    }

    /// Print forms of the setters.
    func test_settersPrintTheirValues() {
        let output = runScript(
            Self.chat + "\ncontent-inset chat bottom 10\ncontent-inset chat\ncontent-offset chat\n"
                + "content-inset-adjustment chat\nkeyboard-dismiss-mode chat\nlayout-margins root")
        XCTAssertTrue(output.contains("contentInset 0 0 10 0"), output.joined(separator: "\n"))
        XCTAssertTrue(output.contains("adjustedContentInset 59 0 44 0"))
        XCTAssertTrue(output.contains("contentOffset 0 502"))
        XCTAssertTrue(output.contains("automatic"))
        XCTAssertTrue(output.contains("none"))
        XCTAssertTrue(output.contains("layoutMargins (top left bottom right) 59 16 34 16"))
    }
}

/// Apple's "Managing the Keyboard" recipe written as a handler with assignments: the overlap
/// (336) less the safe area already in the adjusted inset (34) goes into contentInset.bottom and
/// the indicator insets, and the offset moves by the same amount inside the keyboard's block, so
/// it animates on the keyboard's spring (facts §4.2): at frame 15, p = 0.94204.
final class ScreenAssignmentTests: XCTestCase {
    func test_aHandlerSetsInsetsAndOffsetByAssignment() {
        let harness = SessionHarness()
        let script =
            ScreenCommandTests.chat + """

                on willShow do
                  let overlap = note.frameEnd.height - safe.bottom
                  chat.contentInset.bottom = overlap
                  chat.verticalScrollIndicatorInsets.bottom = overlap
                  chat.contentOffset.y += overlap
                end
                set keyboard-run off
                show-keyboard
                step 15
                """
        XCTAssertEqual(harness.run(script).diagnostics, [])
        XCTAssertEqual(quantity("chat.contentInset.bottom", in: harness), 302)
        XCTAssertEqual(quantity("chat.verticalScrollIndicatorInsets.bottom", in: harness), 302)
        // Model 502 + 302 = 804 at once; on screen it follows the spring.
        XCTAssertEqual(quantity("chat.contentOffset.y", in: harness), 804)
        XCTAssertEqual(
            quantity("chat.presentation.contentOffset.y", in: harness), 502 + 302 * 0.94204, accuracy: 0.005)
        XCTAssertEqual(
            harness.run("chat.contentInset.middle = 1", mode: .interactive).diagnostics.first?.message,
            "cannot assign to 'chat.contentInset.middle'")
    }
}

/// `compare-scroll` on the 30-row chat scrolled to the bottom (last row at 818, facts §10.1's
/// iPhone 15 with 34 of home indicator), over a show and a hide of the 336-pt keyboard. End errors
/// are the worst scenario's: the target after the show is the last row on the keyboard (gap 0),
/// after the hide back at 818 (gap 34).
final class CompareScrollTests: XCTestCase {
    /// A script technique is no scroll-view technique: `bind-scroll` and `compare-scroll` say so
    /// and point at `bind` (which binds it, as the last line checks), instead of "unknown … did
    /// you mean 'inset'?".
    func test_aScriptTechniqueIsPointedToBind() {
        let harness = SessionHarness()
        let setup =
            ScreenCommandTests.chat
            + "\ntechnique my-inset do\non willChangeFrame do\ncontent-inset view bottom 10\nend\nend"
        runScript(setup, harness: harness)
        let bound = harness.run("bind-scroll chat with my-inset")
        XCTAssertEqual(
            bound.diagnostics.first?.message,
            "'my-inset' is a script technique; bind-scroll takes the built-in scroll-view techniques only")
        XCTAssertEqual(
            bound.diagnostics.first?.suggestion,
            "a script technique binds with bind VIEW with NAME CONSTRAINT: bind chat with my-inset CONSTRAINT"
        )
        let compared = harness.run("compare-scroll my-inset, inset on show-keyboard")
        XCTAssertEqual(
            compared.diagnostics.first?.message,
            "'my-inset' is a script technique; compare-scroll takes the built-in scroll-view techniques only")
        XCTAssertEqual(compared.diagnostics.first?.column, 16)
        // An unknown name that is no script technique keeps its "did you mean".
        XCTAssertEqual(
            harness.run("bind-scroll chat with insett").diagnostics.first?.suggestion, "did you mean 'inset'?"
        )
        runScript(
            "bind chat with my-inset bottom\nshow-keyboard\nexpect chat.contentInset.bottom == 10",
            harness: harness)
    }

    func test_eachScrollTechniquesWorstEndingIsShown() {
        let lines = runScript(
            ScreenCommandTests.chat + "\nmode csv\ncompare-scroll all on show-keyboard, hide-keyboard")
        let rows = csvRows(
            lines,
            header:
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                + "notifications,assumed")
        let table = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0) })
        XCTAssertEqual(table.count, 7)
        // Done right: the inset is the overlap less the safe area already adjusted, 302.
        XCTAssertEqual(table["inset"]?[5], "0.00")
        // As published (didShow, no first responder to scroll to): the last row stays at 818
        // under the keyboard's top at 516 after the show: −302.
        XCTAssertEqual(table["inset-recipe"]?[5], "-302.00")
        // The overlap used whole (336) lifts it 34 pt too high.
        XCTAssertEqual(table["inset-safe-area-twice"]?[5], "34.00")
        // Never reset: after the hide the last row stays at 818 − 302 = 516, gap 336 − 34 = 302.
        XCTAssertEqual(table["inset-not-reset"]?[4], "336.00")
        XCTAssertEqual(table["inset-not-reset"]?[5], "302.00")
        // The guide alone shortens the table but scrolls nothing: the last row stays at 818.
        XCTAssertEqual(table["keyboard-layout-guide"]?[5], "-302.00")
        XCTAssertEqual(table["keyboard-layout-guide-scroll"]?[5], "0.00")
        // Every run saw the same two rounds of four notifications.
        XCTAssertEqual(Set(table.values.map { $0[7] }), ["8"])
    }

    /// With `content-inset-adjustment never` the last row rests at 852 (no safe-area inset:
    /// offset 1320 − 852 = 468), 34 pt below the safe area's bottom; that offset is no part of
    /// the target (docs/Techniques.md §6: the corrected inset puts the row's bottom exactly on
    /// the keyboard's top). After the show a row on the keyboard's top (516) ends right (0),
    /// one left at 852 is covered by 336 (−336); the whole overlap is right here, there being no
    /// safe area in the inset to count twice.
    func test_theEndErrorOfALastRowWithoutSafeAreaInset() {
        let lines = runScript(
            ScreenCommandTests.chat.replacingOccurrences(
                of: "scroll-to-bottom chat",
                with: "content-inset-adjustment chat never\nscroll-to-bottom chat")
                + "\nexpect chat.lastRow.maxY == 852\nmode csv\ncompare-scroll all on show-keyboard")
        let rows = csvRows(
            lines,
            header:
                "technique,follow error,at frame,frames count from,final gap,end error,frames to settle,"
                + "notifications,assumed")
        let table = Dictionary(uniqueKeysWithValues: rows.map { ($0[0], [$0[4], $0[5]]) })
        XCTAssertEqual(table["inset"], ["0.00", "0.00"])
        XCTAssertEqual(table["inset-safe-area-twice"], ["0.00", "0.00"])
        XCTAssertEqual(table["inset-recipe"], ["-336.00", "-336.00"])
        XCTAssertEqual(table["keyboard-layout-guide"], ["-336.00", "-336.00"])
        XCTAssertEqual(table["keyboard-layout-guide-scroll"], ["0.00", "0.00"])
    }

    /// `tracking` after `bind-scroll` reads the same target: the corrected inset on the `never`
    /// table ends on the keyboard (end error 0) and, after the hide, back at 852 (0); the recipe
    /// ends covered by the keyboard's 336 pt.
    func test_trackingTheLastRowWithoutSafeAreaInset() {
        let never = ScreenCommandTests.chat.replacingOccurrences(
            of: "scroll-to-bottom chat", with: "content-inset-adjustment chat never\nscroll-to-bottom chat")
        runScript(
            never + "\nbind-scroll chat with inset\nshow-keyboard\nexpect chat.lastRow.maxY == 516\n"
                + "expect tracking.endError == 0\nhide-keyboard\nexpect chat.lastRow.maxY == 852\n"
                + "expect tracking.endError == 0")
        runScript(
            never + "\nbind-scroll chat with inset-recipe\nshow-keyboard\nexpect tracking.endError == -336")
    }
}
