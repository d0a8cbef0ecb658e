import KeyboardLab

/// The scroll-view techniques (`ScrollViewTechnique`) bound to a scroll view, and
/// UITableViewController's own keyboard avoidance.
extension ScreenCommands {
    static let scrollTechniqueNames = CompletionHint.choices(ScrollViewTechnique.allCases.map(\.rawValue))

    static let scrollTechniques = CommandDefinition(
        "scroll-techniques", summary: "Lists the scroll-view techniques `bind-scroll` installs.",
        details: """
            Apple's inset recipe as published, the inset technique done right, three of its \
            common flaws, and the keyboard layout guide with and without scrolling \
            (docs/Techniques.md, "Scroll views"). They keep a table's last row (a scroll view's \
            content end) above the keyboard, so they are bound to the scroll view, apart from \
            the bar techniques of `bind`.
            """,
        examples: ["scroll-techniques"]
    ) { _, session in
        var table = Table(columns: ["technique", "what it does"])
        for t in ScrollViewTechnique.allCases { table.append([.text(t.rawValue), .text(t.summary)]) }
        session.print(table)
    }

    static let bindScroll = CommandDefinition(
        "bind-scroll",
        arguments: [
            .object("view", scrollViewNames), .keyword("with", .name("technique", scrollTechniqueNames)),
            .optional(.object("constraint", CommandGroup.constraintNames)),
        ],
        summary: "Installs a scroll-view technique on a scroll view and tracks its last row.",
        details: """
            TECHNIQUE is a built-in scroll-view technique (`scroll-techniques` lists them); a \
            script technique (`technique NAME do … end`) binds with `bind VIEW with NAME \
            CONSTRAINT` instead, even on a scroll view. \
            CONSTRAINT names the scroll view's bottom constraint (one that pins `VIEW.bottom`; \
            another is refused), which the layout-guide techniques replace with `VIEW.bottom == keyboard.top` (restored by `unbind-scroll`). \
            The tracking measure follows the last row's bottom (a scroll view's content end): \
            keyboard scenarios print `VIEW.lastRow.maxY` (`VIEW.contentEnd.maxY` while a table \
            has no rows, or for a scroll view that is no table) and the gap to the keyboard's top, and \
            `tracking` summarises it, its end error against `compare-scroll`'s target (the row \
            on the keyboard's top, or where it rested if the keyboard does not reach it).
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint bottom: chat.bottom == root.bottom\nscroll-to-bottom chat\n"
                + "bind-scroll chat with inset\nshow-keyboard\nexpect chat.lastRow.maxY == 516\n"
                + "expect chat.contentInset.bottom == 302"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let scroll = try scrollView(args, "view", lab)
        let word = args.name("technique")
        guard let technique = ScrollViewTechnique(name: word) else {
            let names = ScrollViewTechnique.allCases.map(\.rawValue)
            if session.state(LanguageState.self).technique(named: word) != nil {
                throw scriptTechniqueRefused(
                    word, by: "bind-scroll", at: args.range("technique"),
                    expected: "one of " + names.joined(separator: ", "),
                    suggestion: "a script technique binds with bind VIEW with NAME CONSTRAINT: "
                        + "bind \(scroll.name) with \(word) CONSTRAINT")
            }
            throw Diagnostic(
                .runtime, at: args.range("technique"),
                message: "unknown scroll-view technique '\(SourceText.abbreviated(word))'",
                expected: "one of " + names.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(word, in: names) ?? "'scroll-techniques' lists them")
        }
        var constraintName: String?
        if args.has("constraint") {
            let name = args.name("constraint")
            let constraint = try lab.constraint(named: name, at: args.range("constraint"))
            try lab.checkPinsBottom(constraint, named: name, of: scroll, at: args.range("constraint")) {
                "bind-scroll \(scroll.name) with \(technique.rawValue) \($0)"
            }
            constraintName = name
        } else if technique.usesLayoutGuide {
            throw Diagnostic(
                .syntax, at: args.range("technique"),
                message: "\(technique.rawValue) replaces the scroll view's bottom constraint: name it",
                expected: "bind-scroll \(scroll.name) with \(technique.rawValue) CONSTRAINT",
                suggestion: "e.g. constraint bottom: \(scroll.name).bottom == safe.bottom")
        }
        lab.simulator.layoutIfNeeded()
        let shell = session.state(KeyboardShellState.self)
        if shell.scrollStatesBeforeBinding[scroll.name] == nil {
            shell.scrollStatesBeforeBinding[scroll.name] = ScrollViewOwnState(scroll)
        }
        // Taken before the technique is bound: where the row rests after a rotation is read on
        // it (without one, the rest of the orientation the measure began in).
        let resting = try? cleanSceneCopy(also: constraintName, session)
        do throws(SimulationError) {
            try lab.simulator.bind(technique, scrollView: scroll.name, constraint: constraintName)
            lab.simulator.stopTracking()
            shell.recorder = try lab.simulator.startTracking(lastRowOf: scroll.name, restingScene: resting)
            shell.trackedView = scroll.name
        } catch {
            throw lab.failure(error, at: args.commandRange, session: session)
        }
        session.reportLayoutIssues()
    }

    /// `bind-scroll` and `compare-scroll` take the built-in scroll-view techniques only: a
    /// script technique is bound with `bind` (which tracks the view's bottom, not a last row).
    static func scriptTechniqueRefused(
        _ word: String, by command: String, at range: SourceRange, expected: String, suggestion: String
    ) -> Diagnostic {
        Diagnostic(
            .runtime, at: range,
            message: "'\(SourceText.abbreviated(word))' is a script technique; "
                + "\(command) takes the built-in scroll-view techniques only",
            expected: expected, suggestion: suggestion)
    }

    static let unbindScroll = CommandDefinition(
        "unbind-scroll", arguments: [.object("view", scrollViewNames)],
        summary:
            "Removes the scroll-view techniques bound to a scroll view (`unbind-scroll all`: every one).",
        examples: [
            "table-view chat rows 30 height 44\nconstraint bottom: chat.bottom == safe.bottom\n"
                + "bind-scroll chat with keyboard-layout-guide bottom\nunbind-scroll chat"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let name = args.name("view")
        let bindings = lab.simulator.installedScrollViewBindings
        let removed = bindings.filter { name == "all" || $0.scrollView.name == name }
        guard !removed.isEmpty else {
            throw Diagnostic.failure(
                "no scroll-view technique on '\(SourceText.abbreviated(name))'", at: args.range("view"),
                suggestion: Suggestion.didYouMean(name, in: bindings.map(\.scrollView.name) + ["all"])
                    ?? "'bind-scroll VIEW with TECHNIQUE' installs one")
        }
        for binding in removed { binding.remove() }
        lab.simulator.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    static let adjustments = TableViewControllerAvoidance.Adjustment.allCases.map { ($0.rawValue, $0) }
    static let timings = TableViewControllerAvoidance.Timing.allCases.map { ($0.rawValue, $0) }

    static let tableViewController = CommandDefinition(
        "table-view-controller",
        arguments: [
            .object("table", tableViewNames), .name("state", onOff),
            .optional(.keyword("adjusts", .name("adjustment", .choices(adjustments.map(\.0))))),
            .optional(.keyword("when", .name("timing", .choices(timings.map(\.0))))),
        ],
        summary: "Puts a table view under UITableViewController's own keyboard avoidance (on) or not (off).",
        details: """
            A table view controller adjusts its table's insets for the keyboard by itself; an app \
            that also adjusts by hand gets both (the double adjustment). What it changes is not \
            documented (docs/Deviations.md): `adjusts system-inset` (default, the iOS 11+ reading) \
            adds the keyboard's overlap to adjustedContentInset.bottom, contentInset untouched, \
            even with content-inset-adjustment never; `adjusts content-inset` (iOS 6–10 reports) \
            writes the overlap into contentInset.bottom. `when will` (default) reacts inside the \
            keyboard's animation, `when did` after it (an iOS 6 report). It scrolls only a first \
            responder inside the table, never a chat's last row. Observers run in the order they \
            were added: an app's handler added before (viewDidLoad comes before the controller's \
            viewWillAppear) cannot see the controller's inset, hence the doubling. Another app's \
            keyboard (`other-app show`, iPad Split View and Slide Over) gets the same overlap, \
            nothing scrolled, and a controller turned on while that keyboard is up waits for its \
            next frame change (openradar 23687553); the inset is then printed with its footnote \
            (`table-controller-other-app`; `profile set table-controller-other-app ignore` \
            ignores other apps' keyboards, and that keyboard's next frame change takes back an \
            inset added for it before the switch). Turned on while this app's own keyboard is \
            up, it waits for the keyboard's next frame change too, which no source describes \
            (`table-controller-own-keyboard`, printed with the inset; `profile set \
            table-controller-own-keyboard adjust` adjusts at once).
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom\nscroll-to-bottom chat\n"
                + "bind-scroll chat with inset\ntable-view-controller chat on\nshow-keyboard\n"
                + "expect chat.adjustedContentInset.bottom == 638",
            "device ipad-pro-11 landscape\nplacement split-view frame 500 0 694 834\n"
                + "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint chat.bottom == root.bottom - 100\ntable-view-controller chat on\n"
                + "other-app show\nexpect chat.adjustedContentInset.bottom == 318",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let table = try tableView(args, "table", lab)
        let enabled = try onOff(args, "state")
        let adjustment =
            try args.has("adjustment")
            ? choice(args, "adjustment", adjustments, what: "adjustment") : .systemInset
        let timing =
            try args.has("timing") ? choice(args, "timing", timings, what: "timing") : .willChangeFrame
        let mark = lab.simulator.assumptions.mark
        do throws(SimulationError) {
            try lab.simulator.setTableViewControllerAvoidance(
                enabled, tableView: table.name, adjustment: adjustment, timing: timing)
        } catch {
            throw lab.failure(error, at: args.range("table"), session: session)
        }
        // Installed under a keyboard already up: the inset it does not adjust yet, footnoted.
        var notes = LabState.AssumptionMarkers()
        LabState.printTableControllerReactions(
            of: lab.simulator, since: mark, notes: &notes, session: session)
        for line in notes.footnotes(on: lab.simulator.profile) { session.printWrapped(line) }
    }
}
