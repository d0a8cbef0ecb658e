/// Views entering and leaving the window, and the engine-made constraints that follow a view's
/// state: the root's encapsulated size and the autoresizing constraints of views that translate
/// their mask. Installed lazily at the next solve, so a view added and then constrained never
/// gets autoresizing constraints at all.
extension LayoutEngine {
    func subtreeDidEnterWindow(_ view: View) {
        window?.indexViews(of: view)
        let entering = view.subtree
        for v in entering {
            reserveSerials(for: v)
            enqueue(v)
        }
        restoreDetachedConstraints(of: entering)
        markDirty()
    }

    func reserveSerials(for view: View) {
        reservedSerials[ObjectIdentifier(view)] = serialCounter + 1
        serialCounter += 4
    }

    /// The subtree leaves the window. As in UIKit, constraints that reach outside it are removed
    /// (deactivated), while those wholly inside it (between its views and their guides) stay
    /// active, kept on the subtree's top view until it enters a window again. Engine-made
    /// constraints that follow a view's state (autoresizing, content size, guide edges) are
    /// dropped and made again on re-entry.
    func subtreeWillLeaveWindow(_ view: View) {
        window?.unindexViews(of: view)
        let leaving = view.subtree
        let ids = Set(leaving.map { ObjectIdentifier($0) })
        func inside(_ item: any LayoutItem) -> Bool {
            item.owningView.map { ids.contains(ObjectIdentifier($0)) } ?? false
        }
        var kept: [LayoutConstraint] = []
        for constraint in activeConstraintsInOrder where constraint.items.contains(where: inside) {
            let keeps =
                (constraint.origin == .user || constraint.origin == .stackView)
                && constraint.items.allSatisfy(inside)
            deactivate(constraint)
            if keeps { kept.append(constraint) }
        }
        for v in leaving {
            reservedSerials[ObjectIdentifier(v)] = nil
            if pendingIDs.remove(ObjectIdentifier(v)) != nil { pendingViews.removeAll { $0 === v } }
            removeAutoresizing(of: v)
            removeIntrinsicConstraints(of: v)
            for guide in [v.existingSafeAreaGuide].compactMap({ $0 }) + v.existingMarginGuides {
                guide.systemConstraints = []
                guide.installedInsets = nil
                safeGuides.removeAll { $0 === guide }
            }
            if let guide = v.existingKeyboardGuide {
                guide.systemConstraints = []
                keyboardGuides.removeAll { $0 === guide }
            }
        }
        for constraint in kept {
            constraint.isActive = true
            constraint.detachedOwner = view
        }
        view.extras.detachedConstraints += kept
        markDirty()
    }

    /// Activates again the constraints a subtree kept while it was out of a window; one whose
    /// items are not all in this window now (its subtree was taken apart meanwhile) is dropped.
    func restoreDetachedConstraints(of views: [View]) {
        guard let window else { return }
        for v in views where !v.extras.detachedConstraints.isEmpty {
            let kept = v.extras.detachedConstraints
            v.extras.detachedConstraints = []
            for constraint in kept {
                constraint.detachedOwner = nil
                constraint.isActive = false
                if constraint.commonWindow === window { activate(constraint) }
            }
        }
    }

    func autoresizingStateDidChange(_ view: View) {
        if view.translatesAutoresizingMaskIntoConstraints { reserveSerials(for: view) }
        enqueue(view)
        markDirty()
    }

    func frameWasAssigned(_ view: View) {
        if let constraints = autoresizing[ObjectIdentifier(view)] {
            let f = view.frame.standardized
            let values = [f.minX, f.minY, f.width, f.height]
            for (constraint, value) in zip(constraints, values) { constraint.constant = value }
        }
        // A view placed by constraints keeps the assigned frame until its superview's next pass;
        // UIKit's setFrame: does not invalidate that layout, so neither does the lab.
        if view.translatesAutoresizingMaskIntoConstraints { markDirty() }
    }

    func windowGeometryDidChange() {
        guard let window else { return }
        let size = window.bounds.size
        if encapsulated.count == 4 {
            encapsulated[2].constant = size.width
            encapsulated[3].constant = size.height
        }
        markDirty()
    }

    func enqueue(_ view: View) {
        if pendingIDs.insert(ObjectIdentifier(view)).inserted { pendingViews.append(view) }
    }

    /// Brings a view's engine-made constraints in line with its state: the root gets its
    /// encapsulated size; other views get autoresizing constraints while they translate their mask.
    func reconcile(_ view: View) {
        guard let window, view.window === window else { return }
        reconcileIntrinsicSize(view)
        (view as? StackView)?.reconcileArrangement(in: self)
        if view === window.rootView {
            if encapsulated.isEmpty { installEncapsulated(root: view, size: window.bounds.size) }
            return
        }
        let id = ObjectIdentifier(view)
        let wants = view.translatesAutoresizingMaskIntoConstraints
        if wants, autoresizing[id] == nil, let parent = view.superview {
            let f = view.frame.standardized
            let made = [
                system(
                    view, .left, parent, .left, f.minX, .autoresizing,
                    "NSAutoresizingMaskLayoutConstraint-left"),
                system(
                    view, .top, parent, .top, f.minY, .autoresizing, "NSAutoresizingMaskLayoutConstraint-top"),
                system(
                    view, .width, nil, nil, f.width, .autoresizing, "NSAutoresizingMaskLayoutConstraint-width"
                ),
                system(
                    view, .height, nil, nil, f.height, .autoresizing,
                    "NSAutoresizingMaskLayoutConstraint-height"),
            ]
            autoresizing[id] = made
            let first = reservedSerials.removeValue(forKey: id)
            for (offset, constraint) in made.enumerated() {
                activate(constraint)
                if let first { constraint.serial = first + offset }
            }
        } else if !wants {
            removeAutoresizing(of: view)
        }
    }

    func removeAutoresizing(of view: View) {
        guard let made = autoresizing.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for constraint in made { deactivate(constraint) }
    }

    func installEncapsulated(root: View, size: Size) {
        encapsulated = [
            system(root, .left, nil, nil, 0, .encapsulatedLayout, "UIView-Encapsulated-Layout-Left"),
            system(root, .top, nil, nil, 0, .encapsulatedLayout, "UIView-Encapsulated-Layout-Top"),
            system(
                root, .width, nil, nil, size.width, .encapsulatedLayout, "UIView-Encapsulated-Layout-Width"),
            system(
                root, .height, nil, nil, size.height, .encapsulatedLayout, "UIView-Encapsulated-Layout-Height"
            ),
        ]
        for constraint in encapsulated { activate(constraint) }
    }

    /// An engine-made required constraint `item.a == other.b + constant` (or `== constant`).
    func system(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ other: (any LayoutItem)?,
        _ otherAttribute: LayoutAttribute?, _ constant: Double, _ origin: LayoutConstraint.Origin,
        _ identifier: String
    ) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, .equal, other, otherAttribute, multiplier: 1, constant: constant,
            origin: origin, identifier: identifier)
    }

    /// Pending views reconciled, in the order they were queued.
    func reconcilePending() {
        while !pendingViews.isEmpty {
            let batch = pendingViews
            pendingViews = []
            pendingIDs = []
            for view in batch { reconcile(view) }
        }
    }
}
