/// How strongly a constraint is enforced: required, or a weight for how much its violation costs.
///
/// Numbering as kiwi's: a composite of three levels, strong (1 000 000), medium (1 000) and
/// weak (1), each in 0…1000; required (1 001 001 000) is the largest value.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight; `required.value` for required constraints.
    public let value: Double

    /// A strength of the given weight, clipped to 0…required.
    public init(_ value: Double) {
        self.value = max(0, min(Strength.requiredValue, value))
    }

    private static let requiredValue = 1_001_001_000.0

    /// Must hold; adding a conflicting required constraint fails.
    public static let required = Strength(requiredValue)
    /// kiwi's strong: 1 000 000.
    public static let strong = Strength.create(1, 0, 0)
    /// kiwi's medium: 1 000.
    public static let medium = Strength.create(0, 1, 0)
    /// kiwi's weak: 1.
    public static let weak = Strength.create(0, 0, 1)

    /// kiwi's `strength::create`: each level times `weight` clipped to 0…1000, then combined.
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, weight: Double = 1)
        -> Strength
    {
        var result = 0.0
        result += max(0, min(1000, strong * weight)) * 1_000_000
        result += max(0, min(1000, medium * weight)) * 1000
        result += max(0, min(1000, weak * weight))
        return Strength(result)
    }

    /// Whether this is the required strength.
    public var isRequired: Bool { value >= Strength.requiredValue }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default: return "strength(\(formatNumber(value)))"
        }
    }
}
