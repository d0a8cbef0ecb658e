/// The per-view layout state beyond frame and bounds: layout margins, the intrinsic content size
/// with its priorities, the extra guides, and the constraints kept while the view is out of a
/// window. One stored value so that `View` stays small; the behaviour lives in the `View+…`
/// extensions that use it.
struct ViewExtras {
    /// Margins as set (`directionalLayoutMargins`); nil: UIKit's default.
    var requestedMargins: DirectionalEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var marginsGuide: LayoutGuide?
    var readableGuide: LayoutGuide?
    /// Guides added with `addLayoutGuide(_:)` (a stack view's spacers among them).
    var layoutGuides: [LayoutGuide] = []
    /// An intrinsic size given to a plain view (the lab's stand-in for overriding
    /// `intrinsicContentSize`); nil: none (`noIntrinsicMetric`).
    var assignedIntrinsicSize: Size?
    /// Content hugging, UIKit's default 250 on both axes.
    var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// Compression resistance, UIKit's default 750 on both axes.
    var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    /// Constraints wholly inside this view's subtree, kept (and still active) while the subtree
    /// is out of a window; they come back when it enters one again. The lab's constraints hold
    /// their views (UIKit's do not), so such a subtree lives until they are deactivated
    /// (`keptConstraints`; the shell's `remove` does so, docs/Deviations.md).
    var detachedConstraints: [LayoutConstraint] = []
}

/// One priority per axis (content hugging or compression resistance).
struct AxisPriorities: Hashable {
    var horizontal: LayoutPriority
    var vertical: LayoutPriority

    subscript(axis: LayoutAttribute.Axis) -> LayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}

extension View {
    /// The constraints wholly inside this view's subtree that it keeps, still active, while it
    /// is out of a window (they come back with it). Deactivating them lets a removed subtree go:
    /// the lab's constraints hold their views, where UIKit's do not.
    public var keptConstraints: [LayoutConstraint] { extras.detachedConstraints }
}
