/// Building the scene: views, constraints by text, and the model / presentation frames of every
/// view in any coordinate space.
extension Simulator {
    /// Where a frame is expressed.
    public enum FrameSpace: String, Hashable, Sendable, CaseIterable {
        /// The view's superview (what `frame` means).
        case superview
        /// The root view controller's view.
        case root
        /// The window.
        case window
        /// The screen (keyboard frames live here).
        case screen
    }

    /// The root view controller's view.
    public var rootView: View { window.rootView }

    /// Adds a view of a kind (a text field, a scroll view, …, with that kind's defaults) under
    /// `parent` (a view name; nil = the root; `arranged`: in a stack view's arrangement) with an
    /// optional initial frame, and lays out.
    @discardableResult
    public func addView(
        named name: String, kind: View.Kind = .view, in parent: String? = nil, frame: Rect = .zero,
        arranged: Bool = false
    ) throws(SimulationError) -> View {
        try add(Simulator.makeView(named: name, kind: kind, frame: frame), in: parent, arranged: arranged)
    }

    /// The one view with this name (`root` for the root view).
    public func view(named name: String) throws(SimulationError) -> View {
        do {
            return try window.view(uniquelyNamed: name)
        } catch {
            throw .unknownView(name)
        }
    }

    /// Makes and activates the constraint a spec describes, then lays out.
    @discardableResult
    public func addConstraint(_ spec: ConstraintSpec) throws(SimulationError) -> LayoutConstraint {
        do throws(LayoutError) {
            let constraint = try window.makeConstraint(spec)
            try constraint.activate()
            window.layoutIfNeeded()
            refreshKeyboardGuide()
            return constraint
        } catch {
            throw .layout(error)
        }
    }

    /// The active user constraint with this identifier (the name before `:`).
    public func constraint(named name: String) throws(SimulationError) -> LayoutConstraint {
        guard let found = window.constraints().last(where: { $0.identifier == name }) else {
            throw .unknownConstraint(name)
        }
        return found
    }

    /// Sets a named constraint's constant; it animates only if done inside an animation.
    public func setConstant(_ constant: Double, ofConstraint name: String) throws(SimulationError) {
        try constraint(named: name).constant = constant
        window.layoutIfNeeded()
    }

    // MARK: Frames

    /// The animatable frame of a view, made on first use with the view's current frame.
    public func frameProperty(of view: View) -> AnimatableProperty<Rect> {
        existingFrameProperty(of: view) ?? makeFrameProperty(of: view, value: view.frame)
    }

    /// The property of this very view (an identifier reused by a new view after the old one
    /// was freed does not count).
    func existingFrameProperty(of view: View) -> AnimatableProperty<Rect>? {
        guard let entry = view.frameEntry, entry.engine == ObjectIdentifier(engine) else { return nil }
        return entry.property
    }

    private func makeFrameProperty(of view: View, value: Rect) -> AnimatableProperty<Rect> {
        let property = engine.makeProperty(label: "\(view.name).frame", value: value)
        // `view.frame` is the model layer's frame: when an animator moves the property's model
        // (stop, finish at start, reversed to the start), the view follows, without animation.
        property.modelDidChange = { [unowned self, weak view] model in
            guard let view, view.frame != model else { return }
            engine.performWithoutAnimation { view.frame = model }
        }
        view.frameEntry = FrameEntry(engine: engine, property: property)
        return property
    }

    /// Every model-frame change goes through the engine: it animates when made inside an
    /// animation context (the keyboard's block, a technique's `animate`, an animator).
    func modelFrameDidChange(_ change: FrameChange) {
        let property =
            existingFrameProperty(of: change.view)
            ?? makeFrameProperty(of: change.view, value: change.oldFrame)
        engine.setModelValue(change.newFrame, for: property)
    }

    /// A view's frame (model or presentation) in a coordinate space, as UIKit's `frame` and
    /// `convert(_:to:)` give it: each view's transform translation (model or presentation) is
    /// included, its own and its ancestors'. Presentation frames compose the ancestors'
    /// presentation frames, translations and bounds origins, as the render tree does.
    public func frame(of view: View, in space: FrameSpace = .screen, presentation: Bool = true) -> Rect {
        func own(_ v: View) -> Rect { ownRect(of: v, presentation: presentation) }
        var rect = own(view)
        if space == .superview { return rect }
        var parent = view.superview
        while let current = parent {
            if current === rootView && space == .root { return rect }
            let f = own(current)
            let b = boundsOrigin(of: current, presentation: presentation)
            rect = rect.offsetBy(dx: f.minX - b.x, dy: f.minY - b.y)
            parent = current.superview
        }
        if view === rootView && space == .root { return Rect(origin: .zero, size: rect.size) }
        if space == .window { return rect }
        return rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }

    /// A view's frame in its superview (model or presentation), its translation included.
    func ownRect(of view: View, presentation: Bool) -> Rect {
        ownRect(of: view, presentation: presentation, appearance: existingAppearance(of: view))
    }

    /// `ownRect(of:presentation:)` with the view's appearance entry already looked up.
    func ownRect(of view: View, presentation: Bool, appearance: AppearanceEntry?) -> Rect {
        var rect = view.frame
        if presentation, let property = existingFrameProperty(of: view) { rect = property.presentation }
        guard let appearance else { return rect.offsetBy(dx: 0, dy: 0) }
        let t = presentation ? appearance.translation.presentation : appearance.translation.model
        return rect.offsetBy(dx: t.x, dy: t.y)
    }

    /// A view's frame by name (model or presentation) in a coordinate space.
    public func frame(
        ofView name: String, in space: FrameSpace = .screen, presentation: Bool = true
    ) throws(SimulationError) -> Rect {
        frame(of: try view(named: name), in: space, presentation: presentation)
    }

    /// The keyboard's presented frame (screen coordinates) now.
    public var keyboardPresentedFrame: Rect { keyboardFrame.presentation }
    /// The keyboard's model frame (screen coordinates) now: where it is going.
    public var keyboardModelFrame: Rect { keyboardFrame.model }
}
