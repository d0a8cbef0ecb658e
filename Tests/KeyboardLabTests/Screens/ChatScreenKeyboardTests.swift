import XCTest

@testable import KeyboardLab

/// The chat screen of the issue (30 rows of 44 points, scrolled to the bottom) while the keyboard
/// shows and hides, with the scroll-view techniques. Values by hand: the keyboard's top moves
/// 852 → 516 as 852 − 336·p(t), p the curve-7 spring (facts §4.2, `KeyboardReference`); the
/// will-notifications come inside the keyboard's block (facts §1.3), so an offset set there
/// animates on the same p(t) (Core Animation animates `bounds.origin` inside a block).
final class ChatScreenKeyboardTests: XCTestCase {
    /// With the safe area left out of the inset adjustment (`never`) the last row rests on the
    /// screen's bottom (852), the keyboard's top while hidden. The inset technique: overlap 336
    /// (nothing to subtract), contentInset.bottom 336, last row to the bottom: offset 468 → 804. The
    /// last row's bottom is 1320 − offset = 852 − 336·p(t): exactly the keyboard's top, every frame.
    func testInsetTechniqueKeepsTheLastRowExactlyOnTheKeyboardTop() throws {
        let (sim, table) = try ScreenFixtures.chat(behavior: .never)
        XCTAssertEqual(table.contentOffset.y, 468)  // 1320 − 852
        try sim.bind(.inset, scrollView: "chat")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.run()
        for row in recorder.series.rows {
            let p = KeyboardReference.keyboardProgress(row.time)
            XCTAssertEqual(row.keyboardMinY, 852 - 336 * p, accuracy: 1e-9, "frame \(row.frame)")
            XCTAssertEqual(row.viewMaxY, row.keyboardMinY, accuracy: 1e-9, "frame \(row.frame)")
        }
        XCTAssertEqual(recorder.series.rows.count, 31)  // frames 0 … 30 (the spring's 0.5 s)
        XCTAssertEqual(table.contentInset.bottom, 336)
        XCTAssertEqual(table.verticalScrollIndicatorInsets.bottom, 336)
        XCTAssertEqual(table.contentOffset.y, 804)
        XCTAssertEqual(sim.contentEndY(of: table), 516)
    }

    /// With UIKit's default adjustment the table already insets 34 for the home indicator: the
    /// technique sets 336 − 34 = 302 (adjusted 336), offset 502 → 804; the row's bottom is
    /// 818 − 302·p, the keyboard's 852 − 336·p, so the gap is 34·(1 − p): it closes on the
    /// keyboard's own progress (tracking error 0) and ends at 0.
    func testInsetTechniqueWithTheSafeAreaClosesTheGapOnTheKeyboardsCurve() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.bind(.inset, scrollView: "chat")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.run()
        for row in recorder.series.rows {
            let p = KeyboardReference.keyboardProgress(row.time)
            XCTAssertEqual(row.viewMaxY, 818 - 302 * p, accuracy: 1e-9, "frame \(row.frame)")
            XCTAssertEqual(row.gap, 34 * (1 - p), accuracy: 1e-9, "frame \(row.frame)")
        }
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-9)
        XCTAssertEqual(table.contentInset.bottom, 302)
        XCTAssertEqual(table.adjustedContentInset.bottom, 336)
        XCTAssertEqual(table.contentOffset.y, 804)
        // Hiding: overlap 0, inset 0, the offset comes back to 502 on the spring; gap 34·p.
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 0)
        XCTAssertEqual(table.contentOffset.y, 502)
        XCTAssertEqual(sim.contentEndY(of: table), 818)
        XCTAssertLessThan(recorder.series.summary.maxAbsError, 1e-9)
    }

    /// The safe area counted twice: bottom = 336, adjusted 370, offset 1320 − (852 − 370) = 838:
    /// the last row ends 34 points above the keyboard (facts §8 pitfall 4).
    func testSafeAreaCountedTwiceLeavesA34PointGap() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.bind(.insetSafeAreaTwice, scrollView: "chat")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.adjustedContentInset.bottom, 370)
        XCTAssertEqual(table.contentOffset.y, 838)
        XCTAssertEqual(recorder.series.summary.finalGap, 34, accuracy: 1e-9)
    }

    /// Not reset on hide: the inset (302) and the offset (804, still in range) stay, so the last
    /// row stays at 516 while the keyboard goes down to 852: final gap 336.
    func testInsetNotResetOnHideLeavesTheContentUp() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.bind(.insetNotReset, scrollView: "chat")
        try sim.perform(.show())
        sim.run()
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.hide)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 302)
        XCTAssertEqual(table.contentOffset.y, 804)
        XCTAssertEqual(recorder.series.summary.finalGap, 336, accuracy: 1e-9)
    }

    /// Apple's published recipe: nothing happens until keyboardDidShow (0.5 s), then the Begin
    /// frame's height (336) becomes the inset (adjusted 370) and, with no active field inside the
    /// table, nothing scrolls: the last row stays at 818, under the keyboard's top at 516.
    func testPublishedRecipeInsetsLateAndScrollsNothingForAChat() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try sim.bind(.insetRecipe, scrollView: "chat")
        let recorder = try sim.startTracking(lastRowOf: "chat")
        try sim.perform(.show())
        sim.step(frames: 29)
        XCTAssertEqual(table.contentInset.bottom, 0)
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 336)
        XCTAssertEqual(table.adjustedContentInset.bottom, 370)
        XCTAssertEqual(table.contentOffset.y, 502)
        XCTAssertEqual(recorder.series.summary.finalGap, 516 - 818, accuracy: 1e-9)
    }

    /// The wrong coordinate space: a table in a container 100 points down (its frame's maxY 752 is
    /// in the container's space) against the End frame's 516 (the screen's): overlap 236 instead
    /// of 336, inset 236 − 34 = 202, so the last row ends 100 points below the keyboard's top.
    func testWrongCoordinateSpaceMisjudgesANestedTable() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "content")
        for text in [
            "content.top == root.top + 100", "content.leading == root.leading",
            "content.trailing == root.trailing", "content.bottom == root.bottom",
        ] {
            try sim.addConstraint(text)
        }
        let table = try sim.add(TableView(name: "chat", rows: 30, rowHeight: 44), in: "content")
        for text in [
            "chat.top == content.top", "chat.leading == content.leading",
            "chat.trailing == content.trailing", "chat.bottom == content.bottom",
        ] {
            try sim.addConstraint(text)
        }
        table.scrollToBottom(animated: false)
        XCTAssertEqual(table.frame, Rect(x: 0, y: 0, width: 393, height: 752))
        try sim.bind(.insetWrongSpace, scrollView: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 202)
        XCTAssertEqual(sim.contentEndY(of: table), 616)
        // The corrected technique on the same screen converts and gets 336 − 34 = 302.
        try sim.perform(.hide)
        sim.run()
        sim.removeAllScrollViewBindings()
        try sim.bind(.inset, scrollView: "chat")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(table.contentInset.bottom, 302)
        XCTAssertEqual(sim.contentEndY(of: table), 516)
    }
}
