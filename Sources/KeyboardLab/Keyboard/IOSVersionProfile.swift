/// The behaviour switches where iOS versions differ, each documented with its fact section
/// (docs/Facts.md). Every switch is a `var`, so a session can override one (e.g. the field-switch
/// duration the facts leave open) without inventing a new version; `settings` lists them with their
/// sources and `differences(from:)` compares two profiles.
public struct IOSVersionProfile: Hashable, Sendable {
    /// The iOS major version this profile models (5 … 18, 26).
    public var majorVersion: Int

    // MARK: userInfo and the notification

    /// The curve raw value in userInfo: 7 since iOS 7, 0 (`UIViewAnimationCurveEaseInOut`) on
    /// iOS 5–6 (facts §2, §4.1: D02, D03, D18).
    public var keyboardCurve: Int
    /// The nominal userInfo duration of a show or hide: 0.25 (facts §2).
    public var nominalDuration: Double = 0.25
    /// `UIKeyboardIsLocalUserInfoKey` exists from iOS 9 (facts §2 [CONFIRMED]: absent from every
    /// iOS 5–7 dump, present in every iOS 9+ one).
    public var includesIsLocalKey: Bool
    /// The private `UIKeyboardFrameChangedByUserInteraction` key, seen only in iOS 5–7 dumps
    /// (facts §2: D01–D03, D18); 1 when the user docked or undocked the keyboard by dragging it,
    /// 0 from the keyboard key's menu (D18, facts §1.8).
    public var includesFrameChangedByUserInteractionKey: Bool
    /// The deprecated Center/Bounds keys are present (facts §2: every dump through iOS 13).
    public var includesLegacyKeys: Bool = true
    /// Did-notifications repeat the duration and curve (facts §1.2: usual, but not in a rotation).
    public var didNotificationsCarryAnimationKeys: Bool = true
    /// Screen coordinates follow the interface orientation from iOS 8 (facts §1.9 [DOC]); before,
    /// a landscape keyboard is reported in the portrait-fixed screen space (D03).
    public var screenCoordinatesFollowOrientation: Bool
    /// The notification's object: nil up to iOS 15, the UIScreen from iOS 16 (facts §1.1 [INFERENCE]).
    public var notificationObject: KeyboardNotificationObject

    // MARK: Motion

    /// How the keyboard moves: iOS 5–6's ease-in-out over the userInfo duration, the classic
    /// curve-7 spring, or iOS 26's (facts §4.2).
    public var keyboardSpring: KeyboardSpringModel
    /// Animations of the same property add up from iOS 8 (facts §5.1: WWDC14 236, iosoteric);
    /// before, a new one replaced the one in flight, from its presented value when the block
    /// begins from the current state, as the keyboard's own block does.
    public var additiveAnimations: Bool
    /// How springs whose duration UIKit derives from the spring settle (facts §5.3 [CONFLICT]).
    public var springSettling: SpringSettlingRule = .coreAnimationEstimate
    /// Duration of a QuickType-bar resize: 0.25 up to iOS 13, 0 from iOS 14 (facts §1.5 [CONFLICT]).
    public var quickTypeResizeDuration: Double
    /// Duration of a globe/emoji/other-language switch: always 0 (facts §1.5 [CONFIRMED]).
    public var kindSwitchDuration: Double = 0
    /// The userInfo duration of a dismissal by a navigation pop: the transition's (facts §2, D04:
    /// 0.35 s on iOS 5–6; assumed unchanged later [UNVERIFIED]).
    public var navigationPopDuration: Double = 0.35
    /// Will-notifications are posted inside the keyboard's animation block (facts §1.3 [CONFIRMED];
    /// unverified for the out-of-process keyboard of iOS 17+).
    public var willNotificationsInsideAnimationBlock: Bool = true
    /// The iPhone keyboard runs outside the app's process from iOS 17 (facts §1.3, WWDC23 10281).
    public var keyboardOutOfProcess: Bool

    // MARK: Focus, first show, QuickType

    /// What a focus move between fields posts (facts §1.6, §10.4).
    public var fieldSwitch: FieldSwitchBehaviour
    /// Duration of a field switch that changes the geometry (facts §10.4 [UNVERIFIED]: follows the
    /// QuickType resize duration by default).
    public var fieldSwitchDuration: Double
    /// `textFieldDidBeginEditing` before keyboardWillShow (iOS 16+) or after it (≤ 15) (facts §10.4).
    public var beginEditingBeforeWillShow: Bool
    /// Delay of the second round of the first show after launch (facts §1.4, D08: 0.306 s).
    public var firstShowSecondRoundDelay: Double = 0.306
    /// The Begin height of a short-Begin first show where no dump logged one (facts §2: only D11's
    /// 288 on 414x896 is known); nil: the keys-only height [INFERENCE].
    public var shortBeginHeight: Double?
    /// The other-language keyboard's height on every device, replacing the catalogue's (D08's pinyin
    /// 289.5, D10's 366.67 read as another language, letters with QuickType elsewhere); nil: the
    /// catalogue's.
    public var otherLanguageHeight: Double?
    /// The emoji keyboard's height on every device, replacing letters with QuickType (facts §10.1
    /// [CONFLICT]: ionic PR #204 against D10's 366.67); nil: letters with QuickType.
    public var emojiHeight: Double?
    /// The switches `set(_:to:)` changed (`profile set`), so footnotes can say the value is the
    /// user's rather than the profile's reading.
    public var switchesSet: Set<String> = []
    /// Which reading of the 375x812 class's 1-pt conflict is reported (facts §10.1).
    public var keyboardHeightConflict: KeyboardHeightConflictReading = .dump
    /// Which edge a pre-iOS 8 landscape keyboard is turned onto (facts §1.9, D03: left).
    public var portraitFixedLandscapeEdge: PortraitFixedLandscapeEdge = .left
    /// Spacing of a third-party keyboard's repeated willShow rounds [UNVERIFIED, no timing in facts].
    public var thirdPartyRoundInterval: Double = 0.1
    /// The QuickType / predictive bar exists from iOS 8 (facts §1.5, §8 item 13).
    public var hasPredictiveBar: Bool
    /// The bar can be swiped down to a thin strip on iOS 8–10 (facts §10.5: D06's 225 pt).
    public var predictiveBarCollapsible: Bool
    /// Which text traits hide the bar (facts §10.5: iOS 15 release notes).
    public var quickTypeTraitRule: QuickTypeTraitRule

    // MARK: iPad, hardware keyboard, guides, animators

    /// The userInfo duration of the notifications a hardware keyboard causes (focus and unfocus
    /// with it attached, connecting, disconnecting): the nominal 0.25 [UNVERIFIED: facts §1.7's
    /// logs give frames, not durations].
    public var hardwareKeyboardDuration: Double = 0.25
    /// What focusing a field posts when only the iPad shortcuts bar appears (facts §1.7 [CONFLICT]).
    public var shortcutsBarNotification: ShortcutsBarNotification = .willHide
    /// How much of the iPad's shortcuts bar is on screen, replacing the catalogue's value (55 pt
    /// measured on the 9.7-inch iPad only, facts §1.7); nil: the catalogue's.
    public var shortcutsBarVisibleHeight: Double?
    /// The iPad shows the shortcuts bar with a hardware keyboard from iOS 9 (facts §1.7: "Shortcut
    /// Bar only mode", iOS 9+); before, nothing of the keyboard is on screen.
    public var hasShortcutsBar: Bool
    /// With the predictions hidden (Settings → Predictive off, or traits), an iPad's strip keeps its
    /// full height while the focused field's input assistant item has groups (facts §10.10: the bar
    /// is reported to stay, its height was never measured [INFERENCE]); false: the bar goes with
    /// the predictions, as on an iPhone.
    public var shortcutsKeepBar: Bool = true
    /// Focusing or resigning a field with a hardware keyboard (and no accessory view) posts keyboard
    /// notifications from iOS 9 (facts §1.7: DCIntrospect-ARC #44 "not the case on iOS 8"; D03 and
    /// Rultech/Polidea: no notifications at all before).
    public var hardwareKeyboardFocusPosts: Bool
    /// End of the wills when the keyboard undocks or splits (facts §1.8, QMUI #8 [SINGLE]).
    public var undockWillEnd: UndockWillEnd
    /// The frames of an undock or split from the keyboard key's menu (facts §1.8: D18 on iOS 5
    /// [SINGLE]; no log for later versions).
    public var menuUndockFrames: MenuUndockFrames
    /// A released interactive drag that snaps back posts willChangeFrame + willShow (facts §1.10
    /// [UNVERIFIED]; default: nothing is posted).
    public var snapBackPostsShow: Bool = false
    /// The userInfo duration of the notifications at the release of an interactive drag, and the
    /// snap-back's animation (facts §1.10: the userInfo at release was not found [UNVERIFIED]).
    public var dragReleaseDuration: Double = 0.25
    /// In Slide Over the reported frame leaves out the gap below the app window (facts §1.11, Flutter).
    public var slideOverFrameOmitsBottomGap: Bool = true
    /// A table view controller adjusts its table for another app's keyboard too (facts §1.11,
    /// openradar 23687553 [SINGLE]); `.ignore`: it reacts to this app's keyboard only.
    public var tableControllerOtherAppKeyboard: TableControllerOtherAppKeyboard = .follow
    /// A table view controller turned on while this app's keyboard is up waits for its next frame
    /// change (no source [UNVERIFIED]); `.adjust`: it adjusts at once.
    public var tableControllerOwnKeyboard: TableControllerOwnKeyboard = .wait
    /// Where a Stage Manager window goes in a rotation (facts §1.11 [UNVERIFIED]).
    public var stageManagerRotation: StageManagerRotation = .keep
    /// Split View and Slide Over exist from iOS 9 (facts §8 item 13), Stage Manager from iOS 16.
    public var supportsSplitView: Bool
    public var supportsStageManager: Bool
    /// `UIKeyboardLayoutGuide` exists from iOS 15 (facts §6).
    public var hasKeyboardLayoutGuide: Bool
    /// What `UIViewPropertyAnimator(duration:curve:)` does with curve 7 (facts §10.3 [UNVERIFIED]).
    public var propertyAnimatorCurve7: AnimatorKeyboardCurveBehavior = .easeInOut
    /// What `UIView.animate(withDuration: 0)` nested in another block does (facts §1.3 [INFERENCE]).
    public var nestedZeroDuration: NestedZeroDurationBehavior = .inherits
    /// When a block observer registered with a queue runs (facts §10.13 [INFERENCE]): Swift code's
    /// `queue: .main`.
    public var blockObserverQueue: BlockObserverQueueBehavior = .waits
    /// UITrackingLayoutGuide's "near an edge" distance in points (facts §6: not documented).
    public var trackingNearEdgeThreshold: Double = 20

    /// The versions the lab models, oldest first: 5 … 18 and 26 (Apple skipped 19–25).
    public static let supportedVersions: [Int] = Array(5...18) + [26]

    /// The profile for an iOS major version; other versions snap to the nearest modelled one at or
    /// below (19–25 → 18), never below 5.
    public init(majorVersion: Int) {
        let v = Self.supportedVersions.last { $0 <= majorVersion } ?? 5
        self.majorVersion = v
        keyboardCurve = v >= 7 ? 7 : 0
        additiveAnimations = v >= 8
        includesIsLocalKey = v >= 9
        includesFrameChangedByUserInteractionKey = v <= 7
        screenCoordinatesFollowOrientation = v >= 8
        notificationObject = v >= 16 ? .screen : .none
        keyboardSpring = v >= 26 ? .ios26 : (v >= 7 ? .classic : .curveEaseInOut)
        quickTypeResizeDuration = v >= 14 ? 0 : 0.25
        keyboardOutOfProcess = v >= 17
        fieldSwitch = v >= 13 ? .changeFrameAndShow : (v >= 11 ? .silent : .hideThenShow)
        fieldSwitchDuration = v >= 14 ? 0 : 0.25
        beginEditingBeforeWillShow = v >= 16
        hasPredictiveBar = v >= 8
        predictiveBarCollapsible = (8...10).contains(v)
        quickTypeTraitRule = v < 8 ? .noBar : (v < 15 ? .autocorrection : .autocorrectionAndSpellChecking)
        supportsSplitView = v >= 9
        hasShortcutsBar = v >= 9
        hardwareKeyboardFocusPosts = v >= 9
        undockWillEnd = v <= 8 ? .realFrame : (v == 9 ? .keyboardMaxY : .hidden)
        menuUndockFrames = v == 5 ? .fromBeginTop : .screen
        supportsStageManager = v >= 16
        hasKeyboardLayoutGuide = v >= 15
    }

    /// `ios17`.
    public var id: String { "ios\(majorVersion)" }

    /// The profiles the lab offers, oldest first.
    public static let all: [IOSVersionProfile] = supportedVersions.map { IOSVersionProfile(majorVersion: $0) }

    /// The default: iOS 17, the newest version the facts cover well (curve measurements 2024, §10.4).
    public static let `default` = IOSVersionProfile(majorVersion: 17)

    /// Parses `ios17`, `iOS 17`, `17`; `nil` for anything else or a version the lab does not model.
    public static func named(_ name: String) -> IOSVersionProfile? {
        var text = name.lowercased().filter { $0 != " " }
        if text.hasPrefix("ios") { text.removeFirst(3) }
        guard text.count <= 3, let v = Int(text), supportedVersions.contains(v) else { return nil }
        return IOSVersionProfile(majorVersion: v)
    }

    /// The spring curve 7 runs in this version (the classic one where the keyboard moved on
    /// curve 0: curve 7 was not the keyboard's before iOS 7).
    public var keyboardMotionTiming: SpringTimingParameters { keyboardSpring.timing }

    /// How long the keyboard really moves, i.e. when did-notifications arrive (facts §4.2: 0.5 s for
    /// the classic spring; the iOS 26 spring until it settles; iOS 5–6's ease-in-out for the
    /// userInfo duration, facts §2).
    public var motionSettleDuration: Double {
        if keyboardSpring == .curveEaseInOut { return nominalDuration }
        return TimingParameters.spring(keyboardMotionTiming)
            .resolved(forDuration: nominalDuration, settling: springSettling).duration
    }

    /// How long a keyboard motion with a userInfo duration moves: its own duration when the
    /// keyboard moves on a cubic curve (iOS 5–6), the spring's length otherwise.
    public func motionSettleDuration(forDuration duration: Double) -> Double {
        keyboardSpring == .curveEaseInOut ? duration : motionSettleDuration
    }
}
