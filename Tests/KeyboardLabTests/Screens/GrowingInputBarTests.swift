import XCTest

@testable import KeyboardLab

/// A growing input bar on the keyboard layout guide: a bar whose text view (scrolling off) sizes
/// it, 8 points of padding around it. One 20-pt line: text view 8 + 20 + 8 = 36, bar 52. The guide
/// moves from its rest on the safe area (818) to the keyboard's top (516) on the keyboard's
/// spring (facts §6): the bar's bottom is 818 − 302·p(t). The user types a second line after
/// frame 10 (outside the keyboard's block): the next frame's layout pass makes the bar 72 tall
/// at once while its bottom carries on along the same curve (the height arrives by a plain layout
/// pass; the keyboard's animation of the bar's position keeps running, additively).
final class GrowingInputBarTests: XCTestCase {
    func testBarGrowsWhileTheKeyboardMoves() throws {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addView(named: "bar")
        for text in [
            "bar.leading == safe.leading", "bar.trailing == safe.trailing", "bar.bottom == keyboard.top",
        ] {
            try sim.addConstraint(text)
        }
        let message = try sim.add(
            TextView(name: "message", lines: 1, lineHeight: 20, isScrollEnabled: false), in: "bar")
        for text in [
            "message.top == bar.top + 8", "message.bottom == bar.bottom - 8",
            "message.leading == bar.leading + 8", "message.trailing == bar.trailing - 8",
        ] {
            try sim.addConstraint(text)
        }
        let bar = try sim.view(named: "bar")
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 766, width: 393, height: 52))  // bottom on the safe area, 818
        try sim.perform(.show())
        for frame in 1...30 {
            sim.step()
            if frame == 10 {
                message.lineCount = 2
            }
            let t = Double(frame) / 60
            let guideTop = 818 - 302 * KeyboardReference.keyboardProgress(t)
            let presented = sim.frame(of: bar, in: .screen, presentation: true)
            XCTAssertEqual(presented.maxY, guideTop, accuracy: 1e-9, "frame \(frame)")
            XCTAssertEqual(presented.height, frame <= 10 ? 52 : 72, accuracy: 1e-9, "frame \(frame)")
        }
        XCTAssertEqual(bar.frame, Rect(x: 0, y: 444, width: 393, height: 72))
    }
}
