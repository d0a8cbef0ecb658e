import XCTest

@testable import KeyboardLab

/// UITableViewController's own keyboard avoidance (switchable, docs/Deviations.md) and the double
/// adjustment when the app adjusts by hand too; the keyboard layout guide on a table. Values by
/// hand on the iPhone 15 chat screen (30 × 44 = 1320 of content, keyboard 336 tall).
final class TableControllerAndGuideTests: XCTestCase {
    /// The controller alone adds the overlap (336, larger than the 34 of safe area) to the
    /// adjusted inset; it does not scroll a chat (its first responder is not in the table), so the
    /// offset stays 502 and the last row stays at 818, behind the keyboard; the maximum offset grows
    /// to 1320 + 336 − 852 = 804.
    func testTableViewControllerAddsTheOverlapToTheAdjustedInset() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.setTableViewControllerAvoidance(true, tableView: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 0)
        XCTAssertEqual(table.systemKeyboardInset, 336)
        XCTAssertEqual(table.adjustedContentInset.bottom, 336)
        XCTAssertEqual(table.maximumContentOffset.y, 804)
        XCTAssertEqual(table.contentOffset.y, 502)
        // The keyboard goes: the inset goes with it.
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(table.adjustedContentInset.bottom, 34)
    }

    /// The double adjustment: the app's inset technique (registered first, as in viewDidLoad)
    /// sets 302 and scrolls to 804; the controller (registered in viewWillAppear) then adds its
    /// 336: adjusted 302 + 336 = 638, so the table scrolls 302 points past its last row (maximum
    /// offset 1320 + 638 − 852 = 1106).
    func testAppAndControllerBothAdjustingDoubleTheInset() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.bind(.inset, scrollView: "chat")
        try sim.setTableViewControllerAvoidance(true, tableView: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.adjustedContentInset.bottom, 638)
        XCTAssertEqual(table.maximumContentOffset.y, 1106)
        XCTAssertEqual(table.contentOffset.y, 804)
        table.scrollToBottom(animated: false)
        // 214: 302 points of blank between the last row and the keyboard's top.
        XCTAssertEqual(sim.contentEndY(of: table), 1320 - 1106)
    }

    /// The iOS 6–10 reading writes the overlap into contentInset itself.
    func testContentInsetReadingOfTheController() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.setTableViewControllerAvoidance(true, tableView: "chat", adjustment: .contentInset)
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 336)
        XCTAssertEqual(table.adjustedContentInset.bottom, 370)
        try sim.setTableViewControllerAvoidance(false, tableView: "chat")
        XCTAssertTrue(sim.tableViewControllerAvoidances.isEmpty)
    }

    /// The layout guide alone: the table (bottom at the safe area, 818 tall) shrinks to 516 on the
    /// keyboard's spring, the offset stays 502, so the last row's bottom stays at 1320 − 502 = 818,
    /// under the keyboard: final gap 516 − 818 = −302.
    func testLayoutGuideAloneHidesTheLastRows() throws {
        let (sim, table) = try ScreenFixtures.chatAboveSafeArea()
        XCTAssertEqual(table.contentOffset.y, 502)
        try sim.bind(.keyboardLayoutGuide, scrollView: "chat", constraint: "bottom")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.frame.height, 516)
        XCTAssertEqual(table.contentOffset.y, 502)
        XCTAssertEqual(recorder.series.summary.finalGap, -302, accuracy: 1e-9)
    }

    /// The layout guide and the last row scrolled in willChangeFrame (inside the block, after the
    /// guide has resized the table): offset 502 → 1320 − 516 = 804 on the spring; the row's bottom
    /// 818 − 302·p against the keyboard's 852 − 336·p: gap 34·(1 − p), error 0. On hide the table
    /// grows back and the offset comes back to 502 with it.
    func testLayoutGuideWithScrollingTracksTheKeyboard() throws {
        let (sim, table) = try ScreenFixtures.chatAboveSafeArea()
        try sim.bind(.keyboardLayoutGuideScroll, scrollView: "chat", constraint: "bottom")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.run()
        for row in recorder.series.rows {
            let p = KeyboardReference.keyboardProgress(row.time)
            XCTAssertEqual(row.viewMaxY, 818 - 302 * p, accuracy: 1e-9, "frame \(row.frame)")
        }
        XCTAssertEqual(table.contentOffset.y, 804)
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(table.contentOffset.y, 502)
        XCTAssertEqual(table.frame.height, 818)
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-9)
        // Removing the binding gives the table its bottom constraint back.
        sim.removeAllScrollViewBindings()
        XCTAssertTrue(try sim.constraint(named: "bottom").isActive)
    }

    /// The layout-guide techniques need the bottom constraint's name; a plain view is no scroll view.
    func testBindingRefusals() throws {
        let (sim, _) = try ScreenFixtures.chatAboveSafeArea()
        XCTAssertThrowsError(try sim.bind(.keyboardLayoutGuide, scrollView: "chat")) { error in
            XCTAssertEqual(error as? SimulationError, .missingConstraint(technique: "keyboard-layout-guide"))
        }
        // A constraint that does not place chat's bottom is no bottom constraint: refused, and
        // still active (the guide would have deactivated it).
        try sim.addConstraint("tall: chat.height >= 100")
        XCTAssertThrowsError(try sim.bind(.keyboardLayoutGuide, scrollView: "chat", constraint: "tall")) {
            error in
            XCTAssertEqual(error as? SimulationError, .notABottomConstraint(constraint: "tall", view: "chat"))
        }
        XCTAssertTrue(try sim.constraint(named: "tall").isActive)
        XCTAssertTrue(sim.installedScrollViewBindings.isEmpty)
        try sim.addView(named: "plain")
        XCTAssertThrowsError(try sim.bind(.inset, scrollView: "plain")) { error in
            XCTAssertEqual(error as? SimulationError, .notAScrollView("plain"))
        }
    }
}
