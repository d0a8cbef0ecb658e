import KeyboardLab

/// What `profile diff`, `profile set`, `devices` with filters and `assumptions` print: profiles
/// compared and switched one by one, the catalogue filtered, the registry of the lab's guesses.
enum VersionCommands {
    /// `profile diff FROM TO`: one row per switch the two profiles set differently.
    static func printDiff(_ args: Arguments, _ session: Session) {
        guard let from = IOSVersionProfile.named(args.name("from")),
            let to = IOSVersionProfile.named(args.name("to"))
        else { return }
        let rows = from.differences(to: to)
        guard !rows.isEmpty else {
            return session.print("\(from.id) and \(to.id) switch nothing differently")
        }
        var table = Table(columns: ["switch", from.id, to.id, "confidence", "source"])
        for row in rows {
            table.append([
                .text(row.name), .text(switchValue(row.from, session)), .text(switchValue(row.to, session)),
                .text(row.confidence.rawValue),
                .text(row.source),
            ])
        }
        session.print(table)
    }

    /// A switch's value as printed: a number with a fraction keeps `decimals` digits, as every
    /// other number does (iOS 26's settling time was 0.40049508271111367); words, and whole
    /// numbers, as they are.
    static func switchValue(_ value: ProfileValue, _ session: Session) -> String {
        guard case .number(let number) = value, number.isFinite, number != number.rounded() else {
            return value.description
        }
        return Value.number(number).formatted(decimals: session.decimals)
    }

    /// A yes-or-no word as a switch takes it.
    struct FlagWord: ArgumentChoice {
        var isOn: Bool

        static let choices: [(word: String, value: FlagWord)] = [
            ("yes", FlagWord(isOn: true)), ("no", FlagWord(isOn: false)), ("on", FlagWord(isOn: true)),
            ("off", FlagWord(isOn: false)), ("true", FlagWord(isOn: true)), ("false", FlagWord(isOn: false)),
        ]
    }

    /// `profile set SWITCH VALUE`'s VALUE: yes or no (on/off, true/false), a word of the
    /// switch's (a rule, `catalogue`), or a number; read into the `ProfileValue` the profile
    /// takes, never passed on as text.
    static let switchValuePattern: ArgumentPattern = .named(
        "VALUE",
        .oneOf([
            .choice("flag-value", of: FlagWord.self), .name("word-value", .none), .number("number-value"),
        ]))

    /// The value `switchValuePattern` read.
    static func switchValue(_ args: Arguments) -> ProfileValue {
        if let flag = args.choice("flag-value", as: FlagWord.self) { return .flag(flag.isOn) }
        if let number = args.number("number-value") { return .number(number) }
        return .word(args.name("word-value"))
    }

    /// Where the value was typed.
    static func switchValueRange(_ args: Arguments) -> SourceRange {
        for key in ["flag-value", "number-value", "word-value"] where args.has(key) { return args.range(key) }
        return args.commandRange
    }

    /// `profile set SWITCH VALUE`: one switch of the current profile.
    static func setSwitch(_ args: Arguments, _ session: Session) throws(Diagnostic) {
        let lab = session.state(LabState.self)
        let sim = lab.simulator
        var profile = sim.profile
        do throws(ProfileSwitchError) {
            try profile.set(args.name("switch"), to: switchValue(args))
        } catch {
            switch error {
            case .unknownSwitch(let key, let near):
                throw Diagnostic(
                    .runtime, at: args.range("switch"), message: "unknown profile switch '\(key)'",
                    expected: "a switch key ('profile' lists them)",
                    suggestion: near.isEmpty
                        ? nil : "did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?")
            case .invalidValue(let key, let value, let expected, let allowed):
                // A numeric switch's help gives the nearest value it takes, its current one the example.
                let help = allowed.map { numbers in
                    let current = sim.profile.settings.first { $0.name == key }.flatMap { setting in
                        if case .number(let number) = setting.value { return number }
                        return nil
                    }
                    let range = AllowedRange(
                        numbers.bounds, isWhole: numbers.isWhole,
                        example: current.flatMap { numbers.bounds.contains($0) ? $0 : nil })
                    if case .number(let given) = value { return range.help(for: given) }
                    return range.help(for: nil)
                }
                throw Diagnostic(
                    .runtime, at: switchValueRange(args),
                    message: "\(key) cannot be '\(SourceText.abbreviated(value.description))'",
                    expected: expected,
                    suggestion: help)
            }
        }
        do throws(SimulationError) {
            try sim.setProfile(profile)
        } catch {
            throw lab.failure(error, at: args.range("switch"), session: session)
        }
        session.reportLayoutIssues()
    }

    static let assumptions = CommandDefinition(
        "assumptions", arguments: [.optional(.choice("which", of: AssumptionListing.self))],
        summary: "Lists where the lab guesses: what it assumes, how sure, the facts section, the switch.",
        details: """
            `assumptions` or `assumptions used` lists the assumptions this session's results \
            have rested on so far (notifications posted, motions run, animators built); \
            `assumptions all` lists the whole registry. Each names its facts section \
            (docs/Facts.md) and the `profile set` switch that changes it.
            """,
        examples: ["show-keyboard\nassumptions", "assumptions all"]
    ) { args, session in
        let sim = session.state(LabState.self).simulator
        let ids =
            args.choice("which", as: AssumptionListing.self) == .all
            ? LabAssumption.all.map(\.id) : sim.assumptions.all
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

    /// `[family phone|pad] [size SIZE] [width W] [height H] [ios N]` after `devices`.
    static let deviceFilters: ArgumentPattern = .clauses([
        .keyword("family", .choice("family", of: DeviceFamily.self)), .keyword("size", .expression("size")),
        .keyword("width", .number("width")), .keyword("height", .number("height")),
        .keyword("ios", .number("ios")),
    ])

    /// What `devices size` reads (`DeviceSizeFilter`).
    static let sizeForms = "a diagonal in inches (4.7, \"12.9-inch\") or portrait points (\"375x812\")"

    /// The catalogue's devices the filters of `deviceFilters` keep.
    static func devices(_ args: Arguments) throws(Diagnostic) -> [Device] {
        let family = args.choice("family", as: DeviceFamily.self)
        var filters: [DeviceSizeFilter] = []
        var numbers: [(String, Double)] = []
        // A size may be written as DeviceSizeFilter reads it (docs/Devices.md): `"12.9-inch"`,
        // `"7.9\""`, `"375x812"`; a string's form is checked there, a number's below.
        switch args.value("size") {
        case .number(let value)?: numbers.append(("size", value))
        case .string(let text)?:
            guard let filter = DeviceSizeFilter(text) else {
                throw Diagnostic(
                    .runtime, at: args.range("size"),
                    message: "'\(SourceText.abbreviated(text))' is not a screen size",
                    expected: Self.sizeForms,
                    suggestion: "e.g. devices size 4.7, devices size \"12.9-inch\", devices size \"375x667\"")
            }
            filters.append(filter)
        case .size(let size)? where size.width > 0 && size.height > 0:
            filters.append(.points(width: min(size.width, size.height), height: max(size.width, size.height)))
        case let other?:
            throw Diagnostic(
                .runtime, at: args.range("size"), message: "the size value is \(other.typeName)",
                expected: Self.sizeForms)
        case nil: break
        }
        for key in ["width", "height"] {
            if let value = args.number(key) { numbers.append((key, value)) }
        }
        for (key, value) in numbers {
            let allowed = AllowedRange.above(0, atMost: 10_000, example: key == "size" ? 4.7 : 375)
            guard allowed.contains(value) else {
                throw Diagnostic.outOfRange(
                    "\(key) must be a positive number", value: value, allowed: allowed, at: args.range(key),
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
            guard version == version.rounded(), (1...99).contains(version) else {
                throw Diagnostic(
                    .runtime, at: args.range("ios"),
                    message: "iOS \(NumberStyle.compact(version)) is not a version",
                    expected: "a whole number such as 9")
            }
            devices = devices.filter { $0.ran(iOSMajorVersion: Int(version)) }
        }
        return devices
    }
}
