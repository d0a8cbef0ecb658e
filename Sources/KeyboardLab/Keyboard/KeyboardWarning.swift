/// A request the lab carried out (or ignored) although it makes no sense in the current state:
/// accepting nonsense quietly would hide a script's mistake, so each case names its culprit and the
/// shell prints it. A warning never stops a script; what cannot be done at all is a
/// `KeyboardScenarioError` instead.
public enum KeyboardWarning: Hashable, Sendable, CustomStringConvertible {
    /// Focus (or show) on the field that is already first responder: iOS does nothing, nothing is
    /// posted.
    case fieldAlreadyFocused(field: String)
    /// A scenario that needs a shown keyboard ran with none: nothing is posted.
    case keyboardNotShown(scenario: String)
    /// The keyboard shown is another visible app's (isLocal false): no field of this app is first
    /// responder, so this app's resign does nothing and nothing is posted.
    case keyboardOfOtherApp(scenario: String)
    /// The other app's hide with this app's keyboard up (a field here took the other app's keyboard
    /// over, so it is local now): the other app has nothing to resign, nothing is posted.
    case keyboardOfThisApp(scenario: String, field: String)
    /// The state is already what the scenario asks for (QuickType already on, already docked,
    /// already in portrait…): nothing is posted.
    case alreadyInState(scenario: String, state: String)
    /// What the scenario would undo is not there (`hardware-keyboard disconnect` with none
    /// attached): `action` names what there is nothing to do.
    case nothingTo(scenario: String, reason: String, action: String)
    /// The state changed but iOS shows no keyboard that could reflect it (a hardware keyboard is
    /// attached), so nothing is posted now.
    case noVisibleEffect(scenario: String, reason: String)
    /// The feature does not exist in the profile's iOS version; the request was ignored.
    case unavailableInVersion(feature: String, since: Int, profile: Int)
    /// An API the profile's iOS version does not have (UIKeyboardLayoutGuide and its properties,
    /// `KeyboardGuideAPI`), run anyway so that it can be compared.
    case runsBeforeVersion(feature: String, since: Int, profile: Int)
    /// The feature existed only in some iOS versions (the bar's strip, iOS 8–10); ignored.
    case onlyInVersions(feature: String, versions: ClosedRange<Int>, profile: Int)
    /// The device never ran this iOS version (it shipped later or was dropped earlier); the lab
    /// still combines them.
    case deviceNeverRanVersion(device: String, version: Int, supported: ClosedRange<Int>)
    /// A text trait changed on the focused field: UIKit reads traits when the field becomes first
    /// responder (or on `reloadInputViews()`), so the keyboard changes at the next focus.
    case traitsApplyAtNextFocus(field: String)
    /// The first-show-after-launch pattern needs the software keyboard docked; an ordinary show
    /// was played instead.
    case firstShowPatternNotApplicable(reason: String)
    /// The new profile's iOS version has no such window, so the app went back to full screen.
    case windowBackToFullScreen(feature: String, since: Int, profile: Int)
    /// The variant whose Begin is measured without the QuickType bar has nothing to show: the
    /// keyboard has no bar now, so Begin and End carry the same height.
    case beginHeightEqualsEnd(height: Double)

    /// The scenario did nothing at all (nothing moved, nothing was posted): the warning says
    /// so, and a "(no notifications)" line would only repeat it.
    public var meansNothingHappened: Bool {
        switch self {
        case .fieldAlreadyFocused, .keyboardNotShown, .keyboardOfOtherApp, .keyboardOfThisApp,
            .alreadyInState, .nothingTo:
            return true
        default:
            return false
        }
    }

    public var description: String {
        let n = KeyboardNumberFormat.number
        switch self {
        case .fieldAlreadyFocused(let field):
            return "'\(field)' is already the first responder: nothing happens (iOS posts nothing)"
        case .keyboardNotShown(let scenario):
            return "\(scenario): no keyboard is shown, nothing happens"
        case .keyboardOfOtherApp(let scenario):
            return "\(scenario): the keyboard is the other app's (no field here is first responder), "
                + "nothing happens; other-app hide takes it down"
        case .keyboardOfThisApp(let scenario, let field):
            return "\(scenario): the keyboard is this app's ('\(field)' is first responder), "
                + "nothing happens; hide-keyboard takes it down"
        case .alreadyInState(let scenario, let state):
            return "\(scenario): \(state) already, nothing happens"
        case .nothingTo(let scenario, let reason, let action):
            return "\(scenario): \(reason): nothing to \(action)"
        case .noVisibleEffect(let scenario, let reason):
            return "\(scenario): \(reason), so nothing is posted now"
        case .unavailableInVersion(let feature, let since, let profile):
            return "\(feature) needs iOS \(since); the profile is iOS \(profile), so it was ignored"
        case .runsBeforeVersion(let feature, let since, let profile):
            return "\(feature) needs iOS \(since); the profile is iOS \(profile) (the lab runs it anyway)"
        case .onlyInVersions(let feature, let versions, let profile):
            return "\(feature) exists on iOS \(versions.lowerBound)–\(versions.upperBound) only; "
                + "the profile is iOS \(profile), so it was ignored"
        case .deviceNeverRanVersion(let device, let version, let supported):
            return "\(device) never ran iOS \(version) (it runs iOS \(supported.lowerBound)–"
                + "\(supported.upperBound)); the lab combines them anyway"
        case .traitsApplyAtNextFocus(let field):
            return "'\(field)' is focused: its new text traits apply when it next becomes first responder"
        case .firstShowPatternNotApplicable(let reason):
            return "the first-show-after-launch pattern needs the docked software keyboard (\(reason)); "
                + "an ordinary show was played"
        case .windowBackToFullScreen(let feature, let since, let profile):
            return "\(feature) needs iOS \(since); on iOS \(profile) the app is full screen again"
        case .beginHeightEqualsEnd(let height):
            return "no QuickType bar is shown, so Begin and End both carry \(n(height)) pt"
        }
    }
}
