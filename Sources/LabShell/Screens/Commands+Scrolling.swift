import KeyboardLab

/// Scrolling and a scroll view's properties: offset, insets, content size, inset adjustment,
/// keyboard dismiss mode, and a finger dragging the content. Commands that need frames lay out
/// pending changes first, as the run loop does before anything reaches the screen.
extension ScreenCommands {
    static let animatedWord = ArgumentPattern.optional(.name("animated", .choices(["animated"])))

    /// True when the trailing `animated` word was given; any other word is a diagnostic.
    static func animated(_ args: Arguments) throws(Diagnostic) -> Bool {
        guard args.has("animated") else { return false }
        return try choice(args, "animated", [("animated", true)], what: "word")
    }

    static let scrollToBottom = CommandDefinition(
        "scroll-to-bottom", arguments: [.object("view", scrollViewNames), animatedWord],
        summary: "Scrolls to the end of the content, above the bottom inset; `animated` animates it.",
        details: """
            The offset becomes the largest resting one: content height + adjustedContentInset.bottom \
            − bounds height (what a chat does with its last row). Without `animated` it jumps (and \
            inside `animate … do` it animates on the block's curve, as a bounds change); with it, \
            UIScrollView's own animation moves the offset at a constant rate over 0.3 s (the lab's \
            duration, undocumented by UIKit), model and presentation together.
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom\nscroll-to-bottom chat animated\nrun\n"
                + "expect chat.contentOffset.y == 502"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        let animate = try animated(args)
        lab.simulator.layoutIfNeeded()
        scroll.scrollToBottom(animated: animate)
        session.reportLayoutIssues()
    }

    static let positions = TableView.ScrollPosition.allCases.map { ($0.rawValue, $0) }

    static let scrollTo = CommandDefinition(
        "scroll-to",
        arguments: [
            .object("table", tableViewNames), .number("row"),
            .optional(.keyword("at", .name("position", .choices(positions.map(\.0))))), animatedWord,
        ],
        summary: "scrollToRow(at: ROW, at: POSITION, animated:): top, middle, bottom (default) or none.",
        details: """
            Rows count from 0. The row comes to the top, the middle or the bottom of the area \
            between the adjusted insets, or (`none`) the least scroll shows it whole; the offset \
            is clamped to the resting range, so the last row cannot come to the top.
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom\nscroll-to chat 15 at middle\nexpect chat.contentOffset.y == 243.5"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let table = try tableView(args, "table", lab)
        let row = try tableRow(args, "row", of: table)
        let position =
            try args.has("position") ? choice(args, "position", positions, what: "position") : .bottom
        let animate = try animated(args)
        lab.simulator.layoutIfNeeded()
        do throws(TableViewError) {
            try table.scrollToRow(at: row ?? 0, at: position, animated: animate)
        } catch {
            // Name a row that is there, or add rows: the two ways out.
            let rows = table.numberOfRows
            throw Diagnostic.failure(
                error.description, at: args.range("row"),
                suggestion: rows == 0
                    ? "give the table rows first: table-view \(table.name) rows N"
                    : AllowedRange(wholeNumbers: 0...(rows - 1)).help(for: Double(row ?? 0), noun: "row")
                        + "; table-view \(table.name) rows N changes how many there are"
            )
        }
    }

    /// A row of `table` under `key` (nil when left out): a whole number the engine can take, a
    /// row past the table's end left for it to refuse (`row 5 does not exist`); anything else
    /// (a fraction, a negative, 1e20) refused here, the table's own rows the range its help
    /// points into (the nearest allowed row of `rows 5` is 4, not the lab's limit of rows).
    static func tableRow(_ args: Arguments, _ key: String, of table: TableView) throws(Diagnostic) -> Int? {
        guard let value = args.number(key) else { return nil }
        let any = AllowedRange(wholeNumbers: 0...TableView.maximumNumberOfRows)
        if any.contains(value) { return Int(value) }
        let rows = table.numberOfRows
        let last = rows > 0 ? rows - 1 : TableView.maximumNumberOfRows
        var refusal = Diagnostic.outOfRange(
            "the row must be a whole number from 0 to \(last)", value: value,
            allowed: AllowedRange(wholeNumbers: 0...last), noun: "row", at: args.range(key),
            expected: "a whole number in that range")
        // A table without rows has no row to point at: no number gets it inside, rows do.
        if rows == 0 {
            refusal.suggestion = "the table has no rows: give it rows first (table-view \(table.name) rows N)"
        }
        throw refusal
    }

    static let contentOffset = CommandDefinition(
        "content-offset",
        arguments: [
            .object("view", scrollViewNames), .optional(.keyword("x", .number("x"))),
            .optional(.keyword("y", .number("y"))), animatedWord,
        ],
        summary: "Sets (or prints) a scroll view's contentOffset; `animated` animates it.",
        details: """
            Not clamped: code may scroll anywhere, as in UIKit (the next change of frame, content \
            size or insets brings it back into range). Inside `animate … do` it animates on the \
            block's curve.
            """,
        examples: [
            "scroll-view page\ncontent-size page width 393 height 2000\ncontent-offset page y 300\n"
                + "expect page.contentOffset.y == 300\ncontent-offset page"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        let x = try number(args, "x", in: -1e7...1e7, what: "x")
        let y = try number(args, "y", in: -1e7...1e7, what: "y")
        let animate = try animated(args)
        guard x != nil || y != nil else {
            let o = scroll.contentOffset
            return session.print("contentOffset \(NumberStyle.compact(o.x)) \(NumberStyle.compact(o.y))")
        }
        let offset = Point(x: x ?? scroll.contentOffset.x, y: y ?? scroll.contentOffset.y)
        scroll.setContentOffset(offset, animated: animate)
    }

    /// `[top T] [left L] [bottom B] [right R]`.
    static let edgeArguments: [ArgumentPattern] = ["top", "left", "bottom", "right"].map {
        .optional(.keyword($0, .number($0)))
    }

    /// The given edges over `base`; nil when no edge was given.
    static func edges(_ args: Arguments, over base: EdgeInsets) throws(Diagnostic) -> EdgeInsets? {
        var result = base
        var given = false
        for edge in ["top", "left", "bottom", "right"] {
            guard let value = try number(args, edge, in: -1e7...1e7, what: edge) else { continue }
            given = true
            switch edge {
            case "top": result.top = value
            case "left": result.left = value
            case "bottom": result.bottom = value
            default: result.right = value
            }
        }
        return given ? result : nil
    }

    static let contentInset = CommandDefinition(
        "content-inset", arguments: [.object("view", scrollViewNames)] + edgeArguments,
        summary: "Sets the given edges of contentInset, or prints it with adjustedContentInset.",
        details: """
            adjustedContentInset = contentInset + the safe area on the edges \
            `content-inset-adjustment` adjusts (+ a table view controller's keyboard overlap at \
            the bottom, when larger than the safe area there). The edges come in the order top, \
            left, bottom, right, each optional. Inside `animate … do` or a keyboard handler the \
            offset change it causes animates.
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom\nlayout\ncontent-inset chat bottom 302\n"
                + "expect chat.adjustedContentInset.bottom == 336\ncontent-inset chat"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard let insets = try edges(args, over: scroll.contentInset) else {
            session.print("contentInset \(ScreenCommands.insets(scroll.contentInset))")
            session.print("adjustedContentInset \(ScreenCommands.insets(scroll.adjustedContentInset))")
            return
        }
        scroll.contentInset = insets
    }

    static let indicatorInsets = CommandDefinition(
        "scroll-indicator-insets", arguments: [.object("view", scrollViewNames)] + edgeArguments,
        summary: "Sets the given edges of verticalScrollIndicatorInsets, or prints them.",
        details:
            "The displayed insets add the safe area (automaticallyAdjustsScrollIndicatorInsets, iOS 13+).",
        examples: [
            "scroll-view page\nscroll-indicator-insets page bottom 302\nexpect page.verticalScrollIndicatorInsets.bottom == 302"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard let insets = try edges(args, over: scroll.verticalScrollIndicatorInsets) else {
            return session.print(
                "verticalScrollIndicatorInsets \(ScreenCommands.insets(scroll.verticalScrollIndicatorInsets))"
            )
        }
        scroll.verticalScrollIndicatorInsets = insets
    }

    static let contentSize = CommandDefinition(
        "content-size",
        arguments: [
            .object("view", scrollViewNames), .optional(.keyword("width", .number("width"))),
            .optional(.keyword("height", .number("height"))),
        ],
        summary: "Sets a plain scroll view's contentSize (tables and text views size their own).",
        examples: [
            "scroll-view page\ncontent-size page width 393 height 2000\nexpect page.contentSize.height == 2000"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard scroll.kind == .scrollView else {
            throw Diagnostic.failure(
                "a \(scroll.kind.rawValue)'s content size follows its \(scroll is TableView ? "rows" : "text")",
                at: args.range("view"),
                suggestion: scroll is TableView
                    ? "table-view \(scroll.name) rows N" : "text-view \(scroll.name) lines N")
        }
        let width = try number(args, "width", in: 0...1e7, what: "the width")
        let height = try number(args, "height", in: 0...1e7, what: "the height")
        scroll.contentSize = Size(
            width: width ?? scroll.contentSize.width, height: height ?? scroll.contentSize.height)
    }

    static let behaviors = ScrollView.ContentInsetAdjustmentBehavior.allCases.map { behavior in
        (behavior == .scrollableAxes ? "scrollable-axes" : behavior.rawValue, behavior)
    }

    static let insetAdjustment = CommandDefinition(
        "content-inset-adjustment",
        arguments: [
            .object("view", scrollViewNames), .optional(.name("behavior", .choices(behaviors.map(\.0)))),
        ],
        summary:
            "Sets (or prints) contentInsetAdjustmentBehavior: automatic, scrollable-axes, never, always.",
        details: """
            How the safe area enters adjustedContentInset (UIScrollView.ContentInsetAdjustmentBehavior): \
            `scrollable-axes` on an axis whose content is larger than the bounds (or that always \
            bounces; tables bounce vertically); `automatic` (the default) the same here, the lab \
            having no navigation or tab bar controller; `never`; `always`.
            """,
        examples: [
            "scroll-view page\nconstraint page.leading == root.leading\nconstraint page.trailing == root.trailing\n"
                + "constraint page.top == root.top\nconstraint page.bottom == root.bottom\nlayout\n"
                + "expect page.adjustedContentInset.top == 0\ncontent-inset-adjustment page always\n"
                + "expect page.adjustedContentInset.top == 59"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard args.has("behavior") else {
            let current = behaviors.first { $0.1 == scroll.contentInsetAdjustmentBehavior }?.0 ?? ""
            return session.print(current)
        }
        scroll.contentInsetAdjustmentBehavior = try choice(args, "behavior", behaviors, what: "behaviour")
    }

    static let dismissModes = ScrollView.KeyboardDismissMode.allCases.map { ($0.rawValue, $0) }

    static let dismissMode = CommandDefinition(
        "keyboard-dismiss-mode",
        arguments: [
            .object("view", scrollViewNames), .optional(.name("mode", .choices(dismissModes.map(\.0)))),
        ],
        summary: "Sets (or prints) keyboardDismissMode: none, on-drag or interactive.",
        details: """
            What `drag-scroll-view` does to the keyboard: `on-drag` hides it as the drag begins, \
            `interactive` lets its top follow the finger and hides it or snaps it back at the \
            release (no notification while the finger moves, facts §1.10), `none` leaves it.
            """,
        examples: ["scroll-view page\nkeyboard-dismiss-mode page interactive\nkeyboard-dismiss-mode page"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        guard args.has("mode") else { return session.print(scroll.keyboardDismissMode.rawValue) }
        scroll.keyboardDismissMode = try choice(args, "mode", dismissModes, what: "dismiss mode")
    }
}
