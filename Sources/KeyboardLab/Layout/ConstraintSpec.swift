/// A constraint as a value, its items named, before they are looked up: what the shell's
/// `constraint` command makes of what was typed (the engine reads no constraint text);
/// `description` prints the canonical form, which the shell reads back to an equal spec.
public struct ConstraintSpec: Hashable, Sendable {
    public var identifier: String?
    /// `root`, `safe`, `keyboard`, a view name, or `name.safe` / `name.keyboard`.
    public var firstItem: String
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var secondItem: String?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: LayoutPriority

    public init(
        identifier: String? = nil, firstItem: String, firstAttribute: LayoutAttribute,
        relation: LayoutRelation, secondItem: String? = nil, secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required
    ) {
        self.identifier = identifier
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    /// Named priorities the parser accepts after `@`, besides numbers.
    public static let priorityNames: [(String, LayoutPriority)] = [
        ("required", .required), ("high", .defaultHigh), ("defaultHigh", .defaultHigh),
        ("low", .defaultLow), ("defaultLow", .defaultLow), ("fittingSize", .fittingSizeLevel),
        ("fittingSizeLevel", .fittingSizeLevel),
    ]
}

extension Window {
    /// The view or guide a constraint-text item names: `root`, `safe` (the root's safe-area
    /// guide), `keyboard` (the root's keyboard guide), a view name, `name.safe`, `name.keyboard`,
    /// `name.margins`, `name.readable` or a custom guide `name.GUIDE` (`root.margins` for the root).
    public func item(named path: String) throws(LayoutError) -> any LayoutItem {
        try item(named: path, views: nil)
    }

    /// `item(named:)` finding views in `views` first (a scene being built knows its views by
    /// name; searching the tree twice per constraint cost more than activating it).
    func item(named path: String, views: [String: View]?) throws(LayoutError) -> any LayoutItem {
        func view(uniquelyNamed name: String) throws(LayoutError) -> View {
            if let known = views?[name] { return known }
            return try self.view(uniquelyNamed: name)
        }
        // One part or two, told by the dots among the bytes (splitting into an array of
        // strings was a twentieth of a piped constraint).
        guard let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            switch path {
            case "root": return rootView
            case "safe": return rootView.safeAreaLayoutGuide
            case "keyboard": return rootView.keyboardLayoutGuide
            default: return try view(uniquelyNamed: path)
            }
        }
        let head = String(path[..<dot])
        let guideName = String(path[path.utf8.index(after: dot)...])
        guard !guideName.utf8.contains(UInt8(ascii: ".")) else { throw LayoutError.unknownItem(path) }
        let view = head == "root" ? rootView : try view(uniquelyNamed: head)
        guard let guide = view.layoutItem(namedGuide: guideName) else {
            throw LayoutError.unknownItem(path)
        }
        return guide
    }

    /// The one view with this name (the root answers to `root` only).
    public func view(uniquelyNamed name: String) throws(LayoutError) -> View {
        if name == "root" { return rootView }
        let named = views(named: name)
        // The usual case without a filtered copy.
        if named.count == 1, named[0] !== rootView { return named[0] }
        let found = named.filter { $0 !== rootView }
        guard let first = found.first else { throw LayoutError.unknownItem(name) }
        guard found.count == 1 else { throw LayoutError.ambiguousName(name) }
        return first
    }

    /// Makes (does not activate) the constraint a spec describes, checked as UIKit checks it.
    public func makeConstraint(_ spec: ConstraintSpec) throws(LayoutError) -> LayoutConstraint {
        try makeConstraint(spec, views: nil)
    }

    /// `makeConstraint(_:)` finding views in `views` first (see `item(named:views:)`).
    func makeConstraint(_ spec: ConstraintSpec, views: [String: View]?) throws(LayoutError)
        -> LayoutConstraint
    {
        let first = try item(named: spec.firstItem, views: views)
        var second: (any LayoutItem)?
        if let name = spec.secondItem { second = try item(named: name, views: views) }
        return try LayoutConstraint(
            item: first, attribute: spec.firstAttribute, relatedBy: spec.relation, toItem: second,
            attribute: spec.secondAttribute, multiplier: spec.multiplier, constant: spec.constant,
            priority: spec.priority, identifier: spec.identifier)
    }
}
