import KeyboardLab

/// The constraint commands: add by text, activate, deactivate, edit, list.
extension CommandGroup {
    /// The text the `constraint` command reads; the key doubles as its synopsis.
    static let constraintTextKey = "[name:] item.attr (==|<=|>=) rhs [@priority]"

    static let constraint = CommandDefinition(
        "constraint", arguments: [.text(constraintTextKey)],
        summary:
            "Adds and activates a constraint written as text, e.g. `bottom: input.bottom == safe.bottom`.",
        details: """
            The text is the engine's constraint grammar (docs/Layout.md): `[NAME:] ITEM.ATTR \
            (==|<=|>=) RHS [@PRIORITY]`, where ITEM is `root`, `safe` (the root's safe-area \
            guide), `keyboard` (its keyboard layout guide), a view, `VIEW.safe`, \
            `VIEW.keyboard`, `VIEW.margins` (layoutMarginsGuide; `root.margins` for the root) or \
            `VIEW.readable` (readableContentGuide); ATTR is left, right, top, bottom, leading, trailing, width, height, \
            centerX or centerY; RHS is a number (width and height only) or \
            `ITEM.ATTR [* M] [+|- C]`; PRIORITY is 1–1000 or required, high, low, fittingSize. \
            A constraint without a name is called c1, c2, …; `constraints` prints each in this \
            same text, so a printed line can be pasted back. Frames move at the next `layout`.
            """,
        examples: [
            "text-field input\nconstraint input.leading == safe.leading\nconstraint input.trailing == safe.trailing\nconstraint bottom: input.bottom == safe.bottom\nconstraint input.height == 52\nlayout\nexpect input.minY == 766"
        ]
    ) { args, session in
        try session.state(LabState.self).addConstraint(
            args.text(constraintTextKey), at: args.range(constraintTextKey))
    }

    static let activate = CommandDefinition(
        "activate", arguments: [.names("constraint", constraintNames)],
        summary: "Activates constraints by name (all or none).",
        examples: ["view box\nconstraint w: box.width == 100\ndeactivate w\nactivate w"]
    ) { args, session in
        let lab = session.state(LabState.self)
        var found: [LayoutConstraint] = []
        for (name, range) in zip(args.names("constraint"), args.ranges("constraint")) {
            found.append(try lab.constraint(named: name, at: range))
        }
        do {
            try LayoutConstraint.activate(found)
        } catch {
            throw Diagnostic.failure("\(error)", at: args.range("constraint"))
        }
    }

    static let deactivate = CommandDefinition(
        "deactivate", arguments: [.names("constraint", constraintNames)],
        summary: "Deactivates constraints by name; `activate` brings them back.",
        examples: ["view box\nconstraint w: box.width == 100\ndeactivate w\nconstraints"]
    ) { args, session in
        let lab = session.state(LabState.self)
        var found: [LayoutConstraint] = []
        for (name, range) in zip(args.names("constraint"), args.ranges("constraint")) {
            found.append(try lab.constraint(named: name, at: range))
        }
        LayoutConstraint.deactivate(found)
    }

    static let constant = CommandDefinition(
        "constant", arguments: [.name("constraint", constraintNames), .number("value")],
        summary: "Sets a constraint's constant (one solver edit, never a rebuild).",
        examples: [
            "view box\nconstraint w: box.width == 100\nconstant w 150\nlayout\nexpect box.width == 150"
        ]
    ) { args, session in
        let constraint = try session.state(LabState.self).constraint(
            named: args.name("constraint"), at: args.range("constraint"))
        let value = args.number("value") ?? 0
        guard value.isFinite else {
            throw Diagnostic.failure("a constant must be a finite number", at: args.range("value"))
        }
        constraint.constant = value
    }

    static let priority = CommandDefinition(
        "priority",
        arguments: [
            .name("constraint", constraintNames),
            .value("priority", .choices(ConstraintSpec.priorityNames.map(\.0))),
        ],
        summary: "Sets a constraint's priority: 1–1000 or required, high, low, fittingSize.",
        details: """
            As in UIKit, an active constraint cannot switch between required (1000) and \
            optional (below 1000): deactivate it, change the priority, activate it again.
            """,
        examples: ["view box\nconstraint w: box.width == 100 @750\npriority w low\nconstraints"]
    ) { args, session in
        try session.state(LabState.self).setPriority(
            args.text("priority"), of: args.name("constraint"), nameRange: args.range("constraint"),
            valueRange: args.range("priority"))
    }

    static let constraints = CommandDefinition(
        "constraints", arguments: [.optional(.name("all", .choices(["all"])))],
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
        if args.has("all") && args.name("all") != "all" {
            throw Diagnostic(
                .syntax, at: args.range("all"), message: "unexpected '\(args.name("all"))'",
                expected: "'all' or nothing")
        }
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
