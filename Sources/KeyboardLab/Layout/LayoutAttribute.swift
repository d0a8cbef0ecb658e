/// The edges, centres and dimensions a constraint can relate, as `NSLayoutConstraint.Attribute`.
/// The lab lays out left to right only, so `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left
    case right
    case top
    case bottom
    case leading
    case trailing
    case width
    case height
    case centerX
    case centerY

    /// The attribute with this name. A dictionary: the synthesized initializer searched the
    /// names through the runtime's string-switch routine, 800 instructions an anchor.
    public init?(rawValue: String) {
        guard let attribute = LayoutAttribute.byName[rawValue] else { return nil }
        self = attribute
    }

    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The axis an attribute lies on, as `NSLayoutConstraint.Axis`.
    public enum Axis: String, Hashable, Sendable, CaseIterable {
        case horizontal
        case vertical
    }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY: return .vertical
        }
    }

    /// Width and height are dimensions; every other attribute is a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// Leading and trailing follow the writing direction; UIKit refuses to mix them with left/right.
    var isDirectional: Bool { self == .leading || self == .trailing }

    public var description: String { rawValue }
}

/// How the two sides of a constraint compare, as `NSLayoutConstraint.Relation`.
public enum LayoutRelation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case lessThanOrEqual = "<="
    case equal = "=="
    case greaterThanOrEqual = ">="

    public var description: String { rawValue }
}
