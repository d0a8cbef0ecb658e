/// The userInfo keys iOS puts in a keyboard notification, in the order iOS prints them (NSDictionary
/// sorts string keys), with their ObjC names as raw values (facts §2).
public enum KeyboardUserInfoKey: String, Hashable, Sendable, CaseIterable {
    case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// Deprecated since iOS 3.2, still present: `{{0, 0}, End.size}`.
    case bounds = "UIKeyboardBoundsUserInfoKey"
    /// Deprecated since iOS 3.2, still present: the centre of the begin frame.
    case centerBegin = "UIKeyboardCenterBeginUserInfoKey"
    /// Deprecated since iOS 3.2, still present: the centre of the end frame.
    case centerEnd = "UIKeyboardCenterEndUserInfoKey"
    case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    /// Private, iOS 5–7 only (facts §2: D01–D03, D18): 1 when the user docked or undocked.
    case frameChangedByUserInteraction = "UIKeyboardFrameChangedByUserInteraction"
    case frameEnd = "UIKeyboardFrameEndUserInfoKey"
    case isLocal = "UIKeyboardIsLocalUserInfoKey"

    /// The Swift constant (`UIResponder.keyboardFrameEndUserInfoKey`); `nil` for the legacy keys,
    /// which have no Swift name.
    public var swiftName: String? {
        switch self {
        case .animationCurve: "UIResponder.keyboardAnimationCurveUserInfoKey"
        case .animationDuration: "UIResponder.keyboardAnimationDurationUserInfoKey"
        case .frameBegin: "UIResponder.keyboardFrameBeginUserInfoKey"
        case .frameEnd: "UIResponder.keyboardFrameEndUserInfoKey"
        case .isLocal: "UIResponder.keyboardIsLocalUserInfoKey"
        case .bounds, .centerBegin, .centerEnd, .frameChangedByUserInteraction: nil
        }
    }

    /// True for the three keys deprecated in iOS 3.2.
    public var isLegacy: Bool { [.bounds, .centerBegin, .centerEnd].contains(self) }
}

/// One userInfo value, typed as the NSValue/NSNumber iOS stores.
public enum KeyboardUserInfoValue: Hashable, Sendable {
    case rect(Rect)
    case point(Point)
    case double(Double)
    case integer(Int)
    case bool(Bool)
}

/// A keyboard notification's userInfo exactly as iOS fills it (facts §2): frames in screen
/// coordinates, the animation keys (absent from some did-notifications, facts §1.2), isLocal, and the
/// legacy keys derived from the frames by the identities of facts §2.
public struct KeyboardUserInfo: Hashable, Sendable {
    /// `UIKeyboardFrameBeginUserInfoKey`, screen coordinates.
    public var frameBegin: Rect
    /// `UIKeyboardFrameEndUserInfoKey`, screen coordinates.
    public var frameEnd: Rect
    /// `UIKeyboardAnimationDurationUserInfoKey` (nominal: 0.25, or 0 for instant resizes).
    public var animationDuration: Double?
    /// `UIKeyboardAnimationCurveUserInfoKey` as the raw integer iOS sends (7 since iOS 7).
    public var animationCurve: Int?
    /// `UIKeyboardIsLocalUserInfoKey`: false in the other visible apps on iPad (facts §1.11).
    public var isLocal: Bool
    /// Whether the three deprecated keys are present (they are in every modern dump, facts §2).
    public var includesLegacyKeys: Bool
    /// Whether `UIKeyboardIsLocalUserInfoKey` is present (iOS 9+, facts §2).
    public var includesIsLocalKey: Bool
    /// The private `UIKeyboardFrameChangedByUserInteraction` value; `nil` when the key is absent
    /// (every version but iOS 5–7, facts §2).
    public var frameChangedByUserInteraction: Bool?
    /// Before iOS 8 the frames are portrait-fixed screen rects while the legacy Center/Bounds keys
    /// stay in the rotated window's coordinates (facts §2, D03): these are the frames those keys
    /// derive from; `nil` means the frames themselves.
    public var legacyFrameBegin: Rect?
    public var legacyFrameEnd: Rect?

    public init(
        frameBegin: Rect, frameEnd: Rect, animationDuration: Double?, animationCurve: Int?,
        isLocal: Bool = true, includesLegacyKeys: Bool = true, includesIsLocalKey: Bool = true,
        frameChangedByUserInteraction: Bool? = nil
    ) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
        self.includesLegacyKeys = includesLegacyKeys
        self.includesIsLocalKey = includesIsLocalKey
        self.frameChangedByUserInteraction = frameChangedByUserInteraction
    }

    /// `UIKeyboardCenterBeginUserInfoKey` = centre of the begin frame (facts §2 identity).
    public var centerBegin: Point { (legacyFrameBegin ?? frameBegin).center }
    /// `UIKeyboardCenterEndUserInfoKey` = centre of the end frame (facts §2 identity).
    public var centerEnd: Point { (legacyFrameEnd ?? frameEnd).center }
    /// `UIKeyboardBoundsUserInfoKey` = `{{0, 0}, End.size}` (facts §2 identity).
    public var bounds: Rect { Rect(origin: .zero, size: (legacyFrameEnd ?? frameEnd).size) }

    /// The same userInfo without the animation keys (a did-notification that omits them, facts §1.2).
    public var withoutAnimationKeys: KeyboardUserInfo {
        var copy = self
        copy.animationDuration = nil
        copy.animationCurve = nil
        return copy
    }

    /// The keys present, in iOS's printing order, with their values.
    public var entries: [(key: KeyboardUserInfoKey, value: KeyboardUserInfoValue)] {
        KeyboardUserInfoKey.allCases.compactMap { key in
            guard let value = self[key] else { return nil }
            return (key: key, value: value)
        }
    }

    /// The value for one key, `nil` when the key is absent.
    public subscript(key: KeyboardUserInfoKey) -> KeyboardUserInfoValue? {
        switch key {
        case .animationCurve: animationCurve.map { .integer($0) }
        case .animationDuration: animationDuration.map { .double($0) }
        case .bounds: includesLegacyKeys ? .rect(bounds) : nil
        case .centerBegin: includesLegacyKeys ? .point(centerBegin) : nil
        case .centerEnd: includesLegacyKeys ? .point(centerEnd) : nil
        case .frameBegin: .rect(frameBegin)
        case .frameChangedByUserInteraction: frameChangedByUserInteraction.map { .bool($0) }
        case .frameEnd: .rect(frameEnd)
        case .isLocal: includesIsLocalKey ? .bool(isLocal) : nil
        }
    }
}
