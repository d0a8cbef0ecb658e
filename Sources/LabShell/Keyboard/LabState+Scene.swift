import KeyboardLab

/// Copies of the session's scene for `compare`: the same device (with its keyboard settings),
/// orientation, placement, profile and frame rate, the same views and constraints, the keyboard hidden and no bindings, so every
/// technique starts from the same place.
extension LabState {
    /// The scene as a `SceneDescription` (plain values: it can build simulators on any thread,
    /// which `TechniqueComparison` does on every core). Constraints a binding has moved get back
    /// the constant they had when first bound (`constants`); the layout guide's binding
    /// deactivates its constraint, so the bound ones are copied even when inactive. What a
    /// script binding's body made (`excluded`) is left out: binding it on the copy makes it again.
    func sceneDescription(constants: [String: Double], bound: Set<String>, excluded: Set<String> = [])
        -> SceneDescription
    {
        let guide = rootView.keyboardLayoutGuide
        let views = window.allViews.filter { $0 !== rootView && !excluded.contains($0.name) }.map { view in
            SceneDescription.ViewSpec(
                name: view.name, kind: view.kind,
                parent: view.superview.flatMap { $0 === rootView ? nil : $0.name }, frame: view.frame)
        }
        var constraints: [ConstraintSpec] = []
        for (name, constraint) in namedConstraints
        where (constraint.isActive || bound.contains(name)) && !excluded.contains(name) {
            var spec = constraint.spec
            if let constant = constants[name] { spec.constant = constant }
            constraints.append(spec)
        }
        var scene = SceneDescription(
            device: device, orientation: orientation, profile: simulator.profile,
            frameRate: simulator.engine.frameRate, placement: placement,
            guide: SceneDescription.GuideSettings(
                followsUndockedKeyboard: guide.followsUndockedKeyboard,
                usesBottomSafeArea: guide.usesBottomSafeArea,
                keyboardDismissPadding: guide.keyboardDismissPadding),
            views: views, constraints: constraints)
        scene.isStageManager = simulator.isStageManager
        // The device's own settings (a hardware keyboard, the iPad's keyboard mode, Predictive)
        // are what a relaunch keeps (facts §10.9): a copy is the same device, not a reset one.
        scene.keyboardSettings = simulator.keyboard.state
        scene.keyboardRecording = simulator.keyboardRecording
        return scene
    }

    /// A fresh simulator holding this scene (see `sceneDescription`), with the screen views'
    /// state too (rows, insets, offsets, text, stacks, table controllers). A scroll view a
    /// scroll-view technique was bound to gets back what it had before (`scrollStates`), as a
    /// moved constraint gets back its constant: the copy starts without the technique's inset.
    func sceneCopy(
        constants: [String: Double], bound: Set<String>, excluded: Set<String> = [],
        scrollStates: [String: ScrollViewOwnState] = [:]
    ) throws(SimulationError) -> Simulator {
        let copy = try sceneDescription(constants: constants, bound: bound, excluded: excluded)
            .makeSimulator()
        copy.copyScreenState(from: simulator)
        copy.layoutIfNeeded()
        guard !scrollStates.isEmpty else { return copy }
        for (name, state) in scrollStates.sorted(by: { $0.key < $1.key }) {
            guard let scroll = try? copy.scrollView(named: name) else { continue }
            scroll.contentInset = state.contentInset
            scroll.verticalScrollIndicatorInsets = state.verticalScrollIndicatorInsets
            scroll.horizontalScrollIndicatorInsets = state.horizontalScrollIndicatorInsets
        }
        copy.layoutIfNeeded()
        // After the layout, as `copyScreenState` sets them: a resting offset is not clamped again.
        for (name, state) in scrollStates {
            (try? copy.scrollView(named: name))?.contentOffset = state.contentOffset
        }
        copy.layoutIfNeeded()
        return copy
    }
}

/// What a scroll-view technique changes on its scroll view (the bottom insets, the offset it
/// scrolls to), as the scroll view had it before the first `bind-scroll` on it.
struct ScrollViewOwnState {
    var contentInset: EdgeInsets
    var verticalScrollIndicatorInsets: EdgeInsets
    var horizontalScrollIndicatorInsets: EdgeInsets
    var contentOffset: Point

    init(_ scroll: ScrollView) {
        contentInset = scroll.contentInset
        verticalScrollIndicatorInsets = scroll.verticalScrollIndicatorInsets
        horizontalScrollIndicatorInsets = scroll.horizontalScrollIndicatorInsets
        contentOffset = scroll.contentOffset
    }
}
