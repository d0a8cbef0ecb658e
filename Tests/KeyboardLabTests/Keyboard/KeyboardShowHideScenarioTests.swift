import XCTest

@testable import KeyboardLab

/// Show, hide and the first show after launch (facts §1.2, §1.3, §1.4, §2, §10.1).
final class KeyboardShowHideScenarioTests: XCTestCase {
    private func machine(_ id: String, _ version: Int = 17) throws -> KeyboardStateMachine {
        KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), profile: IOSVersionProfile(majorVersion: version))
    }

    private let showOrder: [KeyboardNotificationName] = [
        .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
    ]
    private let hideOrder: [KeyboardNotificationName] = [
        .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
    ]

    /// facts §1.2 order and §10.1 / §3.1 values: iPhone 15 / 14 Pro, begin (0 852; 393×336),
    /// end (0 516; 393×336), 0.25, curve 7.
    func test_show_iPhone15_orderAndUserInfo_facts1_2_and10_1() throws {
        var m = try machine("iphone-15")
        let events = try m.show(field: "message")
        XCTAssertEqual(events.notificationNames, showOrder)
        for post in events.notifications {
            XCTAssertEqual(post.userInfo.frameBegin, Rect(x: 0, y: 852, width: 393, height: 336))
            XCTAssertEqual(post.userInfo.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))
            XCTAssertEqual(post.userInfo.animationDuration, 0.25)
            XCTAssertEqual(post.userInfo.animationCurve, 7)
            XCTAssertTrue(post.userInfo.isLocal)
        }
    }

    /// facts §10.1: 430x932 with QuickType is 346, MAUI dump {{0, 586}, {430, 346}}.
    func test_show_iPhone15ProMax_endY586_facts10_1() throws {
        var m = try machine("iphone-15-pro-max")
        let end = try XCTUnwrap(try m.show().notifications.first).userInfo.frameEnd
        XCTAssertEqual(KeyboardNumberFormat.nsRect(end), "NSRect: {{0, 586}, {430, 346}}")
    }

    /// facts §3.1 D11/D12: 414x896 with QuickType 346 → end y 550; D13: SE2 260 → y 407.
    func test_show_otherDevices_endFrames_facts3_1() throws {
        var xr = try machine("iphone-11")
        XCTAssertEqual(
            try xr.show().notifications[0].userInfo.frameEnd, Rect(x: 0, y: 550, width: 414, height: 346))
        var se = try machine("iphone-se-3")
        XCTAssertEqual(
            try se.show().notifications[0].userInfo.frameEnd, Rect(x: 0, y: 407, width: 375, height: 260))
    }

    /// facts §1.3: wills inside the keyboard's animation block; dids ≈0.5 s later (§1.2, §4.2).
    func test_show_willsInsideAnimationBlock_didsAfterHalfSecond_facts1_3() throws {
        var m = try machine("iphone-15")
        let events = try m.show()
        let motion = try XCTUnwrap(events.motions.first)
        XCTAssertEqual(motion.curve, 7)
        XCTAssertEqual(motion.duration, 0.25)
        XCTAssertEqual(motion.settleDuration, 0.5)
        XCTAssertTrue(motion.postsWillNotificationsInside)
        let times = events.compactMap { $0.notification == nil ? nil : $0.time }
        XCTAssertEqual(times, [0, 0, 0.5, 0.5])
        XCTAssertEqual(events.notifications.map(\.isInsideAnimationBlock), [true, true, false, false])
        // The motion opens the block before the wills are posted.
        guard case .motion = events[1].kind else { return XCTFail("motion expected before the wills") }
    }

    /// facts §1.2 hide order; End back at the screen height, Begin the shown frame; D03 puts
    /// didEndEditing between WillHide and DidChangeFrame.
    func test_hide_orderAndFrames_facts1_2_D03() throws {
        var m = try machine("iphone-15")
        _ = try m.show(field: "message")
        let events = m.hide()
        XCTAssertEqual(events.notificationNames, hideOrder)
        XCTAssertEqual(
            events.notifications[0].userInfo.frameBegin, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(events.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 852, width: 393, height: 336))
        let kinds = events.map { event -> String in
            switch event.kind {
            case .notification(let post): post.name.rawValue
            case .textField: "didEndEditing"
            case .motion: "motion"
            case .drag: "drag"
            case .warning: "warning"
            }
        }
        XCTAssertEqual(
            kinds,
            [
                "motion", "keyboardWillChangeFrame", "keyboardWillHide", "didEndEditing",
                "keyboardDidChangeFrame", "keyboardDidHide",
            ])
        // Hiding a hidden keyboard posts nothing; the request is not accepted quietly.
        let again = m.hide()
        XCTAssertEqual(again.notificationNames, [])
        XCTAssertEqual(again.warnings, [.keyboardNotShown(scenario: "hide")])
    }

    /// facts §1.1: object nil up to iOS 15, the UIScreen from iOS 16 [INFERENCE].
    func test_notificationObject_perProfile_facts1_1() throws {
        var old = try machine("iphone-15", 15)
        XCTAssertEqual(try old.show().notifications.map(\.object), Array(repeating: .none, count: 4))
        var new = try machine("iphone-15", 16)
        XCTAssertEqual(try new.show().notifications.map(\.object), Array(repeating: .screen, count: 4))
    }

    /// facts §10.4: iOS 15 willShow → didBeginEditing; iOS 16+ didBeginEditing → willShow.
    func test_beginEditingOrder_iOS15vs17_facts10_4() throws {
        func firstTwo(_ version: Int) throws -> [String] {
            var m = try machine("iphone-15", version)
            return try m.show(field: "a").compactMap { event -> String? in
                switch event.kind {
                case .notification(let post) where post.name == .keyboardWillShow: "willShow"
                case .textField: "didBeginEditing"
                default: nil
                }
            }
        }
        XCTAssertEqual(try firstTwo(15), ["willShow", "didBeginEditing"])
        XCTAssertEqual(try firstTwo(17), ["didBeginEditing", "willShow"])
    }

    /// Issue 10: the ordinary one-round show is the default on every profile, the first show after
    /// launch included (most real captures of a show from hidden are one round, facts §1.2, §2).
    func test_firstShow_isTheOrdinaryShow_onEveryProfile() throws {
        for profile in IOSVersionProfile.all {
            var m = KeyboardStateMachine(device: try DeviceCatalogue.device("iphone-se-3"), profile: profile)
            XCTAssertEqual(try m.show().notificationNames, showOrder, profile.id)
        }
    }

    /// facts §1.4: the first show after launch posts two rounds (D08: 0.306 s apart; jsq #701:
    /// WCF, WCF, DCF, DS, DCF, DS pattern), now a scenario of its own. iPhone 8-class on iOS 13:
    /// keys-only 216, then 260 with the 0.25 QuickType resize of iOS ≤ 13 (facts §1.5).
    func test_firstShowAfterLaunch_twoRounds_iOS13_facts1_4() throws {
        var m = try machine("iphone-se-3", 13)
        let events = try m.showFirstAfterLaunch()
        XCTAssertEqual(
            events.notificationNames,
            [
                .keyboardWillChangeFrame, .keyboardWillShow, .keyboardWillChangeFrame, .keyboardWillShow,
                .keyboardDidChangeFrame, .keyboardDidShow, .keyboardDidChangeFrame, .keyboardDidShow,
            ])
        let posts = events.notifications
        XCTAssertEqual(posts[0].userInfo.frameEnd, Rect(x: 0, y: 451, width: 375, height: 216))
        XCTAssertEqual(posts[2].userInfo.frameBegin, Rect(x: 0, y: 451, width: 375, height: 216))
        XCTAssertEqual(posts[2].userInfo.frameEnd, Rect(x: 0, y: 407, width: 375, height: 260))
        let times = events.compactMap { $0.notification == nil ? nil : $0.time }
        XCTAssertEqual(times, [0, 0, 0.306, 0.306, 0.5, 0.5, 0.806, 0.806])
        XCTAssertEqual(posts[2].userInfo.animationDuration, 0.25)
        // Not the first show any more: the pattern is refused until a relaunch.
        _ = m.hide()
        XCTAssertThrowsError(try m.showFirstAfterLaunch()) { error in
            XCTAssertEqual(error as? KeyboardScenarioError, .notFirstShowSinceLaunch)
        }
        m.launch()
        XCTAssertEqual(try m.showFirstAfterLaunch().notificationNames.count, 8)
    }

    /// The same pattern on iOS 17: the resize round reports 0, the iOS 14+ QuickType duration
    /// (facts §1.5), so its dids come with its wills at +0.306 s.
    func test_firstShowAfterLaunch_iOS17_secondRoundInstant_facts1_4_and1_5() throws {
        var m = try machine("iphone-15")
        let events = try m.showFirstAfterLaunch(field: "input")
        let posts = events.notifications
        XCTAssertEqual(posts[0].userInfo.frameEnd, Rect(x: 0, y: 560, width: 393, height: 292))
        XCTAssertEqual(posts[2].userInfo.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))
        XCTAssertEqual(posts[2].userInfo.animationDuration, 0)
        let times = events.compactMap { $0.notification == nil ? nil : $0.time }
        XCTAssertEqual(times, [0, 0, 0.306, 0.306, 0.306, 0.306, 0.5, 0.5])
    }

    /// The variant whose Begin is measured without the QuickType bar (facts §2: Begin.size may
    /// differ from End.size on a first show, D11 288 vs 346): one round, Begin (0 852; 393×292)
    /// hidden with the keys-only height, End (0 516; 393×336).
    func test_showBeginWithoutQuickType_oneRound_beginShorter_D11() throws {
        var m = try machine("iphone-15")
        let events = try m.showBeginWithoutQuickType()
        XCTAssertEqual(events.notificationNames, showOrder)
        for post in events.notifications {
            XCTAssertEqual(post.userInfo.frameBegin, Rect(x: 0, y: 852, width: 393, height: 292))
            XCTAssertEqual(post.userInfo.frameEnd, Rect(x: 0, y: 516, width: 393, height: 336))
        }
        // The keyboard itself comes up whole: its motion starts from the full-height parking place.
        XCTAssertEqual(events.motions.first?.from, Rect(x: 0, y: 852, width: 393, height: 336))
        // With QuickType off there is nothing to differ: a warning says so.
        var off = try machine("iphone-15")
        _ = off.setQuickType(false)
        XCTAssertEqual(try off.showBeginWithoutQuickType().warnings, [.beginHeightEqualsEnd(height: 292)])
    }

    /// launch() resets what belongs to the app (focus, the keyboard's frame, the first-show flag) and
    /// keeps what belongs to the device (QuickType setting, hardware keyboard): nothing is posted.
    func test_launch_resetsTheApp_keepsTheDevice() throws {
        var m = try machine("iphone-15")
        _ = m.setQuickType(false)
        _ = try m.show(field: "a")
        m.launch()
        XCTAssertNil(m.state.focusedField)
        XCTAssertFalse(m.state.hasShownSinceLaunch)
        XCTAssertFalse(m.state.quickType)
        XCTAssertEqual(m.state.frame, Rect(x: 0, y: 852, width: 393, height: 0))
        XCTAssertFalse(m.isOnScreen)
    }

    /// facts §1.4 D14: an iPad's first show is a 0-height notification (0.25) then the full keyboard
    /// with duration 0 (398 in landscape on the 9.7-inch iPad).
    func test_firstShow_iPad_zeroHeightThenFull_D14() throws {
        var m = KeyboardStateMachine(
            device: try DeviceCatalogue.device("ipad-9-7"), orientation: .landscape,
            profile: IOSVersionProfile(majorVersion: 12))
        let posts = try m.showFirstAfterLaunch().notifications.filter { $0.name == .keyboardWillShow }
        XCTAssertEqual(posts.count, 2)
        XCTAssertEqual(posts[0].userInfo.frameEnd.height, 0)
        XCTAssertEqual(posts[0].userInfo.animationDuration, 0.25)
        XCTAssertEqual(posts[1].userInfo.frameEnd, Rect(x: 0, y: 370, width: 1024, height: 398))
        XCTAssertEqual(posts[1].userInfo.animationDuration, 0)
    }

    /// facts §1.4: third-party keyboards post willShow with heights 0, 216, then 259.
    func test_thirdPartyKeyboard_repeatedWillShow_facts1_4() throws {
        var m = try machine("iphone-se-3")
        let events = try m.showThirdPartyKeyboard()
        let willShows = events.notifications.filter { $0.name == .keyboardWillShow }
        XCTAssertEqual(willShows.map(\.userInfo.frameEnd.height), [0, 216, 259])
        XCTAssertEqual(willShows.map(\.userInfo.frameEnd.minY), [667, 451, 408])
        XCTAssertEqual(willShows[1].userInfo.frameBegin, willShows[0].userInfo.frameEnd)
    }

    /// The printable event list of a show on the default device (DESIGN.md sketch: the will line
    /// reads `keyboardWillChangeFrame  begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7`).
    func test_eventSummaries_show() throws {
        var m = KeyboardStateMachine()
        let lines = try m.show(field: "input").map(\.summary)
        XCTAssertEqual(
            lines,
            [
                "0 ms  textFieldDidBeginEditing input",
                "0 ms  motion (0 852; 393×336) -> (0 516; 393×336)  0.25 s  curve 7  settles 500 ms",
                "0 ms  keyboardWillChangeFrame  begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7",
                "0 ms  keyboardWillShow         begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7",
                "500 ms  keyboardDidChangeFrame   begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7",
                "500 ms  keyboardDidShow          begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7",
            ])
    }

    func test_invalidAccessoryHeight_isATypedError() throws {
        var m = try machine("iphone-15")
        XCTAssertThrowsError(try m.show(accessoryHeight: -1)) { error in
            XCTAssertEqual(
                error as? KeyboardScenarioError, .invalidValue(name: "accessory height", value: -1))
        }
    }
}
