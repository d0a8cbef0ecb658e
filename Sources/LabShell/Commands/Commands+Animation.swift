/// Frames, timing curves, springs and animators (to come; this group's file is the place for them).
extension CommandGroup {
    static let animation = CommandGroup(
        name: "Animation", summary: "The frame clock, timing curves, springs and animators.", commands: [])
}
