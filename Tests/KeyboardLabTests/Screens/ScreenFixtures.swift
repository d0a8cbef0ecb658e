@testable import KeyboardLab

/// Scenes for the screen tests. iPhone 15 on iOS 17: 393×852 points, safe area (59, 0, 34, 0),
/// letters keyboard 336 points (0, 516; 393×336), facts §3.2 / §10.1; curve 7 over 0.5 s (§4.2).
enum ScreenFixtures {
    /// The chat screen of the issue: a table `chat` of 30 rows of 44 points pinned to the root's
    /// four edges (`bottom: chat.bottom == root.bottom`), scrolled to the bottom. Content height
    /// 30 × 44 = 1320.
    static func chat(
        rows: Int = 30, behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
    ) throws -> (Simulator, TableView) {
        let sim = try Simulator(deviceID: "iphone-15")
        let table = try sim.addChatTable(rows: rows)
        table.contentInsetAdjustmentBehavior = behavior
        table.scrollToBottom(animated: false)
        return (sim, table)
    }

    /// The same rows above the keyboard layout guide: `bottom: chat.bottom == safe.bottom`, the
    /// constraint the layout-guide techniques replace.
    static func chatAboveSafeArea(rows: Int = 30) throws -> (Simulator, TableView) {
        let sim = try Simulator(deviceID: "iphone-15")
        let table = try sim.add(TableView(name: "chat", rows: rows, rowHeight: 44))
        try sim.addConstraint("chat.top == root.top")
        try sim.addConstraint("chat.leading == root.leading")
        try sim.addConstraint("chat.trailing == root.trailing")
        try sim.addConstraint("bottom: chat.bottom == safe.bottom")
        table.scrollToBottom(animated: false)
        return (sim, table)
    }
}
