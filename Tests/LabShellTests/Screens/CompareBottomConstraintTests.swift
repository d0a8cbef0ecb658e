import LabShell
import XCTest

/// `compare-scroll` and `compare` find the bottom constraint their techniques replace or move by
/// what it pins, whatever it is called; `constraint NAME` names it; several, or none, are refused
/// with a way out. Values by hand (iPhone 15: 852 tall, home indicator 34, keyboard 336 to 516,
/// facts §3.2 / §4.2; 30 rows of 44 = 1320 of content).
final class CompareBottomConstraintTests: XCTestCase {
    /// The finding's table: pinned to the root's four edges, its bottom constraint named `tb`.
    static let table = """
        device iphone-15
        table-view list rows 30 height 44
        constraint list.leading == root.leading
        constraint list.trailing == root.trailing
        constraint list.top == root.top
        constraint tb: list.bottom == root.bottom
        scroll-to-bottom list
        """

    /// The only constraint on list's bottom is `tb`: the layout guide replaces it with list.bottom ==
    /// keyboard.top (516). Scrolled (…-scroll), the last row ends on the keyboard's top, gap 0;
    /// unscrolled, the offset stays 1320 + 34 − 852 = 502 and the row at 1320 − 502 = 818, gap
    /// 516 − 818 = −302. The inset technique keeps the row at 516 too: gap 0.
    func test_compareScrollFindsABottomConstraintOfAnyName() {
        runScript(
            Self.table + """

                compare-scroll all on show-keyboard
                expect compare.keyboard-layout-guide-scroll.finalGap == 0 within 0.005
                expect compare.keyboard-layout-guide.finalGap == -302 within 0.005
                expect compare.inset.finalGap == 0 within 0.005
                expect list.lastRow.maxY == 818
                """)
    }

    /// `constraint NAME` picks one of several; without it the command says which pin the bottom.
    func test_compareScrollConstraintNamesOneOfSeveral() {
        let several = Self.table + "\nconstraint spare: list.bottom == safe.bottom @ 250"
        runScript(
            several + """

                compare-scroll keyboard-layout-guide-scroll constraint tb on show-keyboard
                expect compare.keyboard-layout-guide-scroll.finalGap == 0 within 0.005
                """)
        assertSingleDiagnostic(
            after: several, "compare-scroll 1️⃣all on show-keyboard",
            message:
                "which of list's bottom constraints does keyboard-layout-guide replace? 2 pin it: tb, spare",
            suggestion: "name it: compare-scroll … constraint tb on …", category: .runtime,
            thenRuns: "compare-scroll inset on show-keyboard")
        assertSingleDiagnostic(
            after: several, "compare-scroll inset constraint 1️⃣nope on show-keyboard",
            message: "unknown constraint 'nope'", thenRuns: "compare-scroll inset on show-keyboard")
    }

    /// A table held by its height alone has no bottom constraint to replace: refused with a
    /// suggestion, under the technique that needs it; the inset techniques need none.
    func test_compareScrollWithNothingPinningTheBottom() {
        let setup =
            "device iphone-15\ntable-view list rows 30 height 44\nconstraint list.top == root.top\n"
            + "constraint list.height == 400"
        assertSingleDiagnostic(
            after: setup, "compare-scroll inset, 1️⃣keyboard-layout-guide on show-keyboard",
            message:
                "keyboard-layout-guide replaces list's bottom constraint, and no constraint pins its bottom",
            suggestion: "pin it first, e.g. constraint bottom: list.bottom == safe.bottom, "
                + "or name it: compare-scroll … constraint NAME on …",
            category: .runtime, thenRuns: "compare-scroll inset on show-keyboard")
    }

    /// The bar's bottom constraint named `bb`: `compare` finds it. The layout guide ends the bar
    /// on the keyboard (gap 0); animate-with-keyboard moves the constant by the keyboard's 336
    /// from 818, to 482, 34 above the keyboard (the home indicator counted twice).
    func test_compareFindsTheBarsBottomConstraintOfAnyName() {
        let bar = """
            device iphone-15
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bb: input.bottom == safe.bottom
            layout
            """
        runScript(
            bar + """

                compare keyboard-layout-guide, animate-with-keyboard on show-keyboard
                expect compare.keyboard-layout-guide.finalGap == 0 within 0.005
                expect compare.animate-with-keyboard.finalGap == 34 within 0.005
                expect input.maxY == 818
                """)  // the session's own bar stays where it was
        let several = bar + "\nconstraint spare: input.bottom == root.bottom @ 250"
        runScript(
            several + """

                compare animate-with-keyboard constraint bb on show-keyboard
                expect compare.animate-with-keyboard.finalGap == 34 within 0.005
                """)
        assertSingleDiagnostic(
            after: several, "compare 1️⃣classic on show-keyboard",
            message:
                "which of input's bottom constraints does animate-with-keyboard move? 2 pin it: bb, spare",
            suggestion: "name it: compare … constraint bb on …", category: .runtime,
            thenRuns: "compare bind-to-keyboard on show-keyboard")
    }

    /// `bind-scroll`, `bind` and `compare … constraint` take the bound view's bottom constraint:
    /// another view's (`hb`), or the view's own top or height, is refused under its name, and left
    /// as it was (the header still ends on the root's bottom, 852; the table still spans 0–852).
    func test_aConstraintThatDoesNotPinTheBottomIsRefused() {
        let scene = """
            device iphone-15
            view header
            constraint header.height == 20
            constraint hb: header.bottom == root.bottom
            table-view list rows 30 height 44
            constraint list.leading == root.leading
            constraint list.trailing == root.trailing
            constraint top: list.top == root.top
            constraint tb: list.bottom == root.bottom
            """
        let untouched = "layout\nexpect header.maxY == 852\nexpect list.minY == 0\nexpect list.height == 852"
        assertSingleDiagnostic(
            after: scene, "bind-scroll list with keyboard-layout-guide 1️⃣hb",
            message: "constraint 'hb' does not pin list's bottom",
            suggestion: "'tb' pins it: bind-scroll list with keyboard-layout-guide tb",
            category: .runtime, thenRuns: untouched)
        assertSingleDiagnostic(
            after: scene, "bind-scroll list with keyboard-layout-guide 1️⃣top",
            message: "constraint 'top' does not pin list's bottom", category: .runtime, thenRuns: untouched)
        assertSingleDiagnostic(
            after: scene, "compare-scroll keyboard-layout-guide constraint 1️⃣hb on show-keyboard",
            message: "constraint 'hb' does not pin list's bottom",
            suggestion: "'tb' pins it: compare-scroll … constraint tb on …",
            category: .runtime, thenRuns: untouched)
        // Two pin it: both named; none does: how to make one.
        assertSingleDiagnostic(
            after: scene + "\nconstraint spare: list.bottom == safe.bottom @ 250",
            "bind-scroll list with inset 1️⃣top", message: "constraint 'top' does not pin list's bottom",
            suggestion: "2 pin it: tb, spare", thenRuns: untouched)
        assertSingleDiagnostic(
            after: "table-view list rows 30 height 44\nconstraint list.top == root.top\n"
                + "constraint hh: list.height == 400",
            "bind-scroll list with keyboard-layout-guide 1️⃣hh",
            message: "constraint 'hh' does not pin list's bottom",
            suggestion: "none pins it; e.g. constraint bottom: list.bottom == safe.bottom",
            thenRuns: "layout\nexpect list.height == 400")
    }

    /// The bar's height constraint is no bottom constraint: refused, the bar left 34 above the
    /// screen's bottom (852 − 34 = 818). A bottom written the other way round (`root.bottom ==
    /// list.bottom`) is one: the guide puts the table's bottom on the keyboard's top, 516.
    func test_bindRefusesAConstraintThatDoesNotPinTheBottomAndTakesEitherSide() {
        let bar = """
            device iphone-15
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint h: input.height == 52
            constraint bb: input.bottom == safe.bottom
            layout
            """
        assertSingleDiagnostic(
            after: bar, "bind input with animate-with-keyboard 1️⃣h",
            message: "constraint 'h' does not pin input's bottom",
            suggestion: "'bb' pins it: bind input with animate-with-keyboard bb",
            category: .runtime,
            thenRuns: "bindings\nlayout\nexpect input.maxY == 818\nexpect input.height == 52")
        assertSingleDiagnostic(
            after: bar, "compare animate-with-keyboard constraint 1️⃣h on show-keyboard",
            message: "constraint 'h' does not pin input's bottom",
            suggestion: "'bb' pins it: compare … constraint bb on …",
            thenRuns: "expect input.maxY == 818")
        runScript(
            """
            device iphone-15
            table-view list rows 30 height 44
            constraint list.leading == root.leading
            constraint list.trailing == root.trailing
            constraint list.top == root.top
            constraint rb: root.bottom == list.bottom
            bind-scroll list with keyboard-layout-guide rb
            show-keyboard
            expect list.maxY == 516
            """)
    }
}
