/// Intrinsic content size and its two priorities per axis, as UIKit documents them: a view with
/// an intrinsic width gets `width <= intrinsic` at its content-hugging priority (default 250,
/// `UILayoutPriority.defaultLow`) and `width >= intrinsic` at its compression-resistance priority
/// (default 750, `.defaultHigh`), the same for the height ("Views with Intrinsic Content Size",
/// Auto Layout Guide). The engine keeps those constraints in step (`LayoutEngine+IntrinsicSize`).
extension View {
    /// `UIView.noIntrinsicMetric`: no intrinsic size on that axis.
    public static let noIntrinsicMetric = -1.0

    /// Gives a plain view an intrinsic size (nil: none), as a custom view overriding
    /// `intrinsicContentSize` would; a negative or non-finite component means no intrinsic size on
    /// that axis. Calls `invalidateIntrinsicContentSize()`.
    public func setIntrinsicContentSize(_ size: Size?) {
        extras.assignedIntrinsicSize = size
        invalidateIntrinsicContentSize()
    }

    /// Tells the engine the intrinsic size changed: its constraints' constants follow at the next
    /// layout pass (one edit-variable suggestion each, as any constant change).
    public func invalidateIntrinsicContentSize() {
        window?.engine.intrinsicSizeDidChange(self)
        superview?.setNeedsLayout()
    }

    /// `contentHuggingPriority(for:)`: how strongly the view resists growing past its intrinsic size.
    public func contentHuggingPriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        extras.hugging[axis]
    }

    /// `setContentHuggingPriority(_:for:)`; priorities outside 1...1000 are ignored.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAttribute.Axis) {
        guard priority.isValid, extras.hugging[axis] != priority else { return }
        extras.hugging[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// `contentCompressionResistancePriority(for:)`: how strongly the view resists shrinking below
    /// its intrinsic size.
    public func contentCompressionResistancePriority(for axis: LayoutAttribute.Axis) -> LayoutPriority {
        extras.compressionResistance[axis]
    }

    /// `setContentCompressionResistancePriority(_:for:)`; priorities outside 1...1000 are ignored.
    public func setContentCompressionResistancePriority(
        _ priority: LayoutPriority, for axis: LayoutAttribute.Axis
    ) {
        guard priority.isValid, extras.compressionResistance[axis] != priority else { return }
        extras.compressionResistance[axis] = priority
        invalidateIntrinsicContentSize()
    }

    /// The intrinsic size on one axis, or nil without one.
    func intrinsicValue(on axis: LayoutAttribute.Axis) -> Double? {
        let size = intrinsicContentSize
        let value = axis == .horizontal ? size.width : size.height
        return value.isFinite && value >= 0 ? value : nil
    }
}
