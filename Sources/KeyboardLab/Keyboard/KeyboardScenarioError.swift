/// A scenario that cannot run in the current state or on this device.
public enum KeyboardScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    /// iPad-only scenario (undock, split, float, Split View) on an iPhone.
    case requiresPad(device: String, scenario: String)
    /// The split keyboard does not exist on this iPad.
    case splitUnsupported(device: String)
    /// The scenario needs a shown keyboard.
    case keyboardNotShown(scenario: String)
    /// The scenario needs the keyboard in another mode (e.g. a drag needs a docked keyboard).
    case wrongMode(scenario: String, mode: KeyboardMode)
    /// A height or size that cannot be (negative, not finite).
    case invalidValue(name: String, value: Double)
    /// An interactive drag needs at least one finger position.
    case emptyDrag
    /// An interactive dismissal whose first finger position is on the keyboard: the keyboard's
    /// window is above the app's, so the touch goes to the keys, never to a scroll view, and
    /// nothing is dragged (facts §1.10).
    case touchOnKeyboard(fingerY: Double, keyboardTop: Double)
    /// An interactive dismissal with no scroll view whose `keyboardDismissMode` is `.interactive`
    /// under the finger's first position: UIKit's interactive dismissal is that scroll view's
    /// (facts §1.10), so nothing would follow the finger.
    case noInteractiveScrollView(fingerY: Double)
    /// The feature does not exist in the profile's iOS version (Split View before iOS 9, Stage
    /// Manager before iOS 16).
    case requiresVersion(feature: String, minimum: Int, profile: Int)
    /// A window frame that is empty, not finite, or reaches outside the screen.
    case windowOutsideScreen(window: Rect, screen: Rect)
    /// A Split View window spans the screen's full height from one side; this frame does not
    /// (`fitsRotated`: it would fit the other orientation's screen, e.g. a landscape frame on a
    /// portrait iPad).
    case splitViewFrameMismatch(window: Rect, screen: Rect, fitsRotated: Bool)
    /// The first-show-after-launch pattern after the keyboard was already shown since launch.
    case notFirstShowSinceLaunch
    /// The keyboard's frame (with its input accessory view) would start `top` points above the
    /// screen's top, which iOS never reports: the keyboard's window is the screen's size. Mostly the
    /// two are taller than the screen; an undocked or floating keyboard also keeps its gap above the
    /// screen's bottom. `culprit` is what the scenario set: the accessory's height (a show, an
    /// `accessory` change, a rotation to a shorter screen), the keyboard's (an instant resize, a
    /// third-party keyboard's round) or a dragged keyboard's origin.
    case keyboardAboveScreen(
        keyboardHeight: Double, accessoryHeight: Double, top: Double, screenHeight: Double,
        culprit: KeyboardFrameCulprit)

    public var description: String {
        let r = KeyboardNumberFormat.compactRect
        switch self {
        case .requiresPad(let device, let scenario):
            return "\(scenario) needs an iPad; \(device) is an iPhone"
        case .splitUnsupported(let device): return "\(device) has no split keyboard"
        case .keyboardNotShown(let scenario): return "\(scenario) needs the keyboard to be shown"
        case .wrongMode(let scenario, let mode):
            return "\(scenario) is not possible while the keyboard is \(mode.rawValue)"
        case .invalidValue(let name, let value):
            return "\(name) cannot be \(KeyboardNumberFormat.number(value))"
        case .emptyDrag: return "a drag needs at least one finger position"
        case .touchOnKeyboard(let y, let top):
            let n = KeyboardNumberFormat.compact
            return "the first finger position (y \(n(y))) is on the keyboard (its top is at \(n(top))): "
                + "a touch there goes to the keyboard, not to a scroll view, so nothing is dragged"
        case .noInteractiveScrollView(let y):
            return "interactive dismissal needs a scroll view whose keyboardDismissMode is interactive "
                + "under the finger's first position (y \(KeyboardNumberFormat.compact(y))); there is none"
        case .requiresVersion(let feature, let minimum, let profile):
            return "\(feature) needs iOS \(minimum); the profile is iOS \(profile)"
        case .windowOutsideScreen(let window, let screen):
            return "the window \(r(window)) does not fit the screen \(r(screen))"
        case .splitViewFrameMismatch(let window, let screen, let fitsRotated):
            let hint = fitsRotated ? " (it looks like a frame for the other orientation)" : ""
            return "a Split View window spans the screen's height from its left or right edge; "
                + "\(r(window)) does not on the screen \(r(screen))\(hint)"
        case .notFirstShowSinceLaunch:
            return "the keyboard was already shown since launch, so this is not the first show"
        case .keyboardAboveScreen(let keyboard, let accessory, let top, let screen, _):
            let n = KeyboardNumberFormat.compact
            let parts: String
            // With a hardware keyboard only the accessory is shown.
            if accessory == 0 {
                parts = "the keyboard (\(n(keyboard)) pt)"
            } else if keyboard == 0 {
                parts = "the accessory (\(n(accessory)) pt)"
            } else {
                parts = "the keyboard (\(n(keyboard)) pt) and its accessory (\(n(accessory)) pt)"
            }
            let total = keyboard + accessory
            guard total > screen else {
                return "\(parts) would start \(n(-top)) pt above the top of the \(n(screen))-pt screen"
            }
            let sum = accessory == 0 || keyboard == 0 ? "" : " \(n(total)) pt,"
            return "\(parts) would be\(sum) taller than the \(n(screen))-pt screen"
        }
    }
}

/// What a scenario set that put the keyboard's frame above the screen: the input accessory
/// view's height, the software keyboard's own height, or where the user dragged the keyboard.
public enum KeyboardFrameCulprit: String, Hashable, Sendable {
    case accessoryHeight
    case keyboardHeight
    case origin
}
