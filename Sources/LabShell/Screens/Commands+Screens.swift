import KeyboardLab

/// Real screens: scroll views, table views, text views, labels and stack views; scrolling,
/// insets and the keyboard dismiss mode; the scroll-view techniques and UITableViewController's
/// own avoidance; margins and intrinsic sizes (docs/Layout.md, docs/Techniques.md).
extension CommandGroup {
    static let screens = CommandGroup(
        name: "Screens",
        summary: "Scroll views, table views, text views, labels, stack views, margins and scroll techniques.",
        commands: [
            ScreenCommands.scrollViewCommand, ScreenCommands.tableViewCommand, ScreenCommands.textViewCommand,
            ScreenCommands.labelCommand, ScreenCommands.stackViewCommand, ScreenCommands.arrange,
            ScreenCommands.scrollToBottom, ScreenCommands.scrollTo, ScreenCommands.contentOffset,
            ScreenCommands.contentInset, ScreenCommands.indicatorInsets, ScreenCommands.contentSize,
            ScreenCommands.insetAdjustment, ScreenCommands.dismissMode, ScreenCommands.dragScrollView,
            ScreenCommands.scrollViewsTable, ScreenCommands.scrollTechniques, ScreenCommands.bindScroll,
            ScreenCommands.unbindScroll, ScreenCommands.compareScroll, ScreenCommands.tableViewController,
            ScreenCommands.layoutMargins,
            ScreenCommands.intrinsicSize, ScreenCommands.contentHugging, ScreenCommands.compressionResistance,
        ],
        quantities: [ScreenQuantities.scrollViews, ScreenQuantities.layoutMargins],
        assignables: [ScreenAssignables.provider])
}

/// Making the screen views. Each command makes the view, or changes the given properties of an
/// existing view of its kind (so `table-view chat rows 31` adds a message).
extension ScreenCommands {
    /// The existing view of this kind named `name`, or nil when the name is free (a view of
    /// another kind by that name is a diagnostic). A variable that names a view (a technique's
    /// `view`) stands for it, as in every command that takes a view; any other variable's name
    /// is refused, never given to a new view.
    static func existing<V: View>(_ type: V.Type, _ args: Arguments, _ session: Session, what: String)
        throws(Diagnostic) -> V?
    {
        let lab = session.state(LabState.self)
        let name = session.objectName(args.name("name"))
        guard let found = try? lab.window.view(uniquelyNamed: name), name != "root" else {
            try session.checkNewObjectName(args.name("name"), at: args.range("name"), kind: what)
            try lab.checkNewViewName(name, at: args.range("name"))
            return nil
        }
        // The exact class: a table view is a scroll view, but `scroll-view chat` must not reuse it.
        guard let typed = found as? V, Swift.type(of: found) == V.self else {
            throw Diagnostic.failure(
                "'\(name)' is a \(found.kind.rawValue), not a \(what)", at: args.range("name"),
                suggestion: "choose another name, or remove \(name) first")
        }
        if args.has("parent") {
            throw Diagnostic.failure(
                "'\(name)' exists already: 'in' places a new view only", at: args.range("parent"),
                suggestion: "choose another name, or remove \(name) first")
        }
        return typed
    }

    static let scrollViewCommand = CommandDefinition(
        "scroll-view", arguments: [.name("name", .none), parentArgument],
        summary: "Adds a scroll view (UIScrollView) under the root or PARENT.",
        details: """
            Its bounds origin is the content offset: subviews are laid out in content coordinates \
            (constraints to its edges attach to the content area, as UIKit's do). Give it a \
            content size with `content-size`; `content-inset`, `content-inset-adjustment`, \
            `keyboard-dismiss-mode` and `content-offset` set the rest. The offset stays in range \
            after the frame, the content size or the insets change (docs/Layout.md, "Scroll views").
            """,
        examples: [
            "scroll-view page\nconstraint page.leading == root.leading\nconstraint page.trailing == root.trailing\n"
                + "constraint page.top == root.top\nconstraint page.bottom == root.bottom\n"
                + "content-size page width 393 height 2000\nlayout\nexpect page.adjustedContentInset.top == 59"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        guard try existing(ScrollView.self, args, session, what: "scroll view") == nil else { return }
        try place(ScrollView(name: args.name("name")), args, lab)
    }

    static let tableViewCommand = CommandDefinition(
        "table-view",
        arguments: [
            .name("name", .none), .optional(.keyword("rows", .number("rows"))),
            .optional(.keyword("height", .number("row height"))), parentArgument,
        ],
        summary: "Adds a table view (UITableView) of ROWS rows of HEIGHT points, or changes its rows.",
        details: """
            One section, no header or footer; the content size follows the rows (rows × height tall, \
            as wide as the table). A table bounces vertically, so the safe area enters its adjusted \
            inset at the top and bottom. On an existing table, `rows N` / `height H` change it \
            (a chat gaining a message). Quantities: NAME.lastRow.maxY, NAME.visibleRows, \
            NAME.firstVisibleRow, NAME.contentOffset.y, … (`help expect`).
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom\nscroll-to-bottom chat\nexpect chat.lastRow.maxY == 818"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let rows = try count(args, "rows", in: 0...TableView.maximumNumberOfRows, what: "rows")
        let height = try number(args, "row height", in: 0.001...100_000, what: "the row height")
        if let table = try existing(TableView.self, args, session, what: "table view") {
            if let height { table.rowHeight = height }
            if let rows { table.numberOfRows = rows }
            return
        }
        try place(TableView(name: args.name("name"), rows: rows ?? 0, rowHeight: height ?? 44), args, lab)
    }

    static let textViewCommand = CommandDefinition(
        "text-view",
        arguments: [
            .name("name", .none), .optional(.keyword("lines", .number("lines"))),
            .optional(.keyword("line-height", .number("line height"))),
            .optional(.keyword("scrolling", .name("scrolling", onOff))), parentArgument,
        ],
        summary: "Adds a growing text view (UITextView) of LINES lines, or changes its text.",
        details: """
            The lab has no fonts: LINES stands for the text. With scrolling off (the default here, \
            as growing input bars set it) its intrinsic height is 8 + LINES × LINE-HEIGHT + 8 \
            (textContainerInset's default (8, 0, 8, 0)), so it sizes its bar; `scrolling on` \
            (UIKit's default) takes the intrinsic height away. LINE-HEIGHT defaults to 20.287 \
            (the 17-pt system font's line height: not measured by the lab, so set it when it \
            matters). On an existing text view, `lines N` is the user typing a line.
            """,
        examples: [
            "text-view message lines 1 line-height 20\nconstraint message.leading == safe.leading\n"
                + "constraint message.trailing == safe.trailing\nconstraint message.bottom == keyboard.top\n"
                + "layout\nexpect message.height == 36\ntext-view message lines 3\nlayout\nexpect message.height == 76"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let lines = try count(args, "lines", in: 1...TextView.maximumLineCount, what: "lines")
        let lineHeight = try number(args, "line height", in: 0.001...10_000, what: "the line height")
        let scrolling = try args.has("scrolling") ? onOff(args, "scrolling") : nil
        if let text = try existing(TextView.self, args, session, what: "text view") {
            if let lineHeight { text.lineHeight = lineHeight }
            if let scrolling { text.isScrollEnabled = scrolling }
            if let lines { text.lineCount = lines }
            return
        }
        let text = TextView(
            name: args.name("name"), lines: lines ?? 1, lineHeight: lineHeight ?? TextView.defaultLineHeight,
            isScrollEnabled: scrolling ?? false)
        try place(text, args, lab)
    }

    static let labelCommand = CommandDefinition(
        "label",
        arguments: [
            .name("name", .none), .optional(.keyword("width", .number("text width"))),
            .optional(.keyword("lines", .number("lines"))),
            .optional(.keyword("line-height", .number("line height"))), parentArgument,
        ],
        summary: "Adds a label (UILabel) whose text is WIDTH points wide on LINES lines, or changes it.",
        details: """
            Its intrinsic size is WIDTH × LINES × LINE-HEIGHT (default line height 20.287, the \
            17-pt system font's, unmeasured); UIKit turns it into `width <= W @250` (content \
            hugging) and `width >= W @750` (compression resistance), the same for the height, so \
            the label sizes itself unless stronger constraints say otherwise (`constraints all` \
            lists them as NSContentSizeLayoutConstraint-…).
            """,
        examples: [
            "label title width 120 lines 2 line-height 20\nconstraint title.leading == safe.leading + 20\n"
                + "constraint title.top == safe.top\nlayout\nexpect title.width == 120\nexpect title.height == 40"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let width = try number(args, "text width", in: 0...1e6, what: "the text width")
        let lines = try count(args, "lines", in: 0...TextView.maximumLineCount, what: "lines")
        let lineHeight = try number(args, "line height", in: 0.001...10_000, what: "the line height")
        if let label = try existing(Label.self, args, session, what: "label") {
            if let width { label.textWidth = width }
            if let lineHeight { label.lineHeight = lineHeight }
            if let lines { label.lineCount = lines }
            return
        }
        let label = Label(
            name: args.name("name"), textWidth: width ?? 0, lines: lines ?? 1,
            lineHeight: lineHeight ?? TextView.defaultLineHeight)
        try place(label, args, lab)
    }
}
