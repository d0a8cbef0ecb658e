// Repeated willShow rounds: the first show after launch and third-party keyboards (facts §1.4).

extension KeyboardStateMachine {
    /// Two rounds for the first show after launch (facts §1.4): iPhone: a keys-only keyboard animated
    /// in (0.25), then at +0.306 s (D08) a resize to the full height with the QuickType resize
    /// duration (D11 shows Begin 288 vs End 346 on a first show); iPad: a 0-height notification (0.25)
    /// then the full keyboard with duration 0 (D14).
    mutating func firstShowRounds(field: String, begin: Rect, end: Rect) -> [KeyboardEvent] {
        let wills: [KeyboardNotificationName] = [.keyboardWillChangeFrame, .keyboardWillShow]
        let firstEnd: Rect
        let secondDuration: Double
        switch device.family {
        case .pad:
            firstEnd = hiddenFrame(height: 0)
            secondDuration = 0
        case .phone:
            var keysOnly = state
            keysOnly.quickType = false
            firstEnd = visibleFrame(for: keysOnly)
            secondDuration = profile.quickTypeResizeDuration
        }
        let firstBegin = device.family == .pad ? firstEnd : hiddenFrame(height: firstEnd.height)
        var first = transition(wills, from: firstBegin, to: firstEnd, duration: profile.nominalDuration)
        beginEditing(field, into: &first)
        let second = transition(wills, from: firstEnd, to: end, duration: secondDuration)
        state.frame = end
        return Self.timeline([events(first, at: 0), events(second, at: profile.firstShowSecondRoundDelay)])
    }

    /// A third-party keyboard (Swype, SwiftKey, Sogou) that posts WCF + WS once per height it settles
    /// through, e.g. 0, 216, 259 (facts §1.4). The first round animates in with 0.25; later rounds use
    /// the QuickType resize duration. Round spacing is the profile's `thirdPartyRoundInterval`
    /// [UNVERIFIED].
    public mutating func showThirdPartyKeyboard(
        field: String = "field", heights: [Double] = [0, 216, 259]
    ) throws(KeyboardScenarioError) -> [KeyboardEvent] {
        for height in heights { try validate(height, "keyboard height") }
        guard !heights.isEmpty else { return try show(field: field) }
        let dismissed = hide()
        state.focusedField = field
        state.hasShownSinceLaunch = true
        let s = screen.size
        let accessory = state.accessoryHeight
        var groups: [[KeyboardEvent]] = []
        var previous = hiddenFrame(height: heights[0] + accessory)
        for (index, height) in heights.enumerated() {
            let total = height + accessory
            let end = Rect(x: 0, y: s.height - total, width: s.width, height: total)
            let duration = index == 0 ? profile.nominalDuration : profile.quickTypeResizeDuration
            var t = transition(
                [.keyboardWillChangeFrame, .keyboardWillShow], from: previous, to: end, duration: duration)
            if index == 0 { beginEditing(field, into: &t) }
            groups.append(events(t, at: Double(index) * profile.thirdPartyRoundInterval))
            previous = end
        }
        state.frame = previous
        return Self.sequence(dismissed, then: Self.timeline(groups))
    }
}
