/// Custom layout guides (`addLayoutGuide(_:)`, `removeLayoutGuide(_:)`, `layoutGuides`) and the
/// lookup of any guide a view owns by the name constraint text uses after the view's name.
extension View {
    /// The custom guides added to the view, in order (`UIView.layoutGuides` lists only these; the
    /// safe-area, margins, readable and keyboard guides are properties of their own).
    public var layoutGuides: [LayoutGuide] { extras.layoutGuides }

    /// Adds a custom guide (`UIView.addLayoutGuide(_:)`); a guide owned by another view moves here.
    /// Engine-placed guides (safe area, margins, readable) cannot be added.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.setOwningView(self)
        extras.layoutGuides.append(guide)
    }

    /// Removes a custom guide; the active constraints that mention it are deactivated.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        let involving = (window?.engine.activeConstraintsInOrder ?? []).filter { constraint in
            constraint.items.contains { $0 === guide }
        }
        LayoutConstraint.deactivate(involving)
        extras.layoutGuides.removeAll { $0 === guide }
        guide.setOwningView(nil)
    }

    /// The guide constraint text names `VIEW.name`: `safe`, `keyboard`, `margins`, `readable`, or
    /// a custom guide's name.
    public func layoutItem(namedGuide name: String) -> (any LayoutItem)? {
        switch name {
        case "safe": return safeAreaLayoutGuide
        case "keyboard": return keyboardLayoutGuide
        case "margins": return layoutMarginsGuide
        case "readable": return readableContentGuide
        default: return extras.layoutGuides.first { $0.name == name }
        }
    }

    /// The engine-placed guides the view has made so far (for the engine's bookkeeping).
    var existingMarginGuides: [LayoutGuide] {
        [extras.marginsGuide, extras.readableGuide].compactMap { $0 }
    }
}
