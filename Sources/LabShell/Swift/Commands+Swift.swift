import KeyboardLab
import SwiftReader

/// Swift as the user wrote it: a block pasted at the prompt, and `swift explain`, the teaching view
/// of a technique read from Swift (`technique NAME from FILE.swift` is in the Language group).
extension CommandGroup {
    static let swift = CommandGroup(
        name: "Swift",
        summary: "Real Swift keyboard code: technique NAME from FILE.swift, swift do … end, swift explain.",
        commands: [SwiftCommands.swiftBlock, SwiftCommands.explain])
}

enum SwiftCommands {
    /// The scene the examples use: docs/Tutorial.md's chat bar, with its bottom constraint
    /// written reference first, as the Swift seeds write theirs.
    static let scene = """
        device iphone-15
        text-field input
        constraint input.leading == safe.leading
        constraint input.trailing == safe.trailing
        constraint input.height == 52
        constraint bottom: safe.bottom == input.bottom + 20
        """

    static let swiftBlock = CommandDefinition(
        "swift", arguments: [.block("source")],
        summary: "Runs Swift as a view controller's viewDidLoad would: `swift do`, its lines, `end`.",
        details: """
            The lines between `swift do` and a line that is only `end` are Swift, read with the \
            toolchain's swift-syntax (docs/Swift.md): `self` is a view controller whose `view` is \
            the root view, and every name the scene has (`input`, `bottom`) is there by that \
            name. Observers it registers stay for the session, as a view controller's would; \
            `print` prints.
            """,
        examples: [
            scene + "\nlayout\nswift do\nlet lift = bottom.constant + 302\nprint(\"lift\", lift)\nend",
            scene
                + "\nswift do\nNotificationCenter.default.addObserver(\n"
                + "    forName: UIResponder.keyboardWillShowNotification,\n    object: nil, queue: .main\n) { note in\n"
                + "    let info = note.userInfo!\n"
                + "    let end = info[UIResponder.keyboardFrameEndUserInfoKey] as! NSValue\n"
                + "    self.bottom.constant = 20 + end.cgRectValue.height - 34\n"
                + "    self.view.layoutIfNeeded()\n}\nend\nshow-keyboard\nexpect input.maxY == 496",
        ]
    ) { args, session in
        let text = args.text("source")
        let source = args.range("source")
        // The block's statement is made by the input assembler (`InputAssembler.feedSwift`), its
        // text at the command itself; a block on one line was parsed as the lab's language.
        guard args.block("source") == nil, source == args.commandRange else {
            throw Diagnostic(
                .syntax, at: source,
                message: "Swift is pasted as a block: `swift do`, its lines, then a line `end`",
                expected: "swift do", suggestion: "put `swift do` on a line of its own")
        }
        let lab = session.state(LabState.self)
        // Its errors are shown at the script's lines: the block starts after its `swift do` line.
        let site = session.currentSite(event: "").file
        let name = site.isEmpty ? "<stdin>" : site
        let program = try session.readSwift(
            text: text, path: nil, name: name, lineOffset: source.line, at: source)
        let technique = SwiftTechnique(
            name: "swift block", program: program, file: name, lines: Session.lines(of: text), mapping: [:],
            lineOffset: source.line)
        let world = SwiftWorld(
            simulator: lab.simulator, boundView: lab.simulator.rootView, boundConstraint: nil,
            label: "swift block", lineOffset: source.line, sink: session.swiftSink(technique))
        let interpreter = SwiftInterpreter(program: program, world: world)
        do throws(SwiftDiagnostic) {
            try interpreter.bind()
        } catch {
            throw technique.diagnostic(error)
        }
        session.state(SwiftShellState.self).blocks.append(interpreter)
        lab.simulator.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    static let explain = CommandDefinition(
        "swift explain", arguments: [.name("technique", KeyboardCommands.techniqueNames)],
        summary: "Shows what the lab understood of a technique read from Swift, line by line.",
        details: """
            Which type `self` is, each observer (its notification, its style — selector, block \
            or Combine — and where it is registered), then each method the observers reach \
            with its Swift lines, each beside what it does in the lab's model, and what was \
            skipped as unreachable from the observers.
            """,
        examples: [
            "technique seed-000 from Examples/swift/000-animate-with-keyboard.swift\nswift explain seed-000"
        ]
    ) { args, session in
        let name = args.name("technique")
        guard let technique = session.state(SwiftShellState.self).technique(named: name) else {
            let known = session.state(SwiftShellState.self).techniques.map(\.name)
            throw Diagnostic.failure(
                "'\(name)' is not a technique read from Swift", at: args.range("technique"),
                suggestion: Suggestion.didYouMean(name, in: known)
                    ?? (known.isEmpty
                        ? "read one: technique NAME from FILE.swift"
                        : "read from Swift: " + known.joined(separator: ", ")))
        }
        for line in SwiftExplanation(program: technique.program, lines: technique.lines).render(
            file: technique.file)
        {
            session.print(line)
        }
    }
}
