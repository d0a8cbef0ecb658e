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

    /// One world (issue 30): each run plays on its own clock, exactly as its technique plays the
    /// scenarios alone, one after the other; no run waits for another. Here the property
    /// animator of `animate-with-keyboard` answers QuickType off (a 0-s resize, iOS 14+, facts
    /// §1.5) with an animator of its own, which is zero under either reading of curve 7 (issue
    /// 32: `UIView.animate` makes 0-s changes "without animating them"), so every run is done
    /// with the jump in one frame. The guide's show lasts 30 frames (the 0.5-s spring at
    /// 60 Hz, facts §4.2), the rotation 60 (hide, then show once the hide has settled, facts
    /// §1.9), the hide 30. Side by side, scenario by scenario, the keyboard is in the same place
    /// on every frame of every run: it is the system's, whatever the app does.
    func testEachRunPlaysOnItsOwnClockAsItsTechniqueAlone() throws {
        let scenarios: [KeyboardScenario] = [.show(), .quickType(false), .rotate(to: .landscape), .hide]
        func scene() throws(SimulationError) -> Simulator {
            let sim = try Simulator(deviceID: "iphone-15")
            try sim.addInputBar()
            return sim
        }
        let runs = try Simulator.compare(
            techniques: [.animateWithKeyboard, .keyboardLayoutGuide], scenarios: scenarios, view: "input",
            constraint: "bottom", bothReadings: true, makeScene: scene)
        XCTAssertEqual(runs.count, 3)
        for run in runs where run.reading == nil {
            let alone = try scene()
            try alone.bind(run.technique, view: "input", constraint: "bottom")
            let recorder = try alone.startTracking(view: "input")
            for scenario in scenarios {
                try alone.start(scenario)
                alone.run()
            }
            XCTAssertEqual(recorder.series, run.series, run.technique.rawValue)
        }
        let guide = try XCTUnwrap(runs.first { $0.technique == .keyboardLayoutGuide })
        XCTAssertEqual(guide.spans.map(\.frames)[0], 30)
        XCTAssertEqual(guide.spans.map(\.frames)[2], 60)
        XCTAssertEqual(guide.spans.map(\.frames)[3], 30)
        let spring = try XCTUnwrap(runs.first { $0.reading != nil })
        // A 0-s jump takes no more than the frame it is seen on, under either reading.
        XCTAssertLessThanOrEqual(spring.spans[1].frames, 1, "a zero duration is zero")
        XCTAssertLessThanOrEqual(guide.spans[1].frames, 1)
        let aligned = ScenarioSpan.alignedClock(runs.map(\.spans))
        XCTAssertEqual(aligned.first?.count, 3)
        for frames in aligned {
            let keyboard = zip(runs, frames).compactMap { run, frame in
                run.series.row(frame: frame)?.keyboardMinY
            }
            XCTAssertEqual(keyboard.count, runs.count)
            // The same spring read at times summed over different counts of frames: equal to 1e-9.
            XCTAssertLessThan((keyboard.max() ?? 0) - (keyboard.min() ?? 0), 1e-9, "\(frames): \(keyboard)")
        }
        // The rotation's hide half starts in each run where QuickType off left the keyboard, at
        // 516 + 44 = 560 (292 tall instead of 336), and it is lower a frame later.
        for run in runs {
            let start = run.spans[2].startFrame
            XCTAssertEqual(try XCTUnwrap(run.series.row(frame: start)).keyboardMinY, 560, accuracy: 1e-9)
            XCTAssertGreaterThan(try XCTUnwrap(run.series.row(frame: start + 1)).keyboardMinY, 560)
        }
    }
}
