/// A scene as plain values: the device, orientation, iOS profile, frame rate and placement, the
/// device's keyboard settings, the root keyboard layout guide's settings, the views and the
/// constraints. Everything needed to
/// build identical simulators anywhere — on other threads too (it is `Sendable`), which is what
/// a comparison run on every core needs — and what the shell's `compare` copies its scene into.
public struct SceneDescription: Hashable, Sendable {
    /// One view: its name, kind, superview (nil: the root view) and initial frame.
    public struct ViewSpec: Hashable, Sendable {
        public var name: String
        public var kind: View.Kind
        public var parent: String?
        public var frame: Rect

        public init(name: String, kind: View.Kind = .view, parent: String? = nil, frame: Rect = .zero) {
            self.name = name
            self.kind = kind
            self.parent = parent
            self.frame = frame
        }
    }

    /// The root view's keyboard layout guide properties a scene may set.
    public struct GuideSettings: Hashable, Sendable {
        public var followsUndockedKeyboard = false
        public var usesBottomSafeArea = true
        public var keyboardDismissPadding = 0.0

        public init(
            followsUndockedKeyboard: Bool = false, usesBottomSafeArea: Bool = true,
            keyboardDismissPadding: Double = 0
        ) {
            self.followsUndockedKeyboard = followsUndockedKeyboard
            self.usesBottomSafeArea = usesBottomSafeArea
            self.keyboardDismissPadding = keyboardDismissPadding
        }
    }

    public var device: Device
    public var orientation: Orientation
    public var profile: IOSVersionProfile
    public var frameRate: FrameRate
    public var placement: AppPlacement
    /// True when `placement`'s window is a Stage Manager window (any size and place), not a
    /// Split View one: the two share `AppPlacement.splitView`, and a copy validated a Stage Manager
    /// window as Split View and refused it.
    public var isStageManager = false
    public var guide: GuideSettings
    /// The keyboard settings the scene's device has (Predictive, a hardware keyboard, the iPad's
    /// keyboard mode) and its fields' traits: only `KeyboardState.settingsKeptByLaunch` is read,
    /// the keyboard always starts hidden.
    public var keyboardSettings = KeyboardState()
    /// Views in the order they are added (a superview before its subviews).
    public var views: [ViewSpec]
    /// Constraints in the order they are activated (names in `identifier`).
    public var constraints: [ConstraintSpec]
    /// The recorded motion the keyboard plays instead of its model (`keyboard-from`), if any.
    public var keyboardRecording: KeyboardRecordingPlayback?

    public init(
        device: Device = DeviceCatalogue.defaultDevice, orientation: Orientation = .portrait,
        profile: IOSVersionProfile = .default, frameRate: FrameRate = .hz60,
        placement: AppPlacement = .fullScreen,
        guide: GuideSettings = GuideSettings(), views: [ViewSpec] = [], constraints: [ConstraintSpec] = []
    ) {
        self.device = device
        self.orientation = orientation
        self.profile = profile
        self.frameRate = frameRate
        self.placement = placement
        self.guide = guide
        self.views = views
        self.constraints = constraints
    }

    /// The same scene on another device (full screen: Split View frames belong to one iPad).
    public func on(_ device: Device) -> SceneDescription {
        var copy = self
        copy.device = device
        if device != self.device {
            copy.placement = .fullScreen
            copy.isStageManager = false
        }
        return copy
    }

    /// Builds the scene in a fresh simulator, keyboard hidden, laid out. Views are added, then
    /// constraints are activated in order, then the window is laid out once.
    public func makeSimulator() throws(SimulationError) -> Simulator {
        let sim: Simulator
        if isStageManager, case .splitView(let frame) = placement {
            sim = Simulator(device: device, orientation: orientation, profile: profile, frameRate: frameRate)
            try sim.setStageManagerWindow(frame)
        } else {
            sim = try Simulator(
                device: device, orientation: orientation, profile: profile, frameRate: frameRate,
                placement: placement)
        }
        if keyboardSettings.settingsKeptByLaunch != KeyboardState() {
            sim.adoptKeyboardSettings(of: keyboardSettings)
        }
        sim.playKeyboardRecording(keyboardRecording)
        let guide = sim.rootView.keyboardLayoutGuide
        guide.followsUndockedKeyboard = self.guide.followsUndockedKeyboard
        guide.usesBottomSafeArea = self.guide.usesBottomSafeArea
        guide.keyboardDismissPadding = self.guide.keyboardDismissPadding
        for spec in views {
            guard View.isValidName(spec.name), sim.window.views(named: spec.name).isEmpty else {
                throw .invalidViewName(spec.name)
            }
            let superview =
                try spec.parent.map { name throws(SimulationError) in try sim.view(named: name) }
                ?? sim.rootView
            // The kind picks the class: a table view is a TableView, as its screen commands made it.
            superview.addSubview(Simulator.makeView(named: spec.name, kind: spec.kind, frame: spec.frame))
        }
        for spec in constraints {
            do throws(LayoutError) {
                try sim.window.makeConstraint(spec).activate()
            } catch {
                throw .layout(error)
            }
        }
        sim.layoutIfNeeded()
        sim.refreshKeyboardGuide()
        return sim
    }
}

extension SceneDescription {
    /// The scene with the classic chat input bar added, as `Simulator.addInputBar` builds it
    /// (views and constraints both: a cell built from the description must find `bottom`).
    public func addingInputBar(
        named name: String = "input", height: Double = 52, bottomConstraint: String = "bottom"
    ) -> SceneDescription {
        var scene = self
        scene.views.append(ViewSpec(name: name, kind: .textField))
        scene.constraints += Simulator.inputBarConstraints(
            named: name, height: height, bottomConstraint: bottomConstraint)
        return scene
    }
}

extension LayoutConstraint {
    /// The constraint as a spec (what its text form parses to).
    public var spec: ConstraintSpec { ConstraintSpec(self) }
}
