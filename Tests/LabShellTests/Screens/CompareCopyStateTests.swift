import LabShell
import XCTest

/// What the copies of `compare` and `compare-scroll` start from, and where a last row should end
/// after a rotation. Values by hand from docs/Devices.md: iPhone 15 393x852, bottom safe area 34
/// portrait / 21 landscape, keyboard 336 with the QuickType bar (top 852 − 336 = 516) and 292
/// without (560); iPad Pro 11 834x1194, bottom safe area 20, keyboard 333 portrait (861), the
/// shortcuts bar 75 (1119), the floating keyboard 320x260 150 pt above the bottom (top 1194 −
/// 150 − 260 = 784). 30 rows of 44 are 1320 of content, 40 are 1760.
final class CompareCopyStateTests: XCTestCase {
    static func chat(_ device: String, rows: Int = 30) -> String {
        """
        device \(device)
        table-view chat rows \(rows) height 44
        constraint chat.leading == root.leading
        constraint chat.trailing == root.trailing
        constraint chat.top == root.top
        constraint bottom: chat.bottom == root.bottom
        scroll-to-bottom chat
        """
    }

    /// A 52-pt bar on the safe area's bottom, its bottom constraint `bb`.
    static let bar = """
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bb: input.bottom == safe.bottom
        layout
        """

    // MARK: the end error's target after a rotation

    /// Landscape to portrait with the keyboard up: both techniques end with the row on the
    /// portrait keyboard's top (516), gap 0, which is where it should end: the portrait rest is
    /// 852 − 34 = 818, below the keyboard. The landscape rest (393 − 21 = 372) made it −144.
    func test_compareScrollTargetIsTheNewOrientationsAfterARotation() {
        runScript(
            Self.chat("iphone-15 landscape") + """

                compare-scroll inset, keyboard-layout-guide-scroll on show-keyboard, rotate portrait
                expect compare.inset.finalGap == 0 within 0.005
                expect compare.inset.endError == 0 within 0.005
                expect compare.keyboard-layout-guide-scroll.endError == 0 within 0.005
                """)
    }

    /// Hidden again in portrait: the inset technique gives the inset back, the row rests at 818,
    /// gap 852 − 818 = 34, its target (the portrait rest): end error 0 (−446 against 372).
    /// The recipe (it converts nothing) leaves the portrait row 302 low while the keyboard is up:
    /// 516 − 818.
    func test_compareScrollRestAfterRotatingAndHiding() {
        runScript(
            Self.chat("iphone-15 landscape") + """

                compare-scroll inset, inset-recipe on show-keyboard, rotate portrait, hide-keyboard
                expect compare.inset.finalGap == 34 within 0.005
                expect compare.inset.endError == 0 within 0.005
                expect compare.inset-recipe.endError == -302 within 0.005
                """)
    }

    /// The iPad Pro 11 the other way: landscape (834 tall, rest 834 − 20 = 814) to portrait, the
    /// keyboard's top 861 above the portrait rest 1174: end error 0, not 814 − 861 = −47.
    func test_compareScrollRotationOnAnIPad() {
        runScript(
            Self.chat("ipad-pro-11 landscape", rows: 40) + """

                compare-scroll inset on show-keyboard, rotate portrait
                expect compare.inset.finalGap == 0 within 0.005
                expect compare.inset.endError == 0 within 0.005
                """)
    }

    /// The session's own measure (`tracking`) reads the same target.
    func test_trackingTargetIsTheNewOrientationsAfterARotation() {
        runScript(
            Self.chat("iphone-15 landscape") + """

                bind-scroll chat with inset
                show-keyboard
                rotate portrait
                run
                expect keyboard.minY == 516
                expect chat.lastRow.maxY == 516 within 0.005
                expect tracking.endError == 0 within 0.005
                """)
    }

    /// A bar keeps its distance from the guide in either orientation: the fixed techniques end on
    /// the portrait keyboard (gap 0), the classic animate-with-keyboard 34 high (the portrait home
    /// indicator counted twice), whatever the landscape 21 was.
    func test_compareBarTargetAfterARotation() {
        runScript(
            """
            device iphone-15 landscape

            """ + Self.bar + """

                compare keyboard-layout-guide, animate-with-keyboard-fixed, show-hide-delta on show-keyboard, rotate portrait
                expect compare.keyboard-layout-guide.endError == 0 within 0.005
                expect compare.animate-with-keyboard-fixed.endError == 0 within 0.005
                expect compare.show-hide-delta.finalGap == 34 within 0.005
                expect compare.show-hide-delta.endError == 34 within 0.005
                """)
    }

    // MARK: compare-scroll's copies start without the session's technique

    /// The session's inset technique set contentInset.bottom 302 with the keyboard up: the
    /// copies start without it, so the same comparison says the same. The recipe leaves the row
    /// at 818, 516 − 818 = −302; the scrolling guide ends it on the keyboard's top.
    func test_compareScrollCopiesDropTheSessionsInset() {
        let compare = """

            compare-scroll inset-recipe, keyboard-layout-guide-scroll on show-keyboard
            expect compare.inset-recipe.endError == -302 within 0.005
            expect compare.keyboard-layout-guide-scroll.endError == 0 within 0.005
            expect compare.keyboard-layout-guide-scroll.finalGap == 0 within 0.005
            """
        runScript(
            Self.chat("iphone-15") + compare + """

                bind-scroll chat with inset
                show-keyboard
                expect chat.contentInset.bottom == 302
                """ + compare)
    }

    /// Scrolled up to 100 before the binding, the table's last row is at 1320 − 100 = 1220, off
    /// the screen; the inset technique scrolled the session's table to the bottom, 1320 + 302 +
    /// 34 − 852 = 804. The copies start at the table's own 100: the unscrolled guide (the table
    /// 516 tall, its offset in range) leaves the row at 1220, 516 − 1220 = −704; from the
    /// session's 804, clamped to 502 once the inset is gone, it said 516 − 818 = −302.
    func test_compareScrollCopiesDropTheSessionsOffset() {
        runScript(
            Self.chat("iphone-15") + """

                content-offset chat y 100
                bind-scroll chat with inset
                show-keyboard
                expect chat.contentOffset.y == 804 within 0.005
                compare-scroll keyboard-layout-guide, inset on show-keyboard
                expect compare.keyboard-layout-guide.finalGap == -704 within 0.005
                expect compare.inset.finalGap == 0 within 0.005
                """)
    }

    // MARK: the copies are the same device

    /// A hardware keyboard is the device's: the copies show the shortcuts bar (1119), as the
    /// session does, not the 333-pt keyboard (861). The guide stops at the safe area (1174):
    /// 1119 − 1174 = −55 in the copy and in the session.
    func test_copiesKeepTheHardwareKeyboard() {
        runScript(
            Self.chat("ipad-pro-11", rows: 40) + """

                hardware-keyboard connect
                compare-scroll keyboard-layout-guide on show-keyboard
                expect compare.keyboard-layout-guide.endError == -55 within 0.005
                bind-scroll chat with keyboard-layout-guide bottom
                show-keyboard
                expect keyboard.minY == 1119
                expect tracking.endError == -55 within 0.005
                """)
    }

    /// A floating keyboard stays floating in the copies: its top is 784, the guide (it does not
    /// follow an undocked keyboard) leaves the bar on the safe area, 1174: gap 784 − 1174 = −390
    /// (a docked copy said 861 − 1174 = −313).
    func test_copiesKeepTheFloatingKeyboard() {
        runScript(
            """
            device ipad-pro-11

            """ + Self.bar + """

                float
                compare keyboard-layout-guide on show-keyboard
                expect compare.keyboard-layout-guide.finalGap == -390 within 0.005
                """)
    }

    /// Predictive off is the device's too: the copies' keyboard is 292 (top 560), so the
    /// unscrolled guide leaves the row at 818, 560 − 818 = −258 (not 516 − 818 = −302).
    func test_copiesKeepPredictiveOff() {
        runScript(
            Self.chat("iphone-15") + """

                quicktype off
                compare-scroll keyboard-layout-guide on show-keyboard
                expect compare.keyboard-layout-guide.finalGap == -258 within 0.005
                """)
    }
}
