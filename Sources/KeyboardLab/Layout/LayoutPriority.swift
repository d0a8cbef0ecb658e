import Cassowary

/// A layout priority from 1 to 1000, as `UILayoutPriority`; 1000 (`required`) must hold, lower
/// priorities are satisfied as well as they can be, stronger before weaker.
public struct LayoutPriority: Hashable, Sendable, Comparable, RawRepresentable,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible
{
    public var rawValue: Float

    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(_ value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    public init(floatLiteral value: Double) {
        self.rawValue = Float(value)
    }

    /// 1000: the constraint must hold (`UILayoutPriority.required`).
    public static let required = LayoutPriority(rawValue: 1000)
    /// 750: a button's content compression resistance (`UILayoutPriority.defaultHigh`).
    public static let defaultHigh = LayoutPriority(rawValue: 750)
    /// 510 (Mac Catalyst): a drag that may resize the scene.
    public static let dragThatCanResizeScene = LayoutPriority(rawValue: 510)
    /// 500 (Mac Catalyst): the scene keeps its size.
    public static let sceneSizeStayPut = LayoutPriority(rawValue: 500)
    /// 490 (Mac Catalyst): a drag that may not resize the scene.
    public static let dragThatCannotResizeScene = LayoutPriority(rawValue: 490)
    /// 250: a button's content hugging (`UILayoutPriority.defaultLow`).
    public static let defaultLow = LayoutPriority(rawValue: 250)
    /// 50: what `systemLayoutSizeFitting` uses to hug (`UILayoutPriority.fittingSizeLevel`).
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    /// True for 1000 and above, which UIKit treats as required.
    public var isRequired: Bool { rawValue >= 1000 }

    /// True for 1...1000, the range UIKit accepts.
    public var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }

    /// The solver strength this priority maps to: the solver's `Strength(layoutPriority:)`
    /// curve (1 → 1, 999 → 1e9), scaled down by `optionalScale` so that the edit variables
    /// holding constants (just below required, about 1e9) outweigh any optional constraint a
    /// thousandfold. Only then does a moved constant reliably signal a required conflict.
    var strength: Strength {
        if isRequired { return .required }
        return Strength(Strength(layoutPriority: Double(rawValue)).value * LayoutPriority.optionalScale)
    }

    /// How far optional priorities sit below the constants' edit strength.
    static let optionalScale = 1e-3

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue + rhs)
    }

    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority {
        LayoutPriority(rawValue: lhs.rawValue - rhs)
    }

    /// The number as the constraint text prints it: `750`, `999.5`.
    public var description: String { LayoutNumber.format(Double(rawValue)) }
}
