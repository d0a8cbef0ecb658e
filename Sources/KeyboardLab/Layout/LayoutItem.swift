import Cassowary

/// Something constraints can position: a view or a layout guide (`UIView` and `UILayoutGuide`).
public protocol LayoutItem: AnyObject {
    /// The name the item has in constraint text: `input`, `root`, `safe`, `card.safe`, `keyboard`.
    var layoutName: String { get }
    /// The view whose hierarchy the item belongs to: a view itself, or a guide's owning view.
    var owningView: View? { get }
    /// The item's solver variables (opaque outside the engine).
    var layoutBox: LayoutBox { get }
}

/// UIKit's ten anchors, the same on views and layout guides.
extension LayoutItem {
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
}

/// The four solver variables of one layout item. All items share one layout space: the root
/// view's coordinate space with every bounds origin taken as zero, so constraints between items
/// in different superviews compare like numbers (see docs/Layout.md, "Layout space").
public final class LayoutBox {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(name: String) {
        left = Variable("\(name).left")
        top = Variable("\(name).top")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    /// The attribute as terms over the box's variables: right = left + width, and so on.
    func terms(_ attribute: LayoutAttribute, times factor: Double) -> [Term] {
        switch attribute {
        case .left, .leading: return [Term(left, factor)]
        case .right, .trailing: return [Term(left, factor), Term(width, factor)]
        case .top: return [Term(top, factor)]
        case .bottom: return [Term(top, factor), Term(height, factor)]
        case .width: return [Term(width, factor)]
        case .height: return [Term(height, factor)]
        case .centerX: return [Term(left, factor), Term(width, factor * 0.5)]
        case .centerY: return [Term(top, factor), Term(height, factor * 0.5)]
        }
    }

    /// The attribute's current value from the solver's last update.
    func value(_ attribute: LayoutAttribute) -> Double {
        terms(attribute, times: 1).reduce(0) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The box as the solver last left it, in layout space.
    var solvedRect: Rect {
        Rect(
            x: LayoutNumber.clean(left.value), y: LayoutNumber.clean(top.value),
            width: LayoutNumber.clean(width.value), height: LayoutNumber.clean(height.value))
    }

    /// The variables of one axis: position and size.
    func variables(on axis: LayoutAttribute.Axis) -> [Variable] {
        axis == .horizontal ? [left, width] : [top, height]
    }
}
