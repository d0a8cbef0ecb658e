import XCTest

@testable import KeyboardLab

/// Tracking measures each scenario from its own first frame (issue 30), and the end error is read
/// against where the keyboard layout guide would put the view, from where it stood when tracking
/// began. iPhone 15 (facts §10.2): screen 852, keyboard 336 tall (top 516), bar 52 on the safe
/// area (34): maxY 818 at rest, 34 above the keyboard's parking place.
final class ScenarioTrackingTests: XCTestCase {
    /// A duplicate willShow with the keyboard at rest: the delta handler moves the bar up 336
    /// more while the keyboard stays put. The repeat is a scenario of its own, measured from its
    /// first frame (30): its ideal follower stays at the gap it began with (516 − 482 = 34), and
    /// the bar's drift is error, 336 when the repeat's 0.5-s animation ends on frame 60.
    func testAMotionlessScenarioIsMeasuredFromItsOwnFirstFrame() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        let recorder = try sim.startTracking(view: "input")
        try sim.start(.show())
        sim.run()
        XCTAssertEqual(recorder.series.summary.maxAbsError, 0, accuracy: 1e-9)
        try sim.start(.repeatLastWillNotifications)
        sim.run()
        let series = recorder.series
        let last = try XCTUnwrap(series.rows.last)
        XCTAssertEqual(last.frame, 60)
        XCTAssertEqual(last.idealGap, 34, accuracy: 1e-9)
        XCTAssertEqual(last.gap, 370, accuracy: 1e-9)  // 516 − (818 − 2 · 336)
        XCTAssertEqual(last.error, 336, accuracy: 1e-9)
        XCTAssertEqual(series.summary.maxAbsError, 336, accuracy: 1e-9)
        XCTAssertEqual(series.summary.frameOfMaxError, 60)
        // The show's frames keep their own ideal: not one of them is blamed for the repeat.
        XCTAssertTrue(series.rows.prefix(30).allSatisfy { abs($0.error) < 1e-9 })
    }

    /// A layout pass between two scenarios (something asked for one: here the root view marked
    /// with setNeedsLayout, as a `set-needs-layout` between commands does) runs at the next
    /// user action's run-loop turn and belongs to neither scenario: bind-to-keyboard's frame
    /// move is undone (the bar back at 818 while the keyboard is up at 516: gap −302), then the
    /// hide moves it down by the keyboard's 336 exactly with the keyboard (gap −302 throughout).
    /// No frame of either scenario has a follow error; the end error says where each ended: the
    /// show 34 above the guide's place (516 − 482 − 0), the hide 336 below the bar's rest
    /// (gap −302 against 34).
    func testAPassBetweenScenariosIsBlamedOnNeither() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.bindToKeyboard, view: "input")
        let recorder = try sim.startTracking(view: "input")
        try sim.start(.show())
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 482, accuracy: 1e-9)
        sim.rootView.setNeedsLayout()
        try sim.start(.hide)
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 1154, accuracy: 1e-9)  // 818 + 336
        let summary = recorder.series.summary
        XCTAssertEqual(summary.maxAbsError, 0, accuracy: 1e-9)
        XCTAssertEqual(summary.finalGap, -302, accuracy: 1e-9)
        XCTAssertEqual(summary.endError, -336, accuracy: 1e-9)
    }

    /// The same two scenarios with nothing asking for layout in between: the frame move
    /// survives, and the bar comes back to 818 with the keyboard (issue 30's reproducer).
    func testNoPassWithoutAReasonTheBarComesBack() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.bind(.bindToKeyboard, view: "input")
        let recorder = try sim.startTracking(view: "input")
        try sim.start(.show())
        sim.run()
        try sim.start(.hide)
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818, accuracy: 1e-9)
        XCTAssertEqual(recorder.series.summary.maxAbsError, 0, accuracy: 1e-9)
        XCTAssertEqual(recorder.series.summary.finalGap, 34, accuracy: 1e-9)
    }

    /// The lag of a notification-driven bar during an interactive drag (facts §1.10: nothing is
    /// posted while the finger moves). The bar rides the keyboard at 516 (gap 0); a finger on a
    /// full-screen list with interactive dismissal, first above the keyboard (500), drags the
    /// keyboard's top to 600, 700, 774 and lets go upwards. The keyboard layout guide
    /// follows the finger: no error. The corrected notification handler hears nothing, the bar
    /// stays at 516 and the keyboard leaves a 774 − 516 = 258-pt hole under it: the drag's share
    /// of the follow error is 258, on the frame the finger is at 774.
    func testADragShowsTheLagOfABarThatHearsNothing() throws {
        func dragError(_ technique: KeyboardTechnique) throws -> TrackingSummary {
            let sim = try KeyboardReference.chatScene()
            try sim.bind(technique, view: "input", constraint: "bottom")
            let recorder = try sim.startTracking(view: "input")
            try sim.start(.show())
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516, accuracy: 1e-9)
            let list = try sim.add(ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 393, height: 852)))
            list.keyboardDismissMode = .interactive
            try sim.start(.interactiveDismiss(fingerY: [500, 600, 700, 774], release: .snapBack))
            sim.run()
            let summary = recorder.series.summary
            let deepest = try XCTUnwrap(recorder.series.rows.first { abs($0.keyboardMinY - 774) < 1e-9 })
            if summary.dragError ?? 0 > 1e-6 {
                XCTAssertEqual(summary.frameOfDragError, deepest.frame - recorder.series.startFrame)
            }
            return summary
        }
        let guide = try dragError(.keyboardLayoutGuide)
        XCTAssertEqual(try XCTUnwrap(guide.dragError), 0, accuracy: 1e-9)
        let handler = try dragError(.animateWithKeyboardFixed)
        XCTAssertEqual(try XCTUnwrap(handler.dragError), 258, accuracy: 1e-9)
        XCTAssertEqual(handler.maxAbsError, 258, accuracy: 1e-9)
    }
}
