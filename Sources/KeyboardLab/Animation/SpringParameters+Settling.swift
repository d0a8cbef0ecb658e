import Foundation

/// Settling time, by two rules that disagree for bouncy springs (docs/Deviations.md): SwiftUI's
/// `Spring.settlingDuration` (the last moment the remaining displacement is larger than `epsilon`,
/// documented as 0.001) and Core Animation's `CASpringAnimation.settlingDuration`, whose published
/// values (Apple's page: mass 1, stiffness 100, damping 5 → ≈ 2.85 s; damping 15 → just over 1 s)
/// match the moment the decay envelope falls to 1/1200 of the distance.
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

    /// The envelope level at which Core Animation's estimate calls a spring settled (fitted to
    /// Apple's two published values; see the type comment).
    public static let coreAnimationSettlingLevel = 1.0 / 1200

    /// Core Animation's estimate: the first moment the amplitude envelope of the remaining
    /// displacement (e^(−ζω₀t)·√(A² + B²) under-damped, e^(−ω₀t)(1 + |ω₀ − v₀|t) critically
    /// damped, the two exponentials' sum over-damped) is below `coreAnimationSettlingLevel`.
    public var coreAnimationSettlingEstimate: Double {
        let level = Self.coreAnimationSettlingLevel
        let omega = naturalFrequency
        // A ratio within 1e-3 of 1 moves as the critical spring for as long as it takes to settle
        // (the oscillation period is hundreds of times longer), and √(A² + B²) would overstate it.
        let zeta = effectiveDampingRatio > 0.999 ? Swift.max(effectiveDampingRatio, 1) : effectiveDampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - initialVelocity) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            guard zeta > 0 else { return Self.maximumSettlingDuration }
            return Swift.min(
                Swift.max(log(amplitude / level) / (zeta * omega), 0), Self.maximumSettlingDuration)
        }
        // The envelope is monotone from its maximum on: bracket, then bisect.
        func envelope(_ t: Double) -> Double {
            zeta <= 1 ? exp(-omega * t) * (1 + abs(omega - initialVelocity) * t) : displacementBound(at: t)
        }
        var high = 0.01
        while envelope(high) > level {
            high *= 2
            if high > Self.maximumSettlingDuration { return Self.maximumSettlingDuration }
        }
        var low = 0.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if envelope(mid) > level { low = mid } else { high = mid }
        }
        return high
    }

    /// The settling time under a rule (a profile switch).
    public func settlingDuration(_ rule: SpringSettlingRule) -> Double {
        switch rule {
        case .coreAnimationEstimate: coreAnimationSettlingEstimate
        case .swiftUIEpsilon: settlingDuration(epsilon: 0.001)
        }
    }

    /// Core Animation's `settlingDuration` for this spring (its estimate, see the type comment).
    public var settlingDuration: Double { coreAnimationSettlingEstimate }
}
