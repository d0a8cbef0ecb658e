/// The heart of KeyboardLab: one device, one window with its views and constraints, the keyboard
/// (its state machine, its notification centre and its animated frame) and the animation engine
/// that gives everything a presentation value, frame by frame. One per shell session; no globals.
///
/// Time moves only in `step(frames:)` and `run(limit:)`. Keyboard scenarios (`perform(_:)`) are
/// scheduled on the engine's clock; each frame fires the events that are due, then the display
/// cycle's layout pass (if anything asked for one), then the samplers.
public final class Simulator {
    /// The animation engine (clock, curves, animations in flight).
    public let engine: AnimationEngine
    /// The app's window: screen, frame in screen coordinates, safe area, root view, constraints.
    public let window: Window
    /// The keyboard notification centre the techniques observe.
    public let notificationCenter = KeyboardNotificationCenter()
    /// The keyboard as logic: device, orientation, profile, placement and state.
    public internal(set) var keyboard: KeyboardStateMachine
    /// The keyboard window's frame in screen coordinates, model and presentation.
    public let keyboardFrame: AnimatableProperty<Rect>
    /// Every keyboard notification posted so far, in order (the newest `LogLimits.events`).
    public internal(set) var notificationLog: [NotificationRecord] = []
    /// Every text-field callback so far, in order.
    public internal(set) var textFieldLog: [TextFieldRecord] = []
    /// Every keyboard motion started so far (frame, time, motion).
    public internal(set) var motionLog: [MotionRecord] = []
    /// Every warning about a request so far (focusing the focused field, a device that never ran
    /// the profile's iOS…), in order.
    public internal(set) var warningLog: [WarningRecord] = []
    /// The measured motion the keyboard plays instead of its model (`playKeyboardRecording`).
    public internal(set) var keyboardRecording: KeyboardRecordingPlayback?
    /// The lab's assumptions the run has rested on so far (`used(since:)` for one command's); the
    /// animation engine records into the same trace.
    public var assumptions: AssumptionTrace { engine.assumptionTrace }

    var pending: [ScheduledItem] = []
    var nextSequence = 0
    var probes: [Probe] = []
    var sampleRows: [SampleRow] = []
    var trackers: [TrackingRecorder] = []
    var timelines: [TimelineRecorder] = []
    var bindings: [KeyboardBinding] = []
    /// `DispatchQueue.main.async` work waiting for the current event to finish.
    var mainQueue: [() -> Void] = []
    /// Display links (CADisplayLink), called once per frame.
    var displayLinks: [(token: DisplayLinkToken, callback: () -> Void)] = []
    /// Observers of the pan gesture that drags the keyboard (interactive dismissal).
    var panObservers: [(token: DisplayLinkToken, callback: (KeyboardDragSample) -> Void)] = []
    var nextDisplayLink = 0
    /// The interactive dismissal played last (`keyboardDrag` says whether its finger is down).
    var activeKeyboardDrag: ActiveKeyboardDrag?
    /// The rotation whose notifications are pending (`rotationInFlight`), nil once its last fired.
    var activeRotation: ActiveRotation?
    var scrollBindings: [ScrollViewBinding] = []
    /// The keyboard layout guide's APIs used since the start (a comparison's copy hands them to
    /// the session), and those warned about under the current profile.
    public internal(set) var keyboardGuideAPIsUsed: Set<KeyboardGuideAPI> = []
    var keyboardGuideAPIsWarned: Set<KeyboardGuideAPI> = []
    /// Whether the scene's use of Auto Layout under a profile before iOS 6 was warned about.
    var autoLayoutWarned = false
    var tableControllers: [TableViewControllerAvoidance] = []
    var scrollAnimations: [ScrollAnimationEntry] = []
    /// How long an animated programmatic scroll (`setContentOffset(_:animated: true)`,
    /// `scrollToRow(…, animated: true)`) takes. UIKit does not document it; 0.3 s is the lab's
    /// value (docs/Deviations.md).
    public var scrollAnimationDuration = 0.3 {
        didSet {
            if !(scrollAnimationDuration.isFinite && scrollAnimationDuration >= 0) {
                scrollAnimationDuration = oldValue
            }
        }
    }
    /// Read before every frame of a run; the process-wide flag (Ctrl-C) unless replaced.
    public var interruption: Interruption = .process {
        didSet { window.interruption = interruption }
    }

    /// A simulator for a catalogue device (`iphone-15`, `ipad-pro-11`, …).
    public convenience init(
        deviceID: String, orientation: Orientation = .portrait, profile: IOSVersionProfile = .default,
        frameRate: FrameRate = .hz60, placement: AppPlacement = .fullScreen
    ) throws(SimulationError) {
        let device: Device
        do {
            device = try DeviceCatalogue.device(deviceID)
        } catch {
            throw .unknownDevice(id: error.id, suggestions: error.suggestions)
        }
        try self.init(
            device: device, orientation: orientation, profile: profile, frameRate: frameRate,
            placement: placement)
    }

    /// A simulator for a device value; the window follows the placement (Split View, Slide Over),
    /// which an iPhone refuses.
    public convenience init(
        device: Device = DeviceCatalogue.defaultDevice, orientation: Orientation = .portrait,
        profile: IOSVersionProfile = .default, frameRate: FrameRate = .hz60,
        placement: AppPlacement
    ) throws(SimulationError) {
        var machine = KeyboardStateMachine(device: device, orientation: orientation, profile: profile)
        do {
            try machine.setPlacement(placement)
        } catch {
            throw .scenario(error)
        }
        self.init(keyboard: machine, frameRate: frameRate)
    }

    /// A full-screen simulator for a device value; full screen is valid on every device, so this
    /// cannot fail (the shell's session starts with it).
    public convenience init(
        device: Device = DeviceCatalogue.defaultDevice, orientation: Orientation = .portrait,
        profile: IOSVersionProfile = .default, frameRate: FrameRate = .hz60
    ) {
        self.init(
            keyboard: KeyboardStateMachine(device: device, orientation: orientation, profile: profile),
            frameRate: frameRate)
    }

    private init(keyboard machine: KeyboardStateMachine, frameRate: FrameRate) {
        let device = machine.device
        let orientation = machine.orientation
        let profile = machine.profile
        keyboard = machine
        engine = AnimationEngine(frameRate: frameRate)
        let screen = Screen(size: machine.screen.size, scale: device.scale)
        window = Window(
            screen: screen, frame: machine.windowFrame,
            safeAreaInsets: device.safeAreaInsets(orientation, iOSMajorVersion: profile.majorVersion))
        keyboardFrame = engine.makeProperty(label: "keyboard.frame", value: machine.state.frame)
        window.frameDidChange = { [unowned self] change in self.modelFrameDidChange(change) }
        applyProfileToEngine()
        checkDeviceRunsProfile()
        window.boundsOriginDidChange = { [unowned self] change in self.boundsOriginDidChange(change) }
        window.scrollAnimationDidStart = { [unowned self] scrollView in self.startScrollAnimation(scrollView)
        }
        updateSystemMinimumLayoutMargins()
        window.layoutIfNeeded()
    }

    // MARK: Device, orientation, placement, profile

    /// The device now.
    public var device: Device { keyboard.device }
    /// The interface orientation now.
    public var orientation: Orientation { keyboard.orientation }
    /// The iOS version profile now.
    public var profile: IOSVersionProfile { keyboard.profile }
    /// The app's placement (full screen, Split View, Slide Over).
    public var placement: AppPlacement { keyboard.placement }
    /// True when `placement`'s window is a Stage Manager window (`setStageManagerWindow`).
    public var isStageManager: Bool { keyboard.isStageManager }

    /// Switches to another device (keyboard state reset, hidden); the window follows at once. A
    /// device that never ran the profile's iOS version gets a warning. Refused while the finger
    /// of an interactive dismissal is down (`keyboardBeingDragged`) or a rotation's
    /// notifications are pending (`rotationInProgress`).
    public func setDevice(_ device: Device) throws(SimulationError) {
        try checkKeyboardChangesAllowed()
        let recorded = keyboard.recordedMotionDuration
        keyboard = KeyboardStateMachine(
            device: device, orientation: keyboard.orientation, profile: keyboard.profile)
        keyboard.recordedMotionDuration = recorded
        engine.removeAnimations(for: keyboardFrame)
        engine.performWithoutAnimation { engine.setModelValue(keyboard.state.frame, for: keyboardFrame) }
        checkDeviceRunsProfile()
        updateWindow()
    }

    /// Switches to a catalogue device by id or alias.
    public func setDevice(id: String) throws(SimulationError) {
        let device: Device
        do {
            device = try DeviceCatalogue.device(id)
        } catch {
            throw .unknownDevice(id: error.id, suggestions: error.suggestions)
        }
        try setDevice(device)
    }

    /// Changes the iOS profile (behaviour switches and safe areas); the animation engine and the
    /// keyboard layout guide take the profile's switches (curve 7's spring, spring settling, the
    /// property animator's curve 7, the tracking threshold). A device that never ran the version
    /// gets a warning. A Split View or Stage Manager window the new version does not offer goes
    /// back to full screen, with a warning. Refused while the finger of an interactive dismissal
    /// is down or a rotation is in flight: their notifications were computed with the profile
    /// they started on.
    public func setProfile(_ profile: IOSVersionProfile) throws(SimulationError) {
        try checkKeyboardChangesAllowed()
        if keyboard.placement != .fullScreen
            && (!profile.supportsSplitView || (keyboard.isStageManager && !profile.supportsStageManager))
        {
            let feature: String
            switch keyboard.placement {
            case _ where keyboard.isStageManager: feature = "Stage Manager"
            case .slideOver: feature = "Slide Over"
            default: feature = "Split View"
            }
            let since = keyboard.isStageManager ? 16 : 9
            keyboard.placement = .fullScreen
            keyboard.isStageManager = false
            warningLog.append(
                WarningRecord(
                    time: engine.time, frameIndex: engine.frameIndex,
                    warning: .windowBackToFullScreen(
                        feature: feature, since: since, profile: profile.majorVersion)))
        }
        keyboard.profile = profile
        applyProfileToEngine()
        checkDeviceRunsProfile()
        checkKeyboardGuideAgainstProfile()
        updateWindow()
    }

    /// The engine and guide settings that are profile switches.
    func applyProfileToEngine() {
        let profile = keyboard.profile
        engine.keyboardCurveTiming = profile.keyboardMotionTiming
        engine.blending = profile.additiveAnimations ? .additive : .replacing
        engine.springSettling = profile.springSettling
        engine.animatorKeyboardCurve = profile.propertyAnimatorCurve7
        engine.nestedZeroDuration = profile.nestedZeroDuration
        rootView.keyboardLayoutGuide.nearEdgeThreshold = profile.trackingNearEdgeThreshold
    }

    /// Warns when no model of the device ran the profile's iOS version.
    func checkDeviceRunsProfile() {
        let device = keyboard.device
        let version = keyboard.profile.majorVersion
        guard !device.ran(iOSMajorVersion: version) else { return }
        warningLog.append(
            WarningRecord(
                time: engine.time, frameIndex: engine.frameIndex,
                warning: .deviceNeverRanVersion(
                    device: device.id, version: version, supported: device.supportedVersions.value)))
    }

    /// Rotates: `perform(.rotate(to:))`. With the keyboard hidden the window turns at once; with
    /// it shown iOS's hide-then-show storm is scheduled on the clock (`run()` plays it).
    public func setOrientation(_ orientation: Orientation) throws(SimulationError) {
        _ = try perform(.rotate(to: orientation))
    }

    /// Moves the app into Split View / Slide Over / full screen (iPad only for the first two); an
    /// impossible frame is refused (`KeyboardScenarioError.windowOutsideScreen`,
    /// `.splitViewFrameMismatch`), and so is any placement while a drag's finger is down or a
    /// rotation is in flight.
    public func setPlacement(_ placement: AppPlacement) throws(SimulationError) {
        try checkKeyboardChangesAllowed()
        do {
            try keyboard.setPlacement(placement)
        } catch {
            throw .scenario(error)
        }
        updateWindow()
    }

    /// Puts the app in a Stage Manager window (iPadOS 16+) at `frame` in screen coordinates.
    public func setStageManagerWindow(_ frame: Rect) throws(SimulationError) {
        try checkKeyboardChangesAllowed()
        do {
            try keyboard.setStageManagerWindow(frame)
        } catch {
            throw .scenario(error)
        }
        updateWindow()
    }

    /// Brings the window (screen, frame, safe area) in line with the keyboard machine and lays
    /// out without animation (rotation and resize animations are not modelled).
    func updateWindow() {
        let screen = Screen(size: keyboard.screen.size, scale: keyboard.device.scale)
        let insets = keyboard.device.safeAreaInsets(
            keyboard.orientation, iOSMajorVersion: keyboard.profile.majorVersion)
        window.update(screen: screen, frame: keyboard.windowFrame, safeAreaInsets: insets)
        updateSystemMinimumLayoutMargins()
        engine.performWithoutAnimation {
            updateKeyboardGuide(keyboardFrame: keyboardFrame.model)
            window.layoutIfNeeded()
        }
    }

    // MARK: Layout

    /// Lays out the whole window now (outside any animation unless called inside one).
    public func layoutIfNeeded() {
        window.layoutIfNeeded()
    }

    /// The display cycle's pass: lays out only when something invalidated layout.
    func displayCycleLayout() {
        if window.needsLayout { window.layoutIfNeeded() }
    }

    /// Settings and state in fixed lines, for a `show`-style command.
    public var statusLines: [String] { statusLines(bindings: nil) }

    /// The status lines with `bindings` ("VIEW TECHNIQUE" each) on the bindings line: a shell
    /// that binds techniques of its own (scripts) passes all it knows, so the line lists what
    /// its `bindings` lists; nil lists the simulator's own.
    public func statusLines(bindings given: [String]?) -> [String] {
        let f = KeyboardNumberFormat.compactRect
        let names =
            given
            ?? bindings.map { "\($0.view.name) \($0.technique.rawValue)" }
            + scrollBindings.map { "\($0.scrollView.name) \($0.technique.rawValue)" }
        return [
            "device       \(device.id) (\(device.name))",
            "orientation  \(orientation.rawValue)",
            "profile      \(profile.id)",
            "placement    \(placementDescription)",
            "frame rate   \(engine.frameRate.rawValue) Hz",
            "time         frame \(engine.frameIndex), \(KeyboardNumberFormat.compact(engine.time)) s",
            "screen       \(f(keyboard.screen))",
            "window       \(f(window.frame))",
            "safe area    \(insetsDescription(window.safeAreaInsets))",
            "keyboard     model \(f(keyboardModelFrame))  presented \(f(keyboardPresentedFrame))",
            "focused      \(keyboard.state.focusedField ?? "none")  mode \(keyboard.state.mode.rawValue)",
        ] + dragStatusLines + rotationStatusLines + [
            "animator 7   \(engine.animatorKeyboardCurve.rawValue)",
            "bindings     " + (names.isEmpty ? "none" : names.joined(separator: ", ")),
        ]
    }

    /// While a drag's finger is down: where it is (the lines above already show the keyboard
    /// as the release leaves it, since the machine plays a drag at once).
    private var dragStatusLines: [String] {
        guard let drag = keyboardDrag else { return [] }
        let frames = drag.framesToRelease
        return [
            "dragging     interactive dismissal, finger position \(drag.position) of \(drag.positions) "
                + "(released in \(frames) frame\(frames == 1 ? "" : "s"))"
        ]
    }

    /// While a rotation's notifications are pending: which way and when it ends (the lines above
    /// already show the end orientation, since the machine plays a rotation at once).
    private var rotationStatusLines: [String] {
        guard let rotation = rotationInFlight else { return [] }
        let frames = rotation.framesToEnd
        return [
            "rotating     \(rotation.from.rawValue) to \(rotation.to.rawValue), keyboard "
                + "\(rotation.isShowing ? "showing" : "hiding") (ends in \(frames) frame\(frames == 1 ? "" : "s"))"
        ]
    }

    private var placementDescription: String {
        switch keyboard.placement {
        case .fullScreen: return "full screen"
        case .splitView(let frame) where keyboard.isStageManager:
            return "stage manager \(KeyboardNumberFormat.compactRect(frame))"
        case .splitView(let frame): return "split view \(KeyboardNumberFormat.compactRect(frame))"
        case .slideOver(let frame): return "slide over \(KeyboardNumberFormat.compactRect(frame))"
        }
    }

    private func insetsDescription(_ i: EdgeInsets) -> String {
        [i.top, i.left, i.bottom, i.right].map { KeyboardNumberFormat.compact($0) }.joined(separator: ",")
    }
}

/// A view's animatable frame, with the identity of the engine it belongs to (a view stores its
/// entry, `View.frameEntry`; an entry another simulator's engine made is not this one's). The
/// identity, not a reference: the engine's frame handlers may hold the simulator that holds the
/// view, and a weak reference would cost a side-table load on every recorded frame.
final class FrameEntry {
    let engine: ObjectIdentifier
    let property: AnimatableProperty<Rect>

    init(engine: AnimationEngine, property: AnimatableProperty<Rect>) {
        self.engine = ObjectIdentifier(engine)
        self.property = property
    }
}
