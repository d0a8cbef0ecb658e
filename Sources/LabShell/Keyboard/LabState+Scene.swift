import KeyboardLab

/// Copies of the session's scene for `compare`: the same device, orientation, placement, profile
/// and frame rate, the same views and constraints, the keyboard hidden and no bindings, so every
/// technique starts from the same place.
extension LabState {
    /// A fresh simulator holding this scene. Constraints a binding has moved get back the
    /// constant they had when first bound (`constants`); the layout guide's binding deactivates
    /// its constraint, so the bound ones are copied even when inactive. What a script binding's
    /// body made (`excluded`) is left out: binding it on the copy makes it again.
    func sceneCopy(constants: [String: Double], bound: Set<String>, excluded: Set<String> = [])
        throws(SimulationError) -> Simulator
    {
        let copy = try Simulator(
            device: device, orientation: orientation, profile: simulator.profile,
            frameRate: simulator.engine.frameRate, placement: placement)
        let guide = rootView.keyboardLayoutGuide
        let newGuide = copy.rootView.keyboardLayoutGuide
        newGuide.followsUndockedKeyboard = guide.followsUndockedKeyboard
        newGuide.usesBottomSafeArea = guide.usesBottomSafeArea
        newGuide.keyboardDismissPadding = guide.keyboardDismissPadding
        for view in window.allViews where view !== rootView && !excluded.contains(view.name) {
            let parent = view.superview.flatMap { $0 === rootView ? nil : $0.name }
            try copy.addView(named: view.name, kind: view.kind, in: parent, frame: view.frame)
        }
        for (name, constraint) in namedConstraints
        where (constraint.isActive || bound.contains(name)) && !excluded.contains(name) {
            try copy.addConstraint(constraint.description)
            if let constant = constants[name] { try copy.setConstant(constant, ofConstraint: name) }
        }
        copy.copyScreenState(from: simulator)  // rows, insets, text, stacks, table controllers
        copy.layoutIfNeeded()
        return copy
    }
}
