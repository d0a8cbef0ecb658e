import XCTest

@testable import KeyboardLab

/// What the iOS profiles change in a show, with the values of the real dumps (docs/Facts.md §1.9,
/// §2, §3.1, §10.5).
final class KeyboardVersionScenarioTests: XCTestCase {
    private func machine(
        _ id: String, _ version: Int, _ orientation: Orientation = .portrait
    ) throws -> KeyboardStateMachine {
        KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), orientation: orientation,
            profile: IOSVersionProfile(majorVersion: version))
    }

    /// D03 (iPad, landscape, before iOS 8): frames in the portrait-fixed screen space,
    /// {{0, 0}, {352, 1024}} for the docked keyboard, while Bounds {1024, 352} and CenterEnd
    /// (512, 592) stay in the rotated window's coordinates (facts §2 invariants). iOS 7 keeps
    /// the 352-pt pre-predictive landscape keyboard (D03).
    func test_iOS7_landscapePad_portraitFixedFrames_D03() throws {
        var m = try machine("ipad-9-7", 7, .landscape)
        let post = try XCTUnwrap(try m.show().notifications.first)
        let info = post.userInfo
        XCTAssertEqual(info.frameEnd, Rect(x: 0, y: 0, width: 352, height: 1024))
        // Begin: parked below the landscape screen (y 768), turned: x = 768 − 1120 = −352.
        XCTAssertEqual(info.frameBegin, Rect(x: -352, y: 0, width: 352, height: 1024))
        XCTAssertEqual(info.bounds, Rect(x: 0, y: 0, width: 1024, height: 352))
        XCTAssertEqual(info.centerEnd, Point(x: 512, y: 592))
        XCTAssertEqual(post.assumptions, [.portraitFixedLandscape])
        // iOS 8 follows the orientation (facts §1.9): the landscape frame itself, 391 pt with
        // iOS 8's bar (D15 and a second log: {{0, 377}, {1024, 391}}, facts §3.1).
        var ios8 = try machine("ipad-9-7", 8, .landscape)
        XCTAssertEqual(
            try ios8.show().notifications[0].userInfo.frameEnd, Rect(x: 0, y: 377, width: 1024, height: 391))
    }

    /// facts §2: no isLocal before iOS 9; the private UIKeyboardFrameChangedByUserInteraction key
    /// only in the iOS 5–7 dumps, 0 for an ordinary show and 1 when the user undocks. NSDictionary
    /// prints the keys sorted, so the private key falls between FrameBegin and FrameEnd.
    func test_userInfoKeySet_iOS7_8_9_facts2() throws {
        var ios7 = try machine("iphone-4s", 7)
        let info7 = try ios7.show().notifications[0].userInfo
        XCTAssertEqual(
            info7.entries.map(\.key),
            [
                .animationCurve, .animationDuration, .bounds, .centerBegin, .centerEnd, .frameBegin,
                .frameChangedByUserInteraction, .frameEnd,
            ])
        XCTAssertEqual(info7[.frameChangedByUserInteraction], .bool(false))
        // D01: iOS 7 iPhone 4S, 216 pt, no predictive bar: End y = 480 − 216 = 264.
        XCTAssertEqual(info7.frameEnd, Rect(x: 0, y: 264, width: 320, height: 216))
        XCTAssertTrue(info7.dictionaryDescription.contains("UIKeyboardFrameChangedByUserInteraction = 0;"))
        XCTAssertFalse(info7.dictionaryDescription.contains("IsLocal"))
        var ios8 = try machine("iphone-se-3", 8)
        let info8 = try ios8.show().notifications[0].userInfo
        XCTAssertNil(info8[.isLocal])
        XCTAssertNil(info8[.frameChangedByUserInteraction])
        XCTAssertEqual(info8.tableColumns.last?.value, "-")
        var ios9 = try machine("iphone-se-3", 9)
        XCTAssertEqual(try ios9.show().notifications[0].userInfo[.isLocal], .bool(true))
        // The user undocking an iPad keyboard on iOS 7 sets the key to 1 (facts §1.8, D18).
        var pad = try machine("ipad-9-7", 7)
        _ = try pad.show()
        let undock = try pad.undock().notifications
        XCTAssertEqual(undock.first?.userInfo[.frameChangedByUserInteraction], .bool(true))
    }

    /// D06 (iPhone 6, iOS 8.4–10): 258 with the predictive bar, 225 with it swiped down, 216
    /// with Settings → Predictive off. iOS 11+: 260 (D13) and no strip.
    func test_predictiveBarByEra_D06_D13() throws {
        var ios9 = try machine("iphone-6", 9)
        XCTAssertEqual(try ios9.show().notifications[0].userInfo.frameEnd.height, 258)
        let collapse = ios9.setPredictiveBarCollapsed(true)
        XCTAssertEqual(collapse.notifications[0].userInfo.frameBegin.height, 258)
        XCTAssertEqual(
            collapse.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 442, width: 375, height: 225))
        XCTAssertEqual(collapse.notifications[0].userInfo.animationDuration, 0.25)  // iOS ≤ 13, facts §1.5
        _ = ios9.setQuickType(false)
        XCTAssertEqual(ios9.state.frame.height, 216)
        var ios11 = try machine("iphone-6", 11)
        XCTAssertEqual(try ios11.show().notifications[0].userInfo.frameEnd.height, 260)
        XCTAssertEqual(
            ios11.setPredictiveBarCollapsed(true).warnings,
            [.onlyInVersions(feature: "the predictive bar's strip", versions: 8...10, profile: 11)])
        // iOS 7: no bar at all, 216.
        var ios7 = try machine("iphone-se-1", 7)
        XCTAssertEqual(try ios7.show().notifications[0].userInfo.frameEnd.height, 216)
    }

    /// facts §10.5 (iOS 15 release notes, 68874861): autocorrectionType = .no hides the QuickType
    /// bar up to iOS 14; from iOS 15 only with spellCheckingType = .no too. iPhone 15: 336 with the
    /// bar, 292 without (facts §10.1).
    func test_textTraits_decideTheBar_iOS14vs15() throws {
        let noAutocorrect = TextInputTraits(autocorrectionType: .no)
        let neither = TextInputTraits(autocorrectionType: .no, spellCheckingType: .no)
        func height(_ version: Int, _ traits: TextInputTraits) throws -> Double {
            var m = try machine("iphone-15", version)
            _ = m.setTextInputTraits(traits, forField: "code")
            return try m.show(field: "code").notifications[0].userInfo.frameEnd.height
        }
        XCTAssertEqual(try height(14, noAutocorrect), 292)
        XCTAssertEqual(try height(15, noAutocorrect), 336)
        XCTAssertEqual(try height(15, neither), 292)
        XCTAssertEqual(try height(15, TextInputTraits()), 336)
        // On the focused field the traits apply at the next focus, with a warning.
        var m = try machine("iphone-15", 17)
        _ = try m.show(field: "code")
        XCTAssertEqual(
            m.setTextInputTraits(neither, forField: "code").warnings, [.traitsApplyAtNextFocus(field: "code")]
        )
        XCTAssertEqual(m.state.frame.height, 336)
        _ = m.hide()
        XCTAssertEqual(try m.show(field: "code").notifications[0].userInfo.frameEnd.height, 292)
        // Another field keeps the bar; traits survive a relaunch (they are the app's code).
        _ = try m.focus(field: "name")
        XCTAssertEqual(m.state.frame.height, 336)
        m.launch()
        XCTAssertEqual(m.state.fieldTraits["code"], neither)
    }

    /// iOS 26 (facts §4.2, Telegram's fork): the keyboard moves on mass 1, stiffness 555.027,
    /// damping 47.118 (ζ = 1, ω₀ = 23.559 s⁻¹). At 0.1 s: p = 1 − e^(−2.3559)(1 + 2.3559).
    func test_iOS26Spring_movesTheKeyboard_facts4_2() throws {
        let sim = try Simulator(deviceID: "iphone-16-pro", profile: IOSVersionProfile(majorVersion: 26))
        try sim.perform(.show())
        sim.step(frames: 6)
        let omega = 555.027.squareRoot()
        let p = 1 - (-omega * 0.1).exp * (1 + omega * 0.1)
        // 402x874, 336 [UNVERIFIED]: 874 − 336 p. (ζ is 0.9999995, not exactly 1: the critical
        // formula is off by under 1e-4 pt.)
        XCTAssertEqual(sim.keyboardPresentedFrame.minY, 874 - 336 * p, accuracy: 1e-3)
        let motion = try XCTUnwrap(sim.motionLog.first?.motion)
        XCTAssertEqual(motion.assumptions, [.keyboardSpring, .outOfProcessAnimationBlock])
        sim.run()
        // The did-notifications come when Core Animation's estimate ends (0.4005 s): frame 25.
        XCTAssertEqual(sim.notificationLog.last?.frameIndex, 25)
    }

    /// facts §1.7 [CONFLICT]: the iPad shortcuts bar posts willHide (QMUI #6) by default; the
    /// profile switch gives Flutter's reading, willShow. The frame is the same either way: the full
    /// 313-pt keyboard with 55 pt on screen (9.7-inch, portrait: y = 1024 − 55 = 969).
    func test_shortcutsBarNotification_isASwitch_facts1_7() throws {
        var m = try machine("ipad-9-7", 17)
        _ = m.connectHardwareKeyboard()
        let hide = try m.show()
        XCTAssertEqual(hide.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillHide])
        XCTAssertEqual(hide.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 969, width: 768, height: 313))
        XCTAssertTrue(hide.notifications[0].assumptions.contains(.shortcutsBarNotification))
        var flutter = try machine("ipad-9-7", 17)
        try flutter.profile.set("shortcuts-bar-posts", to: .word("willShow"))
        _ = flutter.connectHardwareKeyboard()
        let show = try flutter.show()
        XCTAssertEqual(show.notificationNames.prefix(2), [.keyboardWillChangeFrame, .keyboardWillShow])
        XCTAssertEqual(show.notifications[0].userInfo.frameEnd, Rect(x: 0, y: 969, width: 768, height: 313))
    }

    /// facts §1.6 / rdar 34432484: on iOS ≤ 10 a focus move posts the old field's willHide and the
    /// new field's willShow; between two letters fields nothing moves, so each pair's dids follow
    /// at once (an instant change, docs/Keyboard.md).
    func test_fieldSwitch_iOS10_hideThenShow() throws {
        var m = try machine("iphone-se-3", 10)
        _ = try m.show(field: "a")
        let events = try m.focus(field: "b")
        XCTAssertEqual(
            events.notificationNames,
            [
                .keyboardWillChangeFrame, .keyboardWillHide, .keyboardDidChangeFrame, .keyboardDidHide,
                .keyboardWillChangeFrame, .keyboardWillShow, .keyboardDidChangeFrame, .keyboardDidShow,
            ])
        XCTAssertTrue(events.notifications.allSatisfy { $0.userInfo.frameBegin == $0.userInfo.frameEnd })
        XCTAssertTrue(events.motions.isEmpty)
    }
}
