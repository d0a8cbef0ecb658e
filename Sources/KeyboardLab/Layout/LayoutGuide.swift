/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`. The lab has
/// one kind: a view's safe-area guide, whose edges the engine keeps at the view's edges inset by
/// the view's `safeAreaInsets`.
public final class LayoutGuide: LayoutItem {
    public private(set) weak var owningView: View?
    public let identifier: String
    public let layoutBox: LayoutBox
    /// The insets the engine last gave the guide's constraints (layout-pass fixed point).
    var installedInsets: EdgeInsets?
    /// The engine constraints that hold the guide to its view, once installed.
    var systemConstraints: [LayoutConstraint] = []

    init(owningView: View, identifier: String) {
        self.owningView = owningView
        self.identifier = identifier
        self.layoutBox = LayoutBox(name: "\(owningView.name).safe")
    }

    /// `safe` for the root view's guide, `name.safe` for any other view's.
    public var layoutName: String {
        guard let view = owningView else { return "safe" }
        return view.isRootView ? "safe" : "\(view.name).safe"
    }

    /// The guide's rectangle in its owning view's coordinates, as the engine last solved it;
    /// before any constraint uses the guide, the view's bounds inset by its safe area.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        guard !systemConstraints.isEmpty, view.window != nil else {
            return view.bounds.inset(by: view.safeAreaInsets)
        }
        let own = layoutBox.solvedRect
        let base = view.layoutBox.solvedRect
        return Rect(
            x: own.minX - base.minX, y: own.minY - base.minY, width: own.width, height: own.height)
    }
}
