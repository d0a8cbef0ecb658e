import KeyboardLab

/// Scroll-view properties an assignment sets, as UIKit spells them, so a handler can write
/// Apple's recipe in one line each: `chat.contentInset.bottom = overlap`,
/// `chat.verticalScrollIndicatorInsets.bottom = overlap`, `chat.contentOffset.y += overlap`.
/// Inside an animation block (a will-notification's handler) the offset animates.
enum ScreenAssignables {
    static let insetNames = ["top", "left", "bottom", "right"]

    static let provider = AssignableProvider(
        summary: "SCROLL.contentInset.top/left/bottom/right, SCROLL.verticalScrollIndicatorInsets.…, "
            + "SCROLL.contentOffset.x/y",
        names: { session in
            let lab = session.state(LabState.self)
            return lab.window.allViews.compactMap { $0 as? ScrollView }.flatMap { scroll in
                insetNames.flatMap {
                    [
                        "\(scroll.name).contentInset.\($0)",
                        "\(scroll.name).verticalScrollIndicatorInsets.\($0)",
                    ]
                }
                    + ["\(scroll.name).contentOffset.x", "\(scroll.name).contentOffset.y"]
            }
        },
        assign: { target, value, range, session throws(Diagnostic) in
            let lab = session.state(LabState.self)
            let parts = target.parts
            guard parts.count == 3,
                let scroll = (try? lab.window.view(uniquelyNamed: parts[0])) as? ScrollView
            else { return false }
            let number = try session.number(value, at: range, for: "the value for '\(target)'")
            guard AllowedRange.points.contains(number) else {
                throw Diagnostic.outOfRange(
                    "a scroll value is at most 10,000,000 points", value: number, allowed: .points, at: range)
            }
            switch (parts[1], parts[2]) {
            case ("contentOffset", "x"): scroll.contentOffset.x = number
            case ("contentOffset", "y"): scroll.contentOffset.y = number
            case ("contentInset", let edge) where insetNames.contains(edge):
                scroll.contentInset = set(scroll.contentInset, edge, number)
            case ("verticalScrollIndicatorInsets", let edge) where insetNames.contains(edge):
                scroll.verticalScrollIndicatorInsets = set(scroll.verticalScrollIndicatorInsets, edge, number)
            default:
                return false
            }
            return true
        })

    private static func set(_ insets: EdgeInsets, _ edge: String, _ value: Double) -> EdgeInsets {
        var insets = insets
        switch edge {
        case "top": insets.top = value
        case "left": insets.left = value
        case "bottom": insets.bottom = value
        default: insets.right = value
        }
        return insets
    }
}
