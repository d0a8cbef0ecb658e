import KeyboardLab

/// The keyboard: scenarios (each a command that plays iOS's notification sequence and runs the
/// keyboard's animation to its end), the notification log, the iOS version profile, the keyboard
/// layout guide's flags, bindings of the classic techniques, tracking, comparison and drawing.
extension CommandGroup {
    static let keyboard = CommandGroup(
        name: "Keyboard", summary: "Keyboard scenarios, notifications, techniques, comparison and drawing.",
        commands: KeyboardCommands.scenarios + [
            KeyboardCommands.keyboardState, KeyboardCommands.profile, KeyboardCommands.keyboardGuide,
            KeyboardCommands.notifications, KeyboardCommands.clearNotifications,
            KeyboardCommands.observe, KeyboardCommands.unobserve, KeyboardCommands.observersList,
            KeyboardCommands.observerRecord,
            KeyboardCommands.techniques, KeyboardCommands.bind, KeyboardCommands.unbind,
            KeyboardCommands.bindingsList, KeyboardCommands.track, KeyboardCommands.untrack,
            KeyboardCommands.tracking, KeyboardCommands.compare, KeyboardCommands.draw,
        ],
        settings: [KeyboardCommands.runSetting],
        quantities: [
            KeyboardQuantities.keyboard, KeyboardQuantities.gap, KeyboardQuantities.tracking,
            KeyboardQuantities.notifications, KeyboardQuantities.comparison, KeyboardQuantities.observers,
        ])
}

/// The keyboard group's definitions.
enum KeyboardCommands {
    static let runSetting = SettingDefinition(
        "keyboard-run", .boolean, default: .boolean(true),
        summary: "Whether a keyboard scenario runs the animation to its end (off: only frame 0)")

    static let onOff = CompletionHint.choices(["on", "off"])

    /// A scenario command: its words (the name, then the arguments as typed) go through
    /// `ScenarioParser`, the same reader `compare … on …` uses, so both accept the same text.
    static func scenario(
        _ name: String, arguments: [ArgumentPattern] = [], summary: String, details: String,
        examples: [String]
    ) -> CommandDefinition {
        CommandDefinition(
            name, arguments: arguments, summary: summary,
            details: details
                + " The notifications posted are printed with their key userInfo values (later ones "
                + "with their time); with a view bound or tracked, a per-frame table follows the "
                + "will-notifications. `set keyboard-run off` stops after frame 0.",
            examples: examples
        ) { args, session in
            let start = args.commandRange
            var words = [
                ScenarioParser.Word(
                    text: name, range: SourceRange(line: start.line, column: start.column, length: name.count)
                )
            ]
            for pattern in arguments where args.has(pattern.key) {
                let range = args.range(pattern.key)
                let given = args.name(pattern.key)
                if !given.isEmpty {
                    words.append(ScenarioParser.Word(text: given, range: range))
                } else {
                    words += ScenarioParser.words(of: args.text(pattern.key), at: range)
                }
            }
            let scenario = try ScenarioParser.scenario(words, whole: start)
            let lab = session.state(LabState.self)
            try lab.play(scenario, at: start, session: session)
            session.reportLayoutIssues()
        }
    }

    static let scenarios: [CommandDefinition] = [
        scenario(
            "show-keyboard", arguments: [.optional(.text("field [kind K] [accessory H]"))],
            summary: "A text field becomes first responder: the keyboard comes up.",
            details: """
                FIELD names the text field (default `field`); `kind` picks letters, emoji, \
                number-pad or other-language, `accessory` an input accessory view's height. On an \
                iPhone 15: WCF, WS at frame 0 with begin (0 852; 393×336), end (0 516; 393×336), \
                0.25 s, curve 7, then DCF, DS when the spring settles at 0.5 s (facts §1, §4.2).
                """,
            examples: ["device iphone-15\nshow-keyboard", "show-keyboard message kind emoji accessory 44"]),
        scenario(
            "hide-keyboard", summary: "The first responder resigns: the keyboard goes down.",
            details: "WCF, WH at frame 0, DCF, DH at 0.5 s; nothing when no keyboard is up.",
            examples: ["show-keyboard\nhide-keyboard"]),
        scenario(
            "focus", arguments: [.text("field [kind K] [accessory H]")],
            summary: "Focus moves to another text field while the keyboard is shown.",
            details: """
                Which notifications iOS posts depends on the profile's field-switch behaviour \
                (facts §1.6, §10.4): a same-sized field posts WCF/WS with equal begin and end.
                """,
            examples: ["show-keyboard name\nfocus email kind emoji"]),
        scenario(
            "quicktype", arguments: [.name("state", onOff)],
            summary: "The QuickType (predictions) bar turns on or off while the keyboard is shown.",
            details: "The keyboard resizes in place; iOS 14+ posts a duration of 0 (facts §1.5).",
            examples: ["show-keyboard\nquicktype off"]),
        scenario(
            "keyboard-kind", arguments: [.name("kind", .choices(ScenarioParser.kindNames))],
            summary: "Switches the keyboard: letters, emoji, number-pad, other-language.",
            details: "Each kind has its height (docs/Keyboard.md); the switch posts duration 0.",
            examples: ["show-keyboard\nkeyboard-kind emoji"]),
        scenario(
            "accessory", arguments: [.value("height", .none)],
            summary: "Sets the focused field's input accessory view height (0 removes it).",
            details: "The accessory sits above the keyboard and counts in the frames iOS reports.",
            examples: ["show-keyboard\naccessory 44"]),
        scenario(
            "hardware-keyboard", arguments: [.name("action", .choices(["connect", "disconnect"]))],
            summary: "Connects or disconnects a hardware keyboard.",
            details: """
                iPhone: the software keyboard hides (an accessory stays); iPad: the shortcuts bar \
                reports the full keyboard height mostly off screen (facts §1.9).
                """,
            examples: ["show-keyboard\nhardware-keyboard connect"]),
        scenario(
            "rotate", arguments: [.optional(.name("orientation", .choices(["portrait", "landscape"])))],
            summary: "Rotates the device; with the keyboard up, iOS's hide-then-show storm.",
            details: """
                With the keyboard shown the keyboard hides in the old orientation, the window \
                turns, and it shows again in the new one (facts §1.7). Without an argument it \
                turns to the other orientation.
                """,
            examples: ["show-keyboard\nrotate landscape"]),
        scenario(
            "undock", summary: "iPad: undocks the keyboard (a willHide, as iOS posts).",
            details: "iPhones refuse it. The layout guide lets go unless it follows undocked keyboards.",
            examples: ["device ipad-pro-11\nshow-keyboard\nundock"]),
        scenario(
            "split", summary: "iPad: splits the keyboard (where the model has a split keyboard).",
            details: "The 11-inch and larger iPad Pros have none (facts §1.8).",
            examples: ["device ipad-9\nshow-keyboard\nsplit"]),
        scenario(
            "float", summary: "iPad: the small floating keyboard.",
            details: "A floating keyboard reports frames that do not overlap the app's bottom.",
            examples: ["device ipad-pro-11\nshow-keyboard\nfloat"]),
        scenario(
            "dock", summary: "iPad: docks an undocked, split or floating keyboard.",
            details: "The keyboard returns to the bottom; the guide follows it again.",
            examples: ["device ipad-pro-11\nshow-keyboard\nundock\ndock"]),
        scenario(
            "drag-keyboard", arguments: [.text("[x] y")],
            summary: "iPad: drags a floating keyboard to a new origin (screen coordinates).",
            details: "While it is dragged iOS posts an end frame of CGRect.zero (facts §1.8).",
            examples: ["device ipad-pro-11\nshow-keyboard\nfloat\ndrag-keyboard 100 300"]),
        scenario(
            "interactive-dismiss", arguments: [.text("y... [release up|down|auto]")],
            summary: "Drags the keyboard down with a finger in a scroll view, then releases.",
            details: """
                One finger y (screen coordinates) per frame: the keyboard follows the finger \
                with no notification (facts §1.10), then hides (`down`) or snaps back (`up`).
                """,
            examples: ["show-keyboard\ninteractive-dismiss 560 620 680 release down"]),
        scenario(
            "other-app", arguments: [.name("action", .choices(["show", "hide"]))],
            summary: "iPad multitasking: another app shows or hides its keyboard (isLocal false).",
            details: "The frames are in screen coordinates and do not match this app's window (facts §7).",
            examples: ["device ipad-pro-11 landscape\nplacement split-view frame 0 0 694 834\nother-app show"]
        ),
        scenario(
            "third-party-keyboard", arguments: [.optional(.text("heights"))],
            summary: "A third-party keyboard comes up, posting one WCF + WS round per height.",
            details: "Default heights 0 216 259: willShow arrives more than once (facts §1.4).",
            examples: ["third-party-keyboard 0 216 259"]),
        scenario(
            "repeat-wills", summary: "Posts the last transition's will-notifications once more.",
            details: "A duplicate willShow with nothing moving (facts §8 pitfall 1): delta techniques drift.",
            examples: ["show-keyboard\nrepeat-wills"]),
    ]
}
