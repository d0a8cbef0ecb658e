// The save-and-replay oracle (`scripts/fuzz SECONDS 1 replay`): `save` promises "a runnable
// script" that reaches the session's state (docs/Commands.md, `save`), so for every input:
// 1. a fresh session runs it as piped input (each error reported, the next line run);
// 2. `save FILE` writes what it kept;
// 3. a second fresh session runs FILE as `kblab FILE` does (script mode: the first error stops);
// 4. the replay must report no error but those `save` says will come again (a statement kept
//    although it failed), and both sessions' `StateSnapshot` must be equal.
// A divergence traps (libFuzzer records the input as a crash) after printing both snapshots'
// differing lines and the saved script.
import Foundation

@testable import KeyboardLab
@testable import LabShell

enum ReplayOracle {
    /// The saved scripts go here, outside the sessions' working directory (an input may list,
    /// overwrite or `source` files there, not this one).
    static let savedPath: String = {
        let directory = NSTemporaryDirectory() + "kblab-fuzz-replay-\(getpid())"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory + "/saved.kbl"
    }()

    static func check(_ text: String) {
        let directory = FuzzState.directory
        // Each input starts from the same directory (the Swift seed files only): what an earlier
        // input wrote there must not be what this one's `source` reads.
        if let names = try? FileManager.default.contentsOfDirectory(atPath: directory) {
            for name in names { try? FileManager.default.removeItem(atPath: directory + "/" + name) }
        }
        FuzzState.copyFiles(to: directory)
        try? FileManager.default.removeItem(atPath: savedPath)

        let original = Session(output: DiscardingSink(), workingDirectory: directory)
        _ = original.run(text, name: "<stdin>", mode: .interactive)
        // `quit` ends the reading, not the session: `save` still writes what ran before it.
        original.quitRequested = false
        let saving = original.run("save \"\(savedPath)\"", name: "<save>", mode: .script)
        guard saving.diagnostics.isEmpty else {
            fail("save failed", text: text, saved: "", details: saving.diagnostics.map(\.message))
        }
        guard let script = try? String(contentsOfFile: savedPath, encoding: .utf8) else {
            fail("save wrote nothing readable", text: text, saved: "", details: [])
        }

        let replayed = Session(output: DiscardingSink(), workingDirectory: directory)
        let replay = replayed.run(script, name: savedPath, mode: .script)
        // By design (`help save`) a statement that failed after taking effect is kept under a
        // comment naming its error, with keep-going on around it, and fails again when replayed:
        // an error the replay reports must be one of those; any other is a finding.
        let kept = keptFailures(script)
        // The comment names the statement's first error only: when it ran several handlers that
        // failed, the others' errors (each noted "in the … handler registered at …") come
        // again too. Such an error is taken as one of those when the script keeps a failure.
        let unexpected = replay.diagnostics.filter { diagnostic in
            let message = diagnostic.message.split(separator: "\n").first.map(String.init) ?? ""
            let inHandler = diagnostic.notes.contains {
                $0.hasPrefix("in the ")
                    && ($0.contains(" handler registered at ") || $0.contains("animations added at"))
            }
            if inHandler && !kept.isEmpty { return false }
            return !kept.contains {
                $0.contains(SourceText.abbreviated(SourceText.printable(message), limit: 100))
            }
        }
        guard unexpected.isEmpty else {
            fail(
                "the saved script failed when replayed", text: text, saved: script,
                details: unexpected.map { "\($0.line):\($0.column): \($0.message)" })
        }
        let before = StateSnapshot(of: original)
        let after = StateSnapshot(of: replayed)
        guard before.lines == after.lines else {
            let difference = after.lines.difference(from: before.lines).map { change -> String in
                switch change {
                case .insert(let offset, let line, _): return "replay +\(offset): \(line)"
                case .remove(let offset, let line, _): return "original -\(offset): \(line)"
                }
            }
            fail("the replayed session's state differs", text: text, saved: script, details: difference)
        }
    }

    /// The comments `save` writes above a statement that failed after taking effect.
    static func keptFailures(_ script: String) -> [String] {
        script.split(separator: "\n").filter { $0.hasPrefix("# this failed when it ran (") }.map(String.init)
    }

    static func fail(_ what: String, text: String, saved: String, details: [String]) -> Never {
        var report = "kblab replay oracle: \(what)\n--- input\n\(text)\n--- saved\n\(saved)\n--- details\n"
        report += details.prefix(40).joined(separator: "\n") + "\n"
        FileHandle.standardError.write(Data(report.utf8))
        // A trap, so that libFuzzer records the input as a crash (crash-*).
        abort()
    }
}

/// A session's state as lines of text, read without changing anything (no state is made that
/// was not there: an area not made yet reads as a fresh one's defaults, so that a command that
/// failed after merely looking at an area, and was rightly not saved, is no divergence). What it holds:
/// - settings and variables (values at full precision);
/// - the device, orientation, iOS profile, placement, Stage Manager, the clock (time, frame);
/// - the keyboard's state and its frame (model and on screen);
/// - every view depth first: name, kind, superview, model frame, on-screen frame, animations in
///   flight on it, alpha / translation / bounds origin when set;
/// - every constraint, the engine's own included: text, constant, priority, active, broken;
///   the named ones by name; the next automatic constraint number;
/// - observers: label, what each registration observes (selectors and blocks, by name),
///   display links, pan targets, received counts by notification, removed or not;
///   the notification centre's registrations, display links and pan targets in the engine;
/// - bindings (view, technique, constraint), the tracked view, the techniques written (script
///   and Swift), the `swift do … end` blocks kept, animators (name, state, reversed), `watch`;
/// - the solver workspace's variables and entries; live block animations;
/// - how many notifications were posted.
/// What it leaves out, by design: what was printed (output is not state), timings, the
/// notification log's contents beyond its count (`clear-notifications` is saved like any
/// command), and object identities (token numbers: see below).
struct StateSnapshot {
    var lines: [String] = []

    init(of session: Session) {
        func add(_ line: String) { lines.append(line) }
        func n(_ value: Double) -> String { "\(value)" }
        func r(_ rect: Rect) -> String {
            "(\(n(rect.minX)) \(n(rect.minY)); \(n(rect.width))×\(n(rect.height)))"
        }
        func p(_ point: Point) -> String { "(\(n(point.x)) \(n(point.y)))" }

        for name in session.settingValues.keys.sorted() {
            add("setting \(name) = \(session.settingValues[name].map { String(describing: $0) } ?? "-")")
        }
        for name in session.globals.visibleNames {
            add("let \(name) = \(session.globals.lookup(name).map { String(describing: $0) } ?? "-")")
        }

        let lab = session.existingState(LabState.self) ?? LabState()
        let simulator = lab.simulator
        add(
            "device \(simulator.device.name) \(simulator.orientation) \(simulator.profile) "
                + "\(simulator.placement) stage-manager \(simulator.isStageManager) chosen \(lab.deviceChosen)"
        )
        add("time \(n(simulator.time)) frame \(simulator.frameIndex)")
        add("keyboard \(simulator.keyboard.state)")
        add(
            "keyboard frame \(r(simulator.keyboardFrame.model)) on screen \(r(simulator.keyboardFrame.presentation))"
        )
        add("window \(r(lab.window.frame)) safe area \(lab.window.safeAreaInsets)")
        for view in lab.window.allViews {
            var line =
                "view \(view.layoutName) \(view.kind.rawValue) in \(view.superview?.layoutName ?? "-") \(r(view.frame))"
            if let property = simulator.existingFrameProperty(of: view) {
                line += " on screen \(r(property.presentation)) animations \(property.tracks.count)"
            }
            if let appearance = simulator.appearanceProperties[ObjectIdentifier(view)],
                appearance.view === view
            {
                line += " alpha \(n(appearance.alpha.model))/\(n(appearance.alpha.presentation))"
                line +=
                    " translation \(p(appearance.translation.model))/\(p(appearance.translation.presentation))"
                line +=
                    " origin \(p(appearance.boundsOrigin.model))/\(p(appearance.boundsOrigin.presentation))"
            }
            add(line)
        }
        for constraint in lab.window.constraints(includingSystem: true) {
            add(
                "constraint \(constraint.description) constant \(n(constraint.constant)) "
                    + "priority \(constraint.priority) active \(constraint.isActive) broken \(constraint.isBroken)"
            )
        }
        for entry in lab.namedConstraints {
            add("named \(entry.name): \(entry.constraint.description) active \(entry.constraint.isActive)")
        }
        add("next constraint c\(lab.nextConstraintNumber)")
        add(
            "registrations \(simulator.notificationCenter.registrationCount) display links "
                + "\(simulator.displayLinkCount) pan targets \(simulator.panObserverCount) "
                + "block animations \(simulator.engine.liveAnimationCount)")
        add("notifications posted \(simulator.notificationLog.count)")

        // Observers by label: token numbers are left out, as a handler that failed may have
        // taken one that the replay never takes (they name a registration, not state).
        do {
            let observers = session.existingState(KeyboardObservers.self) ?? KeyboardObservers()
            for entry in observers.entries {
                let selectors = entry.selectorNames.map { $0?.rawValue ?? "all" }.joined(separator: ",")
                let blocks = entry.blocks.map { $0.name?.rawValue ?? "all" }.joined(separator: ",")
                let counts = entry.counts.map { "\($0.key.rawValue)=\($0.value)" }.sorted().joined(
                    separator: ",")
                add(
                    "observer \(entry.label) selectors [\(selectors)] blocks [\(blocks)] display links "
                        + "\(entry.displayLinks.count) pan \(entry.panObservers.count) view \(entry.view ?? "-") "
                        + "received [\(counts)] observing \(entry.isObserving)")
            }
        }
        do {
            let keyboard = session.existingState(KeyboardShellState.self) ?? KeyboardShellState()
            for binding in keyboard.bindings {
                add(
                    "binding \(binding.view) \(binding.technique.name) constraint \(binding.constraint ?? "-")"
                )
            }
            add("tracked \(keyboard.trackedView ?? "-")")
        }
        do {
            let language = session.existingState(LanguageState.self) ?? LanguageState()
            for technique in language.techniques { add("technique \(technique.name)") }
        }
        do {
            let swift = session.existingState(SwiftShellState.self) ?? SwiftShellState()
            for technique in swift.techniques { add("swift technique \(technique.name)") }
            add("swift blocks \(swift.blocks.count) unbound with blocks \(swift.unboundWithBlocks.count)")
        }
        do {
            let animation = session.existingState(AnimationShellState.self) ?? AnimationShellState()
            add("curve \(animation.curve)")
            for (name, animator) in animation.animators {
                add("animator \(name) \(animator.state) reversed \(animator.isReversed)")
            }
            add("watched \(animation.watched.joined(separator: ","))")
        }
        do {
            let solver = session.existingState(SolverWorkspace.self) ?? SolverWorkspace()
            add(
                "solver variables \(solver.variableNames.joined(separator: ",")) entries \(solver.entries.count)"
            )
        }
    }
}
