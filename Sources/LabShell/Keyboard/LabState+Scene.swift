import KeyboardLab

/// Copies of the session's scene for `compare`: the same device, orientation, placement, profile
/// and frame rate, the same views and constraints, the keyboard hidden and no bindings, so every
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
        return scene
    }

    /// A fresh simulator holding this scene (see `sceneDescription`), with the screen views'
    /// state too (rows, insets, offsets, text, stacks, table controllers).
    func sceneCopy(constants: [String: Double], bound: Set<String>, excluded: Set<String> = [])
        throws(SimulationError) -> Simulator
    {
        let copy = try sceneDescription(constants: constants, bound: bound, excluded: excluded)
            .makeSimulator()
        copy.copyScreenState(from: simulator)
        copy.layoutIfNeeded()
        return copy
    }
}
