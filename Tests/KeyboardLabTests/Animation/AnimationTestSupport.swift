import XCTest

@testable import KeyboardLab

/// Independent reference math for the animation tests: nothing here calls the engine's curves.
enum Reference {
    /// y of a cubic Bézier timing curve at x, by bisection on the Bernstein form (the engine
    /// uses Newton on the power form).
    static func bezierY(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, atX x: Double) -> Double {
        func bernstein(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let s = 1 - t
            return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bernstein(c1x, c2x, mid) < x { low = mid } else { high = mid }
        }
        return bernstein(c1y, c2y, (low + high) / 2)
    }

    /// Position of a unit spring at t by integrating m x'' = −k (x − 1) − c x' with RK4 at a
    /// tiny step (the engine uses the closed form).
    static func springPosition(
        mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double
    )
        -> Double
    {
        var x = 0.0
        var v = v0
        let steps = Swift.max(Int(t / 1e-5), 1)
        let h = t / Double(steps)
        func acceleration(_ x: Double, _ v: Double) -> Double { (-k * (x - 1) - c * v) / m }
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }
}

/// Records completion calls in order.
final class CompletionLog {
    var entries: [String] = []

    func block(_ name: String) -> (Bool) -> Void {
        { finished in self.entries.append("\(name):\(finished)") }
    }

    func animator(_ name: String) -> (AnimatingPosition) -> Void {
        { position in self.entries.append("\(name):\(position)") }
    }
}
