import KeyboardLab

/// A finger dragging a scroll view's content, and the table of every scroll view.
extension ScreenCommands {
    static let releases = [("auto", KeyboardDragRelease.automatic), ("down", .dismiss), ("up", .snapBack)]

    static let dragScrollView = CommandDefinition(
        "drag-scroll-view",
        arguments: [
            .object("view", scrollViewNames), .keyword("from", .number("start y")),
            .keyword("to", .number("end y")),
            .optional(.keyword("frames", .number("frames"))),
            .optional(.keyword("release", .name("release", .choices(releases.map(\.0))))),
        ],
        summary: "A finger drags a scroll view's content from Y0 to Y1 (screen) over N frames, then lifts.",
        details: """
            The finger moves at a steady pace, one position per frame (FRAMES, default 10, at \
            most 3000 so that the release ends within the 3600-frame run horizon); the \
            content follows it (offset − Δy), held in the resting range (the lab has no rubber \
            band or deceleration). The keyboard does what `keyboard-dismiss-mode` says; with \
            `interactive` RELEASE decides at the end: `down` hides, `up` snaps back, `auto` \
            (default) goes by the last movement; while that finger is down, changes to the \
            keyboard, device, screen or profile are refused, as during `interactive-dismiss`. \
            Prints the notifications, and the per-frame table of the tracked view (or last row) \
            as keyboard scenarios do.
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint bottom: chat.bottom == root.bottom\nscroll-to-bottom chat\n"
                + "keyboard-dismiss-mode chat interactive\nbind-scroll chat with inset\nshow-keyboard\n"
                + "drag-scroll-view chat from 500 to 800 frames 7 release down\nexpect keyboard.minY == 852"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard let start = try number(args, "start y", in: -1e5...1e5, what: "the start y"),
            let end = try number(args, "end y", in: -1e5...1e5, what: "the end y")
        else { return }
        // As interactive-dismiss: the release must play within the run horizon.
        let frames =
            try count(args, "frames", in: 1...Simulator.maximumFingerPositions, what: "frames") ?? 10
        let release =
            try args.has("release") ? choice(args, "release", releases, what: "release") : .automatic
        let path = (0..<frames).map { index in
            frames == 1 ? start : start + (end - start) * Double(index) / Double(frames - 1)
        }
        try lab.play(
            .dragScrollView(named: scroll.name, fingerY: path, release: release), at: args.commandRange,
            session: session)
        session.reportLayoutIssues()
    }

    static let scrollViewsTable = CommandDefinition(
        "scroll-views",
        summary: "Lists the scroll views: offset, insets, adjusted insets, content size, rows.",
        examples: ["table-view chat rows 30 height 44\nscroll-views"]
    ) { _, session in
        let lab = session.state(LabState.self)
        lab.simulator.layoutIfNeeded()
        var table = Table(columns: [
            "view", "kind", "offset y", "contentInset", "adjusted", "content height", "rows", "dismiss",
        ])
        for case let scroll as ScrollView in lab.window.allViews {
            let rows = (scroll as? TableView).map { Table.Cell.integer($0.numberOfRows) } ?? .text("-")
            table.append([
                .text(scroll.name), .text(scroll.kind.rawValue), .number(scroll.contentOffset.y),
                .text(insets(scroll.contentInset)), .text(insets(scroll.adjustedContentInset)),
                .number(scroll.contentSize.height), rows, .text(scroll.keyboardDismissMode.rawValue),
            ])
        }
        session.print(table)
    }
}
