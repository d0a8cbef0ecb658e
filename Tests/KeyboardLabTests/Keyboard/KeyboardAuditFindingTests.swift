import XCTest

@testable import KeyboardLab

/// The docs-only audit (findings 01–09): where a printed value rests on a guess, the post names
/// the assumption that describes that case, and the assumption's switch changes the value. The
/// expected numbers come from docs/Facts.md and docs/Devices.md, not from the lab's output.
final class KeyboardAuditFindingTests: XCTestCase {
    private func machine(
        _ id: String, _ orientation: Orientation = .portrait, version: Int = 17,
        adjust: (inout IOSVersionProfile) -> Void = { _ in }
    ) throws -> KeyboardStateMachine {
        var profile = IOSVersionProfile(majorVersion: version)
        adjust(&profile)
        return KeyboardStateMachine(
            device: try DeviceCatalogue.device(id), orientation: orientation, profile: profile)
    }

    /// Finding 01, facts §10.4: no log gives a same-height focus move's duration; the lab follows
    /// the QuickType rule (0 from iOS 14) and keeps it switchable (`field-switch-duration`).
    func test_sameHeightFocusMove_restsOnFieldSwitchDuration() throws {
        var m = try machine("iphone-15")
        _ = try m.show(field: "a")
        let posts = try m.focus(field: "b").notifications
        XCTAssertFalse(posts.isEmpty)
        for post in posts {
            XCTAssertEqual(post.userInfo.frameBegin, post.userInfo.frameEnd, "nothing moves")
            XCTAssertEqual(post.userInfo.animationDuration, 0, "iOS 17: the QuickType rule's 0")
            XCTAssertTrue(post.assumptions.contains(.fieldSwitchDuration), "\(post.assumptions)")
        }
        var switched = try machine("iphone-15") { $0.fieldSwitchDuration = 0.25 }
        _ = try switched.show(field: "a")
        XCTAssertEqual(try switched.focus(field: "b").notifications.first?.userInfo.animationDuration, 0.25)
        // iOS ≤ 10 (rdar 34432484): the willHide + willShow pair reports the same guessed duration.
        var old = try machine("iphone-se-3", version: 10)
        _ = try old.show(field: "a")
        let pair = try old.focus(field: "b").notifications
        XCTAssertTrue(pair.allSatisfy { $0.assumptions.contains(.fieldSwitchDuration) })
        XCTAssertEqual(pair.first?.userInfo.animationDuration, 0.25)
    }

    /// Finding 02, docs/Keyboard.md: hardware-keyboard notifications use the nominal 0.25 without a
    /// source (facts §1.7 gives D17's zero-height frames {{0, 667}, {375, 0}}, no duration).
    func test_hardwareKeyboardNotifications_restOnTheirDuration() throws {
        var m = try machine("iphone-se-3")
        let connect = m.connectHardwareKeyboard()
        XCTAssertTrue(connect.isEmpty, "nothing focused: nothing to report")
        let shown = try m.show().notifications
        XCTAssertEqual(shown.first?.userInfo.frameEnd, Rect(x: 0, y: 667, width: 375, height: 0))
        XCTAssertEqual(shown.first?.userInfo.animationDuration, 0.25)
        XCTAssertTrue(shown.allSatisfy { $0.assumptions.contains(.hardwareKeyboardDuration) })
        XCTAssertTrue(
            m.hide().notifications.allSatisfy { $0.assumptions.contains(.hardwareKeyboardDuration) })
        // Disconnecting while focused brings the software keyboard up (216 + 44 = 260, facts §10.1).
        _ = try m.show()
        let up = m.disconnectHardwareKeyboard().notifications
        XCTAssertEqual(up.first?.userInfo.frameEnd.height, 260)
        XCTAssertTrue(up.allSatisfy { $0.assumptions.contains(.hardwareKeyboardDuration) })
        // The switch changes the printed duration.
        var zero = try machine("iphone-se-3") { $0.hardwareKeyboardDuration = 0 }
        _ = zero.connectHardwareKeyboard()
        XCTAssertEqual(try zero.show().notifications.first?.userInfo.animationDuration, 0)
        // A software show stays sourced (facts §2: 0.25 since iOS 7).
        var software = try machine("iphone-se-3")
        XCTAssertFalse(
            try software.show().notifications.contains { $0.assumptions.contains(.hardwareKeyboardDuration) })
    }

    /// Finding 03, facts §1.4 / D14: an iPad's first show is a 0-height round, then 398 pt
    /// (landscape 9.7-inch) with duration 0 whatever the QuickType rule says.
    func test_iPadFirstShow_secondRoundIsD14_notTheQuickTypeRule() throws {
        for version in [11, 17] {
            var m = try machine("ipad-9-7", .landscape, version: version) {
                $0.quickTypeResizeDuration = 0.25
            }
            let posts = try m.showFirstAfterLaunch().notifications.filter { $0.name.isWill }
            XCTAssertEqual(posts.count, 4, "two rounds of WCF + WS")
            XCTAssertEqual(posts[0].userInfo.frameEnd.height, 0)
            XCTAssertEqual(posts[0].userInfo.animationDuration, 0.25)
            XCTAssertEqual(posts[3].userInfo.frameEnd, Rect(x: 0, y: 768 - 398, width: 1024, height: 398))
            XCTAssertEqual(posts[3].userInfo.animationDuration, 0, "D14, iOS \(version)")
            for post in posts {
                XCTAssertEqual(post.assumptions.filter { $0 != .notificationObject }, [.firstShowRoundsPad])
            }
        }
        let pad = try XCTUnwrap(LabAssumption.named(.firstShowRoundsPad))
        XCTAssertTrue(pad.assumed.contains("0-height round"), pad.assumed)
        XCTAssertTrue(pad.setting.contains("first-show-second-round-after"))
        // The iPhone's keys-only round keeps its own footnote and the QuickType duration.
        var phone = try machine("iphone-se-3")
        let second = try phone.showFirstAfterLaunch().notifications.filter { $0.name.isWill }.last
        XCTAssertEqual(second?.assumptions.contains(.quickTypeResizeDuration), true)
        XCTAssertEqual(second?.assumptions.contains(.firstShowRounds), true)
    }

    /// Finding 04, facts §2 / docs/Devices.md: the short Begin is D11's 288 on the 414x896 class
    /// [SINGLE]; elsewhere the keys-only height (292 on the iPhone 15, Telegram, §10.1) is a guess.
    func test_shortBegin_offD11_isLabelledAndSwitchable() throws {
        var xr = try machine("iphone-11")
        let logged = try xr.showBeginWithoutQuickType().notifications
        XCTAssertEqual(logged.first?.userInfo.frameBegin, Rect(x: 0, y: 896, width: 414, height: 288))
        XCTAssertFalse(logged.contains { $0.assumptions.contains(.shortBeginHeight) })
        var m = try machine("iphone-15")
        let guessed = try m.showBeginWithoutQuickType().notifications
        XCTAssertEqual(guessed.first?.userInfo.frameBegin, Rect(x: 0, y: 852, width: 393, height: 292))
        XCTAssertEqual(guessed.first?.userInfo.frameEnd.height, 336)
        XCTAssertTrue(guessed.allSatisfy { $0.assumptions.contains(.shortBeginHeight) })
        var switched = try machine("iphone-15") { $0.shortBeginHeight = 280 }
        XCTAssertEqual(
            try switched.showBeginWithoutQuickType().notifications.first?.userInfo.frameBegin.height, 280)
        // The switch round-trips through its printed form.
        var profile = IOSVersionProfile.default
        try profile.set("short-begin-height", to: .number(280))
        XCTAssertEqual(profile.shortBeginHeight, 280)
        try profile.set("short-begin-height", to: .word("keys-only"))
        XCTAssertNil(profile.shortBeginHeight)
    }

    /// Finding 06, facts §4.2 / Keyboard.md: on iOS 26 the dids come when the reverse-engineered
    /// spring settles (416.67 ms at 60 Hz), so they rest on `keyboard-spring` and `spring-settling`;
    /// the classic spring's 0.5 s does not.
    func test_iOS26Dids_restOnTheSpring() throws {
        var m = try machine("iphone-15", version: 26)
        let dids = try m.show().notifications.filter { !$0.name.isWill }
        XCTAssertEqual(dids.count, 2)
        for post in dids {
            XCTAssertTrue(post.assumptions.contains(.keyboardSpring), "\(post.assumptions)")
            XCTAssertTrue(post.assumptions.contains(.springSettling), "\(post.assumptions)")
        }
        var classic = try machine("iphone-15", version: 17)
        XCTAssertFalse(try classic.show().notifications.contains { $0.assumptions.contains(.keyboardSpring) })
    }

    /// Finding 07, facts §1.10: the userInfo at release was not found; a dismissal at release
    /// reports Begin = the frame at release (the lab's reading) and a switchable duration.
    func test_dragRelease_userInfoIsLabelledAndSwitchable() throws {
        var m = try machine("iphone-15") { $0.dragReleaseDuration = 0.4 }
        _ = try m.show()
        let posts = try m.interactiveDismiss(fingerY: [500, 620, 680], release: .dismiss).notifications
        // The keyboard's top follows the finger: 680 on an 852-pt screen, 336 tall.
        XCTAssertEqual(posts.first?.userInfo.frameBegin, Rect(x: 0, y: 680, width: 393, height: 336))
        XCTAssertEqual(posts.first?.userInfo.animationDuration, 0.4)
        XCTAssertTrue(posts.allSatisfy { $0.assumptions.contains(.dragReleaseDuration) })
    }

    /// Finding 08, docs/Devices.md: the 10.2-inch home-button iPad borrows the 9.7-inch's 55 pt
    /// (1080 − 55 = 1025); only Face ID iPads get 75 (1194 − 75 = 1119 on the Pro 11).
    func test_shortcutsBarFootnote_describesTheDevice() throws {
        var home = try machine("ipad-9")
        _ = home.connectHardwareKeyboard()
        let bar = try home.show().notifications
        XCTAssertEqual(bar.first?.userInfo.frameEnd.minY, 1025)
        XCTAssertTrue(bar.allSatisfy { $0.assumptions.contains(.shortcutsBarHeightBorrowed) })
        XCTAssertFalse(bar.contains { $0.assumptions.contains(.shortcutsBarHeight) })
        let borrowed = try XCTUnwrap(LabAssumption.named(.shortcutsBarHeightBorrowed))
        XCTAssertTrue(borrowed.assumed.contains("55 pt"), borrowed.assumed)
        var faceID = try machine("ipad-pro-11")
        _ = faceID.connectHardwareKeyboard()
        let pro = try faceID.show().notifications
        XCTAssertEqual(pro.first?.userInfo.frameEnd.minY, 1119)
        XCTAssertTrue(pro.allSatisfy { $0.assumptions.contains(.shortcutsBarHeight) })
        // The named switch changes the printed frame.
        var switched = try machine("ipad-9") { $0.shortcutsBarVisibleHeight = 60 }
        _ = switched.connectHardwareKeyboard()
        XCTAssertEqual(try switched.show().notifications.first?.userInfo.frameEnd.minY, 1020)
        // The measured 9.7-inch needs no label.
        var measured = try machine("ipad-9-7")
        _ = measured.connectHardwareKeyboard()
        let confirmed = try measured.show().notifications
        XCTAssertEqual(confirmed.first?.userInfo.frameEnd.minY, 1024 - 55)
        XCTAssertFalse(confirmed.contains { $0.assumptions.contains(.shortcutsBarHeightBorrowed) })
    }

    /// Finding 09, facts §1.8: Apple's support note (daringfireball.net 2018-12-18; macsparky) says
    /// the 11-inch and bigger iPad Pros have no split keyboard, the 12.9-inch home-button ones too;
    /// the 9.7-inch and 10.5-inch iPads keep it (themainthread).
    func test_splitKeyboard_absentOnThe12_9InchHomeButtonPro() throws {
        var big = try machine("ipad-pro-12-9-2")
        _ = try big.show()
        XCTAssertThrowsError(try big.split()) { error in
            XCTAssertEqual(error as? KeyboardScenarioError, .splitUnsupported(device: "ipad-pro-12-9-2"))
        }
        for id in ["ipad-pro-11", "ipad-pro-12-9"] {
            let pad = try XCTUnwrap(try DeviceCatalogue.device(id).pad)
            XCTAssertFalse(pad.supportsSplit.value, id)
            XCTAssertEqual(pad.supportsSplit.confidence, .single, "Apple's note, quoted: \(id)")
        }
        for id in ["ipad-9-7", "ipad-pro-10-5"] {
            var m = try machine(id)
            _ = try m.show()
            XCTAssertFalse(try m.split().isEmpty, id)
        }
    }

    /// Finding 12, facts §10.1 / §1.9: each CONFLICT reading has a switch to the other known value:
    /// Telegram's 292 + 44 = 336 on the X class, D10's 366.67 for emoji, D03's mirror image.
    func test_conflictSwitches_reportTheOtherReading() throws {
        var telegram = try machine("iphone-x") { $0.keyboardHeightConflict = .telegram }
        XCTAssertEqual(try telegram.show().notifications.first?.userInfo.frameEnd.height, 336)
        var dump = try machine("iphone-x")
        XCTAssertEqual(try dump.show().notifications.first?.userInfo.frameEnd.height, 335, "D09")
        var emoji = try machine("iphone-x") { $0.emojiHeight = 1100.0 / 3.0 }
        _ = try emoji.show()
        XCTAssertEqual(emoji.switchKind(.emoji).notifications.first?.userInfo.frameEnd.height, 1100.0 / 3.0)
        // iOS 7, landscape 9.7-inch (D03): 352 × 1024 on the left edge, or mirrored on the right.
        var left = try machine("ipad-9-7", .landscape, version: 7)
        XCTAssertEqual(
            try left.show().notifications.first?.userInfo.frameEnd, Rect(x: 0, y: 0, width: 352, height: 1024)
        )
        var right = try machine("ipad-9-7", .landscape, version: 7) { $0.portraitFixedLandscapeEdge = .right }
        XCTAssertEqual(
            try right.show().notifications.first?.userInfo.frameEnd,
            Rect(x: 768 - 352, y: 0, width: 352, height: 1024))
        for id in [AssumptionID.emojiHeight, .keyboardHeightConflict, .portraitFixedLandscape] {
            XCTAssertTrue(try XCTUnwrap(LabAssumption.named(id)).setting.hasPrefix("profile set"), "\(id)")
        }
    }

    /// Finding 13, docs/Devices.md: 366.67 is D10's, logged on an iPhone X with the keyboard type
    /// not recorded; reading it as another language (and giving it to the 12/13 mini) is labelled.
    func test_otherLanguageHeight_onThe375x812Class_isLabelled() throws {
        for id in ["iphone-x", "iphone-13-mini"] {
            var m = try machine(id)
            _ = try m.show()
            let posts = m.switchKind(.otherLanguage).notifications
            XCTAssertEqual(posts.first?.userInfo.frameEnd.height, 1100.0 / 3.0, id)
            XCTAssertTrue(posts.allSatisfy { $0.assumptions.contains(.otherLanguageHeight) }, id)
        }
        // D08's pinyin on the 4.7-inch phone is a direct log: no label.
        var se = try machine("iphone-se-3")
        _ = try se.show()
        let pinyin = se.switchKind(.otherLanguage).notifications
        XCTAssertEqual(pinyin.first?.userInfo.frameEnd.height, 289.5)
        XCTAssertFalse(pinyin.contains { $0.assumptions.contains(.otherLanguageHeight) })
        var switched = try machine("iphone-x") { $0.otherLanguageHeight = 350 }
        _ = try switched.show()
        XCTAssertEqual(switched.switchKind(.otherLanguage).notifications.first?.userInfo.frameEnd.height, 350)
    }

    /// Finding 17, facts §3.1 and §10.1: the era's 253 on a 4-inch phone is in several logs of
    /// 320x568 shows (issue 32: {{0, 315}, {320, 253}}, some without isLocal, i.e. iOS 8), so it
    /// is unlabelled there; the 3.5-inch phone, which no log shows with the bar, borrows it and
    /// stays labelled. The keys alone, 216 (D20, iOS 8), and today's 253 from iOS 11 keep their
    /// sources, unlabelled.
    func test_smallPhoneBarOnIOS8to10_isLabelled() throws {
        for (id, versions) in [("iphone-se-1", 8...10), ("iphone-4s", 8...9)] {
            for version in versions {
                var m = try machine(id, version: version)
                let posts = try m.show(field: "a").notifications
                XCTAssertEqual(posts.first?.userInfo.frameEnd.size.height, 253, "\(id) iOS \(version)")
                XCTAssertEqual(
                    posts.allSatisfy { $0.assumptions.contains(.keyboardHeightUnverified) },
                    id == "iphone-4s", "\(id) iOS \(version)")
                var keys = try machine(id, version: version)
                _ = keys.setQuickType(false)
                let plain = try keys.show(field: "a").notifications
                XCTAssertEqual(plain.first?.userInfo.frameEnd.size.height, 216)
                XCTAssertFalse(plain.contains { $0.assumptions.contains(.keyboardHeightUnverified) })
            }
        }
        var modern = try machine("iphone-se-1", version: 11)
        let posts = try modern.show(field: "a").notifications
        XCTAssertEqual(posts.first?.userInfo.frameEnd.size.height, 253)
        XCTAssertFalse(posts.contains { $0.assumptions.contains(.keyboardHeightUnverified) })
    }
}
