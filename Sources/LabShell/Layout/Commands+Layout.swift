import KeyboardLab

/// Views, anchors and Auto Layout constraints on the shared world (`LabState`): the device, the
/// view tree, constraints in the text form the engine prints, layout passes and state tables.
extension CommandGroup {
    static let layout = CommandGroup(
        name: "Layout", summary: "Devices, views, Auto Layout constraints, layout passes and tables.",
        commands: [
            device, devices, orientation, placement, view, textField, remove,
            constraint, activate, deactivate, constant, priority, constraints,
            layoutPass, setNeedsLayout,
            tableViews, tableConstraints, tableSafeArea, explain, ambiguity,
        ],
        quantities: [
            LayoutQuantities.views, LayoutQuantities.safeArea, LayoutQuantities.keyboardGuide,
            LayoutValues.constraints,
        ],
        values: [LayoutValues.values], objectNames: [LayoutValues.objects],
        assignables: [LayoutValues.assignable], unknownObject: [LayoutValues.unknownObject])

    static let viewNames = CompletionHint.dynamic { session, _ in session.state(LabState.self).viewNames }
    static let constraintNames = CompletionHint.dynamic { session, _ in
        session.state(LabState.self).constraintNames
    }
    /// The catalogue's device names, computed when TAB asks (not while the table is built).
    static let deviceNames = CompletionHint.dynamic { _, _ in DeviceCatalogue.names }

    static let device = CommandDefinition(
        "device",
        arguments: [
            .optional(.value("device", deviceNames)),
            .optional(.choice("orientation", of: Orientation.self)),
        ],
        summary: "Chooses the device (and orientation), or prints the current one.",
        details: """
            A session starts on an iPhone 15 in portrait. NAME is a catalogue id or alias \
            (`devices` lists them), with or without its `iphone-`/`ipad-` prefix where that names \
            one device (`se-3`), or in quotes a marketing name (`"iPhone 15 Pro Max"`), the name \
            `devices` prints or one model in it (`"iPhone SE (2nd/3rd gen)"`), or Apple's \
            "(Nth generation)" name (`"iPhone SE (3rd generation)"`); an unknown name gets the \
            closest ones. Views \
            and constraints stay; the window takes the new screen and safe area and is laid out \
            at once. With no argument it prints the device, its screen, safe area and window \
            with the catalogue's confidence tags. `device landscape` only rotates, as \
            `orientation landscape` does (with the keyboard up, iOS's hide-then-show storm). \
            While a text field is first responder another device is refused: no iOS sequence \
            carries a shown keyboard to another device, and dropping it would tell the app \
            nothing; `hide-keyboard` first.
            """,
        examples: ["device iphone-se-3 landscape\ndevice", "device \"iPhone 15 Pro Max\"\ndevice"]
    ) { args, session in
        let lab = session.state(LabState.self)
        var name = args.has("device") ? args.text("device") : nil
        var orientation: Orientation?
        if let given = name, !args.has("orientation"), let rotation = Orientation(name: given) {
            name = nil
            orientation = rotation
        }
        if let chosen = args.choice("orientation", as: Orientation.self) { orientation = chosen }
        guard name != nil || orientation != nil else {
            for line in describe(lab) { session.print(line) }
            return
        }
        var newDevice = lab.device
        if let name {
            newDevice = try lookUpDevice(name, at: args.range("device"))
        }
        // Before the keyboard-up rule: while a drag's finger is down the machine already shows
        // the keyboard as the release leaves it (hidden), so that rule would not see it; and a
        // rotation in flight would be turned again from its end.
        try lab.checkKeyboardChangesAllowed(
            at: args.range(args.has("device") ? "device" : "orientation"), session: session)
        if lab.keyboardIsUp {
            // The same device: only a rotation, with the storm that tells the app.
            if newDevice.id == lab.device.id {
                guard let orientation else { return }
                return try turn(to: orientation, lab: lab, session: session, at: args.commandRange)
            }
            // A device change resets the keyboard machine: the keyboard would vanish with no
            // notification, which no app on a real device ever sees.
            throw Diagnostic.failure(
                "the keyboard is up on \(lab.device.id): changing the device would take it away "
                    + "without a notification", at: args.range("device"),
                suggestion: "hide-keyboard first, then change the device and show-keyboard again; to turn "
                    + "\(lab.device.id) instead, rotate (or orientation \(lab.orientation.rotated.rawValue))")
        }
        do throws(SimulationError) {
            try lab.setDevice(newDevice, orientation: orientation)
        } catch {
            throw lab.failure(error, at: args.commandRange, session: session)
        }
        session.reportLayoutIssues()
    }

    /// The catalogue's device for a name as typed, or the error under it with the closest
    /// names: one lookup and one message for `device` and `compare … devices`.
    static func lookUpDevice(_ name: String, at range: SourceRange) throws(Diagnostic) -> Device {
        do throws(UnknownDeviceError) {
            return try DeviceCatalogue.device(name)
        } catch {
            let near = error.suggestions.map { "'\($0)'" }
            throw Diagnostic(
                .runtime, at: range, message: "unknown device '\(SourceText.abbreviated(name))'",
                expected: "a device id such as iphone-15, an alias or a name 'devices' prints",
                suggestion: near.isEmpty ? nil : "did you mean \(near.joined(separator: ", "))?")
        }
    }

    /// Turns the device. With the keyboard up it is the `rotate` scenario, played to its end
    /// with its notifications printed (the storm that tells the app); otherwise at once.
    static func turn(to orientation: Orientation, lab: LabState, session: Session, at range: SourceRange)
        throws(Diagnostic)
    {
        if lab.keyboardIsUp {
            try lab.play(.rotate(to: orientation), at: range, session: session)
        } else {
            do throws(SimulationError) {
                try lab.setOrientation(orientation)
            } catch {
                throw lab.failure(error, at: range, session: session)
            }
        }
        session.reportLayoutIssues()
    }

    /// The `device` report: names, screen, safe area and window, with confidence tags.
    static func describe(_ lab: LabState) -> [String] {
        let d = lab.device
        let size = d.screenSize(lab.orientation)
        let safe = d.safeArea(lab.orientation)
        let insets = lab.window.safeAreaInsets
        let frame = lab.window.frame
        let placement: String
        switch lab.placement {
        case .fullScreen: placement = "full screen"
        case .splitView: placement = "split view"
        case .slideOver: placement = "slide over"
        }
        return [
            "\(d.id) (\(d.name)), \(lab.orientation.rawValue), \(placement)",
            "screen \(n(size.width))x\(n(size.height)) @\(n(d.scale)) \(d.portraitSize.confidence.tag)",
            "safe area top \(n(insets.top)), left \(n(insets.left)), bottom \(n(insets.bottom)), "
                + "right \(n(insets.right)) \(safe.confidence.tag)",
            "window (\(n(frame.minX)) \(n(frame.minY)); \(n(frame.width))x\(n(frame.height))) in screen coordinates",
        ]
    }

    static func n(_ value: Double) -> String { NumberStyle.compact(value) }

    static let devices = CommandDefinition(
        "devices", arguments: [VersionCommands.deviceFilters],
        summary: "Prints the device catalogue as a table, or the devices of a family, size or iOS version.",
        details: """
            Screen sizes are portrait points; safe areas read top,left,bottom,right. `confidence` \
            is the screen size's tag from the facts file (docs/Devices.md has every value's). \
            Filters: `family phone|pad`; `size` a diagonal in inches (`4.7`, `"12.9-inch"`) \
            or portrait points (`"375x812"`, `size(375, 812)`); `width W` and `height H` \
            portrait points; `ios N` the devices that ran iOS N (the `iOS` column).
            """,
        examples: [
            "devices", "devices family phone size 4.7", "devices width 375 height 812",
            "devices family pad ios 9", "devices size \"12.9-inch\"",
        ]
    ) { args, session in
        let found = try VersionCommands.devices(args)
        guard !found.isEmpty else { return session.print("(no device matches)") }
        var table = Table(columns: [
            "id", "name", "width", "height", "scale", "safe portrait", "safe landscape", "iOS", "confidence",
        ])
        func insets(_ i: EdgeInsets) -> String { "\(n(i.top)),\(n(i.left)),\(n(i.bottom)),\(n(i.right))" }
        for d in found {
            let size = d.portraitSize.value
            let range = d.supportedVersions.value
            table.append([
                .text(d.id), .text(d.name), .text(n(size.width)), .text(n(size.height)), .text(n(d.scale)),
                .text(insets(d.safeAreaPortrait.value)), .text(insets(d.safeAreaLandscape.value)),
                .text("\(range.lowerBound)-\(range.upperBound)"), .text(d.portraitSize.confidence.rawValue),
            ])
        }
        session.print(table)
    }

    static let orientation = CommandDefinition(
        "orientation", arguments: [.optional(.choice("orientation", of: Orientation.self))],
        summary: "Rotates to portrait or landscape, or prints the orientation.",
        details: """
            The screen's width and height swap and the safe area becomes the landscape one \
            (on Face ID iPhones 0,59,21,59 on an iPhone 15). With the keyboard hidden the \
            window is laid out at once. With a text field first responder it is `rotate`: iOS's \
            hide-then-show storm, its notifications printed and the animation run to its end \
            (the window turns when the show half starts, at 0.5 s). Without an argument it \
            prints the orientation the window shows; during a rotation left unplayed by `set \
            keyboard-run off` it says which way it is turning.
            """,
        examples: ["orientation landscape\norientation", "show-keyboard\norientation landscape"]
    ) { args, session in
        let lab = session.state(LabState.self)
        guard let orientation = args.choice("orientation", as: Orientation.self) else {
            let shown = lab.windowOrientation
            guard shown == lab.orientation else {
                return session.print(
                    "\(shown.rawValue) (turning to \(lab.orientation.rawValue): 'run' plays the rotation)")
            }
            return session.print(shown.rawValue)
        }
        try turn(to: orientation, lab: lab, session: session, at: args.range("orientation"))
    }

    static let placement = CommandDefinition(
        "placement",
        arguments: [
            .choice("placement", of: WindowPlacementChoice.self),
            .optional(.keyword("frame", .sequence(frameNumbers))),
        ],
        summary:
            "Puts the app full screen, or on an iPad in a Split View, Slide Over or Stage Manager window.",
        details: """
            `split-view`, `slide-over` and `stage-manager` (iPadOS 16+) need the window's frame in \
            screen coordinates: `placement split-view frame 0 0 694 834`. Keyboard frames stay in \
            screen coordinates, so they no longer match the window (facts §7); in Stage Manager \
            the keyboard stays docked at the screen's bottom, matching neither the window nor \
            its bottom (facts §1.11).
            """,
        examples: [
            "device ipad-pro-11 landscape\nplacement split-view frame 0 0 694 834\ndevice",
            "device ipad-pro-11 landscape\nplacement stage-manager frame 100 80 800 600\nkeyboard",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let placement = args.choice("placement", as: WindowPlacementChoice.self) ?? .fullScreen
        let word = placement.rawValue
        let frame = try args.has("x") ? CommandGroup.frame(args) : nil
        guard placement == .fullScreen || frame != nil else {
            throw Diagnostic(
                .syntax, at: args.range("placement"), message: "\(word) needs the window's frame",
                expected: "frame X Y WIDTH HEIGHT", suggestion: "e.g. placement \(word) frame 0 0 694 834")
        }
        if placement != .fullScreen && lab.device.pad == nil {
            throw Diagnostic.failure(
                "\(lab.device.id) is not an iPad: Split View, Slide Over and Stage Manager need one",
                at: args.range("placement"), suggestion: "device ipad-pro-11 first")
        }
        do throws(SimulationError) {
            switch (placement, frame) {
            case (.splitView, let frame?): try lab.setPlacement(.splitView(windowFrame: frame))
            case (.slideOver, let frame?): try lab.setPlacement(.slideOver(windowFrame: frame))
            case (.stageManager, let frame?): try lab.simulator.setStageManagerWindow(frame)
            default: try lab.setPlacement(.fullScreen)
            }
        } catch {
            throw lab.failure(error, at: args.range("placement"), session: session)
        }
        session.reportLayoutIssues()
    }

    private static let viewArguments: [ArgumentPattern] = [
        .name("name", .none),
        .clauses([.keyword("in", .object("parent", viewNames)), .keyword("frame", .sequence(frameNumbers))]),
    ]

    static func makeView(_ kind: View.Kind, _ args: Arguments, _ session: Session) throws(Diagnostic) {
        let lab = session.state(LabState.self)
        let name = args.name("name")
        try session.checkNewObjectName(
            name, at: args.range("name"), kind: kind == .textField ? "text field" : "view")
        try lab.checkNewViewName(name, at: args.range("name"))
        let parent =
            try args.has("parent")
            ? lab.view(named: args.name("parent"), at: args.range("parent")) : lab.rootView
        let frame = try args.has("x") ? CommandGroup.frame(args) : .zero
        parent.addSubview(View(name: name, kind: kind, frame: frame))
    }

    static let view = CommandDefinition(
        "view", arguments: viewArguments,
        summary: "Adds a view under the root (or under PARENT), with a frame if given.",
        details: """
            The frame is in the superview's coordinates. A view keeps its frame (through \
            autoresizing-mask constraints) until a constraint with the view as first item is \
            activated; from then on constraints place it. Frames change at the next `layout`.
            """,
        examples: ["view card frame 20 100 353 200\nview badge in card frame 8 8 24 24\nlayout\ntable views"]
    ) { args, session in
        try makeView(.view, args, session)
    }

    static let textField = CommandDefinition(
        "text-field", arguments: viewArguments,
        summary: "Adds a text field (a view the keyboard can focus), like `view`.",
        examples: ["text-field input\nconstraint input.height == 52\ntable views"]
    ) { args, session in
        try makeView(.textField, args, session)
    }

    static let remove = CommandDefinition(
        "remove", arguments: [.object("view", viewNames)],
        summary: "Removes a view and its subviews (removeFromSuperview).",
        details: """
            Constraints between the removed views and the rest of the window go, as in UIKit. \
            The engine keeps those wholly inside the removed subtree for when it comes back \
            (docs/Layout.md); the shell forgets the removed views, so it drops those too. A \
            later use of a removed view or of a constraint it took says so (`constraint 'bottom' \
            no longer exists: it was removed with its view 'input'`), and a handler whose body \
            names one gets a warning here: it would fail on every post.
            """,
        examples: ["view card\nview badge in card\nremove card\ntable views"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let removed = Set(view.subtree.map(\.layoutName))
        let constraintsBefore = Set(lab.constraintNames)
        try lab.removeView(named: args.name("view"), at: args.range("view"))
        // A handler that names what went fails on every post from now on: say so here, once.
        let gone = removed.union(constraintsBefore.subtracting(lab.constraintNames))
        for (handler, names) in session.languageState.handlers(naming: gone) {
            session.warn(
                "the \(handler.site.event) handler registered at \(handler.site.description) names "
                    + names.joined(separator: ", ")
                    + ", which remove \(args.name("view")) took away: the handler "
                    + "will fail where it uses it (\(handler.removal) removes it)")
        }
        // UIKit does not remove an observer with its view: a binding left behind keeps receiving.
        for binding in session.state(KeyboardShellState.self).bindings where removed.contains(binding.view) {
            session.warn(
                "\(binding.view) was removed but its technique \(binding.technique.name) still observes the "
                    + "keyboard's notifications: unbind \(binding.view) removes it")
        }
    }

    static let layoutPass = CommandDefinition(
        "layout", aliases: ["layoutIfNeeded", "layout-if-needed"],
        summary: "Runs a layout pass (layoutIfNeeded on the window) and prints any conflict.",
        details: """
            Model frames change only here, on device or orientation changes, and when a frame \
            is assigned. When required constraints conflict, UIKit's "Unable to simultaneously \
            satisfy constraints." report is printed with the constraint broken to recover; \
            layout goes on without it.
            """,
        examples: ["view box\nconstraint box.width == 100\nconstraint box.width == 200\nlayout"]
    ) { _, session in
        session.state(LabState.self).window.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    static let setNeedsLayout = CommandDefinition(
        "set-needs-layout", arguments: [.optional(.object("view", viewNames))],
        summary: "Marks a view (the root when left out) as needing layout; `layout` then runs the pass.",
        examples: ["view card\nset-needs-layout card\nlayout"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view =
            try args.has("view") ? lab.view(named: args.name("view"), at: args.range("view")) : lab.rootView
        view.setNeedsLayout()
    }
}
