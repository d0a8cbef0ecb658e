// The registry: every place the lab guesses, with its facts section (docs/Facts.md) and the switch
// that changes it. Profile switches are set with `IOSVersionProfile.set(_:to:)` (`profile set KEY
// VALUE` in the shell); the ids of switchable assumptions are the switch keys.

extension AssumptionID {
    public static let propertyAnimatorCurve7 = AssumptionID(rawValue: "property-animator-curve-7")
    public static let blockObserverQueue = AssumptionID(rawValue: "block-observer-queue")
    public static let shortcutsBarNotification = AssumptionID(rawValue: "shortcuts-bar-posts")
    public static let trackingNearEdge = AssumptionID(rawValue: "tracking-near-edge-threshold")
    public static let springSettling = AssumptionID(rawValue: "spring-settling")
    public static let keyboardSpring = AssumptionID(rawValue: "keyboard-spring")
    public static let outOfProcessAnimationBlock = AssumptionID(rawValue: "will-inside-animation-block")
    public static let notificationObject = AssumptionID(rawValue: "notification-object")
    public static let quickTypeResizeDuration = AssumptionID(rawValue: "quicktype-resize-duration")
    public static let fieldSwitch = AssumptionID(rawValue: "field-switch")
    public static let nestedZeroDuration = AssumptionID(rawValue: "nested-zero-duration")
    public static let fieldSwitchDuration = AssumptionID(rawValue: "field-switch-duration")
    public static let firstShowRounds = AssumptionID(rawValue: "first-show-rounds")
    public static let firstShowRoundsPad = AssumptionID(rawValue: "first-show-rounds-pad")
    public static let shortBeginHeight = AssumptionID(rawValue: "short-begin-height")
    public static let thirdPartyRounds = AssumptionID(rawValue: "third-party-round-interval")
    public static let navigationPop = AssumptionID(rawValue: "navigation-pop-duration")
    public static let rotationTiming = AssumptionID(rawValue: "rotation-timing")
    public static let undockedGeometry = AssumptionID(rawValue: "undocked-geometry")
    public static let draggedKeyboardOnScreen = AssumptionID(rawValue: "dragged-keyboard-on-screen")
    public static let shortcutsBarHeight = AssumptionID(rawValue: "shortcuts-bar-height")
    public static let shortcutsBarHeightBorrowed = AssumptionID(rawValue: "shortcuts-bar-height-borrowed")
    public static let shortcutsKeepBar = AssumptionID(rawValue: "shortcuts-keep-bar")
    public static let snapBack = AssumptionID(rawValue: "snap-back-posts-show")
    public static let dragRelease = AssumptionID(rawValue: "drag-release-rule")
    public static let dragReleaseDuration = AssumptionID(rawValue: "drag-release-duration")
    public static let menuUndockFrames = AssumptionID(rawValue: "menu-undock-frames")
    public static let slideOverGap = AssumptionID(rawValue: "slide-over-omits-bottom-gap")
    public static let tableControllerOtherApp = AssumptionID(rawValue: "table-controller-other-app")
    public static let tableControllerOwnKeyboard = AssumptionID(
        rawValue: "table-controller-own-keyboard")
    public static let multitaskingRotation = AssumptionID(rawValue: "multitasking-rotation")
    public static let stageManagerFrames = AssumptionID(rawValue: "stage-manager-frames")
    public static let stageManagerRotation = AssumptionID(rawValue: "stage-manager-rotation")
    public static let instantResize = AssumptionID(rawValue: "instant-resize")
    public static let portraitFixedLandscape = AssumptionID(rawValue: "portrait-fixed-landscape")
    public static let keyboardHeightUnverified = AssumptionID(rawValue: "keyboard-height-unverified")
    public static let keyboardHeightConflict = AssumptionID(rawValue: "keyboard-height-conflict")
    public static let emojiHeight = AssumptionID(rawValue: "emoji-height")
    public static let otherLanguageHeight = AssumptionID(rawValue: "other-language-height")
    public static let hardwareKeyboardDuration = AssumptionID(rawValue: "hardware-keyboard-duration")
    public static let recordedKeyboardMotion = AssumptionID(rawValue: "keyboard-recording")
}

extension LabAssumption {
    /// Every assumption, in a fixed order (the conflicts the issue names first).
    public static let all: [LabAssumption] = [
        LabAssumption(
            id: .nestedZeroDuration,
            assumed:
                "UIView.animate(withDuration: 0) inside another animation block (a keyboard "
                + "notification's) inherits that block's duration and curve",
            alternative: "a duration of 0 makes the changes at once, as Apple documents outside a block "
                + "(value: immediate)",
            confidence: .inference, facts: "§1.3", setting: "profile set nested-zero-duration immediate"),
        LabAssumption(
            id: .blockObserverQueue,
            assumed:
                "a block observer registered with queue: .main runs when the keyboard posts, inside its "
                + "animation block: the centre waits for the block on the main queue",
            alternative: "it runs on the queue's next turn, outside the keyboard's block (value: async)",
            confidence: .inference, facts: "§10.13", setting: "profile set block-observer-queue async"),
        LabAssumption(
            id: .propertyAnimatorCurve7,
            assumed:
                "UIViewPropertyAnimator(duration:curve:) with curve 7 eases in and out over its duration",
            alternative: "it runs the keyboard spring for 0.5 s like UIView.animate (value: keyboardSpring)",
            confidence: .unverified, facts: "§10.3",
            setting: "profile set property-animator-curve-7 keyboardSpring (or animator-curve spring)"),
        LabAssumption(
            id: .recordedKeyboardMotion,
            assumed:
                "the keyboard moves as the recording `keyboard-from` plays (its progress over time, "
                + "ended where the recording ends), not on curve 7's model; so do the animations "
                + "inside its block and, unless `keyboard-from NAME app-curve model`, the app's curve 7",
            alternative: "the model's spring (facts §4.2): `keyboard-from off`",
            confidence: .single, facts: "§4.5", setting: "keyboard-from off"),
        LabAssumption(
            id: .shortcutsBarNotification,
            assumed: "focusing a field on an iPad with a hardware keyboard posts willChangeFrame + willHide",
            alternative: "willChangeFrame + willShow, as Flutter's engine reads it (value: willShow)",
            confidence: .conflict, facts: "§1.7", setting: "profile set shortcuts-bar-posts willShow"),
        LabAssumption(
            id: .hardwareKeyboardDuration,
            assumed: "the notifications a hardware keyboard causes (focus, unfocus, connect, disconnect) "
                + "report the nominal 0.25 s with the profile's curve, as a software show does",
            alternative: "another duration, 0 for a change nothing animates (the logs give frames only)",
            confidence: .unverified, facts: "§1.7", setting: "profile set hardware-keyboard-duration 0"),
        LabAssumption(
            id: .trackingNearEdge,
            assumed: "UITrackingLayoutGuide counts the guide as near an edge within 20 pt",
            alternative: "Apple documents no threshold; any other distance",
            confidence: .unverified, facts: "§6",
            setting: "profile set tracking-near-edge-threshold N (or keyboard-guide near-threshold N)"),
        LabAssumption(
            id: .springSettling,
            assumed: "a spring whose duration UIKit derives from it runs until its decay envelope is 1/1200 "
                + "(fits Apple's CASpringAnimation.settlingDuration examples: 2.85 s, just over 1 s)",
            alternative:
                "until the displacement stays below 0.001 (SwiftUI's epsilon; value: swiftUIEpsilon)",
            confidence: .conflict, facts: "§5.3", setting: "profile set spring-settling swiftUIEpsilon"),
        LabAssumption(
            id: .keyboardSpring,
            assumed:
                "on iOS 26 the keyboard moves on mass 1, stiffness 555.027, damping 47.118 until settled "
                + "(0.40 s; the dids come on the first frame at or after it: 416.67 ms at 60 Hz)",
            alternative: "the classic curve-7 spring (value: classic); reverse-engineered by a third party",
            confidence: .single, facts: "§4.2", setting: "profile set keyboard-spring classic"),
        LabAssumption(
            id: .outOfProcessAnimationBlock,
            assumed: "with the out-of-process keyboard (iOS 17+) the will-notifications still arrive inside "
                + "an in-app animation block",
            alternative: "they arrive outside it: a handler's layout change jumps (value: no)",
            confidence: .unverified, facts: "§1.3", setting: "profile set will-inside-animation-block no"),
        LabAssumption(
            id: .notificationObject,
            assumed: "from iOS 16 the notification's object is the keyboard's UIScreen",
            alternative: "nil, as up to iOS 15 (value: nil); the version of the change is not known",
            confidence: .inference, facts: "§1.1", setting: "profile set notification-object nil"),
        LabAssumption(
            id: .quickTypeResizeDuration,
            assumed: "a QuickType resize reports 0.25 up to iOS 13 and 0 from iOS 14",
            alternative: "0.25 or 0 on any version (one report each side)",
            confidence: .conflict, facts: "§1.5", setting: "profile set quicktype-resize-duration 0.25"),
        LabAssumption(
            id: .fieldSwitch,
            assumed: "a focus move posts willHide + willShow up to iOS 10, nothing up to iOS 12, "
                + "willChangeFrame + willShow from iOS 13",
            alternative: "silent on iOS 8 (QMUI #7); WCF for the old field then WCF + WS (QMUI #3)",
            confidence: .conflict, facts: "§1.6, §10.4", setting: "profile set field-switch silent"),
        LabAssumption(
            id: .fieldSwitchDuration,
            assumed: "a focus move reports the QuickType resize duration (0.25 up to iOS 13, 0 from "
                + "iOS 14), whether or not the keyboard's size changes",
            alternative: "0.25 or 0 on any version (no log gives it)",
            confidence: .unverified, facts: "§10.4", setting: "profile set field-switch-duration 0.25"),
        LabAssumption(
            id: .firstShowRounds,
            assumed:
                "an iPhone's first show after launch posts a keys-only round, then the full keyboard "
                + "0.306 s later, posted on the first frame at or after it (316.67 ms at 60 Hz)",
            alternative: "three rounds (jsq #701) or one; third-party keyboards differ",
            confidence: .single, facts: "§1.4", setting: "profile set first-show-second-round-after S"),
        LabAssumption(
            id: .firstShowRoundsPad,
            assumed:
                "an iPad's first show after launch posts a 0-height round, then the full keyboard with "
                + "duration 0 (D14) 0.306 s later, the interval D08 logged on an iPhone (posted on the "
                + "first frame at or after it: 316.67 ms at 60 Hz)",
            alternative: "D14 logged no interval: any spacing, or one round",
            confidence: .single, facts: "§1.4", setting: "profile set first-show-second-round-after S"),
        LabAssumption(
            id: .shortBeginHeight,
            assumed: "a first show's short Begin carries the keys-only height where no dump logged one "
                + "(D11's 288 on 414x896 is the only log, and it is not that class's keys-only 302)",
            alternative: "another height: D11's Begin is 14 pt below the keys-only guess",
            confidence: .inference, facts: "§2 (D11)", setting: "profile set short-begin-height N"),
        LabAssumption(
            id: .thirdPartyRounds,
            assumed: "a third-party keyboard's rounds come 0.1 s apart, each WCF + WS then DCF + DS; the "
                + "first reports 0.25, the later ones the QuickType resize duration",
            alternative: "any spacing, durations or dids (the logs give heights and repeated willShow only)",
            confidence: .unverified, facts: "§1.4",
            setting: "profile set third-party-round-interval S (durations: quicktype-resize-duration S)"),
        LabAssumption(
            id: .navigationPop,
            assumed: "a navigation pop takes the keyboard down with the transition: 0.35 s, ease in and out",
            alternative: "D04 is iOS 5–6; later transitions may use another duration or curve",
            confidence: .single, facts: "§2 (D04)", setting: "profile set navigation-pop-duration S"),
        LabAssumption(
            id: .rotationTiming,
            assumed:
                "in a rotation the keyboard shows again when the hide has settled (0.5 s; 0.25 s on iOS 5–6)",
            alternative: "the real rotation timing (~0.3–0.4 s window animation) is not in any log",
            confidence: .unverified, facts: "§1.9", setting: "none (needs a device capture)"),
        LabAssumption(
            id: .undockedGeometry,
            assumed: "an undocked or split keyboard sits 150 pt above the bottom; a floating one is 320×260",
            alternative: "any other place or size",
            confidence: .unverified, facts: "§1.8", setting: "none (needs a device capture)"),
        LabAssumption(
            id: .draggedKeyboardOnScreen,
            assumed: "a keyboard dragged past the screen's right, bottom or left edge stops wholly on screen",
            alternative: "iOS lets part of it leave the screen, or snaps it elsewhere",
            confidence: .unverified, facts: "§1.8", setting: "none (needs a device capture)"),
        LabAssumption(
            id: .shortcutsBarHeight,
            assumed: "a Face ID iPad's shortcuts bar shows 75 pt (55 + the 20-pt bottom safe area)",
            alternative: "55 pt as on the 9.7-inch iPad",
            confidence: .unverified, facts: "§1.7, §10.1",
            setting: "profile set shortcuts-bar-visible-height N"),
        LabAssumption(
            id: .shortcutsBarHeightBorrowed,
            assumed: "this home-button iPad's shortcuts bar shows 55 pt, as measured on the 9.7-inch iPad "
                + "(ionic PR #273)",
            alternative: "another height on this screen (a device capture)",
            confidence: .unverified, facts: "§1.7", setting: "profile set shortcuts-bar-visible-height N"),
        LabAssumption(
            id: .shortcutsKeepBar,
            assumed: "with the predictions hidden (Settings or traits) an iPad's bar keeps its full height "
                + "for the Shortcut Bar while the field's inputAssistantItem has groups (reported to stay: "
                + "simplenote-ios #966; the height was never measured)",
            alternative: "the bar goes with the predictions (value: no), or the Shortcut Bar alone is "
                + "another height (a device capture)",
            confidence: .inference, facts: "§10.10", setting: "profile set shortcuts-keep-bar no"),
        LabAssumption(
            id: .snapBack,
            assumed: "an interactive drag that snaps back posts nothing",
            alternative: "willChangeFrame + willShow with Begin = the release frame (value: yes)",
            confidence: .unverified, facts: "§1.10", setting: "profile set snap-back-posts-show yes"),
        LabAssumption(
            id: .dragRelease,
            assumed: "a released drag dismisses when moving down, or at rest past half the height",
            alternative: "UIKit's velocity and distance rule is private",
            confidence: .unverified, facts: "§1.10", setting: "the scenario's release argument"),
        LabAssumption(
            id: .dragReleaseDuration,
            assumed: "at the release of an interactive drag the notifications report Begin = the frame "
                + "at release and 0.25 s, and a snap back animates 0.25 s on curve 7",
            alternative: "another Begin or duration (no log of a release was found)",
            confidence: .unverified, facts: "§1.10", setting: "profile set drag-release-duration S"),
        LabAssumption(
            id: .slideOverGap,
            assumed: "in Slide Over the reported frame leaves out the gap below the panel",
            alternative: "the frame is the screen's like Split View (value: no)",
            confidence: .single, facts: "§1.11", setting: "profile set slide-over-omits-bottom-gap no"),
        LabAssumption(
            id: .tableControllerOtherApp,
            assumed: "a UITableViewController adjusts its table for another app's keyboard (Split View, "
                + "Slide Over) as for its own, scrolling nothing; one installed while that keyboard is up "
                + "waits for its next frame change (openradar 23687553, iOS 9)",
            alternative: "it ignores other apps' keyboards (value: ignore)",
            confidence: .single, facts: "§1.11", setting: "profile set table-controller-other-app ignore"),
        LabAssumption(
            id: .tableControllerOwnKeyboard,
            assumed: "a UITableViewController turned on while this app's own keyboard is up waits for "
                + "the keyboard's next frame change, as the radar reports for another app's",
            alternative: "it adjusts for the keyboard at once (value: adjust)",
            confidence: .unverified, facts: "§1.11",
            setting: "profile set table-controller-own-keyboard adjust"),
        LabAssumption(
            id: .multitaskingRotation,
            assumed: "rotating keeps a Split View window's share of the width and a panel's side",
            alternative: "iPadOS may snap to other split ratios",
            confidence: .unverified, facts: "§1.11", setting: "placement after the rotation"),
        LabAssumption(
            id: .stageManagerRotation,
            assumed: "rotating keeps a Stage Manager window's size (shrunk to fit) and as much of its "
                + "place as fits",
            alternative: "it keeps its shares of the screen's width and height, as the Split View rule "
                + "keeps a share of the width (value: share)",
            confidence: .unverified, facts: "§1.11", setting: "profile set stage-manager-rotation share"),
        LabAssumption(
            id: .stageManagerFrames,
            assumed:
                "with Stage Manager the keyboard stays docked at the screen's bottom whatever the window",
            alternative: "Flutter's reading; no userInfo log of Stage Manager was published",
            confidence: .single, facts: "§1.11", setting: "none (needs a device capture)"),
        LabAssumption(
            id: .instantResize,
            assumed: "a resize the app did not cause (candidate bar, search keyboard) jumps and reports 0",
            alternative: "it may report 0.25 while jumping (react-native-keyboard-controller #557)",
            confidence: .single, facts: "§10.4", setting: "the scenario's reported duration"),
        LabAssumption(
            id: .portraitFixedLandscape,
            assumed: "before iOS 8 a landscape keyboard is reported turned so its bottom lies on the "
                + "portrait screen's left edge (D03's orientation)",
            alternative: "the other landscape orientation puts it on the right edge",
            confidence: .single, facts: "§1.9, §2 (D03)",
            setting: "profile set portrait-fixed-landscape right"),
        LabAssumption(
            id: .keyboardHeightUnverified,
            assumed: "this keyboard height has no source (borrowed from a similar device or derived)",
            alternative: "the real height (a device capture)",
            confidence: .unverified, facts: "§3.1, §10.1", setting: "none (needs a device capture)"),
        LabAssumption(
            id: .keyboardHeightConflict,
            assumed: "a device dump and Telegram's table disagree on this keyboard height by a "
                + "point; the lab uses the dump",
            alternative: "Telegram's value, one point above (docs/Devices.md names both)",
            confidence: .conflict, facts: "§10.1", setting: "profile set keyboard-height-conflict telegram"),
        LabAssumption(
            id: .otherLanguageHeight,
            assumed: "another language's keyboard on the 375x812 class is 366.67 pt: D10 logged it on an "
                + "iPhone X after a keyboard switch whose target was not recorded; the 12/13 mini borrow it",
            alternative: "D10 may show emoji or another layout; the real height per language (a capture)",
            confidence: .inference, facts: "§3.1 (D10)", setting: "profile set other-language-height N"),
        LabAssumption(
            id: .menuUndockFrames,
            assumed: "an undock or split from the keyboard key's menu reports, on iOS 5, Begin and End "
                + "measured from the Begin top upwards (D18: {{0, 0}, …} → {{0, -264}, …} while the "
                + "Center keys say the keyboard went down to its accessory), its dids repeating them; "
                + "from iOS 6 screen frames as a drag's; either way the private key says 0",
            alternative: "the other reading on any version (value: screen or from-begin-top); one log "
                + "(D18, iOS 5) is all there is",
            confidence: .single, facts: "§1.8 (D18)", setting: "profile set menu-undock-frames screen"),
        LabAssumption(
            id: .emojiHeight,
            assumed: "the emoji keyboard is as tall as letters with QuickType (ionic PR #204) on "
                + "every device, though one iPhone X dump (D10) logged a height of its own",
            alternative: "a height of its own per device, as D10 logged 335 → 366.67 on an iPhone X",
            confidence: .conflict, facts: "§1.5, §10.1", setting: "profile set emoji-height N (e.g. 366.67)"),
    ]
}
