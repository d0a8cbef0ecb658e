import Foundation

/// A timing law the lab knows, as a progress p(τ) from 0 at the motion's start (τ = 0) towards 1,
/// with the shape parameters a fit may move. A trajectory is `from + (to − from)·p(t − start)`.
public enum TimingModel: Hashable, Sendable, CustomStringConvertible {
    /// A damped spring in UIKit's (damping ratio, response) form with an initial velocity in
    /// whole distances per second: mass 1, stiffness (2π/response)², damping 4π·ratio/response.
    /// Over-damping is allowed (ratio > 1 runs as given, as with `allowsOverdamping`).
    case spring
    /// A cubic Bézier (`UICubicTimingParameters(controlPoint1:controlPoint2:)`) over a duration.
    case bezier
    /// One of UIKit's named curves (or Core Animation's default) over a duration.
    case named(NamedCurve)
    /// Curve 7 as the lab runs it (the profile's keyboard spring, resolved): no shape parameter.
    case keyboardCurve(ResolvedTiming)

    /// UIKit's four public curves and Core Animation's default (facts §4.4).
    public enum NamedCurve: String, Hashable, Sendable, CaseIterable {
        case easeInOut, easeIn, easeOut, linear
        case caDefault = "default"

        public var bezier: CubicBezier {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            case .caDefault: .caDefault
            }
        }
    }

    /// Every model `fit` tries, curve 7 as `keyboard` resolves it.
    public static func all(keyboard: ResolvedTiming) -> [TimingModel] {
        [.keyboardCurve(keyboard), .spring, .bezier] + NamedCurve.allCases.map { .named($0) }
    }

    /// The name `fit` prints and quantities use (`recording.NAME.spring.rms`).
    public var name: String {
        switch self {
        case .spring: "spring"
        case .bezier: "bezier"
        case .named(let curve): curve.rawValue
        case .keyboardCurve: "curve7"
        }
    }

    public var description: String { name }

    /// The shape parameters' names, in order.
    public var parameterNames: [String] {
        switch self {
        case .spring: ["ratio", "response", "velocity"]
        case .bezier: ["x1", "y1", "x2", "y2", "duration"]
        case .named: ["duration"]
        case .keyboardCurve: []
        }
    }

    /// The box each shape parameter is kept in: a spring from nearly undamped to strongly
    /// over-damped with responses from 20 ms to 3 s, Bézier control points with x in 0…1 (a
    /// timing function must stay monotonic in time) and y in −1…2, durations from 20 ms to 5 s.
    var bounds: (lower: [Double], upper: [Double]) {
        switch self {
        case .spring: ([0.05, 0.02, -100], [10, 3, 100])
        case .bezier: ([0, -1, 0, -1, 0.02], [1, 2, 1, 2, 5])
        case .named: ([0.02], [5])
        case .keyboardCurve: ([], [])
        }
    }

    /// Typical sizes, for the finite-difference steps.
    var scales: [Double] {
        switch self {
        case .spring: [0.1, 0.05, 1]
        case .bezier: [0.1, 0.1, 0.1, 0.1, 0.05]
        case .named: [0.05]
        case .keyboardCurve: []
        }
    }

    /// Starting shapes: critically damped, bouncy and sluggish springs of short and long
    /// response; the named curves and a fast ease-out as Béziers; short and long durations.
    var starts: [[Double]] {
        switch self {
        case .spring:
            return [0.5, 1, 2].flatMap { ratio in [0.15, 0.35, 0.7].map { [ratio, $0, 0] } }
        case .bezier:
            let shapes: [[Double]] = [
                [0.42, 0, 0.58, 1], [0, 0, 0.58, 1], [0.25, 0.1, 0.25, 1], [0.1, 0.8, 0.2, 1],
            ]
            return shapes.flatMap { shape in [0.25, 0.5].map { shape + [$0] } }
        case .named:
            return [[0.25], [0.5], [1]]
        case .keyboardCurve:
            return [[]]
        }
    }

    /// Progress at τ seconds after the start (0 before it).
    public func progress(_ tau: Double, _ p: ArraySlice<Double>) -> Double {
        guard tau > 0 else { return 0 }
        let base = p.startIndex
        switch self {
        case .spring:
            return 1
                - Self.springDisplacement(tau, ratio: p[base], response: p[base + 1], velocity: p[base + 2])
        case .bezier:
            let d = p[base + 4]
            return CubicBezier(p[base], p[base + 1], p[base + 2], p[base + 3]).progress(at: tau / d)
        case .named(let curve):
            return curve.bezier.progress(at: tau / p[base])
        case .keyboardCurve(let timing):
            return timing.duration > 0 ? timing.progress(tau / timing.duration) : 1
        }
    }

    /// The remaining displacement of a unit spring, e(0) = 1, e'(0) = −v₀, in one formula for
    /// every damping ratio: e = e^(−ζωτ)[C(τ) + (ζω − v₀)S(τ)] with β² = ω²(ζ² − 1), C and S
    /// cosh and sinh(βτ)/β above critical, cos and sin below, and their series near it, so the
    /// value and its derivatives are smooth through ζ = 1 (a fit crosses it).
    static func springDisplacement(_ tau: Double, ratio zeta: Double, response: Double, velocity v0: Double)
        -> Double
    {
        let omega = 2 * Double.pi / response
        let beta2 = omega * omega * (zeta * zeta - 1)
        let decay = zeta * omega
        let x = beta2 * tau * tau
        let c: Double
        let s: Double
        if abs(x) < 1e-4 {
            c = (1 + x / 2 + x * x / 24) * exp(-decay * tau)
            s = tau * (1 + x / 6 + x * x / 120) * exp(-decay * tau)
        } else if beta2 > 0 {
            let b = beta2.squareRoot()
            // cosh and sinh times the decay, without overflowing for long times.
            let up = exp((b - decay) * tau)
            let down = exp((-b - decay) * tau)
            c = (up + down) / 2
            s = (up - down) / (2 * b)
        } else {
            let b = (-beta2).squareRoot()
            let envelope = exp(-decay * tau)
            c = cos(b * tau) * envelope
            s = sin(b * tau) / b * envelope
        }
        return c + (decay - v0) * s
    }
}
