import XCTest

@testable import KeyboardLab

/// The tracking summary's two figures: how the view moves (follow error, and the frame of the
/// worst one counted from the start of the measure) and where it ends (end error: the final gap
/// minus the gap of a view that kept its distance from the keyboard layout guide's top). iPhone 15
/// (facts §3.1, §10.1): screen 852, keyboard 336 (so it ends at 516), safe bottom 34 (the bar
/// rests at 818); the keyboard moves on p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3) (facts §4.2).
final class TrackingSummaryTests: XCTestCase {
    /// The frame of the largest 336·|E(t/0.25) − p(t)|, n = 0…30, worked independently.
    private var animatorWorstFrame: Int {
        var worst = (error: 0.0, frame: -1)
        for n in 0...30 {
            let t = Double(n) / 60
            let error = abs(
                336 * (KeyboardReference.easeInOut(t, duration: 0.25) - KeyboardReference.keyboardProgress(t))
            )
            if error > worst.error { worst = (error, n) }
        }
        return worst.frame
    }

    func testTheWorstFrameCountsFromTheStartOfTheMeasureNotFromTheSession() throws {
        let sim = try KeyboardReference.chatScene()
        sim.step(frames: 20)  // the session's clock is at frame 20 when the measure starts
        try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        let summary = recorder.series.summary
        XCTAssertEqual(recorder.series.startFrame, 20)
        XCTAssertEqual(summary.frameOfMaxError, animatorWorstFrame)
        XCTAssertEqual(animatorWorstFrame, 5)
    }

    func testAnimateWithKeyboardMovesBadlyAndEnds34PointsTooHigh() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        let summary = recorder.series.summary
        // The End height (336) lifts the bar from 818 to 482; the guide would put it on 516.
        XCTAssertEqual(summary.finalGap, 516 - 482, accuracy: 1e-9)
        XCTAssertEqual(summary.targetGap, 0, accuracy: 1e-9)
        XCTAssertEqual(summary.endError, 34, accuracy: 1e-9)
    }

    func testShowHideDeltaFollowsExactlyYetEndsTooHigh() throws {
        // The case the old single figure hid: error 0 on every frame, and 34 pt off at the end.
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        let summary = recorder.series.summary
        XCTAssertLessThan(summary.maxAbsError, TrackingSeries.noiseLevel)
        XCTAssertNil(summary.frameOfMaxError, "a view that follows exactly has no worst frame")
        XCTAssertEqual(summary.endError, 34, accuracy: 1e-9)
    }

    func testTheLayoutGuideEndsWhereItShouldShownAndHidden() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        XCTAssertNil(recorder.series.summary.frameOfMaxError)
        XCTAssertEqual(recorder.series.summary.endError, 0, accuracy: 1e-9)
        try sim.perform(.hide)
        sim.run()
        // Hidden: the guide rests on the safe area (818), the keyboard parks at 852: gap 34.
        XCTAssertEqual(recorder.series.summary.targetGap, 34, accuracy: 1e-9)
        XCTAssertEqual(recorder.series.summary.endError, 0, accuracy: 1e-9)
    }

    func testARepeatedWillShowDriftsAndTheEndErrorSaysHowFar() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        try sim.perform(.repeatLastWillNotifications)
        sim.run()
        // Two deltas of −336: maxY 818 − 672 = 146; it should be on the keyboard at 516.
        XCTAssertEqual(recorder.series.summary.finalGap, 516 - 146, accuracy: 1e-9)
        XCTAssertEqual(recorder.series.summary.endError, 370, accuracy: 1e-9)
    }

    func testAViewThatStaysPutFollowsTriviallyAndEndsUnderTheKeyboard() throws {
        // The follow error compares with a follower going where the view went: a view that never
        // moves scores 0, so only the end error shows it is covered. Resting 10 pt above the safe
        // area (maxY 808), it should end 10 pt above the keyboard (506): it ends 302 pt too low.
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addInputBar()
        try sim.constraint(named: "bottom").constant = -10
        sim.layoutIfNeeded()
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show(field: "input"))
        sim.run()
        let summary = recorder.series.summary
        XCTAssertLessThan(summary.maxAbsError, TrackingSeries.noiseLevel)
        XCTAssertEqual(summary.finalGap, 516 - 808, accuracy: 1e-9)
        XCTAssertEqual(summary.targetGap, 10, accuracy: 1e-9)
        XCTAssertEqual(summary.endError, -302, accuracy: 1e-9)
    }

    func testInLandscapeTheTargetFollowsTheNewSafeArea() throws {
        // Rotated with the keyboard down: the guide rests on the landscape safe area (393 − 21),
        // the keyboard parks at 393: a bar that comes back should end at gap 21, end error 0.
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        for scenario in [KeyboardScenario.show(field: "input"), .rotate(to: .landscape), .hide] {
            try sim.perform(scenario)
            sim.run()
        }
        XCTAssertEqual(recorder.series.summary.finalGap, 21, accuracy: 1e-9)
        XCTAssertEqual(recorder.series.summary.endError, 0, accuracy: 1e-9)
    }
}
