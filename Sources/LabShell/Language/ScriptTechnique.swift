import KeyboardLab

/// A technique written in the language: a body that runs when the technique is bound, its
/// handlers belonging to the binding.
final class ScriptTechnique {
    let name: String
    let body: Block
    /// Where it was defined (`file:line`), for `techniques`.
    let site: String
    /// The first comment line of its source, for `techniques`.
    let summary: String

    init(name: String, body: Block, site: String, summary: String) {
        self.name = name
        self.body = body
        self.site = site
        self.summary = summary
    }
}

/// A script technique installed on a view: its scope (`view`, `constraint`), the observer
/// object its `on` handlers are registered for, and the simulator it lives in.
final class ScriptBinding {
    let technique: ScriptTechnique
    let view: String
    let constraint: String?
    /// The technique's observer: `removeObserver(self)` at unbind.
    let entry: KeyboardObservers.Entry
    weak var simulator: Simulator?
    let scope: Scope
    /// The views and constraints its body made (a layout guide's stand-in, its own bottom
    /// constraint): `compare` leaves them out of its scene copies, where the body makes them again.
    var createdViews: Set<String> = []
    var createdConstraints: Set<String> = []

    init(technique: ScriptTechnique, view: String, constraint: String?, simulator: Simulator, parent: Scope) {
        self.technique = technique
        self.view = view
        self.constraint = constraint
        self.entry = KeyboardObservers.Entry(label: "\(view):\(technique.name)")
        self.entry.view = view
        self.simulator = simulator
        self.scope = Scope(parent: parent)
        scope.define("view", .object(view))
        if let constraint { scope.define("constraint", .object(constraint)) }
    }

    /// Removes what unbinding removes: the selector registrations and display links. Block
    /// registrations stay (nothing kept their tokens), as they would on iOS; returns them.
    @discardableResult
    func remove(from observers: KeyboardObservers?) -> [KeyboardObserverToken] {
        guard let simulator else { return [] }
        if let observers {
            observers.removeSelectorRegistrations(of: entry, simulator: simulator)
        } else {
            simulator.notificationCenter.removeObserver(entry.object)
            for link in entry.displayLinks { simulator.removeDisplayLink(link) }
            entry.displayLinks.removeAll()
            for target in entry.panObservers { simulator.removePanObserver(target) }
            entry.panObservers.removeAll()
            entry.selectorNames.removeAll()
        }
        return entry.blocks.map(\.token)
    }
}

extension Session {
    /// `technique NAME do … end` / `technique NAME from FILE`.
    func defineTechnique(_ args: Arguments) throws(Diagnostic) {
        let name = args.name("name")
        let range = args.range("name")
        guard Session.isObserverLabel(name) else {
            throw Diagnostic(
                .syntax, at: range, message: "'\(SourceText.abbreviated(name))' cannot name a technique",
                expected: "a letter, then letters, digits, _ or -")
        }
        if KeyboardTechnique.parseBuiltIn(name) != nil {
            throw Diagnostic.failure(
                "'\(name)' is a built-in technique", at: range,
                suggestion: "choose another name, e.g. my-\(name)")
        }
        if args.block("body") == nil, args.text("file").hasSuffix(".swift") {
            return try defineSwiftTechnique(args, name: name)
        }
        if args.has("map") {
            throw Diagnostic(
                .syntax, at: args.range("map"), message: "map names a Swift file's names",
                expected: "technique NAME from FILE.swift map SWIFTNAME to LABNAME")
        }
        let body: Block
        let summary: String
        let site: String
        if let given = args.block("body") {
            body = given
            site = currentSite(event: "").description
            summary = "defined at \(site)"
        } else {
            let file = args.text("file")
            let text = try readScript(file, at: args.range("file"))
            body = try parseBody(text, name: file)
            site = file
            summary =
                Session.lines(of: text).first { $0.hasPrefix("#") }.map {
                    String($0.drop { $0 == "#" || $0 == " " })
                } ?? "from \(file)"
        }
        try checkEvents(in: body, fromFile: args.block("body") == nil)
        // A technique replaced counts until this one replaces it (and longer while bound).
        try checkHeldSource(at: args.commandRange)
        let techniques = languageState
        techniques.techniques.removeAll { $0.name == name }
        state(SwiftShellState.self).techniques.removeAll { $0.name == name }
        techniques.techniques.append(ScriptTechnique(name: name, body: body, site: site, summary: summary))
    }

    /// Every `on` in a technique's body names an event `on` takes: checked when the technique
    /// is defined (a typo was found only at its first `bind`, or never if it was not bound).
    private func checkEvents(in block: Block, fromFile: Bool) throws(Diagnostic) {
        for statement in block.statements {
            switch statement.kind {
            case .command(let invocation):
                let arguments = invocation.arguments
                if invocation.definition.name == "on",
                    let event = arguments.list("events").first(where: { !Session.isEvent($0.name("event")) })
                {
                    let range = event.range("event")
                    var diagnostic = KeyboardObservers.unknownNotification(
                        event.name("event"), at: range, noun: "event", others: Session.otherEvents)
                    if fromFile {
                        // Its line is the file's, not the `technique` command's.
                        diagnostic.sourceName = statement.unit.name
                        diagnostic.sourceLine = statement.unit.line(range.line)
                    }
                    throw diagnostic
                }
                for item in arguments.entries {
                    if case .block(let inner) = item.value { try checkEvents(in: inner, fromFile: fromFile) }
                }
            case .conditional(let conditional):
                for branch in conditional.branches { try checkEvents(in: branch.body, fromFile: fromFile) }
            case .assign:
                break
            }
        }
    }

    /// The statements of a file as one block, parsed (not run); a syntax error is reported at
    /// its line in the file.
    func parseBody(_ text: String, name: String) throws(Diagnostic) -> Block {
        var assembler = InputAssembler(table: table, held: heldSource)
        let unit = SourceUnit(name: name)
        let block = Block(range: SourceRange(line: 1, column: 1, length: 1), unit: unit)
        var number = 0
        var failure: Diagnostic?
        Session.forEachSourceLine(of: text) { input in
            number += 1
            guard case .text(let line) = input else {
                // A line over the limit is refused here as `source` refuses it.
                if case .tooLong(let byteCount) = input {
                    var diagnostic = Diagnostic.lineTooLong(byteCount: byteCount, line: number)
                    diagnostic.sourceName = name
                    failure = diagnostic
                }
                return false
            }
            switch assembler.feed(line, number: number, name: name) {
            case .complete(let chunk):
                block.statements += chunk.statements
                if heldSource.isOver {
                    var diagnostic = heldSource.refusal(at: SourceRange(line: number, column: 1, length: 1))
                    diagnostic.sourceName = name
                    diagnostic.sourceLine = line.text
                    failure = diagnostic
                    return false
                }
            case .needsMore:
                break
            case .failed(var diagnostic):
                diagnostic.sourceName = name
                diagnostic.sourceLine = line.text
                failure = diagnostic
                return false
            case .discarded:
                break
            }
            return true
        }
        if let failure { throw failure }
        if assembler.isReadingBlock, let opened = assembler.openedAt {
            // As `source` reports it: the body file's line that opened the block, with the help;
            // without the line the renderer had only the `technique` command's (or none).
            var diagnostic = Diagnostic.blockNotClosed(at: opened.range)
            diagnostic.sourceName = name
            diagnostic.sourceInput = assembler.openingInput
            throw diagnostic
        }
        block.isClosed = true
        return block
    }

    /// Installs a script technique on `view` in the current scene: runs its body in the
    /// binding's scope, its `on` handlers registered for the binding's observer.
    func bindScript(
        _ technique: ScriptTechnique, view: String, constraint: String?, recordObserver: Bool
    ) throws -> ScriptBinding {
        // A technique whose body binds a technique (itself, say) nests; unbounded it overflowed
        // the stack. Bounded as handlers are.
        guard activity.techniqueDepth < Session.maximumTechniqueDepth else {
            throw Diagnostic.failure(
                "techniques bound inside each other more than \(Session.maximumTechniqueDepth) deep",
                at: activity.statements.last?.range ?? SourceRange(line: 1, column: 1, length: 1),
                suggestion: "does technique \(technique.name) bind itself?")
        }
        let lab = state(LabState.self)
        let binding = ScriptBinding(
            technique: technique, view: view, constraint: constraint, simulator: lab.simulator,
            parent: globals)
        if recordObserver { state(KeyboardObservers.self).add(binding.entry) }
        let saved = languageState.installing
        languageState.installing = binding
        activity.techniqueDepth += 1
        defer {
            activity.techniqueDepth -= 1
            languageState.installing = saved
        }
        let before = (Set(lab.viewNames), Set(lab.constraintNames))
        defer {
            binding.createdViews = Set(lab.viewNames).subtracting(before.0)
            binding.createdConstraints = Set(lab.constraintNames).subtracting(before.1)
        }
        do {
            try withScope(binding.scope) { try run(technique.body) }
        } catch is LeaveSignal {
        } catch var diagnostic as Diagnostic {
            diagnostic.notes.append("in technique \(technique.name), bound to \(view)")
            binding.remove(from: nil)
            if recordObserver { state(KeyboardObservers.self).forget(binding.entry) }
            throw diagnostic
        }
        return binding
    }
}

extension KeyboardTechnique {
    /// A built-in technique by its name or alias.
    static func parseBuiltIn(_ word: String) -> KeyboardTechnique? {
        KeyboardTechnique(name: word) ?? shellAliases.first { $0.0 == word }?.1
    }
}
