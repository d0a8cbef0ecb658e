/// The `object` of a keyboard notification: `nil` up to iOS 15, the keyboard's `UIScreen` on
/// iOS 16+ (facts §1.1, [INFERENCE] from Apple's sample and the iOS 26 message type).
public enum KeyboardNotificationObject: String, Hashable, Sendable, CaseIterable {
    case none = "nil"
    case screen = "UIScreen"
}

/// One posted keyboard notification: name, object and userInfo, plus where iOS posts it from.
public struct KeyboardNotificationPost: Hashable, Sendable {
    public var name: KeyboardNotificationName
    public var object: KeyboardNotificationObject
    public var userInfo: KeyboardUserInfo
    /// True when iOS posts it inside the keyboard's own animation block, so a handler's layout change
    /// inherits the keyboard's duration and curve (facts §1.3).
    public var isInsideAnimationBlock: Bool
    /// The lab's assumptions the values of this post rest on (empty when every value is sourced);
    /// `LabAssumption.named(_:)` explains each.
    public var assumptions: [AssumptionID] = []

    public init(
        name: KeyboardNotificationName, object: KeyboardNotificationObject, userInfo: KeyboardUserInfo,
        isInsideAnimationBlock: Bool
    ) {
        self.name = name
        self.object = object
        self.userInfo = userInfo
        self.isInsideAnimationBlock = isInsideAnimationBlock
    }

    /// A table line: `keyboardWillShow  begin (…)  end (…)  0.25 s  curve 7`.
    public var summary: String {
        name.rawValue.paddedTo(24) + " " + userInfo.summary
    }

    /// JSON `{"name": …, "object": …, "userInfo": {…}, "assumptions": […]}` with UIKit's names and
    /// key order; `assumptions` lists the ids of the lab's assumptions these values rest on.
    public var json: String {
        let object = object == .none ? "null" : "\"\(object.rawValue)\""
        let ids = assumptions.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\n  \"name\": \"\(name.objcName)\",\n  \"object\": \(object),\n"
            + "  \"userInfo\": \(userInfo.json(indent: "  ")),\n  \"assumptions\": [\(ids)]\n}"
    }

    /// The notification as `NSNotification.description` logs it (the address left out):
    /// `NSConcreteNotification {name = …; userInfo = {…}}`, with `object = <UIScreen>;` when set.
    public var logDescription: String {
        let object = object == .none ? "" : "object = <UIScreen>; "
        return "NSConcreteNotification {name = \(name.objcName); \(object)userInfo = "
            + userInfo.dictionaryDescription + "}"
    }
}

extension String {
    func paddedTo(_ length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
