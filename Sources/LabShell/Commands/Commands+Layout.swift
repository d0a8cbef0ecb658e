/// Views, anchors and layout constraints (to come; this group's file is the place for them).
extension CommandGroup {
    static let layout = CommandGroup(
        name: "Layout", summary: "Views, anchors and Auto Layout constraints.", commands: [])
}
