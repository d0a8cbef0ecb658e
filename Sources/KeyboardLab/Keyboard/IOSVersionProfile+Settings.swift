/// A profile switch's value, typed: what `settings` reports and `set(_:to:)` takes, so that no
/// value goes through text between the shell and the profile.
public enum ProfileValue: Hashable, Sendable, CustomStringConvertible {
    /// A yes-or-no switch.
    case flag(Bool)
    /// Seconds, points or a curve's raw value.
    case number(Double)
    /// One of the switch's named values (a rule's name, or the word for "the catalogue's").
    case word(String)

    /// As `profile` prints it: `yes`/`no`, a number in the lab's short form, the word.
    public var description: String {
        switch self {
        case .flag(let on): return on ? "yes" : "no"
        case .number(let value): return KeyboardNumberFormat.number(value)
        case .word(let word): return word
        }
    }
}

/// One switch of a profile as a table prints it: its key, value, source and how sure the source is.
public struct ProfileSetting: Hashable, Sendable {
    /// The key `IOSVersionProfile.set(_:to:)` takes, e.g. `quicktype-resize-duration`.
    public var name: String
    public var value: ProfileValue
    /// The fact section and source (docs/Facts.md).
    public var source: String
    public var confidence: Confidence
}

/// A switch two profiles set differently (`profile diff ios9 ios17`).
public struct ProfileDifference: Hashable, Sendable {
    public var name: String
    /// The value in the profile compared from, and in the one compared to.
    public var from: ProfileValue
    public var to: ProfileValue
    public var source: String
    public var confidence: Confidence
}

/// A profile switch that cannot be set as asked.
public enum ProfileSwitchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No switch has this key; `suggestions` are the closest keys.
    case unknownSwitch(key: String, suggestions: [String])
    /// The value does not fit the switch; `expected` describes what does, and `allowed` the
    /// numbers a numeric switch takes (for a help line that gives the nearest one).
    case invalidValue(key: String, value: ProfileValue, expected: String, allowed: NumberRange? = nil)

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

/// One switch of a profile, declared once: its key, its source and how sure that is, and how
/// its value is read and set. `IOSVersionProfile.switches` is the one table of them, as the
/// command table is of commands: `profile` prints it, `profile diff` compares by it, `profile
/// set` sets through it and TAB completes its keys.
public struct ProfileSwitch: Sendable {
    public let key: String
    /// The fact section and source (docs/Facts.md).
    public let source: String
    public let confidence: Confidence
    let read: @Sendable (IOSVersionProfile) -> ProfileValue
    let write: @Sendable (inout IOSVersionProfile, ProfileValue) throws(ProfileSwitchError) -> Void

    typealias Path<T> = WritableKeyPath<IOSVersionProfile, T> & Sendable

    /// A yes-or-no switch (also 1 or 0).
    static func flag(_ key: String, _ path: Path<Bool>, _ source: String, _ confidence: Confidence) -> Self {
        Self(
            key: key, source: source, confidence: confidence, read: { .flag($0[keyPath: path]) },
            write: {
                profile, value throws(ProfileSwitchError) in
                switch value {
                case .flag(let on): profile[keyPath: path] = on
                case .number(1): profile[keyPath: path] = true
                case .number(0): profile[keyPath: path] = false
                default: throw .invalidValue(key: key, value: value, expected: "yes or no")
                }
            })
    }

    /// A duration in seconds (or another bounded number).
    static func seconds(
        _ key: String, _ path: Path<Double>, _ source: String, _ confidence: Confidence,
        range: ClosedRange<Double> = 0...10
    ) -> Self {
        Self(
            key: key, source: source, confidence: confidence, read: { .number($0[keyPath: path]) },
            write: {
                profile, value throws(ProfileSwitchError) in
                guard case .number(let number) = value, number.isFinite, range.contains(number) else {
                    let bounds =
                        "\(KeyboardNumberFormat.number(range.lowerBound))…"
                        + KeyboardNumberFormat.number(range.upperBound)
                    throw .invalidValue(
                        key: key, value: value, expected: "a number in \(bounds)",
                        allowed: ProfileSwitchError.NumberRange(range))
                }
                profile[keyPath: path] = number
            })
    }

    /// A height in points, or `word` for none of the profile's own (the catalogue's, …).
    static func points(
        _ key: String, _ path: Path<Double?>, or word: String, _ source: String, _ confidence: Confidence
    ) -> Self {
        Self(
            key: key, source: source, confidence: confidence,
            read: { profile in profile[keyPath: path].map { .number($0) } ?? .word(word) },
            write: { profile, value throws(ProfileSwitchError) in
                if case .word(let given) = value, given.lowercased() == word {
                    profile[keyPath: path] = nil
                    return
                }
                guard case .number(let number) = value, number.isFinite, (0...2000).contains(number) else {
                    throw .invalidValue(
                        key: key, value: value, expected: "\(word) or a height in 0…2000 points",
                        allowed: ProfileSwitchError.NumberRange(0...2000))
                }
                profile[keyPath: path] = number
            })
    }

    /// One of a rule's named values.
    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: Path<T>, _ source: String, _ confidence: Confidence
    ) -> Self where T.RawValue == String {
        Self(
            key: key, source: source, confidence: confidence, read: { .word($0[keyPath: path].rawValue) },
            write: {
                profile, value throws(ProfileSwitchError) in
                let word = value.description.lowercased()
                guard let found = T.allCases.first(where: { $0.rawValue.lowercased() == word }) else {
                    let names = T.allCases.map(\.rawValue).joined(separator: ", ")
                    throw .invalidValue(key: key, value: value, expected: "one of \(names)")
                }
                profile[keyPath: path] = found
            })
    }
}

extension IOSVersionProfile {
    /// Every switch, in the order `profile` lists them.
    public static let switches: [ProfileSwitch] = [
        ProfileSwitch(
            key: "curve", source: "facts §2, §4.1 (7 since iOS 7, 0 before)", confidence: .confirmed,
            read: { .number(Double($0.keyboardCurve)) },
            write: { profile, value throws(ProfileSwitchError) in
                guard case .number(let raw) = value, raw == raw.rounded(), (0...15).contains(raw) else {
                    throw .invalidValue(
                        key: "curve", value: value, expected: "a curve 0…15",
                        allowed: ProfileSwitchError.NumberRange(0...15, isWhole: true))
                }
                profile.keyboardCurve = Int(raw)
            }),
        .seconds("nominal-duration", \.nominalDuration, "facts §2", .confirmed),
        .choice(
            "keyboard-spring", \.keyboardSpring, "facts §2, §4.2 (iOS 5-6: curve 0; iOS 26: Telegram fork)",
            .single),
        .flag("additive-animations", \.additiveAnimations, "facts §5.1 (iOS 8+)", .confirmed),
        ProfileSwitch(
            key: "motion-settles-after", source: "facts §4.2 (did-notifications)", confidence: .confirmed,
            read: { .number($0.motionSettleDuration) },
            write: { _, value throws(ProfileSwitchError) in
                throw .invalidValue(
                    key: "motion-settles-after", value: value,
                    expected: "nothing: it follows keyboard-spring and spring-settling")
            }),
        .choice("spring-settling", \.springSettling, "facts §5.3 (Apple's examples vs SwiftUI)", .conflict),
        .flag("islocal-key", \.includesIsLocalKey, "facts §2 (iOS 9+)", .confirmed),
        .flag(
            "user-interaction-key", \.includesFrameChangedByUserInteractionKey, "facts §2 (iOS 5-7)", .single),
        .flag("legacy-keys", \.includesLegacyKeys, "facts §2", .confirmed),
        .flag("did-carries-animation-keys", \.didNotificationsCarryAnimationKeys, "facts §1.2", .confirmed),
        .flag(
            "screen-follows-orientation", \.screenCoordinatesFollowOrientation, "facts §1.9 (iOS 8+)", .doc),
        .choice("notification-object", \.notificationObject, "facts §1.1 (UIScreen, iOS 16+)", .inference),
        .flag("quicktype-bar", \.hasPredictiveBar, "facts §1.5 (iOS 8+)", .confirmed),
        .flag("quicktype-collapsible", \.predictiveBarCollapsible, "facts §10.5 (D06, iOS 8-10)", .single),
        .choice("quicktype-traits", \.quickTypeTraitRule, "facts §10.5 (iOS 15 release notes)", .doc),
        .seconds(
            "quicktype-resize-duration", \.quickTypeResizeDuration, "facts §1.5 (0 from iOS 14)", .conflict),
        .seconds("keyboard-switch-duration", \.kindSwitchDuration, "facts §1.5", .confirmed),
        .seconds("navigation-pop-duration", \.navigationPopDuration, "facts §2 (D04, iOS 5-6)", .single),
        .choice("field-switch", \.fieldSwitch, "facts §1.6, §10.4", .conflict),
        .seconds("field-switch-duration", \.fieldSwitchDuration, "facts §10.4", .unverified),
        .flag("begin-editing-first", \.beginEditingBeforeWillShow, "facts §10.4 (iOS 16+)", .single),
        .seconds("first-show-second-round-after", \.firstShowSecondRoundDelay, "facts §1.4 (D08)", .single),
        .points(
            "short-begin-height", \.shortBeginHeight, or: "keys-only", "facts §2 (D11 on 414x896 only)",
            .inference),
        .points(
            "other-language-height", \.otherLanguageHeight, or: "catalogue",
            "facts §3.1 (D08, D10 of unrecorded type)", .inference),
        .points(
            "emoji-height", \.emojiHeight, or: "letters", "facts §10.1 (ionic PR #204 vs D10)", .conflict),
        .choice(
            "keyboard-height-conflict", \.keyboardHeightConflict, "facts §10.1 (D09 vs Telegram)", .conflict),
        .choice(
            "portrait-fixed-landscape", \.portraitFixedLandscapeEdge, "facts §1.9 (D03's orientation)",
            .single),
        .seconds("third-party-round-interval", \.thirdPartyRoundInterval, "no source", .unverified),
        .flag(
            "will-inside-animation-block", \.willNotificationsInsideAnimationBlock, "facts §1.3", .confirmed),
        .flag("keyboard-out-of-process", \.keyboardOutOfProcess, "facts §1.3 (WWDC23, iOS 17+)", .doc),
        .choice(
            "shortcuts-bar-posts", \.shortcutsBarNotification, "facts §1.7 (QMUI #6 vs Flutter)", .conflict),
        .flag("shortcuts-bar", \.hasShortcutsBar, "facts §1.7 (iPad, iOS 9+)", .confirmed),
        .flag(
            "shortcuts-keep-bar", \.shortcutsKeepBar, "facts §10.10 (simplenote-ios #966; height unmeasured)",
            .inference),
        .points(
            "shortcuts-bar-visible-height", \.shortcutsBarVisibleHeight, or: "catalogue",
            "facts §1.7 (55 on the 9.7-inch iPad only)", .unverified),
        .flag(
            "hardware-keyboard-focus-posts", \.hardwareKeyboardFocusPosts,
            "facts §1.7 (iOS 9+: DCIntrospect-ARC #44, D03)", .confirmed),
        .seconds(
            "hardware-keyboard-duration", \.hardwareKeyboardDuration, "facts §1.7 (no log gives it)",
            .unverified),
        .choice("undock-will-end", \.undockWillEnd, "facts §1.8 (QMUI #8)", .single),
        .choice("menu-undock-frames", \.menuUndockFrames, "facts §1.8 (D18, iOS 5)", .single),
        .flag("snap-back-posts-show", \.snapBackPostsShow, "facts §1.10", .unverified),
        .seconds("drag-release-duration", \.dragReleaseDuration, "facts §1.10 (not found)", .unverified),
        .flag(
            "slide-over-omits-bottom-gap", \.slideOverFrameOmitsBottomGap, "facts §1.11 (Flutter)", .single),
        .choice(
            "table-controller-other-app", \.tableControllerOtherAppKeyboard,
            "facts §1.11 (openradar 23687553)",
            .single),
        .choice(
            "table-controller-own-keyboard", \.tableControllerOwnKeyboard, "facts §1.11 (no source)",
            .unverified),
        .choice("stage-manager-rotation", \.stageManagerRotation, "facts §1.11 (no source)", .unverified),
        .flag("split-view", \.supportsSplitView, "facts §8 item 13 (iOS 9+)", .confirmed),
        .flag("stage-manager", \.supportsStageManager, "facts §8 item 13 (iOS 16+)", .confirmed),
        .flag("keyboard-layout-guide", \.hasKeyboardLayoutGuide, "facts §6 (iOS 15+)", .doc),
        .choice(
            "property-animator-curve-7", \.propertyAnimatorCurve7, "facts §10.3 (no source)", .unverified),
        .seconds(
            "tracking-near-edge-threshold", \.trackingNearEdgeThreshold, "facts §6 (undocumented)",
            .unverified,
            range: 0...1000),
        .choice("nested-zero-duration", \.nestedZeroDuration, "facts §1.3 (nesting inferred)", .inference),
        .choice("block-observer-queue", \.blockObserverQueue, "facts §10.13 (queue inferred)", .inference),
    ]

    /// Every switch with its value and source, in the table's order (for `profile` tables).
    public var settings: [ProfileSetting] {
        Self.switches.map {
            ProfileSetting(name: $0.key, value: $0.read(self), source: $0.source, confidence: $0.confidence)
        }
    }

    /// The keys `set(_:to:)` accepts, in the table's order.
    public static var switchKeys: [String] { switches.map(\.key) }

    /// The switches `other` sets differently from this profile, in the table's order: what
    /// changes when going from this profile to `other`.
    public func differences(to other: IOSVersionProfile) -> [ProfileDifference] {
        Self.switches.compactMap { item in
            let (mine, theirs) = (item.read(self), item.read(other))
            guard mine != theirs else { return nil }
            return ProfileDifference(
                name: item.key, from: mine, to: theirs, source: item.source, confidence: item.confidence)
        }
    }

    /// Sets one switch (the version number itself cannot be set this way). The key joins
    /// `switchesSet`: a footnote on a value resting on it names the user's setting.
    public mutating func set(_ key: String, to value: ProfileValue) throws(ProfileSwitchError) {
        guard let item = Self.switches.first(where: { $0.key == key }) else {
            throw .unknownSwitch(key: key, suggestions: DeviceCatalogue.closest(to: key, in: Self.switchKeys))
        }
        try item.write(&self, value)
        switchesSet.insert(key)
    }

    /// The value of a switch `set(_:to:)` set, as printed (nil for one left at the profile's value).
    public func valueSet(for key: String) -> String? {
        guard switchesSet.contains(key) else { return nil }
        return Self.switches.first { $0.key == key }?.read(self).description
    }
}
