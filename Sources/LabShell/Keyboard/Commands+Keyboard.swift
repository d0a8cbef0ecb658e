import KeyboardLab

/// The keyboard: scenarios (each a command that plays iOS's notification sequence and runs the
/// keyboard's animation to its end), the notification log, the iOS version profile, the keyboard
/// layout guide's flags, bindings of the classic techniques, tracking, comparison and drawing.
extension CommandGroup {
    static let keyboard = CommandGroup(
        name: "Keyboard", summary: "Keyboard scenarios, notifications, techniques, comparison and drawing.",
        commands: KeyboardCommands.scenarios + [
            KeyboardCommands.textTraits, KeyboardCommands.keyboardState, KeyboardCommands.profile,
            VersionCommands.assumptions,
            KeyboardCommands.keyboardGuide,
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
        summary: "whether a keyboard scenario runs the animation to its end (off: only frame 0)")

    /// A scenario command: declared once, it is both a command (it plays the scenario now) and
    /// a scenario `compare … on …` accepts, read with the same patterns.
    struct Scenario: Sendable {
        var definition: CommandDefinition
        var make: @Sendable (Arguments, Session) throws(Diagnostic) -> KeyboardScenario
    }

    static func scenario(
        _ name: String, arguments: [ArgumentPattern] = [], summary: String, details: String,
        examples: [String], make: @escaping @Sendable (Arguments) throws(Diagnostic) -> KeyboardScenario
    ) -> Scenario {
        scenario(name, arguments: arguments, summary: summary, details: details, examples: examples) {
            args, _ throws(Diagnostic) in try make(args)
        }
    }

    /// A scenario whose arguments are read against the scene (a field's current traits).
    static func scenario(
        _ name: String, arguments: [ArgumentPattern] = [], summary: String, details: String,
        examples: [String],
        make: @escaping @Sendable (Arguments, Session) throws(Diagnostic) -> KeyboardScenario
    ) -> Scenario {
        // The field is checked against the scene wherever the scenario is written: at the
        // prompt and inside `compare … on …` alike (a typo there once played silently).
        let checked: @Sendable (Arguments, Session) throws(Diagnostic) -> KeyboardScenario = {
            args, session throws(Diagnostic) in
            if args.has("field"), try !session.checkFieldVariable(args, "field") {
                try session.state(LabState.self).checkFieldName(args.name("field"), at: args.range("field"))
            }
            return try make(args, session)
        }
        let definition = CommandDefinition(
            name, arguments: arguments, summary: summary,
            details: details
                + " The notifications posted are printed with their key userInfo values (later ones "
                + "with their time); with a view bound or tracked, a per-frame table follows the "
                + "will-notifications. `set keyboard-run off` stops after frame 0.",
            examples: examples
        ) { args, session in
            let lab = session.state(LabState.self)
            let scenario = try checked(args, session)
            try lab.play(scenario, at: args.commandRange, session: session) { height in
                culpritRange(args, keyboardHeight: height)
            }
            session.reportLayoutIssues()
        }
        return Scenario(definition: definition, make: checked)
    }

    /// The argument a keyboard frame above the screen's top is blamed on: the accessory's height,
    /// instant-resize's HEIGHT, the third-party keyboard's round of `keyboardHeight`, or the
    /// dragged keyboard's Y (`y`, or `first` when it is the only number).
    static func culpritRange(_ args: Arguments, keyboardHeight: Double) -> SourceRange? {
        if let key = ["accessory", "height", "y", "first"].first(where: args.has) { return args.range(key) }
        guard args.has("heights") else { return nil }
        let round = args.list("heights").first { abs(($0.number("height") ?? .nan) - keyboardHeight) < 1e-6 }
        return round?.range("height") ?? args.range("heights")
    }

    /// The scenario a nested scenario statement (in `compare`) describes.
    static func scenario(of invocation: Invocation, session: Session) throws(Diagnostic) -> KeyboardScenario {
        guard let found = scenarioTable.first(where: { $0.definition.name == invocation.definition.name })
        else {
            throw Diagnostic(
                .syntax, at: invocation.arguments.commandRange,
                message: "'\(invocation.definition.name)' is not a scenario",
                expected: scenarioNames.joined(separator: ", "))
        }
        return try found.make(invocation.arguments, session)
    }

    static var scenarios: [CommandDefinition] { scenarioTable.map(\.definition) }
    static let scenarioNames = scenarioTable.map(\.definition.name)
    static let scenarioSet = StatementSet(names: scenarioNames)

    /// A text field (or text view) to focus: an object, so that a technique's `view` or a `let`
    /// holding a field stands for it; a typed word is checked against the scene's text fields
    /// (any word in a scene without them: the lab's abstract field).
    static let fieldArgument: ArgumentPattern = .object("field", fieldNames)

    /// The scene's text fields and text views, for completion.
    static let fieldNames = CompletionHint.dynamic { session, _ in session.state(LabState.self).fieldNames }

    /// `[kind K] [accessory H]` after a field name.
    static let fieldOptions: ArgumentPattern = .clauses([
        .keyword("kind", .choice("kind", of: KeyboardKind.self)), .keyword("accessory", .number("accessory")),
    ])

    static func kind(_ args: Arguments) -> KeyboardKind? {
        args.choice("kind", as: KeyboardKind.self)
    }

    static func accessory(_ args: Arguments) throws(Diagnostic) -> Double? {
        guard let height = args.number("accessory") else { return nil }
        guard AllowedRange.keyboardHeight.contains(height) else {
            throw Diagnostic.outOfRange(
                "an accessory height is 0…10000 points", value: height, allowed: .keyboardHeight,
                at: args.range("accessory"))
        }
        return height
    }

    static let scenarioTable: [Scenario] = coreScenarios + launchScenarios

    static let coreScenarios: [Scenario] = [
        scenario(
            "show-keyboard", arguments: [.optional(fieldArgument), fieldOptions],
            summary: "A text field becomes first responder: the keyboard comes up.",
            details: """
                FIELD names the text field (default `field`; a variable holding one, as a \
                technique's `view`, stands for it); `kind` picks letters, emoji, \
                number-pad or other-language, `accessory` an input accessory view's height (the \
                keyboard and its accessory must fit on the screen, as on iOS: a frame that would \
                start above the screen's top is refused, under the accessory). The kind persists across shows, as on iOS, where the keyboard comes back in the last \
                input mode: without `kind` it shows the kind it last had (an emoji keyboard stays \
                emoji); `kind letters` brings letters back (`keyboard-kind letters` while it is \
                up), and another `device` starts with letters. On an iPhone 15: WCF, WS at frame 0 with begin (0 852; 393×336), end (0 516; 393×336), \
                0.25 s, curve 7, then DCF, DS when the spring settles at 0.5 s (facts §1, §4.2).
                """,
            examples: ["device iphone-15\nshow-keyboard", "show-keyboard message kind emoji accessory 44"]
        ) { args throws(Diagnostic) in
            .show(
                field: args.has("field") ? args.name("field") : "field", kind: kind(args),
                accessoryHeight: try accessory(args))
        },
        scenario(
            "hide-keyboard", summary: "The first responder resigns: the keyboard goes down.",
            details: """
                WCF, WH at frame 0, DCF, DH at 0.5 s; nothing when no keyboard is up, or when it is \
                another app's (`other-app show`: `other-app hide` takes that one down).
                """,
            examples: ["show-keyboard\nhide-keyboard"]
        ) { _ throws(Diagnostic) in .hide },
        scenario(
            "focus", arguments: [fieldArgument, fieldOptions],
            summary: "Focus moves to another text field while the keyboard is shown.",
            details: """
                Which notifications iOS posts depends on the profile's field-switch behaviour \
                (facts §1.6, §10.4): a same-sized field posts WCF/WS with equal begin and end.
                """,
            examples: ["show-keyboard name\nfocus email kind emoji"]
        ) { args throws(Diagnostic) in
            .focus(field: args.name("field"), kind: kind(args), accessoryHeight: try accessory(args))
        },
        scenario(
            "quicktype", arguments: [.choice("state", of: Toggle.self)],
            summary: "The QuickType (predictions) bar turns on or off while the keyboard is shown.",
            details: "The keyboard resizes in place; iOS 14+ posts a duration of 0 (facts §1.5).",
            examples: ["show-keyboard\nquicktype off"]
        ) { args throws(Diagnostic) in .quickType(args.choice("state", as: Toggle.self)?.isOn ?? false) },
        scenario(
            "keyboard-kind", arguments: [.choice("kind", of: KeyboardKind.self)],
            summary: "Switches the keyboard: letters, emoji, number-pad, other-language.",
            details: "Each kind has its height (docs/Keyboard.md); the switch posts duration 0.",
            examples: ["show-keyboard\nkeyboard-kind emoji"]
        ) { args throws(Diagnostic) in .switchKind(args.choice("kind", as: KeyboardKind.self) ?? .letters) },
        scenario(
            "accessory", arguments: [.number("accessory")],
            summary: "Sets the focused field's input accessory view height (0 removes it).",
            details: """
                The accessory sits above the keyboard and counts in the frames iOS reports. A height \
                that would start the frame above the screen's top is refused (iOS's keyboard window \
                is the screen's size); the help gives the largest that fits.
                """,
            examples: ["show-keyboard\naccessory 44"]
        ) { args throws(Diagnostic) in .accessoryHeight(try accessory(args) ?? 0) },
        scenario(
            "hardware-keyboard", arguments: [.choice("action", of: HardwareKeyboardAction.self)],
            summary: "Connects or disconnects a hardware keyboard.",
            details: """
                iPhone: the software keyboard hides (an accessory stays); iPad: the shortcuts bar \
                reports the full keyboard height mostly off screen (facts §1.7).
                """,
            examples: ["show-keyboard\nhardware-keyboard connect"]
        ) { args throws(Diagnostic) in
            args.choice("action", as: HardwareKeyboardAction.self) == .connect
                ? .connectHardwareKeyboard : .disconnectHardwareKeyboard
        },
        scenario(
            "rotate", arguments: [.optional(.choice("orientation", of: Orientation.self))],
            summary: "Rotates the device; with the keyboard up, iOS's hide-then-show storm.",
            details: """
                With the keyboard shown the keyboard hides in the old orientation, the window \
                turns, and it shows again in the new one (facts §1.9). Without an argument it \
                turns to the other orientation. An accessory that fits portrait may not fit the \
                landscape screen: such a rotation is refused and nothing changes (the lab has no \
                source for what iOS does then); make the accessory smaller first. Until the \
                storm's last notification (keyboardDidShow, 1 s in) has posted, after `set \
                keyboard-run off` or from its handlers, every scenario and every device, \
                orientation, placement or profile change is refused: the lab has no source for \
                what iOS does with them mid-rotation; `keyboard` says when it ends.
                """,
            examples: ["show-keyboard\nrotate landscape"]
        ) { args throws(Diagnostic) in
            .rotate(to: args.choice("orientation", as: Orientation.self))
        },
        scenario(
            "undock", arguments: [.optional(.keyword("from", .choice("how", of: KeyboardGesture.self)))],
            summary: "iPad: undocks the keyboard (a willHide, as iOS posts): `undock [from menu]`.",
            details: "iPhones refuse it. The layout guide lets go unless it follows undocked keyboards. "
                + "By default the user drags the keyboard key up (the private iOS 5–7 key says 1); "
                + "`from menu` chooses Undock in the menu the key opens: the key says 0 and, on iOS 5, "
                + "Begin and End come as one log shows them, measured from the Begin top (facts §1.8, "
                + "D18; footnote `menu-undock-frames`).",
            examples: [
                "device ipad-pro-11\nshow-keyboard\nundock",
                "device ipad-2\nprofile ios5\nshow-keyboard accessory 40\nundock from menu",
            ]
        ) { args throws(Diagnostic) in
            args.choice("how", as: KeyboardGesture.self) == .menu ? .undockFromMenu : .undock
        },
        scenario(
            "split", arguments: [.optional(.keyword("from", .choice("how", of: KeyboardGesture.self)))],
            summary: "iPad: splits the keyboard (where the model has a split keyboard): `split [from menu]`.",
            details: "The 11-inch and larger iPad Pros have none (facts §1.8). `from menu` as for `undock`.",
            examples: ["device ipad-9\nshow-keyboard\nsplit"]
        ) { args throws(Diagnostic) in
            args.choice("how", as: KeyboardGesture.self) == .menu ? .splitFromMenu : .split
        },
        scenario(
            "float", summary: "iPad: the small floating keyboard.",
            details: "A floating keyboard reports frames that do not overlap the app's bottom.",
            examples: ["device ipad-pro-11\nshow-keyboard\nfloat"]
        ) { _ throws(Diagnostic) in .float },
        scenario(
            "dock", summary: "iPad: docks an undocked, split or floating keyboard.",
            details: "The keyboard returns to the bottom; the guide follows it again.",
            examples: ["device ipad-pro-11\nshow-keyboard\nundock\ndock"]
        ) { _ throws(Diagnostic) in .dock },
        scenario(
            "drag-keyboard",
            // One number is Y (the keyboard keeps its X); two are X then Y.
            arguments: [.named("[X] Y", .sequence([.number("first"), .optional(.number("y"))]))],
            summary: "iPad: drags a floating keyboard to a new origin: `drag-keyboard [X] Y` (screen).",
            details: "While it is dragged iOS posts an end frame of CGRect.zero (facts §1.8). With Y "
                + "alone the keyboard keeps its X; an undocked or split one moves only vertically. "
                + "Its top stops at the screen's: a Y above it is refused. Past the right, bottom or "
                + "left edge it stops wholly on screen, the lab's assumption (the facts do not say; "
                + "footnote `dragged-keyboard-on-screen`).",
            examples: [
                "device ipad-pro-11\nshow-keyboard\nfloat\ndrag-keyboard 100 300",
                "device ipad-pro-11\nshow-keyboard\nfloat\ndrag-keyboard 2000\nexpect keyboard.minX == 257\n"
                    + "expect keyboard.maxY == 1194",
            ]
        ) { args throws(Diagnostic) in
            let first = args.number("first") ?? 0
            guard let y = args.number("y") else { return .dragKeyboardVertically(toY: first) }
            return .dragKeyboard(to: Point(x: first, y: y))
        },
        scenario(
            "interactive-dismiss",
            arguments: [
                .list("fingers", .number("y"), separator: nil),
                .optional(.keyword("release", .choice("release", of: KeyboardDragRelease.self))),
            ],
            summary: "Drags the keyboard down with a finger in a scroll view, then releases.",
            details: """
                One finger y (screen coordinates) per frame, at most 3000 (so that the release \
                ends within the 3600-frame run horizon). As in UIKit the drag is a scroll view's: \
                the first position must lie on one whose `keyboard-dismiss-mode` is `interactive`, \
                above the keyboard's top (a touch on the keyboard is the keys'); otherwise it is \
                refused. The keyboard's top follows \
                the finger once it reaches it, with no notification (facts §1.10), then hides (`down`) or snaps back \
                (`up`); `auto` (the default) decides by where the finger was released. While the \
                finger is down (`set keyboard-run off` then `step`, or in an `on pan` handler) \
                every scenario and every device, orientation, placement, profile or \
                dismiss-padding change is refused until the release: the lab has no source for \
                what iOS does with them mid-gesture; `keyboard` says where the drag is.
                """,
            examples: [
                "scroll-view list\nlist.frame = rect(0, 0, 393, 852)\nkeyboard-dismiss-mode list interactive\n"
                    + "show-keyboard\ninteractive-dismiss 500 620 680 release down"
            ]
        ) { args throws(Diagnostic) in
            let fingers = args.list("fingers").compactMap { $0.number("y") }
            // Fewer than the horizon's frames, so that the release plays within it.
            let most = Simulator.maximumFingerPositions
            guard fingers.count <= most else {
                throw Diagnostic.failure(
                    "at most \(most) finger positions (\(most / 60) s at 60 Hz)", at: args.range("fingers"))
            }
            let release = args.choice("release", as: KeyboardDragRelease.self) ?? .automatic
            return .interactiveDismiss(fingerY: fingers, release: release)
        },
        scenario(
            "other-app", arguments: [.choice("action", of: OtherAppAction.self)],
            summary: "iPad multitasking: another app shows or hides its keyboard (isLocal false).",
            details: "The frames are in screen coordinates and do not match this app's window (facts §7).",
            examples: ["device ipad-pro-11 landscape\nplacement split-view frame 0 0 694 834\nother-app show"]
        ) { args throws(Diagnostic) in
            args.choice("action", as: OtherAppAction.self) == .show ? .showFromOtherApp() : .hideInOtherApp
        },
        scenario(
            "third-party-keyboard",
            arguments: [.optional(.list("heights", .number("height"), separator: nil))],
            summary: "A third-party keyboard comes up, posting one WCF + WS round (and its dids) per height.",
            details: "Default heights 0 216 259: willShow arrives more than once (facts §1.4). The sources "
                + "give the heights and the repeated willShow; the rounds' spacing (0.1 s), their "
                + "durations (0.25, then the QuickType resize duration) and their DCF + DS are the lab's "
                + "guesses (footnote `third-party-round-interval`). A round taller than the screen "
                + "(with the accessory) is refused, under its height.",
            examples: ["third-party-keyboard 0 216 259"]
        ) { args throws(Diagnostic) in
            let items = args.list("heights")
            let heights = items.compactMap { $0.number("height") }
            let message = "at most 100 heights of 0…10000 points"
            guard heights.count <= 100 else {
                throw Diagnostic.failure(
                    message, at: args.range("heights"),
                    suggestion: "\(heights.count) were given; drop \(heights.count - 100) of them")
            }
            if let item = items.first(where: {
                !AllowedRange.keyboardHeight.contains($0.number("height") ?? 0)
            }) {
                throw Diagnostic.outOfRange(
                    message, value: item.number("height"), allowed: .keyboardHeight, at: item.range("height"))
            }
            return heights.isEmpty ? .thirdPartyKeyboard() : .thirdPartyKeyboard(heights: heights)
        },
        scenario(
            "repeat-wills", summary: "Posts the last transition's will-notifications once more.",
            details: "A duplicate willShow with nothing moving (facts §8 pitfall 1): delta techniques drift.",
            examples: ["show-keyboard\nrepeat-wills"]
        ) { _ throws(Diagnostic) in .repeatLastWillNotifications },
    ]
}
