import XCTest

@testable import KeyboardLab

/// Resizes of a shown keyboard: QuickType, keyboard kinds, accessory views and field switches
/// (facts §1.5, §1.6, §1.7, §10.1, §10.4).
final class KeyboardResizeScenarioTests: XCTestCase {
    private func shown(_ id: String, _ version: Int = 17, field: String = "a") throws -> KeyboardStateMachine
    {
        var m = KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), profile: IOSVersionProfile(majorVersion: version))
        _ = try m.show(field: field)
        return m
    }

    /// facts §1.5 [CONFLICT]: QuickType resize reports 0 on iOS 14+ (Capacitor #287), 0.25 before
    /// (D09: iPhone X 291 → 335 with 0.25). The resize posts WCF, WS, DCF, DS with Begin ≠ End.
    func test_quickTypeToggle_duration0OnIOS17_025OnIOS13_facts1_5() throws {
        var new = try shown("iphone-x", 17)
        let off = new.setQuickType(false)
        XCTAssertEqual(
            off.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(off.notifications[0].userInfo.frameBegin, Rect(x: 0, y: 477, width: 375, height: 335))
        XCTAssertEqual(off.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 521, width: 375, height: 291))
        XCTAssertEqual(off.notifications[0].userInfo.animationDuration, 0)
        XCTAssertEqual(off.motions.first?.isInstant, true)
        XCTAssertEqual(off.map(\.time), Array(repeating: 0, count: off.count), "instant: dids at once")

        var old = try shown("iphone-x", 13)
        _ = old.setQuickType(false)
        let on = old.setQuickType(true)
        XCTAssertEqual(on.notifications[0].userInfo.frameBegin.height, 291)
        XCTAssertEqual(on.notifications[0].userInfo.frameEnd.height, 335)
        XCTAssertEqual(on.notifications[0].userInfo.animationDuration, 0.25)
        XCTAssertEqual(on.compactMap { $0.notification == nil ? nil : $0.time }, [0, 0, 0.5, 0.5])
    }

    /// facts §1.5 / §10.1: switching to emoji posts willShow with duration 0 and no animation, even
    /// when the height does not change (emoji = letters with QuickType).
    func test_emojiSwitch_willShowDuration0_sameHeight_facts1_5() throws {
        var m = try shown("iphone-15")
        let events = m.switchKind(.emoji)
        XCTAssertEqual(events.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        let info = events.notifications[0].userInfo
        XCTAssertEqual(info.frameBegin, info.frameEnd)
        XCTAssertEqual(info.animationDuration, 0)
        XCTAssertTrue(events.motions.isEmpty, "nothing moves")
    }

    /// facts §3.1 D10: iPhone X 335 → 366.67 after a keyboard switch, duration 0.
    func test_otherLanguage_subPointHeight_D10() throws {
        var m = try shown("iphone-x", 13)
        let info = m.switchKind(.otherLanguage).notifications[0].userInfo
        XCTAssertEqual(info.frameBegin.height, 335)
        XCTAssertEqual(
            KeyboardNumberFormat.nsRect(info.frameEnd),
            "NSRect: {{0, 445.33333333333331}, {375, 366.66666666666669}}")
        XCTAssertEqual(info.animationDuration, 0)
    }

    /// facts §10.4: iOS 17 field switch posts willShow, no willHide, Begin == End, and
    /// didEndEditing(A), didBeginEditing(B) come first.
    func test_fieldSwitch_iOS17_willShowNoWillHide_facts10_4() throws {
        var m = try shown("iphone-15", 17)
        let events = try m.focus(field: "b")
        XCTAssertEqual(
            events.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        let info = events.notifications[0].userInfo
        XCTAssertEqual(info.frameBegin, info.frameEnd)
        XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))
        guard case .textField(.didEndEditing(field: "a")) = events[0].kind,
            case .textField(.didBeginEditing(field: "b")) = events[1].kind
        else { return XCTFail("editing callbacks first on iOS 17: \(events.prefix(2))") }
    }

    /// facts §1.6 rdar 34432484 (iOS 11 GM): no notification when the keyboard is already visible.
    func test_fieldSwitch_iOS12_silent_facts1_6() throws {
        var m = try shown("iphone-x", 12)
        XCTAssertEqual(try m.focus(field: "b").notificationNames, [])
    }

    /// facts §1.6 QMUI #3: WCF (old field), WCF + WS (new field), selectable on any profile.
    func test_fieldSwitch_qmuiVariant_facts1_6() throws {
        var m = try shown("iphone-15")
        m.profile.fieldSwitch = .doubleChangeFrameThenShow
        XCTAssertEqual(
            try m.focus(field: "b").notificationNames,
            [
                .keyboardWillChangeFrame, .keyboardWillChangeFrame, .keyboardWillShow,
                .keyboardDidChangeFrame,
                .keyboardDidShow,
            ])
    }

    /// facts §1.6 (newbe.dev): with an inputAccessoryView every field switch posts all four, even on a
    /// profile that is otherwise silent; the frame includes the accessory (facts §1.7).
    func test_fieldSwitch_withAccessory_postsAllFour_facts1_6() throws {
        var m = try shown("iphone-x", 12)
        let events = try m.focus(field: "b", accessoryHeight: 44)
        XCTAssertEqual(
            events.notificationNames,
            [.keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow])
        XCTAssertEqual(events.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 433, width: 375, height: 379))
    }

    /// A field with a number pad: the keyboard changes height (iPhone: keys-only height [UNVERIFIED]).
    func test_fieldSwitch_toNumberPad_changesHeight() throws {
        var m = try shown("iphone-15")
        let info = try m.focus(field: "pin", kind: .numberPad).notifications[0].userInfo
        XCTAssertEqual(info.frameBegin.height, 336)
        XCTAssertEqual(info.frameEnd.height, 292)
    }

    /// facts §1.7: an input accessory view on top of the software keyboard is part of the frame
    /// (iPhone 15: 336 + 44 = 380 → y 472).
    func test_accessoryAboveKeyboard_frameIncludesAccessory_facts1_7() throws {
        var m = KeyboardStateMachine(device: try DeviceCatalogue.device("iphone-15"))
        let info = try m.show(accessoryHeight: 44).notifications[0].userInfo
        XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 472, width: 393, height: 380))
        let removed = try m.setAccessoryHeight(0).notifications[0].userInfo
        XCTAssertEqual(removed.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))
    }
}
