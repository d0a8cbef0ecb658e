import KeyboardLab

/// The lab benchmarks' scene: a 20-view chat screen on an iPhone 15 — a header (back button,
/// title), a message list of 12 bubbles stacked bottom-up, and an input bar (attach button,
/// text field, send button) whose `bottom` constraint hangs from the safe area. The keyboard
/// layout guide binding replaces `bottom` with `bar.bottom == keyboard.top`.
enum ChatScreen {
    static let bubbleCount = 12
    /// The bar is what moves with the keyboard; `field` is the first responder.
    static let boundView = "bar"
    static let bottomConstraint = "bottom"
    static let field = "field"

    static func scene(device: Device = DeviceCatalogue.defaultDevice) -> SceneDescription {
        typealias V = SceneDescription.ViewSpec
        var views = [
            V(name: "header"), V(name: "back", parent: "header"), V(name: "title", parent: "header"),
        ]
        views.append(V(name: "messages"))
        for index in 0..<bubbleCount { views.append(V(name: "bubble\(index)", parent: "messages")) }
        views += [
            V(name: "bar"), V(name: "attach", parent: "bar"), V(name: field, kind: .textField, parent: "bar"),
            V(name: "send", parent: "bar"),
        ]
        // As values (the engine reads no constraint text): `a.attr == b.attr + constant`, or
        // `a.attr == constant` for a size.
        func c(
            _ item: String, _ attribute: LayoutAttribute, _ other: String, _ otherAttribute: LayoutAttribute,
            _ constant: Double = 0, name: String? = nil
        ) -> ConstraintSpec {
            ConstraintSpec(
                identifier: name, firstItem: item, firstAttribute: attribute, relation: .equal,
                secondItem: other, secondAttribute: otherAttribute, constant: constant)
        }
        func size(_ item: String, _ attribute: LayoutAttribute, _ constant: Double) -> ConstraintSpec {
            ConstraintSpec(firstItem: item, firstAttribute: attribute, relation: .equal, constant: constant)
        }
        var constraints = [
            c("header", .top, "safe", .top), c("header", .leading, "safe", .leading),
            c("header", .trailing, "safe", .trailing), size("header", .height, 44),
            c("back", .leading, "header", .leading, 8), c("back", .centerY, "header", .centerY),
            size("back", .width, 44), size("back", .height, 44),
            c("title", .centerX, "header", .centerX), c("title", .centerY, "header", .centerY),
            size("title", .width, 200), size("title", .height, 24),
            c("messages", .top, "header", .bottom), c("messages", .leading, "safe", .leading),
            c("messages", .trailing, "safe", .trailing), c("messages", .bottom, "bar", .top),
        ]
        for index in 0..<bubbleCount {
            let bubble = "bubble\(index)"
            constraints += [
                index == 0
                    ? c(bubble, .bottom, "messages", .bottom, -8)
                    : c(bubble, .bottom, "bubble\(index - 1)", .top, -8),
                index % 2 == 0
                    ? c(bubble, .leading, "messages", .leading, 16)
                    : c(bubble, .trailing, "messages", .trailing, -16),
                size(bubble, .width, 240), size(bubble, .height, Double(36 + 8 * (index % 3))),
            ]
        }
        constraints += [
            c("bar", .leading, "safe", .leading), c("bar", .trailing, "safe", .trailing),
            size("bar", .height, 52),
            c("bar", .bottom, "safe", .bottom, name: bottomConstraint),
            c("attach", .leading, "bar", .leading, 8), c("attach", .centerY, "bar", .centerY),
            size("attach", .width, 36), size("attach", .height, 36),
            c("send", .trailing, "bar", .trailing, -8), c("send", .centerY, "bar", .centerY),
            size("send", .width, 36), size("send", .height, 36),
            c("field", .leading, "attach", .trailing, 8), c("field", .trailing, "send", .leading, -8),
            c("field", .top, "bar", .top, 8), c("field", .bottom, "bar", .bottom, -8),
        ]
        return SceneDescription(device: device, views: views, constraints: constraints)
    }
}
