import KeyboardLab

/// iOS version profiles compared and switched one by one, the registry of the lab's assumptions,
/// the device catalogue filtered, and Stage Manager windows.
extension CommandGroup {
    static let versions = CommandGroup(
        name: "Versions and assumptions",
        summary: "Profile differences and switches, where the lab guesses, devices by class, Stage Manager.",
        commands: [
            VersionCommands.profileDiff, VersionCommands.profileSet, VersionCommands.assumptions,
            VersionCommands.findDevices, VersionCommands.stageManager,
        ])
}

enum VersionCommands {
    static let profileIDs = IOSVersionProfile.all.map(\.id)

    static func profile(_ args: Arguments, _ key: String) throws(Diagnostic) -> IOSVersionProfile {
        let word = args.name(key)
        guard let found = IOSVersionProfile.named(word) else {
            throw Diagnostic(
                .runtime, at: args.range(key), message: "unknown iOS profile '\(word)'",
                expected: "ios7 … ios18 or ios26", suggestion: Suggestion.didYouMean(word, in: profileIDs))
        }
        return found
    }

    static let profileDiff = CommandDefinition(
        "profile-diff",
        arguments: [.name("from", .choices(profileIDs)), .name("to", .choices(profileIDs))],
        summary: "Lists the switches two iOS profiles set differently, with their sources.",
        details: """
            One row per switch that changes from FROM to TO (`profile` prints all of one profile): \
            the userInfo key set, the QuickType bar, durations, field switches, the notification's \
            object, the out-of-process keyboard, iOS 26's spring… `confidence` is the facts' tag \
            for the switch.
            """,
        examples: ["profile-diff ios9 ios17"]
    ) { args, session in
        let from = try profile(args, "from")
        let to = try profile(args, "to")
        let rows = from.differences(to: to)
        guard !rows.isEmpty else {
            return session.print("\(from.id) and \(to.id) switch nothing differently")
        }
        var table = Table(columns: ["switch", from.id, to.id, "confidence", "source"])
        for row in rows {
            table.append([
                .text(row.name), .text(row.from), .text(row.to), .text(row.confidence.rawValue),
                .text(row.source),
            ])
        }
        session.print(table)
    }

    static let profileSet = CommandDefinition(
        "profile-set",
        arguments: [.name("switch", .choices(IOSVersionProfile.switchKeys)), .value("value", .none)],
        summary: "Sets one switch of the current profile (a conflict's other reading, an unmeasured value).",
        details: """
            SWITCH is a key from `profile` (e.g. `shortcuts-bar-posts willShow`, \
            `property-animator-curve-7 keyboardSpring`, `spring-settling swiftUIEpsilon`, \
            `quicktype-resize-duration 0.25`); VALUE is printed the way `profile` prints it. The \
            switch holds until the next `profile VERSION`. `assumptions` lists which switch \
            changes which guess.
            """,
        examples: ["profile-set shortcuts-bar-posts willShow\nprofile-diff ios17 ios17"]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        var profile = sim.profile
        do throws(ProfileSwitchError) {
            try profile.set(args.name("switch"), to: args.text("value"))
        } catch {
            switch error {
            case .unknownSwitch(let key, let near):
                throw Diagnostic(
                    .runtime, at: args.range("switch"), message: "unknown profile switch '\(key)'",
                    expected: "a switch key ('profile' lists them)",
                    suggestion: near.isEmpty
                        ? nil : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?")
            case .invalidValue(_, _, let expected):
                throw Diagnostic(
                    .runtime, at: args.range("value"), message: error.description, expected: expected)
            }
        }
        sim.setProfile(profile)
        session.reportLayoutIssues()
    }

    static let assumptions = CommandDefinition(
        "assumptions", arguments: [.optional(.name("which", .choices(["all", "used"])))],
        summary: "Lists where the lab guesses: what it assumes, how sure, the facts section, the switch.",
        details: """
            `assumptions` or `assumptions used` lists the assumptions this session's results \
            have rested on so far (notifications posted, motions run, animators built); \
            `assumptions all` lists the whole registry. Each names its facts section \
            (docs/Facts.md) and the `profile-set` switch that changes it.
            """,
        examples: ["show-keyboard\nassumptions", "assumptions all"]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        let all = args.has("which") && args.name("which") == "all"
        if args.has("which") && !["all", "used"].contains(args.name("which")) {
            throw Diagnostic(
                .syntax, at: args.range("which"), message: "unknown choice '\(args.name("which"))'",
                expected: "all or used",
                suggestion: Suggestion.didYouMean(args.name("which"), in: ["all", "used"]))
        }
        let ids = all ? LabAssumption.all.map(\.id) : sim.assumptions.all
        guard !ids.isEmpty else { return session.print("(no assumption used yet)") }
        var table = Table(columns: ["assumption", "confidence", "facts", "assumed", "switch"])
        for id in ids {
            guard let a = LabAssumption.named(id) else { continue }
            table.append([
                .text(a.id.rawValue), .text(a.confidence.rawValue), .text(a.facts), .text(a.assumed),
                .text(a.setting),
            ])
        }
        session.print(table)
    }

    static let findDevices = CommandDefinition(
        "find-devices",
        arguments: [
            .optional(.keyword("family", .name("family", .choices(["phone", "pad"])))),
            .optional(.keyword("size", .number("size"))),
            .optional(.keyword("width", .number("width"))), .optional(.keyword("height", .number("height"))),
            .optional(.keyword("ios", .number("ios"))),
        ],
        summary: "Lists the catalogue's devices of a family, a screen class and/or an iOS version.",
        details: """
            `family phone|pad`; `size` a diagonal in inches (`4.7`, `12.9`); `width W` and \
            `height H` portrait points (`width 375 height 812`); `ios N` the devices that ran iOS \
            N. One row per entry: id, aliases, screen, diagonals, iOS versions run (with the \
            catalogue's confidence tag).
            """,
        examples: [
            "find-devices family phone size 4.7", "find-devices width 375 height 812",
            "find-devices family pad ios 9",
        ]
    ) { args, session in
        var family: DeviceFamily?
        if args.has("family") {
            guard let found = DeviceFamily(name: args.name("family")) else {
                throw Diagnostic(
                    .syntax, at: args.range("family"), message: "unknown family '\(args.name("family"))'",
                    expected: "phone or pad",
                    suggestion: Suggestion.didYouMean(args.name("family"), in: ["phone", "pad"]))
            }
            family = found
        }
        var filters: [DeviceSizeFilter] = []
        for key in ["size", "width", "height"] where args.has(key) {
            guard let value = args.number(key), value.isFinite, value > 0 else {
                throw Diagnostic(
                    .runtime, at: args.range(key), message: "\(key) must be a positive number",
                    expected: key == "size" ? "a diagonal in inches such as 4.7" : "points such as 375")
            }
            switch key {
            case "size": filters.append(.diagonal(value))
            case "width": filters.append(.width(value))
            default: filters.append(.height(value))
            }
        }
        var devices = DeviceCatalogue.devices(family: family).filter { d in
            filters.allSatisfy { $0.matches(d) }
        }
        if let version = args.number("ios") {
            guard version.isFinite, version == version.rounded(), (1...99).contains(version) else {
                throw Diagnostic(
                    .runtime, at: args.range("ios"),
                    message: "iOS \(NumberStyle.compact(version)) is not a version",
                    expected: "a whole number such as 9")
            }
            devices = devices.filter { $0.ran(iOSMajorVersion: Int(version)) }
        }
        guard !devices.isEmpty else { return session.print("(no device matches)") }
        var table = Table(columns: ["id", "aliases", "screen", "inches", "iOS", "confidence"])
        for d in devices {
            let s = d.portraitSize.value
            let range = d.supportedVersions.value
            table.append([
                .text(d.id), .text(d.aliases.joined(separator: " ")),
                .text("\(NumberStyle.compact(s.width))x\(NumberStyle.compact(s.height))"),
                .text(d.diagonals.map { NumberStyle.compact($0) }.joined(separator: " ")),
                .text("\(range.lowerBound)-\(range.upperBound)"),
                .text(d.supportedVersions.confidence.rawValue),
            ])
        }
        session.print(table)
    }

    static let stageManager = CommandDefinition(
        "stage-manager",
        arguments: [
            .keyword("frame", .number("x")), .number("y"), .number("width"), .number("height"),
        ],
        summary: "iPadOS 16+: puts the app in a Stage Manager window at a frame in screen coordinates.",
        details: """
            Any size and place inside the screen. The keyboard stays docked at the screen's \
            bottom, so its frames match neither the window nor its bottom: convert and intersect \
            (facts §1.11, §7). `placement full-screen` leaves Stage Manager.
            """,
        examples: ["device ipad-pro-11 landscape\nstage-manager frame 100 80 800 600\nkeyboard"]
    ) { args, session in
        let values = ["x", "y", "width", "height"].map { args.number($0) ?? .nan }
        let frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        let lab = session.state(LabState.self)
        do throws(SimulationError) {
            try lab.simulator.setStageManagerWindow(frame)
        } catch {
            throw Diagnostic.failure(
                error.description, at: args.commandRange,
                suggestion: LabState.hint(for: error, device: lab.device))
        }
        session.reportLayoutIssues()
    }
}
