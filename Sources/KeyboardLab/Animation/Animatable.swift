/// A value that UIKit can animate: a small vector space (zero, sum, difference, scaling by a
/// number) so that additive animations can carry offsets (`from − to`, decaying to zero) and
/// keyframe animations can interpolate between values.
///
/// The arithmetic is spelled as methods rather than operators so that the geometry types can
/// gain operators of their own elsewhere without clashing with these conformances.
public protocol Animatable: Equatable {
    /// The additive identity (`.zero` of the geometry types).
    static var zero: Self { get }
    /// Componentwise sum.
    func adding(_ other: Self) -> Self
    /// Componentwise difference.
    func subtracting(_ other: Self) -> Self
    /// Every component multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// Squared Euclidean length of the components; paced keyframes measure distance with it.
    var magnitudeSquared: Double { get }
    /// True when no component is infinite or NaN. A value that overflows (1e308 animated to
    /// −1e308 has an offset of −2e308 = −inf) is not animated and never reaches a presentation.
    var isFinite: Bool { get }
}

extension Animatable {
    /// The value a fraction of the way from `self` to `other` (fraction 0 is `self`, 1 is `other`).
    public func interpolated(to other: Self, fraction: Double) -> Self {
        adding(other.subtracting(self).scaled(by: fraction))
    }

    /// Euclidean distance between two values.
    public func distance(to other: Self) -> Double {
        other.subtracting(self).magnitudeSquared.squareRoot()
    }
}

extension Double: Animatable {
    public func adding(_ other: Double) -> Double { self + other }
    public func subtracting(_ other: Double) -> Double { self - other }
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}
