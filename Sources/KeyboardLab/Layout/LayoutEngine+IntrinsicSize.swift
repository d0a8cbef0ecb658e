/// The constraints UIKit generates for an intrinsic content size (`NSContentSizeLayoutConstraint`,
/// printed in the lab as two constraints per axis): `width <= intrinsic @hugging` and
/// `width >= intrinsic @compressionResistance`, the same for the height. Made lazily at the next
/// solve like autoresizing constraints; a changed size moves their constants (one suggestion
/// each, no solver rebuild), a changed priority swaps their strengths.
struct IntrinsicSizeConstraints {
    var horizontal: (hug: LayoutConstraint, resist: LayoutConstraint)?
    var vertical: (hug: LayoutConstraint, resist: LayoutConstraint)?

    subscript(axis: LayoutAttribute.Axis) -> (hug: LayoutConstraint, resist: LayoutConstraint)? {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }

    var all: [LayoutConstraint] {
        [horizontal, vertical].compactMap { $0 }.flatMap { [$0.hug, $0.resist] }
    }
}

extension LayoutEngine {
    func intrinsicSizeDidChange(_ view: View) {
        enqueue(view)
        markDirty()
    }

    /// Brings a view's content-size constraints in line with its intrinsic size and priorities.
    func reconcileIntrinsicSize(_ view: View) {
        let id = ObjectIdentifier(view)
        var state = intrinsicConstraints[id] ?? IntrinsicSizeConstraints()
        for axis in LayoutAttribute.Axis.allCases {
            let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            guard let value = view.intrinsicValue(on: axis) else {
                if let pair = state[axis] { LayoutConstraint.deactivate([pair.hug, pair.resist]) }
                state[axis] = nil
                continue
            }
            if let pair = state[axis] {
                pair.hug.constant = value
                pair.resist.constant = value
                updatePriority(of: pair.hug, to: hugging)
                updatePriority(of: pair.resist, to: resistance)
            } else {
                let name = "NSContentSizeLayoutConstraint-\(attribute)"
                let hug = LayoutConstraint(
                    unchecked: view, attribute, .lessThanOrEqual, nil, nil, multiplier: 1, constant: value,
                    priority: hugging, origin: .contentSize, identifier: name + "-Hug")
                let resist = LayoutConstraint(
                    unchecked: view, attribute, .greaterThanOrEqual, nil, nil, multiplier: 1, constant: value,
                    priority: resistance, origin: .contentSize, identifier: name + "-CompressionResistance")
                activate(hug)
                activate(resist)
                state[axis] = (hug, resist)
            }
        }
        intrinsicConstraints[id] = state.all.isEmpty ? nil : state
    }

    /// Changes an engine-made constraint's priority; crossing between required and optional (not
    /// allowed on an active constraint) goes through a deactivation.
    private func updatePriority(of constraint: LayoutConstraint, to priority: LayoutPriority) {
        guard constraint.priority != priority else { return }
        if constraint.priority.isRequired != priority.isRequired {
            deactivate(constraint)
            try? constraint.setPriority(priority)
            activate(constraint)
        } else {
            try? constraint.setPriority(priority)
        }
    }

    func removeIntrinsicConstraints(of view: View) {
        guard let state = intrinsicConstraints.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for constraint in state.all { deactivate(constraint) }
    }
}
