import XCTest

@testable import KeyboardLab

/// Details of the bindings: constraint direction, the category's API, the display cycle.
final class BindingDetailTests: XCTestCase {
    /// Written reference-first as in the original's storyboard (`safe.bottom == input.bottom + c`),
    /// `constant -= (end.y − begin.y)` gives +336 and the same frame (maxY 818 − 336 = 482).
    func testDeltaHandlerWithAReferenceFirstConstraint() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "input", kind: .textField)
        try sim.addConstraint("input.leading == safe.leading")
        try sim.addConstraint("input.trailing == safe.trailing")
        try sim.addConstraint("input.height == 52")
        try sim.addConstraint("bottom: safe.bottom == input.bottom")
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        try sim.bind(.showHideDelta, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(try sim.constraint(named: "bottom").constant, 336)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 482)
    }

    /// The category's blocks receive the End rect in screen coordinates, the userInfo duration
    /// and isShowing; before-animations runs before the block; the original's unsubscribe keeps
    /// the before block, the fix clears it.
    func testCategoryBlocksAndUnsubscribe() throws {
        let sim = try KeyboardReference.chatScene()
        var calls: [String] = []
        let category = KeyboardAnimationCategory(simulator: sim)
        category.subscribe(
            beforeAnimations: { rect, duration, showing in
                calls.append("before \(rect.minY) \(duration) \(showing)")
            },
            animations: { rect, _, showing in calls.append("animations \(rect.height) \(showing)") },
            completion: { finished in calls.append("completion \(finished)") })
        category.subscribeFrameChanges { rect, _ in calls.append("frame \(rect.minY)") }
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(
            calls, ["frame 516.0", "before 516.0 0.25 true", "animations 336.0 true", "completion true"])
        category.unsubscribe()
        XCTAssertNotNil(category.beforeAnimations)
        category.unsubscribeFrameChanges()
        XCTAssertEqual(sim.notificationCenter.observerCount, 0)
        let fixed = KeyboardAnimationCategory(simulator: sim, corrected: true)
        fixed.subscribe(beforeAnimations: { _, _, _ in }, animations: nil, completion: nil)
        fixed.unsubscribe()
        XCTAssertNil(fixed.beforeAnimations)
    }

    /// A handler that changes a constant without `layoutIfNeeded()` (facts §8 pitfall 6): the
    /// display cycle applies it after the keyboard's block, so the bar jumps to 516 at frame 0
    /// while the keyboard is still at 852.
    func testConstantChangedWithoutLayoutJumps() throws {
        let sim = try KeyboardReference.chatScene()
        let bottom = try sim.constraint(named: "bottom")
        sim.notificationCenter.addObserver(forName: .keyboardWillShow) { _ in bottom.constant = -302 }
        try sim.perform(.show())
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 852)
    }

    /// The same constant change followed by `layoutIfNeeded()` in the handler animates with the
    /// keyboard (facts §1.3): at frame 0 the bar is still at 818.
    func testConstantChangedWithLayoutInTheHandlerAnimates() throws {
        let sim = try KeyboardReference.chatScene()
        let bottom = try sim.constraint(named: "bottom")
        let root = sim.rootView
        sim.notificationCenter.addObserver(forName: .keyboardWillShow) { _ in
            bottom.constant = -302
            root.layoutIfNeeded()
        }
        try sim.perform(.show())
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 818)
        sim.step(frames: 6)
        let p = KeyboardReference.keyboardProgress(0.1)
        XCTAssertEqual(try sim.frame(ofView: "input").maxY, 516 + 302 * (1 - p), accuracy: 1e-9)
    }

    /// Technique names parse from the shell's spelling and the case name; classic ones need a
    /// constraint except bindToKeyboard.
    func testTechniqueNamesAndRequirements() throws {
        XCTAssertEqual(KeyboardTechnique(name: "animate-with-keyboard"), .animateWithKeyboard)
        XCTAssertEqual(KeyboardTechnique(name: "showHideDeltaFixed"), .showHideDeltaFixed)
        XCTAssertNil(KeyboardTechnique(name: "magic"))
        XCTAssertEqual(KeyboardTechnique.animateWithKeyboard.correctedVersion, .animateWithKeyboardFixed)
        let sim = try KeyboardReference.chatScene()
        XCTAssertThrowsError(try sim.bind(.showHideDelta, view: "input")) { error in
            XCTAssertEqual(error as? SimulationError, .missingConstraint(technique: "show-hide-delta"))
        }
        XCTAssertThrowsError(try sim.bind(.showHideDelta, view: "input", constraint: "nope")) { error in
            XCTAssertEqual(error as? SimulationError, .unknownConstraint("nope"))
        }
        // A constraint on another edge is no bottom constraint: moving it would not move the bar.
        try sim.addConstraint("tall: input.height >= 10")
        XCTAssertThrowsError(try sim.bind(.showHideDelta, view: "input", constraint: "tall")) { error in
            XCTAssertEqual(
                error as? SimulationError, .notABottomConstraint(constraint: "tall", view: "input"))
        }
        XCTAssertTrue(sim.installedBindings.isEmpty)
    }
}
