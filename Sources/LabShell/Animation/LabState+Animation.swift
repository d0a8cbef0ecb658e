import KeyboardLab

extension LabState {
    /// Brings each view's model frame in line with its animatable frame property after an
    /// animator moved the property's model by itself (stop without finishing keeps the current
    /// values, finish at start returns to the old ones). In UIKit `view.frame` is the model
    /// layer's, so it must read the same; the engine updates only the property.
    func syncViewFramesFromAnimator() {
        let engine = simulator.engine
        for view in window.allViews where view !== rootView {
            let model = simulator.frameProperty(of: view).model
            if model != view.frame {
                engine.performWithoutAnimation { view.frame = model }
            }
        }
    }
}
