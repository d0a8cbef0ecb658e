/// The shell itself: help, settings, output modes, expectations, scripts.
extension CommandGroup {
    static let core = CommandGroup(
        name: "Core", summary: "The shell itself: help, settings, output modes, checks and scripts.",
        commands: [help, quit, echo, print, set, show, mode, expect, source, save, reset],
        settings: [
            SettingDefinition(
                "decimals", .integer(0...10), default: .integer(2),
                summary: "digits after the point in tables"),
            SettingDefinition(
                "echo", .boolean, default: .boolean(false), summary: "print each line before running it"),
            SettingDefinition(
                "headers", .boolean, default: .boolean(true), summary: "print a header row in tables"),
            SettingDefinition(
                "keep-going", .boolean, default: .boolean(false),
                summary: "scripts report every error and go on (off: stop at the first)"),
            SettingDefinition(
                "mode", .choice(OutputMode.allCases.map(\.rawValue)), default: .choice("plain"),
                summary: "how tables print (see 'mode')"),
            SettingDefinition(
                "tolerance", .number(0...1e9), default: .number(1e-6),
                summary: "how far apart 'expect ==' lets two values be"),
        ])

    static let help = CommandDefinition(
        "help", arguments: [.optional(.names("topic", .commands))],
        summary: "Lists the commands, or explains one command or group.",
        details: """
            With no topic, lists every command with a one-line summary. With a command name \
            (`help set`, `help solver add`) prints its synopsis, details and example. With a \
            group word (`help solver`) lists that group's commands.
            """,
        examples: ["help set"]
    ) { args, session in
        try session.printHelp(args.names("topic"), at: args.range("topic"))
    }

    static let quit = CommandDefinition(
        "quit", aliases: ["exit"], summary: "Ends the session (Ctrl-D does the same at the prompt).",
        details: """
            In a script, stops the script successfully at this line; in a script run by \
            `source`, only that script. Inside a block (a handler, an animation) it is an error.
            """,
        examples: ["quit"]
    ) { args, session in
        guard session.scopeStack.isEmpty, session.activity.handlerDepth == 0, !session.isRunningBlock else {
            throw Diagnostic.failure(
                "quit cannot run inside a block", at: args.commandRange,
                suggestion: "quit ends a script or the session from its top level")
        }
        session.requestQuit()
    }

    static let echo = CommandDefinition(
        "echo", arguments: [.optional(.text("text"))], summary: "Prints its text.",
        details: """
            Prints the rest of the statement as typed: up to a `;` or a `#` (quote the text to \
            keep one). In a block opened on the same line the words `else` and `end` end it too \
            (`if ok do echo yes else echo no end`). A text that starts with `end` or `else` is \
            that block word: quote it (`echo "end"`). `print` prints the values of expressions \
            instead.
            """,
        examples: ["echo Dragging the midpoint:"]
    ) { args, session in
        args.withText("text") { session.print($0) }
    }

    static let print = CommandDefinition(
        "print", arguments: [.list("values", .expression("value"), separator: .comma)],
        summary: "Prints the values of expressions, separated by spaces.",
        details: """
            Numbers print with the `decimals` setting when they have a fraction; rects as \
            `(x y; w×h)`, points as `(x y)`. Strings join with `+`: `print "gap " + gap.input`.
            """,
        examples: [
            "print 7 << 16, 7 | 4, rect(0, 516, 393, 336).minY", "let h = 336\nprint \"lift \" + (h - 34)",
        ]
    ) { args, session in
        let parts = args.list("values").compactMap {
            $0.value("value")?.formatted(decimals: session.decimals)
        }
        session.print(parts.joined(separator: " "))
    }

    static let set = CommandDefinition(
        "set",
        arguments: [
            .name("setting", .dynamic { session, _ in session.table.settings.map(\.name) }),
            .optional(
                .value(
                    "value",
                    .dynamic { session, typed in
                        session.table.settings.first { $0.name == typed.first }?.completions ?? []
                    })),
        ],
        summary: "Sets a setting, or prints it when no value is given.",
        details:
            "As in the sqlite3 shell: `set NAME VALUE` changes a setting, `set NAME` prints it and `show` prints them all.",
        examples: ["set decimals 3\nset decimals"]
    ) { args, session in
        let name = args.name("setting")
        if args.has("value") {
            try session.setSetting(
                name, at: args.range("setting"), to: args.text("value"), at: args.range("value"))
        } else {
            let definition = try session.settingDefinition(name, at: args.range("setting"))
            session.print("\(name) \(session.setting(definition.name)?.description ?? "")")
        }
    }

    static let show = CommandDefinition(
        "show", summary: "Prints every setting with its value.",
        details: "The table follows the current output mode.",
        examples: ["show"]
    ) { _, session in
        var table = Table(columns: ["setting", "value", "meaning"])
        for definition in session.table.settings {
            table.append([
                .text(definition.name), .text(session.setting(definition.name)?.description ?? ""),
                .text(definition.summary),
            ])
        }
        session.print(table)
    }

    static let mode = CommandDefinition(
        "mode", arguments: [.optional(.name("mode", .choices(OutputMode.allCases.map(\.rawValue))))],
        summary: "Sets how tables print (box, plain, markdown, csv, json), or prints the mode.",
        details:
            "Same as `set mode MODE`. Numbers print with `decimals` digits after the point in every mode.",
        examples: ["mode markdown\nshow"]
    ) { args, session in
        if args.has("mode") {
            try session.setSetting(
                "mode", at: args.range("mode"), to: args.name("mode"), at: args.range("mode"))
        } else {
            session.print(session.outputMode.rawValue)
        }
    }

    static let expect = CommandDefinition(
        "expect", arguments: [.comparison("check"), .optional(.keyword("within", .number("tolerance")))],
        summary: "Checks a comparison of quantities; a failure stops a script with exit status 1.",
        details: """
            Both sides are expressions over numbers, variables and quantities such as \
            `solver.mid` or `input.maxY`. `==` holds when the sides differ by at most the \
            tolerance (`within T`, else the `tolerance` setting); `<=` and `>=` allow the same \
            slack; `<`, `>` and `!=` are strict. A passing check prints nothing.
            """,
        examples: [
            "solver var x\nsolver add x == 10\nexpect solver.x == 10\nexpect solver.x * 2 >= 19.9 within 0.1"
        ]
    ) { args, session in
        guard let check = args.comparison("check") else { return }
        var tolerance: Double?
        if let given = args.number("tolerance") {
            // The same values as the `tolerance` setting: a negative one was taken as its size,
            // where `set tolerance -1` is refused.
            let definition = try session.settingDefinition("tolerance", at: args.range("tolerance"))
            guard case .number(let accepted) = definition.kind, accepted.contains(given) else {
                throw Diagnostic(
                    .runtime, at: args.range("tolerance"),
                    message: "'\(NumberStyle.compact(given))' is not a valid tolerance",
                    expected: definition.accepted + ", as for `set tolerance`",
                    suggestion: definition.allowed?.help(for: given))
            }
            tolerance = given
        }
        try session.check(check, tolerance: tolerance)
    }

    static let source = CommandDefinition(
        "source", aliases: ["run-script"], arguments: [.path("file")],
        summary: "Runs a script file, stopping at its first error.",
        details: """
            The path is relative to the directory the shell started in; quote it when it \
            contains a space, `;` or `#`. A script may source others, up to 16 deep; a `quit` \
            in it ends that script only. A missing, binary or special file is an error (exit \
            status 2, as `kblab FILE`).
            """,
        examples: ["source Examples/solver-midpoint.kbl"]
    ) { args, session in
        try session.runFile(args.text("file"), at: args.range("file"))
    }
}
