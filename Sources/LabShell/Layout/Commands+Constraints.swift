import KeyboardLab

/// The constraint commands: add by text, activate, deactivate, edit, list.
extension CommandGroup {
    /// `[NAME:] ITEM.ATTR (==|<=|>=) RHS [@PRIORITY]`, in the language's own expressions.
    static let constraintPatterns: [ArgumentPattern] = [
        .optional(.label("name")), .named("ITEM.ATTR (==|<=|>=) RHS", .comparison("relation")),
        .optional(
            .punctuated(
                .at,
                .named(
                    "PRIORITY",
                    .oneOf([
                        .choice("priority-name", of: LayoutPriority.self), .number("priority"),
                    ])))),
    ]

    static let constraint = CommandDefinition(
        "constraint", arguments: constraintPatterns,
        summary:
            "Adds and activates a constraint written as text, e.g. `bottom: input.bottom == safe.bottom`.",
        details: """
            `[NAME:] ITEM.ATTR (==|<=|>=) RHS [@PRIORITY]` (docs/Layout.md), where ITEM is \
            `root`, `safe` (the root's safe-area guide), `keyboard` (its keyboard layout guide), a \
            view, `VIEW.safe`, `VIEW.keyboard`, `VIEW.margins` (layoutMarginsGuide; \
            `root.margins` for the root) or `VIEW.readable` (readableContentGuide); ATTR is left, \
            right, top, bottom, leading, trailing, width, height, centerX or centerY; RHS is a \
            number (width and height only) or `ITEM.ATTR [* M] [+|- C]`, where M and C may be any \
            expressions of numbers and variables (`- lift`, `* 0.5`); PRIORITY is 1–1000 or \
            required, high, low, fittingSize. \
            A constraint without a name is called c1, c2, …; `constraints` prints each in this \
            same text, so a printed line can be pasted back. Frames move at the next `layout`.
            """,
        examples: [
            "text-field input\nconstraint input.leading == safe.leading\nconstraint input.trailing == safe.trailing\nconstraint bottom: input.bottom == safe.bottom\nconstraint input.height == 52\nlayout\nexpect input.minY == 766"
        ]
    ) { args, session in
        let (spec, anchors, numbers) = try session.constraintSpec(args)
        try session.state(LabState.self).addConstraint(
            spec, at: args.range("relation"), nameRange: args.range("name"), anchors: anchors,
            numbers: numbers)
        session.reportNewWarnings()
    }

    static let activate = CommandDefinition(
        "activate", arguments: [.list("constraints", .object("constraint", constraintNames), separator: nil)],
        summary: "Activates constraints by name (all or none).",
        examples: ["view box\nconstraint w: box.width == 100\ndeactivate w\nactivate w"]
    ) { args, session in
        let lab = session.state(LabState.self)
        var found: [LayoutConstraint] = []
        for item in args.list("constraints") {
            found.append(try lab.constraint(named: item.name("constraint"), at: item.range("constraint")))
        }
        do throws(LayoutError) {
            try LayoutConstraint.activate(found)
        } catch {
            throw lab.diagnostic(for: error, at: args.range("constraints"))
        }
    }

    static let deactivate = CommandDefinition(
        "deactivate",
        arguments: [.list("constraints", .object("constraint", constraintNames), separator: nil)],
        summary: "Deactivates constraints by name; `activate` brings them back.",
        examples: ["view box\nconstraint w: box.width == 100\ndeactivate w\nconstraints"]
    ) { args, session in
        let lab = session.state(LabState.self)
        var found: [LayoutConstraint] = []
        for item in args.list("constraints") {
            found.append(try lab.constraint(named: item.name("constraint"), at: item.range("constraint")))
        }
        LayoutConstraint.deactivate(found)
    }

    static let constant = CommandDefinition(
        "constant",
        arguments: [
            .object("constraint", constraintNames),
            .named(
                "[=|+=|-=] VALUE",
                .oneOf([
                    .punctuated(.equal, .number("value")), .punctuated(.plusEqual, .number("plus")),
                    .punctuated(.minusEqual, .number("minus")), .number("value"),
                ])),
        ],
        summary: "Sets a constraint's constant: `constant NAME = EXPR` (also +=, -=, or `constant NAME V`).",
        details: """
            One solver edit, never a rebuild. The same as `NAME.constant = EXPR`. Frames move at \
            the next `layout`; inside an animation block (or a will-notification's handler) the \
            layout pass animates.
            """,
        examples: [
            "view box\nconstraint w: box.width == 100\nconstant w 150\nlayout\nexpect box.width == 150",
            "view box\nconstraint w: box.width == 100\nconstant w = 336 - 34\nconstant w -= 2\nexpect w.constant == 300",
        ]
    ) { args, session in
        let constraint = try session.state(LabState.self).constraint(
            named: args.name("constraint"), at: args.range("constraint"))
        var value = args.number("value") ?? constraint.constant
        if let plus = args.number("plus") { value = constraint.constant + plus }
        if let minus = args.number("minus") { value = constraint.constant - minus }
        let given = args.has("plus") ? "plus" : args.has("minus") ? "minus" : "value"
        try LabState.setConstant(value, of: constraint, at: args.range(given))
    }

    static let priority = CommandDefinition(
        "priority",
        arguments: [
            .object("constraint", constraintNames),
            LabState.priorityPattern,
        ],
        summary: "Sets a constraint's priority: 1–1000 or required, high, low, fittingSize.",
        details: """
            As in UIKit, an active constraint cannot switch between required (1000) and \
            optional (below 1000): deactivate it, change the priority, activate it again.
            """,
        examples: ["view box\nconstraint w: box.width == 100 @750\npriority w low\nconstraints"]
    ) { args, session in
        let (priority, range) = try LabState.priority(args)
        try session.state(LabState.self).setPriority(
            priority, of: args.name("constraint"), nameRange: args.range("constraint"), valueRange: range)
    }

    static let constraints = CommandDefinition(
        "constraints", arguments: [.optional(.flag("all"))],
        summary: "Prints the constraints in the text `constraint` reads (inactive ones marked).",
        details: """
            One constraint per line, in the order they were made, exactly as `constraint` \
            accepts them; inactive and broken ones end with a `# inactive` / `# broken` comment, \
            so any line pastes back. `constraints all` adds the engine's own (safe area, \
            autoresizing mask, encapsulated layout, keyboard guide) with UIKit's identifiers.
            """,
        examples: ["view box\nconstraint box.width == 100\nconstraint h: box.height == 50 @750\nconstraints"]
    ) { args, session in
        let lab = session.state(LabState.self)
        for entry in lab.namedConstraints {
            let c = entry.constraint
            session.print(c.description + (c.isBroken ? "  # broken" : c.isActive ? "" : "  # inactive"))
        }
        guard args.has("all") else { return }
        for c in lab.window.constraints(includingSystem: true) where c.origin != .user {
            session.print(c.description)
        }
    }
}
