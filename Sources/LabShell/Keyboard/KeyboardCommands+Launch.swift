import KeyboardLab

/// The keyboard scenarios added for issue 10, each a command over a declared pattern that plays one
/// `KeyboardScenario` like the scenario commands of `Commands+Keyboard.swift`: relaunch, the first
/// show after launch and its short-Begin variant, a navigation pop, resizes the app cannot see, the
/// predictive bar's strip and a field's text traits.
extension CommandGroup {
    static let keyboardLaunch = CommandGroup(
        name: "Keyboard (launch and more)",
        summary: "Relaunch, the first show after launch, navigation pops, unseen resizes, text traits.",
        commands: [
            LaunchCommands.launch, LaunchCommands.firstShow, LaunchCommands.shortBeginShow,
            LaunchCommands.navigationPop, LaunchCommands.instantResize, LaunchCommands.collapseBar,
            LaunchCommands.textTraits,
        ])
}

enum LaunchCommands {
    /// `[FIELD] [kind K] [accessory H]` after a show command.
    static let fieldArguments: [ArgumentPattern] = [
        .optional(.name("field", .none)),
        .optional(
            .keyword("kind", .name("kind", .choices(["letters", "emoji", "number-pad", "other-language"])))),
        .optional(.keyword("accessory", .number("accessory"))),
    ]

    /// Plays `scenario` as the scenario commands do, then prints the warnings and layout issues.
    static func play(_ scenario: KeyboardScenario, _ args: Arguments, _ session: Session) throws(Diagnostic) {
        try session.state(LabState.self).play(scenario, at: args.commandRange, session: session)
        session.reportLayoutIssues()
    }

    /// The field, kind and accessory typed after a show command.
    static func fieldOptions(_ args: Arguments) throws(Diagnostic) -> (String, KeyboardKind?, Double?) {
        let field = args.has("field") ? args.name("field") : "field"
        var kind: KeyboardKind?
        if args.has("kind") {
            guard let found = KeyboardKind(name: args.name("kind")) else {
                throw Diagnostic(
                    .syntax, at: args.range("kind"), message: "unknown keyboard kind '\(args.name("kind"))'",
                    expected: "letters, emoji, number-pad or other-language",
                    suggestion: Suggestion.didYouMean(
                        args.name("kind"), in: ["letters", "emoji", "number-pad", "other-language"]))
            }
            kind = found
        }
        return (field, kind, args.number("accessory"))
    }

    static let launch = CommandDefinition(
        "launch", summary: "Relaunches the app: keyboard gone, not shown since launch; nothing is posted.",
        details: """
            The app's process ends and starts again: scheduled notifications are dropped, the \
            keyboard is hidden at once (the new process receives nothing) and the next \
            `first-show-keyboard` plays the first-show-after-launch pattern. Views, constraints \
            and bindings stay (the app builds the same screen), so do the device's settings \
            (QuickType, a hardware keyboard, the iPad's undocked mode) and the fields' traits.
            """,
        examples: ["show-keyboard\nlaunch\nfirst-show-keyboard"]
    ) { args, session in
        try play(.launch, args, session)
    }

    static let firstShow = CommandDefinition(
        "first-show-keyboard", arguments: fieldArguments,
        summary: "The first show after launch: a keys-only round, then the full keyboard 0.306 s later.",
        details: """
            facts §1.4 (jsq #701 on iOS 8, FSiOSAppDemo on iOS 11, QMUI): on an iPhone the \
            keyboard first comes up without its QuickType bar (0.25 s), then at +0.306 s (D08) \
            resizes to the full height with the profile's QuickType resize duration; on an iPad \
            a 0-height round, then the full keyboard with duration 0 (D14). `show-keyboard` is \
            the ordinary one-round show on every profile. Needs a keyboard not yet shown since \
            launch: a fresh session or `launch`.
            """,
        examples: ["device iphone-se-3\nprofile ios13\nfirst-show-keyboard message"]
    ) { args, session in
        let (field, kind, accessory) = try fieldOptions(args)
        try play(.showFirstAfterLaunch(field: field, kind: kind, accessoryHeight: accessory), args, session)
    }

    static let shortBeginShow = CommandDefinition(
        "show-keyboard-short-begin", arguments: fieldArguments,
        summary: "A show whose Begin, though off screen, has the height without the QuickType bar.",
        details: """
            Seen in real logs (facts §2, D11: Begin 288 vs End 346): one round like \
            `show-keyboard`, but the reported Begin frame carries the keys-only height (plus the \
            accessory) while End and the keyboard itself have the full height. Code that animates \
            from Begin's height, or compares Begin and End sizes, goes wrong.
            """,
        examples: ["show-keyboard-short-begin"]
    ) { args, session in
        let (field, kind, accessory) = try fieldOptions(args)
        try play(
            .showBeginWithoutQuickType(field: field, kind: kind, accessoryHeight: accessory), args, session)
    }

    static let navigationPop = CommandDefinition(
        "navigation-pop", arguments: [.optional(.keyword("duration", .number("duration")))],
        summary: "Pops the focused field's view controller: the keyboard leaves with the transition.",
        details: """
            The field resigns inside the navigation transition's animation block, so the keyboard \
            moves down on the transition's ease-in-out over its duration (default the profile's \
            navigation-pop-duration, 0.35 s: D04, iOS 5–6; assumed later) instead of its spring, \
            and WCF + WH report that duration (facts §2, §1.3). `duration 0` is a pop without \
            animation.
            """,
        examples: ["show-keyboard\nnavigation-pop", "show-keyboard\nnavigation-pop duration 0.5"]
    ) { args, session in
        try play(.navigationPop(duration: args.number("duration")), args, session)
    }

    static let instantResize = CommandDefinition(
        "instant-resize",
        arguments: [.number("height"), .optional(.keyword("reported", .number("reported")))],
        summary: "The keyboard jumps to HEIGHT for a reason the app cannot see (candidate bar, search row).",
        details: """
            HEIGHT is the software keyboard's own height (an accessory comes on top). WCF + WS are \
            posted at once and the keyboard jumps (react-native-keyboard-controller #557: size \
            changes are immediate); the userInfo duration is 0 unless `reported S` says otherwise \
            (iOS can report 0.25 while jumping). The extra height goes when the keyboard hides or \
            changes kind.
            """,
        examples: ["show-keyboard\ninstant-resize 372", "show-keyboard\ninstant-resize 372 reported 0.25"]
    ) { args, session in
        let height = args.number("height") ?? .nan
        try play(
            .instantResize(height: height, reportedDuration: args.number("reported") ?? 0), args, session)
    }

    static let collapseBar = CommandDefinition(
        "collapse-bar", arguments: [.name("state", .choices(["on", "off"]))],
        summary: "iOS 8–10: swipes the predictive bar down to its thin strip (on) or back up (off).",
        details: """
            D06 (iPhone 6, iOS 8.4–10): 258 with the bar, 225 with the strip, 216 with \
            Settings → Predictive off. Later versions have no strip: a warning.
            """,
        examples: ["device iphone-6\nprofile ios9\nshow-keyboard\ncollapse-bar on"]
    ) { args, session in
        let state = args.name("state")
        guard state == "on" || state == "off" else {
            throw Diagnostic(
                .syntax, at: args.range("state"), message: "unknown value '\(state)'", expected: "on or off",
                suggestion: Suggestion.didYouMean(state, in: ["on", "off"]))
        }
        try play(.collapsePredictiveBar(state == "on"), args, session)
    }

    static let traitSettings = TextTraitSetting.allCases.map(\.rawValue)

    static let textTraits = CommandDefinition(
        "text-traits",
        arguments: [
            .name("field", .none),
            .optional(.keyword("autocorrection", .name("autocorrection", .choices(traitSettings)))),
            .optional(.keyword("spell-checking", .name("spell-checking", .choices(traitSettings)))),
        ],
        summary:
            "Sets a text field's autocorrectionType / spellCheckingType, which decide the QuickType bar.",
        details: """
            Up to iOS 14 `autocorrection no` hides the QuickType bar; from iOS 15 the bar stays for \
            spell-checking candidates unless `spell-checking no` too (iOS 15 release notes, \
            68874861). The keyboard reads the traits when the field becomes first responder, so \
            on the focused field they apply at the next focus (a warning says so). Without \
            options prints the field's traits.
            """,
        examples: [
            "text-traits search autocorrection no spell-checking no\nshow-keyboard search",
            "text-traits name autocorrection no\ntext-traits name",
        ]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        let field = args.name("field")
        var traits = sim.keyboard.state.fieldTraits[field] ?? TextInputTraits()
        guard args.has("autocorrection") || args.has("spell-checking") else {
            return session.print(
                "\(field): autocorrection \(traits.autocorrectionType.rawValue), "
                    + "spell-checking \(traits.spellCheckingType.rawValue)")
        }
        for key in ["autocorrection", "spell-checking"] where args.has(key) {
            guard let value = TextTraitSetting(rawValue: args.name(key)) else {
                throw Diagnostic(
                    .syntax, at: args.range(key), message: "unknown value '\(args.name(key))'",
                    expected: "default, yes or no",
                    suggestion: Suggestion.didYouMean(args.name(key), in: traitSettings))
            }
            if key == "autocorrection" {
                traits.autocorrectionType = value
            } else {
                traits.spellCheckingType = value
            }
        }
        try play(.textTraits(field: field, traits: traits), args, session)
    }
}
