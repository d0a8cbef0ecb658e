/// A cubic Bézier timing function from (0, 0) to (1, 1) with two control points, as
/// `CAMediaTimingFunction(controlPoints:)`: maps a time fraction x to a progress y.
public struct CubicBezier: Hashable, Sendable, CustomStringConvertible {
    /// First control point (x clamped to 0…1, as a timing function must stay monotonic in x).
    public let controlPoint1: Point
    /// Second control point (x clamped to 0…1).
    public let controlPoint2: Point

    /// A curve through (0,0), `c1`, `c2`, (1,1). Control-point x values outside 0…1 are clamped
    /// so that every time maps to exactly one progress.
    public init(controlPoint1 c1: Point, controlPoint2 c2: Point) {
        controlPoint1 = Point(x: Swift.min(Swift.max(c1.x, 0), 1), y: c1.y)
        controlPoint2 = Point(x: Swift.min(Swift.max(c2.x, 0), 1), y: c2.y)
    }

    /// A curve from the four numbers of `CAMediaTimingFunction(controlPoints:_:_:_:)`.
    public init(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        self.init(controlPoint1: Point(x: c1x, y: c1y), controlPoint2: Point(x: c2x, y: c2y))
    }

    /// `kCAMediaTimingFunctionEaseInEaseOut`, UIKit's curve 0 (the `UIView.animate` default).
    public static let easeInEaseOut = CubicBezier(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseIn`, UIKit's curve 1.
    public static let easeIn = CubicBezier(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`, UIKit's curve 2.
    public static let easeOut = CubicBezier(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionLinear`, UIKit's curve 3.
    public static let linear = CubicBezier(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionDefault`, Core Animation's implicit-animation curve and
    /// `UICubicTimingParameters()`.
    public static let caDefault = CubicBezier(0.25, 0.1, 0.25, 1)

    public var description: String {
        "cubic(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }

    // Polynomial coefficients of x(t) and y(t) = ((a t + b) t + c) t.
    private var xCoefficients: (a: Double, b: Double, c: Double) {
        Self.coefficients(controlPoint1.x, controlPoint2.x)
    }
    private var yCoefficients: (a: Double, b: Double, c: Double) {
        Self.coefficients(controlPoint1.y, controlPoint2.y)
    }

    private static func coefficients(_ p1: Double, _ p2: Double) -> (a: Double, b: Double, c: Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// The curve parameter t at which x(t) = `x`, to within 1e-12 in x.
    public func parameter(forX x: Double) -> Double {
        let (a, b, c) = xCoefficients
        func xAt(_ t: Double) -> Double { ((a * t + b) * t + c) * t }
        // Newton first: fast where the slope is healthy.
        var t = x
        for _ in 0..<8 {
            let error = xAt(t) - x
            if abs(error) < 1e-12 { return t }
            let slope = (3 * a * t + 2 * b) * t + c
            if abs(slope) < 1e-9 { break }
            t -= error / slope
        }
        // Bisection is guaranteed because x(t) is monotonic for control x in 0…1.
        var low = 0.0
        var high = 1.0
        t = Swift.min(Swift.max(x, 0), 1)
        for _ in 0..<100 {
            let value = xAt(t)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// The progress y at time fraction `x` (x clamped to 0…1; y may overshoot for control y
    /// outside 0…1, as Core Animation allows).
    public func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        // Control points on the diagonal make y = x exactly; skip the solver's rounding.
        if controlPoint1.x == controlPoint1.y && controlPoint2.x == controlPoint2.y { return x }
        let t = parameter(forX: x)
        let (a, b, c) = yCoefficients
        return ((a * t + b) * t + c) * t
    }
}
