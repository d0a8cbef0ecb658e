import KeyboardLab

/// The lab's world as one session sees it: the `Simulator` (device, orientation, placement, the
/// window with its views and constraints, the keyboard and the animation engine). Every area's
/// commands (layout, animation, keyboard) share this one object through
/// `session.state(LabState.self)`, so they act on the same scene.
///
/// It starts on the catalogue's default device, an iPhone 15 in portrait, full screen, made the
/// first time a command asks for the session's `LabState`.
final class LabState: SessionState {
    /// The simulator: window, keyboard, animation engine, clock (a copy while `compare` plays
    /// a technique on one).
    private(set) var simulator: Simulator
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
    /// Every frame since the session began (bounded), for `export`: the last keyboard
    /// transition is always there.
    let pictures: TimelineRecorder
    /// A recording laid beside the keyboard in plots and exports (`overlay NAME`).
    var overlay: RecordingOverlay?

    required init() {
        simulator = Simulator(device: DeviceCatalogue.defaultDevice, orientation: .portrait)
        pictures = simulator.startTimeline()
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

    /// Runs `body` with `scene` as the lab's simulator (its constraints under the same names),
    /// then puts the session's own back: `compare` plays each technique, script ones through
    /// the interpreter, on a copy of the scene.
    func withScene<T>(_ scene: Simulator, _ body: () throws -> T) rethrows -> T {
        let saved = (simulator, namedConstraints, reportedIssueCount)
        simulator = scene
        namedConstraints = NamedConstraints(sessionNames(in: scene, from: saved.1))
        reportedIssueCount = scene.window.log.count
        defer { (simulator, namedConstraints, reportedIssueCount) = saved }
        return try body()
    }

    /// The names of `names` that `scene` has a constraint under, with its constraints.
    private func sessionNames(in scene: Simulator, from names: NamedConstraints) -> [(
        String, LayoutConstraint
    )] {
        names.compactMap { entry in (try? scene.constraint(named: entry.name)).map { (entry.name, $0) } }
    }

    /// A scene the lab visits more than once (a lane of `compare`, played scenario by scenario
    /// between the others): what its visits made under a name stays named between them.
    final class Lane {
        let simulator: Simulator
        fileprivate var namedConstraints: NamedConstraints

        fileprivate init(simulator: Simulator, namedConstraints: NamedConstraints) {
            self.simulator = simulator
            self.namedConstraints = namedConstraints
        }
    }

    /// A lane for `scene`, its constraints under the session's names, and under their own those
    /// the session does not have (the chat bar an empty scene's copy gets: a script technique
    /// bound to it reaches `bottom`).
    func lane(for scene: Simulator) -> Lane {
        var names = sessionNames(in: scene, from: namedConstraints)
        for constraint in scene.window.constraints() {
            guard let name = constraint.identifier, !names.contains(where: { $0.0 == name }) else { continue }
            names.append((name, constraint))
        }
        return Lane(simulator: scene, namedConstraints: NamedConstraints(names))
    }

    /// Runs `body` with the lane's scene as the lab's simulator, as `withScene` does, keeping the
    /// names the visit leaves for the next one.
    func withLane<T, E: Error>(_ lane: Lane, _ body: () throws(E) -> T) throws(E) -> T {
        let saved = (simulator, namedConstraints, reportedIssueCount)
        (simulator, namedConstraints, reportedIssueCount) =
            (lane.simulator, lane.namedConstraints, lane.simulator.window.log.count)
        defer {
            lane.namedConstraints = namedConstraints
            (simulator, namedConstraints, reportedIssueCount) = saved
        }
        return try body()
    }

    /// Makes `scene` the lab's simulator until the enclosing `withScene` puts the session's back
    /// (a comparison matrix hands each cell's simulator to the interpreter this way).
    func adoptScene(_ scene: Simulator) {
        let names = namedConstraints
        simulator = scene
        namedConstraints = NamedConstraints(
            names.compactMap { entry in
                (try? scene.constraint(named: entry.name)).map { (entry.name, $0) }
            })
        reportedIssueCount = scene.window.log.count
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
