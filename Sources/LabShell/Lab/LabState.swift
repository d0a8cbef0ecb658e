import KeyboardLab

/// The lab's world as one session sees it: the `Simulator` (device, orientation, placement, the
/// window with its views and constraints, the keyboard and the animation engine). Every area's
/// commands (layout, animation, keyboard) share this one object through
/// `session.state(LabState.self)`, so they act on the same scene.
///
/// It starts on the catalogue's default device, an iPhone 15 in portrait, full screen, made the
/// first time a command asks for the session's `LabState`.
final class LabState: SessionState {
    /// The simulator: window, keyboard, animation engine, clock (a lane's own copy in a lane's
    /// session).
    let simulator: Simulator
    /// Constraints made with `constraint`, by name, in the order they were made (active or not).
    var namedConstraints = NamedConstraints()
    /// The views and constraints `remove` took away, for the errors that name them later.
    var removedNames = RemovedNames()
    /// How many of the window's log entries the shell has already printed.
    var reportedIssueCount = 0
    /// How many of the simulator's warnings the shell has already printed.
    var reportedWarningCount = 0
    /// The number given to the next constraint made without a name (`c1`, `c2`, …).
    var nextConstraintNumber = 1
    /// Whether `device` chose the device: until then it is the catalogue's default, which a
    /// `device` line further down may replace (a warning about it says so).
    var deviceChosen = false
    /// What handlers printed while a scenario was being played, until its transcript takes it.
    var handlerOutput = HandlerOutputLog()
    /// Scenarios being played now whose transcripts will read what handlers print (nested: a
    /// scenario a technique's body plays while another plays). While none is, handler lines go
    /// straight to the output, as they come (a display link printing during `run`).
    private(set) var scenariosPlaying = 0

    /// A scenario is about to be played: where its transcript starts.
    func beginTranscript() -> ScenarioTranscript.Mark {
        scenariosPlaying += 1
        return ScenarioTranscript.Mark(self)
    }

    /// The scenario begun at `mark` has been played: its transcript, what handlers printed
    /// meanwhile taken out of the log.
    func endTranscript(_ mark: ScenarioTranscript.Mark) -> ScenarioTranscript {
        scenariosPlaying -= 1
        return ScenarioTranscript(since: mark, in: self)
    }

    /// Records a line a handler printed, with the frame and the notification being delivered.
    func recordHandlerLine(_ text: String, isError: Bool) {
        handlerOutput.append(
            HandlerOutputLog.Line(
                text: text, isError: isError, frame: simulator.frameIndex,
                afterNotification: simulator.notificationLog.last?.sequence ?? 0))
    }

    /// Records a handler's error where it came, for the scenario's transcript.
    func recordHandlerError(_ diagnostic: Diagnostic) {
        handlerOutput.append(
            HandlerOutputLog.Line(
                text: diagnostic.message, isError: true, frame: simulator.frameIndex,
                afterNotification: simulator.notificationLog.last?.sequence ?? 0, diagnostic: diagnostic))
    }
    /// Every frame since the session began (bounded), for `export`: the last keyboard
    /// transition is always there. A lane's lab records none unless asked (its comparison keeps
    /// a timeline of its own, started once the technique is bound).
    private(set) lazy var pictures: TimelineRecorder = simulator.startTimeline()
    /// A recording laid beside the keyboard in plots and exports (`overlay NAME`).
    var overlay: RecordingOverlay?

    required init() {
        simulator = Simulator(device: DeviceCatalogue.defaultDevice, orientation: .portrait)
        _ = pictures
    }

    /// The window: screen, frame in screen coordinates, safe area, root view, constraints.
    var window: Window { simulator.window }
    /// The root view controller's view.
    var rootView: View { window.rootView }
    /// The device now (catalogue values with their confidence tags).
    var device: Device { simulator.device }
    /// The interface orientation now.
    var orientation: Orientation { simulator.orientation }
    /// Full screen, or an iPad's Split View / Slide Over window.
    var placement: AppPlacement { simulator.placement }

    /// The lab of a comparison's lane (or a matrix's cell): `scene`, a copy of `parent`'s scene,
    /// with its constraints under the names `parent` gives them, and under their own those
    /// `parent` does not have (the chat bar an empty scene's copy gets: a script technique bound
    /// to it reaches `bottom`).
    init(lane scene: Simulator, of parent: LabState) {
        simulator = scene
        var names = parent.namedConstraints.compactMap { entry in
            (try? scene.constraint(named: entry.name)).map { (entry.name, $0) }
        }
        for constraint in scene.window.constraints() {
            guard let name = constraint.identifier, !names.contains(where: { $0.0 == name }) else { continue }
            names.append((name, constraint))
        }
        namedConstraints = NamedConstraints(names)
        reportedIssueCount = scene.window.issueCount
        deviceChosen = true
    }

    // MARK: Device, orientation, placement

    /// Switches device (and orientation when given); views and constraints stay, the keyboard
    /// goes back to hidden and full screen, and the window is laid out at once (rotation and
    /// resize animations are not modelled). The shell refuses it while a field is first
    /// responder (`keyboardIsUp`): no iOS sequence moves a shown keyboard to another device.
    func setDevice(_ newDevice: Device, orientation newOrientation: Orientation? = nil)
        throws(SimulationError)
    {
        try simulator.setDevice(newDevice)
        deviceChosen = true
        if let newOrientation, newOrientation != simulator.orientation {
            try simulator.setOrientation(newOrientation)
        }
    }

    /// Whether a text field is first responder (the keyboard up, or a hardware keyboard's
    /// focus): the app has been told of a keyboard, so taking it away needs notifications.
    var keyboardIsUp: Bool { simulator.keyboard.state.isActive }

    /// The orientation the window shows now: during a rotation with the keyboard up (`set
    /// keyboard-run off`) the keyboard already answers for the new orientation while the window
    /// turns only when the show half starts.
    var windowOrientation: Orientation {
        simulator.window.screen.bounds.size == simulator.keyboard.screen.size
            ? orientation : orientation.rotated
    }

    /// Rotates to an orientation at once (the caller plays the rotation as a keyboard scenario
    /// while the keyboard is up, so that its storm runs and prints).
    func setOrientation(_ newOrientation: Orientation) throws(SimulationError) {
        try simulator.setOrientation(newOrientation)
    }

    /// Puts the app full screen or, on an iPad, in a Split View / Slide Over window (its frame
    /// in screen coordinates).
    func setPlacement(_ newPlacement: AppPlacement) throws(SimulationError) {
        try simulator.setPlacement(newPlacement)
    }
}
