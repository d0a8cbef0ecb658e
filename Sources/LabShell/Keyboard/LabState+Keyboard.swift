import KeyboardLab

/// Playing keyboard scenarios from the shell: the scenario runs on the simulator's clock to the
/// end of the keyboard's animation (unless `set keyboard-run off`), and the session prints the
/// notifications posted with their key userInfo values and, when a view is bound or tracked, the
/// per-frame table `frame | t ms | keyboard.minY | VIEW.maxY | gap`.
extension LabState {
    /// At most this many frames per command (a minute at 60 Hz): a settled keyboard needs ~30.
    static let frameLimit = Simulator.runHorizon

    /// Performs `scenario`; a refusal (undock on an iPhone, hide with nothing shown…) becomes one
    /// diagnostic at `range`.
    func play(_ scenario: KeyboardScenario, at range: SourceRange, session: Session) throws(Diagnostic) {
        let shell = session.state(KeyboardShellState.self)
        // The run loop lays out pending changes before the user can tap a field.
        simulator.layoutIfNeeded()
        session.reportLayoutIssues()
        let lastSequence = simulator.notificationLog.last?.sequence ?? 0
        let startFrame = simulator.frameIndex
        let startTime = simulator.time
        do throws(SimulationError) {
            try simulator.perform(scenario)
        } catch {
            throw Diagnostic.failure(
                error.description, at: range, suggestion: Self.hint(for: error, device: device))
        }
        let viewName = shell.reportedView
        let view = viewName.flatMap { try? simulator.view(named: $0) }
        var table = Table(columns: ["frame", "t ms", "keyboard.minY", "\(viewName ?? "view").maxY", "gap"])
        func sample() {
            guard let view else { return }
            let kb = simulator.keyboardPresentedFrame.minY
            let maxY = simulator.frame(of: view, in: .screen, presentation: true).maxY
            table.append([
                .integer(simulator.frameIndex - startFrame), .number((simulator.time - startTime) * 1000),
                .number(kb), .number(maxY), .number(kb - maxY),
            ])
        }
        sample()
        let runs = session.setting(KeyboardCommands.runSetting.name) != .boolean(false)
        var frames = 0
        var ending = FrameRun.Ending.settled
        while runs && !simulator.isSettled {
            if frames >= Self.frameLimit {
                ending = .reachedLimit
                break
            }
            let run = simulator.step()
            if run.ending == .interrupted {
                ending = .interrupted
                break
            }
            frames += 1
            sample()
        }
        // Found from the end, by sequence: the log drops its oldest records (LogLimits.events).
        let log = simulator.notificationLog
        let posted = Array(log[((log.lastIndex { $0.sequence <= lastSequence }).map { $0 + 1 } ?? 0)...])
        let atStart = posted.filter { $0.frameIndex == startFrame }
        let later = posted.filter { $0.frameIndex != startFrame }
        for record in atStart { session.print(record.post.summary) }
        if view != nil && !table.rows.isEmpty && (frames > 0 || !posted.isEmpty) { session.print(table) }
        for record in later { session.print(Self.timed(record, since: startTime)) }
        if posted.isEmpty { session.print("(no notifications)") }
        if !runs && !simulator.isSettled {
            session.print("(not run: 'step' or 'run' plays the animation; set keyboard-run on)")
        }
        let run = FrameRun(
            frames: frames, ending: ending, frameIndex: simulator.frameIndex, time: simulator.time)
        try CommandGroup.throwIfCutShort(run, at: range)
        if ending == .reachedLimit { session.print(CommandGroup.limitNote(run)) }
    }

    /// A later notification with the time it came, relative to the command.
    static func timed(_ record: NotificationRecord, since start: Double) -> String {
        record.post.summary + "  at " + NumberStyle.compact(((record.time - start) * 1000).rounded()) + " ms"
    }

    /// What to do about a refused scenario.
    static func hint(for error: SimulationError, device: Device) -> String? {
        guard case .scenario(let refusal) = error else { return nil }
        switch refusal {
        case .requiresPad: return "choose an iPad first, e.g. device ipad-pro-11"
        case .keyboardNotShown: return "show-keyboard first"
        case .wrongMode: return "'keyboard' prints the keyboard's state"
        case .splitUnsupported: return "the 11-inch and larger iPad Pros have no split keyboard; try float"
        case .invalidValue, .emptyDrag: return nil
        }
    }
}
