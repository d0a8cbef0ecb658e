/// One keyboard scenario a session can play: each maps onto a `KeyboardStateMachine` method
/// (see docs/Keyboard.md for the sequences and values iOS produces).
public enum KeyboardScenario: Hashable, Sendable {
    /// A text field becomes first responder with the keyboard hidden (one round, on every profile).
    case show(field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// The first show after launch: two rounds (facts §1.4); needs `launch` (or a fresh session).
    case showFirstAfterLaunch(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// A show whose Begin carries the height without the QuickType bar (D11).
    case showBeginWithoutQuickType(
        field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// The app is relaunched: keyboard hidden, not shown since launch, nothing posted.
    case launch
    /// The first responder resigns.
    case hide
    /// The focused field's view controller is popped: the keyboard leaves with the transition.
    case navigationPop(duration: Double? = nil)
    /// Focus moves to another field while the keyboard is shown.
    case focus(field: String, kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// The QuickType bar turned on or off.
    case quickType(Bool)
    /// The predictive bar swiped down to its strip or back (iOS 8–10).
    case collapsePredictiveBar(Bool)
    /// A field's autocorrection / spell-checking traits.
    case textTraits(field: String, traits: TextInputTraits)
    /// Emoji, number pad, other languages.
    case switchKind(KeyboardKind)
    /// The focused field's input accessory view height (0 removes it).
    case accessoryHeight(Double)
    /// The keyboard jumps to another height for a reason the app cannot see (candidate bar…).
    case instantResize(height: Double, reportedDuration: Double = 0)
    case connectHardwareKeyboard
    case disconnectHardwareKeyboard
    /// Rotation (nil: to the other orientation); with the keyboard shown, the hide-then-show storm.
    case rotate(to: Orientation? = nil)
    case undock
    case split
    /// Undock or split chosen from the menu the keyboard key opens (facts §1.8, D18).
    case undockFromMenu
    case splitFromMenu
    case float
    case dock
    /// Drags a floating keyboard to a new origin (screen coordinates), kept on screen.
    case dragKeyboard(to: Point)
    /// Drags an undocked, split or floating keyboard to a new y, its x kept (screen coordinates).
    case dragKeyboardVertically(toY: Double)
    /// Interactive dismissal: finger positions (screen y, one per frame), then the release.
    case interactiveDismiss(fingerY: [Double], release: KeyboardDragRelease = .automatic)
    /// A finger drags a scroll view's content (screen y, one per frame), then lifts: the content
    /// follows the finger, and the keyboard does what the scroll view's `keyboardDismissMode` says
    /// (hides as the drag begins, follows the finger, or stays).
    case dragScrollView(named: String, fingerY: [Double], release: KeyboardDragRelease = .automatic)
    /// Another app (iPad multitasking) shows its keyboard: isLocal false.
    case showFromOtherApp(field: String = "other-app")
    case hideInOtherApp
    /// A third-party keyboard posting one WCF + WS round (with its DCF + DS) per height.
    case thirdPartyKeyboard(field: String = "field", heights: [Double] = [0, 216, 259])
    /// The same will-notifications as the last transition, posted once more (duplicate willShow,
    /// facts §1.4 / §8 pitfall 1: first show, pinyin and third-party keyboards); nothing moves.
    case repeatLastWillNotifications

    /// What the scenario set when its keyboard frame would start above the screen: the keyboard's
    /// own height (an instant resize, a third-party keyboard's rounds), the dragged keyboard's
    /// origin, or else the accessory's height (the others change the frame only through the
    /// accessory, the kind, the bar or the orientation; a smaller accessory is the way out).
    var frameCulprit: KeyboardFrameCulprit {
        switch self {
        case .instantResize, .thirdPartyKeyboard: .keyboardHeight
        case .dragKeyboard, .dragKeyboardVertically: .origin
        default: .accessoryHeight
        }
    }

    /// A short name for tables: `show`, `quicktype off`, `rotate landscape`, ….
    public var name: String {
        let n = KeyboardNumberFormat.compact
        switch self {
        case .show(let field, _, _): return "show \(field)"
        case .showFirstAfterLaunch(let field, _, _): return "first show \(field)"
        case .showBeginWithoutQuickType(let field, _, _): return "show \(field) (short begin)"
        case .launch: return "launch"
        case .hide: return "hide"
        case .navigationPop: return "navigation pop"
        case .focus(let field, _, _): return "focus \(field)"
        case .quickType(let on): return "quicktype \(on ? "on" : "off")"
        case .collapsePredictiveBar(let on): return "bar \(on ? "collapsed" : "expanded")"
        case .textTraits(let field, _): return "traits \(field)"
        case .switchKind(let kind): return "kind \(kind.rawValue)"
        case .accessoryHeight(let h): return "accessory \(n(h))"
        case .instantResize(let h, _): return "instant resize \(n(h))"
        case .connectHardwareKeyboard: return "hardware on"
        case .disconnectHardwareKeyboard: return "hardware off"
        case .rotate(let to): return "rotate \(to?.rawValue ?? "")"
        case .undock: return "undock"
        case .split: return "split"
        case .undockFromMenu: return "undock from menu"
        case .splitFromMenu: return "split from menu"
        case .float: return "float"
        case .dock: return "dock"
        case .dragKeyboard(let p): return "drag \(p.x) \(p.y)"
        case .dragKeyboardVertically(let y): return "drag \(y)"
        case .interactiveDismiss: return "interactive dismiss"
        case .dragScrollView(let name, _, _): return "drag \(name)"
        case .showFromOtherApp: return "show other app"
        case .hideInOtherApp: return "hide other app"
        case .thirdPartyKeyboard: return "third-party keyboard"
        case .repeatLastWillNotifications: return "repeat wills"
        }
    }
}
