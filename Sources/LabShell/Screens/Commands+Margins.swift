import KeyboardLab

/// Layout margins, intrinsic content size and its two priorities, on any view.
extension ScreenCommands {
    static let layoutMargins = CommandDefinition(
        "layout-margins",
        arguments: [
            .object("view", viewNames), .optional(.keyword("top", .number("top"))),
            .optional(.keyword("leading", .number("leading"))),
            .optional(.keyword("bottom", .number("bottom"))),
            .optional(.keyword("trailing", .number("trailing"))),
            .optional(.keyword("safe-area", .name("safe-area", onOff))),
            .optional(.keyword("system-minimum", .name("system-minimum", onOff))),
        ],
        summary: "Sets a view's directionalLayoutMargins (given edges), or prints its margins.",
        details: """
            Views default to 8 on each side; the root view to the system minimum (16 leading and \
            trailing in a compact-width window, 20 in a regular one), a value you set being \
            raised to it (`system-minimum off`: viewRespectsSystemMinimumLayoutMargins = false, \
            root only). With `safe-area on` (insetsLayoutMarginsFromSafeArea, the default) the \
            margins are measured from the safe area. Constraints reach the guides as \
            `VIEW.margins` (layoutMarginsGuide, `root.margins` for the root) and `VIEW.readable` \
            (readableContentGuide: inside the margins, at most 672 wide, centred).
            """,
        examples: [
            "view content\nconstraint content.leading == root.margins.leading\n"
                + "constraint content.trailing == root.margins.trailing\nconstraint content.top == root.margins.top\n"
                + "constraint content.height == 100\nlayout\nexpect content.minX == 16\nexpect content.minY == 59\n"
                + "layout-margins root leading 40\nlayout\nexpect content.minX == 40\nlayout-margins root"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        var margins = view.requestedLayoutMargins
        var given = false
        for edge in ["top", "leading", "bottom", "trailing"] {
            guard let value = try number(args, edge, in: -1e6...1e6, what: edge) else { continue }
            given = true
            switch edge {
            case "top": margins.top = value
            case "leading": margins.leading = value
            case "bottom": margins.bottom = value
            default: margins.trailing = value
            }
        }
        if args.has("system-minimum") {
            guard view === lab.rootView else {
                throw Diagnostic.failure(
                    "only the root view has a system minimum (its view controller's)",
                    at: args.range("system-minimum"))
            }
            lab.window.rootViewController.viewRespectsSystemMinimumLayoutMargins = try onOff(
                args, "system-minimum")
            given = true
        }
        if args.has("safe-area") {
            view.insetsLayoutMarginsFromSafeArea = try onOff(args, "safe-area")
            given = true
        }
        if given {
            if margins != view.requestedLayoutMargins { view.directionalLayoutMargins = margins }
            return
        }
        lab.simulator.layoutIfNeeded()
        let requested = view.requestedLayoutMargins
        session.print(
            "requested (top leading bottom trailing) "
                + [requested.top, requested.leading, requested.bottom, requested.trailing].map(
                    NumberStyle.compact
                )
                .joined(separator: " "))
        session.print("layoutMargins (top left bottom right) \(insets(view.layoutMargins))")
        session.print(
            "insetsLayoutMarginsFromSafeArea \(view.insetsLayoutMarginsFromSafeArea ? "on" : "off")")
    }

    static let intrinsicSize = CommandDefinition(
        "intrinsic-size",
        arguments: [
            .object("view", viewNames), .optional(.keyword("width", .number("width"))),
            .optional(.keyword("height", .number("height"))),
        ],
        summary: "Gives a plain view an intrinsic content size (−1: none on that axis), or prints it.",
        details: """
            As a custom view overriding intrinsicContentSize: UIKit turns each dimension into \
            `<= size` at the content-hugging priority (250) and `>= size` at the compression \
            resistance (750). Labels and text views compute their own.
            """,
        examples: [
            "view badge\nconstraint badge.leading == safe.leading\nconstraint badge.top == safe.top\n"
                + "intrinsic-size badge width 24 height 24\nlayout\nexpect badge.width == 24\nintrinsic-size badge"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let width = try number(args, "width", in: -1...1e6, what: "the width")
        let height = try number(args, "height", in: -1...1e6, what: "the height")
        guard width != nil || height != nil else {
            let size = view.intrinsicContentSize
            return session.print(
                "intrinsicContentSize \(NumberStyle.compact(size.width)) \(NumberStyle.compact(size.height))")
        }
        guard view.kind == .view || view.kind == .textField else {
            throw Diagnostic.failure(
                "a \(view.kind.rawValue) computes its own intrinsic size", at: args.range("view"),
                suggestion: view is Label || view is TextView ? "change its lines or width instead" : nil)
        }
        let current = view.intrinsicContentSize
        view.setIntrinsicContentSize(Size(width: width ?? current.width, height: height ?? current.height))
    }

    static let axisChoices = CompletionHint.choices(["horizontal", "vertical"])

    /// `content-hugging` and `compression-resistance`: one axis, one priority.
    static func priorityCommand(
        _ name: String, summary: String, example: String,
        set: @escaping @Sendable (View, LayoutPriority, LayoutAttribute.Axis) -> Void
    ) -> CommandDefinition {
        CommandDefinition(
            name,
            arguments: [
                .object("view", viewNames), .name("axis", axisChoices),
                LabState.priorityPattern,
            ],
            summary: summary,
            details: """
                PRIORITY is 1–1000 or required, high (750), low (250), fittingSize (50). A \
                priority of 1000 makes that side of the intrinsic size required.
                """,
            examples: [example]
        ) { args, session in
            let lab = session.state(LabState.self)
            let view = try lab.view(named: args.name("view"), at: args.range("view"))
            let axis = try choice(args, "axis", axes, what: "axis")
            let (priority, _) = try LabState.priority(args)
            set(view, priority, axis)
        }
    }

    static let contentHugging = priorityCommand(
        "content-hugging",
        summary: "Sets a view's content-hugging priority on an axis (UIKit's default 250).",
        example:
            "label title width 100\nconstraint title.leading == safe.leading\nconstraint title.top == safe.top\n"
            + "constraint title.width == 150 @500\ncontent-hugging title horizontal 600\nlayout\nexpect title.width == 100"
    ) { view, priority, axis in view.setContentHuggingPriority(priority, for: axis) }

    static let compressionResistance = priorityCommand(
        "compression-resistance",
        summary: "Sets a view's compression-resistance priority on an axis (UIKit's default 750).",
        example:
            "label title width 100\nconstraint title.leading == safe.leading\nconstraint title.top == safe.top\n"
            + "constraint title.width == 50 @500\nlayout\nexpect title.width == 100\n"
            + "compression-resistance title horizontal 400\nlayout\nexpect title.width == 50"
    ) { view, priority, axis in view.setContentCompressionResistancePriority(priority, for: axis) }
}
