// Resizes of a shown keyboard: the QuickType bar, the keyboard kind, the accessory view, text traits,
// and changes the app cannot see (facts §1.5, §1.7, §10.4, §10.5).

extension KeyboardStateMachine {
    /// Resizes the shown keyboard to the current state's frame with the given duration.
    mutating func resize(duration: Double, alwaysPost: Bool, assumptions: [AssumptionID] = [])
        -> [KeyboardEvent]
    {
        guard state.isActive else { return [] }
        let before = state.frame
        let after = visibleFrame(for: state)
        guard alwaysPost || before != after else { return [] }
        state.frame = after
        var t = transition(resizeWills, from: before, to: after, duration: duration)
        t.assumptions = assumptions + shortcutsBarAssumptions
        return events(t, at: 0)
    }

    /// Turns the QuickType bar on or off (Settings → Predictive): WCF, WS with Begin ≠ End, duration
    /// 0.25 (≤ iOS 13) or 0 (iOS 14+) (facts §1.5 [CONFLICT]). iOS 7 has no bar: a warning.
    public mutating func setQuickType(_ on: Bool) -> [KeyboardEvent] {
        guard profile.hasPredictiveBar else {
            return Self.warning(
                .unavailableInVersion(feature: "QuickType", since: 8, profile: profile.majorVersion))
        }
        guard state.quickType != on else {
            return Self.warning(
                .alreadyInState(scenario: "quicktype", state: "QuickType is \(on ? "on" : "off")"))
        }
        state.quickType = on
        return resizeForBar(scenario: "quicktype")
    }

    /// Swipes the predictive bar down to its strip or back up (iOS 8–10 only): a resize like
    /// QuickType's (D06: 258 ↔ 225 on the iPhone 6).
    public mutating func setPredictiveBarCollapsed(_ collapsed: Bool) -> [KeyboardEvent] {
        guard profile.predictiveBarCollapsible else {
            return Self.warning(
                .onlyInVersions(
                    feature: "the predictive bar's strip", versions: 8...10, profile: profile.majorVersion))
        }
        guard state.predictiveBarCollapsed != collapsed else {
            return Self.warning(
                .alreadyInState(scenario: "collapse-bar", state: collapsed ? "collapsed" : "expanded"))
        }
        state.predictiveBarCollapsed = collapsed
        return resizeForBar(scenario: "collapse-bar")
    }

    private mutating func resizeForBar(scenario: String) -> [KeyboardEvent] {
        if state.hardwareKeyboard {
            return Self.warning(
                .noVisibleEffect(scenario: scenario, reason: "a hardware keyboard is attached"))
        }
        guard state.isActive else { return [] }
        let result = resize(
            duration: profile.quickTypeResizeDuration, alwaysPost: false,
            assumptions: [.quickTypeResizeDuration])
        return result.isEmpty
            ? Self.warning(.noVisibleEffect(scenario: scenario, reason: unchangedByBarReason))
            : result
    }

    /// Why the bar's change leaves the shown keyboard's frame as it was: the warning names the
    /// cause the user can act on, and most kinds' heights do not depend on QuickType
    /// (docs/Devices.md, "Kinds other than letters").
    private var unchangedByBarReason: String {
        if traitsHidePredictions(state) {
            // On an iPad the traits hide the predictions only: the Shortcut Bar's groups, read at
            // the same focus, keep the strip (facts §10.10).
            return profile.shortcutsKeepBar && shortcutBarOutlivesPredictions(state)
                ? "the focused field's traits hide the predictions; the iPad keeps the bar for the "
                    + "Shortcut Bar (assumption shortcuts-keep-bar)"
                : "the focused field's traits hide the bar"
        }
        if state.mode == .floating { return "the floating keyboard keeps its size" }
        switch state.kind {
        case .letters:
            var predictionsOff = state
            predictionsOff.quickType = false
            if profile.shortcutsKeepBar && shortcutBarOutlivesPredictions(predictionsOff) {
                return "the iPad keeps the bar for the Shortcut Bar (assumption shortcuts-keep-bar)"
            }
            return "this keyboard is as tall with the bar as without it"
        case .emoji:
            return "the emoji keyboard keeps its own bar"
        case .numberPad:
            return device.pad == nil
                ? "the number pad has no QuickType bar"
                : "an iPad's number pad is the full keyboard with its bar"
        case .otherLanguage:
            return "the other-language keyboard keeps its candidate bar"
        }
    }

    /// The globe/emoji switch: WCF, WS with duration 0 and no animation, even when the height does not
    /// change (facts §1.5 [CONFIRMED], §10.1). A candidate bar or other unseen change goes with the
    /// old keyboard.
    public mutating func switchKind(_ kind: KeyboardKind) -> [KeyboardEvent] {
        guard state.kind != kind else {
            return Self.warning(
                .alreadyInState(scenario: "keyboard-kind", state: "the keyboard is \(kind.rawValue)"))
        }
        state.kind = kind
        state.unseenHeightChange = 0
        if state.hardwareKeyboard {
            return Self.warning(
                .noVisibleEffect(scenario: "keyboard-kind", reason: "a hardware keyboard is attached"))
        }
        return resize(duration: profile.kindSwitchDuration, alwaysPost: true)
    }

    /// Attaches, resizes or removes the focused field's input accessory view (0 removes it): the frame
    /// includes the accessory (facts §1.7), and each change posts WCF, WS (facts §1.6).
    public mutating func setAccessoryHeight(_ height: Double) throws(KeyboardScenarioError) -> [KeyboardEvent]
    {
        try validate(height, "accessory height")
        guard state.accessoryHeight != height else {
            return Self.warning(
                .alreadyInState(
                    scenario: "accessory", state: "the accessory is \(KeyboardNumberFormat.number(height)) pt"
                ))
        }
        state.accessoryHeight = height
        return resize(
            duration: profile.fieldSwitchDuration, alwaysPost: true, assumptions: [.fieldSwitchDuration])
    }

    /// The keyboard grows or shrinks by itself for a reason the app cannot see (a candidate bar
    /// while typing pinyin, a search field's extra row) to `height` (the software keyboard's own
    /// height, accessory excluded): WCF + WS at once with `reportedDuration` (0 by default; iOS can
    /// also report 0.25 while jumping, react-native-keyboard-controller #557, facts §10.4). The
    /// keyboard jumps either way.
    public mutating func instantResize(to height: Double, reportedDuration: Double = 0)
        throws(KeyboardScenarioError) -> [KeyboardEvent]
    {
        try validate(height, "keyboard height")
        try validate(reportedDuration, "reported duration")
        guard state.isActive, !state.hardwareKeyboard else {
            return Self.warning(.keyboardNotShown(scenario: "instant-resize"))
        }
        let catalogue = softwareKeyboardHeight(for: state).value
        guard catalogue + state.unseenHeightChange != height else {
            return Self.warning(
                .alreadyInState(
                    scenario: "instant-resize",
                    state: "the keyboard is \(KeyboardNumberFormat.number(height)) pt"))
        }
        state.unseenHeightChange = height - catalogue
        let before = state.frame
        let after = visibleFrame(for: state)
        state.frame = after
        var t = transition(resizeWills, from: before, to: after, duration: reportedDuration)
        // The motion is instant whatever the notification says (react-native-keyboard-controller #557).
        t.motionSettleDuration = 0
        t.assumptions = [.instantResize]
        return events(t, at: 0)
    }

    /// Sets a text field's traits (autocorrection, spell checking). On the focused field the
    /// keyboard does not change until the field becomes first responder again (UIKit reads traits
    /// then, or on `reloadInputViews()`): it keeps `state.focusedTraits`, whatever resizes, moves
    /// or turns it meanwhile, and a warning says so. Otherwise nothing is posted.
    public mutating func setTextInputTraits(_ traits: TextInputTraits, forField field: String)
        -> [KeyboardEvent]
    {
        let old = state.fieldTraits[field] ?? TextInputTraits()
        guard old != traits else {
            return Self.warning(
                .alreadyInState(scenario: "text-traits", state: "'\(field)' has these traits"))
        }
        state.fieldTraits[field] = traits
        if state.focusedField == field {
            return Self.warning(.traitsApplyAtNextFocus(field: field))
        }
        return []
    }
}
