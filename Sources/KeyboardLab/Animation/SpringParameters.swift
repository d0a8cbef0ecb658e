import Foundation

/// A damped spring in Core Animation's parametrisation (`CASpringAnimation` mass, stiffness,
/// damping, initial velocity), with the conversions UIKit and SwiftUI use, and the closed-form
/// unit motion from 0 to 1.
///
/// Core Animation treats an over-damped spring (damping ratio > 1) as critically damped unless
/// `allowsOverdamping` is set (iOS 17); the keyboard's spring (mass 3, stiffness 1000, damping
/// 500, ratio 4.56) therefore moves as a critically damped spring with ω₀ = √(1000/3).
public struct SpringParameters: Hashable, Sendable, CustomStringConvertible {
    /// Mass of the object on the spring (clamped to at least 1e-6).
    public let mass: Double
    /// Spring constant k (clamped to at least 1e-6).
    public let stiffness: Double
    /// Damping coefficient c (clamped to at least 0).
    public let damping: Double
    /// Initial velocity in "whole distances per second", positive towards the target.
    public let initialVelocity: Double
    /// When false (Core Animation's default), damping ratios above 1 run as exactly 1.
    public let allowsOverdamping: Bool

    /// A spring from Core Animation's physical parameters.
    public init(
        mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        self.mass = Swift.max(mass, 1e-6)
        self.stiffness = Swift.max(stiffness, 1e-6)
        self.damping = Swift.max(damping, 0)
        self.initialVelocity = initialVelocity
        self.allowsOverdamping = allowsOverdamping
    }

    /// SwiftUI/UIKit's (damping ratio, response) form: mass 1, stiffness (2π/response)²,
    /// damping 4π·ratio/response.
    public init(
        dampingRatio: Double, response: Double, initialVelocity: Double = 0,
        allowsOverdamping: Bool = false
    ) {
        let omega = 2 * Double.pi / Swift.max(response, 1e-6)
        self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * Swift.max(dampingRatio, 0) * omega,
            initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
    }

    /// SwiftUI's `Spring(duration:bounce:)` and UIKit's `animate(springDuration:bounce:)`: the
    /// response is the duration; bounce ≥ 0 gives ratio 1 − bounce, bounce < 0 gives
    /// 1 / (1 + bounce) (over-damped, which these APIs allow).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let b = Swift.min(Swift.max(bounce, -0.999_999), 1)
        let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
        self.init(
            dampingRatio: ratio, response: duration, initialVelocity: initialVelocity,
            allowsOverdamping: b < 0)
    }

    /// The keyboard spring behind animation curve 7 and `UISpringTimingParameters()`.
    public static let keyboard = SpringParameters(mass: 3, stiffness: 1000, damping: 500)
    /// `CASpringAnimation`'s defaults (mass 1, stiffness 100, damping 10).
    public static let caDefault = SpringParameters(mass: 1, stiffness: 100, damping: 10)

    /// ζ = c / (2√(km)), as given (before Core Animation's clamp).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    /// The ratio the motion actually uses: clamped to 1 unless over-damping is allowed.
    public var effectiveDampingRatio: Double {
        allowsOverdamping ? dampingRatio : Swift.min(dampingRatio, 1)
    }
    /// Undamped angular frequency ω₀ = √(k/m) in s⁻¹.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// SwiftUI's response: the undamped period 2π/ω₀ in seconds.
    public var response: Double { 2 * Double.pi / naturalFrequency }
    /// SwiftUI's bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (negative: over-damped).
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// The same spring with another initial velocity.
    public func withInitialVelocity(_ velocity: Double) -> SpringParameters {
        SpringParameters(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
            allowsOverdamping: allowsOverdamping)
    }

    public var description: String {
        "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
            + "initialVelocity: \(initialVelocity))"
    }

    /// Unit progress from 0 towards 1 at `time` seconds (1 − the remaining displacement).
    public func position(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 - displacement(at: time)
    }

    /// Remaining displacement e(t) = 1 − position, solving m e'' + c e' + k e = 0 with
    /// e(0) = 1, e'(0) = −v₀ in closed form for each damping regime.
    func displacement(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = effectiveDampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return envelope * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            return exp(-omega * t) * (1 + (omega - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let a = (-v0 - r2) / (r1 - r2)
            return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
        }
    }

    /// An upper bound of |e(t)| that decreases monotonically, used to bound the settling search.
    func displacementBound(at t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = effectiveDampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (1 + abs((zeta * omega - v0) / omegaD))
        } else if zeta == 1 {
            return exp(-omega * t) * (1 + abs(omega - v0) * t + 1)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let a = (-v0 - r2) / (r1 - r2)
            return abs(a) * exp(r1 * t) + abs(1 - a) * exp(r2 * t)
        }
    }
}
