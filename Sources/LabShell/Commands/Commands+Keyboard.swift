/// Devices, the keyboard and its notifications (to come; this group's file is the place for them).
extension CommandGroup {
    static let keyboard = CommandGroup(
        name: "Keyboard", summary: "Devices, keyboard scenarios and their notifications.", commands: [])
}
