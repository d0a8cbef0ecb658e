import XCTest

@testable import KeyboardLab

/// Technique 5, the keyboard layout guide: the view follows the keyboard on its own spring.
final class LayoutGuideTrackingTests: XCTestCase {
    func testGuideTracksWithZeroErrorAndEndsOnTheKeyboard() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        // Hidden keyboard: the guide's top is the safe area's bottom, 852 − 34 (facts §6).
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        let series = recorder.series
        XCTAssertEqual(series.rows.count, 31)
        for row in series.rows { XCTAssertEqual(row.error, 0, accuracy: 1e-6, "frame \(row.frame)") }
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516)
        XCTAssertEqual(try sim.frame(ofView: "input", presentation: false).maxY, 516)
        // Mid-flight the bar is 302·(1 − p) above 516 and the gap is 34·(1 − p) (by hand).
        let p = KeyboardReference.keyboardProgress(0.1)
        let row6 = try XCTUnwrap(series.row(frame: 6))
        XCTAssertEqual(row6.viewMaxY, 516 + 302 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(row6.gap, 34 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(series.summary.finalGap, 0, accuracy: 1e-9)
        XCTAssertEqual(series.summary.framesUntilSettled, 30)
    }

    func testHideBringsTheBarBackToTheSafeArea() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        try sim.perform(.hide)
        sim.run()
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        XCTAssertEqual(recorder.series.summary.finalGap, 34)
    }

    /// Removing the binding restores the original bottom constraint.
    func testRemovingTheGuideBindingRestoresTheConstraint() throws {
        let sim = try KeyboardReference.chatScene()
        let binding = try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        binding.remove()
        XCTAssertEqual(try sim.frame(ofView: "input", presentation: false).maxY, 818)
        XCTAssertTrue(try sim.constraint(named: "bottom").isActive)
        XCTAssertTrue(sim.installedBindings.isEmpty)
    }
}
