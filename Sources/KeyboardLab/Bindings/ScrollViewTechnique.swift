/// The ways developers keep a scroll view's content above the keyboard: Apple's inset recipe as
/// it was published, the inset technique done right, three of its common flaws, and the keyboard
/// layout guide with and without scrolling. They are bound to a scroll view (a table view's last
/// row or a scroll view's content end is what they keep visible), not to a bar, so they form
/// their own set beside `KeyboardTechnique`: `compare all` on an input bar is unchanged, and a
/// scroll-view comparison runs these (docs/Techniques.md, "Scroll views").
public enum ScrollViewTechnique: String, Hashable, Sendable, CaseIterable {
    /// Apple's "Managing the Keyboard" listing as published: keyboardDidShow, the Begin frame's
    /// height as `contentInset.bottom`, the active field scrolled visible, insets zeroed in
    /// keyboardWillHide.
    case insetRecipe = "inset-recipe"
    /// The inset technique done right: willChangeFrame (inside the keyboard's block), the End
    /// frame converted into the scroll view and intersected with its bounds, minus the inset the
    /// system already adds there, on `contentInset.bottom` and the indicator insets; then the
    /// first responder (a table's last row) scrolled visible.
    case inset
    /// The inset technique with the overlap used whole: the safe area is counted twice.
    case insetSafeAreaTwice = "inset-safe-area-twice"
    /// The inset technique observing willShow only: the inset is not reset when the keyboard hides.
    case insetNotReset = "inset-not-reset"
    /// The inset technique comparing the scroll view's frame (its superview's coordinates) with
    /// the End frame (screen coordinates).
    case insetWrongSpace = "inset-wrong-space"
    /// `scrollView.bottom == keyboardLayoutGuide.top`, and nothing else.
    case keyboardLayoutGuide = "keyboard-layout-guide"
    /// The keyboard layout guide, and the last row (or the first responder) scrolled visible in
    /// willChangeFrame.
    case keyboardLayoutGuideScroll = "keyboard-layout-guide-scroll"

    /// Looks a technique up by its name or its case name.
    public init?(name: String) {
        if let found = ScrollViewTechnique(rawValue: name) {
            self = found
        } else if let found = Self.allCases.first(where: { String(describing: $0) == name }) {
            self = found
        } else {
            return nil
        }
    }

    /// True for the two that replace the scroll view's bottom constraint with the guide (they need
    /// its name).
    public var usesLayoutGuide: Bool { self == .keyboardLayoutGuide || self == .keyboardLayoutGuideScroll }

    /// One line for help and tables.
    public var summary: String {
        switch self {
        case .insetRecipe:
            return
                "Apple's listing: didShow, Begin height as contentInset.bottom, active field scrolled, reset in willHide"
        case .inset:
            return
                "willChangeFrame: converted, intersected End minus the system inset; indicators; last row scrolled"
        case .insetSafeAreaTwice: return "the overlap used whole: the safe area counted twice"
        case .insetNotReset: return "willShow only: the inset stays after the keyboard hides"
        case .insetWrongSpace: return "scrollView.frame.maxY − End.minY: superview space against screen space"
        case .keyboardLayoutGuide: return "scrollView.bottom == keyboardLayoutGuide.top, no scrolling"
        case .keyboardLayoutGuideScroll:
            return "the layout guide, and the last row scrolled visible in willChangeFrame"
        }
    }
}
