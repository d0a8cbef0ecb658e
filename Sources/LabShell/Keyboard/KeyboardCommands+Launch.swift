import KeyboardLab

/// The keyboard scenarios of relaunching and the first show after launch, a navigation pop,
/// resizes the app cannot see, the predictive bar's strip and a field's text traits: scenarios
/// like those of `Commands+Keyboard.swift` (so `compare … on` plays them too).
extension KeyboardCommands {
    /// `[FIELD] [kind K] [accessory H]` after a show command.
    static let fieldArguments: [ArgumentPattern] = [.optional(fieldArgument), fieldOptions]

    /// The field, kind and accessory typed after a show command.
    static func field(_ args: Arguments) throws(Diagnostic) -> (String, KeyboardKind?, Double?) {
        (args.has("field") ? args.name("field") : "field", kind(args), try accessory(args))
    }

    static let launchScenarios: [Scenario] = [
        scenario(
            "launch",
            summary: "Relaunches the app: keyboard gone, not shown since launch; nothing is posted.",
            details: """
                The app's process ends and starts again: scheduled notifications are dropped, the \
                keyboard is hidden at once (the new process receives nothing) and the next \
                `first-show-keyboard` plays the first-show-after-launch pattern. Views, constraints \
                and bindings stay (the app builds the same screen), so do the device's settings \
                (QuickType, a hardware keyboard, the iPad's undocked mode) and the fields' traits.
                """,
            examples: ["show-keyboard\nlaunch\nfirst-show-keyboard"]
        ) { _ throws(Diagnostic) in .launch },
        scenario(
            "first-show-keyboard", arguments: fieldArguments,
            summary: "The first show after launch: a keys-only round, then the full keyboard 0.306 s later.",
            details: """
                facts §1.4 (jsq #701 on iOS 8, FSiOSAppDemo on iOS 11, QMUI): on an iPhone the \
                keyboard first comes up without its QuickType bar (0.25 s), then 0.306 s later (D08) \
                resizes to the full height with the profile's QuickType resize duration, posted on \
                the first frame at or after 0.306 s (316.67 ms at 60 Hz, printed `at 317 ms`: the \
                lab's clock moves in frames); pinyin (`kind other-language`) first comes up as the \
                216-pt letters keys, then grows to its candidate-bar height (D08: 216 → 289.5); on an iPad \
                a 0-height round, then the full keyboard with duration 0 (D14). `show-keyboard` is \
                the ordinary one-round show on every profile. Needs a keyboard not yet shown since \
                launch: a fresh session or `launch`.
                """,
            examples: ["device iphone-se-3\nprofile ios13\nfirst-show-keyboard message"]
        ) { args throws(Diagnostic) in
            let (field, kind, accessory) = try field(args)
            return .showFirstAfterLaunch(field: field, kind: kind, accessoryHeight: accessory)
        },
        scenario(
            "show-keyboard-short-begin", arguments: fieldArguments,
            summary: "A show whose Begin, though off screen, is shorter than End (D11: 288 vs 346).",
            details: """
                Seen in real logs (facts §2, D11: Begin 288 vs End 346 on a 414x896 iPhone, iOS 12): \
                one round like `show-keyboard`, but the reported Begin frame is short while End and \
                the keyboard itself have the full height. Begin carries the logged height where the \
                catalogue has one (288 on the 414x896 class: iphone-xr, iphone-xs-max), elsewhere the \
                keys-only height as if measured without the QuickType bar (plus the accessory). Code \
                that animates from Begin's height, or compares Begin and End sizes, goes wrong.
                """,
            examples: ["device iphone-xr\nprofile ios12\nshow-keyboard-short-begin"]
        ) { args throws(Diagnostic) in
            let (field, kind, accessory) = try field(args)
            return .showBeginWithoutQuickType(field: field, kind: kind, accessoryHeight: accessory)
        },
        scenario(
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
        ) { args throws(Diagnostic) in
            if let duration = args.number("duration"), !AllowedRange.notificationDuration.contains(duration) {
                throw Diagnostic.outOfRange(
                    "a pop lasts 0…60 seconds", value: duration, allowed: .notificationDuration,
                    at: args.range("duration"))
            }
            return .navigationPop(duration: args.number("duration"))
        },
        scenario(
            "instant-resize",
            arguments: [.number("height"), .optional(.keyword("reported", .number("reported")))],
            summary:
                "The keyboard jumps to HEIGHT for a reason the app cannot see (candidate bar, search row).",
            details: """
                HEIGHT is the software keyboard's own height (an accessory comes on top). WCF + WS are \
                posted at once and the keyboard jumps (react-native-keyboard-controller #557: size \
                changes are immediate); the userInfo duration is 0 unless `reported S` says otherwise \
                (iOS can report 0.25 while jumping). The extra height goes when the keyboard hides or \
                changes kind. A HEIGHT that with the accessory is taller than the screen is refused \
                (no keyboard frame starts above the screen's top).
                """,
            examples: [
                "show-keyboard\ninstant-resize 372", "show-keyboard\ninstant-resize 372 reported 0.25",
            ]
        ) { args throws(Diagnostic) in
            let height = args.number("height") ?? 0
            guard AllowedRange.keyboardHeight.contains(height) else {
                throw Diagnostic.outOfRange(
                    "a keyboard height is 0…10000 points", value: height, allowed: .keyboardHeight,
                    at: args.range("height"))
            }
            let reported = args.number("reported") ?? 0
            guard AllowedRange.notificationDuration.contains(reported) else {
                throw Diagnostic.outOfRange(
                    "a reported duration is 0…60 seconds", value: reported, allowed: .notificationDuration,
                    at: args.range("reported"))
            }
            return .instantResize(height: height, reportedDuration: reported)
        },
        scenario(
            "collapse-bar", arguments: [.choice("state", of: Toggle.self)],
            summary: "iOS 8–10: swipes the predictive bar down to its thin strip (on) or back up (off).",
            details: """
                D06 (iPhone 6, iOS 8.4–10): 258 with the bar, 225 with the strip, 216 with \
                Settings → Predictive off. Later versions have no strip: a warning.
                """,
            examples: ["device iphone-6\nprofile ios9\nshow-keyboard\ncollapse-bar on"]
        ) { args throws(Diagnostic) in
            .collapsePredictiveBar(args.choice("state", as: Toggle.self)?.isOn ?? false)
        },
    ]
}

extension KeyboardCommands {
    static let textTraits = CommandDefinition(
        "text-traits",
        arguments: [
            fieldArgument,
            .clauses([
                .keyword("autocorrection", .choice("autocorrection", of: TextTraitSetting.self)),
                .keyword("spell-checking", .choice("spell-checking", of: TextTraitSetting.self)),
                .keyword("shortcuts", .choice("shortcuts", of: InputAssistantGroups.self)),
            ]),
        ],
        summary:
            "Sets a text field's autocorrectionType / spellCheckingType and its iPad shortcuts, which "
            + "decide the QuickType bar.",
        details: """
            Up to iOS 14 `autocorrection no` hides the QuickType bar; from iOS 15 the bar stays for \
            spell-checking candidates unless `spell-checking no` too (iOS 15 release notes, \
            68874861). On an iPad (iOS 9+) the bar also holds the Shortcut Bar, the groups of the \
            field's inputAssistantItem: `shortcuts default` keeps UIKit's undo, redo and paste, \
            which keep the bar's height with the predictions hidden (an assumption, \
            `shortcuts-keep-bar`); `shortcuts none` empties both group lists, so the bar goes \
            with the predictions. The keyboard reads the traits when the field becomes first \
            responder, so on the focused field they apply at the next focus (a warning says so). \
            Without options prints the field's traits.
            """,
        examples: [
            "text-traits search autocorrection no spell-checking no\nshow-keyboard search",
            "text-traits name autocorrection no\ntext-traits name",
            "device ipad-9-7\ntext-traits notes autocorrection no spell-checking no shortcuts none\n"
                + "show-keyboard notes",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        // A typed word may name a field not made yet (traits set before it is focused).
        _ = try session.checkFieldVariable(args, "field")
        let field = args.name("field")
        var traits = lab.simulator.keyboard.state.fieldTraits[field] ?? TextInputTraits()
        guard args.has("autocorrection") || args.has("spell-checking") || args.has("shortcuts") else {
            return session.print(
                "\(field): autocorrection \(traits.autocorrectionType.rawValue), "
                    + "spell-checking \(traits.spellCheckingType.rawValue), "
                    + "shortcuts \(traits.shortcuts.rawValue)")
        }
        if let value = args.choice("autocorrection", as: TextTraitSetting.self) {
            traits.autocorrectionType = value
        }
        if let value = args.choice("spell-checking", as: TextTraitSetting.self) {
            traits.spellCheckingType = value
        }
        if let value = args.choice("shortcuts", as: InputAssistantGroups.self) {
            traits.shortcuts = value
        }
        try lab.play(.textTraits(field: field, traits: traits), at: args.commandRange, session: session)
        session.reportLayoutIssues()
    }
}
