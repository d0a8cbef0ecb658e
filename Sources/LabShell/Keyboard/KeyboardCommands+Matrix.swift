import KeyboardLab

/// `compare TECHNIQUES on SCENARIOS devices D1, D2, …`: the comparison matrix, one row per
/// technique and device, one column per scenario. Built-in techniques run on every core
/// (`TechniqueComparison`); script techniques run one after the other through the interpreter,
/// each on its cell's simulator.
extension KeyboardCommands {
    /// A scenario's name as one word for a column header (`show field` → `show-field`,
    /// `show field (short begin)` → `show-field-short-begin`): spaced, `show field  hide` read
    /// as three columns.
    static func columnHeader(_ scenario: String) -> String {
        scenario.split { $0 == " " || $0 == "(" || $0 == ")" }.joined(separator: "-")
    }

    static func matrix(
        _ techniques: [KeyboardShellState.Technique], scenarios: [KeyboardScenario], devices args: Arguments,
        scene: SceneDescription, needsBar: Bool, view: String, constraint: String?, _ session: Session
    ) throws {
        var devices: [Device] = []
        // Where each device is written: a cell that fails is pointed at its device.
        var written: [String: SourceRange] = [:]
        for item in args.list("devices") {
            let id = item.text("device")
            let device = try CommandGroup.lookUpDevice(id, at: item.range("device"))
            if !devices.contains(device) { devices.append(device) }
            if written[device.id] == nil { written[device.id] = item.range("device") }
        }
        guard devices.count * techniques.count <= 512 else {
            throw Diagnostic.failure(
                "at most 512 cells (techniques × devices); this asks for \(devices.count * techniques.count)",
                at: args.range("devices"))
        }
        try checkViewCopies(
            views: scene.views.count, times: devices.count * techniques.count, "cells", at: args.commandRange,
            suggestion: "compare fewer techniques or devices, or remove views")
        // The matrix plays from here: the rows of the comparison before it are not its rows.
        session.state(KeyboardShellState.self).matrixReplacedComparison()
        let lab = session.state(LabState.self)
        var cellScene = scene
        if needsBar {
            // An empty scene gets the standard chat bar, on every device: added to the
            // description itself, constraints included, as the copy without devices adds it.
            cellScene = scene.addingInputBar(named: "input", height: 52, bottomConstraint: "bottom")
        }
        // A written technique's cell is a session of its own over the cell's simulator; it and
        // its binding live until the matrix is done (their observers hold them only weakly). A
        // technique's failure is kept here as the diagnostic's words (the engine is told only
        // which technique failed).
        final class Kept {
            var bindings: [ScriptBinding] = []
            var swift: [SwiftTechniqueBinding] = []
            var cells: [Session] = []
            var failures: [String: String] = [:]
        }
        let kept = Kept()
        let installers = techniques.map { technique -> TechniqueInstaller in
            switch technique {
            case .builtIn(let builtIn): return .builtIn(builtIn)
            case .script(let script):
                // Runs on this thread, right before its cell plays: the interpreter acts on the
                // cell's simulator from here to the next cell's installer.
                return .custom(name: script.name) { sim, view, constraint throws(SimulationError) in
                    let cell = Session(
                        lane: session, lab: LabState(lane: sim, of: lab), output: session.output)
                    kept.cells.append(cell)
                    do {
                        kept.bindings.append(
                            try cell.bindScript(
                                script, view: view, constraint: constraint, recordObserver: false))
                    } catch {
                        kept.failures[script.name] = (error as? Diagnostic)?.message ?? "\(error)"
                        throw .techniqueNotInstalled(script.name)
                    }
                }
            case .swift(let swift):
                // On this thread too: the interpreter acts on the cell's simulator, handed to it.
                return .custom(name: swift.name) { sim, view, constraint throws(SimulationError) in
                    let cell = Session(
                        lane: session, lab: LabState(lane: sim, of: lab), output: session.output)
                    kept.cells.append(cell)
                    do throws(Diagnostic) {
                        kept.swift.append(
                            try cell.bindSwift(
                                swift, view: view, constraint: constraint, on: sim, at: args.commandRange))
                    } catch {
                        kept.failures[swift.name] = error.message
                        throw .techniqueNotInstalled(swift.name)
                    }
                }
            }
        }
        var comparison = TechniqueComparison(
            scene: cellScene, view: view, constraint: constraint, techniques: installers, devices: devices,
            scenarios: scenarios, frameLimit: LabState.frameLimit)
        let budget = session.state(KeyboardShellState.self).matrixBudget
        comparison.budget = budget
        let cells = devices.count * techniques.count
        var progress = MatrixProgress(cells: cells, session: session)
        let result = comparison.run(parallel: true) { done, frames in
            progress.update(done: done, frames: frames)
        }
        progress.finish()
        for binding in kept.bindings { _ = binding.remove(from: nil) }
        for binding in kept.swift { binding.remove() }
        for cell in kept.cells { session.takeHandlerErrors(of: cell) }
        let columns = ["technique", "device"] + result.scenarios.map(columnHeader)
        var follow = Table(columns: columns)
        var end = Table(columns: columns)
        var failures: [(message: String, device: String)] = []
        for row in result.rows {
            switch row.results {
            case .success(let results):
                let key: [Table.Cell] = [.text(row.technique), .text(row.device)]
                follow.append(key + results.map { Table.Cell.number($0.tracking.maxAbsError) })
                end.append(key + results.map { Table.Cell.number($0.tracking.endError) })
            case .failure(.techniqueNotInstalled(let name)):
                let reason = kept.failures[name] ?? "it could not be bound"
                failures.append(
                    ("\(row.technique) on \(row.device): technique \(name): \(reason)", row.device))
            case .failure(.comparisonOverBudget(let overrun)):
                failures.append(
                    (
                        "\(row.technique) on \(row.device): the cell would play \(overrun.amount) "
                            + (overrun.bound == .frames ? "frames" : "view-frames")
                            + "; its share of the matrix's \(bound(overrun.bound, of: budget)) is \(overrun.limit) "
                            + "(\(cells) cells)",
                        row.device
                    ))
            case .failure(let error):
                failures.append(("\(row.technique) on \(row.device): \(error)", row.device))
            }
        }
        // A matrix whose every cell failed has no rows: no tables of headers alone.
        if !follow.rows.isEmpty {
            session.print("follow error (pt), per scenario:")
            session.print(follow)
            session.print("end error (pt), per scenario:")
            session.print(end)
        }
        // The cells that ran are printed; a cell that failed fails the command (exit status 1),
        // the first one as the error, the others as its notes.
        guard let first = failures.first else { return }
        var diagnostic = Diagnostic.failure(first.message, at: written[first.device] ?? args.range("devices"))
        diagnostic.notes = failures.dropFirst().map(\.message)
        throw diagnostic
    }

    /// The matrix budget's bound named in an overrun: `1000000 frames`.
    private static func bound(_ bound: ComparisonOverrun.Bound, of budget: ComparisonBudget) -> String {
        bound == .frames ? "\(budget.frames) frames" : "\(budget.viewFrames) view-frames"
    }
}
