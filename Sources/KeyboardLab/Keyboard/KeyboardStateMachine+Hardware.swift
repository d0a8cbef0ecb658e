// Hardware keyboard connected and disconnected while a field is focused (facts §1.7).

extension KeyboardStateMachine {
    /// A hardware keyboard connects. iPhone: the software keyboard goes away (WCF, WH to a
    /// zero-height frame), or shrinks to the accessory view (WCF, WS, rdar 25193835). iPad: the
    /// shortcuts bar replaces it, reported with the full height mostly off screen (WCF, WH, QMUI #6).
    public mutating func connectHardwareKeyboard() -> [KeyboardEvent] {
        guard !state.hardwareKeyboard else {
            return Self.warning(
                .alreadyInState(
                    scenario: "hardware-keyboard connect", state: "a hardware keyboard is attached"))
        }
        state.hardwareKeyboard = true
        return hardwareChange()
    }

    /// The hardware keyboard disconnects: the software keyboard comes up from wherever the bar or
    /// accessory was (WCF, WS).
    public mutating func disconnectHardwareKeyboard() -> [KeyboardEvent] {
        guard state.hardwareKeyboard else {
            return Self.warning(
                .nothingTo(
                    scenario: "hardware-keyboard disconnect", reason: "no hardware keyboard is attached",
                    action: "disconnect"))
        }
        state.hardwareKeyboard = false
        return hardwareChange()
    }

    private mutating func hardwareChange() -> [KeyboardEvent] {
        guard state.isActive else { return [] }
        let before = state.frame
        let after = visibleFrame(for: state)
        state.frame = after
        var wills = state.hardwareKeyboard ? appearanceWills : resizeWills
        // The software keyboard really leaves the screen, so this is a hide even where focus alone
        // would post nothing (before iOS 9).
        if wills.isEmpty && before != after { wills = [.keyboardWillChangeFrame, .keyboardWillHide] }
        // Connecting or disconnecting reports the hardware-keyboard duration either way: no log
        // gives it (facts §1.7).
        var t = transition(wills, from: before, to: after, duration: profile.hardwareKeyboardDuration)
        t.assumptions = shortcutsBarAssumptions + [.hardwareKeyboardDuration]
        return events(t, at: 0)
    }
}
