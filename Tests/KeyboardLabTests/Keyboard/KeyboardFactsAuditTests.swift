import XCTest

@testable import KeyboardLab

/// Regression tests for places where the simulation disagreed with the facts it cites. Each
/// expected value comes from the dump or source named in its comment, never from the lab's output.
final class KeyboardFactsAuditTests: XCTestCase {
    private func machine(_ id: String, ios: Int) throws -> KeyboardStateMachine {
        KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), profile: IOSVersionProfile(majorVersion: ios))
    }

    /// facts §2 D11 (a 414x896 phone, iOS 12, logged 2019-04-30): a first show with
    /// FrameBegin {{0, 896}, {414, 288}} and FrameEnd {{0, 550}, {414, 346}}.
    func test_shortBegin_on414x896_iOS12_isD11s288() throws {
        for id in ["iphone-xr", "iphone-xs-max"] {
            var m = try machine(id, ios: 12)
            let events = try m.showBeginWithoutQuickType()
            let info = try XCTUnwrap(events.notifications.first).userInfo
            XCTAssertEqual(info.frameBegin, Rect(x: 0, y: 896, width: 414, height: 288), id)
            XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 550, width: 414, height: 346), id)
        }
    }

    /// facts §1.4/§1.5 D08 (375x667, iOS 11, pinyin): the first show posts willShow twice, 0.306 s
    /// apart; the first round is the 216-pt keys, the second 216 → 289.5 with duration 0.25.
    func test_firstShow_pinyin_iOS11_is216Then289_5_D08() throws {
        var m = try machine("iphone-se-3", ios: 11)
        let events = try m.showFirstAfterLaunch(kind: .otherLanguage)
        let shows = events.compactMap { e -> (Double, KeyboardUserInfo)? in
            guard let post = e.notification, post.name == .keyboardWillShow else { return nil }
            return (e.time, post.userInfo)
        }
        XCTAssertEqual(shows.count, 2)
        guard shows.count == 2 else { return }
        XCTAssertEqual(shows[0].1.frameBegin, Rect(x: 0, y: 667, width: 375, height: 216))
        XCTAssertEqual(shows[0].1.frameEnd, Rect(x: 0, y: 667 - 216, width: 375, height: 216))
        XCTAssertEqual(shows[0].1.animationDuration, 0.25)
        XCTAssertEqual(shows[1].0 - shows[0].0, 0.306, accuracy: 1e-9)
        XCTAssertEqual(shows[1].1.frameBegin, Rect(x: 0, y: 667 - 216, width: 375, height: 216))
        XCTAssertEqual(shows[1].1.frameEnd, Rect(x: 0, y: 667 - 289.5, width: 375, height: 289.5))
        XCTAssertEqual(shows[1].1.animationDuration, 0.25)
    }

    /// facts §1.7: "iPad + hardware keyboard (iOS 5): no keyboard notifications at all (D03)"
    /// [CONFIRMED with Rultech/Polidea]; the shortcuts bar is iOS 9+. So on iOS 7 and 8 focusing
    /// and unfocusing a field posts nothing, and nothing of the keyboard is on screen.
    func test_iPad_hardwareKeyboard_beforeIOS9_noShortcutsBar_noNotifications_D03() throws {
        for ios in [7, 8] {
            var m = try machine("ipad-9-7", ios: ios)
            _ = m.connectHardwareKeyboard()
            XCTAssertEqual(try m.show().notificationNames, [], "iOS \(ios) show")
            XCTAssertFalse(m.isOnScreen, "iOS \(ios): no shortcuts bar before iOS 9")
            XCTAssertEqual(m.hide().notificationNames, [], "iOS \(ios) hide")
        }
        // iOS 9: the bar is there (full 313-pt frame, 55 pt on screen: ionic PR #273).
        var nine = try machine("ipad-9-7", ios: 9)
        _ = nine.connectHardwareKeyboard()
        let end = try XCTUnwrap(try nine.show().notifications.first).userInfo.frameEnd
        XCTAssertEqual(end, Rect(x: 0, y: 1024 - 55, width: 768, height: 313))
    }

    /// facts §1.7 (DCIntrospect-ARC PR #44): iOS 9 posts UIKeyboardDidHideNotification when a field
    /// is selected with a hardware keyboard, "This is not the case on iOS8"; with D03 and
    /// Rultech/Polidea (no accessory view: no notifications) iOS 8 posts nothing on focus.
    func test_iPhone_hardwareKeyboard_iOS8_postsNoDidHide_iOS9_does() throws {
        var eight = try machine("iphone-se-3", ios: 8)
        _ = eight.connectHardwareKeyboard()
        XCTAssertFalse(try eight.show().notificationNames.contains(.keyboardDidHide))
        var nine = try machine("iphone-se-3", ios: 9)
        _ = nine.connectHardwareKeyboard()
        XCTAssertTrue(try nine.show().notificationNames.contains(.keyboardDidHide))
    }

    /// facts §1.8 QMUI #8 (2017): during docked → "floating" (the undocked keyboard of iOS 8–10) the
    /// wills' End was correct on iOS 8, had y = the keyboard's maxY on iOS 9 and y = the screen
    /// height on iOS 10; the dids carry the real frame.
    func test_undock_willEnd_perVersion_QMUI8() throws {
        for ios in [8, 9, 10] {
            var m = try machine("ipad-9-7", ios: ios)
            _ = try m.show()
            let events = try m.undock()
            let will = events.notifications[0].userInfo.frameEnd
            let real = events.notifications[2].userInfo.frameEnd
            XCTAssertEqual(will.size, real.size, "iOS \(ios)")
            switch ios {
            case 8: XCTAssertEqual(will, real)
            case 9: XCTAssertEqual(will.minY, real.maxY)
            default: XCTAssertEqual(will.minY, 1024)
            }
        }
    }

    /// The phone-sized floating keyboard came with iPadOS 13 (facts §1.8: QMUI's 2017 "floating" is
    /// the undocked keyboard); `float` on an older profile is refused.
    func test_float_beforeIOS13_isRefused() throws {
        var m = try machine("ipad-9-7", ios: 9)
        _ = try m.show()
        XCTAssertThrowsError(try m.float()) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError,
                .requiresVersion(feature: "the floating keyboard", minimum: 13, profile: 9))
        }
        var thirteen = try machine("ipad-9-7", ios: 13)
        _ = try thirteen.show()
        XCTAssertNoThrow(try thirteen.float())
    }

    /// facts §3.1 D10: 366.666… (1100/3) after a keyboard switch on the 375x812 class; Devices.md
    /// and Keyboard.md state it as the class's "other language" height, so every 375x812 entry
    /// (X/XS/11 Pro and 12/13 mini) has it.
    func test_otherLanguage_on375x812_class_isD10s366_67() throws {
        for device in DeviceCatalogue.all
        where device.portraitSize.value == Size(width: 375, height: 812) {
            let h = device.keyboardHeight(.otherLanguage, quickType: true, orientation: .portrait)
            XCTAssertEqual(h.value, 1100.0 / 3.0, accuracy: 1e-9, device.id)
        }
    }
}
