import Cassowary
import Foundation

/// Auto Layout priorities (1…1000) as solver strengths: the layout layer's mapping (the solver
/// knows strengths, not priorities). See docs/Solver.md for why it is exponential: 1000 is
/// required, and every priority step multiplies the weight by the same factor, so that 1 = weak
/// (1), about 334 = medium, about 667 = strong and 999 = 1e9 — strictly below required,
/// strictly increasing.
extension Strength {
    /// Weight of priority `p` in 1…999: `10^(9 (p − 1) / 998)`.
    private static func weight(forPriority priority: Double) -> Double {
        pow(10, 9 * (priority - 1) / 998)
    }

    /// The strength for an Auto Layout priority; 1000 and above is required, below 1 is clipped
    /// to priority 1.
    public init(layoutPriority priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(Strength.weight(forPriority: max(1, priority)))
        }
    }

    /// The Auto Layout priority this strength was made from, when the mapping gives it back
    /// exactly (1000 for required); nil for strengths that are not the image of a priority.
    public var layoutPriority: Double? {
        if isRequired { return 1000 }
        guard value >= 1 else { return nil }
        let estimate = 1 + 998 * log10(value) / 9
        for candidate in [estimate.rounded(), (estimate * 2).rounded() / 2, estimate]
        where candidate >= 1 && candidate < 1000 {
            if Strength(layoutPriority: candidate).value == value { return candidate }
        }
        return nil
    }
}
