/// The keyboard layout guide's APIs that need a later iOS than some profiles (facts §6). The lab
/// runs each under any profile, so a technique can still be compared, and warns once a profile
/// (`Simulator.noteKeyboardGuideUse(_:)`).
public enum KeyboardGuideAPI: String, CaseIterable, Hashable, Sendable {
    /// `UIView.keyboardLayoutGuide` itself: a constraint to `keyboard.top`, a layout-guide binding.
    case keyboardLayoutGuide = "UIKeyboardLayoutGuide"
    case followsUndockedKeyboard = "followsUndockedKeyboard"
    /// `setConstraints(_:activeWhenNearEdge:)` and the rest of UITrackingLayoutGuide.
    case trackingLayoutGuide = "UITrackingLayoutGuide"
    case usesBottomSafeArea = "usesBottomSafeArea"
    case keyboardDismissPadding = "keyboardDismissPadding"

    /// The first iOS version that has it (facts §6).
    public var since: Int {
        switch self {
        case .keyboardLayoutGuide, .followsUndockedKeyboard, .trackingLayoutGuide: return 15
        case .usesBottomSafeArea, .keyboardDismissPadding: return 17
        }
    }

    /// Whether `profile` has it: the guide by its switch (`keyboard-layout-guide`), its
    /// properties by the version.
    public func isAvailable(in profile: IOSVersionProfile) -> Bool {
        self == .keyboardLayoutGuide ? profile.hasKeyboardLayoutGuide : profile.majorVersion >= since
    }
}
