import XCTest

@testable import KeyboardLab

/// iPad Split View: another app's keyboard (isLocal false) covers this app's window too, so the
/// corrected techniques follow it as they follow their own (docs/Techniques.md, "Another app's
/// keyboard"; Apple's UIKeyboardIsLocalUserInfoKey page, Use Your Loaf's "Split views and
/// unexpected keyboards", facts §1.11). Hand values from docs/Devices.md: iPad Pro 11 in
/// landscape, screen 1194×834, keyboard 418 high with the predictive bar, bottom safe area 20;
/// the window at (500, 0, 694, 834), its bottom the screen's. The 52-pt bar rests on the safe
/// area's bottom, 834 − 20 = 814. The other app's keyboard ends at (0, 834 − 418 = 416, 1194, 418):
/// it spans x 0…1194, so it meets the window (x 500…1194) over its whole 418 pt; less the 20
/// the constraint hangs from, the lift is 398, and the bar ends on the keyboard's top, 416.
final class OtherAppKeyboardTechniqueTests: XCTestCase {
    private static let window = Rect(x: 500, y: 0, width: 694, height: 834)

    private func splitView() throws(SimulationError) -> Simulator {
        try Simulator(
            deviceID: "ipad-pro-11", orientation: .landscape, placement: .splitView(windowFrame: Self.window))
    }

    /// Before this change three corrected techniques returned on isLocal false and stayed at 814,
    /// 398 under the keyboard's top (end error −398); now every corrected one ends as the guide:
    /// on the keyboard after `other-app show` (gap 0), back at 814 after `other-app hide` (the
    /// final gap, 834 − 814 = 20), end error 0.
    func test_correctedTechniquesFollowTheOtherAppsKeyboardAsTheGuideDoes() throws {
        let techniques: [KeyboardTechnique] = [
            .animateWithKeyboardFixed, .showHideDeltaFixed, .bindToKeyboardFixed, .subscribeCategoryFixed,
            .keyboardLayoutGuide,
        ]
        let runs = try Simulator.compare(
            techniques: techniques, scenarios: [.showFromOtherApp(), .hideInOtherApp], view: "input",
            constraint: "bottom"
        ) { () throws(SimulationError) -> Simulator in
            let sim = try splitView()
            try sim.addInputBar()
            return sim
        }
        XCTAssertEqual(runs.map(\.technique), techniques)
        for run in runs {
            let label = run.technique.rawValue
            // The show's end (where the hide began), then the run's last frame.
            let ends = run.series.scenarioEnds.prefix(1) + run.series.rows.suffix(1)
            XCTAssertEqual(ends.map(\.keyboardMinY), [416, 834], label)
            XCTAssertEqual(ends.map(\.viewMaxY), [416, 814], label)
            XCTAssertEqual(run.summary.endError, 0, accuracy: 1e-9, label)
            XCTAssertEqual(run.summary.finalGap, 20, accuracy: 1e-9, label)
        }
    }

    /// The corrected inset follows the other app's keyboard too, so the content it hides stays
    /// reachable; it scrolls nothing then, as no field of this app is first responder. The
    /// 30 × 44 chat (1320) is pinned to the root (0, 0, 694, 834) and scrolled to its end: the
    /// safe area adds 20 at the bottom, offset 1320 + 20 − 834 = 506. The overlap 418 less those
    /// 20 gives `contentInset.bottom` 398; the offset stays 506, and the greatest offset becomes
    /// 1320 + 20 + 398 − 834 = 904, where the last row's bottom (1320 − 904 = 416) is on the
    /// keyboard's top. This app's own keyboard (same frame) also scrolls there. The hide takes
    /// the inset back to 0.
    func test_insetFollowsTheOtherAppsKeyboardAndScrollsOnlyForItsOwn() throws {
        let sim = try splitView()
        let table = try sim.addChatTable()
        sim.window.layoutIfNeeded()
        table.scrollToBottom(animated: false)
        XCTAssertEqual(table.contentOffset.y, 506)
        try sim.bind(.inset, scrollView: "chat")
        try sim.perform(.showFromOtherApp())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 398)
        XCTAssertEqual(table.contentOffset.y, 506)
        try sim.perform(.hideInOtherApp)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 0)
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 398)
        XCTAssertEqual(table.contentOffset.y, 904)
    }
}
