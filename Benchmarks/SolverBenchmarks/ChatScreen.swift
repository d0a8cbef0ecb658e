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
        var texts = [
            "header.top == safe.top", "header.leading == safe.leading", "header.trailing == safe.trailing",
            "header.height == 44",
            "back.leading == header.leading + 8", "back.centerY == header.centerY", "back.width == 44",
            "back.height == 44",
            "title.centerX == header.centerX", "title.centerY == header.centerY", "title.width == 200",
            "title.height == 24",
            "messages.top == header.bottom", "messages.leading == safe.leading",
            "messages.trailing == safe.trailing", "messages.bottom == bar.top",
        ]
        for index in 0..<bubbleCount {
            let below = index == 0 ? "messages.bottom" : "bubble\(index - 1).top"
            let side =
                index % 2 == 0
                ? "bubble\(index).leading == messages.leading + 16"
                : "bubble\(index).trailing == messages.trailing - 16"
            texts += [
                "bubble\(index).bottom == \(below) - 8", side, "bubble\(index).width == 240",
                "bubble\(index).height == \(36 + 8 * (index % 3))",
            ]
        }
        texts += [
            "bar.leading == safe.leading", "bar.trailing == safe.trailing", "bar.height == 52",
            "\(bottomConstraint): bar.bottom == safe.bottom",
            "attach.leading == bar.leading + 8", "attach.centerY == bar.centerY", "attach.width == 36",
            "attach.height == 36",
            "send.trailing == bar.trailing - 8", "send.centerY == bar.centerY", "send.width == 36",
            "send.height == 36",
            "field.leading == attach.trailing + 8", "field.trailing == send.leading - 8",
            "field.top == bar.top + 8", "field.bottom == bar.bottom - 8",
        ]
        // The texts are this file's own; a typo is a programming error caught on the first run.
        let constraints = texts.compactMap { try? ConstraintSpec(parsing: $0) }
        precondition(constraints.count == texts.count, "a chat-screen constraint does not parse")
        return SceneDescription(device: device, views: views, constraints: constraints)
    }
}
