extension View {
    /// The safe-area insets as UIKit reports them: the window's for the root view; for any other
    /// view, the part of its superview's unsafe margins that it overlaps, each edge clamped to
    /// 0...the view's size. Zero outside a window. Computed from model frames.
    public var safeAreaInsets: EdgeInsets {
        guard let window = window else { return .zero }
        if isRootView { return window.rootSafeAreaInsets }
        guard let parent = superview else { return .zero }
        let parentSafe = parent.bounds.inset(by: parent.safeAreaInsets)
        let safeHere = convert(parentSafe, from: parent)
        return View.overlapInsets(of: bounds, outside: safeHere)
    }

    /// The insets of `rect` that fall outside `safe` (both in one space), clamped to the rect.
    static func overlapInsets(of rect: Rect, outside safe: Rect) -> EdgeInsets {
        let r = rect.standardized
        func clamp(_ value: Double, _ limit: Double) -> Double { max(0, min(value, limit)) }
        return EdgeInsets(
            top: clamp(safe.minY - r.minY, r.height),
            left: clamp(safe.minX - r.minX, r.width),
            bottom: clamp(r.maxY - safe.maxY, r.height),
            right: clamp(r.maxX - safe.maxX, r.width))
    }
}
