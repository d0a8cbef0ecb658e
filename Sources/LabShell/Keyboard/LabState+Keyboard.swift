import KeyboardLab

/// Playing keyboard scenarios from the shell: the scenario runs on the simulator's clock to the
/// end of the keyboard's animation (unless `set keyboard-run off`), and the session prints the
/// notifications posted with their key userInfo values and, when a view is bound or tracked, the
/// per-frame table `frame | t ms | keyboard.minY | VIEW.maxY | gap`.
extension LabState {
    /// At most this many frames per command (a minute at 60 Hz): a settled keyboard needs ~30.
    static let frameLimit = Simulator.runHorizon

    /// Performs `scenario`; a refusal (undock on an iPhone, hide with nothing shown…) becomes one
    /// diagnostic at `range`, or, for a keyboard frame above the screen's top, at the argument that
    /// set it (`culpritRange`, given the keyboard's height). What handlers print is shown after
    /// the notification that ran them: the frame-0 notifications and their handlers' lines, the
    /// per-frame table, then each later notification (with its time) and its handlers' lines.
    func play(
        _ scenario: KeyboardScenario, at range: SourceRange, session: Session,
        culpritRange: (Double) -> SourceRange? = { _ in nil }
    ) throws(Diagnostic) {
        if session.activity.handlerDepth > 0 {
            // Inside a handler (becomeFirstResponder from keyboard code): the notifications
            // are posted now, the animation plays with the caller's frames. Bounded: found by
            // scripts/soak, `on all do show-keyboard` fanned out for hours within one command.
            session.activity.handlerScenarios += 1
            let count = session.activity.handlerScenarios
            guard count <= Session.maximumHandlerScenarios else {
                // Said once; later ones are skipped quietly, so the fan-out ends at once.
                if count > Session.maximumHandlerScenarios + 1 { return }
                throw Diagnostic.failure(
                    "handlers started more than \(Session.maximumHandlerScenarios) keyboard scenarios for one "
                        + "command; the later ones did not run", at: range,
                    suggestion: "a handler that shows or hides the keyboard on every notification loops; "
                        + "guard it with 'if'")
            }
            do throws(SimulationError) {
                try simulator.perform(scenario)
            } catch {
                throw refusal(error, at: range, session: session, culpritRange: culpritRange)
            }
            return
        }
        let shell = session.state(KeyboardShellState.self)
        // A refused scenario changes nothing: the one left open (`set keyboard-run off`) stays
        // open, so `run` still prints a drag's release in its table.
        let openPlayback = shell.playback
        let assumptionMark = simulator.assumptions.mark
        let lastWarningBefore = simulator.warningLog.last
        let playback = ScenarioPlayback(
            simulator: simulator, viewName: shell.reportedView,
            tracksLastRow: shell.recorder?.measure == .lastRowBottom
                && shell.recorder?.viewName == shell.reportedView)
        shell.playback = nil
        var table = playback.makeTable()
        var frames = 0
        var ending = FrameRun.Ending.settled
        let runs = session.setting(KeyboardCommands.runSetting.name) != .boolean(false)
        var refusal: SimulationError?
        // What is posted and printed meanwhile is read from the world afterwards.
        let mark = beginTranscript()
        do throws(SimulationError) {
            // The run loop turns (laying out what is pending) before the user's action.
            try simulator.start(scenario)
            playback.sample(into: &table)
            while runs && !simulator.isSettled {
                if frames >= Self.frameLimit {
                    ending = .reachedLimit
                    break
                }
                // Ctrl-C stops the scenario within a frame, the session at that frame.
                if simulator.step().ending == .interrupted {
                    ending = .interrupted
                    break
                }
                frames += 1
                playback.sample(into: &table)
            }
        } catch {
            refusal = error
        }
        let transcript = endTranscript(mark)
        session.adoptHandlerErrors(of: transcript)
        let output = session.output
        var notes = AssumptionMarkers()
        let width = session.terminal.width
        let startTime = playback.startTime
        let startFrame = playback.startFrame
        if let refusal {
            transcript.render(
                into: output, since: startTime, atStart: startFrame, width: width, notes: &notes
            ) { _, _ in }
            shell.playback = openPlayback
            throw self.refusal(refusal, at: range, session: session, culpritRange: culpritRange)
        }
        let posted = transcript.notificationCount
        let printsTable = playback.hasTable && !table.rows.isEmpty && (frames > 0 || posted > 0)
        // How the keyboard and the bound view moved rests on more guesses than the values posted:
        // the table says which under its rows, numbered with the lines before it.
        let used = simulator.assumptions.used(since: assumptionMark)
        transcript.render(
            into: output, since: startTime, atStart: startFrame, width: width, notes: &notes
        ) { _, notes in
            guard printsTable else { return }
            session.print(table)
            let marks = notes.markers(used)
            if !marks.isEmpty { session.print("(the frames above rest on\(marks))") }
        }
        // A warning that nothing happened says it already: one message for one no-op.
        let saidNothingHappened =
            simulator.warningLog.last.map { $0 != lastWarningBefore && $0.warning.meansNothingHappened }
            ?? false
        if posted == 0 && !saidNothingHappened {
            // Nothing posted can itself be a guess (a snap back): mark it as a value would be.
            let silence = simulator.assumptions.used(since: assumptionMark)
                .filter(LabAssumption.decidingSilence.contains)
            session.print("(no notifications)" + notes.markers(silence))
        }
        Self.printTableControllerReactions(
            of: simulator, since: assumptionMark, notes: &notes, session: session)
        for line in notes.footnotes(on: simulator.profile) { session.printWrapped(line) }
        if !runs && !simulator.isSettled {
            // `step` and `run` go on with this scenario's table and notifications.
            shell.playback = playback
            session.print("(not run: 'step' or 'run' plays the animation; set keyboard-run on)")
        }
        let run = FrameRun(
            frames: frames, ending: ending, frameIndex: simulator.frameIndex, time: simulator.time)
        try CommandGroup.throwIfCutShort(run, at: range)
        if ending == .reachedLimit { session.print(CommandGroup.limitNote(run)) }
    }

    /// The footnote numbering of one command's output: markers `[1]` on the lines whose values rest
    /// on an assumption, then one footnote line per assumption, in the order first marked.
    struct AssumptionMarkers {
        private(set) var ids: [AssumptionID] = []
        /// The lines print the notification's object too (the log form), so the object's
        /// assumption is marked as well.
        let printsObject: Bool

        init(printsObject: Bool = false) {
            self.printsObject = printsObject
        }

        /// ` [1][2]` for the printed ones among `assumptions` (numbering new ones), or "".
        mutating func markers(_ assumptions: [AssumptionID]) -> String {
            let shown = assumptions.filter(isPrinted)
            add(shown)
            return shown.isEmpty
                ? "" : " " + shown.compactMap { id in ids.firstIndex(of: id).map { "[\($0 + 1)]" } }.joined()
        }

        /// Numbers the printed ones among `assumptions` that are not numbered yet.
        mutating func add(_ assumptions: [AssumptionID]) {
            for id in assumptions where !ids.contains(id) && isPrinted(id) {
                ids.append(id)
            }
        }

        private func isPrinted(_ id: AssumptionID) -> Bool {
            guard let assumption = LabAssumption.named(id) else { return false }
            return assumption.showsInSummary || printsObject
        }

        /// One line per numbered assumption; one whose switch `profile set` set names the value.
        func footnotes(on profile: IOSVersionProfile) -> [String] {
            LabAssumption.footnotes(for: ids, profile: profile)
        }
    }

    /// The diagnostic for a refused scenario: under the argument at fault when the keyboard's frame
    /// would leave the screen, else under the command.
    private func refusal(
        _ error: SimulationError, at range: SourceRange, session: Session,
        culpritRange: (Double) -> SourceRange?
    ) -> Diagnostic {
        var at = range
        if case .scenario(.keyboardAboveScreen(let keyboard, _, _, _, _)) = error {
            at = culpritRange(keyboard) ?? range
        }
        return failure(error, at: at, session: session)
    }

    /// The diagnostic for a refused simulator call, under `range`, with what to do about it
    /// (which, for a drag in progress, depends on whether a handler asked). The one mapping of a
    /// `SimulationError` to a diagnostic: a layout refusal is told as every layout error is.
    func failure(_ error: SimulationError, at range: SourceRange, session: Session?) -> Diagnostic {
        if case .layout(let refusal) = error { return diagnostic(for: refusal, at: range) }
        let inHandler = (session?.activity.handlerDepth ?? 0) > 0
        return Diagnostic.failure(
            error.description, at: range,
            suggestion: Self.hint(for: error, device: device, inHandler: inHandler))
    }

    /// Throws the refusal of a change while the finger of an interactive dismissal is down or a
    /// rotation's notifications are pending, under `range` (the argument that asked for it).
    func checkKeyboardChangesAllowed(at range: SourceRange, session: Session) throws(Diagnostic) {
        do throws(SimulationError) {
            try simulator.checkKeyboardChangesAllowed()
        } catch {
            throw failure(error, at: range, session: session)
        }
    }

    /// What to do about a refused scenario (or device, placement or profile change).
    static func hint(for error: SimulationError, device: Device, inHandler: Bool = false) -> String? {
        if case .keyboardBeingDragged(let drag) = error {
            // A handler cannot step the clock: what it asked for belongs after the release.
            guard !inHandler else {
                return "a handler that runs while the finger is down (on pan, on display-link) cannot "
                    + "do this; do it after the release"
            }
            let frames = drag.framesToRelease
            return "finish the drag first with 'run' ('step \(frames)' reaches the release)"
        }
        if case .rotationInProgress(let rotation) = error {
            let last = rotation.lastNotification?.rawValue
            // A handler cannot step the clock either; the rotation's last notification's can.
            guard !inHandler else {
                return "a handler that runs during a rotation cannot do this; "
                    + (last.map { "one on \($0), the rotation's last notification, can" }
                        ?? "do it after the rotation")
            }
            let frames = Swift.max(rotation.framesToEnd, 1)
            return "finish the rotation first with 'run' ('step \(frames)' reaches "
                + (last.map { "its \($0))" } ?? "its end)")
        }
        if case .comparisonOverBudget = error {
            return "compare fewer techniques or scenarios, or remove views"
        }
        guard case .scenario(let refusal) = error else { return nil }
        switch refusal {
        case .requiresPad: return "choose an iPad first, e.g. device ipad-pro-11"
        case .keyboardNotShown: return "show-keyboard first"
        case .wrongMode: return "'keyboard' prints the keyboard's state"
        case .splitUnsupported:
            // Apple's note covers the large iPad Pros; the other Face ID iPads are the lab's guess.
            let pro = device.pad?.supportsSplit.confidence != .unverified
            return pro
                ? "the 11-inch and larger iPad Pros have no split keyboard (Apple's support note); try float"
                : "the lab assumes no split keyboard on this Face ID iPad (no source); try float"
        case .invalidValue, .emptyDrag: return nil
        case .touchOnKeyboard(_, let top):
            return "start the drag above the keyboard's top, in the scroll view: a first position "
                + "under \(NumberStyle.compact(top))"
        case .noInteractiveScrollView:
            return "add one under the finger: scroll-view NAME (with a frame or constraints), then "
                + "keyboard-dismiss-mode NAME interactive"
        case .requiresVersion(_, let minimum, _):
            return "choose a later profile, e.g. profile ios\(minimum)"
        case .windowOutsideScreen(_, let screen):
            let s = screen.size
            return "the screen is \(NumberStyle.compact(s.width))x\(NumberStyle.compact(s.height)); "
                + "'device' prints it"
        case .splitViewFrameMismatch(_, let screen, let fitsRotated):
            let s = screen.size
            let half = NumberStyle.compact((s.width / 2).rounded())
            let example = "e.g. frame 0 0 \(half) \(NumberStyle.compact(s.height))"
            return fitsRotated ? "rotate first, or give a frame for this orientation (\(example))" : example
        case .notFirstShowSinceLaunch: return "launch first: the app starts afresh"
        case .keyboardAboveScreen(let keyboard, let accessory, let top, _, let culprit):
            return aboveScreenHint(keyboard: keyboard, accessory: accessory, top: top, culprit: culprit)
        }
    }

    /// The largest height of the part at fault that still keeps the keyboard on the screen (the
    /// frame is `-top` points too tall), or where a drag may go.
    private static func aboveScreenHint(
        keyboard: Double, accessory: Double, top: Double, culprit: KeyboardFrameCulprit
    ) -> String {
        let n = NumberStyle.compact
        // The part at fault may grow by `top` (negative), beside the other part's height.
        func largest(_ part: String, _ height: Double, beside other: String, _ otherHeight: Double) -> String
        {
            let room = height + top
            guard room >= 0 else { return "the \(other) alone does not fit on the screen" }
            let beside = otherHeight == 0 ? "" : " with the \(n(otherHeight))-pt \(other)"
            return "the largest \(part) that fits\(beside) is \(n(room)) pt"
        }
        switch culprit {
        case .accessoryHeight: return largest("accessory", accessory, beside: "keyboard", keyboard)
        case .keyboardHeight: return largest("keyboard height", keyboard, beside: "accessory", accessory)
        case .origin:
            return "the keyboard's top stops at the screen's: drag it to y 0 or lower"
        }
    }
}
