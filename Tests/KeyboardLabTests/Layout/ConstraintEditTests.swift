import XCTest

@testable import KeyboardLab

/// Constant edits, activation toggles, the layout pass and the frame hook. Edits must reach
/// the solver incrementally: the statistics count every solver call, so a rebuild (or a
/// remove-and-add) would show.
final class ConstraintEditTests: XCTestCase {
    private func chat() throws -> (Window, table: View, input: View, bottom: LayoutConstraint) {
        let window = LayoutFixtures.iPhone15Pro()
        let (table, input) = try LayoutFixtures.chat(in: window)
        let bottom = try XCTUnwrap(
            window.constraints().first { $0.firstItem === input && $0.firstAttribute == .bottom })
        window.layoutIfNeeded()
        return (window, table, input, bottom)
    }

    /// input.bottom == keyboard.top − 8: y = 818 − 8 − 52 = 758; table height 758 − 59 = 699.
    /// One suggestion, no constraint added or removed, no scratch solver.
    func test_constantEditIsOneSuggestion() throws {
        let (window, table, input, bottom) = try chat()
        let before = window.statistics
        bottom.constant = -8
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 758, width: 393, height: 52))
        XCTAssertEqual(table.frame, Rect(x: 0, y: 59, width: 393, height: 699))
        let after = window.statistics
        XCTAssertEqual(after.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(after.constraintsRemoved, before.constraintsRemoved)
        XCTAssertEqual(after.suggestions, before.suggestions + 1)
        XCTAssertEqual(after.scratchSolvers, before.scratchSolvers)
    }

    /// Many edits in a row (a keyboard animation's worth): still no adds, one suggestion each,
    /// and the last value wins: −300 → y = 818 − 300 − 52 = 466.
    func test_manyEditsStayIncremental() throws {
        let (window, _, input, bottom) = try chat()
        let before = window.statistics
        for step in 1...30 {
            bottom.constant = -Double(step * 10)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(input.frame.minY, 466)
        XCTAssertEqual(window.statistics.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(window.statistics.suggestions, before.suggestions + 30)
    }

    /// Swapping the input's height between 52 and 80 by activation: y = 818 − 80 = 738.
    func test_activationToggles() throws {
        let (window, table, input, _) = try chat()
        let short = try XCTUnwrap(
            window.constraints().first { $0.firstItem === input && $0.firstAttribute == .height })
        let tall = input.heightAnchor.constraint(equalToConstant: 80)
        for _ in 0..<3 {
            short.deactivate()
            try tall.activate()
            window.layoutIfNeeded()
            XCTAssertEqual(input.frame, Rect(x: 0, y: 738, width: 393, height: 80))
            XCTAssertEqual(table.frame.height, 738 - 59)
            tall.deactivate()
            try short.activate()
            window.layoutIfNeeded()
            XCTAssertEqual(input.frame, Rect(x: 0, y: 766, width: 393, height: 52))
        }
        XCTAssertFalse(tall.isActive)
        XCTAssertTrue(window.log.isEmpty, "\(window.log)")
    }

    /// Model frames change only in a layout pass, and `layoutIfNeeded()` on a view lays out
    /// the views under it, not the view itself (UIKit: call it on the superview).
    func test_framesChangeOnlyWhenLayoutRuns() throws {
        let (window, _, input, bottom) = try chat()
        bottom.constant = -100
        XCTAssertTrue(window.needsLayout)
        XCTAssertEqual(input.frame.minY, 766)
        input.layoutIfNeeded()
        XCTAssertEqual(input.frame.minY, 766, "the view's own frame belongs to its superview's layout")
        window.rootView.layoutIfNeeded()
        XCTAssertEqual(input.frame.minY, 666)
        XCTAssertFalse(window.needsLayout)
    }

    /// Every model-frame change goes through the window's hook, with its cause.
    func test_frameHookHearsLayoutAndAssignment() throws {
        let (window, table, input, bottom) = try chat()
        var heard: [(String, Rect, Rect, FrameChange.Cause)] = []
        window.frameDidChange = { heard.append(($0.view.name, $0.oldFrame, $0.newFrame, $0.cause)) }
        bottom.constant = -10
        window.layoutIfNeeded()
        XCTAssertEqual(heard.map(\.0), ["table", "input"])
        XCTAssertEqual(heard.map(\.3), [.layout, .layout])
        XCTAssertEqual(heard[1].1, Rect(x: 0, y: 766, width: 393, height: 52))
        XCTAssertEqual(heard[1].2, Rect(x: 0, y: 756, width: 393, height: 52))
        XCTAssertEqual(table.frame.height, 697)
        heard = []
        window.layoutIfNeeded()
        XCTAssertTrue(heard.isEmpty, "a pass that changes nothing reports nothing")
        input.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(heard.map(\.3), [.assignment])
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 1, y: 2, width: 3, height: 4), "nothing pending: no pass")
        window.rootView.setNeedsLayout()
        window.layoutIfNeeded()
        XCTAssertEqual(
            input.frame, Rect(x: 0, y: 756, width: 393, height: 52), "its superview's pass restores it")
    }

    /// A view that translates its autoresizing mask keeps an assigned frame through layout;
    /// moving it is a constant edit, not a new constraint.
    func test_autoresizingFrameAssignmentIsIncremental() throws {
        let (window, _, _, _) = try chat()
        let badge = View(name: "badge", frame: Rect(x: 10, y: 100, width: 20, height: 20))
        window.rootView.addSubview(badge)
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 10, y: 100, width: 20, height: 20))
        let before = window.statistics
        badge.frame = Rect(x: 30, y: 200, width: 40, height: 10)
        window.layoutIfNeeded()
        XCTAssertEqual(badge.frame, Rect(x: 30, y: 200, width: 40, height: 10))
        XCTAssertEqual(window.statistics.constraintsAdded, before.constraintsAdded)
        XCTAssertEqual(window.statistics.suggestions, before.suggestions + 4)
    }

    /// iPad Split View: the keyboard engine puts the guide at the keyboard's overlap with the
    /// root view, (0, 500, 594, 334); input y = 500 − 52 = 448.
    func test_keyboardGuideAtAnExplicitFrame() throws {
        let window = Window(
            screen: Screen(size: Size(width: 1194, height: 834), scale: 2),
            frame: Rect(x: 600, y: 0, width: 594, height: 834),
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let (_, input) = try LayoutFixtures.chat(in: window)
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 834 - 20 - 52, width: 594, height: 52))
        let guide = window.rootView.keyboardLayoutGuide
        guide.setKeyboardFrame(Rect(x: 0, y: 500, width: 594, height: 334))
        window.layoutIfNeeded()
        XCTAssertEqual(input.frame, Rect(x: 0, y: 448, width: 594, height: 52))
        XCTAssertEqual(guide.layoutFrame, Rect(x: 0, y: 500, width: 594, height: 334))
        XCTAssertEqual(guide.placement, .frame(Rect(x: 0, y: 500, width: 594, height: 334)))
    }

    func test_keyboardGuideFlagsAreStored() {
        let window = LayoutFixtures.iPhone15Pro()
        let guide = window.rootView.keyboardLayoutGuide
        XCTAssertFalse(guide.followsUndockedKeyboard)
        XCTAssertTrue(guide.usesBottomSafeArea)
        XCTAssertEqual(guide.keyboardDismissPadding, 0)
        guide.followsUndockedKeyboard = true
        guide.keyboardDismissPadding = -12
        XCTAssertEqual(guide.effectiveKeyboardDismissPadding, 0, "negatives count as 0 (facts §6)")
        XCTAssertEqual(guide.layoutName, "keyboard")
    }
}
