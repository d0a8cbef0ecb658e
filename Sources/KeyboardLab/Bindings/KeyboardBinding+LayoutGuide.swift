extension KeyboardBinding {
    // Technique 5: the keyboard layout guide (iOS 15+): the bottom constraint is replaced by
    // `view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: c)`,
    // keeping the margin the bound constraint had; UIKit moves the guide inside the keyboard's
    // animation, so the view follows on the same spring.
    func installKeyboardLayoutGuide() throws(SimulationError) {
        guideConstraint = try simulator.pinToKeyboardLayoutGuide(view, replacing: constraint)
    }
}

extension Simulator {
    /// `view.bottomAnchor.constraint(equalTo: keyboardLayoutGuide.topAnchor, constant: c)` in
    /// place of `constraint` (deactivated; activated again when the new one cannot be), then a
    /// layout pass with the guide where the keyboard is now. `c` keeps the distance the bound
    /// constraint kept from its reference (a field 20 pt above the safe area stays 20 pt above
    /// the guide, which rests on the safe area): its constant, with the sign turned when it was
    /// written reference-first (`safe.bottom == view.bottom + 20`). Returns the new constraint.
    func pinToKeyboardLayoutGuide(_ view: View, replacing constraint: LayoutConstraint?)
        throws(SimulationError)
        -> LayoutConstraint
    {
        constraint?.deactivate()
        var margin = 0.0
        if let constraint {
            margin = constraint.firstItem === view ? constraint.constant : -constraint.constant
        }
        let guideConstraint = view.bottomAnchor.constraint(
            equalTo: rootView.keyboardLayoutGuide.topAnchor, constant: margin)
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
