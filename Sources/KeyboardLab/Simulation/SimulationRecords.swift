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

/// A warning about a request, as the simulator logged it (the shell prints the new ones).
public struct WarningRecord: Hashable, Sendable {
    public var time: Double
    public var frameIndex: Int
    public var warning: KeyboardWarning
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
        /// A finger's position in a scroll-view drag moves the content.
        case scroll(ScrollSample)
    }

    var time: Double
    var sequence: Int
    var kind: Kind
}
