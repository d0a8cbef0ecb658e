/// Safe-area, layout-margins, readable-content and keyboard guides: their edge constraints, and
/// the constants that depend on solved frames (a subview's safe area depends on where it ends
/// up), refreshed after each solve until they stop changing.
extension LayoutEngine {
    /// Installs the edge constraints of a safe-area or keyboard guide the first time a user
    /// constraint mentions it.
    func installGuide(of item: any LayoutItem) {
        if let guide = item as? LayoutGuide, guide.kind == .layoutMargins || guide.kind == .readableContent {
            installMarginGuide(guide)
        } else if let guide = item as? LayoutGuide, guide.kind == .safeArea, guide.systemConstraints.isEmpty,
            let view = guide.owningView
        {
            let insets = view.safeAreaInsets
            guide.installedInsets = insets
            let prefix = "UIViewSafeAreaLayoutGuide-"
            guide.systemConstraints = [
                system(guide, .left, view, .left, insets.left, .safeArea, prefix + "left"),
                system(guide, .top, view, .top, insets.top, .safeArea, prefix + "top"),
                system(guide, .right, view, .right, -insets.right, .safeArea, prefix + "right"),
                system(guide, .bottom, view, .bottom, -insets.bottom, .safeArea, prefix + "bottom"),
            ]
            safeGuides.append(guide)
            for constraint in guide.systemConstraints { activate(constraint) }
        } else if let guide = item as? KeyboardLayoutGuide, guide.systemConstraints.isEmpty,
            let view = guide.owningView
        {
            let k = guide.insets(viewSize: view.bounds.size, safeBottom: view.safeAreaInsets.bottom)
            let prefix = "UIKeyboardLayoutGuide-"
            guide.systemConstraints = [
                system(guide, .left, view, .left, k.left, .keyboardGuide, prefix + "left"),
                system(guide, .right, view, .right, -k.right, .keyboardGuide, prefix + "right"),
                system(guide, .bottom, view, .bottom, -k.bottom, .keyboardGuide, prefix + "bottom"),
                system(guide, .height, nil, nil, k.height, .keyboardGuide, prefix + "height"),
            ]
            keyboardGuides.append(guide)
            for constraint in guide.systemConstraints { activate(constraint) }
        }
    }

    func keyboardGuideDidChange(_ guide: KeyboardLayoutGuide) {
        markDirty()
    }

    /// Recomputes guide constants from the solved boxes; true when any constant moved.
    func refreshGuideConstants() -> Bool {
        guard let window else { return false }
        var memo: [ObjectIdentifier: EdgeInsets] = [:]
        var changed = false
        for guide in safeGuides {
            guard let view = guide.owningView, guide.systemConstraints.count == 4 else { continue }
            let insets =
                guide.kind == .safeArea
                ? solvedSafeInsets(of: view, window: window, memo: &memo)
                : solvedMarginInsets(of: guide, view: view, window: window, memo: &memo)
            guide.installedInsets = insets
            let values = [insets.left, insets.top, -insets.right, -insets.bottom]
            for (constraint, value) in zip(guide.systemConstraints, values) {
                changed = setIfDifferent(constraint, value) || changed
            }
        }
        for guide in keyboardGuides {
            guard let view = guide.owningView, guide.systemConstraints.count == 4 else { continue }
            let box = view.layoutBox.solvedRect
            let safeBottom = solvedSafeInsets(of: view, window: window, memo: &memo).bottom
            let k = guide.insets(viewSize: box.size, safeBottom: safeBottom)
            let values = [k.left, -k.right, -k.bottom, k.height]
            for (constraint, value) in zip(guide.systemConstraints, values) {
                changed = setIfDifferent(constraint, value) || changed
            }
        }
        return changed
    }

    private func setIfDifferent(_ constraint: LayoutConstraint, _ value: Double) -> Bool {
        guard abs(constraint.constant - value) > 1e-9 else { return false }
        constraint.constant = value
        return true
    }

    /// A view's safe-area insets from solved boxes in layout space: the window's for the root,
    /// otherwise the part of the superview's unsafe margins the view overlaps.
    func solvedSafeInsets(of view: View, window: Window, memo: inout [ObjectIdentifier: EdgeInsets])
        -> EdgeInsets
    {
        if let known = memo[ObjectIdentifier(view)] { return known }
        let insets: EdgeInsets
        if view === window.rootView {
            insets = window.rootSafeAreaInsets
        } else if let parent = view.superview {
            let parentInsets = solvedSafeInsets(of: parent, window: window, memo: &memo)
            let parentSafe = parent.layoutBox.solvedRect.inset(by: parentInsets)
            insets = View.overlapInsets(of: view.layoutBox.solvedRect, outside: parentSafe)
        } else {
            insets = .zero
        }
        memo[ObjectIdentifier(view)] = insets
        return insets
    }
}
