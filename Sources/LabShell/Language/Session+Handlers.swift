import KeyboardLab

/// Where a handler was registered, for the errors it raises later.
struct HandlerSite {
    var event: String
    var file: String
    var line: Int
    var column: Int

    var description: String { "\(file.isEmpty ? "<input>" : file):\(line):\(column)" }
}

/// Handlers: bodies that run when a notification is posted, once per frame (display link) or
/// after the current event (`async`), in their registration scope with `note` bound.
extension Session {
    /// The site of the statement running now.
    func currentSite(event: String) -> HandlerSite {
        let here = activity.statements.last
        return HandlerSite(
            event: event, file: here?.unit.name ?? "", line: here?.range.line ?? 0,
            column: here?.range.column ?? 0)
    }

    /// What `on` takes besides the six notifications.
    static let otherEvents = ["all", "display-link", "pan"]

    /// Whether `on` takes `word` as its event.
    static func isEvent(_ word: String) -> Bool {
        otherEvents.contains(word) || KeyboardNotificationName(name: word) != nil
    }

    /// `on EVENT[, EVENT…] [as LABEL] [block] do … end`: one observer (one label) registered
    /// for each event, as Swift code calls `addObserver(self, selector:name:object:)` once per
    /// name. Every event is checked before any is registered: all or none.
    func registerHandler(_ args: Arguments) throws(Diagnostic) {
        guard let body = args.block("body") else { return }
        try checkHeldSource(at: args.commandRange)
        let lab = state(LabState.self)
        let observers = state(KeyboardObservers.self)
        let technique = activity.techniqueDepth > 0 ? languageState.installing : nil
        let label = args.has("label") ? args.name("label") : nil
        if let label, !Session.isObserverLabel(label) {
            throw Diagnostic(
                .syntax, at: args.range("label"), message: "'\(label)' is not an observer label",
                expected: "a letter, then letters, digits, _ or -")
        }
        var events: [HandlerEvent] = []
        for item in args.list("events") {
            let event = item.name("event")
            let range = item.range("event")
            let (live, kind) =
                switch event {
                case "pan": (lab.simulator.panObserverCount, "pan target")
                case "display-link": (lab.simulator.displayLinkCount, "display link")
                default: (lab.simulator.notificationCenter.registrationCount, "observer")
                }
            let earlier = events.count { $0.kind == kind }
            if let limit = KeyboardObservers.registrationLimit(live: live + earlier, kind: kind, at: range) {
                throw limit
            }
            // Counted before any is registered (all or none), each event one registration.
            if activity.handlerDepth > 0,
                activity.handlerRegistrations + events.count >= Session.maximumHandlerRegistrations
            {
                throw Diagnostic.failure(
                    "handlers registered more than \(Session.maximumHandlerRegistrations) handlers, display links "
                        + "and pan targets for one command",
                    at: range,
                    suggestion:
                        "an 'on' inside a handler registers another on every post or frame; register it once")
            }
            // Everything that can refuse the registration is checked before its observer is
            // made: a refused `on` made one, listed `(removed)` and taking the next label.
            if event == "pan" || event == "display-link", args.has("block") {
                let noun = event == "pan" ? "a gesture target" : "a display link"
                throw Diagnostic(
                    .syntax, at: args.range("block"), message: "\(noun) has no block registration",
                    expected: "on \(event) [as LABEL] do …")
            }
            let name: KeyboardNotificationName?
            if Session.otherEvents.contains(event) {
                name = nil
            } else if let parsed = KeyboardNotificationName(name: event) {
                name = parsed
            } else {
                throw KeyboardObservers.unknownNotification(
                    event, at: range, noun: "event", others: Self.otherEvents)
            }
            events.append(HandlerEvent(word: event, name: name, kind: kind))
        }
        if activity.handlerDepth > 0 { activity.handlerRegistrations += events.count }
        let entry = technique.flatMap { label == nil ? $0.entry : nil } ?? observers.entry(making: label)
        for event in events {
            register(body, for: event, entry: entry, technique: technique, block: args.has("block"))
        }
    }

    /// One event of an `on`, checked.
    private struct HandlerEvent {
        /// As typed (`willShow`, `all`, `pan`).
        var word: String
        /// The notification, nil for `all`, `pan` and `display-link`.
        var name: KeyboardNotificationName?
        /// What a registration of it is, for its limit.
        var kind: String
    }

    /// Registers `body` for one event of an `on` under `entry`'s observer.
    private func register(
        _ body: Block, for event: HandlerEvent, entry: KeyboardObservers.Entry,
        technique: ScriptBinding?, block: Bool
    ) {
        let lab = state(LabState.self)
        let observers = state(KeyboardObservers.self)
        let captured = scope
        let name = event.name
        // The names the body spells, held by the registration (so they go when it goes), for
        // `remove`'s warning. A technique's handlers are its binding's: `remove` warns of those.
        let mention =
            technique == nil
            ? languageState.keep(
                HandlerMention(
                    names: body.mentionedNames, label: entry.label,
                    site: currentSite(event: event.word == "all" ? "keyboard" : name?.rawValue ?? event.word))
            )
            : nil
        if event.word == "pan" {
            let site = currentSite(event: "pan")
            let token = lab.simulator.addPanObserver { [weak self] sample in
                // The finger's location in the window (full screen: screen coordinates).
                withExtendedLifetime(mention) {
                    self?.runHandler(
                        body, scope: captured, note: .point(Point(x: 0, y: sample.fingerY)), site: site)
                }
            }
            entry.panObservers.append(token)
            if technique == nil {
                print("\(entry.label): pan gesture target (unobserve \(entry.label) removes it)")
            }
            return
        }
        if event.word == "display-link" {
            let site = currentSite(event: "display-link")
            let token = lab.simulator.addDisplayLink { [weak self] in
                withExtendedLifetime(mention) {
                    self?.runHandler(body, scope: captured, note: nil, site: site)
                }
            }
            entry.displayLinks.append(token)
            if technique == nil {
                print("\(entry.label): display link \(token.id) (unobserve \(entry.label) invalidates it)")
            }
            return
        }
        let site = currentSite(event: name?.rawValue ?? "keyboard")
        if !block, entry.selectorNames.contains(where: { $0 == name }) {
            warn(
                "\(entry.label) now observes \(name?.rawValue ?? "all six notifications") twice: each post "
                    + "runs both handlers, as on iOS (registered at \(site.description))")
        }
        let token = observers.register(
            entry, name: name, block: block, tokenKept: technique == nil, simulator: lab.simulator
        ) { [weak self] post in
            withExtendedLifetime(mention) {
                self?.runHandler(body, scope: captured, note: .notification(post), site: site)
            }
        }
        guard let token else { return }
        mention?.removal = "unobserve token \(token.id)"
        if technique != nil {
            warn(
                "a block registration in technique \(technique?.technique.name ?? "") (token \(token.id)) keeps "
                    + "no token: unbind cannot remove it")
        } else {
            print(
                "\(entry.label): block token \(token.id) for \(name?.rawValue ?? "all six notifications") "
                    + "(unobserve token \(token.id) removes it)")
        }
    }

    /// Runs a handler's body in a scope of its own (inside `scope`, with `note`); an error is
    /// kept with where the handler was registered and reported after the current statement.
    func runHandler(_ body: Block, scope: Scope, note: Value?, site: HandlerSite) {
        // Past the command's statement limit (reported once, by the statement that crossed it)
        // no handler runs: ten thousand display links each failing at its first statement on
        // every frame took minutes.
        guard activity.statementsRun <= statementLimit else { return }
        guard activity.handlerDepth < Session.maximumHandlerDepth else {
            // Said once a top-level statement (the error may be in a transcript by now).
            if !activity.saidHandlersTooDeep {
                activity.saidHandlersTooDeep = true
                var diagnostic = Diagnostic.failure(
                    "handlers triggered each other more than \(Session.maximumHandlerDepth) deep; the deeper ones did not run",
                    at: SourceRange(line: site.line, column: site.column, length: 2),
                    suggestion: "a handler that causes the notification it observes loops; guard it with 'if'"
                )
                diagnostic.identity = .handlersTooDeep
                diagnostic.sourceName = site.file
                diagnostic.sourceLine = body.statements.first?.unit.line(site.line)
                keepHandlerError(diagnostic)
            }
            return
        }
        activity.handlerDepth += 1
        defer { activity.handlerDepth -= 1 }
        let local = Scope(parent: scope)
        if let note { local.define("note", note) }
        // The errors of a script this handler sources that are printed (the first of the
        // command's, up to the cap) are counted here; a handler that script runs counts its own.
        let scriptErrorsBefore = activity.scriptErrorsShown
        defer { activity.scriptErrorsShown = scriptErrorsBefore }
        do {
            try withScope(local) { try run(body) }
        } catch is LeaveSignal {
            return
        } catch var diagnostic as Diagnostic {
            diagnostic.notes.append("in the \(site.event) handler registered at \(site.description)")
            keepHandlerError(diagnostic)
        } catch let failure as NestedScriptFailure {
            // A script the handler sourced failed (or was interrupted): the errors of it that
            // were printed (the first ones: past the cap the rest are counted) are printed
            // already; say which handler ran it, and keep them without printing them again.
            let shown = failure.diagnostics.prefix(activity.scriptErrorsShown - scriptErrorsBefore)
            guard !shown.isEmpty else { return }
            let note = "in the \(site.event) handler registered at \(site.description)"
            // Broken at the help width, under its text, as a note under an error is.
            let width = helpWidth - DiagnosticRenderer.helpIndent
            for (index, part) in Session.fitted(note, width: width, hanging: 0).enumerated() {
                writeError((index == 0 ? "note: " : "      ") + part)
            }
            activity.printedHandlerErrors.append(
                shown.map { diagnostic in
                    var noted = diagnostic
                    noted.notes.append(note)
                    return noted
                })
        } catch {
            var diagnostic = Diagnostic.failure("\(error)", at: body.range)
            diagnostic.sourceName = body.unit.name
            diagnostic.notes.append("in the \(site.event) handler registered at \(site.description)")
            keepHandlerError(diagnostic)
        }
    }

    /// Keeps a handler's error for the report after the statement: the first
    /// `maximumHandlerErrors`, the rest counted (thousands of handlers failing at one post
    /// printed thousands of errors).
    func keepHandlerError(_ diagnostic: Diagnostic) {
        if activity.shownHandlerErrors < Session.maximumHandlerErrors {
            activity.shownHandlerErrors += 1
            // While a scenario plays, the error is part of what happened in it: its transcript
            // carries it to the command that played it (`adoptHandlerErrors`).
            if let lab = handlerLab {
                lab.recordHandlerError(diagnostic)
            } else {
                activity.handlerErrors.append(diagnostic)
            }
        } else {
            activity.unshownHandlerErrors += 1
        }
    }

    /// Takes the handler errors a scenario's transcript carries, for the report after the
    /// statement that played it.
    func adoptHandlerErrors(of transcript: ScenarioTranscript) {
        activity.handlerErrors += transcript.handlerErrors
    }

    /// Takes the handler errors a comparison's lane raised (its session goes with the lane) for
    /// the report after this session's statement, each saying which lane it came from.
    func takeHandlerErrors(of lane: Session) {
        for var diagnostic in lane.activity.handlerErrors {
            diagnostic.notes.append("in a copy of the scene that compare played")
            keepHandlerError(diagnostic)
        }
        activity.unshownHandlerErrors += lane.activity.unshownHandlerErrors
        activity.printedHandlerErrors.append(lane.activity.printedHandlerErrors.diagnostics)
        lane.activity.handlerErrors.removeAll()
        lane.activity.unshownHandlerErrors = 0
        lane.activity.printedHandlerErrors = RunResult()
    }

    /// "did you mean" among `candidates`, or nil; not looked for when the error is only counted
    /// (a handler's past the cap): a name list grows with the observers (seven names each), and
    /// building one per error made failing handlers quadratic (800 failing handlers: 37 s).
    func didYouMean(_ word: String, in candidates: @autoclosure () -> [String]) -> String? {
        activity.errorsAreOnlyCounted ? nil : Suggestion.didYouMean(word, in: candidates())
    }

    /// Prints a warning (to the error stream, as diagnostics go).
    func warn(_ message: String) {
        // A warning may quote what was typed: no control character reaches the terminal.
        for line in warningLines(SourceText.printable(message)) { writeError(line) }
    }

    static func isObserverLabel(_ label: String) -> Bool {
        guard let head = label.first, head.isLetter else { return false }
        return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// The language's own state: techniques defined, the binding being installed.
    var languageState: LanguageState { state(LanguageState.self) }
}

/// The names a registered handler's body spells and where it was registered. The handler's
/// closure holds it, the session only weakly: it lives exactly as long as the registration.
final class HandlerMention {
    let names: Set<String>
    let site: HandlerSite
    /// The command that removes the registration (`unobserve o1`, `unobserve token 3`).
    var removal: String

    init(names: Set<String>, label: String, site: HandlerSite) {
        self.names = names
        self.site = site
        removal = "unobserve \(label)"
    }
}

/// What the language keeps in a session: the techniques written as scripts.
final class LanguageState: SessionState {
    /// The techniques written belong to the session: a comparison's lane binds them too.
    static var isSharedWithLanes: Bool { true }

    /// Techniques defined with `technique`, in definition order.
    var techniques: [ScriptTechnique] = []
    /// The binding whose technique body is running now (its handlers belong to it).
    var installing: ScriptBinding?
    /// The handlers registered outside techniques, weakly (an unobserved one is gone).
    private var mentions: [WeakMention] = []
    /// The live count after the last pruning: the list is pruned when it doubles.
    private var liveMentions = 0

    private struct WeakMention {
        weak var mention: HandlerMention?
    }

    required init() {}

    /// Keeps `mention` weakly and returns it (for the registration to hold).
    func keep(_ mention: HandlerMention) -> HandlerMention {
        mentions.append(WeakMention(mention: mention))
        if mentions.count > 2 * max(liveMentions, 64) {
            mentions.removeAll { $0.mention == nil }
            liveMentions = mentions.count
        }
        return mention
    }

    /// The live handlers whose bodies name any of `names`, in registration order, each with
    /// those it names.
    func handlers(naming names: Set<String>) -> [(HandlerMention, [String])] {
        mentions.removeAll { $0.mention == nil }
        liveMentions = mentions.count
        return mentions.compactMap { weak in
            guard let mention = weak.mention else { return nil }
            let named = mention.names.intersection(names).sorted()
            return named.isEmpty ? nil : (mention, named)
        }
    }

    func technique(named name: String) -> ScriptTechnique? {
        techniques.first { $0.name == name }
    }
}
