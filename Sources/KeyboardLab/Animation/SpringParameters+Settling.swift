/// Settling time: the estimate `CASpringAnimation.settlingDuration` and SwiftUI's
/// `Spring.settlingDuration` report, taken here as the last moment the remaining displacement
/// is larger than `epsilon` of the distance (SwiftUI documents epsilon 0.001).
extension SpringParameters {
    /// Longest settling time reported; an undamped spring never settles.
    public static let maximumSettlingDuration = 3600.0

    /// Seconds after which |1 − position| stays below `epsilon` forever.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let eps = Swift.max(epsilon, 1e-12)
        // 1. A time after which the monotone bound is below epsilon.
        var horizon = 0.01
        while displacementBound(at: horizon) > eps {
            horizon *= 2
            if horizon > Self.maximumSettlingDuration { return Self.maximumSettlingDuration }
        }
        // 2. Scan for the last sample above epsilon, finer than the oscillation period.
        let zeta = effectiveDampingRatio
        let omega = naturalFrequency
        var step = horizon / 4000
        if zeta < 1 {
            let period = 2 * Double.pi / (omega * (1 - zeta * zeta).squareRoot())
            step = Swift.min(step, period / 64)
        }
        var lastAbove = -1.0
        var t = 0.0
        while t <= horizon {
            if abs(displacement(at: t)) > eps { lastAbove = t }
            t += step
        }
        guard lastAbove >= 0 else { return 0 }
        // 3. Refine the crossing between the last sample above and the next one by bisection.
        var low = lastAbove
        var high = lastAbove + step
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if abs(displacement(at: mid)) > eps { low = mid } else { high = mid }
        }
        return high
    }

    /// Core Animation's `settlingDuration` for this spring (epsilon 0.001).
    public var settlingDuration: Double { settlingDuration() }
}
