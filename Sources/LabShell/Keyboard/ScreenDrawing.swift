import KeyboardLab

/// An ASCII drawing of the screen at the current frame: the device outline, the area outside
/// the safe area as `.`, each view filled with its name's initial (subviews over their
/// superviews), and the keyboard as `#` on top. A cell is filled when its centre lies inside a
/// frame. Columns are `scale` points wide and rows twice that (terminal cells are about twice as
/// tall as wide); the scale is the smallest that fits `maxColumns`×`maxRows`.
struct ScreenDrawing {
    var maxColumns = 40
    var maxRows = 30

    /// The drawing's lines: a caption, the framed grid, a legend.
    func lines(of sim: Simulator, presentation: Bool) -> [String] {
        let screen = sim.window.screen.bounds
        let scale = max(screen.width / Double(maxColumns), screen.height / Double(maxRows * 2))
        let columns = Int((screen.width / scale).rounded(.up))
        let rows = Int((screen.height / (2 * scale)).rounded(.up))
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func fill(_ rect: Rect, with mark: Character, outside: Bool = false) {
            for r in 0..<rows {
                let y = (Double(r) + 0.5) * 2 * scale
                for c in 0..<columns {
                    let x = (Double(c) + 0.5) * scale
                    let inside = x >= rect.minX && x < rect.maxX && y >= rect.minY && y < rect.maxY
                    if inside != outside { grid[r][c] = mark }
                }
            }
        }
        let window = sim.window
        let insets = window.safeAreaInsets
        let safe = Rect(
            x: window.frame.minX + insets.left, y: window.frame.minY + insets.top,
            width: window.frame.width - insets.left - insets.right,
            height: window.frame.height - insets.top - insets.bottom)
        fill(safe, with: ".", outside: true)
        var legend: [String] = []
        for view in window.allViews where view !== window.rootView {
            let frame = sim.frame(of: view, in: .screen, presentation: presentation)
            let mark = view.name.first ?? "?"
            fill(frame, with: mark)
            legend.append("\(mark) \(view.name)")
        }
        let keyboard = presentation ? sim.keyboardPresentedFrame : sim.keyboardModelFrame
        fill(keyboard, with: "#")
        let border = "+" + String(repeating: "-", count: columns) + "+"
        let f = NumberStyle.compact
        var lines = [
            "\(sim.device.id) \(sim.orientation.rawValue), frame \(sim.frameIndex), "
                + "\(presentation ? "presentation" : "model") layer; 1 column = \(f(scale)) pt, "
                + "1 row = \(f(2 * scale)) pt"
        ]
        lines.append(border)
        lines += grid.map { "|" + String($0) + "|" }
        lines.append(border)
        lines.append((["# keyboard", ". outside the safe area"] + legend).joined(separator: ", "))
        return lines
    }
}

extension KeyboardCommands {
    static let draw = CommandDefinition(
        "draw", arguments: [.optional(.name("layer", .choices(["presentation", "model"])))],
        summary: "Draws the screen at the current frame in ASCII: safe area, views, keyboard.",
        details: """
            Scaled to fit 40×30 characters (a row is twice as tall as a column is wide). `.` is \
            outside the safe area, each view is its name's initial, the keyboard is `#`. \
            `presentation` (default) draws what is on screen mid-animation, `model` where \
            things are going.
            """,
        examples: [KeyboardCommands.chatBar + "\nbind input with layout-guide bottom\nshow-keyboard\ndraw"]
    ) { args, session in
        let presented = try args.wantsPresentationLayer()
        let sim = session.state(LabState.self).simulator
        for line in ScreenDrawing().lines(of: sim, presentation: presented) {
            session.print(line)
        }
    }

    /// The 52-pt chat input bar on the safe area's bottom, as the examples build it.
    static let chatBar = """
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: input.bottom == safe.bottom
        """
}
