import KeyboardLab

/// A character drawing of the screen on one frame, scaled to fit `maxColumns`×`maxRows` cells
/// (a row is twice as tall as a column is wide, as terminal cells are). A cell shows what covers
/// the centre of the part of it inside the screen, so the last, partial row and column are drawn
/// too. Subviews are drawn over their superviews and the keyboard over everything.
///
/// - `ascii`: the area outside the safe area is `.`, each view is filled with its name's initial,
///   the keyboard is `#`, inside a `+-|` frame: plain text for pipes and files.
/// - `unicode`: box drawing in colour (ANSI escapes): each view is a box in its own colour with
///   its name on the top edge, the keyboard `░`, the area outside the safe area `·`.
struct ScreenDrawing {
    enum Style {
        case ascii
        case unicode
    }

    var maxColumns = 40
    var maxRows = 30
    var style = Style.ascii

    /// ANSI colours for the views, in order (close to the page's palette), and the keyboard's.
    static let viewColors = [34, 32, 33, 35, 36, 31, 94, 92, 93, 95]
    static let keyboardColor = 90

    private struct Cell {
        var character: Character = " "
        var color: Int?
    }

    /// Fits a drawing (plus a caption and a legend) in a terminal of this size.
    init(style: Style, terminalWidth: Int, terminalHeight: Int) {
        self.style = style
        maxColumns = max(8, terminalWidth - 2)
        maxRows = max(4, terminalHeight - 5)
    }

    init() {}

    /// The drawing's lines: a caption, the framed grid, a legend.
    func lines(of frame: Timeline.Frame, caption: String) -> [String] {
        let screen = frame.screen.standardized
        let scale = max(screen.width / Double(maxColumns), screen.height / Double(maxRows * 2), 1e-9)
        let columns = max(1, Int((screen.width / scale - 1e-9).rounded(.up)))
        let rows = max(1, Int((screen.height / (2 * scale) - 1e-9).rounded(.up)))
        var grid = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
        // The centre of each cell's part inside the screen.
        let xs = (0..<columns).map { c in (Double(c) * scale + min(Double(c + 1) * scale, screen.width)) / 2 }
        let ys = (0..<rows).map { r in
            (Double(r) * 2 * scale + min(Double(r + 1) * 2 * scale, screen.height)) / 2
        }
        /// The rows and columns whose centres lie inside `rect`.
        func cells(_ rect: Rect) -> (rows: [Int], columns: [Int]) {
            let r = rect.standardized
            return (
                ys.indices.filter { ys[$0] >= r.minY && ys[$0] < r.maxY },
                xs.indices.filter { xs[$0] >= r.minX && xs[$0] < r.maxX }
            )
        }
        let unicode = style == .unicode
        let (safeRows, safeColumns) = cells(frame.safeArea)
        for r in 0..<rows {
            for c in 0..<columns where !(safeRows.contains(r) && safeColumns.contains(c)) {
                grid[r][c] = Cell(character: unicode ? "·" : ".", color: unicode ? 2 : nil)
            }
        }
        var legend: [(mark: String, color: Int?, name: String)] = []
        for (index, view) in frame.views.enumerated() {
            let color = Self.viewColors[index % Self.viewColors.count]
            let (vr, vc) = cells(view.frame)
            if unicode {
                box(&grid, rows: vr, columns: vc, name: view.name, color: color)
                legend.append(("□", color, view.name))
            } else {
                let mark = view.name.first ?? "?"
                for r in vr { for c in vc { grid[r][c] = Cell(character: mark) } }
                legend.append((String(mark), nil, view.name))
            }
        }
        let (kr, kc) = cells(frame.keyboard)
        for r in kr {
            for c in kc {
                grid[r][c] = Cell(character: unicode ? "░" : "#", color: unicode ? Self.keyboardColor : nil)
            }
        }
        let f = KeyboardNumberFormat.compact
        // The caption wraps, as the legend does, at the terminal's width; each scale stays whole.
        var lines = CommandHelp.packed(
            (caption + ";").split(separator: " ").map(String.init)
                + ["1 column = \(f(scale)) pt,", "1 row = \(f(2 * scale)) pt"],
            width: maxColumns + 2)
        let bar = String(repeating: unicode ? "─" : "-", count: columns)
        lines.append(unicode ? "┌" + bar + "┐" : "+" + bar + "+")
        for row in grid {
            let side = unicode ? "│" : "|"
            lines.append(side + render(row) + side)
        }
        lines.append(unicode ? "└" + bar + "┘" : "+" + bar + "+")
        let entries =
            [
                (unicode ? "░" : "#", unicode ? Self.keyboardColor : nil, "keyboard"),
                (unicode ? "·" : ".", nil, "outside the safe area"),
            ] + legend
        lines += legendLines(entries.map { ($0.0, $0.1, $0.2) }, width: maxColumns + 2)
        return lines
    }

    /// A view's cells outlined in box drawing, its name on the top edge.
    private func box(_ grid: inout [[Cell]], rows: [Int], columns: [Int], name: String, color: Int) {
        guard let top = rows.first, let bottom = rows.last, let left = columns.first, let right = columns.last
        else { return }
        func put(_ r: Int, _ c: Int, _ ch: Character) { grid[r][c] = Cell(character: ch, color: color) }
        if top == bottom || left == right {
            for r in rows { for c in columns { put(r, c, top == bottom ? "━" : "┃") } }
        } else {
            for c in columns {
                put(top, c, "─")
                put(bottom, c, "─")
            }
            for r in rows {
                put(r, left, "│")
                put(r, right, "│")
            }
            put(top, left, "┌")
            put(top, right, "┐")
            put(bottom, left, "└")
            put(bottom, right, "┘")
        }
        // The name after the first cell of the top edge, as far as it fits.
        let room = max(0, columns.count - 2)
        for (offset, ch) in name.prefix(room).enumerated() { put(top, left + 1 + offset, ch) }
    }

    /// One grid row, with colour escapes only where the colour changes.
    private func render(_ row: [Cell]) -> String {
        var text = ""
        var current: Int?
        for cell in row {
            if cell.color != current {
                text += cell.color.map { "\u{1B}[\($0)m" } ?? "\u{1B}[0m"
                current = cell.color
            }
            text.append(cell.character)
        }
        if current != nil { text += "\u{1B}[0m" }
        return text
    }

    /// `mark name, mark name, …` wrapped at `width` visible characters.
    private func legendLines(_ entries: [(String, Int?, String)], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var visible = 0
        for (index, (mark, color, name)) in entries.enumerated() {
            let separator = index < entries.count - 1 ? "," : ""
            let plain = "\(mark) \(name)\(separator)"
            let shown = (color.map { "\u{1B}[\($0)m\(mark)\u{1B}[0m" } ?? mark) + " \(name)\(separator)"
            if visible > 0 && visible + 1 + plain.count > width {
                lines.append(line)
                line = ""
                visible = 0
            }
            line += (visible > 0 ? " " : "") + shown
            visible += (visible > 0 ? 1 : 0) + plain.count
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}

extension KeyboardCommands {
    static let draw = CommandDefinition(
        "draw", arguments: [.clauses([.choice("layer", of: FrameLayer.self), .flag("ascii")])],
        summary: "Draws the screen at the current frame: safe area, views, keyboard, scaled to the terminal.",
        details: """
            Fits the terminal (80×24 when unknown; a row is twice as tall as a column is wide). \
            On a terminal: box drawing in colour, each view a box in its own colour with its name, \
            the keyboard `░`, outside the safe area `·`. Piped, written to a file, with NO_COLOR \
            set or with `ascii`: plain ASCII, `.` outside the safe area, each view its name's \
            initial, the keyboard `#`. `presentation` (default) draws what is on screen \
            mid-animation, `model` where things are going. A cell shows what covers the centre of \
            its part inside the screen, so partial rows and columns are drawn.
            """,
        examples: [
            KeyboardCommands.chatBar + "\nbind input with layout-guide bottom\nshow-keyboard\ndraw",
            "show-keyboard\nrotate landscape\ndraw ascii model",
        ]
    ) { args, session in
        let presented = args.choice("layer", as: FrameLayer.self)?.isPresentation ?? true
        let ascii = args.has("ascii") || !session.colorAllowed
        let sim = session.state(LabState.self).simulator
        let terminal = session.terminal
        let drawing = ScreenDrawing(
            style: ascii ? .ascii : .unicode, terminalWidth: terminal.width, terminalHeight: terminal.height)
        let caption =
            "\(sim.device.id) \(sim.orientation.rawValue), frame \(sim.frameIndex), "
            + "\(presented ? "presentation" : "model") layer"
        for line in drawing.lines(of: sim.screenFrame(presentation: presented), caption: caption) {
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
