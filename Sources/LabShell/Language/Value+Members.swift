import KeyboardLab

/// Members of values, in UIKit's names: `rect.minY`, `rect.origin.y`, `rect.size.height`,
/// `point.x`, `insets.bottom`, and a notification's userInfo (`note.frameEnd`, `note.duration`,
/// `note.curve`, `note.isLocal`, the legacy `note.centerEnd`, `note.bounds` …).
extension Value {
    /// The members each kind of value has, for errors and completion.
    static let rectMembers = [
        "minX", "minY", "maxX", "maxY", "midX", "midY", "width", "height", "origin", "size", "isEmpty",
        "isNull",
    ]
    static let pointMembers = ["x", "y"]
    static let sizeMembers = ["width", "height"]
    static let insetMembers = ["top", "left", "bottom", "right"]
    static let notificationMembers = [
        "name", "object", "frameBegin", "frameEnd", "duration", "curve", "isLocal", "centerBegin",
        "centerEnd", "bounds", "frameChangedByUserInteraction",
    ]

    /// The names of this value's members.
    var memberNames: [String] {
        switch self {
        case .rect: return Value.rectMembers
        case .point: return Value.pointMembers
        case .size: return Value.sizeMembers
        case .insets: return Value.insetMembers
        case .notification: return Value.notificationMembers
        default: return []
        }
    }

    /// The member `name`, or a diagnostic at `range` naming the members that exist.
    func member(_ name: String, at range: SourceRange) throws(Diagnostic) -> Value {
        if let found = try memberIfPresent(name, at: range) { return found }
        let names = memberNames
        throw Diagnostic(
            .runtime, at: range,
            message: names.isEmpty
                ? "\(typeName) has no members (no '.\(name)')" : "\(typeName) has no member '\(name)'",
            expected: names.isEmpty ? nil : "one of " + names.joined(separator: ", "),
            suggestion: Suggestion.didYouMean(name, in: names))
    }

    private func memberIfPresent(_ name: String, at range: SourceRange) throws(Diagnostic) -> Value? {
        switch self {
        case .rect(let r) where r.isNull:
            switch name {
            case "width", "height": return .number(0)
            case "size": return .size(.zero)
            case "isEmpty", "isNull": return .bool(true)
            case "minX", "minY", "maxX", "maxY", "midX", "midY", "origin":
                throw Diagnostic(
                    .runtime, at: range,
                    message: "the rect is CGRect.null (rects that do not meet): it has no \(name)",
                    expected: "a rect that is not null",
                    suggestion: "test it first: if r.isNull do … else … end")
            default: return nil
            }
        case .rect(let r):
            switch name {
            case "minX": return .number(r.minX)
            case "minY": return .number(r.minY)
            case "maxX": return .number(r.maxX)
            case "maxY": return .number(r.maxY)
            case "midX": return .number(r.midX)
            case "midY": return .number(r.midY)
            case "width": return .number(r.width)
            case "height": return .number(r.height)
            case "origin": return .point(r.origin)
            case "size": return .size(r.size)
            case "isEmpty": return .bool(r.isEmpty || r.isNull)
            case "isNull": return .bool(r.isNull)
            default: return nil
            }
        case .point(let p):
            switch name {
            case "x": return .number(p.x)
            case "y": return .number(p.y)
            default: return nil
            }
        case .size(let s):
            switch name {
            case "width": return .number(s.width)
            case "height": return .number(s.height)
            default: return nil
            }
        case .insets(let i):
            switch name {
            case "top": return .number(i.top)
            case "left": return .number(i.left)
            case "bottom": return .number(i.bottom)
            case "right": return .number(i.right)
            default: return nil
            }
        case .notification(let post):
            return try Value.notificationMember(post, name, at: range)
        default:
            return nil
        }
    }

    /// A notification's member; a key the notification does not carry is an error at its use,
    /// naming the key and the notification (never a silent 0).
    private static func notificationMember(
        _ post: KeyboardNotificationPost, _ name: String, at range: SourceRange
    ) throws(Diagnostic) -> Value? {
        let info = post.userInfo
        func missing(_ key: KeyboardUserInfoKey, _ why: String) -> Diagnostic {
            Diagnostic(
                .runtime, at: range,
                message: "\(post.name.rawValue) carries no \(key.rawValue)",
                expected: "a key it carries: "
                    + info.entries.map { shortName($0.key) }.joined(separator: ", "),
                suggestion: why)
        }
        switch name {
        case "name": return .string(post.name.rawValue)
        case "object": return .string(post.object.rawValue)
        case "frameBegin": return .rect(info.frameBegin)
        case "frameEnd": return .rect(info.frameEnd)
        case "duration":
            guard let duration = info.animationDuration else {
                throw missing(
                    .animationDuration,
                    "the animation keys are guaranteed only in will-notifications (facts §1.2)")
            }
            return .number(duration)
        case "curve":
            guard let curve = info.animationCurve else {
                throw missing(
                    .animationCurve,
                    "the animation keys are guaranteed only in will-notifications (facts §1.2)")
            }
            return .number(Double(curve))
        case "isLocal":
            guard info[.isLocal] != nil else {
                throw missing(.isLocal, "UIKeyboardIsLocalUserInfoKey exists from iOS 9 (facts §2)")
            }
            return .bool(info.isLocal)
        case "frameChangedByUserInteraction":
            guard let flag = info.frameChangedByUserInteraction else {
                throw missing(
                    .frameChangedByUserInteraction, "the private key is in iOS 5–7 dumps only (facts §2)")
            }
            return .bool(flag)
        case "centerBegin", "centerEnd", "bounds":
            guard info.includesLegacyKeys else {
                let key: KeyboardUserInfoKey =
                    name == "bounds" ? .bounds : name == "centerBegin" ? .centerBegin : .centerEnd
                throw missing(key, "the legacy keys are missing from this profile's notifications")
            }
            switch name {
            case "centerBegin": return .point(info.centerBegin)
            case "centerEnd": return .point(info.centerEnd)
            default: return .rect(info.bounds)
            }
        default:
            return nil
        }
    }

    /// `frameEnd` for `UIKeyboardFrameEndUserInfoKey`: the member that reads a key.
    static func shortName(_ key: KeyboardUserInfoKey) -> String {
        switch key {
        case .animationCurve: return "curve"
        case .animationDuration: return "duration"
        case .bounds: return "bounds"
        case .centerBegin: return "centerBegin"
        case .centerEnd: return "centerEnd"
        case .frameBegin: return "frameBegin"
        case .frameEnd: return "frameEnd"
        case .isLocal: return "isLocal"
        case .frameChangedByUserInteraction: return "frameChangedByUserInteraction"
        }
    }
}
