extension View {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(self, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(self, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(self, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(self, .right) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(self, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(self, .bottom) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(self, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(self, .height) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(self, .centerX) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(self, .centerY) }

    /// The active constraints that mention this view or its guides, in activation order.
    public var constraintsInvolvingView: [LayoutConstraint] {
        guard let engine = window?.engine else { return [] }
        return engine.activeConstraintsInOrder.filter { constraint in
            constraint.items.contains { $0.owningView === self }
        }
    }
}
