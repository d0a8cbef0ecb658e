/// The keyboard's own motion in one transition: the frame animated by the keyboard window.
public struct KeyboardMotion: Hashable, Sendable {
    /// Screen coordinates.
    public var from: Rect
    /// Screen coordinates.
    public var to: Rect
    /// The duration of the animation block (the userInfo value; curve 7 ignores it, facts §4.1).
    public var duration: Double
    /// The curve raw value (7).
    public var curve: Int
    /// How long the frame really moves: 0.5 s for the curve-7 spring, 0 for an instant change.
    public var settleDuration: Double
    /// Whether the will-notifications of this transition are posted inside this animation block.
    public var postsWillNotificationsInside: Bool
    /// The lab's assumptions about how the keyboard (and what animates with it) moves here: the
    /// iOS 26 spring, the out-of-process keyboard's animation block, a transition's own timing.
    public var assumptions: [AssumptionID] = []

    /// True when the frame jumps (duration 0 resizes, drags following a finger).
    public var isInstant: Bool { settleDuration == 0 }
}

/// A text-field delegate callback that iOS interleaves with the keyboard notifications.
public enum TextFieldCallback: Hashable, Sendable {
    case didBeginEditing(field: String)
    case didEndEditing(field: String)
}

/// One sample of an interactive dismissal: where the finger is and where that puts the keyboard.
public struct KeyboardDragSample: Hashable, Sendable {
    /// The finger's y in screen coordinates.
    public var fingerY: Double
    /// The keyboard frame the finger drags it to (screen coordinates).
    public var keyboardFrame: Rect
}

/// One thing a scenario causes, at a time in seconds from the scenario's start.
public struct KeyboardEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A keyboard notification is posted.
        case notification(KeyboardNotificationPost)
        /// The keyboard window starts moving (its animation block opens).
        case motion(KeyboardMotion)
        /// A text-field delegate callback.
        case textField(TextFieldCallback)
        /// The keyboard follows a finger (interactive dismissal; no notification).
        case drag(KeyboardDragSample)
        /// The request made no sense in the state it found (iOS does nothing, or the lab had to
        /// choose); nothing of iOS's happens at this event.
        case warning(KeyboardWarning)
    }

    public var time: Double
    public var kind: Kind

    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The posted notification, if this event is one.
    public var notification: KeyboardNotificationPost? {
        if case .notification(let post) = kind { return post }
        return nil
    }
}

extension [KeyboardEvent] {
    /// The notification names in posting order (what most tests compare).
    public var notificationNames: [KeyboardNotificationName] { compactMap { $0.notification?.name } }

    /// The posted notifications in order.
    public var notifications: [KeyboardNotificationPost] { compactMap(\.notification) }

    /// The warnings about the request, in order.
    public var warnings: [KeyboardWarning] {
        compactMap { event in
            if case .warning(let warning) = event.kind { return warning }
            return nil
        }
    }

    /// The keyboard motions in order.
    public var motions: [KeyboardMotion] {
        compactMap { event in
            if case .motion(let motion) = event.kind { return motion }
            return nil
        }
    }
}
