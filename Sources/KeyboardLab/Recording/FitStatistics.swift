import Foundation

/// The statistics a fit reports: the F-test that says whether a model with fewer parameters is
/// within the noise of a richer one, on the regularised incomplete beta function.
public enum FitStatistics {
    /// P(F > f) for an F distribution with `d1` and `d2` degrees of freedom:
    /// I_{d2/(d2 + d1·f)}(d2/2, d1/2).
    public static func fUpperTail(_ f: Double, d1: Double, d2: Double) -> Double {
        guard f.isFinite else { return f > 0 ? 0 : 1 }
        guard f > 0, d1 > 0, d2 > 0 else { return 1 }
        return regularizedIncompleteBeta(d2 / (d2 + d1 * f), a: d2 / 2, b: d1 / 2)
    }

    /// I_x(a, b), by the continued fraction (modified Lentz), on whichever side converges fast.
    public static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let gammas: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let powers: Double = a * log(x) + b * log(1 - x)
        let front = exp(gammas + powers)
        if x < (a + 1) / (a + b + 2) {
            return front * continuedFraction(x, a: a, b: b) / a
        }
        return 1 - front * continuedFraction(1 - x, a: b, b: a) / b
    }

    private static func continuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        let qab = a + b
        let qap = a + 1
        let qam = a - 1
        var c = 1.0
        var d = 1 - qab * x / qap
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var h = d
        for step in 1...400 {
            let m = Double(step)
            let m2 = 2 * m
            var aa = m * (b - m) * x / ((qam + m2) * (a + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            h *= d * c
            aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
            d = 1 + aa * d
            if abs(d) < tiny { d = tiny }
            c = 1 + aa / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let change = d * c
            h *= change
            if abs(change - 1) < 1e-15 { break }
        }
        return h
    }
}
