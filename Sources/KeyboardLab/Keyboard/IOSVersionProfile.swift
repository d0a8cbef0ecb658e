/// How the first responder changes are announced when focus moves between fields while the keyboard
/// is shown (facts §1.6 [CONFLICT], §10.4).
public enum FieldSwitchBehaviour: String, Hashable, Sendable, CaseIterable {
    /// No show/hide notification (rdar 34432484, iOS 11 GM); a geometry change still posts
    /// willChangeFrame.
    case silent
    /// willChangeFrame + willShow (+ didChangeFrame + didShow), Begin == End when nothing moves
    /// (facts §1.6 recommendation for iOS 13+, §10.4 for iOS 15/17).
    case changeFrameAndShow
    /// willChangeFrame for the old field, willChangeFrame + willShow for the new one (QMUI comment #3).
    case doubleChangeFrameThenShow
}

/// The behaviour switches where iOS versions differ, each documented with its fact section. Every
/// switch is a `var`, so a session can override one (e.g. the field-switch duration the facts leave
/// open) without inventing a new version.
public struct IOSVersionProfile: Hashable, Sendable {
    /// The iOS major version this profile models (12 … 18).
    public var majorVersion: Int
    /// The curve raw value in userInfo: 7 since iOS 7 (facts §2, §4.1).
    public var keyboardCurve: Int = 7
    /// The nominal userInfo duration of a show or hide: 0.25 (facts §2).
    public var nominalDuration: Double = 0.25
    /// How long the curve-7 spring really moves, i.e. when did-notifications arrive (facts §4.2: 0.5 s).
    public var motionSettleDuration: Double = 0.5
    /// Duration of a QuickType-bar resize: 0.25 up to iOS 13, 0 from iOS 14 (facts §1.5 [CONFLICT]).
    public var quickTypeResizeDuration: Double
    /// Duration of a globe/emoji/other-language switch: always 0 (facts §1.5 [CONFIRMED]).
    public var kindSwitchDuration: Double = 0
    /// What a focus move between fields posts (facts §1.6, §10.4).
    public var fieldSwitch: FieldSwitchBehaviour
    /// Duration of a field switch that changes the geometry (facts §10.4 [UNVERIFIED]: follows the
    /// QuickType resize duration by default).
    public var fieldSwitchDuration: Double
    /// `textFieldDidBeginEditing` before keyboardWillShow (iOS 16+) or after it (≤ 15) (facts §10.4).
    public var beginEditingBeforeWillShow: Bool
    /// The notification's object: nil up to iOS 15, the UIScreen from iOS 16 (facts §1.1 [INFERENCE]).
    public var notificationObject: KeyboardNotificationObject
    /// The first show after launch posts two rounds (facts §1.4: iOS 8 jsq #701, iOS 11 FSiOSAppDemo,
    /// QMUI); no report after iOS 13, so off from iOS 14 [UNVERIFIED].
    public var firstShowPostsTwoRounds: Bool
    /// Delay of the second first-show round (facts §1.4, D08: 0.306 s).
    public var firstShowSecondRoundDelay: Double = 0.306
    /// Spacing of a third-party keyboard's repeated willShow rounds [UNVERIFIED, no timing in facts].
    public var thirdPartyRoundInterval: Double = 0.1
    /// Will-notifications are posted inside the keyboard's animation block (facts §1.3 [CONFIRMED];
    /// unverified for the out-of-process keyboard of iOS 17+).
    public var willNotificationsInsideAnimationBlock: Bool = true
    /// The deprecated Center/Bounds keys are present (facts §2: every dump through iOS 13; the brief's
    /// iPhone 14 Pro values include them).
    public var includesLegacyKeys: Bool = true
    /// Did-notifications repeat the duration and curve (facts §1.2: usual, but not after a rotation hide).
    public var didNotificationsCarryAnimationKeys: Bool = true
    /// A released interactive drag that snaps back posts willChangeFrame + willShow (facts §1.10
    /// [UNVERIFIED]; default: nothing is posted).
    public var snapBackPostsShow: Bool = false
    /// In Slide Over the reported frame leaves out the gap below the app window (facts §1.11, Flutter).
    public var slideOverFrameOmitsBottomGap: Bool = true

    /// The profile for an iOS major version; versions outside 12…18 are clamped.
    public init(majorVersion: Int) {
        let v = Swift.min(Swift.max(majorVersion, 12), 18)
        self.majorVersion = v
        quickTypeResizeDuration = v >= 14 ? 0 : 0.25
        fieldSwitch = v >= 13 ? .changeFrameAndShow : .silent
        fieldSwitchDuration = v >= 14 ? 0 : 0.25
        beginEditingBeforeWillShow = v >= 16
        notificationObject = v >= 16 ? .screen : .none
        firstShowPostsTwoRounds = v <= 13
    }

    /// `ios17`.
    public var id: String { "ios\(majorVersion)" }

    /// The profiles the lab offers, oldest first.
    public static let all: [IOSVersionProfile] = (12...18).map { IOSVersionProfile(majorVersion: $0) }

    /// The default: iOS 17, the newest version the facts cover well (curve measurements 2024, §10.4).
    public static let `default` = IOSVersionProfile(majorVersion: 17)

    /// Parses `ios17`, `iOS 17`, `17`; `nil` for anything else or outside 12…18.
    public static func named(_ name: String) -> IOSVersionProfile? {
        var text = name.lowercased().filter { $0 != " " }
        if text.hasPrefix("ios") { text.removeFirst(3) }
        guard let v = Int(text), (12...18).contains(v) else { return nil }
        return IOSVersionProfile(majorVersion: v)
    }

    /// Every switch with its value and source, in a fixed order (for `profile` tables).
    public var settings: [(name: String, value: String, source: String)] {
        let n = KeyboardNumberFormat.number
        return [
            ("curve", String(keyboardCurve), "facts §2, §4.1"),
            ("nominal duration", n(nominalDuration), "facts §2"),
            ("motion settles after", n(motionSettleDuration), "facts §4.2 (did-notifications)"),
            (
                "QuickType resize duration", n(quickTypeResizeDuration),
                "facts §1.5 [CONFLICT] 0.25 ≤ iOS 13, 0 ≥ 14"
            ),
            ("keyboard switch duration", n(kindSwitchDuration), "facts §1.5 [CONFIRMED]"),
            ("field switch", fieldSwitch.rawValue, "facts §1.6 [CONFLICT], §10.4"),
            ("field switch duration", n(fieldSwitchDuration), "facts §10.4 [UNVERIFIED]"),
            ("didBeginEditing before willShow", String(beginEditingBeforeWillShow), "facts §10.4 (iOS 16+)"),
            (
                "notification object", notificationObject.rawValue,
                "facts §1.1 [INFERENCE] UIScreen on iOS 16+"
            ),
            (
                "first show posts two rounds", String(firstShowPostsTwoRounds),
                "facts §1.4 (reports up to iOS 11)"
            ),
            ("will inside animation block", String(willNotificationsInsideAnimationBlock), "facts §1.3"),
            ("legacy keys", String(includesLegacyKeys), "facts §2"),
            ("did carries animation keys", String(didNotificationsCarryAnimationKeys), "facts §1.2"),
            ("snap-back posts willShow", String(snapBackPostsShow), "facts §1.10 [UNVERIFIED]"),
            ("Slide Over omits bottom gap", String(slideOverFrameOmitsBottomGap), "facts §1.11 (Flutter)"),
        ]
    }
}
