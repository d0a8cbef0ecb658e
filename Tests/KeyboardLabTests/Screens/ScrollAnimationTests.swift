import XCTest

@testable import KeyboardLab

/// Animated programmatic scrolls: UIScrollView animates "from the current position to the
/// specified position at a constant rate" and calls scrollViewDidScroll all along (Scroll View
/// Programming Guide, "Scrolling Programmatically"), driving `contentOffset` itself (a display
/// link, no Core Animation animation: the model moves too). Its duration is undocumented: the
/// lab's 0.3 s (18 frames at 60 Hz), switchable.
final class ScrollAnimationTests: XCTestCase {
    /// From the top (−59) to the bottom (502): 561 points in 18 frames, 31.1667 a frame, model and
    /// presentation together.
    func testAnimatedScrollMovesTheModelAtAConstantRate() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try table.scrollToRow(at: 0, at: .top, animated: false)
        table.scrollToBottom(animated: true)
        XCTAssertEqual(table.contentOffset.y, -59)
        XCTAssertFalse(sim.isSettled)
        for frame in 1...18 {
            sim.step()
            let expected = -59 + 561 * Double(frame) / 18
            XCTAssertEqual(table.contentOffset.y, expected, accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(sim.contentEndY(of: table, presentation: true), 1320 - expected, accuracy: 1e-9)
        }
        XCTAssertTrue(sim.isSettled)
        XCTAssertFalse(table.isScrollAnimating)
    }

    /// Setting the offset stops an animated scroll; a duration of 0 jumps.
    func testSettingTheOffsetCancelsAndZeroDurationJumps() throws {
        let (sim, table) = try ScreenFixtures.chat()
        try table.scrollToRow(at: 0, at: .top, animated: true)
        sim.step(frames: 3)
        table.contentOffset = Point(x: 0, y: 100)
        sim.step()
        XCTAssertEqual(table.contentOffset.y, 100)
        XCTAssertTrue(sim.isSettled)
        sim.scrollAnimationDuration = 0
        table.scrollToBottom(animated: true)
        sim.step()
        XCTAssertEqual(table.contentOffset.y, 502)
    }

    /// Inside an animation block a non-animated offset change animates like `bounds.origin`: the
    /// model jumps, the presentation follows the block's curve (here linear, 0.5 s).
    func testOffsetChangeInsideABlockAnimatesThePresentation() throws {
        let (sim, table) = try ScreenFixtures.chat()
        sim.engine.animate(withDuration: 0.5, delay: 0, options: AnimationOptions(curve: .linear)) {
            table.contentOffset = Point(x: 0, y: 202)
        }
        XCTAssertEqual(table.contentOffset.y, 202)
        sim.step(frames: 15)
        XCTAssertEqual(sim.contentEndY(of: table, presentation: true), 1320 - 352, accuracy: 1e-9)
        XCTAssertEqual(sim.contentEndY(of: table, presentation: false), 1320 - 202, accuracy: 1e-9)
    }
}
