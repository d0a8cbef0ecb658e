/// Marker types that keep anchors of different kinds apart at compile time, as UIKit's
/// `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension` do.
public enum XAxisAnchorKind {}
public enum YAxisAnchorKind {}
public enum DimensionAnchorKind {}

/// One attribute of one item, the factory for constraints (`NSLayoutAnchor`).
public struct LayoutAnchor<Kind> {
    public let item: any LayoutItem
    public let attribute: LayoutAttribute

    init(_ item: any LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == other + constant`, inactive until activated.
    public func constraint(equalTo other: LayoutAnchor<Kind>, constant: Double = 0) -> LayoutConstraint {
        make(.equal, other, multiplier: 1, constant: constant)
    }

    /// `self <= other + constant`, inactive until activated.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, multiplier: 1, constant: constant)
    }

    /// `self >= other + constant`, inactive until activated.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Kind>, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, other, multiplier: 1, constant: constant)
    }

    func make(_ relation: LayoutRelation, _ other: LayoutAnchor<Kind>, multiplier: Double, constant: Double)
        -> LayoutConstraint
    {
        LayoutConstraint(
            unchecked: item, attribute, relation, other.item, other.attribute,
            multiplier: multiplier, constant: constant)
    }
}

public typealias XAxisAnchor = LayoutAnchor<XAxisAnchorKind>
public typealias YAxisAnchor = LayoutAnchor<YAxisAnchorKind>
public typealias DimensionAnchor = LayoutAnchor<DimensionAnchorKind>

extension LayoutAnchor where Kind == DimensionAnchorKind {
    /// `self == constant` (`NSLayoutDimension.constraint(equalToConstant:)`).
    public func constraint(equalToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(unchecked: item, attribute, .equal, nil, nil, multiplier: 1, constant: constant)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, .lessThanOrEqual, nil, nil, multiplier: 1, constant: constant)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: item, attribute, .greaterThanOrEqual, nil, nil, multiplier: 1, constant: constant)
    }

    /// `self == other * multiplier + constant`.
    public func constraint(equalTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.equal, other, multiplier: multiplier, constant: constant)
    }

    /// `self <= other * multiplier + constant`.
    public func constraint(lessThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, other, multiplier: multiplier, constant: constant)
    }

    /// `self >= other * multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo other: DimensionAnchor, multiplier: Double, constant: Double = 0
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, multiplier: multiplier, constant: constant)
    }
}
