// Show, hide, focus moves and the resizes of a shown keyboard (facts §1.2, §1.5, §1.6, §1.7).

extension KeyboardStateMachine {
    /// The will-notifications when the keyboard comes up in the current state.
    var appearanceWills: [KeyboardNotificationName] {
        if state.hardwareKeyboard && state.accessoryHeight == 0 {
            // iPhone: willShow never posted, willHide on focus (AlphaWallet PR #1254); iPad: the
            // shortcuts bar posts only willChangeFrame + willHide (QMUI comment #6). facts §1.7.
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
        state.mode.isUndocked && !state.hardwareKeyboard
            ? [.keyboardWillChangeFrame] : [.keyboardWillChangeFrame, .keyboardWillHide]
    }

    /// The will-notifications of a resize of a shown keyboard (QuickType, kind, accessory).
    var resizeWills: [KeyboardNotificationName] {
        if state.hardwareKeyboard && state.accessoryHeight == 0 { return appearanceWills }
        return state.mode.isUndocked && !state.hardwareKeyboard
            ? [.keyboardWillChangeFrame] : [.keyboardWillChangeFrame, .keyboardWillShow]
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

    /// A text field becomes first responder with the keyboard hidden: WCF, WS, then DCF, DS ≈0.5 s
    /// later (facts §1.2); the first show after launch posts two rounds on old profiles (facts §1.4).
    public mutating func show(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        if state.isActive { return try focus(field: field, kind: kind, accessoryHeight: accessoryHeight) }
        if let kind { state.kind = kind }
        if let accessoryHeight { state.accessoryHeight = accessoryHeight }
        state.focusedField = field
        let end = visibleFrame(for: state)
        let begin = hiddenFrame(height: end.height)
        let wills = appearanceWills
        let firstShow = !state.hasShownSinceLaunch && profile.firstShowPostsTwoRounds
        state.hasShownSinceLaunch = true
        if firstShow && wills.contains(.keyboardWillShow) {
            return firstShowRounds(field: field, begin: begin, end: end)
        }
        var t: KeyboardTransition
        if state.hardwareKeyboard && state.accessoryHeight == 0 && device.family == .phone {
            // Nothing appears; both frames are the zero-height strip at the bottom (facts §1.7, D17).
            t = transition(wills, from: end, to: end, duration: profile.nominalDuration)
        } else {
            t = transition(wills, from: begin, to: end, duration: profile.nominalDuration)
        }
        beginEditing(field, into: &t)
        state.frame = end
        return events(t, at: 0)
    }

    /// The first responder resigns: WCF, WH, didEndEditing, then DCF, DH (facts §1.2, D03).
    public mutating func hide() -> [KeyboardEvent] {
        guard let field = state.focusedField else { return [] }
        let begin = state.frame
        let end = begin.height == 0 ? begin : hiddenFrame(height: begin.height)
        var t = transition(disappearanceWills, from: begin, to: end, duration: profile.nominalDuration)
        t.callbacksAfter.append(.didEndEditing(field: field))
        let result = events(t, at: 0)
        state.focusedField = nil
        state.frame = end
        state.isLocal = true
        return result
    }

    /// Focus moves to another field while the keyboard is shown (facts §1.6 [CONFLICT], §10.4): the
    /// profile's `fieldSwitch` decides; a field with an accessory view always posts all four. The new
    /// field brings its own keyboard: letters and no accessory unless given.
    public mutating func focus(
        field: String, kind: KeyboardKind? = nil, accessoryHeight: Double? = nil
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        if let accessoryHeight { try validate(accessoryHeight, "accessory height") }
        guard let old = state.focusedField else {
            return try show(field: field, kind: kind, accessoryHeight: accessoryHeight)
        }
        if old == field {
            var result: [KeyboardEvent] = []
            if let accessoryHeight, accessoryHeight != state.accessoryHeight {
                result += try setAccessoryHeight(accessoryHeight)
            }
            if let kind, kind != state.kind { result += switchKind(kind) }
            return result
        }
        let hadAccessory = state.accessoryHeight > 0
        let before = state.frame
        state.kind = kind ?? .letters
        state.accessoryHeight = accessoryHeight ?? 0
        state.focusedField = field
        let after = visibleFrame(for: state)
        state.frame = after
        let duration = profile.fieldSwitchDuration
        var wills: [KeyboardNotificationName]
        if state.hardwareKeyboard && state.accessoryHeight == 0 && !hadAccessory {
            wills = appearanceWills
        } else if state.mode.isUndocked && !state.hardwareKeyboard {
            wills = [.keyboardWillChangeFrame]  // QMUI #3: no willShow while floating
        } else if hadAccessory || state.accessoryHeight > 0 {
            wills = [.keyboardWillChangeFrame, .keyboardWillShow]  // newbe.dev answer, facts §1.6
        } else {
            switch profile.fieldSwitch {
            case .silent: wills = before == after ? [] : [.keyboardWillChangeFrame]
            case .changeFrameAndShow, .doubleChangeFrameThenShow:
                wills = [.keyboardWillChangeFrame, .keyboardWillShow]
            }
        }
        var t = transition(wills, from: before, to: after, duration: duration)
        t.callbacksBefore.append(.didEndEditing(field: old))
        beginEditing(field, into: &t)
        guard profile.fieldSwitch == .doubleChangeFrameThenShow, wills.count == 2 else {
            return events(t, at: 0)
        }
        // QMUI #3: willChangeFrame for the old field first (nothing moves), then the new field's pair.
        var first = transition([.keyboardWillChangeFrame], from: before, to: before, duration: duration)
        first.postsDids = false
        first.callbacksBefore = t.callbacksBefore
        t.callbacksBefore = profile.beginEditingBeforeWillShow ? [.didBeginEditing(field: field)] : []
        return events(first, at: 0) + events(t, at: 0)
    }

    /// Resizes the shown keyboard to the current state's frame with the given duration.
    mutating func resize(duration: Double, alwaysPost: Bool) -> [KeyboardEvent] {
        guard state.isActive else { return [] }
        let before = state.frame
        let after = visibleFrame(for: state)
        guard alwaysPost || before != after else { return [] }
        state.frame = after
        return events(transition(resizeWills, from: before, to: after, duration: duration), at: 0)
    }

    /// Turns the QuickType bar on or off: WCF, WS with Begin ≠ End, duration 0.25 (≤ iOS 13) or 0
    /// (iOS 14+) (facts §1.5 [CONFLICT]).
    public mutating func setQuickType(_ on: Bool) -> [KeyboardEvent] {
        guard state.quickType != on else { return [] }
        state.quickType = on
        if state.hardwareKeyboard { return [] }
        return resize(duration: profile.quickTypeResizeDuration, alwaysPost: false)
    }

    /// The globe/emoji switch: WCF, WS with duration 0 and no animation, even when the height does not
    /// change (facts §1.5 [CONFIRMED], §10.1).
    public mutating func switchKind(_ kind: KeyboardKind) -> [KeyboardEvent] {
        guard state.kind != kind else { return [] }
        state.kind = kind
        if state.hardwareKeyboard { return [] }
        return resize(duration: profile.kindSwitchDuration, alwaysPost: true)
    }

    /// Attaches, resizes or removes the focused field's input accessory view (0 removes it): the frame
    /// includes the accessory (facts §1.7), and each change posts WCF, WS (facts §1.6).
    public mutating func setAccessoryHeight(_ height: Double) throws(KeyboardScenarioError) -> [KeyboardEvent]
    {
        try validate(height, "accessory height")
        guard state.accessoryHeight != height else { return [] }
        state.accessoryHeight = height
        return resize(duration: profile.fieldSwitchDuration, alwaysPost: true)
    }
}
