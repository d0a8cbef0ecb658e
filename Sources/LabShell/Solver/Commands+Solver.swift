/// The raw Cassowary solver, under the `solver` group word so it never clashes with the
/// layout commands that use the same solver for views.
extension CommandGroup {
    static let solver = CommandGroup(
        name: "Solver", summary: "The raw Cassowary constraint solver: variables, constraints, edits.",
        commands: [
            solverVar, solverAdd, solverRemove, solverEdit, solverSuggest, solverValues, solverList,
            solverDump, solverReset,
        ],
        quantities: [
            QuantityProvider(
                prefix: "solver", summary: "solver.NAME is the value of the solver variable NAME",
                names: { session in session.state(SolverWorkspace.self).variableNames.map { "solver.\($0)" }
                },
                value: { name, session in
                    let workspace = session.state(SolverWorkspace.self)
                    let variable = name.rest(from: 1)
                    guard workspace.isVariable(variable) else { return nil }
                    return workspace.values().first { $0.name == variable }?.value
                })
        ])

    private static let variables = CompletionHint.dynamic { session, _ in
        session.state(SolverWorkspace.self).variableNames
    }
    private static let labels = CompletionHint.dynamic { session, _ in
        session.state(SolverWorkspace.self).entries.map(\.label)
    }

    static let solverVar = CommandDefinition(
        "solver var", arguments: [.names("variable", .none)],
        summary: "Declares solver variables (they start at 0).",
        details: "Names may contain `-` and `.` between letters, like every name in kblab.",
        examples: ["solver var left mid right"]
    ) { args, session in
        try session.state(SolverWorkspace.self).declare(args.names("variable"), at: args.ranges("variable"))
    }

    static let solverAdd = CommandDefinition(
        "solver add",
        arguments: [
            // A constraint has no strict relations: the synopsis lists the three it takes.
            .optional(.label("label")), .named("EXPR (==|<=|>=) EXPR", .comparison("constraint")),
            .optional(.strength("strength")),
        ],
        summary: "Adds a linear constraint with a strength (required when left out).",
        details: """
            Both sides are linear formulas over declared variables: sums of variables times \
            numbers (`2 * mid == left + right`). The strength is `required`, `strong`, `medium`, \
            `weak`, or an Auto Layout priority from 1 to 1000 (1000 is required). A label \
            (`gap: right - left >= 10`) names the constraint for `solver remove`; without one it \
            is called c1, c2, … A required constraint that contradicts the others is refused \
            and the solver is left as it was.
            """,
        examples: [
            "solver var left right\nsolver add gap: right - left >= 10\nsolver add left == 0 strong\nsolver add right <= 100 750\nsolver values"
        ]
    ) { args, session in
        guard let comparison = args.comparison("constraint") else { return }
        try session.state(SolverWorkspace.self).add(
            label: args.has("label") ? args.name("label") : nil, labelRange: args.range("label"), comparison,
            strength: args.strength("strength") ?? .required)
    }

    static let solverRemove = CommandDefinition(
        "solver remove", arguments: [.name("label", labels)],
        summary: "Removes a constraint by its label.",
        details: "`solver list` shows the labels.",
        examples: ["solver var x\nsolver add floor: x >= 10\nsolver remove floor"]
    ) { args, session in
        try session.state(SolverWorkspace.self).remove(args.name("label"), at: args.range("label"))
    }

    static let solverEdit = CommandDefinition(
        "solver edit", arguments: [.name("variable", variables), .optional(.strength("strength"))],
        summary: "Makes a variable an edit variable, so `solver suggest` can move it (strong by default).",
        details: "An edit variable cannot be required: use strong or weaker.",
        examples: ["solver var mid\nsolver edit mid strong"]
    ) { args, session in
        try session.state(SolverWorkspace.self).edit(
            args.name("variable"), strength: args.strength("strength") ?? .strong, at: args.range("variable"))
    }

    static let solverSuggest = CommandDefinition(
        "solver suggest", arguments: [.name("variable", variables), .number("value")],
        summary: "Suggests a value for an edit variable; the solver keeps it as close as it can.",
        details: "The new values show with `solver values` and in `expect solver.NAME …`.",
        examples: ["solver var mid\nsolver edit mid\nsolver suggest mid 42\nsolver values"]
    ) { args, session in
        try session.state(SolverWorkspace.self).suggest(
            args.name("variable"), args.number("value") ?? 0, at: args.range("variable"),
            valueRange: args.range("value"))
    }

    static let solverValues = CommandDefinition(
        "solver values", summary: "Prints every variable's value, in declaration order.",
        details: "Numbers print with the `decimals` setting, in the current output mode.",
        examples: ["solver var a b\nsolver add a == 1.5\nsolver add b == a * 2\nsolver values"]
    ) { _, session in
        var table = Table(columns: ["variable", "value"])
        for (name, value) in session.state(SolverWorkspace.self).values() {
            table.append([.text(name), .number(value)])
        }
        session.print(table)
    }

    static let solverList = CommandDefinition(
        "solver list", summary: "Prints the constraints and edit variables as they were typed.",
        examples: ["solver var x\nsolver add low: x >= 0\nsolver add x == 5 weak\nsolver edit x\nsolver list"]
    ) { _, session in
        let workspace = session.state(SolverWorkspace.self)
        var table = Table(columns: ["label", "constraint", "strength"])
        for entry in workspace.entries {
            table.append([
                .text(entry.label), .text(entry.comparison.description), .text(entry.strength.description),
            ])
        }
        for edit in workspace.editStrengths {
            table.append([.text("edit"), .text(edit.name), .text(edit.strength.description)])
        }
        session.print(table)
    }

    static let solverDump = CommandDefinition(
        "solver dump", summary: "Prints the solver's internal tableau (objective, rows, edits).",
        details: "The sections follow kiwi's dump; useful to see slack and error variables.",
        examples: ["solver var x\nsolver add x >= 10\nsolver dump"]
    ) { _, session in
        for line in session.state(SolverWorkspace.self).engine.dump() { session.print(line) }
    }

    static let solverReset = CommandDefinition(
        "solver reset", summary: "Forgets every solver variable, constraint and edit variable.",
        examples: ["solver var x\nsolver reset\nsolver var x"]
    ) { _, session in
        session.resetState(SolverWorkspace.self)
    }
}
