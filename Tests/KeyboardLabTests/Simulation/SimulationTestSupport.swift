import XCTest

@testable import KeyboardLab

/// Independent reference values for the simulation tests (never the engine's own curves).
enum KeyboardReference {
    /// Curve 7 as facts §4.2 states it: critically damped, ω₀ = √(1000/3), cut at 0.5 s.
    static func keyboardProgress(_ t: Double) -> Double {
        if t >= 0.5 - 1e-12 { return 1 }
        let omega = (1000.0 / 3.0).squareRoot()
        return 1 - (-omega * t).exp * (1 + omega * t)
    }

    /// UIKit's ease-in-out (0.42, 0, 0.58, 1) over `duration`, by bisection on the Bézier.
    static func easeInOut(_ t: Double, duration: Double) -> Double {
        if t >= duration { return 1 }
        return Reference.bezierY(0.42, 0, 0.58, 1, atX: t / duration)
    }

    /// An iPhone 15 in portrait on iOS 17 with the chat input bar (52 pt, pinned to the safe area).
    static func chatScene() throws -> Simulator {
        let sim = try Simulator(deviceID: "iphone-15")
        try sim.addInputBar()
        return sim
    }
}

extension Double {
    var exp: Double { Self.expo(self) }
    private static func expo(_ x: Double) -> Double {
        // e^x by range reduction and a Taylor series (no Foundation in the reference).
        var n = 0
        var y = x
        while abs(y) > 0.5 {
            y /= 2
            n += 1
        }
        var term = 1.0
        var sum = 1.0
        for k in 1..<30 {
            term *= y / Double(k)
            sum += term
        }
        for _ in 0..<n { sum *= sum }
        return sum
    }
}
