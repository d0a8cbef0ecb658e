import XCTest

@testable import KeyboardLab

/// Every scroll-view technique on the same chat screen (30 × 44 rows pinned to the root, scrolled
/// to the bottom, iPhone 15), one show. Final gap = keyboard top 516 − the last row's bottom, by
/// hand: the recipe and the guide alone leave the row at 818 (−302); the safe area counted twice
/// leaves 34; the others bring it to 516 (0). Every technique that moves the row moves it inside
/// the keyboard's block, so the tracking error is 0 throughout; the final gap tells them apart.
final class ScrollTechniqueComparisonTests: XCTestCase {
    func testCompareAllOnShow() throws {
        let runs = try Simulator.compare(
            scenarios: [.show()], scrollView: "chat", constraint: "bottom"
        ) { () throws(SimulationError) -> Simulator in
            let sim = try Simulator(deviceID: "iphone-15")
            try sim.addChatTable()
            return sim
        }
        XCTAssertEqual(runs.map(\.technique), ScrollViewTechnique.allCases)
        let expected: [ScrollViewTechnique: Double] = [
            .insetRecipe: -302, .inset: 0, .insetSafeAreaTwice: 34, .insetNotReset: 0, .insetWrongSpace: 0,
            .keyboardLayoutGuide: -302, .keyboardLayoutGuideScroll: 0,
        ]
        for run in runs {
            XCTAssertEqual(
                run.summary.finalGap, try XCTUnwrap(expected[run.technique]), accuracy: 1e-9,
                "\(run.technique)")
            XCTAssertLessThan(run.summary.maxAbsError, 1e-9, "\(run.technique)")
            XCTAssertEqual(run.notificationCount, 4)
        }
        XCTAssertTrue(runs.comparisonTable.hasPrefix("technique"))
    }

    /// A copied scene carries the scroll state and a table view controller's avoidance.
    func testSceneCopyKeepsScreenState() throws {
        let (sim, table) = try ScreenFixtures.chat(rows: 12)
        table.keyboardDismissMode = .interactive
        table.contentInset.top = 10
        try sim.setTableViewControllerAvoidance(true, tableView: "chat", adjustment: .contentInset)
        let copy = try Simulator(deviceID: "iphone-15")
        try copy.addView(named: "chat", kind: .tableView)
        for constraint in sim.window.constraints() { try copy.addConstraint(constraint.description) }
        copy.copyScreenState(from: sim)
        let copied = try copy.tableView(named: "chat")
        XCTAssertEqual(copied.numberOfRows, 12)
        XCTAssertEqual(copied.keyboardDismissMode, .interactive)
        XCTAssertEqual(copied.contentInset.top, 10)
        XCTAssertEqual(copied.contentOffset, table.contentOffset)
        XCTAssertEqual(copy.tableViewControllerAvoidances.map(\.adjustment), [.contentInset])
    }
}
