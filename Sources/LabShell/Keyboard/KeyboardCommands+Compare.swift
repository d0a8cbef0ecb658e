import Foundation
import KeyboardLab

/// `compare TECHNIQUES|all on SCENARIO, SCENARIO, … [detail]`: the same scenarios played once per
/// technique on fresh copies of the scene, one summary row per technique. Script techniques run
/// through the interpreter on their copy, exactly as built-in ones run in the engine.
extension KeyboardCommands {
    /// Scenarios one `compare` plays (docs/Shell.md, Limits).
    static let maximumScenarios = 100
    /// Views × techniques (× devices in a matrix) one `compare` copies (docs/Shell.md, Limits).
    static let maximumViewCopies = 20_000

    /// Refuses a compare whose copies of the scene (`views` each, `count` of them: techniques or
    /// cells) would hold more than `maximumViewCopies` views.
    static func checkViewCopies(
        views: Int, times count: Int, _ what: String, at range: SourceRange, suggestion: String
    ) throws(Diagnostic) {
        let copies = max(1, views) * count
        guard copies > maximumViewCopies else { return }
        throw Diagnostic.failure(
            "compare would copy \(copies) views (\(NumberStyle.count(views, "view")) × \(count) \(what)); "
                + "at most \(maximumViewCopies)",
            at: range, suggestion: suggestion)
    }

    static let compare = CommandDefinition(
        "compare",
        arguments: [
            .names("techniques", techniqueNames),
            .optional(.keyword("constraint", .object("constraint", CommandGroup.constraintNames))),
            .keyword("on", .list("scenarios", .statement("scenario", scenarioSet), separator: .comma)),
            .optional(
                .keyword(
                    "devices",
                    .list("devices", .value("device", CommandGroup.deviceNames), separator: .comma))),
            .optional(.flag("detail")),
        ],
        summary: "Plays the same scenarios with each technique and compares how the view follows.",
        details: """
            TECHNIQUES: names separated by spaces or commas (built-in ones and those written \
            with `technique`), or `all`, `classic` (the four classic techniques as their \
            originals wrote them), `fixed` (their corrected versions); `compare classic, \
            layout-guide on …` adds the guide. SCENARIOS: scenario commands as \
            typed at the prompt, separated by commas (`show-keyboard, quicktype off, rotate \
            landscape, hide-keyboard`). Each technique gets a copy of the scene. Kept: the \
            views (rows, text, margins, stacks), constraints, device, orientation, placement, \
            profile, frame rate, and what a relaunch keeps of the device (facts §10.9): a \
            hardware keyboard, the iPad's keyboard mode (docked on a device without it), \
            Predictive, the fields' text traits. Reset: the keyboard (hidden; a dragged \
            floating one at its default place), the bindings and what they changed: a \
            constraint's constant as before the first `bind` on it, a scroll view's insets \
            and offset as before its first `bind-scroll`. Each is bound to the first bound \
            view and its constraint (else `input`, and the constraint `constraint \
            NAME` names, else the one that pins the view's bottom, else `bottom`; an empty \
            scene gets the standard 52-pt chat bar). Each copy plays the scenarios on its own \
            clock, as the technique plays them command by command at the prompt: a scenario \
            starts when the one before has settled in that copy, and no copy waits for another, \
            so a technique's figures are the same whatever it is compared with; `detail` and \
            the pictures align the copies scenario by scenario. One row \
            per technique. How it moves: follow error, the largest distance from an ideal \
            follower on the keyboard's own progress, and the frame it happens at, counted from \
            the start of the first scenario (the line above the table names it, in csv and json \
            the `frames count from` column; empty when it follows exactly). Where it ends: final gap (keyboard.minY − view.maxY) and end error, the \
            gap minus the gap it should end at (the one it has if it keeps its distance from \
            the keyboard layout guide's top) at the end of the scenario that ended worst, so a \
            show that stops 34 pt high is not hidden by the hide after it. Then frames until \
            the gap settles and the \
            notifications posted. With `devices D1, D2, …` it prints the \
            matrix instead: one row per technique and device, one column per scenario (the \
            follow error, then the end error, of each scenario; headed by the scenario's name \
            as one word, `show-field` for a show of the field `field`), built-in techniques on every \
            core; a matrix has no rows for `compare.TECHNIQUE.…` or `export … compare` \
            (the ones before it are gone). A trailing `detail` prints the per-frame error of \
            every technique side by side (not with `devices`). One compare plays at most 200,000 \
            frames over its copies (`compare all` makes 10: animate-with-keyboard plays under both \
            readings of curve 7) and 2,000,000 view-frames (each copy's views, the root included, \
            × its frames); the scenario that would pass them is refused before that frame, and \
            the comparison before it is gone once it starts.
            """,
        examples: [
            "compare all on show-keyboard, hide-keyboard",
            "compare layout-guide, will-show-hide on show-keyboard devices 15, se-3",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        let techniques = try parseTechniques(args, session: session)
        var scenarios: [KeyboardScenario] = []
        var origin: String?
        for item in args.list("scenarios") {
            guard let invocation = item.statement("scenario") else { continue }
            // Each scenario keeps every technique's frames: 6,000 of them took 1.4 GB.
            guard scenarios.count < maximumScenarios else {
                throw Diagnostic.failure(
                    "at most \(maximumScenarios) scenarios in one compare",
                    at: invocation.arguments.commandRange,
                    suggestion: "split the scenarios over several compares")
            }
            scenarios.append(try scenario(of: invocation, session: session))
            origin = origin ?? invocation.definition.name
        }
        let from = "(from \(origin ?? "start"))"
        // Every technique plays on its own copy of the scene, and each copy keeps its views'
        // frames: 9,990 views under `compare all` aborted at 1.45 GB.
        try checkViewCopies(
            views: lab.viewNames.count, times: techniques.count, "techniques", at: args.commandRange,
            suggestion: "compare fewer techniques, or remove views")
        if lab.simulator.keyboard.isOnScreen
            && session.state(KeyboardObservers.self).entries.contains(where: \.isObserving)
        {
            // Copies start with the keyboard hidden, but a handler may have moved a constant
            // for the keyboard that is up now: that constant is copied as it is.
            session.warn(
                "the keyboard is up: every copy starts with it hidden but with the constraints as "
                    + "they are now, which a handler may have moved; hide-keyboard first for a clean start")
        }
        let first = shell.bindings.first
        let viewName = first?.view ?? shell.trackedView ?? "input"
        let view = try? lab.simulator.view(named: viewName)
        let needsBar = view == nil
        var constraintName: String?
        if args.has("constraint") {
            let name = args.name("constraint")
            let constraint = try lab.constraint(named: name, at: args.range("constraint"))
            if let view {
                try lab.checkPinsBottom(constraint, named: name, of: view, at: args.range("constraint")) {
                    "compare … constraint \($0) on …"
                }
            }
            constraintName = name
        } else if let bound = first?.constraint {
            constraintName = bound
        } else if let view {
            let found = lab.bottomConstraint(of: view)
            // The layout guide can go without one (it adds view.bottom == guide.top); the others
            // move the constraint they are given.
            if found.name == nil,
                let index = techniques.firstIndex(where: { $0.needsConstraint && !$0.isLayoutGuide })
            {
                let words = args.names("techniques")
                let name = techniques[index].name
                let groups = ["all", "classic", "fixed", "corrected"]
                let at = words.firstIndex(of: name) ?? words.firstIndex { groups.contains($0) } ?? 0
                throw LabState.missingBottomConstraint(
                    found, technique: name, moves: true, view: viewName, command: "compare",
                    at: args.ranges("techniques")[safeIndex: at] ?? args.commandRange)
            }
            constraintName = found.name
        } else {
            constraintName = lab.namedConstraints.contains(name: "bottom") ? "bottom" : nil
        }
        if needsBar && !lab.viewNames.filter({ $0 != "root" }).isEmpty {
            throw Diagnostic.failure(
                "compare needs a view to bind: no binding and no view named 'input'", at: args.commandRange,
                suggestion: "bind VIEW with TECHNIQUE CONSTRAINT first (compare uses its view and constraint)"
            )
        }
        // The copies' warnings stay in them: the guide's iOS version is said here, once.
        if techniques.contains(where: \.isLayoutGuide) {
            lab.simulator.noteKeyboardGuideUse(.keyboardLayoutGuide)
            session.reportNewWarnings()
        }
        let constants = shell.constantsBeforeBinding
        let bound = Set(shell.bindings.compactMap(\.constraint))
        let excluded = shell.madeByScriptBindings
        if args.has("devices") {
            if args.has("detail") {
                throw Diagnostic(
                    .usage, at: args.range("detail"), message: "a matrix has no per-frame table",
                    expected: "detail on a compare without devices",
                    suggestion: "compare the techniques on one device with detail, or leave detail out")
            }
            let scene = lab.sceneDescription(constants: constants, bound: bound, excluded: excluded)
            return try matrix(
                techniques, scenarios: scenarios, devices: args, scene: scene, needsBar: needsBar,
                view: viewName, constraint: needsBar ? "bottom" : constraintName, session)
        }
        shell.forgetComparison()
        let runs = try playLanes(
            techniques, scenarios: scenarios, view: viewName,
            constraint: needsBar ? "bottom" : constraintName,
            copy: { () throws(SimulationError) -> Simulator in
                let copy = try lab.sceneCopy(
                    constants: constants, bound: bound, excluded: excluded,
                    scrollStates: shell.scrollStatesBeforeBinding)
                if needsBar { try copy.addInputBar(named: "input", height: 52, bottomConstraint: "bottom") }
                return copy
            }, session, args)
        report(runs, from: from, detail: args.has("detail"), session)
    }

    /// `all`, `classic`, `fixed`/`corrected`, or technique names (built-in or script).
    static func parseTechniques(_ args: Arguments, session: Session) throws(Diagnostic)
        -> [KeyboardShellState.Technique]
    {
        var techniques: [KeyboardShellState.Technique] = []
        func add(_ t: KeyboardShellState.Technique) {
            if !techniques.contains(where: { $0.name == t.name }) { techniques.append(t) }
        }
        let scripts = session.state(LanguageState.self).techniques
        for (word, range) in zip(args.names("techniques"), args.ranges("techniques")) {
            let group: [KeyboardShellState.Technique]
            switch word {
            case "all":
                group =
                    KeyboardTechnique.allCases.map { .builtIn($0) } + scripts.map { .script($0) }
                    + session.state(SwiftShellState.self).techniques.map { .swift($0) }
            case "classic": group = KeyboardTechnique.classic.map { .builtIn($0) }
            case "fixed", "corrected": group = KeyboardTechnique.corrected.map { .builtIn($0) }
            default: group = [try technique(word, at: range, session: session)]
            }
            for t in group { add(t) }
        }
        return techniques
    }
}
