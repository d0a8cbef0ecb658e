import XCTest

@testable import KeyboardLab

/// A finger dragging the chat's content with the keyboard up (inset technique: inset 302, offset
/// 804). The finger is put down on the table above the keyboard's top (516): a touch on the
/// keyboard is the keys', whatever the mode (facts §1.10). The content follows the finger:
/// offset = 804 − (y − 500). With `keyboardDismissMode` interactive the keyboard's top follows the
/// finger once it reaches it (max(516, y)) and no notification is posted until the finger lifts
/// (facts §1.10); on-drag hides it as the drag begins (UIScrollView.KeyboardDismissMode
/// reference); none leaves it.
final class ScrollViewDragTests: XCTestCase {
    private func shownChat(_ mode: ScrollView.KeyboardDismissMode) throws -> (Simulator, TableView) {
        let (sim, table) = try ScreenFixtures.chat()
        table.keyboardDismissMode = mode
        try sim.bind(.inset, scrollView: "chat")
        try sim.perform(.show())
        sim.run()
        sim.clearLogs()
        return (sim, table)
    }

    /// Finger 500 → 800 in 50-point frames: offsets 804, 754, … 504; the last row's bottom
    /// 516, 566, … 816; the keyboard's top 516 while the finger is above it, then the finger's,
    /// 550 … 800: the row that sat on the keyboard's top ends 16 under it (the 16 pt the finger
    /// moved the content before it reached the keyboard). Released moving down: WCF + WH, the
    /// inset goes back to 0 and the offset to the new end, 502, inside the keyboard's block.
    func testInteractiveDragScrollsTheContentAndDragsTheKeyboard() throws {
        let (sim, table) = try shownChat(.interactive)
        try sim.perform(.dragScrollView(named: "chat", fingerY: [500, 550, 600, 650, 700, 750, 800]))
        for frame in 0..<7 {
            if frame > 0 { sim.step() }
            let finger = 500 + 50 * Double(frame)
            XCTAssertEqual(table.contentOffset.y, 804 - 50 * Double(frame), "frame \(frame)")
            XCTAssertEqual(sim.keyboardPresentedFrame.minY, max(516, finger), "frame \(frame)")
            XCTAssertEqual(sim.contentEndY(of: table), 516 + 50 * Double(frame), accuracy: 1e-9)
            XCTAssertTrue(table.isTracking)
        }
        XCTAssertTrue(sim.postedNotificationNames.isEmpty)
        sim.run()
        XCTAssertFalse(table.isTracking)
        XCTAssertEqual(
            sim.postedNotificationNames,
            [.keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide])
        XCTAssertEqual(table.contentInset.bottom, 0)
        XCTAssertEqual(table.contentOffset.y, 502)
    }

    /// On-drag: the keyboard hides as the drag begins, and the inset technique resets the inset,
    /// so the resting range ends at 502. The pan asks for 804 − 100 = 704, past that end: UIKit
    /// rubber-bands there and bounces back to 502 when the finger lifts; the lab (no rubber band)
    /// holds 502 throughout. Same end.
    func testOnDragHidesAtTheTouch() throws {
        let (sim, table) = try shownChat(.onDrag)
        try sim.perform(.dragScrollView(named: "chat", fingerY: [500, 550, 600]))
        XCTAssertEqual(sim.postedNotificationNames, [.keyboardWillChangeFrame, .keyboardWillHide])
        sim.run()
        XCTAssertEqual(table.contentOffset.y, 502)
        // From the bottom a downward pan scrolls back through the history: 502 − 100.
        try sim.perform(.dragScrollView(named: "chat", fingerY: [500, 550, 600]))
        sim.run()
        XCTAssertEqual(table.contentOffset.y, 402)
    }

    /// None: only the content moves; the keyboard stays docked.
    func testNoneOnlyScrolls() throws {
        let (sim, table) = try shownChat(.none)
        try sim.perform(.dragScrollView(named: "chat", fingerY: [500, 600]))
        sim.run()
        XCTAssertEqual(table.contentOffset.y, 704)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 516)
        XCTAssertTrue(sim.postedNotificationNames.isEmpty)
    }

    /// Refusals: an empty path, a non-finite finger, a view that does not scroll.
    func testRefusals() throws {
        let (sim, _) = try shownChat(.interactive)
        XCTAssertThrowsError(try sim.perform(.dragScrollView(named: "chat", fingerY: [])))
        XCTAssertThrowsError(try sim.perform(.dragScrollView(named: "chat", fingerY: [1, .nan])))
        XCTAssertThrowsError(try sim.perform(.dragScrollView(named: "root", fingerY: [1]))) { error in
            XCTAssertEqual(error as? SimulationError, .notAScrollView("root"))
        }
    }
}
