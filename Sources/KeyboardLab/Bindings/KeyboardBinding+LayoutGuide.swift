extension KeyboardBinding {
    // Technique 5: the keyboard layout guide (iOS 15+): the bottom constraint is replaced by
    // `view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`; UIKit moves
    // the guide inside the keyboard's animation, so the view follows on the same spring.
    func installKeyboardLayoutGuide() throws(SimulationError) {
        guideConstraint = try simulator.pinToKeyboardLayoutGuide(view, replacing: constraint)
    }
}

extension Simulator {
    /// `view.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor)` in place of
    /// `constraint` (deactivated; activated again when the new one cannot be), then a layout
    /// pass with the guide where the keyboard is now. Returns the new constraint.
    func pinToKeyboardLayoutGuide(_ view: View, replacing constraint: LayoutConstraint?)
        throws(SimulationError)
        -> LayoutConstraint
    {
        constraint?.deactivate()
        let guideConstraint = view.bottomAnchor.constraint(equalTo: rootView.keyboardLayoutGuide.topAnchor)
        guideConstraint.identifier = "\(view.name)-keyboard"
        do throws(LayoutError) {
            try guideConstraint.activate()
        } catch {
            try? constraint?.activate()
            throw .layout(error)
        }
        window.layoutIfNeeded()
        refreshKeyboardGuide()
        return guideConstraint
    }
}
