/// One keyboard scenario a session can play: each maps onto a `KeyboardStateMachine` method
/// (see docs/Keyboard.md for the sequences and values iOS produces).
public enum KeyboardScenario: Hashable, Sendable {
    /// A text field becomes first responder with the keyboard hidden.
    case show(field: String = "field", kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// The first responder resigns.
    case hide
    /// Focus moves to another field while the keyboard is shown.
    case focus(field: String, kind: KeyboardKind? = nil, accessoryHeight: Double? = nil)
    /// The QuickType bar turned on or off.
    case quickType(Bool)
    /// Emoji, number pad, other languages.
    case switchKind(KeyboardKind)
    /// The focused field's input accessory view height (0 removes it).
    case accessoryHeight(Double)
    case connectHardwareKeyboard
    case disconnectHardwareKeyboard
    /// Rotation (nil: to the other orientation); with the keyboard shown, the hide-then-show storm.
    case rotate(to: Orientation? = nil)
    case undock
    case split
    case float
    case dock
    /// Drags a floating keyboard to a new origin (screen coordinates).
    case dragKeyboard(to: Point)
    /// Interactive dismissal: finger positions (screen y, one per frame), then the release.
    case interactiveDismiss(fingerY: [Double], release: KeyboardDragRelease = .automatic)
    /// Another app (iPad multitasking) shows its keyboard: isLocal false.
    case showFromOtherApp(field: String = "other-app")
    case hideInOtherApp
    /// A third-party keyboard posting one WCF + WS round per height.
    case thirdPartyKeyboard(field: String = "field", heights: [Double] = [0, 216, 259])
    /// The same will-notifications as the last transition, posted once more (duplicate willShow,
    /// facts §1.4 / §8 pitfall 1: first show, pinyin and third-party keyboards); nothing moves.
    case repeatLastWillNotifications

    /// A short name for tables: `show`, `quicktype off`, `rotate landscape`, ….
    public var name: String {
        switch self {
        case .show(let field, _, _): return "show \(field)"
        case .hide: return "hide"
        case .focus(let field, _, _): return "focus \(field)"
        case .quickType(let on): return "quicktype \(on ? "on" : "off")"
        case .switchKind(let kind): return "kind \(kind.rawValue)"
        case .accessoryHeight(let h): return "accessory \(KeyboardNumberFormat.compact(h))"
        case .connectHardwareKeyboard: return "hardware on"
        case .disconnectHardwareKeyboard: return "hardware off"
        case .rotate(let to): return "rotate \(to?.rawValue ?? "")"
        case .undock: return "undock"
        case .split: return "split"
        case .float: return "float"
        case .dock: return "dock"
        case .dragKeyboard(let p): return "drag \(p.x) \(p.y)"
        case .interactiveDismiss: return "interactive dismiss"
        case .showFromOtherApp: return "show other app"
        case .hideInOtherApp: return "hide other app"
        case .thirdPartyKeyboard: return "third-party keyboard"
        case .repeatLastWillNotifications: return "repeat wills"
        }
    }
}

/// One posted keyboard notification as the simulator recorded it.
public struct NotificationRecord: Hashable, Sendable {
    /// 1, 2, … in posting order.
    public var sequence: Int
    /// Seconds on the engine's clock.
    public var time: Double
    /// The frame index on which it was posted.
    public var frameIndex: Int
    public var post: KeyboardNotificationPost
    /// True when it was posted inside the keyboard's animation block.
    public var postedInsideAnimation: Bool

    public var name: KeyboardNotificationName { post.name }

    /// `{"sequence": …, "time": …, "frame": …, "notification": {…}}` with UIKit's key names.
    public var json: String {
        let nested = post.json.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n  ")
        return "{\n  \"sequence\": \(sequence),\n  \"time\": \(time),\n"
            + "  \"frame\": \(frameIndex),\n  \"insideAnimation\": \(postedInsideAnimation),\n"
            + "  \"notification\": \(nested)\n}"
    }

    /// A table line: `#1  f0  0 ms  keyboardWillChangeFrame  begin …`.
    public var summary: String {
        "#\(sequence)  f\(frameIndex)  \(KeyboardNumberFormat.compact(time * 1000)) ms  \(post.summary)"
    }
}

/// A text-field delegate callback as the simulator logged it.
public struct TextFieldRecord: Hashable, Sendable {
    public var time: Double
    public var frameIndex: Int
    public var callback: TextFieldCallback
}

/// A keyboard motion as the simulator started it.
public struct MotionRecord: Hashable, Sendable {
    public var time: Double
    public var frameIndex: Int
    public var motion: KeyboardMotion
}

/// Something waiting on the clock.
struct ScheduledItem {
    enum Kind {
        case event(KeyboardEvent)
        /// Rotation: the window takes the new orientation when the show half begins.
        case windowUpdate
    }

    var time: Double
    var sequence: Int
    var kind: Kind
}
