// iPad Split View / Slide Over and another app's keyboard (facts §1.11, §7).

extension KeyboardStateMachine {
    /// Puts the app full screen, in Split View or in Slide Over. Keyboard frames stay in screen
    /// coordinates, so they no longer match the app's window (facts §7); nothing is posted.
    public mutating func setPlacement(_ newPlacement: AppPlacement) throws(KeyboardScenarioError) {
        if newPlacement != .fullScreen && device.pad == nil {
            throw .requiresPad(device: device.id, scenario: "multitasking")
        }
        placement = newPlacement
    }

    /// Another visible app brings up its keyboard: this app receives the same sequence with
    /// isLocal = false (facts §1.11, Apple's UIKeyboardIsLocalUserInfoKey docs). A keyboard this app
    /// holds is dismissed first (its hide sequence comes first in the result).
    public mutating func showFromOtherApp(field: String = "other-app") throws(KeyboardScenarioError)
        -> [KeyboardEvent]
    {
        let dismissed = hide()
        state.isLocal = false
        let shown = try show(field: field).filter { if case .textField = $0.kind { false } else { true } }
        return Self.sequence(dismissed, then: shown)
    }

    /// The other app's keyboard goes away (isLocal = false); same as `hide` when this app owns it.
    public mutating func hideInOtherApp() -> [KeyboardEvent] {
        guard !state.isLocal else { return [] }
        return hide().filter { if case .textField = $0.kind { false } else { true } }
    }
}
