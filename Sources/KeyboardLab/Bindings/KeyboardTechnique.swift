/// The ways developers keep a view above the keyboard: the four classic techniques written as
/// the original code does it (flaws included), a corrected version of each, and the keyboard
/// layout guide (iOS 15+). docs/Techniques.md explains each one and what is wrong with it.
public enum KeyboardTechnique: String, Hashable, Sendable, CaseIterable {
    /// `animateWithKeyboard`: a `UIViewPropertyAnimator(duration:curve:)` from userInfo.
    case animateWithKeyboard = "animate-with-keyboard"
    /// One will-show/will-hide handler moving a bottom constraint by End.y − Begin.y.
    case showHideDelta = "show-hide-delta"
    /// `bindToKeyboard()`: Δy added to `frame.origin.y` in `animateKeyframes`.
    case bindToKeyboard = "bind-to-keyboard"
    /// The view-controller category `subscribe(beforeAnimations:animations:completion:)`.
    case subscribeCategory = "subscribe-category"
    /// `view.bottom == keyboardLayoutGuide.top` (iOS 15+).
    case keyboardLayoutGuide = "keyboard-layout-guide"
    case animateWithKeyboardFixed = "animate-with-keyboard-fixed"
    case showHideDeltaFixed = "show-hide-delta-fixed"
    case bindToKeyboardFixed = "bind-to-keyboard-fixed"
    case subscribeCategoryFixed = "subscribe-category-fixed"

    /// The four classic techniques, as the originals wrote them (the layout guide is UIKit's own
    /// answer, not one of them: name it beside them to compare with it).
    public static let classic: [KeyboardTechnique] = [
        .animateWithKeyboard, .showHideDelta, .bindToKeyboard, .subscribeCategory,
    ]

    /// The corrected versions of the four classic techniques.
    public static let corrected: [KeyboardTechnique] = [
        .animateWithKeyboardFixed, .showHideDeltaFixed, .bindToKeyboardFixed, .subscribeCategoryFixed,
    ]

    /// Looks a technique up by its name (`animate-with-keyboard`, …) or its case name.
    public init?(name: String) {
        if let found = KeyboardTechnique(rawValue: name) {
            self = found
        } else if let found = Self.allCases.first(where: { String(describing: $0) == name }) {
            self = found
        } else {
            return nil
        }
    }

    /// True for the corrected versions.
    public var isCorrected: Bool { Self.corrected.contains(self) }

    /// The corrected version of a classic technique (nil for the guide and corrected ones).
    public var correctedVersion: KeyboardTechnique? {
        switch self {
        case .animateWithKeyboard: return .animateWithKeyboardFixed
        case .showHideDelta: return .showHideDeltaFixed
        case .bindToKeyboard: return .bindToKeyboardFixed
        case .subscribeCategory: return .subscribeCategoryFixed
        default: return nil
        }
    }

    /// False only for `bindToKeyboard`, which moves the frame and needs no constraint.
    public var needsConstraint: Bool { self != .bindToKeyboard }

    /// Whether its binding builds a `PropertyAnimator` (with userInfo's curve, 7 for the
    /// keyboard): only then can the property animator's reading of curve 7 (facts §10.3)
    /// change its run, so only then does `compare` play it under the other reading too.
    public var buildsPropertyAnimator: Bool { self == .animateWithKeyboard }

    /// One line for help and tables.
    public var summary: String {
        switch self {
        case .animateWithKeyboard:
            return
                "property animator with userInfo duration and AnimationCurve(rawValue: 7); constant = End height"
        case .showHideDelta:
            return "willShow/willHide moves the constant by End.y − Begin.y; animate(.beginFromCurrentState)"
        case .bindToKeyboard:
            return "willChangeFrame adds Δy to frame.origin.y in animateKeyframes(rawValue: curve)"
        case .subscribeCategory:
            return "VC category blocks (End rect in screen coordinates, duration, isShowing)"
        case .keyboardLayoutGuide: return "view.bottom == keyboardLayoutGuide.top"
        case .animateWithKeyboardFixed:
            return "willChangeFrame, converted and intersected End minus safe area, curve << 16"
        case .showHideDeltaFixed: return "absolute constant from the converted End frame, curve << 16"
        case .bindToKeyboardFixed: return "moves the constraint, not the frame; keyframe options curve << 16"
        case .subscribeCategoryFixed:
            return "category with the rect converted and intersected, curve << 16, unsubscribe clears all"
        }
    }
}
