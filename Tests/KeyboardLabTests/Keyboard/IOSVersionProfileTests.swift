import XCTest

@testable import KeyboardLab

/// The version switches against the facts' sections (docs/Facts.md).
final class IOSVersionProfileTests: XCTestCase {
    private func p(_ v: Int) -> IOSVersionProfile { IOSVersionProfile(majorVersion: v) }

    func test_default_isIOS17_andTheProfilesAre5to18and26() {
        XCTAssertEqual(IOSVersionProfile.default.id, "ios17")
        XCTAssertEqual(IOSVersionProfile.all.map(\.majorVersion), Array(5...18) + [26])
    }

    /// facts §1.5, §1.1, §1.6, §10.4.
    func test_switchesPerVersion() {
        XCTAssertEqual(p(13).quickTypeResizeDuration, 0.25)
        XCTAssertEqual(p(14).quickTypeResizeDuration, 0)
        XCTAssertEqual(p(15).notificationObject, .none)
        XCTAssertEqual(p(16).notificationObject, .screen)
        XCTAssertEqual(p(10).fieldSwitch, .hideThenShow)  // rdar 34432484: iOS ≤ 10
        XCTAssertEqual(p(11).fieldSwitch, .silent)  // rdar 34432484: iOS 11 GM
        XCTAssertEqual(p(12).fieldSwitch, .silent)
        XCTAssertEqual(p(13).fieldSwitch, .changeFrameAndShow)
        XCTAssertFalse(p(15).beginEditingBeforeWillShow)
        XCTAssertTrue(p(16).beginEditingBeforeWillShow)
        for profile in IOSVersionProfile.all {
            // facts §2, §4.1: 7 since iOS 7, 0 (UIViewAnimationCurveEaseInOut) on iOS 5–6 (D02, D03).
            XCTAssertEqual(profile.keyboardCurve, profile.majorVersion >= 7 ? 7 : 0)
            XCTAssertEqual(profile.nominalDuration, 0.25)
            XCTAssertEqual(profile.kindSwitchDuration, 0)
        }
    }

    /// facts §2: isLocal from iOS 9 (absent from the iOS 5–7 dumps); the private
    /// UIKeyboardFrameChangedByUserInteraction key only up to iOS 7; §1.9: screen coordinates follow
    /// the orientation from iOS 8; §1.5: the predictive bar from iOS 8.
    func test_userInfoKeySetAndCoordinates_byVersion_facts2_and1_9() {
        XCTAssertFalse(p(8).includesIsLocalKey)
        XCTAssertTrue(p(9).includesIsLocalKey)
        XCTAssertTrue(p(7).includesFrameChangedByUserInteractionKey)
        XCTAssertFalse(p(8).includesFrameChangedByUserInteractionKey)
        XCTAssertFalse(p(7).screenCoordinatesFollowOrientation)
        XCTAssertTrue(p(8).screenCoordinatesFollowOrientation)
        XCTAssertFalse(p(7).hasPredictiveBar)
        XCTAssertTrue(p(8).hasPredictiveBar)
        XCTAssertTrue(p(10).predictiveBarCollapsible)
        XCTAssertFalse(p(11).predictiveBarCollapsible)
        XCTAssertEqual(p(14).quickTypeTraitRule, .autocorrection)  // iOS 15 release notes
        XCTAssertEqual(p(15).quickTypeTraitRule, .autocorrectionAndSpellChecking)
    }

    /// facts §1.3 (WWDC23): out-of-process keyboard from iOS 17; §4.2: iOS 26's spring.
    func test_outOfProcessAndTheIOS26Spring_facts1_3_and4_2() {
        XCTAssertFalse(p(16).keyboardOutOfProcess)
        XCTAssertTrue(p(17).keyboardOutOfProcess)
        XCTAssertEqual(p(18).keyboardSpring, .classic)
        XCTAssertEqual(p(26).keyboardSpring, .ios26)
        // Classic: 0.5 s (facts §4.1). iOS 26: ζ = 47.118 / (2√555.027) = 1.0000, ω₀ = √555.027 =
        // 23.559 s⁻¹; Core Animation's estimate ends when (1 + ω₀t)e^(−ω₀t) = 1/1200, i.e.
        // ω₀t = 9.42 (solved by hand: 10.42·e^−9.42 ≈ 8.3e−4), t ≈ 0.400 s.
        XCTAssertEqual(p(17).motionSettleDuration, 0.5)
        XCTAssertEqual(p(26).motionSettleDuration, 0.400, accuracy: 0.002)
        var swiftUI = p(26)
        swiftUI.springSettling = .swiftUIEpsilon
        // facts §4.2: 99.9 % at 0.392 s.
        XCTAssertEqual(swiftUI.motionSettleDuration, 0.392, accuracy: 0.001)
    }

    /// Versions Apple skipped (19–25) snap down to 18; below 5 to 5.
    func test_versionsSnap() {
        XCTAssertEqual(p(21).majorVersion, 18)
        XCTAssertEqual(p(4).majorVersion, 5)
        XCTAssertEqual(p(6).majorVersion, 6)
        XCTAssertEqual(p(30).majorVersion, 26)
    }

    func test_names() {
        XCTAssertEqual(IOSVersionProfile.named("iOS 16")?.majorVersion, 16)
        XCTAssertEqual(IOSVersionProfile.named("ios7")?.majorVersion, 7)
        XCTAssertEqual(IOSVersionProfile.named("26")?.majorVersion, 26)
        XCTAssertEqual(IOSVersionProfile.named("ios6")?.majorVersion, 6)
        XCTAssertNil(IOSVersionProfile.named("ios4"))
        XCTAssertNil(IOSVersionProfile.named("ios19"))
        XCTAssertNil(IOSVersionProfile.named("android"))
        XCTAssertNil(IOSVersionProfile.named("ios99999999999999999999"))
    }

    /// `profile diff ios9 ios17`: the switches that changed between the two, each with its source.
    func test_differences_ios9toIOS17() {
        let diff = p(9).differences(to: p(17))
        let byName = Dictionary(uniqueKeysWithValues: diff.map { ($0.name, ($0.from, $0.to)) })
        XCTAssertEqual(byName["quicktype-resize-duration"]?.0, .number(0.25))
        XCTAssertEqual(byName["quicktype-resize-duration"]?.1, .number(0))
        XCTAssertEqual(byName["notification-object"]?.1, .word("UIScreen"))
        XCTAssertEqual(byName["field-switch"]?.0, .word("hideThenShow"))
        XCTAssertEqual(byName["keyboard-out-of-process"]?.1, .flag(true))
        XCTAssertEqual(byName["keyboard-layout-guide"]?.1, .flag(true))
        XCTAssertNil(byName["islocal-key"], "both have isLocal")
        XCTAssertNil(byName["curve"], "curve 7 on both")
        XCTAssertTrue(p(17).differences(to: p(17)).isEmpty)
    }

    /// Every switch can be set from its printed value; bad keys and values are typed errors.
    func test_setSwitches_fromTheirPrintedValues() throws {
        var profile = p(17)
        try profile.set("shortcuts-bar-posts", to: .word("willShow"))
        XCTAssertEqual(profile.shortcutsBarNotification, .willShow)
        try profile.set("quicktype-resize-duration", to: .number(0.25))
        XCTAssertEqual(profile.quickTypeResizeDuration, 0.25)
        try profile.set("property-animator-curve-7", to: .word("keyboardSpring"))
        XCTAssertEqual(profile.propertyAnimatorCurve7, .keyboardSpring)
        // Every printed value round-trips through set (the derived one is refused on purpose).
        for setting in p(9).settings where setting.name != "motion-settles-after" {
            var copy = p(17)
            XCTAssertNoThrow(try copy.set(setting.name, to: setting.value), setting.name)
            XCTAssertEqual(copy.settings.first { $0.name == setting.name }?.value, setting.value)
        }
        XCTAssertThrowsError(try profile.set("quicktype-resize-durations", to: .number(0))) { error in
            guard case .unknownSwitch(_, let near) = error as? ProfileSwitchError else { return XCTFail() }
            XCTAssertEqual(near.first, "quicktype-resize-duration")
        }
        XCTAssertThrowsError(try profile.set("field-switch-duration", to: .number(-1)))
        XCTAssertThrowsError(try profile.set("field-switch-duration", to: .number(.nan)))
        XCTAssertThrowsError(try profile.set("split-view", to: .word("maybe")))
    }

    /// Values are typed on the way in and out: a third of a second is kept whole (as printed
    /// text it would have been cut to its printed digits), and a number where a word belongs, or
    /// a word where a number does, is refused with what the switch takes.
    func test_switchValuesAreTypedValues() throws {
        var profile = p(17)
        try profile.set("nominal-duration", to: .number(1.0 / 3))
        XCTAssertEqual(profile.nominalDuration, 1.0 / 3)
        XCTAssertEqual(profile.settings.first { $0.name == "nominal-duration" }?.value, .number(1.0 / 3))
        XCTAssertEqual(p(17).differences(to: profile).map(\.name), ["nominal-duration"])
        try profile.set("emoji-height", to: .word("letters"))
        XCTAssertNil(profile.emojiHeight)
        XCTAssertThrowsError(try profile.set("field-switch", to: .number(3))) { error in
            XCTAssertEqual(
                (error as? ProfileSwitchError)?.description,
                "field-switch cannot be '3': expected one of silent, hideThenShow, changeFrameAndShow, doubleChangeFrameThenShow"
            )
        }
        XCTAssertThrowsError(try profile.set("quicktype-resize-duration", to: .word("fast")))
        XCTAssertEqual(
            IOSVersionProfile.switchKeys.count, Set(IOSVersionProfile.switchKeys).count, "one entry each")
    }
}
