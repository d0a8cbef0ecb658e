import XCTest

@testable import KeyboardLab

/// Before iOS 8 the screen's and the window's coordinates were fixed to portrait, and converting
/// a keyboard frame from the window into a view undid the interface's rotation (facts §7:
/// "convertRect:fromWindow: undid the rotation" [CONFIRMED]; §1.9). iPhone 5 class
/// (`iphone-se-1`), landscape: a 568×320 interface, a 162-pt keyboard (facts §10), so the
/// keyboard covers y 320 − 162 = 158 to 320 across the full 568 width.
final class PortraitFixedConversionTests: XCTestCase {
    private func shown(_ edge: PortraitFixedLandscapeEdge) throws -> Simulator {
        var profile = IOSVersionProfile(majorVersion: 7)
        profile.portraitFixedLandscapeEdge = edge
        let sim = try Simulator(deviceID: "iphone-se-1", orientation: .landscape, profile: profile)
        try sim.perform(.show())
        sim.run()
        return sim
    }

    /// Landscape (0, 158, 568, 162) turned with its bottom edge on the portrait screen's left
    /// (D03): (320 − 320, 0, 162, 568); converted into the root it is the landscape rect again.
    func test_theEndFrameConvertsBackIntoTheLandscapeRoot() throws {
        let sim = try shown(.left)
        let end = try XCTUnwrap(sim.notificationLog.last?.post.userInfo.frameEnd)
        XCTAssertEqual(end, Rect(x: 0, y: 0, width: 162, height: 568))
        let landscape = Rect(x: 0, y: 158, width: 568, height: 162)
        XCTAssertEqual(sim.convert(reported: end, to: sim.rootView), landscape)
        XCTAssertEqual(sim.convert(reported: end, from: .window, to: sim.rootView), landscape)
        // And back: the root's rect as iOS 7 reported it.
        XCTAssertEqual(sim.convert(landscape, from: sim.rootView, toReported: .window), end)
    }

    /// A point turns as a rect's corner does: the portrait-fixed origin (0, 0) is the landscape
    /// interface's bottom-left corner (0, 320) with the bottom edge on the left; (162, 0), the
    /// keyboard frame's top-right corner in portrait, is (0, 158), its top-left in landscape.
    func test_pointsTurnToo() throws {
        let sim = try shown(.left)
        XCTAssertEqual(sim.convert(reported: Point(x: 0, y: 0), to: sim.rootView), Point(x: 0, y: 320))
        XCTAssertEqual(sim.convert(reported: Point(x: 162, y: 0), to: sim.rootView), Point(x: 0, y: 158))
        XCTAssertEqual(
            sim.convert(Point(x: 0, y: 158), from: sim.rootView, toReported: .screen), Point(x: 162, y: 0))
    }

    /// The other landscape: the bottom edge on the portrait screen's right, (158, 568 − 568, 162,
    /// 568), converts to the same landscape rect.
    func test_theRightEdgeReadingConvertsToTheSameRect() throws {
        let sim = try shown(.right)
        let end = try XCTUnwrap(sim.notificationLog.last?.post.userInfo.frameEnd)
        XCTAssertEqual(end, Rect(x: 158, y: 0, width: 162, height: 568))
        XCTAssertEqual(
            sim.convert(reported: end, to: sim.rootView), Rect(x: 0, y: 158, width: 568, height: 162))
    }

    /// From iOS 8 the coordinates follow the interface: the conversion moves only the origin.
    func test_fromIOS8TheRectIsNotTurned() throws {
        let sim = try Simulator(
            deviceID: "iphone-se-1", orientation: .landscape, profile: IOSVersionProfile(majorVersion: 8))
        let rect = Rect(x: 0, y: 100, width: 568, height: 220)
        XCTAssertEqual(sim.convert(reported: rect, to: sim.rootView), rect)
    }
}
