import LabShell
import XCTest

/// The end error is read at the end of each scenario (docs/Simulation.md, "The tracking
/// measure"): not between the motions inside one (a third-party keyboard's rounds, a drag's
/// samples), not where a scenario was cut short with the keyboard still moving, and with the
/// keyboard layout guide placed for the state the scenario ended in. The bar below hangs from
/// the safe area (d = 0), so its target gap is the keyboard's top less the guide's: 0 with the
/// keyboard up, the bottom safe-area inset (34 on an iPhone 15, 0 on an SE) with it down.
/// Found by a tester who read only the docs.
final class EndErrorTests: XCTestCase {
    private func bar(_ device: String, with technique: String) -> String {
        """
        device \(device)
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        bind input with \(technique) bottom
        """
    }

    /// animateWithKeyboard moves the constraint by the whole keyboard height, so it ends 34 pt
    /// high (the home indicator counted twice). A third-party keyboard's three rounds are one
    /// scenario: its end is after the last round (34), not the instant before it.
    func test_aThirdPartyKeyboardEndsOnceAfterItsLastRound() {
        let harness = SessionHarness()
        let result = harness.run(
            bar("iphone-15", with: "animate-with-keyboard") + "\nthird-party-keyboard\ntracking")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 34, accuracy: 1e-6)
        XCTAssertEqual(quantity("tracking.endError", in: harness), 34, accuracy: 1e-6)
    }

    /// The guide's bar, dragged down with the keyboard and released: the drag's samples are on
    /// the way; it ends on the safe area (SE: no inset), where it belongs. The finger starts on
    /// the scroll view above the keyboard's top (667 − 260 = 407). The finger on the screen's
    /// bottom edge (667) too: its sample used to land on the show's last frame.
    func test_anInteractiveDismissalEndsWhereTheGuidePutsTheBar() {
        for fingers in ["400 450 500 550", "400 667"] {
            let harness = SessionHarness()
            harness.run(
                bar("iphone-se-3", with: "layout-guide")
                    + "\nscroll-view list\nlist.frame = rect(0, 0, 375, 667)\nkeyboard-dismiss-mode list interactive"
                    + "\nshow-keyboard input\ninteractive-dismiss \(fingers) release down")
            XCTAssertEqual(quantity("tracking.finalGap", in: harness), 0, accuracy: 1e-6, fingers)
            XCTAssertEqual(quantity("tracking.endError", in: harness), 0, accuracy: 1e-6, fingers)
            XCTAssertEqual(quantity("tracking.maxError", in: harness), 0, accuracy: 1e-6, fingers)
        }
    }

    /// A hide while the show is on its way: the show has no end of its own; the hide ends with
    /// the bar back on the safe area, 34 above the hidden keyboard's top (852 − 818).
    func test_aShowCutShortByAHideHasNoEnd() {
        let harness = SessionHarness()
        harness.run(
            bar("iphone-15", with: "layout-guide")
                + "\nset keyboard-run off\nshow-keyboard input\nstep 10\nhide-keyboard\nset keyboard-run on\nrun"
        )
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), 34, accuracy: 1e-6)
        XCTAssertEqual(quantity("tracking.endError", in: harness), 0, accuracy: 1e-6)
    }

    /// Undocking lets the guide go (followsUndockedKeyboard off): the bar goes home to the safe
    /// area's bottom, 1194 − 20 = 1174 on an 11-inch iPad Pro, and the guide scores 0 against
    /// itself, the docked show's end included (it was read with the undocked state's guide).
    func test_theGuideScoresZeroAcrossAnUndock() {
        let harness = SessionHarness()
        harness.run(bar("ipad-pro-11", with: "layout-guide") + "\nshow-keyboard input\nundock")
        let keyboardTop = quantity("keyboard.minY", in: harness)
        XCTAssertEqual(quantity("input.maxY", in: harness), 1174, accuracy: 1e-6)
        XCTAssertEqual(quantity("tracking.finalGap", in: harness), keyboardTop - 1174, accuracy: 1e-6)
        XCTAssertEqual(quantity("tracking.endError", in: harness), 0, accuracy: 1e-6)
    }

    /// A scenario refused mid-animation (a keyboard and accessory taller than the screen)
    /// leaves the measure as it was: the same figures as a run without it. animateWithKeyboard
    /// moves on its own curve, so a motion cut at frame 10 in the measure would change its
    /// follow error; it ends 34 pt high (the home indicator counted twice).
    func test_aRefusedScenarioLeavesTheMeasureAsItWas() {
        var figures: [[Double]] = []
        for refused in [false, true] {
            let harness = SessionHarness()
            harness.run(
                bar("iphone-15", with: "animate-with-keyboard")
                    + "\nset keyboard-run off\nshow-keyboard input\nstep 10")
            if refused {
                let result = harness.run("show-keyboard input accessory 600", mode: .interactive)
                XCTAssertEqual(result.exitStatus, 1)
            }
            harness.run("run")
            figures.append(
                ["tracking.maxError", "tracking.endError", "tracking.finalGap"].map {
                    quantity($0, in: harness)
                })
        }
        XCTAssertEqual(figures[0][1], 34, accuracy: 1e-9)
        for (plain, refused) in zip(figures[0], figures[1]) {
            XCTAssertEqual(refused, plain, accuracy: 1e-12)
        }
    }
}
