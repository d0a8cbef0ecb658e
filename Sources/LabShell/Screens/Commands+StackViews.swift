import KeyboardLab

/// Stack views: making one (or changing its axis, spacing, distribution, alignment) and
/// arranging views in it.
extension ScreenCommands {
    static let axes: [(String, LayoutAttribute.Axis)] = [
        ("horizontal", .horizontal), ("vertical", .vertical),
    ]
    static let distributions = StackView.Distribution.allCases.map { ($0.rawValue, $0) }
    static let alignments = StackView.Alignment.names.compactMap { name in
        StackView.Alignment(name: name).map { (name, $0) }
    }

    static let stackViewCommand = CommandDefinition(
        "stack-view",
        arguments: [
            .name("name", .none), .optional(.keyword("axis", .name("axis", .choices(axes.map(\.0))))),
            .optional(.keyword("spacing", .number("spacing"))),
            .optional(.keyword("distribution", .name("distribution", .choices(distributions.map(\.0))))),
            .optional(.keyword("alignment", .name("alignment", .choices(alignments.map(\.0))))),
            .optional(.keyword("margins-relative", .name("margins-relative", onOff))), parentArgument,
        ],
        summary: "Adds a stack view (UIStackView), or changes its axis, spacing, distribution, alignment.",
        details: """
            The keywords come in this order, each optional. A new stack view is horizontal, spacing \
            0, fill, fill. `arrange STACK VIEW…` arranges views in order (a view made `in` the stack \
            is only its subview until then, as with UIKit's addSubview), and the stack makes the \
            constraints UIKit makes, with UIKit's identifiers \
            (UISV-canvas-connection, UISV-spacing, UISV-alignment, UISV-fill-equally, \
            UISV-fill-proportionally, UISV-distributing-edge, UISV-spanning-boundary, \
            UISV-ambiguity-suppression), so a conflict report reads like Xcode's; `constraints all` \
            lists them. DISTRIBUTION: fill, fill-equally, fill-proportionally, equal-spacing, \
            equal-centering; ALIGNMENT: fill, leading (top), center, trailing (bottom); the \
            baseline alignments are not modelled. `margins-relative on` arranges inside the \
            stack's layout margins (isLayoutMarginsRelativeArrangement).
            """,
        examples: [
            "stack-view form axis vertical spacing 8\nconstraint form.top == root.margins.top\n"
                + "constraint form.leading == root.margins.leading\nconstraint form.trailing == root.margins.trailing\n"
                + "label title width 100 lines 1 line-height 20\ntext-view notes lines 2 line-height 20\n"
                + "arrange form title notes\nlayout\nexpect notes.frame.y == 28\nexpect form.height == 84"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let axis = try args.has("axis") ? choice(args, "axis", axes, what: "axis") : nil
        let spacing = try number(args, "spacing", in: -1e6...1e6, what: "the spacing")
        let distribution =
            try args.has("distribution")
            ? choice(args, "distribution", distributions, what: "distribution") : nil
        let alignment =
            try args.has("alignment") ? choice(args, "alignment", alignments, what: "alignment") : nil
        let relative = try args.has("margins-relative") ? onOff(args, "margins-relative") : nil
        let stack =
            try existing(StackView.self, args, session, what: "stack view")
            ?? StackView(name: args.name("name"))
        if let axis { stack.axis = axis }
        if let spacing { stack.spacing = spacing }
        if let distribution { stack.distribution = distribution }
        if let alignment { stack.alignment = alignment }
        if let relative { stack.isLayoutMarginsRelativeArrangement = relative }
        if stack.superview == nil { try place(stack, args, lab) }
    }

    static let arrange = CommandDefinition(
        "arrange", arguments: [.object("stack", stackViewNames), .names("view", viewNames)],
        summary: "Arranges views in a stack view, in order (addArrangedSubview: moves them into it).",
        details: """
            Each view is appended to the arrangement (a view already arranged moves to the end) \
            and becomes a subview of the stack; its constraints to its old place are removed, \
            as UIKit removes them when a view changes superview.
            """,
        examples: [
            "stack-view bar spacing 10 distribution fill-equally\nview a\nview b\narrange bar a b\n"
                + "constraint bar.width == 210\nconstraint bar.height == 40\nconstraint bar.top == safe.top\n"
                + "constraint bar.leading == safe.leading\nlayout\nexpect b.frame.x == 110"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let stack = try view(
            StackView.self, named: args.name("stack"), what: "stack view", at: args.range("stack"), lab: lab)
        var views: [View] = []
        // A list of names is not evaluated: a technique's `view` is looked up here, as `.object` does.
        for (word, range) in zip(args.names("view"), args.ranges("view")) {
            let name = session.objectName(word)
            let found = try lab.view(named: name, at: range)
            guard found !== lab.rootView, found !== stack, !stack.isDescendant(of: found) else {
                throw Diagnostic.failure(
                    "'\(name)' cannot be arranged in '\(stack.name)'", at: range,
                    suggestion: "arrange views that are neither the root nor above the stack")
            }
            views.append(found)
        }
        for found in views { stack.addArrangedSubview(found) }
    }
}
