import XCTest

@testable import KeyboardLab

/// The corrected versions track with error 0 and close the gap exactly (expected by hand).
final class CorrectedTechniqueTests: XCTestCase {
    /// Show then hide on the chat scene: error 0 on every frame; shown, the bar sits on the
    /// keyboard (lift 336 − 34 = 302, maxY 516); hidden, back at 818.
    func testCorrectedVersionsTrackShowAndHide() throws {
        for technique in KeyboardTechnique.corrected {
            let sim = try KeyboardReference.chatScene()
            try sim.bind(technique, view: "input", constraint: "bottom")
            let recorder = try sim.startTracking(view: "input")
            try sim.perform(.show())
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516, "\(technique)")
            try sim.perform(.hide)
            sim.run()
            XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6, "\(technique)")
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818, "\(technique)")
        }
    }

    /// The fixed delta handler is idempotent: a duplicate willShow changes nothing.
    func testCorrectedDeltaHandlerIgnoresDuplicates() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDeltaFixed, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        try sim.perform(.repeatLastWillNotifications)
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516)
    }

    /// The corrected animator ignores the default `animatorKeyboardCurve` (it uses `curve << 16`).
    func testCorrectedAnimateWithKeyboardDoesNotDependOnTheAnimatorSetting() throws {
        let sim = try KeyboardReference.chatScene()
        XCTAssertEqual(sim.engine.animatorKeyboardCurve, .easeInOut)
        try sim.bind(.animateWithKeyboardFixed, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
    }

    /// Removing a binding stops it: the bar stays at rest while the keyboard shows.
    func testRemovedBindingNoLongerMovesTheView() throws {
        let sim = try KeyboardReference.chatScene()
        let binding = try sim.bind(.animateWithKeyboardFixed, view: "input", constraint: "bottom")
        binding.remove()
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        XCTAssertEqual(sim.notificationCenter.observerCount, 0)
    }
}
