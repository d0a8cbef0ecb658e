extension View {
    /// The active constraints that mention this view or its guides, in activation order.
    public var constraintsInvolvingView: [LayoutConstraint] {
        guard let engine = window?.engine else { return [] }
        return engine.activeConstraintsInOrder.filter { constraint in
            constraint.items.contains { $0.owningView === self }
        }
    }
}
