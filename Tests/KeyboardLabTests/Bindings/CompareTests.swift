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

    /// The keyboard is the system's: it moves on the same frames whatever the app does, so the
    /// runs are in step. Here the property animator of `animate-with-keyboard` answers QuickType
    /// off (a 0-s resize, iOS 14+, facts §1.5) with an animator of its own; a zero duration is
    /// zero under either reading of curve 7 (the spring reading runs it as `UIView.animate`,
    /// which makes 0-s changes "without animating them"), so that animator ends at once (it ran
    /// the keyboard's 0.5 s until issue 32). Every run still sees the keyboard at the same place
    /// on every frame, and every scenario lasts as long as the slowest run's: show 30 frames (the
    /// 0.5-s spring at 60 Hz, facts §4.2), QuickType off 1 (the jump, seen on the next frame),
    /// the rotation 60 (hide, then show once the hide has settled, facts §1.9), the hide 30 —
    /// 121 frames in all.
    func testRunsAreInStepWhateverTheTechniqueAnimates() throws {
        let runs = try Simulator.compare(
            techniques: [.animateWithKeyboard, .keyboardLayoutGuide],
            scenarios: [.show(), .quickType(false), .rotate(to: .landscape), .hide], view: "input",
            constraint: "bottom", bothReadings: true,
            makeScene: { () throws(SimulationError) -> Simulator in
                let sim = try Simulator(deviceID: "iphone-15")
                try sim.addInputBar()
                return sim
            })
        XCTAssertEqual(runs.count, 3)
        let keyboard = runs[0].series.rows.map { [$0.frame, Int(($0.keyboardMinY * 100).rounded())] }
        XCTAssertEqual(keyboard.count, 122)
        for run in runs.dropFirst() {
            XCTAssertEqual(
                run.series.rows.map { [$0.frame, Int(($0.keyboardMinY * 100).rounded())] }, keyboard,
                run.reading ?? run.technique.rawValue)
        }
        // The rotation's hide half starts on frame 31 in every run: the keyboard is at the
        // QuickType-off height (516 + 44 = 560) on frame 31 and lower on frame 32.
        XCTAssertEqual(runs[0].series.rows[31].keyboardMinY, 560, accuracy: 1e-9)
        XCTAssertGreaterThan(runs[0].series.rows[32].keyboardMinY, 560)
        let guide = try XCTUnwrap(runs.first { $0.technique == .keyboardLayoutGuide })
        XCTAssertEqual(guide.summary.framesUntilSettled, 121)
    }
}
