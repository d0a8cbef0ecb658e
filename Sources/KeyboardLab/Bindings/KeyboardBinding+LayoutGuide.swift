extension KeyboardBinding {
    // Technique 5: the keyboard layout guide (iOS 15+): the bottom constraint is replaced by
    // `view.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)`; UIKit moves
    // the guide inside the keyboard's animation, so the view follows on the same spring.
    func installKeyboardLayoutGuide() throws(SimulationError) {
        constraint?.deactivate()
        let guideConstraint = view.bottomAnchor.constraint(equalTo: rootView.keyboardLayoutGuide.topAnchor)
        guideConstraint.identifier = "\(view.name)-keyboard"
        do {
            try guideConstraint.activate()
        } catch {
            try? constraint?.activate()
            throw .layout(String(describing: error))
        }
        self.guideConstraint = guideConstraint
        simulator.window.layoutIfNeeded()
        simulator.refreshKeyboardGuide()
    }
}
