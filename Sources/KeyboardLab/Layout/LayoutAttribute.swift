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

    /// The attribute with this name, among the few names of its length (the synthesized
    /// initializer searched the names through the runtime's string-switch routine, 800
    /// instructions an anchor; hashing the name, 370).
    public init?(rawValue: String) {
        let length = rawValue.utf8.count
        guard length < LayoutAttribute.byLength.count else { return nil }
        for attribute in LayoutAttribute.byLength[length] where attribute.rawValue == rawValue {
            self = attribute
            return
        }
        return nil
    }

    /// The attributes by the length of their names.
    private static let byLength: [[LayoutAttribute]] = {
        var table = [[LayoutAttribute]](
            repeating: [], count: (allCases.map(\.rawValue.utf8.count).max() ?? 0) + 1)
        for attribute in allCases { table[attribute.rawValue.utf8.count].append(attribute) }
        return table
    }()

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
