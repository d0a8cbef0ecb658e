#if canImport(Glibc)
    import Glibc  // links libm, which `rounded()` needs on Linux
#endif

/// Number formatting shared by constraint descriptions and reports, so that printed text is the
/// same on every machine and reads back through the constraint parser.
enum LayoutNumber {
    /// Whole numbers print without a fraction (`8`, `-16`); others print Swift's shortest form
    /// that reads back to the same value (`0.5`, `12.75`). Noise below 1e-9 is dropped first, so
    /// a solver value of 7.9999999999 prints as `8`.
    static func format(_ value: Double) -> String {
        let cleaned = clean(value)
        if cleaned == cleaned.rounded(), abs(cleaned) < 1e15 {
            return String(Int64(cleaned))
        }
        return "\(cleaned)"
    }

    /// A constraint's own number (a multiplier, a constant) as `format` prints it, except that
    /// one the noise rule would round to 0 prints in full (`1e-300`): the printed constraint
    /// must read back as the same one, and a multiplier of 0 is not (a location refuses it).
    static func formatNonzero(_ value: Double) -> String {
        clean(value) == 0 && value != 0 ? "\(value)" : format(value)
    }

    /// Rounds away solver noise: values within 1e-9 of a multiple of 1e-6 snap to it.
    static func clean(_ value: Double) -> Double {
        let scaled = (value * 1e6).rounded() / 1e6
        let result = abs(scaled - value) < 1e-9 ? scaled : value
        return result == 0 ? 0 : result  // no "-0"
    }
}
