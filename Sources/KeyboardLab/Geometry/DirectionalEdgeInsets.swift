/// Insets named by writing direction, as `NSDirectionalEdgeInsets`: top, leading, bottom,
/// trailing. The lab lays out left to right only, so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same amount on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    public static let zero = DirectionalEdgeInsets(all: 0)

    /// The left-to-right `UIEdgeInsets` these insets stand for.
    public var edgeInsets: EdgeInsets {
        EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// True when every value is a finite number.
    var isFinite: Bool { [top, leading, bottom, trailing].allSatisfy(\.isFinite) }

    /// Each edge the larger of the two (UIKit's rule for a root view's margins against the
    /// system minimum).
    func max(_ other: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: Swift.max(top, other.top), leading: Swift.max(leading, other.leading),
            bottom: Swift.max(bottom, other.bottom), trailing: Swift.max(trailing, other.trailing))
    }
}

extension EdgeInsets {
    /// The directional form of left-to-right insets.
    public var directional: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
