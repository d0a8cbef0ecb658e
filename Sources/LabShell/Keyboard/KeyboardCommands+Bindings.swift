import KeyboardLab

/// Binding the classic techniques to a view, and tracking how well the view follows the keyboard.
extension KeyboardCommands {
    static let techniqueNames = CompletionHint.dynamic { session, _ in
        KeyboardTechnique.shellNames + session.state(LanguageState.self).techniques.map(\.name)
            + session.state(SwiftShellState.self).techniques.map(\.name)
    }

    /// A technique by name: a script one defined in the session, else a built-in one.
    static func technique(_ word: String, at range: SourceRange, session: Session) throws(Diagnostic)
        -> KeyboardShellState.Technique
    {
        if let script = session.state(LanguageState.self).technique(named: word) { return .script(script) }
        if let swift = session.state(SwiftShellState.self).technique(named: word) { return .swift(swift) }
        let scripts =
            session.state(LanguageState.self).techniques.map(\.name)
            + session.state(SwiftShellState.self).techniques.map(\.name)
        return .builtIn(
            try KeyboardTechnique.parse(word, at: range, also: scripts + ["all", "classic", "fixed"]))
    }

    static let techniques = CommandDefinition(
        "techniques", summary: "Lists the keyboard-avoidance techniques `bind` installs.",
        details: """
            The four classics as their original code does it, flaws included, their corrected \
            versions (`-fixed`) and the keyboard layout guide (docs/Techniques.md). Aliases: \
            layout-guide, will-show-hide, subscribe-blocks.
            """,
        examples: ["techniques"]
    ) { _, session in
        var table = Table(columns: ["technique", "what it does"])
        for t in KeyboardTechnique.allCases { table.append([.text(t.rawValue), .text(t.summary)]) }
        for t in session.state(LanguageState.self).techniques {
            table.append([.text(t.name), .text("script: " + t.summary)])
        }
        for t in session.state(SwiftShellState.self).techniques {
            table.append([.text(t.name), .text(t.summary)])
        }
        session.print(table)
    }

    static let bind = CommandDefinition(
        "bind",
        arguments: [
            .object("view", CommandGroup.viewNames), .keyword("with", .name("technique", techniqueNames)),
            .optional(.object("constraint", CommandGroup.constraintNames)),
        ],
        summary: "Installs a keyboard-avoidance technique on a view.",
        details: """
            CONSTRAINT names the bottom constraint the technique moves (`bottom` in \
            `constraint bottom: input.bottom == safe.bottom`; one that does not pin \
            `VIEW.bottom` is refused); bind-to-keyboard moves the frame \
            and needs none; the layout guide deactivates it and activates `view.bottom == \
            keyboardLayoutGuide.top` instead. A technique written with `technique` runs its body \
            with `view` and `constraint` naming what it is bound to. The view's tracking starts \
            afresh (unless another view is tracked).
            """,
        examples: [
            KeyboardCommands.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        let viewName = args.name("view")
        let view = try lab.view(named: viewName, at: args.range("view"))
        let technique = try technique(args.name("technique"), at: args.range("technique"), session: session)
        var constraintName: String?
        if args.has("constraint") {
            let name = args.name("constraint")
            let constraint = try lab.constraint(named: name, at: args.range("constraint"))
            try lab.checkPinsBottom(constraint, named: name, of: view, at: args.range("constraint")) {
                "bind \(viewName) with \(technique.name) \($0)"
            }
            constraintName = name
            if shell.constantsBeforeBinding[name] == nil {
                shell.constantsBeforeBinding[name] = constraint.constant
            }
        } else if technique.needsConstraint {
            throw Diagnostic(
                .syntax, at: args.range("technique"),
                message: "\(technique.name) moves a constraint: name it",
                expected: "bind \(viewName) with \(technique.name) CONSTRAINT",
                suggestion: lab.constraintNames.isEmpty
                    ? "make one first: constraint bottom: \(viewName).bottom == safe.bottom"
                    : "constraints: " + lab.constraintNames.joined(separator: ", "))
        }
        lab.simulator.layoutIfNeeded()
        var entry = KeyboardShellState.BindingEntry(
            view: viewName, technique: technique, constraint: constraintName)
        switch technique {
        case .builtIn(let builtIn):
            do throws(SimulationError) {
                entry.builtIn = try lab.simulator.bind(builtIn, view: viewName, constraint: constraintName)
            } catch {
                // The constraint is there but inactive: an earlier binding (the layout guide's)
                // put its own in its place.
                if case .unknownConstraint(let name) = error,
                    let holder = shell.bindings.first(where: { $0.constraint == name })
                {
                    throw Diagnostic.failure(
                        "constraint '\(name)' is not active: the \(holder.technique.name) binding on "
                            + "\(holder.view) replaced it", at: args.range("constraint"),
                        suggestion: "unbind \(holder.view) first: that gives '\(name)' back")
                }
                let culprit: SourceRange
                if case .unknownConstraint = error, args.has("constraint") {
                    culprit = args.range("constraint")
                } else {
                    culprit = args.commandRange
                }
                throw lab.failure(error, at: culprit, session: session)
            }
        case .script(let script):
            entry.script = try session.bindScript(
                script, view: viewName, constraint: constraintName, recordObserver: true)
        case .swift(let swift):
            entry.swift = try session.bindSwift(
                swift, view: viewName, constraint: constraintName, on: lab.simulator, at: args.commandRange)
            entry.swift?.keeper = session.state(SwiftShellState.self)
        }
        shell.bindings.append(entry)
        if shell.trackedView == nil || shell.trackedView == viewName {
            try startTracking(viewName, lab: lab, shell: shell, origin: "bind", at: args.range("view"))
        }
        session.reportLayoutIssues()
    }

    static let unbind = CommandDefinition(
        "unbind", arguments: [.object("view", CommandGroup.viewNames)],
        summary: "Removes the techniques bound to a view (`unbind all`: every binding).",
        details: "The layout guide's binding gives the view its original bottom constraint back.",
        examples: [KeyboardCommands.chatBar + "\nbind input with layout-guide bottom\nunbind input"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        let name = args.name("view")
        let removed = shell.bindings.filter { name == "all" || $0.view == name }
        guard !removed.isEmpty else {
            throw Diagnostic.failure(
                "no binding on '\(name)'", at: args.range("view"),
                suggestion: Suggestion.didYouMean(name, in: shell.bindings.map(\.view) + ["all"])
                    ?? "'bindings' lists them")
        }
        let observers = session.state(KeyboardObservers.self)
        for entry in removed {
            let left = entry.remove(observers: observers)
            if !left.isEmpty {
                session.warn(
                    "technique \(entry.technique.name) on \(entry.view) left block registrations (tokens "
                        + left.map { "\($0.id)" }.joined(separator: ", ") + ") that unbind cannot remove: "
                        + "their tokens were not kept")
            }
        }
        shell.bindings.removeAll { name == "all" || $0.view == name }
        lab.simulator.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    static let bindingsList = CommandDefinition(
        "bindings", summary: "Lists the techniques bound to views.",
        details: """
            One row per `bind`, oldest first, with the constraint it moves; then one per \
            `bind-scroll`, oldest first, with the scroll view's bottom constraint it was given \
            (the list `keyboard` prints on its `bindings` line).
            """,
        examples: [KeyboardCommands.chatBar + "\nbind input with layout-guide bottom\nbindings"]
    ) { _, session in
        var table = Table(columns: ["view", "technique", "constraint"])
        for entry in boundTechniques(session) {
            table.append([.text(entry.view), .text(entry.technique), .text(entry.constraint ?? "-")])
        }
        session.print(table)
    }

    /// Every binding, as `bindings` lists it and `keyboard` names it: `bind`'s (built-in and
    /// script techniques) oldest first, then `bind-scroll`'s.
    static func boundTechniques(_ session: Session) -> [(
        view: String, technique: String, constraint: String?
    )] {
        var result = session.state(KeyboardShellState.self).bindings.map {
            (view: $0.view, technique: $0.technique.name, constraint: $0.constraint)
        }
        // A scroll view's technique is bound by `bind-scroll` and kept by the simulator alone.
        for binding in session.state(LabState.self).simulator.installedScrollViewBindings {
            result.append(
                (binding.scrollView.name, binding.technique.rawValue, binding.constraint?.identifier))
        }
        return result
    }

    /// Starts the tracker of `name`; `origin` (the command that started it) names frame 0 in the
    /// headers of `tracking`.
    static func startTracking(
        _ name: String, lab: LabState, shell: KeyboardShellState, origin: String, at range: SourceRange
    ) throws(Diagnostic) {
        lab.simulator.stopTracking()
        do throws(SimulationError) {
            shell.recorder = try lab.simulator.startTracking(view: name)
        } catch {
            throw lab.failure(error, at: range, session: nil)
        }
        shell.trackedView = name
        shell.trackingOrigin = origin
    }

    static let track = CommandDefinition(
        "track", arguments: [.object("view", CommandGroup.viewNames)],
        summary: "Measures, every frame from now, how a view follows the keyboard.",
        details: """
            gap = keyboard.minY − VIEW.maxY (both presented, screen); error = gap − the gap of an \
            ideal follower on the keyboard's own progress (docs/Simulation.md). Scenario tables \
            show this view.
            """,
        examples: [KeyboardCommands.chatBar + "\ntrack input\nshow-keyboard\ntracking"]
    ) { args, session in
        let lab = session.state(LabState.self)
        _ = try lab.view(named: args.name("view"), at: args.range("view"))
        try startTracking(
            args.name("view"), lab: lab, shell: session.state(KeyboardShellState.self), origin: "track",
            at: args.range("view"))
        // Tracking lays out pending changes first; what that pass found is said here.
        session.reportLayoutIssues()
    }

    static let untrack = CommandDefinition(
        "untrack", summary: "Stops tracking.",
        details: "Scenario tables then show the first bound view, if any.",
        examples: [KeyboardCommands.chatBar + "\ntrack input\nuntrack"]
    ) { _, session in
        let shell = session.state(KeyboardShellState.self)
        session.state(LabState.self).simulator.stopTracking()
        shell.trackedView = nil
        shell.recorder = nil
    }

    static let tracking = CommandDefinition(
        "tracking", arguments: [.optional(.flag("frames"))],
        summary: "Summarises the tracking: how the view moves (follow error) and where it ends (end error).",
        details: """
            Frames count from the `track` or `bind` that started the tracking (the line above the table says \
            which; in csv and json the summary's `frames count from` column), as a scenario's \
            table counts from its scenario. follow error: the largest \
            |gap − ideal|, an ideal follower moving on the keyboard's own progress from where \
            the view was to where it went (how it moves; `at frame` is empty when it follows \
            exactly). final gap: keyboard.minY − VIEW.maxY on the last frame. end error: the \
            gap minus the gap it should end at, the one it has if it keeps its distance from \
            the keyboard layout guide's top (where it ends: 34 means it stops 34 pt too high), \
            at the end of the scenario that ended worst. Each scenario is measured from its own \
            first frame. While a finger drags the keyboard (interactive-dismiss) the ideal keeps \
            the gap the view had when the drag began, and a line under the table says how much \
            of the follow error the drag made. \
            `tracking frames` prints the series: frame, t ms, keyboard.minY, VIEW.maxY, gap, \
            ideal, error.
            """,
        examples: [KeyboardCommands.chatBar + "\ntrack input\nshow-keyboard\ntracking"]
    ) { args, session in
        let shell = session.state(KeyboardShellState.self)
        guard let recorder = shell.recorder, let name = shell.trackedView else {
            throw Diagnostic.failure(
                "nothing is tracked", at: args.commandRange, suggestion: "track VIEW or bind VIEW with …")
        }
        let series = recorder.series
        let data = session.outputMode == .csv || session.outputMode == .json
        // Text says once, above the table, where frames count from; data keeps stable keys.
        if !data { session.print("frames count from \(shell.trackingOrigin)") }
        if args.has("frames") {
            return session.print(
                TimelineData.trackingTable(series, measured: recorder.edgeQuantity))
        }
        let s = series.summary
        // Data has no line above: where frames count from is a column, its key always the same.
        var table = Table(
            columns: ["view", "frames", "follow error", "at frame"] + (data ? [originColumn] : [])
                + ["final gap", "end error", "frames to settle"])
        table.append(
            [.text(name), .integer(series.rows.count), .number(s.maxAbsError), frameCell(s.frameOfMaxError)]
                + (data ? [.text(shell.trackingOrigin)] : [])
                + [.number(s.finalGap), .number(s.endError), .integer(s.framesUntilSettled)])
        session.print(table)
        if !data, let dragError = s.dragError {
            // The drag's share of the follow error: a view that hears nothing while the finger
            // moves the keyboard (facts §1.10) lags behind it by this much.
            let at = s.frameOfDragError.map { " at frame \($0)" } ?? ""
            session.printWrapped(
                "of which during the drag (the finger moving the keyboard): \(NumberStyle.fixed(dragError, decimals: session.decimals))\(at), "
                    + "against a follower that keeps the gap it had when the drag began")
        }
        if !data, let gone = series.viewGoneAtFrame {
            session.printWrapped(
                "note: \(name) was removed at frame \(gone - series.startFrame); the figures cover the frames before"
            )
        }
    }
}
