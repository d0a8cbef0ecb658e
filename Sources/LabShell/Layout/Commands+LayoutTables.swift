import KeyboardLab

/// State tables and reports: views with frames in any space, constraints, safe areas, why a
/// view has its frame, and ambiguity.
extension CommandGroup {
    private static let spaces = CompletionHint.dynamic { session, _ in
        ["superview", "root", "window", "screen"] + session.state(LabState.self).viewNames
    }

    static let tableViews = CommandDefinition(
        "table views", arguments: [.optional(.keyword("in", .object("space", spaces)))],
        summary: "Prints every view's model frame in screen coordinates, or in another space.",
        details: """
            SPACE is `screen` (the default), `window`, `root`, `superview` (each view's own \
            `frame`) or a view's name (its bounds). Views are listed depth first, root first. \
            These are model frames: what the last layout pass or assignment set. `kind` is the \
            UIKit class, as `scroll-views` and errors name it: view, textField, scrollView, \
            tableView, textView, label, stackView.
            """,
        examples: [
            "view card frame 20 100 353 200\nview badge in card frame 8 8 24 24\nlayout\ntable views in card"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let spaceName = args.has("space") ? args.name("space") : "screen"
        var space: CoordinateSpace? = nil
        switch spaceName {
        case "screen": space = .screen
        case "window": space = .window
        case "superview": space = nil
        default: space = .view(try lab.view(named: spaceName, at: args.range("space")))
        }
        var table = Table(columns: ["name", "kind", "x", "y", "width", "height", "minY", "maxY"])
        for view in lab.window.allViews {
            let f = space.map { view.frame(in: $0) } ?? view.frame
            table.append([
                .text(view.layoutName), .text(view.kind.rawValue),
                .number(f.minX), .number(f.minY), .number(f.width), .number(f.height), .number(f.minY),
                .number(f.maxY),
            ])
        }
        session.print(table)
    }

    static let tableConstraints = CommandDefinition(
        "table constraints", arguments: [.optional(.name("all", .choices(["all"])))],
        summary: "Prints the constraints with name, text, priority and state (active, inactive, broken).",
        details: "`table constraints all` adds the engine's own constraints, named as UIKit names them.",
        examples: [
            "view box\nconstraint box.width == 100\nconstraint h: box.height == 50 @750\ntable constraints"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        var table = Table(columns: ["name", "constraint", "priority", "state"])
        func add(_ name: String, _ c: LayoutConstraint) {
            var spec = c.description
            if let id = c.identifier, spec.hasPrefix("\(id): ") { spec.removeFirst(id.count + 2) }
            table.append([
                .text(name), .text(spec), .text(c.priority.description), .text(c.stateDescription),
            ])
        }
        for entry in lab.namedConstraints { add(entry.name, entry.constraint) }
        if args.has("all") {
            for c in lab.window.constraints(includingSystem: true) where c.origin != .user {
                add(c.identifier ?? "", c)
            }
        }
        session.print(table)
    }

    static let tableSafeArea = CommandDefinition(
        "table safe-area",
        summary: "Prints each view's safe-area insets, its safe-area guide and its keyboard guide.",
        details: """
            Insets are UIKit's `safeAreaInsets` (the root's are the window's). The guide frames \
            (`safe.*`, `keyboard.*`) are in the view's own coordinates; the keyboard layout guide \
            rests at the bottom with the height of the bottom inset until the keyboard moves it.
            """,
        examples: ["view card frame 0 0 393 300\nlayout\ntable safe-area"]
    ) { _, session in
        let lab = session.state(LabState.self)
        var table = Table(columns: [
            "view", "top", "left", "bottom", "right", "safe.x", "safe.y", "safe.width", "safe.height",
            "keyboard.y", "keyboard.height",
        ])
        for view in lab.window.allViews {
            let i = view.safeAreaInsets
            let s = view.safeAreaLayoutGuide.layoutFrame
            let k = view.keyboardLayoutGuide.layoutFrame
            table.append([
                .text(view.layoutName), .number(i.top), .number(i.left), .number(i.bottom), .number(i.right),
                .number(s.minX), .number(s.minY), .number(s.width), .number(s.height), .number(k.minY),
                .number(k.height),
            ])
        }
        session.print(table)
    }

    static let explain = CommandDefinition(
        "explain", arguments: [.object("view", viewNames)],
        summary: "Explains a view's frame: the constraints that place it on each axis, and what is free.",
        details: """
            Like UIKit's `constraintsAffectingLayout(for:)`: nearest first, then the constraints \
            that place the items it hangs from, down to the window's size. The frame is in the \
            superview's coordinates.
            """,
        examples: [
            "text-field input\nconstraint input.bottom == safe.bottom\nconstraint input.height == 52\nexplain input"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let explanation = lab.window.explainFrame(of: view)
        session.reportLayoutIssues()
        for line in explanation.description.split(separator: "\n") { session.printFitted(String(line)) }
    }

    static let ambiguity = CommandDefinition(
        "ambiguity", summary: "Prints hasAmbiguousLayout for every view and the attributes left free.",
        details: """
            An attribute is free when the constraints let it move (left, width, top, height). A \
            view that still keeps its frame through autoresizing constraints is never ambiguous.
            """,
        examples: ["view box\nconstraint box.top == safe.top\nambiguity"]
    ) { _, session in
        let lab = session.state(LabState.self)
        let free = lab.window.ambiguityReport()
        session.reportLayoutIssues()
        var table = Table(columns: ["view", "ambiguous", "free"])
        for view in lab.window.allViews where view !== lab.rootView {
            let attributes = free.first { $0.view === view }?.free ?? []
            table.append([
                .text(view.layoutName), .text(attributes.isEmpty ? "no" : "yes"),
                .text(attributes.map(\.rawValue).joined(separator: " ")),
            ])
        }
        session.print(table)
    }
}
