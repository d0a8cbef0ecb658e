import XCTest

@testable import KeyboardLab

/// `compare`: the same scenario sequence once per technique on fresh scenes.
final class CompareTests: XCTestCase {
    /// Show, QuickType off, rotate, hide on the iPhone 15. In landscape the bottom safe inset is
    /// 21 (catalogue), the keyboard parks at y = 393, the bar rests at 393 − 21 = 372: a final
    /// gap of 21 for every technique that brings the bar back.
    func testCompareShowQuickTypeRotateHide() throws {
        let scenarios: [KeyboardScenario] = [.show(), .quickType(false), .rotate(to: .landscape), .hide]
        let runs = try Simulator.compare(
            scenarios: scenarios, view: "input", constraint: "bottom",
            makeScene: { () throws(SimulationError) -> Simulator in
                let sim = try Simulator(deviceID: "iphone-15")
                try sim.addInputBar()
                return sim
            })
        XCTAssertEqual(runs.map(\.technique), KeyboardTechnique.allCases)
        let byTechnique = Dictionary(uniqueKeysWithValues: runs.map { ($0.technique, $0) })
        for technique in [KeyboardTechnique.keyboardLayoutGuide] + KeyboardTechnique.corrected {
            let summary = try XCTUnwrap(byTechnique[technique]).summary
            XCTAssertLessThan(summary.maxAbsError, 1e-6, "\(technique)")
            XCTAssertEqual(summary.finalGap, 21, accuracy: 1e-9, "\(technique)")
        }
        // The animator's ease-in-out shows at least its show-half error (19.47 at frame 15).
        XCTAssertGreaterThan(try XCTUnwrap(byTechnique[.animateWithKeyboard]).summary.maxAbsError, 19.4)
        XCTAssertEqual(Set(runs.map(\.notificationCount)).count, 1, "same notifications for every run")
        XCTAssertTrue(runs.comparisonTable.hasPrefix("technique"))
    }
}
