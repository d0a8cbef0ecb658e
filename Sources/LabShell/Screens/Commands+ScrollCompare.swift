import KeyboardLab

/// `compare-scroll`: the scroll-view techniques side by side, as `compare` does for the bar ones,
/// each measured on the last row's bottom (a scroll view's content end).
extension ScreenCommands {
    static let compareScroll = CommandDefinition(
        "compare-scroll",
        arguments: [
            .names("techniques", scrollTechniqueNames),
            .optional(.keyword("constraint", .object("constraint", CommandGroup.constraintNames))),
            .keyword(
                "on",
                .list("scenarios", .statement("scenario", KeyboardCommands.scenarioSet), separator: .comma)),
            .optional(.flag("detail")),
        ],
        summary: "Plays the same scenarios with each scroll-view technique and compares the last row.",
        details: """
            TECHNIQUES: built-in scroll-view technique names (`scroll-techniques` lists them) \
            or `all`; a script technique is compared with `compare` (and bound with `bind`). \
            Each gets a copy of the scene as `compare`'s (the device's hardware keyboard, \
            keyboard mode and Predictive kept; keyboard hidden, no bindings, the scroll \
            views' insets and offsets as before the first `bind-scroll`) and is bound to the \
            scroll view of the first `bind-scroll` (else the only scroll view) with its bottom \
            constraint, which the layout-guide techniques replace: the one `constraint NAME` \
            names, else the first `bind-scroll`'s, else the one constraint that pins the scroll \
            view's bottom (`VIEW.bottom == …`), else `bottom`. The columns \
            are `compare`'s, measured from the last row's bottom to the keyboard's top, except \
            the end error's target: the last row should end where it rested before the keyboard \
            (wherever the content ends), but no lower than the scroll view's bottom or, where \
            the keyboard covers it, the keyboard's top. So a correct technique ends at 0 \
            whatever `content-inset-adjustment` says (the row's bottom on the keyboard's top, \
            scrolled to the bottom), one that leaves it covered is negative. After a \
            `rotate` the rest is the new orientation's (read on a copy with no technique). \
            SCENARIOS are scenario commands as typed at the prompt, checked as there; a trailing \
            `detail` prints the per-frame error of every technique side by side, as `compare`'s does.
            """,
        examples: [
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint bottom: chat.bottom == root.bottom\nscroll-to-bottom chat\n"
                + "compare-scroll inset-safe-area-twice, keyboard-layout-guide on show-keyboard\n"
                + "expect compare.inset-safe-area-twice.finalGap == 34",
            "table-view chat rows 30 height 44\nconstraint chat.leading == root.leading\n"
                + "constraint chat.trailing == root.trailing\nconstraint chat.top == root.top\n"
                + "constraint tb: chat.bottom == root.bottom\n"
                + "constraint spare: chat.bottom == root.bottom @ 250\nscroll-to-bottom chat\n"
                + "compare-scroll keyboard-layout-guide-scroll constraint tb on show-keyboard\n"
                + "expect compare.keyboard-layout-guide-scroll.finalGap == 0",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        var techniques: [ScrollViewTechnique] = []
        for (word, range) in zip(args.names("techniques"), args.ranges("techniques")) {
            if word == "all" {
                techniques += ScrollViewTechnique.allCases.filter { !techniques.contains($0) }
                continue
            }
            guard let technique = ScrollViewTechnique(name: word) else {
                let names = ScrollViewTechnique.allCases.map(\.rawValue)
                if session.state(LanguageState.self).technique(named: word) != nil {
                    throw scriptTechniqueRefused(
                        word, by: "compare-scroll", at: range,
                        expected: "all or one of " + names.joined(separator: ", "),
                        suggestion: "bind a script technique with bind VIEW with \(word) "
                            + "CONSTRAINT, then compare it with compare \(word) on …")
                }
                throw Diagnostic(
                    .runtime, at: range,
                    message: "unknown scroll-view technique '\(SourceText.abbreviated(word))'",
                    expected: "all or one of " + names.joined(separator: ", "),
                    suggestion: Suggestion.didYouMean(word, in: names) ?? "'scroll-techniques' lists them")
            }
            if !techniques.contains(technique) { techniques.append(technique) }
        }
        var scenarios: [KeyboardScenario] = []
        var origin: String?
        for item in args.list("scenarios") {
            guard let invocation = item.statement("scenario") else { continue }
            // compare's bounds: each technique plays on a copy of the scene, every frame kept.
            guard scenarios.count < KeyboardCommands.maximumScenarios else {
                throw Diagnostic.failure(
                    "at most \(KeyboardCommands.maximumScenarios) scenarios in one compare",
                    at: invocation.arguments.commandRange,
                    suggestion: "split the scenarios over several compares")
            }
            scenarios.append(try KeyboardCommands.scenario(of: invocation, session: session))
            origin = origin ?? invocation.definition.name
        }
        try KeyboardCommands.checkViewCopies(
            views: lab.viewNames.count, times: techniques.count, "techniques", at: args.commandRange,
            suggestion: "compare fewer techniques, or remove views")
        let bindings = lab.simulator.installedScrollViewBindings
        let scrollViews = lab.window.allViews.compactMap { $0 as? ScrollView }
        guard let scroll = bindings.first?.scrollView ?? (scrollViews.count == 1 ? scrollViews.first : nil)
        else {
            throw Diagnostic.failure(
                scrollViews.isEmpty
                    ? "there is no scroll view to compare on" : "which scroll view? there are several",
                at: args.commandRange, suggestion: "bind-scroll VIEW with TECHNIQUE [CONSTRAINT] first")
        }
        let constraintName: String?
        if args.has("constraint") {
            let name = args.name("constraint")
            let constraint = try lab.constraint(named: name, at: args.range("constraint"))
            try lab.checkPinsBottom(constraint, named: name, of: scroll, at: args.range("constraint")) {
                "compare-scroll … constraint \($0) on …"
            }
            constraintName = name
        } else if let named = bindings.first?.constraint.flatMap({ lab.namedConstraints.name(of: $0) }) {
            constraintName = named
        } else {
            let found = lab.bottomConstraint(of: scroll)
            if found.name == nil,
                let index = techniques.firstIndex(where: \.usesLayoutGuide)
            {
                // Pointed at the technique that needs it (the word `all` when it came from there).
                let words = args.names("techniques")
                let at =
                    words.firstIndex(of: techniques[index].rawValue) ?? words.firstIndex(of: "all") ?? 0
                throw LabState.missingBottomConstraint(
                    found, technique: techniques[index].rawValue, view: scroll.name,
                    command: "compare-scroll",
                    at: args.ranges("techniques")[safeIndex: at] ?? args.commandRange)
            }
            constraintName = found.name
        }
        let shell = session.state(KeyboardShellState.self)
        // A scenario the device refuses is pointed at where it is written.
        let written = args.list("scenarios").compactMap {
            $0.statement("scenario")?.arguments.commandRange
        }
        var failing = args.commandRange
        var runs: [KeyboardCommands.ComparisonRun] = []
        shell.forgetComparison()
        do throws(SimulationError) {
            var lanes:
                [(copy: Simulator, mark: Int, recorder: TrackingRecorder, pictures: TimelineRecorder)] = []
            // Where the row rests after a rotation is read on one more copy, never bound.
            let resting = try cleanSceneCopy(also: constraintName, session)
            for technique in techniques {
                let copy = try cleanSceneCopy(also: constraintName, session)
                let mark = copy.assumptions.mark
                try copy.bind(
                    technique, scrollView: scroll.name,
                    constraint: technique.usesLayoutGuide ? constraintName : nil)
                let recorder = try copy.startTracking(lastRowOf: scroll.name, restingScene: resting)
                lanes.append((copy, mark, recorder, copy.startTimeline()))
            }
            // Each lane on its own clock, as the technique plays alone (`Simulator.play`).
            let spans = try Simulator.play(
                lanes.map(\.copy), scenarios: scenarios, limit: LabState.frameLimit,
                meter: ComparisonMeter(budget: shell.comparisonBudget),
                before: { index in failing = index < written.count ? written[index] : args.commandRange })
            // The copies' warnings stay in them: the guide's iOS version is said here, once.
            for api in KeyboardGuideAPI.allCases
            where lanes.contains(where: { $0.copy.keyboardGuideAPIsUsed.contains(api) }) {
                lab.simulator.noteKeyboardGuideUse(api)
            }
            session.reportNewWarnings()
            for (technique, (lane, spans)) in zip(techniques, zip(lanes, spans)) {
                var timeline = lane.pictures.timeline(.all)
                timeline.title = technique.rawValue
                runs.append(
                    KeyboardCommands.ComparisonRun(
                        technique: technique.rawValue, series: lane.recorder.series,
                        notificationCount: lane.copy.notificationLog.count,
                        assumptions: lane.copy.assumptions.used(since: lane.mark), timeline: timeline,
                        notifications: lane.copy.notificationLog, spans: spans,
                        frameDuration: lane.copy.engine.frameRate.frameDuration))
            }
        } catch {
            throw lab.failure(error, at: failing, session: session)
        }
        KeyboardCommands.report(
            runs, from: "(from \(origin ?? "start"))", detail: args.has("detail"), session)
    }

    /// A copy of the scene as `compare`'s copies start: keyboard hidden, no bindings, the
    /// constraints a binding moved or replaced back as they were (`constraint` among them), what
    /// a script binding made left out, and the scroll views' insets and offsets back to what they
    /// had before the first `bind-scroll` on each.
    static func cleanSceneCopy(also constraint: String?, _ session: Session) throws(SimulationError)
        -> Simulator
    {
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        var bound = Set(constraint.map { [$0] } ?? [])
        bound.formUnion(shell.bindings.compactMap(\.constraint))
        for binding in lab.simulator.installedScrollViewBindings {
            if let name = binding.constraint.flatMap({ lab.namedConstraints.name(of: $0) }) {
                bound.insert(name)
            }
        }
        return try lab.sceneCopy(
            constants: shell.constantsBeforeBinding, bound: bound, excluded: shell.madeByScriptBindings,
            scrollStates: shell.scrollStatesBeforeBinding)
    }
}
