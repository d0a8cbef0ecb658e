import XCTest

@testable import KeyboardLab

/// iPad Pro 11" in landscape (1194×834), the app on the right of Split View at x = 600, 594 pt
/// wide. The keyboard (418 with the bar, facts §10.1) is reported in screen coordinates:
/// End = (0, 834 − 418 = 416, 1194, 418). Safe area bottom 20.
final class SplitViewConversionTests: XCTestCase {
    func makeScene() throws -> Simulator {
        let sim = try Simulator(
            deviceID: "ipad-pro-11", orientation: .landscape,
            placement: .splitView(windowFrame: Rect(x: 600, y: 0, width: 594, height: 834)))
        try sim.addInputBar()
        return sim
    }

    func testWindowAndViewFramesConvertThroughTheWindowOffset() throws {
        let sim = try makeScene()
        // input.bottom == safe.bottom = 834 − 20 = 814, so y = 762 in the root, x 600 on screen.
        XCTAssertEqual(try sim.frame(ofView: "input", in: .root), Rect(x: 0, y: 762, width: 594, height: 52))
        XCTAssertEqual(
            try sim.frame(ofView: "input", in: .window), Rect(x: 0, y: 762, width: 594, height: 52))
        XCTAssertEqual(
            try sim.frame(ofView: "input", in: .screen), Rect(x: 600, y: 762, width: 594, height: 52))
    }

    /// The guide takes the converted, intersected keyboard: its top at 416 in the root.
    func testLayoutGuideInSplitView() throws {
        let sim = try makeScene()
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.perform(.show())
        sim.run()
        XCTAssertEqual(sim.keyboardPresentedFrame, Rect(x: 0, y: 416, width: 1194, height: 418))
        XCTAssertEqual(
            try sim.frame(ofView: "input", in: .screen), Rect(x: 600, y: 364, width: 594, height: 52))
        XCTAssertEqual(
            sim.rootView.keyboardLayoutGuide.layoutFrame, Rect(x: 0, y: 416, width: 594, height: 418))
    }

    /// (1) lifts by the End height 418 from 814: maxY 396, gap 20; the fix lifts 418 − 20 = 398.
    func testEndHeightVersusIntersectionInSplitView() throws {
        let classic = try makeScene()
        try classic.bind(.animateWithKeyboard, view: "input", constraint: "bottom")
        try classic.perform(.show())
        classic.run()
        XCTAssertEqual(try classic.frame(ofView: "input", in: .screen).maxY, 396)
        let fixed = try makeScene()
        try fixed.bind(.animateWithKeyboardFixed, view: "input", constraint: "bottom")
        try fixed.perform(.show())
        fixed.run()
        XCTAssertEqual(try fixed.frame(ofView: "input", in: .screen).maxY, 416)
    }
}
