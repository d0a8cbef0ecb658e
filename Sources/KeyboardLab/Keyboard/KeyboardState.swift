/// Where the software keyboard sits (iPad only for anything but docked, facts §1.8).
public enum KeyboardMode: String, Hashable, Sendable, CaseIterable {
    case docked
    case undocked
    case split
    case floating

    /// True for the iPad placements that are not at the screen bottom.
    public var isUndocked: Bool { self != .docked }
}

/// The app's window on screen: full screen, or one side of an iPad Split View / a Slide Over panel.
/// Keyboard frames are always in screen coordinates (facts §1.11, §7). A Stage Manager window is
/// carried as a `.splitView` frame with `KeyboardStateMachine.isStageManager` set: the keyboard
/// behaves as in Split View (docked at the screen's bottom), only the frame's rules differ.
public enum AppPlacement: Hashable, Sendable {
    case fullScreen
    /// The app's window frame in screen coordinates.
    case splitView(windowFrame: Rect)
    /// The Slide Over panel's frame in screen coordinates.
    case slideOver(windowFrame: Rect)

    /// The window frame in screen coordinates for a screen of the given bounds.
    public func windowFrame(screen: Rect) -> Rect {
        switch self {
        case .fullScreen: screen
        case .splitView(let frame), .slideOver(let frame): frame
        }
    }
}

/// The keyboard's state between scenarios.
public struct KeyboardState: Hashable, Sendable {
    /// The first responder in this app (or the other app's field for `isLocal == false`).
    public var focusedField: String?
    /// False when another visible app owns the keyboard (iPad multitasking, facts §1.11).
    public var isLocal: Bool = true
    public var mode: KeyboardMode = .docked
    public var kind: KeyboardKind = .letters
    /// QuickType / predictive bar on (Settings → Predictive; on by default).
    public var quickType: Bool = true
    /// The focused field's inputAccessoryView height, 0 for none.
    public var accessoryHeight: Double = 0
    public var hardwareKeyboard: Bool = false
    /// Where the user dragged the floating keyboard; `nil` keeps the default place.
    public var floatingOrigin: Point?
    /// False until the first show after launch (facts §1.4).
    public var hasShownSinceLaunch: Bool = false
    /// The predictive bar swiped down to its strip (iOS 8–10, facts §10.5).
    public var predictiveBarCollapsed: Bool = false
    /// Extra height of a resize the app did not cause (a candidate bar, a search keyboard's row),
    /// on top of the catalogue's height; gone when the keyboard hides or changes kind.
    public var unseenHeightChange: Double = 0
    /// Each text field's traits (autocorrection, spell checking), by field name; a field not listed
    /// has the defaults. They belong to the app, so they survive a relaunch. The keyboard does not
    /// read them from here: it reads `focusedTraits`.
    public var fieldTraits: [String: TextInputTraits] = [:]
    /// The focused field's traits as the keyboard read them when the field became first responder
    /// (UIKit reads a field's traits then, or on `reloadInputViews()`, facts §10.5): every frame of
    /// the keyboard follows these, so a change to the focused field's `fieldTraits` shows only at
    /// its next focus. The defaults while no field is focused.
    public internal(set) var focusedTraits = TextInputTraits()
    /// The keyboard frame now, screen coordinates (the last end frame).
    public var frame: Rect = .zero

    public init() {}

    /// True while a field is focused (the keyboard, bar or accessory is up or would be).
    public var isActive: Bool { focusedField != nil }

    /// A fresh state keeping what belongs to the device (Predictive, the predictive bar's strip,
    /// a hardware keyboard, the iPad's keyboard mode) and the fields' traits, which are the app's
    /// code (facts §10.9): what a relaunch keeps, and what a copy of the scene starts with. The
    /// rest is the running app's: focus, kind, accessory, a dragged floating keyboard's place.
    public var settingsKeptByLaunch: KeyboardState {
        var fresh = KeyboardState()
        fresh.quickType = quickType
        fresh.hardwareKeyboard = hardwareKeyboard
        fresh.mode = mode
        fresh.predictiveBarCollapsed = predictiveBarCollapsed
        fresh.fieldTraits = fieldTraits
        return fresh
    }
}
