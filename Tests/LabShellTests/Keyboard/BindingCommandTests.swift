import LabShell
import XCTest

/// `bind`, `track`, `tracking` and the tracking quantities, with errors worked by hand.
final class BindingCommandTests: XCTestCase {
    func test_layoutGuide_tracksWithErrorZero_andEndsAt516() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\nshow-keyboard", harness: harness
        )
        XCTAssertEqual(quantity("tracking.maxError", in: harness), 0, accuracy: 1e-9)
        // The bar's bottom sits on the keyboard's top: 852 − 336 = 516, gap 0.
        XCTAssertEqual(quantity("input.maxY", in: harness), 516, accuracy: 1e-9)
        XCTAssertEqual(quantity("gap.input", in: harness), 0, accuracy: 1e-9)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 0, accuracy: 1e-9)
    }

    func test_showKeyboard_withABoundView_printsTheDesignTable() {
        // WCF and WS come first, each a line and its continuation (80 columns).
        let output = joinedNotifications(
            runScript(KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\nshow-keyboard"))
        XCTAssertEqual(
            output[2].split(separator: " "),
            ["frame", "t", "ms", "keyboard.minY", "input.presentation.maxY", "gap"])
        // Frame 0: keyboard at 852, the bar at rest on the safe area (818), gap 34.
        XCTAssertEqual(output[3], "    0    0.00         852.00                   818.00  34.00")
        // Frame 1 (facts §4.2): p = 0.03789, keyboard 839.27; the guide carries the bar on the same
        // spring over its own 818 → 516: 818 − 302·0.03789 = 806.56, gap 839.27 − 806.56 = 32.71.
        XCTAssertEqual(output[4].split(separator: " "), ["1", "16.67", "839.27", "806.56", "32.71"])
        // Under the table, the footnotes its rows rest on (docs/Keyboard.md).
        XCTAssertEqual(output[34], "(the frames above rest on [1])")
        XCTAssertTrue(output[35].hasPrefix("keyboardDidChangeFrame"), output[35])
    }

    func test_animateWithKeyboard_maxError_isEaseInOutAgainstTheSpring() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard",
            harness: harness)
        // docs/Techniques.md §1: the bar runs ease-in-out over 0.25 s, the keyboard the 0.5 s spring:
        // error(n) = 336·(E(t/0.25) − p(t)); the worst frame over the show.
        var worst = 0.0
        for n in 0...30 {
            let t = Double(n) / 60
            worst = max(
                worst, abs(336 * (easeInOutProgress(t / 0.25) - keyboardProgress(t))))
        }
        XCTAssertEqual(quantity("tracking.maxError", in: harness), worst, accuracy: 0.01)
        // End height 336 added to a constraint on the safe area: the home indicator counts twice,
        // the bar ends 34 pt above the keyboard (facts §8 pitfall 4).
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 34, accuracy: 1e-9)
    }

    func test_duplicateWillShow_driftsTheDeltaTechniqueBy336() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\nbind input with will-show-hide bottom\nshow-keyboard",
            harness: harness)
        // Δy = 516 − 852 = −336: the bar moves from 818 to 482 and keeps its 34-pt gap.
        XCTAssertEqual(quantity("input.maxY", in: harness), 482, accuracy: 1e-9)
        runScript("repeat-wills", harness: harness)
        // The same WCF + WS again: another −336, 482 − 336 = 146; the gap grows to 516 − 146 = 370.
        XCTAssertEqual(quantity("input.maxY", in: harness), 146, accuracy: 1e-9)
        XCTAssertEqual(quantity("gap.input", in: harness), 370, accuracy: 1e-9)
        XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 2)
    }

    func test_thirdPartyRounds_withBeginEqualToThePreviousEnd_addUpWithoutDrift() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar
                + "\nbind input with will-show-hide bottom\nthird-party-keyboard 0 216 259",
            harness: harness)
        // Three willShows (facts §1.4); the deltas 0, −216, −43 add up to −259: 818 − 259 = 559.
        XCTAssertEqual(quantity("notifications.keyboardWillShow.count", in: harness), 3)
        XCTAssertEqual(quantity("keyboard.minY", in: harness), 852 - 259)
        XCTAssertEqual(quantity("input.maxY", in: harness), 559, accuracy: 1e-9)
    }

    func test_bindings_unbind_andTracking() {
        let harness = SessionHarness()
        let listed = runScript(
            KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\nbindings", harness: harness)
        XCTAssertEqual(listed.last, "input  keyboard-layout-guide  bottom")
        runScript("unbind input\nshow-keyboard", harness: harness)
        // Unbound: the original constraint is back, the bar stays at 818 under the keyboard.
        XCTAssertEqual(quantity("input.maxY", in: harness), 818, accuracy: 1e-9)
        let summary = runScript("tracking", harness: harness)
        XCTAssertEqual(summary.first, "frames count from bind")
        XCTAssertEqual(
            summary.dropFirst().first,
            "view   frames  follow error  at frame  final gap  end error  frames to settle")
        // The bar stays at 818 while the keyboard ends at 516: gap −302, and it should have
        // ended on the keyboard (gap 0), so it ends 302 pt too low.
        XCTAssertTrue(summary[2].hasSuffix("-302.00    -302.00                30"), summary[2])
    }

    /// `bindings` lists a scroll view's technique too, as `keyboard`'s bindings line does: one
    /// row for the bar's `bind`, then one for the table's `bind-scroll`.
    func test_bindings_listsScrollViewTechniques() {
        let listed = runScript(
            KeyboardScripts.chatBar + "\nbind input with layout-guide bottom\ntable-view chat rows 3\n"
                + "constraint chatBottom: chat.bottom == input.top\nbind-scroll chat with inset chatBottom\n"
                + "bindings")
        XCTAssertEqual(
            Array(listed.suffix(3)),
            [
                "view   technique              constraint", "input  keyboard-layout-guide  bottom",
                "chat   inset                  chatBottom",
            ])
    }

    /// `tracking frames` for the README's animator binding: frame 5 where the two curves put the
    /// keyboard and the bar (facts §4.2, CA's ease-in-out), the gap at rest 34 as the ideal.
    func test_trackingFrames() {
        let harness = SessionHarness()
        runScript(
            KeyboardScripts.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard",
            harness: harness)
        let lines = runScript("mode csv\ntracking frames", harness: harness)
        let rows = csvRows(lines, header: "frame,t ms,keyboard.minY,input.presentation.maxY,gap,ideal,error")
        XCTAssertEqual(rows.count, 31)
        let frame5 = animatorFrame(5)
        let gap = frame5.keyboardMinY - frame5.inputMaxY
        XCTAssertEqual(
            rows.first { $0[0] == "5" },
            ["5", "83.33"]
                + [frame5.keyboardMinY, frame5.inputMaxY, gap, 34, gap - 34].map {
                    NumberStyle.fixed($0, decimals: 2)
                })
    }

    /// `track` straight after the constraints (no `layout`, no `device`, as the tutorial types
    /// it): the reference is the laid-out bar, maxY 818 on the safe area's bottom (852 − 34), not
    /// the unlaid frame of zeros. Nothing moves the bar, so it ends 818 − 516 = 302 pt below
    /// where the guide would have put it, and the gap is the same −302.
    func test_trackBeforeAnyLayout_takesTheLaidOutFrameAsReference() {
        let harness = SessionHarness()
        runScript(
            """
            text-field input
            constraint input.leading == safe.leading
            constraint input.trailing == safe.trailing
            constraint input.height == 52
            constraint bottom: input.bottom == safe.bottom
            track input
            show-keyboard
            """, harness: harness)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), -302, accuracy: 1e-9)
        XCTAssertEqual(quantity("tracking.endError", in: harness), -302, accuracy: 1e-9)
        XCTAssertEqual(quantity("tracking.maxError", in: harness), 0, accuracy: 1e-9)
    }
}
