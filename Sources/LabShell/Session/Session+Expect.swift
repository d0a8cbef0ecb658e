/// `expect`: checks a comparison of quantities.
extension Session {
    /// Evaluates both sides and throws an `.expectation` diagnostic when the comparison fails.
    public func check(_ comparison: Comparison, tolerance given: Double?) throws(Diagnostic) {
        let tolerance = abs(given ?? tolerance)
        let lhs = try comparison.lhs.evaluate { name, range throws(Diagnostic) in
            try quantity(name, at: range)
        }
        let rhs = try comparison.rhs.evaluate { name, range throws(Diagnostic) in
            try quantity(name, at: range)
        }
        let holds: Bool
        switch comparison.relation {
        case .equal: holds = abs(lhs - rhs) <= tolerance
        case .lessThanOrEqual: holds = lhs <= rhs + tolerance
        case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
        }
        guard !holds else { return }
        let places = max(decimals, 2)
        let left = NumberStyle.fixed(lhs, decimals: places)
        let right = NumberStyle.fixed(rhs, decimals: places)
        throw Diagnostic(
            .expectation, at: comparison.range, message: "expectation failed: the left side is \(left)",
            expected: "\(comparison.relation.rawValue) \(right) (within \(NumberStyle.compact(tolerance)))")
    }
}
