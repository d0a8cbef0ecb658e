import XCTest

@testable import KeyboardLab

/// Split View, Slide Over, isLocal and the intersection recipe (facts §1.11, §7).
final class KeyboardMultitaskingTests: XCTestCase {
    /// facts §7: in Split View the frame is in screen coordinates (834 wide on the 11-inch iPad Pro,
    /// 333 pt tall, facts §10.1) and does not match the 417-wide window; converting and intersecting
    /// gives a 417×333 overlap.
    func test_splitView_frameInScreenCoordinates_intersection_facts7() throws {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device("ipad-pro-11"))
        let window = Rect(x: 417, y: 0, width: 417, height: 1194)
        try m.setPlacement(.splitView(windowFrame: window))
        let end = try m.show().notifications[0].userInfo.frameEnd
        XCTAssertEqual(end, Rect(x: 0, y: 861, width: 834, height: 333))
        let converted = KeyboardCoordinates.convert(end, toSpaceAt: window)
        XCTAssertEqual(converted, Rect(x: -417, y: 861, width: 834, height: 333))
        XCTAssertEqual(KeyboardCoordinates.overlapHeight(keyboardFrame: end, viewFrameInScreen: window), 333)
        XCTAssertEqual(KeyboardCoordinates.convert(converted, fromSpaceAt: window), end)
    }

    /// facts §1.11 (Apple docs): another visible app's keyboard arrives with isLocal = false.
    func test_otherApp_isLocalFalse_facts1_11() throws {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device("ipad-pro-11"))
        try m.setPlacement(.splitView(windowFrame: Rect(x: 0, y: 0, width: 417, height: 1194)))
        let shown = try m.showFromOtherApp()
        XCTAssertEqual(shown.notifications.map(\.userInfo.isLocal), [false, false, false, false])
        XCTAssertTrue(shown.notifications[0].userInfo.summary.hasSuffix("not local"))
        let hidden = m.hideInOtherApp()
        XCTAssertEqual(hidden.notifications.map(\.userInfo.isLocal), [false, false, false, false])
        XCTAssertTrue(try m.show().notifications[0].userInfo.isLocal)
    }

    /// When this app holds the keyboard, the other app's show comes after this app's hide sequence.
    func test_otherApp_takesOverAFocusedKeyboard() throws {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device("ipad-pro-11"))
        _ = try m.show(field: "mine")
        let events = try m.showFromOtherApp()
        let posts = events.notifications
        XCTAssertEqual(posts.map(\.userInfo.isLocal), [true, true, true, true, false, false, false, false])
        guard posts.count == 8 else { return XCTFail("expected a hide then a show") }
        XCTAssertEqual(posts[1].name, .keyboardWillHide)
        XCTAssertEqual(posts[5].name, .keyboardWillShow)
        let willShowTime = try XCTUnwrap(events.first { $0.notification?.name == .keyboardWillShow }?.time)
        XCTAssertEqual(willShowTime, 0.5)
    }

    /// facts §1.11 (Flutter): in Slide Over the reported frame leaves out the gap below the panel.
    /// 9.7-inch iPad landscape: keyboard at y 370 (398 pt); panel bottom 728 → gap 40 → reported y 330.
    func test_slideOver_reportedFrameOmitsBottomGap_facts1_11() throws {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device("ipad-9-7"), orientation: .landscape)
        try m.setPlacement(.slideOver(windowFrame: Rect(x: 694, y: 24, width: 320, height: 704)))
        let end = try m.show().notifications[0].userInfo.frameEnd
        XCTAssertEqual(end, Rect(x: 0, y: 330, width: 1024, height: 398))
        m.profile.slideOverFrameOmitsBottomGap = false
        _ = m.hide()
        XCTAssertEqual(try m.show().notifications[0].userInfo.frameEnd.minY, 370)
    }

    /// facts §7 recipe: a view that does not reach the keyboard gets the safe-area inset (Apple's
    /// sample); a form-sheet-like view that overlaps by 51 pt gets 51, not the keyboard's 313.
    func test_bottomOffset_recipe_facts7() {
        let keyboard = Rect(x: 0, y: 711, width: 768, height: 313)
        let clear = Rect(x: 100, y: 200, width: 600, height: 500)
        XCTAssertEqual(
            KeyboardCoordinates.overlapHeight(keyboardFrame: keyboard, viewFrameInScreen: clear), 0)
        XCTAssertEqual(
            KeyboardCoordinates.bottomOffset(
                keyboardFrame: keyboard, viewFrameInScreen: clear, safeAreaBottom: 20), 20)
        let sheet = Rect(x: 84, y: 262, width: 600, height: 500)
        XCTAssertEqual(
            KeyboardCoordinates.overlapHeight(keyboardFrame: keyboard, viewFrameInScreen: sheet), 51)
        XCTAssertEqual(
            KeyboardCoordinates.bottomOffset(
                keyboardFrame: keyboard, viewFrameInScreen: sheet, safeAreaBottom: 20), 51)
    }

    /// facts §7 (Flutter): a docked frame classifies as docked, a willHide as hidden.
    func test_classify_facts7() throws {
        var m = KeyboardStateMachine()
        let show = try m.show().notifications[0]
        XCTAssertEqual(KeyboardCoordinates.classify(show, screen: m.screen), .docked)
        let hide = m.hide().notifications[1]
        XCTAssertNil(KeyboardCoordinates.classify(hide, screen: m.screen))
    }

    func test_multitaskingOnIPhone_isATypedError() {
        var m = KeyboardStateMachine()
        XCTAssertThrowsError(try m.setPlacement(.slideOver(windowFrame: .zero)))
    }
}
