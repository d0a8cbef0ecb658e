// Show, hide and focus moves (facts §1.2, §1.6, §1.7). Resizes of a shown keyboard are in
// KeyboardStateMachine+Resize.swift.

extension KeyboardStateMachine {
    /// The will-notifications when the keyboard comes up in the current state.
    var appearanceWills: [KeyboardNotificationName] {
        if silentHardwareKeyboard { return [] }
        if state.hardwareKeyboard && state.accessoryHeight == 0 {
            // iPhone: willShow never posted, willHide on focus (AlphaWallet PR #1254); iPad: the
            // shortcuts bar posts only willChangeFrame + willHide (QMUI comment #6), or willShow as
            // Flutter reads it (the profile's switch). facts §1.7.
            if device.family == .pad && profile.shortcutsBarNotification == .willShow {
                return [.keyboardWillChangeFrame, .keyboardWillShow]
            }
            return [.keyboardWillChangeFrame, .keyboardWillHide]
        }
        if state.mode.isUndocked && !state.hardwareKeyboard {
            // Focusing while floating/undocked posts only willChangeFrame (QMUI #4-#5, facts §1.8).
            return [.keyboardWillChangeFrame]
        }
        return [.keyboardWillChangeFrame, .keyboardWillShow]
    }

    /// The will-notifications when the keyboard goes away in the current state.
    var disappearanceWills: [KeyboardNotificationName] {
        if silentHardwareKeyboard { return [] }
        return state.mode.isUndocked && !state.hardwareKeyboard
            ? [.keyboardWillChangeFrame] : [.keyboardWillChangeFrame, .keyboardWillHide]
    }

    /// Before iOS 9 a hardware keyboard with no accessory view makes focus and unfocus post no
    /// keyboard notification at all (facts §1.7: D03 on iOS 5, Rultech/Polidea; DCIntrospect-ARC #44:
    /// iOS 9's DidHide on focus "is not the case on iOS 8").
    var silentHardwareKeyboard: Bool {
        state.hardwareKeyboard && state.accessoryHeight == 0 && !profile.hardwareKeyboardFocusPosts
    }

    /// The will-notifications of a resize of a shown keyboard (QuickType, kind, accessory).
    var resizeWills: [KeyboardNotificationName] {
        if state.hardwareKeyboard && state.accessoryHeight == 0 { return appearanceWills }
        return state.mode.isUndocked && !state.hardwareKeyboard
            ? [.keyboardWillChangeFrame] : [.keyboardWillChangeFrame, .keyboardWillShow]
    }

    /// The assumptions a hardware-keyboard transition on an iPad rests on.
    var shortcutsBarAssumptions: [AssumptionID] {
        state.hardwareKeyboard && state.accessoryHeight == 0 && device.family == .pad
            && profile.hasShortcutsBar ? [.shortcutsBarNotification] : []
    }

    /// The userInfo duration of a show or hide in this state: with a hardware keyboard the
    /// profile's guess (facts §1.7 gives those notifications' frames, no duration), else the
    /// nominal 0.25.
    var showHideDuration: Double {
        state.hardwareKeyboard ? profile.hardwareKeyboardDuration : profile.nominalDuration
    }

    /// The assumption a show or hide with a hardware keyboard attached rests on: its duration.
    var hardwareKeyboardAssumptions: [AssumptionID] {
        state.hardwareKeyboard ? [.hardwareKeyboardDuration] : []
    }

    func validate(_ value: Double, _ name: String) throws(KeyboardScenarioError) {
        guard value.isFinite, value >= 0 else { throw .invalidValue(name: name, value: value) }
    }

    func beginEditing(_ field: String, into t: inout KeyboardTransition) {
        // iOS 16+: didBeginEditing before keyboardWillShow; iOS 15: after (facts §10.4).
        if profile.beginEditingBeforeWillShow {
            t.callbacksBefore.append(.didBeginEditing(field: field))
        } else {
            t.callbacksAfter.append(.didBeginEditing(field: field))
        }
    }

    /// One warning event at the start of a scenario that does nothing else.
    static func warning(_ warning: KeyboardWarning) -> [KeyboardEvent] {
        [KeyboardEvent(time: 0, kind: .warning(warning))]
    }

    /// A text field becomes first responder with the keyboard hidden: one round, WCF, WS, then DCF,
    /// DS ≈0.5 s later, Begin at the hidden position with End's height (facts §1.2, §2). This is
    /// the ordinary show on every profile, the first after launch included; the launch pattern is
    /// `showFirstAfterLaunch`. With the keyboard up it is a focus move.
    public mutating func show(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        if state.isActive { return try focus(field: field, kind: kind, accessoryHeight: accessoryHeight) }
        prepareShow(field: field, kind: kind, accessoryHeight: accessoryHeight)
        let end = visibleFrame(for: state)
        let begin = hiddenFrame(height: end.height)
        let wills = appearanceWills
        var t: KeyboardTransition
        if state.hardwareKeyboard && state.accessoryHeight == 0 && device.family == .phone {
            // Nothing appears; both frames are the zero-height strip at the bottom (facts §1.7, D17).
            t = transition(wills, from: end, to: end, duration: showHideDuration)
        } else {
            t = transition(wills, from: begin, to: end, duration: showHideDuration)
        }
        t.assumptions += shortcutsBarAssumptions + hardwareKeyboardAssumptions
        beginEditing(field, into: &t)
        state.frame = end
        return events(t, at: 0)
    }

    /// The state changes every show makes before its frames are computed.
    mutating func prepareShow(field: String, kind: KeyboardKind?, accessoryHeight: Double?) {
        if let kind { state.kind = kind }
        if let accessoryHeight { state.accessoryHeight = accessoryHeight }
        becomeFirstResponder(field)
        state.hasShownSinceLaunch = true
    }

    /// `field` becomes first responder: the keyboard reads its traits now, and keeps them until
    /// the next focus (facts §10.5).
    mutating func becomeFirstResponder(_ field: String) {
        state.focusedField = field
        state.focusedTraits = state.fieldTraits[field] ?? TextInputTraits()
    }

    /// The first responder resigns: WCF, WH, didEndEditing, then DCF, DH (facts §1.2, D03). With no
    /// field focused nothing happens, and a warning says so.
    public mutating func hide() -> [KeyboardEvent] {
        guard state.isActive else { return Self.warning(.keyboardNotShown(scenario: "hide")) }
        guard state.isLocal else { return Self.warning(.keyboardOfOtherApp(scenario: "hide")) }
        let hardware = hardwareKeyboardAssumptions
        return dismiss(duration: showHideDuration) { $0.assumptions += hardware }
    }

    /// The hide sequence with a given userInfo duration (a navigation pop passes its transition's).
    mutating func dismiss(duration: Double, adjust: (inout KeyboardTransition) -> Void = { _ in })
        -> [KeyboardEvent]
    {
        guard let field = state.focusedField else { return [] }
        let begin = state.frame
        let end = begin.height == 0 ? begin : hiddenFrame(height: begin.height)
        var t = transition(disappearanceWills, from: begin, to: end, duration: duration)
        t.assumptions += shortcutsBarAssumptions
        t.callbacksAfter.append(.didEndEditing(field: field))
        adjust(&t)
        let result = events(t, at: 0)
        state.focusedField = nil
        state.focusedTraits = TextInputTraits()
        state.frame = end
        state.isLocal = true
        state.unseenHeightChange = 0
        return result
    }

    /// Focus moves to another field while the keyboard is shown (facts §1.6 [CONFLICT], §10.4): the
    /// profile's `fieldSwitch` decides; a field with an accessory view always posts all four. The new
    /// field brings its own keyboard: letters and no accessory unless given. Focusing the field that
    /// already has focus changes only what is given (kind, accessory), else warns and posts nothing.
    public mutating func focus(
        field: String, kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        guard let old = state.focusedField else {
            return try show(field: field, kind: kind, accessoryHeight: accessoryHeight)
        }
        // Another app's keyboard taken over by this app's field: the keyboard is now this app's,
        // so its notifications say local (Apple: the key is YES in the app that brought the
        // keyboard up, facts §1.11), and the other app's field ends editing in the other app.
        let takesOver = !state.isLocal
        if !takesOver && old == field {
            return try refocus(field, kind: kind, accessoryHeight: accessoryHeight)
        }
        state.isLocal = true
        let hadAccessory = state.accessoryHeight > 0
        let before = state.frame
        state.kind = kind ?? .letters
        state.accessoryHeight = accessoryHeight ?? 0
        becomeFirstResponder(field)
        state.unseenHeightChange = 0
        let after = visibleFrame(for: state)
        state.frame = after
        let duration = profile.fieldSwitchDuration
        var wills: [KeyboardNotificationName]
        // The duration every focus move reports is a guess, whether or not the size changes
        // (facts §10.4: no iOS 15–17 log gives it).
        var switchAssumptions: [AssumptionID] = [.fieldSwitchDuration]
        if state.hardwareKeyboard && state.accessoryHeight == 0 && !hadAccessory {
            wills = appearanceWills
        } else if state.mode.isUndocked && !state.hardwareKeyboard {
            wills = [.keyboardWillChangeFrame]  // QMUI #3: no willShow while floating
        } else if hadAccessory || state.accessoryHeight > 0 {
            wills = [.keyboardWillChangeFrame, .keyboardWillShow]  // newbe.dev answer, facts §1.6
        } else {
            switchAssumptions.append(.fieldSwitch)
            switch profile.fieldSwitch {
            case .silent: wills = before == after ? [] : [.keyboardWillChangeFrame]
            case .hideThenShow:
                return fieldSwitchHideThenShow(
                    from: takesOver ? nil : old, to: field, before: before, after: after)
            case .changeFrameAndShow, .doubleChangeFrameThenShow:
                wills = [.keyboardWillChangeFrame, .keyboardWillShow]
            }
        }
        var t = transition(wills, from: before, to: after, duration: duration)
        t.assumptions = switchAssumptions + shortcutsBarAssumptions
        if !takesOver { t.callbacksBefore.append(.didEndEditing(field: old)) }
        beginEditing(field, into: &t)
        guard profile.fieldSwitch == .doubleChangeFrameThenShow, wills.count == 2 else {
            return events(t, at: 0)
        }
        // QMUI #3: willChangeFrame for the old field first (nothing moves), then the new field's pair.
        var first = transition([.keyboardWillChangeFrame], from: before, to: before, duration: duration)
        first.postsDids = false
        first.assumptions = t.assumptions
        first.callbacksBefore = t.callbacksBefore
        t.callbacksBefore = profile.beginEditingBeforeWillShow ? [.didBeginEditing(field: field)] : []
        return events(first, at: 0) + events(t, at: 0)
    }

    /// rdar 34432484 (iOS ≤ 10): the old field resigns (willHide, nothing moves), the new one
    /// becomes first responder (willShow to its frame).
    /// `old` nil: the keyboard was another app's, whose field ends editing there, not here.
    private func fieldSwitchHideThenShow(from old: String?, to field: String, before: Rect, after: Rect)
        -> [KeyboardEvent]
    {
        var resign = transition(
            [.keyboardWillChangeFrame, .keyboardWillHide], from: before, to: before,
            duration: profile.fieldSwitchDuration)
        resign.assumptions = [.fieldSwitch, .fieldSwitchDuration]
        if let old { resign.callbacksAfter.append(.didEndEditing(field: old)) }
        var become = transition(
            [.keyboardWillChangeFrame, .keyboardWillShow], from: before, to: after,
            duration: profile.fieldSwitchDuration)
        become.assumptions = [.fieldSwitch, .fieldSwitchDuration]
        beginEditing(field, into: &become)
        return Self.timeline([events(resign, at: 0), events(become, at: 0)])
    }

    /// The focused field focused again: only a new kind or accessory does anything.
    private mutating func refocus(_ field: String, kind: KeyboardKind?, accessoryHeight: Double?)
        throws(KeyboardScenarioError) -> [KeyboardEvent]
    {
        var result: [KeyboardEvent] = []
        if let accessoryHeight, accessoryHeight != state.accessoryHeight {
            result += try setAccessoryHeight(accessoryHeight)
        }
        if let kind, kind != state.kind { result += switchKind(kind) }
        return result.isEmpty ? Self.warning(.fieldAlreadyFocused(field: field)) : result
    }
}
