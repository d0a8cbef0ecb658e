/// A rectangle that takes part in layout without being a view, as `UILayoutGuide`. A view owns
/// its safe-area guide, its layout-margins guide and its readable-content guide, whose edges the
/// engine keeps at the view's edges inset by the matching insets; custom guides (a stack view's
/// spacers, or guides added with `addLayoutGuide(_:)`) are placed by constraints alone.
public final class LayoutGuide: LayoutItem {
    /// Which guide it is: the engine installs and refreshes the edges of the first three.
    public enum Kind: String, Hashable, Sendable {
        /// `safeAreaLayoutGuide`: the view's bounds inset by `safeAreaInsets`.
        case safeArea
        /// `layoutMarginsGuide`: the view's bounds inset by `layoutMargins`.
        case layoutMargins
        /// `readableContentGuide`: inside the margins, at most `readableContentWidth` wide, centred.
        case readableContent
        /// Any other guide: constraints place it.
        case custom
    }

    public let kind: Kind
    public private(set) weak var owningView: View?
    /// UIKit's identifier (`UIViewSafeAreaLayoutGuide`, `UIViewLayoutMarginsGuide`,
    /// `UISV-alignment-spanner`, …); for custom guides, whatever the creator chose.
    public var identifier: String
    /// The word after the owning view's name in constraint text: `safe`, `margins`, `readable`,
    /// or a custom guide's name (`stack.spanner`).
    public let name: String
    public let layoutBox: LayoutBox
    /// The insets the engine last gave the guide's constraints (layout-pass fixed point).
    var installedInsets: EdgeInsets?
    /// The engine constraints that hold the guide to its view, once installed.
    var systemConstraints: [LayoutConstraint] = []

    init(owningView: View, kind: Kind, name: String, identifier: String) {
        self.owningView = owningView
        self.kind = kind
        self.name = name
        self.identifier = identifier
        self.layoutBox = LayoutBox(name: "\(owningView.name).\(name)")
    }

    /// A custom guide (`UILayoutGuide()`), to be added to a view with `addLayoutGuide(_:)`.
    /// `name` is how constraint text reaches it (`VIEW.NAME`): letters, digits and `_`.
    public init(name: String, identifier: String = "") {
        self.kind = .custom
        self.name = name
        self.identifier = identifier
        self.layoutBox = LayoutBox(name: name)
    }

    func setOwningView(_ view: View?) {
        owningView = view
    }

    /// `safe` for the root view's safe-area guide, `VIEW.NAME` for every other guide (`card.safe`,
    /// `root.margins`, `form.readable`, `stack.spanner`).
    public var layoutName: String {
        guard let view = owningView else { return name }
        if view.isRootView && kind == .safeArea { return "safe" }
        return "\(view.layoutName).\(name)"
    }

    /// The guide's rectangle in its owning view's coordinates, as the engine last solved it;
    /// before any constraint uses an engine-placed guide, the view's bounds inset by its insets.
    public var layoutFrame: Rect {
        guard let view = owningView else { return .zero }
        let installed = kind == .custom || !systemConstraints.isEmpty
        guard installed, view.window != nil else {
            return view.bounds.inset(by: view.guideInsets(for: kind))
        }
        let own = layoutBox.solvedRect
        let base = view.layoutBox.solvedRect
        return Rect(
            x: own.minX - base.minX, y: own.minY - base.minY, width: own.width, height: own.height)
    }
}
