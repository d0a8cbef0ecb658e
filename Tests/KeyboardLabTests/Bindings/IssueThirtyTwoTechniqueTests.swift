import XCTest

@testable import KeyboardLab

/// The simulation bugs of issue 32, each from UIKit's documented behaviour or a cited source,
/// with the expected numbers worked out by hand (never read back from the lab).
final class IssueThirtyTwoTechniqueTests: XCTestCase {
    /// A bar on the safe area's bottom, `bottom: input.bottom == safe.bottom + constant`.
    private func scene(_ device: String, profile: Int = 17, constant: Double = 0) throws -> Simulator {
        let sim = try Simulator(deviceID: device, profile: IOSVersionProfile(majorVersion: profile))
        _ = try sim.addView(named: "input", kind: .textField)
        for text in [
            "input.leading == safe.leading", "input.trailing == safe.trailing", "input.height == 52",
            "bottom: input.bottom == safe.bottom \(constant < 0 ? "-" : "+") \(abs(constant))",
        ] {
            _ = try sim.addConstraint(text)
        }
        return sim
    }

    /// facts §1.7: with a hardware keyboard the iPad's shortcuts bar comes with a willHide whose
    /// End keeps the full keyboard height, positioned so that only 55 pt are on screen (measured
    /// on the 768x1024 iPad: ionic-plugin-keyboard #273). docs/Techniques.md: every corrected
    /// technique ends on what covers the view, gap 0. On `ipad-9-7` (1024 high, no bottom safe
    /// area, docs/Devices.md) the bar's top is 1024 − 55 = 969, so the bar must end at 969; the
    /// category's original decides "hide" from the name and stays at 1024.
    func testSubscribeCategoryFixedEndsOnTheShortcutsBar() throws {
        for (technique, maxY) in [
            (KeyboardTechnique.subscribeCategoryFixed, 969.0), (.subscribeCategory, 1024),
        ] {
            let sim = try scene("ipad-9-7")
            try sim.bind(technique, view: "input", constraint: "bottom")
            try sim.perform(.connectHardwareKeyboard)
            try sim.perform(.show())
            sim.run()
            XCTAssertEqual(sim.keyboardPresentedFrame.minY, 969, "\(technique)")
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, maxY, "\(technique)")
            // Unfocused, the bar leaves (End below the screen) and the view comes back to rest.
            try sim.perform(.hide)
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 1024, "\(technique)")
        }
    }

    /// `view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: c)`
    /// keeps the distance the replaced constraint kept: a bar 20 pt above the safe area's bottom
    /// (iPhone 15: 852 − 34 − 20 = 798) stays where it is at `bind` (the guide rests on the safe
    /// area, facts §6), ends 20 pt above the keyboard's top (852 − 336 − 20 = 496) and comes back
    /// to 798. Until issue 32 the guide's constraint dropped the constant: 798 → 818 at `bind`.
    func testLayoutGuideKeepsTheBoundConstraintsMargin() throws {
        for (constant, rest) in [(-20.0, 798.0), (0, 818)] {
            let sim = try scene("iphone-15", constant: constant)
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, rest)
            try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, rest, "no jump at bind")
            try sim.perform(.show())
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516 + constant)
            try sim.perform(.hide)
            sim.run()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, rest)
        }
    }

    /// A zero duration is zero: `UIView.animate(withDuration:)` makes changes "without animating
    /// them" when the duration is 0 (Apple's documentation of the duration parameter), and the
    /// spring reading of curve 7 runs the property animator as `UIView.animate` runs curve 7.
    /// QuickType off on iOS 17 posts a 0-s willShow (facts §1.5); `animate-with-keyboard` lifts
    /// the bar by the End height, 292 (iPhone 15 without the bar): 818 − 292 = 526, reached on
    /// the very next frame under either reading. Until issue 32 the spring reading animated it
    /// for 0.5 s (follow error 44).
    func testAZeroSecondResizeDoesNotAnimateThePropertyAnimatorUnderTheSpringReading() throws {
        for reading in AnimatorKeyboardCurveBehavior.allCases {
            var profile = IOSVersionProfile.default
            profile.propertyAnimatorCurve7 = reading
            let sim = try Simulator(deviceID: "iphone-15", profile: profile)
            try sim.addInputBar()
            try sim.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
            try sim.perform(.show())
            sim.run()
            try sim.perform(.quickType(false))
            sim.step()
            XCTAssertEqual(try sim.frame(ofView: "input").maxY, 526, "\(reading)")
            let view = try sim.view(named: "input")
            XCTAssertFalse(sim.frameProperty(of: view).isAnimating, "\(reading): nothing left to animate")
        }
    }

    /// UIKit's interactive dismissal is a scroll view's (`keyboardDismissMode = .interactive`,
    /// Apple: "the keyboard follows the dragging touch offscreen"), and the keyboard's window lies
    /// above the app's, so a touch that starts on the keyboard is the keys' (facts §1.10). The
    /// issue's `interactive-dismiss 800 810 release up` moved the keyboard 516 → 800 at frame 0
    /// with no scroll view in the scene; it is refused before anything moves, as is a drag with
    /// no interactive scroll view under the finger, or with a scroll view that is not interactive.
    func testInteractiveDismissalNeedsAnInteractiveScrollViewAndATouchAboveTheKeyboard() throws {
        let sim = try KeyboardReference.chatScene()
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        func refusal(_ fingers: [Double]) -> SimulationError? {
            do throws(SimulationError) {
                try sim.perform(.interactiveDismiss(fingerY: fingers, release: .snapBack))
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(refusal([500, 600]), .scenario(.noInteractiveScrollView(fingerY: 500)))
        let list = try sim.add(ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 393, height: 852)))
        XCTAssertEqual(refusal([500, 600]), .scenario(.noInteractiveScrollView(fingerY: 500)), "mode none")
        list.keyboardDismissMode = .interactive
        XCTAssertEqual(refusal([800, 810]), .scenario(.touchOnKeyboard(fingerY: 800, keyboardTop: 516)))
        XCTAssertEqual(refusal([516]), .scenario(.touchOnKeyboard(fingerY: 516, keyboardTop: 516)))
        sim.step()
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 516, "nothing moved")
        XCTAssertTrue(sim.notificationLog.isEmpty)
        // Put down on the list above the keyboard, the finger takes the keyboard along once it
        // reaches it: 516 at the touch, then 600.
        XCTAssertNil(refusal([500, 600]))
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 516)
        sim.step()
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 600)
    }

    /// docs/Techniques.md §2: the delta handler moves the constant by End.y − Begin.y, and the
    /// release of an interactive dismissal reports Begin = the frame where the finger let go
    /// (facts §1.10), so after one the bar is left up by the part of the keyboard's travel the
    /// finger did: the show lifts it 852 − 516 = 336 (818 → 482); let go at 720, the willHide's
    /// delta is 852 − 720 = 132: 482 + 132 = 614, 204 pt above its rest of 818.
    func testShowHideDeltaIsLeftUpAfterAnInteractiveDismissal() throws {
        let sim = try KeyboardReference.chatScene()
        let list = try sim.add(ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 393, height: 852)))
        list.keyboardDismissMode = .interactive
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 482)
        try sim.perform(.interactiveDismiss(fingerY: [500, 600, 720], release: .dismiss))
        sim.run()
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 614)
        XCTAssertEqual(818 - (try sim.frame(ofView: "input").maxY), 204)
    }
}
