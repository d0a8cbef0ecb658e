import XCTest

@testable import KeyboardLab

/// `TechniqueComparison`: cells (technique × device) built from one scene description, run on
/// every core or serially with the same result, and its per-scenario figures against values
/// worked from the catalogue (facts §3, §10) and the notification sequences (facts §1).
final class TechniqueComparisonTests: XCTestCase {
    /// The classic chat input bar as a scene: a 52-pt text field pinned to the safe area.
    private func inputBarScene() throws -> SceneDescription {
        SceneDescription(
            views: [SceneDescription.ViewSpec(name: "input", kind: .textField)],
            constraints: try [
                "input.leading == safe.leading", "input.trailing == safe.trailing", "input.height == 52",
                "bottom: input.bottom == safe.bottom",
            ].map { text in try ConstraintSpec(parsing: text) })
    }

    private func devices(_ ids: String...) throws -> [Device] {
        try ids.map { id in try DeviceCatalogue.device(id) }
    }

    /// iPhone 15 portrait: 852 tall, safe bottom 34 (catalogue, facts §10.2): the bar's maxY is
    /// 818, its minY 766 (Examples/layout-chat-screen.kbl works the same numbers).
    func testSceneDescriptionBuildsTheScene() throws {
        let sim = try inputBarScene().makeSimulator()
        let frame = try sim.frame(ofView: "input", in: .screen, presentation: false)
        XCTAssertEqual(frame.minY, 766)
        XCTAssertEqual(frame.width, 393)
        XCTAssertEqual(try sim.constraint(named: "bottom").constant, 0)
        XCTAssertThrowsError(
            try SceneDescription(views: [.init(name: "a"), .init(name: "a")]).makeSimulator())
    }

    /// The bar a scene description gets is the one the simulator builds: same views, same
    /// constraints (the matrix's cells need `bottom`).
    func testAddingInputBarDescribesTheSimulatorsBar() throws {
        let scene = SceneDescription().addingInputBar()
        XCTAssertEqual(scene, try inputBarScene())
        XCTAssertEqual(
            try scene.makeSimulator().frame(ofView: "input", in: .screen, presentation: false).maxY, 818)
    }

    /// A scenario's end error is measured against where the view should rest after it, worked
    /// from the rest position before any keyboard: the delta handler's show stops 34 pt high
    /// (818 − 336 = 482 against the keyboard's 516), its hide moves it back by the same delta to
    /// 818, the rest position above the 34-pt home-indicator inset, so the hide ends right (0).
    func testAHideThatBringsTheViewHomeEndsRight() throws {
        let matrix = TechniqueComparison(
            scene: try inputBarScene(), view: "input", constraint: "bottom",
            techniques: [.builtIn(.showHideDelta)], devices: try devices("iphone-15"),
            scenarios: [.show(), .hide]
        ).run()
        let results = try XCTUnwrap(matrix.rows.first).results.get()
        XCTAssertEqual(results.map(\.tracking.endError), [34, 0])
        XCTAssertEqual(results[1].tracking.finalGap, 34, accuracy: 1e-9)
    }

    func testParallelRunEqualsSerialRun() throws {
        let comparison = TechniqueComparison(
            scene: try inputBarScene(), view: "input", constraint: "bottom",
            devices: try devices("iphone-15", "iphone-se-3", "ipad-pro-11"),
            scenarios: [.show(), .quickType(false), .rotate(to: .landscape), .hide])
        let serial = comparison.run(parallel: false)
        let parallel = comparison.run(parallel: true)
        XCTAssertEqual(serial.rows.count, KeyboardTechnique.allCases.count * 3)
        for figure in ComparisonMatrix.Figure.allCases {
            XCTAssertEqual(parallel.table(figure), serial.table(figure), "\(figure)")
        }
        XCTAssertEqual(serial.rows.map(\.technique), parallel.rows.map(\.technique))
        XCTAssertEqual(serial.rows.map(\.device), parallel.rows.map(\.device))
        // One row per technique and device, one column per scenario.
        let header = try XCTUnwrap(serial.table().split(separator: "\n").first)
        XCTAssertEqual(
            header.split(separator: " ", omittingEmptySubsequences: true).count,
            2 + ["show", "field", "quicktype", "off", "rotate", "landscape", "hide"].count)
    }

    /// The layout guide follows the keyboard exactly (error 0). After the show the bar sits on
    /// the keyboard (gap 0); after the hide the guide rests on the safe area's bottom, so the gap
    /// to the off-screen keyboard is the bottom inset: 34 on the iPhone 15, 0 on the SE (home
    /// button). A show and a hide each post willChangeFrame, will…, didChangeFrame, did… (facts
    /// §1.1), and the keyboard's spring runs 0.5 s: 30 frames at 60 Hz (facts §4.2).
    func testLayoutGuideFiguresPerScenario() throws {
        let matrix = TechniqueComparison(
            scene: try inputBarScene(), view: "input", constraint: "bottom",
            techniques: [.builtIn(.keyboardLayoutGuide)], devices: try devices("iphone-15", "iphone-se-3"),
            scenarios: [.show(), .hide]
        ).run()
        XCTAssertEqual(matrix.scenarios, ["show field", "hide"])
        let expectedHideGap = ["iphone-15": 34.0, "iphone-se-3": 0.0]
        for row in matrix.rows {
            let results = try row.results.get()
            XCTAssertEqual(results.count, 2)
            for result in results {
                XCTAssertLessThan(result.tracking.maxAbsError, 1e-6, row.device)
                XCTAssertEqual(result.notifications, 4, row.device)
                XCTAssertEqual(result.frames, 30, row.device)
            }
            XCTAssertEqual(results[0].tracking.finalGap, 0, accuracy: 1e-9, row.device)
            XCTAssertEqual(
                results[1].tracking.finalGap, try XCTUnwrap(expectedHideGap[row.device]), accuracy: 1e-9)
        }
    }

    /// A caller's installer runs on the calling thread, once per device, and gives what the
    /// built-in technique it wraps gives.
    func testCustomInstallerRunsSeriallyAndMatchesTheBuiltIn() throws {
        var calls = 0
        let custom = TechniqueInstaller.custom(name: "my-guide") {
            sim, view, constraint throws(SimulationError) in
            calls += 1
            try sim.bind(.keyboardLayoutGuide, view: view, constraint: constraint)
        }
        let matrix = TechniqueComparison(
            scene: try inputBarScene(), view: "input", constraint: "bottom",
            techniques: [.builtIn(.keyboardLayoutGuide), custom],
            devices: try devices("iphone-15", "iphone-13-mini"),
            scenarios: [.show(), .quickType(false), .hide]
        ).run(parallel: true)
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(
            matrix.rows.map(\.technique),
            ["keyboard-layout-guide", "keyboard-layout-guide", "my-guide", "my-guide"])
        XCTAssertEqual(matrix.rows[0].results, matrix.rows[2].results)
        XCTAssertEqual(matrix.rows[1].results, matrix.rows[3].results)
    }

    /// `Simulator.compare` from a scene description (one technique per core) gives the serial
    /// comparison's runs, series for series.
    func testParallelCompareEqualsSerialCompare() throws {
        let scene = try inputBarScene()
        let scenarios: [KeyboardScenario] = [.show(), .quickType(false), .rotate(to: .landscape), .hide]
        let serial = try Simulator.compare(scenarios: scenarios, view: "input", constraint: "bottom") {
            () throws(SimulationError) -> Simulator in try scene.makeSimulator()
        }
        let parallel = try Simulator.compare(
            scenarios: scenarios, view: "input", constraint: "bottom", scene: scene)
        XCTAssertEqual(parallel.map(\.technique), KeyboardTechnique.allCases)
        XCTAssertEqual(parallel.map(\.series), serial.map(\.series))
        XCTAssertEqual(parallel.comparisonTable, serial.comparisonTable)
        XCTAssertThrowsError(
            try Simulator.compare(scenarios: scenarios, view: "missing", constraint: "bottom", scene: scene))
    }

    /// A cell that cannot run reports why, in its row; the others are unaffected.
    func testFailingCellsAreReportedNotFatal() throws {
        let matrix = TechniqueComparison(
            scene: try inputBarScene(), view: "missing", constraint: "bottom",
            techniques: [.builtIn(.keyboardLayoutGuide), .builtIn(.bindToKeyboard)],
            scenarios: [.show()]
        ).run()
        for row in matrix.rows {
            XCTAssertEqual(row.results, .failure(.unknownView("missing")))
        }
        XCTAssertTrue(matrix.table().contains("error: no single view named 'missing'"))
    }
}
