import XCTest

@testable import KeyboardLab

/// The four classic techniques as the originals wrote them, on the iPhone 15 chat scene
/// (input bar 52 pt, `bottom: input.bottom == safe.bottom`, rest maxY 818). Expected values by
/// hand: the keyboard moves 852 → 516 on curve 7 (facts §4.2).
final class ClassicTechniqueTests: XCTestCase {
    /// (1) with the default `animatorKeyboardCurve` (ease-in-out over 0.25 s, facts §10.3): the
    /// bar rises 336 (the End height, so gap 34 stays: pitfall 4) on the Bézier while the keyboard
    /// rises on the spring, so error(n) = 336·(E(t/0.25) − p(t)).
    func testAnimateWithKeyboardEasesInOutAgainstTheSpring() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        let series = recorder.series
        for frame in [3, 6, 10, 15, 20] {
            let t = Double(frame) / 60
            let expected =
                336 * (KeyboardReference.easeInOut(t, duration: 0.25) - KeyboardReference.keyboardProgress(t))
            XCTAssertEqual(
                try XCTUnwrap(series.row(frame: frame)).error, expected, accuracy: 1e-6, "frame \(frame)")
        }
        // Frame 15 (t = 0.25): the bar has arrived, the keyboard is at p = 0.94204: 336·0.05796.
        XCTAssertEqual(try XCTUnwrap(series.row(frame: 15)).error, 19.47, accuracy: 0.01)
        XCTAssertEqual(series.summary.finalGap, 34, accuracy: 1e-9)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 482)
    }

    /// (1) with `animatorKeyboardCurve = .keyboardSpring` the animator runs curve 7: no error.
    func testAnimateWithKeyboardTracksWhenTheAnimatorRunsTheSpring() throws {
        let sim = try KeyboardReference.chatScene()
        sim.engine.animatorKeyboardCurve = .keyboardSpring
        try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
    }

    /// (2) inside the keyboard's block the default-curve `animate` inherits curve 7 (facts §1.3).
    func testShowHideDeltaInheritsTheKeyboardCurve() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
        XCTAssertEqual(try sim.constraint(named: "bottom").constant, -336)
        XCTAssertEqual(recorder.series.summary.finalGap, 34, accuracy: 1e-9)
        // The gap never changes (34 → 34) while the bar moves until the spring's cut at frame 30.
        XCTAssertEqual(recorder.series.summary.framesUntilSettled, 0)
        XCTAssertEqual(recorder.series.summary.framesUntilViewSettled, 30)
    }

    /// (2) posted outside the block (profile switch), the same code eases in and out.
    func testShowHideDeltaOutsideTheBlockUsesEaseInOut() throws {
        var profile = IOSVersionProfile.default
        profile.willNotificationsInsideAnimationBlock = false
        let sim = try Simulator(deviceID: "iphone-15", profile: profile)
        try sim.addInputBar()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        let t = 6.0 / 60
        let expected =
            336 * (KeyboardReference.easeInOut(t, duration: 0.25) - KeyboardReference.keyboardProgress(t))
        XCTAssertEqual(try XCTUnwrap(recorder.series.row(frame: 6)).error, expected, accuracy: 1e-6)
    }

    /// (2) a duplicate willShow (same Begin 852, End 516) moves the constant by −336 again:
    /// maxY 818 − 672 = 146, gap 516 − 146 = 370.
    func testShowHideDeltaDriftsOnADuplicateWillShow() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        try sim.perform(.repeatLastWillNotifications)
        sim.run()
        XCTAssertEqual(try sim.constraint(named: "bottom").constant, -672)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 146)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY - (try sim.frame(ofView: "input").maxY), 370)
    }

    /// (2) a third-party keyboard's rounds 0, 216, 259 (facts §1.4) chain Begin = previous End, so
    /// the deltas 0, −216, −43 add up to −259: no drift (maxY 818 − 259 = 559, keyboard 593).
    func testShowHideDeltaOnThirdPartyRoundsAddsUp() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        try sim.perform(.thirdPartyKeyboard(field: "input", heights: [0, 216, 259]))
        sim.run()
        XCTAssertEqual(sim.postedNotificationNames.filter { $0 == .keyboardWillShow }.count, 3)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 559)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 593)
    }

    /// (3) the frame move follows the keyboard, survives a `layoutIfNeeded()` with nothing
    /// pending (Apple: it lays out "if layout updates are pending"), then the next layout pass
    /// of its superview puts the bar back at its constrained frame (0, 852 − 34 − 52 = 766, 393, 52).
    func testBindToKeyboardIsUndoneByTheNextLayoutPass() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.bindToKeyboard, view: "input")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        // 766 − 336 (the show's Δy: 852 − 516).
        XCTAssertEqual(
            try sim.frame(ofView: "input", presentation: false), Rect(x: 0, y: 430, width: 393, height: 52))
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
        sim.layoutIfNeeded()
        XCTAssertEqual(
            try sim.frame(ofView: "input", presentation: false), Rect(x: 0, y: 430, width: 393, height: 52))
        sim.rootView.setNeedsLayout()
        sim.layoutIfNeeded()
        XCTAssertEqual(
            try sim.frame(ofView: "input", presentation: false), Rect(x: 0, y: 766, width: 393, height: 52))
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
    }

    /// (3) the raw curve as keyframe options: 7 = layoutSubviews | allowUserInteraction |
    /// beginFromCurrentState and no curve field (facts §4.3).
    func testRawCurveAsKeyframeOptionsHasNoCurve() {
        let options = KeyframeAnimationOptions(rawValue: 7)
        XCTAssertEqual(
            options.animationOptions, [.layoutSubviews, .allowUserInteraction, .beginFromCurrentState])
        XCTAssertEqual(options.animationOptions.curve, .easeInOut)
    }

    /// (4) the category: inherits the curve in the keyboard's block; the End height double-counts
    /// the home indicator (gap 34), and hide brings the bar back.
    func testSubscribeCategoryTracksButKeepsTheSafeAreaGap() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.subscribeCategory, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.perform(.show())
        sim.run()
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-6)
        XCTAssertEqual(recorder.series.summary.finalGap, 34, accuracy: 1e-9)
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
    }

    /// Hide brings every classic technique back to the rest position (maxY 818, keyboard 852).
    func testHideBringsEveryClassicTechniqueBack() throws {
        for technique in KeyboardTechnique.classic {
            let sim = try KeyboardReference.chatScene()
            try sim.bind(technique, view: "input", constraint: technique.needsConstraint ? "bottom" : nil)
            try sim.perform(.show())
            sim.run()
            try sim.perform(.hide)
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818, "\(technique)")
            XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
        }
    }
}
