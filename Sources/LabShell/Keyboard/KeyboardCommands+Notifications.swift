import KeyboardLab

/// The notification log, the keyboard's state, the iOS version profile and the keyboard layout
/// guide's flags.
extension KeyboardCommands {
    static let notifications = CommandDefinition(
        "notifications",
        arguments: [
            .optional(.name("format", .choices(["table", "json", "log"]))),
            .optional(.keyword("last", .number("count"))),
        ],
        summary: "Prints every posted keyboard notification with its full userInfo.",
        details: """
            `table` (default): one row per notification with begin, end, duration, curve, \
            isLocal and the legacy centre and bounds keys. `json`: an array of records with \
            UIKit's key names (`UIKeyboardFrameEndUserInfoKey`, …) and numbers as iOS prints \
            them (`NSRect: {{0, 516}, {393, 336}}`). `log`: NSNotification's description, as \
            an NSLog of the notification shows it, with a marker `[n]` and a footnote where a \
            value (the object included) rests on one of the lab's guesses. `last N` keeps the \
            last N. With none to show, `table` and `log` print `(no notifications posted)` (csv and json modes and `json` \
            stay data: a header, `[]`).
            """,
        examples: ["show-keyboard\nnotifications", "show-keyboard\nnotifications json last 1"]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        var records = sim.notificationLog
        if let count = args.number("count") {
            let counts = AllowedRange(lower: .included(0), upper: nil, isWhole: true, example: 5)
            guard counts.contains(count) else {
                throw Diagnostic.outOfRange(
                    "last needs a whole number of notifications", value: count, allowed: counts,
                    at: args.range("count"), expected: "0 or more")
            }
            records = Array(records.suffix(Int(min(count, Double(records.count)))))
        }
        let format = args.has("format") ? args.name("format") : "table"
        guard ["table", "json", "log"].contains(format) else {
            throw Diagnostic(
                .syntax, at: args.range("format"), message: "unknown format '\(format)'",
                expected: "table, json or log",
                suggestion: Suggestion.didYouMean(format, in: ["table", "json", "log"]))
        }
        // An empty log says so in one line, as other listings do; the data forms stay data
        // (`notifications json` and the csv and json modes print an empty array or header).
        let data = format == "json" || session.outputMode == .csv || session.outputMode == .json
        if records.isEmpty && !data {
            return session.print(
                sim.notificationLog.isEmpty
                    ? "(no notifications posted)"
                    : "(no notifications shown: last 0 of \(sim.notificationLog.count))")
        }
        switch format {
        case "json":
            let items = records.map { "  " + $0.json.split(separator: "\n").joined(separator: "\n  ") }
            session.print(items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n]")
        case "log":
            // The log form prints the object too, so its guess is marked with the others.
            var notes = LabState.AssumptionMarkers(printsObject: true)
            for record in records {
                session.print(record.post.logDescription + notes.markers(record.post.assumptions))
            }
            for line in notes.footnotes(on: sim.profile) { session.printWrapped(line) }
        default:
            session.print(notificationTable(records))
        }
    }

    /// One row per notification; rects as `(x y; w×h)`, points as `(x y)`.
    static func notificationTable(_ records: [NotificationRecord]) -> Table {
        var table = Table(columns: [
            "#", "frame", "t ms", "name", "begin", "end", "duration", "curve", "local", "center begin",
            "center end", "bounds",
        ])
        func point(_ p: Point) -> String {
            "(\(KeyboardNumberFormat.number(p.x)) \(KeyboardNumberFormat.number(p.y)))"
        }
        for record in records {
            let info = record.post.userInfo
            let legacy = info.includesLegacyKeys
            table.append([
                .integer(record.sequence), .integer(record.frameIndex), .number(record.time * 1000),
                .text(record.name.rawValue), .text(KeyboardNumberFormat.compactRect(info.frameBegin)),
                .text(KeyboardNumberFormat.compactRect(info.frameEnd)),
                info.animationDuration.map { .number($0) } ?? .text("-"),
                info.animationCurve.map { .integer($0) } ?? .text("-"),
                .text(info.includesIsLocalKey ? (info.isLocal ? "1" : "0") : "-"),
                .text(legacy ? point(info.centerBegin) : "-"), .text(legacy ? point(info.centerEnd) : "-"),
                .text(legacy ? KeyboardNumberFormat.compactRect(info.bounds) : "-"),
            ])
        }
        return table
    }

    static let clearNotifications = CommandDefinition(
        "clear-notifications", summary: "Forgets the notifications posted so far.",
        details:
            "Also clears the text-field and keyboard-motion logs; `notifications.count` starts again at 0.",
        examples: ["show-keyboard\nclear-notifications\nnotifications"]
    ) { _, session in
        session.state(LabState.self).simulator.clearLogs()
    }

    static let keyboardState = CommandDefinition(
        "keyboard", summary: "Prints the keyboard's state: device, profile, mode, frames, clock.",
        details: "The simulator's status lines: what `show` would print about the keyboard.",
        examples: ["show-keyboard\nkeyboard"]
    ) { _, session in
        // The bindings line lists what `bindings` lists: script techniques are the shell's alone.
        let names = KeyboardCommands.boundTechniques(session).map { "\($0.view) \($0.technique)" }
        for line in session.state(LabState.self).simulator.statusLines(bindings: names) {
            session.printFitted(line)
        }
    }

    static let profileIDs = IOSVersionProfile.all.map(\.id)

    static let profile = CommandDefinition(
        "profile",
        arguments: [
            .optional(
                .oneOf([
                    .sequence([.flag("diff"), .choice("from", profileIDs), .choice("to", profileIDs)]),
                    .sequence([
                        .flag("set"), .name("switch", .choices(IOSVersionProfile.switchKeys)),
                        VersionCommands.switchValuePattern,
                    ]),
                    .choice("version", profileIDs),
                ]))
        ],
        summary: "Chooses the iOS version profile (ios5 … ios18, ios26), compares two, or sets one switch.",
        details: """
            Where iOS versions behave differently (the userInfo key set, the QuickType bar and its \
            heights, resize durations, field switches, the notification's object, the \
            out-of-process keyboard, iOS 26's spring…), the profile decides. The default is \
            ios17. Without an argument: every switch with its value and source. `profile diff A \
            B` lists the switches two profiles set differently. `profile set SWITCH VALUE` sets \
            one switch of the current profile (a conflict's other reading, an unmeasured value), \
            until the next `profile VERSION`; `assumptions` says which switch changes which guess.
            """,
        examples: [
            "profile", "profile ios13\nshow-keyboard\nquicktype off", "profile diff ios9 ios17",
            "profile set shortcuts-bar-posts willShow\nprofile diff ios17 ios17",
        ]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        if args.has("diff") {
            return VersionCommands.printDiff(args, session)
        }
        if args.has("set") {
            try VersionCommands.setSwitch(args, session)
            return
        }
        guard args.has("version"), let chosen = IOSVersionProfile.named(args.name("version")) else {
            session.print("profile \(sim.profile.id)")
            var table = Table(columns: ["switch", "value", "source"])
            for s in sim.profile.settings {
                table.append([
                    .text(s.name), .text(VersionCommands.switchValue(s.value, session)), .text(s.source),
                ])
            }
            return session.print(table)
        }
        let lab = session.state(LabState.self)
        do throws(SimulationError) {
            try sim.setProfile(chosen)
        } catch {
            throw lab.failure(error, at: args.range("version"), session: session)
        }
        session.reportLayoutIssues()
    }
}
