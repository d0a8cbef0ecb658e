/// Building real screens: scroll views, table views, text views, labels and stack views by name,
/// and the root view controller's system minimum margins, which follow the window's size class.
extension Simulator {
    /// Adds a view made elsewhere (any `View` subclass) under `parent` (a view name; nil = the
    /// root) and lays out; `arranged` puts it in a stack view's arrangement (`addArrangedSubview`)
    /// rather than only among its subviews. Its name must be an identifier nobody uses.
    @discardableResult
    public func add<V: View>(_ view: V, in parent: String? = nil, arranged: Bool = false)
        throws(SimulationError) -> V
    {
        guard View.isValidName(view.name), window.views(named: view.name).isEmpty else {
            throw .invalidViewName(view.name)
        }
        guard window.viewCount < window.viewLimit else {
            throw .layout(.tooManyViews(limit: window.viewLimit))
        }
        var superview = rootView
        if let parent { superview = try self.view(named: parent) }
        if arranged, let stack = superview as? StackView {
            stack.addArrangedSubview(view)
        } else {
            superview.addSubview(view)
        }
        window.layoutIfNeeded()
        return view
    }

    /// A new view of a kind with UIKit's defaults for that kind (the scene copies of `compare`
    /// use it): an empty table of 44-pt rows, a one-line text view, an empty label, a horizontal
    /// stack view.
    public static func makeView(named name: String, kind: View.Kind, frame: Rect = .zero) -> View {
        switch kind {
        case .view, .textField: return View(name: name, kind: kind, frame: frame)
        case .scrollView: return ScrollView(name: name, frame: frame)
        case .tableView: return TableView(name: name, frame: frame)
        case .textView: return TextView(name: name, frame: frame)
        case .label: return Label(name: name, textWidth: 0, frame: frame)
        case .stackView: return StackView(name: name, frame: frame)
        }
    }

    /// The scroll view (or table view, or text view) with this name.
    public func scrollView(named name: String) throws(SimulationError) -> ScrollView {
        let found = try view(named: name)
        guard let scrollView = found as? ScrollView else { throw .notAScrollView(name) }
        return scrollView
    }

    /// The table view with this name.
    public func tableView(named name: String) throws(SimulationError) -> TableView {
        let found = try view(named: name)
        guard let table = found as? TableView else { throw .notATableView(name) }
        return table
    }

    /// True when the window is regular width: an iPad window at least 678 points wide (full
    /// screen, or the larger Split View panes), or a Plus/Max iPhone in landscape (Apple's size
    /// classes by device and multitasking split, read as a width threshold: docs/Layout.md).
    public var hasRegularWidth: Bool {
        switch device.family {
        case .pad: return window.frame.width >= 678
        case .phone: return orientation == .landscape && device.portraitSize.value.width >= 414
        }
    }

    /// UIKit's system minimum margins for the root view: 16 points leading and trailing in a
    /// compact-width window, 20 in a regular one.
    func updateSystemMinimumLayoutMargins() {
        let side = hasRegularWidth ? 20.0 : 16.0
        window.rootViewController.systemMinimumLayoutMargins = DirectionalEdgeInsets(
            top: 0, leading: side, bottom: 0, trailing: side)
    }
}
