import XCTest

@testable import KeyboardLab

/// Hardware keyboards, accessory views alone and the iPad shortcuts bar (facts §1.7, §7).
final class KeyboardHardwareScenarioTests: XCTestCase {
    private func machine(_ id: String, _ orientation: Orientation = .portrait) throws -> KeyboardStateMachine
    {
        KeyboardStateMachine(device: try DeviceCatalogue.device(id), orientation: orientation)
    }

    /// facts §1.7 (AlphaWallet PR #1254, D17): iPhone + hardware keyboard, focus posts no willShow but
    /// willChangeFrame + willHide with zero-height frames at the bottom.
    func test_iPhone_hardwareKeyboard_focus_noWillShow_zeroHeight_facts1_7() throws {
        var m = try machine("iphone-se-3")
        _ = m.connectHardwareKeyboard()
        let events = try m.show()
        XCTAssertFalse(events.notificationNames.contains(.keyboardWillShow))
        XCTAssertEqual(events.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(events.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 667, width: 375, height: 0))
        XCTAssertEqual(events.notifications[0].userInfo.frameBegin.height, 0)
        XCTAssertTrue(events.motions.isEmpty)
        // Unfocus: willHide again (AlphaWallet: on focus and unfocus).
        XCTAssertEqual(m.hide().notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
    }

    /// facts §1.7 D16: hardware keyboard + 44-pt accessory → the frame is just the accessory, and the
    /// notifications behave normally (Rultech article).
    func test_hardwareKeyboard_accessoryOnly_D16() throws {
        var m = try machine("iphone-se-3")
        _ = m.connectHardwareKeyboard()
        let events = try m.show(accessoryHeight: 44)
        XCTAssertEqual(
            events.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(events.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 623, width: 375, height: 44))
    }

    /// facts §1.7: iPad shortcuts bar: the frame keeps the full height (313 on the 9.7-inch iPad) and
    /// only ~55 pt are on screen; the intersection with the screen gives 55 (e-learn mirror).
    func test_iPad_shortcutsBar_fullHeightMostlyOffScreen_intersection55_facts1_7() throws {
        var m = try machine("ipad-9-7")
        _ = m.connectHardwareKeyboard()
        let events = try m.show()
        XCTAssertEqual(events.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        let end = events.notifications[0].userInfo.frameEnd
        XCTAssertEqual(end, Rect(x: 0, y: 969, width: 768, height: 313))
        let screen = Rect(x: 0, y: 0, width: 768, height: 1024)
        XCTAssertEqual(KeyboardCoordinates.overlapHeight(keyboardFrame: end, viewFrameInScreen: screen), 55)
    }

    /// Connecting a hardware keyboard while the software keyboard is shown (facts §1.7): iPhone slides
    /// it away with willHide; with an accessory it shrinks to the accessory with a second willShow
    /// (rdar 25193835); disconnecting brings the software keyboard back with willShow.
    func test_connectAndDisconnect_whileShown_facts1_7() throws {
        var phone = try machine("iphone-15")
        _ = try phone.show()
        let connect = phone.connectHardwareKeyboard()
        XCTAssertEqual(connect.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(connect.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 852, width: 393, height: 0))
        let disconnect = phone.disconnectHardwareKeyboard()
        XCTAssertEqual(disconnect.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(
            disconnect.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))

        var withAccessory = try machine("iphone-15")
        _ = try withAccessory.show(accessoryHeight: 44)
        let shrink = withAccessory.connectHardwareKeyboard()
        XCTAssertEqual(shrink.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(shrink.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 808, width: 393, height: 44))

        var pad = try machine("ipad-9-7", .landscape)
        _ = try pad.show()
        let bar = pad.connectHardwareKeyboard().notifications[0].userInfo.frameEnd
        XCTAssertEqual(bar, Rect(x: 0, y: 713, width: 1024, height: 398))
    }

    /// Connecting with the keyboard hidden posts nothing.
    func test_connectWhileHidden_postsNothing() throws {
        var m = try machine("iphone-15")
        XCTAssertEqual(m.connectHardwareKeyboard(), [])
        XCTAssertTrue(m.state.hardwareKeyboard)
    }
}
