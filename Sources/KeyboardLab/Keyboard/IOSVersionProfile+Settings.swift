/// One switch of a profile as a table prints it: its key, value, source and how sure the source is.
public struct ProfileSetting: Hashable, Sendable {
    /// The key `IOSVersionProfile.set(_:to:)` takes, e.g. `quicktype-resize-duration`.
    public var name: String
    public var value: String
    /// The fact section and source (docs/Facts.md).
    public var source: String
    public var confidence: Confidence
}

/// A switch two profiles set differently (`profile diff ios9 ios17`).
public struct ProfileDifference: Hashable, Sendable {
    public var name: String
    /// The value in the profile compared from, and in the one compared to.
    public var from: String
    public var to: String
    public var source: String
    public var confidence: Confidence
}

/// A profile switch that cannot be set as asked.
public enum ProfileSwitchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No switch has this key; `suggestions` are the closest keys.
    case unknownSwitch(key: String, suggestions: [String])
    /// The value does not fit the switch; `expected` describes what does, and `allowed` the
    /// numbers a numeric switch takes (for a help line that gives the nearest one).
    case invalidValue(key: String, value: String, expected: String, allowed: NumberRange? = nil)

    /// The numbers a numeric switch takes.
    public struct NumberRange: Hashable, Sendable {
        public var bounds: ClosedRange<Double>
        /// Only whole numbers (a curve's raw value).
        public var isWhole: Bool

        public init(_ bounds: ClosedRange<Double>, isWhole: Bool = false) {
            self.bounds = bounds
            self.isWhole = isWhole
        }
    }

    public var description: String {
        switch self {
        case .unknownSwitch(let key, let suggestions):
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
            return "unknown profile switch '\(key)'\(hint)"
        case .invalidValue(let key, let value, let expected, _):
            return "\(key) cannot be '\(value)': expected \(expected)"
        }
    }
}

extension IOSVersionProfile {
    /// Every switch with its value and source, in a fixed order (for `profile` tables).
    public var settings: [ProfileSetting] {
        let n = KeyboardNumberFormat.number
        func s(_ name: String, _ value: String, _ source: String, _ c: Confidence) -> ProfileSetting {
            ProfileSetting(name: name, value: value, source: source, confidence: c)
        }
        func b(_ value: Bool) -> String { value ? "yes" : "no" }
        return [
            s("curve", String(keyboardCurve), "facts §2, §4.1 (7 since iOS 7, 0 before)", .confirmed),
            s("nominal-duration", n(nominalDuration), "facts §2", .confirmed),
            s(
                "keyboard-spring", keyboardSpring.rawValue,
                "facts §2, §4.2 (iOS 5-6: curve 0; iOS 26: Telegram fork)", .single),
            s("additive-animations", b(additiveAnimations), "facts §5.1 (iOS 8+)", .confirmed),
            s("motion-settles-after", n(motionSettleDuration), "facts §4.2 (did-notifications)", .confirmed),
            s(
                "spring-settling", springSettling.rawValue, "facts §5.3 (Apple's examples vs SwiftUI)",
                .conflict),
            s("islocal-key", b(includesIsLocalKey), "facts §2 (iOS 9+)", .confirmed),
            s(
                "user-interaction-key", b(includesFrameChangedByUserInteractionKey), "facts §2 (iOS 5-7)",
                .single),
            s("legacy-keys", b(includesLegacyKeys), "facts §2", .confirmed),
            s("did-carries-animation-keys", b(didNotificationsCarryAnimationKeys), "facts §1.2", .confirmed),
            s(
                "screen-follows-orientation", b(screenCoordinatesFollowOrientation), "facts §1.9 (iOS 8+)",
                .doc),
            s(
                "notification-object", notificationObject.rawValue, "facts §1.1 (UIScreen, iOS 16+)",
                .inference),
            s("quicktype-bar", b(hasPredictiveBar), "facts §1.5 (iOS 8+)", .confirmed),
            s("quicktype-collapsible", b(predictiveBarCollapsible), "facts §10.5 (D06, iOS 8-10)", .single),
            s("quicktype-traits", quickTypeTraitRule.rawValue, "facts §10.5 (iOS 15 release notes)", .doc),
            s(
                "quicktype-resize-duration", n(quickTypeResizeDuration), "facts §1.5 (0 from iOS 14)",
                .conflict),
            s("keyboard-switch-duration", n(kindSwitchDuration), "facts §1.5", .confirmed),
            s("navigation-pop-duration", n(navigationPopDuration), "facts §2 (D04, iOS 5-6)", .single),
            s("field-switch", fieldSwitch.rawValue, "facts §1.6, §10.4", .conflict),
            s("field-switch-duration", n(fieldSwitchDuration), "facts §10.4", .unverified),
            s("begin-editing-first", b(beginEditingBeforeWillShow), "facts §10.4 (iOS 16+)", .single),
            s("first-show-second-round-after", n(firstShowSecondRoundDelay), "facts §1.4 (D08)", .single),
            s(
                "short-begin-height", shortBeginHeight.map(n) ?? "keys-only",
                "facts §2 (D11 on 414x896 only)",
                .inference),
            s(
                "other-language-height", otherLanguageHeight.map(n) ?? "catalogue",
                "facts §3.1 (D08, D10 of unrecorded type)", .inference),
            s(
                "emoji-height", emojiHeight.map(n) ?? "letters", "facts §10.1 (ionic PR #204 vs D10)",
                .conflict),
            s(
                "keyboard-height-conflict", keyboardHeightConflict.rawValue, "facts §10.1 (D09 vs Telegram)",
                .conflict),
            s(
                "portrait-fixed-landscape", portraitFixedLandscapeEdge.rawValue,
                "facts §1.9 (D03's orientation)",
                .single),
            s("third-party-round-interval", n(thirdPartyRoundInterval), "no source", .unverified),
            s(
                "will-inside-animation-block", b(willNotificationsInsideAnimationBlock), "facts §1.3",
                .confirmed),
            s("keyboard-out-of-process", b(keyboardOutOfProcess), "facts §1.3 (WWDC23, iOS 17+)", .doc),
            s(
                "shortcuts-bar-posts", shortcutsBarNotification.rawValue, "facts §1.7 (QMUI #6 vs Flutter)",
                .conflict),
            s("shortcuts-bar", b(hasShortcutsBar), "facts §1.7 (iPad, iOS 9+)", .confirmed),
            s(
                "shortcuts-keep-bar", b(shortcutsKeepBar),
                "facts §10.10 (simplenote-ios #966; height unmeasured)",
                .inference),
            s(
                "shortcuts-bar-visible-height", shortcutsBarVisibleHeight.map(n) ?? "catalogue",
                "facts §1.7 (55 on the 9.7-inch iPad only)", .unverified),
            s(
                "hardware-keyboard-focus-posts", b(hardwareKeyboardFocusPosts),
                "facts §1.7 (iOS 9+: DCIntrospect-ARC #44, D03)", .confirmed),
            s(
                "hardware-keyboard-duration", n(hardwareKeyboardDuration), "facts §1.7 (no log gives it)",
                .unverified),
            s("undock-will-end", undockWillEnd.rawValue, "facts §1.8 (QMUI #8)", .single),
            s("menu-undock-frames", menuUndockFrames.rawValue, "facts §1.8 (D18, iOS 5)", .single),
            s("snap-back-posts-show", b(snapBackPostsShow), "facts §1.10", .unverified),
            s("drag-release-duration", n(dragReleaseDuration), "facts §1.10 (not found)", .unverified),
            s(
                "slide-over-omits-bottom-gap", b(slideOverFrameOmitsBottomGap), "facts §1.11 (Flutter)",
                .single),
            s(
                "table-controller-other-app", tableControllerOtherAppKeyboard.rawValue,
                "facts §1.11 (openradar 23687553)", .single),
            s(
                "table-controller-own-keyboard", tableControllerOwnKeyboard.rawValue,
                "facts §1.11 (no source)", .unverified),
            s(
                "stage-manager-rotation", stageManagerRotation.rawValue, "facts §1.11 (no source)",
                .unverified),
            s("split-view", b(supportsSplitView), "facts §8 item 13 (iOS 9+)", .confirmed),
            s("stage-manager", b(supportsStageManager), "facts §8 item 13 (iOS 16+)", .confirmed),
            s("keyboard-layout-guide", b(hasKeyboardLayoutGuide), "facts §6 (iOS 15+)", .doc),
            s(
                "property-animator-curve-7", propertyAnimatorCurve7.rawValue, "facts §10.3 (no source)",
                .unverified),
            s(
                "tracking-near-edge-threshold", n(trackingNearEdgeThreshold), "facts §6 (undocumented)",
                .unverified),
            s(
                "nested-zero-duration", nestedZeroDuration.rawValue, "facts §1.3 (nesting inferred)",
                .inference),
            s(
                "block-observer-queue", blockObserverQueue.rawValue, "facts §10.13 (queue inferred)",
                .inference),
        ]
    }

    /// The keys `set(_:to:)` accepts, in `settings` order.
    public static var switchKeys: [String] { IOSVersionProfile.default.settings.map(\.name) }

    /// The switches `other` sets differently from this profile, in `settings` order: what changes
    /// when going from this profile to `other`.
    public func differences(to other: IOSVersionProfile) -> [ProfileDifference] {
        zip(settings, other.settings).compactMap { mine, theirs in
            guard mine.value != theirs.value else { return nil }
            return ProfileDifference(
                name: mine.name, from: mine.value, to: theirs.value, source: mine.source,
                confidence: mine.confidence)
        }
    }

    /// Sets one switch from its printed form (`yes`/`no`, a number of seconds or points, or one of
    /// the switch's named values); the version number itself cannot be set this way. The key
    /// joins `switchesSet`: a footnote on a value resting on it names the user's setting.
    public mutating func set(_ key: String, to value: String) throws(ProfileSwitchError) {
        try apply(key, to: value)
        switchesSet.insert(key)
    }

    /// The printed value of a switch `set(_:to:)` set (nil for one left at the profile's value).
    public func valueSet(for key: String) -> String? {
        guard switchesSet.contains(key) else { return nil }
        return settings.first { $0.name == key }?.value
    }

    private mutating func apply(_ key: String, to value: String) throws(ProfileSwitchError) {
        func bool() throws(ProfileSwitchError) -> Bool {
            switch value.lowercased() {
            case "yes", "on", "true", "1": return true
            case "no", "off", "false", "0": return false
            default: throw .invalidValue(key: key, value: value, expected: "yes or no")
            }
        }
        func seconds(_ range: ClosedRange<Double> = 0...10) throws(ProfileSwitchError) -> Double {
            guard let number = Double(value), number.isFinite, range.contains(number) else {
                let bounds =
                    "\(KeyboardNumberFormat.number(range.lowerBound))…"
                    + KeyboardNumberFormat.number(range.upperBound)
                throw .invalidValue(
                    key: key, value: value, expected: "a number in \(bounds)",
                    allowed: ProfileSwitchError.NumberRange(range))
            }
            return number
        }
        func points(_ alternative: String) throws(ProfileSwitchError) -> Double {
            guard let number = Double(value), number.isFinite, (0...2000).contains(number) else {
                throw .invalidValue(
                    key: key, value: value, expected: "\(alternative)a height in 0…2000 points",
                    allowed: ProfileSwitchError.NumberRange(0...2000))
            }
            return number
        }
        func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(ProfileSwitchError) -> T
        where T.RawValue == String {
            if let found = T.allCases.first(where: { $0.rawValue.lowercased() == value.lowercased() }) {
                return found
            }
            let names = T.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidValue(key: key, value: value, expected: "one of \(names)")
        }
        switch key {
        case "curve":
            guard let raw = Int(value), (0...15).contains(raw) else {
                throw .invalidValue(
                    key: key, value: value, expected: "a curve 0…15",
                    allowed: ProfileSwitchError.NumberRange(0...15, isWhole: true))
            }
            keyboardCurve = raw
        case "nominal-duration": nominalDuration = try seconds()
        case "keyboard-spring": keyboardSpring = try choice(KeyboardSpringModel.self)
        case "additive-animations": additiveAnimations = try bool()
        case "spring-settling": springSettling = try choice(SpringSettlingRule.self)
        case "islocal-key": includesIsLocalKey = try bool()
        case "user-interaction-key": includesFrameChangedByUserInteractionKey = try bool()
        case "legacy-keys": includesLegacyKeys = try bool()
        case "did-carries-animation-keys": didNotificationsCarryAnimationKeys = try bool()
        case "screen-follows-orientation": screenCoordinatesFollowOrientation = try bool()
        case "notification-object": notificationObject = try choice(KeyboardNotificationObject.self)
        case "quicktype-bar": hasPredictiveBar = try bool()
        case "quicktype-collapsible": predictiveBarCollapsible = try bool()
        case "quicktype-traits": quickTypeTraitRule = try choice(QuickTypeTraitRule.self)
        case "quicktype-resize-duration": quickTypeResizeDuration = try seconds()
        case "keyboard-switch-duration": kindSwitchDuration = try seconds()
        case "navigation-pop-duration": navigationPopDuration = try seconds()
        case "field-switch": fieldSwitch = try choice(FieldSwitchBehaviour.self)
        case "field-switch-duration": fieldSwitchDuration = try seconds()
        case "begin-editing-first": beginEditingBeforeWillShow = try bool()
        case "first-show-second-round-after": firstShowSecondRoundDelay = try seconds()
        case "short-begin-height":
            shortBeginHeight = value.lowercased() == "keys-only" ? nil : try points("keys-only or ")
        case "other-language-height":
            otherLanguageHeight = value.lowercased() == "catalogue" ? nil : try points("catalogue or ")
        case "emoji-height":
            emojiHeight = value.lowercased() == "letters" ? nil : try points("letters or ")
        case "keyboard-height-conflict":
            keyboardHeightConflict = try choice(KeyboardHeightConflictReading.self)
        case "portrait-fixed-landscape":
            portraitFixedLandscapeEdge = try choice(PortraitFixedLandscapeEdge.self)
        case "third-party-round-interval": thirdPartyRoundInterval = try seconds()
        case "will-inside-animation-block": willNotificationsInsideAnimationBlock = try bool()
        case "keyboard-out-of-process": keyboardOutOfProcess = try bool()
        case "shortcuts-bar-posts": shortcutsBarNotification = try choice(ShortcutsBarNotification.self)
        case "shortcuts-bar": hasShortcutsBar = try bool()
        case "shortcuts-keep-bar": shortcutsKeepBar = try bool()
        case "shortcuts-bar-visible-height":
            shortcutsBarVisibleHeight = value.lowercased() == "catalogue" ? nil : try points("catalogue or ")
        case "hardware-keyboard-focus-posts": hardwareKeyboardFocusPosts = try bool()
        case "hardware-keyboard-duration": hardwareKeyboardDuration = try seconds()
        case "undock-will-end": undockWillEnd = try choice(UndockWillEnd.self)
        case "menu-undock-frames": menuUndockFrames = try choice(MenuUndockFrames.self)
        case "snap-back-posts-show": snapBackPostsShow = try bool()
        case "drag-release-duration": dragReleaseDuration = try seconds()
        case "slide-over-omits-bottom-gap": slideOverFrameOmitsBottomGap = try bool()
        case "table-controller-other-app":
            tableControllerOtherAppKeyboard = try choice(TableControllerOtherAppKeyboard.self)
        case "table-controller-own-keyboard":
            tableControllerOwnKeyboard = try choice(TableControllerOwnKeyboard.self)
        case "stage-manager-rotation": stageManagerRotation = try choice(StageManagerRotation.self)
        case "split-view": supportsSplitView = try bool()
        case "stage-manager": supportsStageManager = try bool()
        case "keyboard-layout-guide": hasKeyboardLayoutGuide = try bool()
        case "property-animator-curve-7":
            propertyAnimatorCurve7 = try choice(AnimatorKeyboardCurveBehavior.self)
        case "tracking-near-edge-threshold": trackingNearEdgeThreshold = try seconds(0...1000)
        case "nested-zero-duration": nestedZeroDuration = try choice(NestedZeroDurationBehavior.self)
        case "block-observer-queue": blockObserverQueue = try choice(BlockObserverQueueBehavior.self)
        case "motion-settles-after":
            throw .invalidValue(
                key: key, value: value, expected: "nothing: it follows keyboard-spring and spring-settling")
        default:
            throw .unknownSwitch(key: key, suggestions: DeviceCatalogue.closest(to: key, in: Self.switchKeys))
        }
    }
}
