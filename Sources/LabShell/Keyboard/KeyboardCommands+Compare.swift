import KeyboardLab

/// `compare TECHNIQUES|all on SCENARIO, SCENARIO, … [detail]`: the same scenarios played once per
/// technique on fresh copies of the scene (`Simulator.compare`), one summary row per technique.
extension KeyboardCommands {
    static let compare = CommandDefinition(
        "compare", arguments: [.text("techniques on scenarios")],
        summary: "Plays the same scenarios with each technique and compares how the view follows.",
        details: """
            TECHNIQUES: names separated by spaces or commas, or `all`, `classic`, `fixed`. \
            SCENARIOS: scenario commands as typed at the prompt, separated by commas \
            (`show-keyboard, quicktype off, rotate landscape, hide-keyboard`). Each technique \
            gets a copy of the scene (views, constraints, device, profile; keyboard hidden, no \
            bindings) and is bound to the first bound view and its constraint (else `input` and \
            `bottom`; an empty scene gets the standard 52-pt chat bar). Each scenario runs until \
            the keyboard settles. One row per technique: max |error|, its frame, final gap, \
            frames until the gap settles, notifications posted. A trailing `detail` prints the \
            per-frame error of every technique side by side.
            """,
        examples: ["compare all on show-keyboard, hide-keyboard"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let shell = session.state(KeyboardShellState.self)
        let text = args.text("techniques on scenarios")
        let range = args.range("techniques on scenarios")
        var groups = ScenarioParser.groups(of: text, at: range)
        var detail = false
        if let last = groups.last?.last, last.text == "detail", groups.count > 1 || groups[0].count > 1 {
            groups[groups.count - 1].removeLast()
            detail = true
        }
        // Techniques run up to the word `on`, which may share a comma group with the first scenario.
        var techniqueWords: [ScenarioParser.Word] = []
        var scenarioGroups: [[ScenarioParser.Word]] = []
        var seenOn = false
        for group in groups {
            if seenOn {
                scenarioGroups.append(group)
            } else if let on = group.firstIndex(where: { $0.text == "on" }) {
                techniqueWords += group[..<on]
                scenarioGroups.append(Array(group[(on + 1)...]))
                seenOn = true
            } else {
                techniqueWords += group
            }
        }
        guard seenOn else {
            throw Diagnostic(
                .syntax, at: range, message: "compare needs 'on' before the scenarios",
                expected: "compare TECHNIQUES on SCENARIO, SCENARIO, …",
                suggestion: "e.g. compare all on show-keyboard, hide-keyboard")
        }
        let techniques = try parseTechniques(techniqueWords, whole: range)
        var scenarios: [KeyboardScenario] = []
        for group in scenarioGroups {
            scenarios.append(try ScenarioParser.scenario(group, whole: group.first?.range ?? range))
        }
        let first = shell.bindings.first
        let viewName = first?.view ?? shell.trackedView ?? "input"
        let constraintName = first?.constraint ?? (lab.constraintNames.contains("bottom") ? "bottom" : nil)
        let needsBar = (try? lab.simulator.view(named: viewName)) == nil
        if needsBar && !lab.viewNames.filter({ $0 != "root" }).isEmpty {
            throw Diagnostic.failure(
                "compare needs a view to bind: no binding and no view named 'input'", at: args.commandRange,
                suggestion: "bind VIEW with TECHNIQUE CONSTRAINT first (compare uses its view and constraint)"
            )
        }
        let constants = shell.constantsBeforeBinding
        let bound = Set(shell.bindings.compactMap(\.constraint))
        let runs: [TechniqueRun]
        do throws(SimulationError) {
            runs = try Simulator.compare(
                techniques: techniques, scenarios: scenarios, view: viewName,
                constraint: needsBar ? "bottom" : constraintName, limit: LabState.frameLimit
            ) { () throws(SimulationError) -> Simulator in
                let copy = try lab.sceneCopy(constants: constants, bound: bound)
                if needsBar { try copy.addInputBar(named: "input", height: 52, bottomConstraint: "bottom") }
                return copy
            }
        } catch {
            throw Diagnostic.failure(
                error.description, at: range, suggestion: LabState.hint(for: error, device: lab.device))
        }
        shell.lastComparison = runs.map { ($0.technique, $0.summary) }
        session.print(comparisonTable(runs))
        if detail { session.print(detailTable(runs)) }
    }

    /// `all`, `classic`, `fixed`/`corrected`, or technique names.
    static func parseTechniques(_ words: [ScenarioParser.Word], whole: SourceRange) throws(Diagnostic)
        -> [KeyboardTechnique]
    {
        guard !words.isEmpty else {
            throw Diagnostic(
                .syntax, at: whole, message: "compare needs techniques before 'on'",
                expected: "all, classic, fixed or technique names")
        }
        var techniques: [KeyboardTechnique] = []
        for word in words {
            let group: [KeyboardTechnique]
            switch word.text {
            case "all": group = KeyboardTechnique.allCases
            case "classic": group = KeyboardTechnique.classic
            case "fixed", "corrected": group = KeyboardTechnique.corrected
            default:
                group = [
                    try KeyboardTechnique.parse(word.text, at: word.range, also: ["all", "classic", "fixed"])
                ]
            }
            for t in group where !techniques.contains(t) { techniques.append(t) }
        }
        return techniques
    }

    static func comparisonTable(_ runs: [TechniqueRun]) -> Table {
        var table = Table(columns: [
            "technique", "max |error|", "at frame", "final gap", "frames to settle", "notifications",
        ])
        for run in runs {
            let s = run.summary
            table.append([
                .text(run.technique.rawValue), .number(s.maxAbsError), .integer(s.frameOfMaxError),
                .number(s.finalGap), .integer(s.framesUntilSettled), .integer(run.notificationCount),
            ])
        }
        return table
    }

    /// Frame, time, the keyboard's minY, then each technique's error.
    static func detailTable(_ runs: [TechniqueRun]) -> Table {
        var table = Table(
            columns: ["frame", "t ms", "keyboard.minY"] + runs.map { "\($0.technique.rawValue) error" })
        guard let reference = runs.first?.series.rows else { return table }
        for (index, row) in reference.enumerated() {
            let errors = runs.map { run -> Table.Cell in
                run.series.rows[safeIndex: index].map { .number($0.error) } ?? .text("")
            }
            table.append([.integer(row.frame), .number(row.time * 1000), .number(row.keyboardMinY)] + errors)
        }
        return table
    }
}

extension Array {
    /// The element at `index`, or nil past the end.
    subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
