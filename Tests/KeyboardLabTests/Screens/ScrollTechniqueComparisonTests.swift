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

    /// The end error of a last row is measured from where a correct technique puts it: on the
    /// keyboard's top (516) once the keyboard is up, back where it rested once it is down. With
    /// `contentInsetAdjustmentBehavior = .never` the row rests at 852 (content 1320, table 852,
    /// no inset: offset 468), behind the home indicator: the 34 pt it rests below the safe
    /// area's bottom is no part of the target (docs/Techniques.md §6: the corrected inset puts
    /// the row's bottom exactly on the keyboard's top). Hand values, show then hide: the
    /// corrected inset ends on the keyboard (0) and back at 852 (0); with no safe area in the
    /// inset, the whole overlap is right too (0); the recipe and the guide alone leave the row at
    /// 852 under the keyboard's top (−336); the guide with the scroll brings it onto the keyboard
    /// and, the table ending at the guide's rest (818) after the hide, at its visible bottom (0).
    func testEndErrorOfTheLastRowWithoutSafeAreaInset() throws {
        let runs = try Simulator.compare(
            scenarios: [.show(), .hide], scrollView: "chat", constraint: "bottom"
        ) { () throws(SimulationError) -> Simulator in
            let sim = try Simulator(deviceID: "iphone-15")
            let table = try sim.addChatTable()
            table.contentInsetAdjustmentBehavior = .never
            table.scrollToBottom(animated: false)
            return sim
        }
        let expected: [ScrollViewTechnique: Double] = [
            .insetRecipe: -336, .inset: 0, .insetSafeAreaTwice: 0, .insetNotReset: 336, .insetWrongSpace: 0,
            .keyboardLayoutGuide: -336, .keyboardLayoutGuideScroll: 0,
        ]
        for run in runs {
            XCTAssertEqual(run.series.origin?.viewMaxY ?? .nan, 852, accuracy: 1e-9, "\(run.technique)")
            XCTAssertEqual(
                run.summary.endError, try XCTUnwrap(expected[run.technique]), accuracy: 1e-9,
                "\(run.technique)")
        }
    }

    /// The same measure with the automatic adjustment: the row rests at 818, above the home
    /// indicator, and should end on the keyboard's top (516) after the show. The recipe leaves it
    /// at 818 (−302), the overlap used whole lifts it 34 too high (+34), the corrected inset ends
    /// on the keyboard (0).
    func testEndErrorOfTheLastRowWithTheSafeAreaInset() throws {
        let runs = try Simulator.compare(
            scrollViewTechniques: [.insetRecipe, .inset, .insetSafeAreaTwice], scenarios: [.show()],
            scrollView: "chat", constraint: "bottom"
        ) { () throws(SimulationError) -> Simulator in
            let sim = try Simulator(deviceID: "iphone-15")
            try sim.addChatTable()
            return sim
        }
        XCTAssertEqual(runs.map(\.summary.endError), [-302, 0, 34])
    }

    /// A table that ends above the keyboard (its bottom at 452, 400 pt above the root's; the
    /// keyboard's top at 516) is not covered: the corrected inset finds no overlap and leaves the
    /// last row at 452, where it should stay (end error 0). Kept distance from the guide, the
    /// target would have been 366 pt above the keyboard and the row scored 302 pt too low.
    func testALastRowTheKeyboardDoesNotReachStaysPut() throws {
        let runs = try Simulator.compare(
            scrollViewTechniques: [.inset], scenarios: [.show()], scrollView: "chat", constraint: nil
        ) { () throws(SimulationError) -> Simulator in
            let sim = try Simulator(deviceID: "iphone-15")
            try sim.add(TableView(name: "chat", rows: 30, rowHeight: 44))
            try sim.addConstraint("chat.top == root.top")
            try sim.addConstraint("chat.leading == root.leading")
            try sim.addConstraint("chat.trailing == root.trailing")
            try sim.addConstraint("chat.bottom == root.bottom - 400")
            sim.displayCycleLayout()
            try sim.tableView(named: "chat").scrollToBottom(animated: false)
            return sim
        }
        let run = try XCTUnwrap(runs.first)
        XCTAssertEqual(run.series.rows.last?.viewMaxY ?? .nan, 452, accuracy: 1e-9)
        XCTAssertEqual(run.summary.finalGap, 64, accuracy: 1e-9)
        XCTAssertEqual(run.summary.endError, 0, accuracy: 1e-9)
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
