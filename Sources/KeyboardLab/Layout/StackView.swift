/// A headless `UIStackView`: it arranges its `arrangedSubviews` along an axis with the
/// constraints UIKit generates, named as UIKit names them in conflict reports (`UISV-spacing`,
/// `UISV-canvas-connection`, `UISV-alignment`, `UISV-fill-equally`, …; see
/// `StackView+Constraints.swift` and docs/Layout.md, "Stack views"). The constraints are made
/// again at the next layout pass after any change to the arrangement or its properties.
public final class StackView: View {
    /// How the arranged views share the stack's length (`UIStackView.Distribution`).
    public enum Distribution: String, Hashable, Sendable, CaseIterable {
        /// Spacing between neighbours; hugging and compression resistance decide the sizes.
        case fill
        /// Every view as long as the first.
        case fillEqually = "fill-equally"
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = "fill-proportionally"
        /// Equal gaps (at least `spacing`) between neighbours.
        case equalSpacing = "equal-spacing"
        /// Equal distances between neighbours' centres (gaps at least `spacing`).
        case equalCentering = "equal-centering"
    }

    /// How the arranged views sit across the axis (`UIStackView.Alignment`). `top` is `leading`
    /// and `bottom` is `trailing`, as in UIKit; the baseline alignments are not modelled.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Every view spans the stack's breadth.
        case fill
        /// Every view at the stack's leading (horizontal stack: top) edge.
        case leading
        case center
        /// Every view at the stack's trailing (horizontal stack: bottom) edge.
        case trailing

        /// The alignment a word names: `fill`, `leading`, `top`, `center`, `trailing`, `bottom`.
        public init?(name: String) {
            switch name {
            case "top": self = .leading
            case "bottom": self = .trailing
            default: self.init(rawValue: name)
            }
        }

        /// Every word `init(name:)` accepts.
        public static let names = ["fill", "leading", "top", "center", "trailing", "bottom"]
    }

    public var axis: LayoutAttribute.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// The space between neighbours (the least space for the equal distributions); non-finite
    /// values are ignored.
    public var spacing: Double = 0 {
        didSet {
            if !spacing.isFinite { spacing = oldValue }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    public var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    public var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// Arrange inside the stack's layout margins instead of its edges.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// The views the stack arranges, in order (a subset of its subviews).
    public private(set) var arrangedSubviews: [View] = []

    /// The constraints the stack made for the current arrangement, in the order it made them.
    public private(set) var generatedConstraints: [LayoutConstraint] = []
    var generatedGuides: [LayoutGuide] = []
    var needsArrangement = true

    public init(
        name: String, axis: LayoutAttribute.Axis = .horizontal, spacing: Double = 0,
        distribution: Distribution = .fill, alignment: Alignment = .fill, frame: Rect = .zero
    ) {
        self.axis = axis
        self.spacing = spacing.isFinite ? spacing : 0
        self.distribution = distribution
        self.alignment = alignment
        super.init(name: name, kind: .stackView, frame: frame)
    }

    /// Adds a view at the end of the arrangement (and as the last subview when it is not one).
    /// As UIKit does, the stack stops the view translating its autoresizing mask.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (clamped to the valid range).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        arrangedSubviews.removeAll { $0 === view }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        setNeedsArrangement()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        setNeedsArrangement()
    }

    /// A subview leaving the stack leaves the arrangement too.
    override func subviewWillBeRemoved(_ view: View) {
        removeArrangedSubview(view)
    }

    /// The arrangement changed: the constraints are made again at the next layout pass.
    func setNeedsArrangement() {
        needsArrangement = true
        if let engine = window?.engine {
            engine.enqueue(self)
            engine.markDirty()
        }
        setNeedsLayout()
    }

    /// Replaces the generated constraints and guides with ones for the current arrangement.
    func reconcileArrangement(in engine: LayoutEngine) {
        guard needsArrangement else { return }
        needsArrangement = false
        LayoutConstraint.deactivate(generatedConstraints)
        for guide in generatedGuides { removeLayoutGuide(guide) }
        let plan = arrangementConstraints()
        generatedGuides = plan.guides
        generatedConstraints = plan.constraints
        for constraint in plan.constraints { engine.activate(constraint) }
    }
}
