/// UIKit's six keyboard notifications (facts §1.1).
public enum KeyboardNotificationName: String, Hashable, Sendable, CaseIterable {
    case keyboardWillShow
    case keyboardDidShow
    case keyboardWillHide
    case keyboardDidHide
    case keyboardWillChangeFrame
    case keyboardDidChangeFrame

    /// The Objective-C constant, e.g. `UIKeyboardWillShowNotification`.
    public var objcName: String {
        switch self {
        case .keyboardWillShow: "UIKeyboardWillShowNotification"
        case .keyboardDidShow: "UIKeyboardDidShowNotification"
        case .keyboardWillHide: "UIKeyboardWillHideNotification"
        case .keyboardDidHide: "UIKeyboardDidHideNotification"
        case .keyboardWillChangeFrame: "UIKeyboardWillChangeFrameNotification"
        case .keyboardDidChangeFrame: "UIKeyboardDidChangeFrameNotification"
        }
    }

    /// The Swift (iOS 12 SDK+) spelling, e.g. `UIResponder.keyboardWillShowNotification`.
    public var swiftName: String { "UIResponder.\(rawValue)Notification" }

    /// True for the three will-notifications, which iOS posts inside the keyboard's animation block.
    public var isWill: Bool {
        switch self {
        case .keyboardWillShow, .keyboardWillHide, .keyboardWillChangeFrame: true
        default: false
        }
    }

    /// The did-notification that pairs with a will-notification (and itself for a did).
    public var did: KeyboardNotificationName {
        switch self {
        case .keyboardWillShow, .keyboardDidShow: .keyboardDidShow
        case .keyboardWillHide, .keyboardDidHide: .keyboardDidHide
        case .keyboardWillChangeFrame, .keyboardDidChangeFrame: .keyboardDidChangeFrame
        }
    }

    /// Parses the short name (`keyboardWillShow`, `willShow`), the Swift or the ObjC name.
    public init?(name: String) {
        let lowered = name.lowercased()
        for candidate in Self.allCases {
            let short = candidate.rawValue.lowercased()
            let variants = [
                short, String(short.dropFirst("keyboard".count)), candidate.objcName.lowercased(),
                candidate.swiftName.lowercased(), "\(short)notification",
            ]
            if variants.contains(lowered) {
                self = candidate
                return
            }
        }
        return nil
    }
}
