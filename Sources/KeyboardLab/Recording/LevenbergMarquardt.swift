import Foundation

/// A nonlinear least-squares problem over a box: parameters θ within `lower…upper` and the
/// residuals r(θ) whose sum of squares is minimised.
public struct LeastSquaresProblem {
    public var lower: [Double]
    public var upper: [Double]
    /// A typical size of each parameter, for the finite-difference step (a time in seconds moves
    /// by milliseconds, a position in points by fractions of a point).
    public var scales: [Double]
    public var residualCount: Int
    /// Fills the residuals for a parameter vector (the array has `residualCount` elements).
    public var residuals: (_ parameters: [Double], _ residuals: inout [Double]) -> Void

    public init(
        lower: [Double], upper: [Double], scales: [Double], residualCount: Int,
        residuals: @escaping (_ parameters: [Double], _ residuals: inout [Double]) -> Void
    ) {
        self.lower = lower
        self.upper = upper
        self.scales = scales
        self.residualCount = residualCount
        self.residuals = residuals
    }

    /// The sum of squared residuals at `parameters`.
    public func cost(_ parameters: [Double]) -> Double {
        var r = [Double](repeating: 0, count: residualCount)
        residuals(parameters, &r)
        return Self.sumOfSquares(r)
    }

    static func sumOfSquares(_ r: [Double]) -> Double {
        var sum = 0.0
        for value in r { sum += value * value }
        return sum.isNaN ? .infinity : sum
    }
}

/// Where a minimisation stopped and why.
public struct LeastSquaresResult: Sendable {
    /// Why it stopped.
    public enum Ending: String, Sendable {
        /// The cost stopped falling: a minimum, to working precision.
        case converged
        /// `maximumIterations` ran out while the cost was still falling.
        case iterationLimit = "iteration limit"
        /// Ctrl-C (`Interruption`).
        case interrupted
    }

    public var parameters: [Double]
    /// The sum of squared residuals at `parameters`.
    public var cost: Double
    public var iterations: Int
    public var ending: Ending
}

/// Levenberg–Marquardt with Marquardt's diagonal scaling, forward-difference Jacobians and box
/// bounds by projection: a parameter on a bound whose gradient points out of the box is held for
/// that step (so a step along the others is not wasted pushing it against the wall). Written for
/// the handful of parameters a timing curve has (at most ten): the normal equations are solved
/// by Cholesky.
public struct LevenbergMarquardt {
    /// Iterations (each one Jacobian) before giving up; the caller reports it as not converged.
    public var maximumIterations: Int
    /// Checked before every iteration.
    public var interruption: Interruption?

    public init(maximumIterations: Int = 200, interruption: Interruption? = nil) {
        self.maximumIterations = maximumIterations
        self.interruption = interruption
    }

    /// A relative fall of the cost below this ends the search as converged.
    static let relativeTolerance = 1e-12

    public func minimize(_ problem: LeastSquaresProblem, from start: [Double]) -> LeastSquaresResult {
        let n = start.count
        var theta = (0..<n).map { Swift.min(Swift.max(start[$0], problem.lower[$0]), problem.upper[$0]) }
        let m = problem.residualCount
        var r = [Double](repeating: 0, count: m)
        problem.residuals(theta, &r)
        var cost = LeastSquaresProblem.sumOfSquares(r)
        var lambda = 1e-3
        var trial = [Double](repeating: 0, count: m)
        var jacobian = [[Double]](repeating: [Double](repeating: 0, count: m), count: n)
        for iteration in 1...Swift.max(maximumIterations, 1) {
            if interruption?.isRequested == true {
                return LeastSquaresResult(
                    parameters: theta, cost: cost, iterations: iteration - 1, ending: .interrupted)
            }
            if cost <= 1e-28 * Double(m) {
                return LeastSquaresResult(
                    parameters: theta, cost: cost, iterations: iteration - 1, ending: .converged)
            }
            // Jacobian by forward differences, stepping into the box.
            for j in 0..<n {
                var h = 1e-7 * Swift.max(abs(theta[j]), problem.scales[j])
                if theta[j] + h > problem.upper[j] { h = -h }
                var shifted = theta
                shifted[j] += h
                problem.residuals(shifted, &trial)
                for i in 0..<m { jacobian[j][i] = (trial[i] - r[i]) / h }
            }
            // Normal equations A = JᵀJ, g = Jᵀr.
            var a = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
            var g = [Double](repeating: 0, count: n)
            for j in 0..<n {
                for k in j..<n {
                    var sum = 0.0
                    for i in 0..<m { sum += jacobian[j][i] * jacobian[k][i] }
                    a[j][k] = sum
                    a[k][j] = sum
                }
                var sum = 0.0
                for i in 0..<m { sum += jacobian[j][i] * r[i] }
                g[j] = sum
            }
            // Held: on a bound with the descent direction (−g) pointing outwards.
            let free = (0..<n).filter { j in
                !((theta[j] <= problem.lower[j] && g[j] > 0) || (theta[j] >= problem.upper[j] && g[j] < 0))
            }
            let largest = free.map { a[$0][$0] }.max() ?? 0
            guard !free.isEmpty, largest > 0 else {
                return LeastSquaresResult(
                    parameters: theta, cost: cost, iterations: iteration, ending: .converged)
            }
            var improved = false
            while lambda < 1e16 {
                var matrix = free.map { j in free.map { k in a[j][k] } }
                for (index, j) in free.enumerated() {
                    matrix[index][index] += lambda * Swift.max(a[j][j], 1e-12 * largest)
                }
                guard let step = Self.solveCholesky(matrix, free.map { -g[$0] }) else {
                    lambda *= 10
                    continue
                }
                var candidate = theta
                for (index, j) in free.enumerated() {
                    candidate[j] = Swift.min(
                        Swift.max(theta[j] + step[index], problem.lower[j]), problem.upper[j])
                }
                problem.residuals(candidate, &trial)
                let trialCost = LeastSquaresProblem.sumOfSquares(trial)
                if trialCost < cost {
                    let fall = (cost - trialCost) / Swift.max(cost, 1e-300)
                    let moved = free.allSatisfy { j in
                        abs(candidate[j] - theta[j]) <= 1e-10 * Swift.max(abs(theta[j]), problem.scales[j])
                    }
                    theta = candidate
                    swap(&r, &trial)
                    cost = trialCost
                    lambda = Swift.max(lambda / 3, 1e-12)
                    improved = true
                    if fall < Self.relativeTolerance || moved {
                        return LeastSquaresResult(
                            parameters: theta, cost: cost, iterations: iteration, ending: .converged)
                    }
                    break
                }
                lambda *= 4
            }
            // No step lowers the cost, however short: a minimum to working precision.
            if !improved {
                return LeastSquaresResult(
                    parameters: theta, cost: cost, iterations: iteration, ending: .converged)
            }
        }
        return LeastSquaresResult(
            parameters: theta, cost: cost, iterations: maximumIterations, ending: .iterationLimit)
    }

    /// Solves M x = b for a symmetric positive definite M; nil when M is not (numerically).
    static func solveCholesky(_ m: [[Double]], _ b: [Double]) -> [Double]? {
        let n = b.count
        var l = [[Double]](repeating: [Double](repeating: 0, count: n), count: n)
        for i in 0..<n {
            for j in 0...i {
                var sum = m[i][j]
                for k in 0..<j { sum -= l[i][k] * l[j][k] }
                if i == j {
                    guard sum > 0, sum.isFinite else { return nil }
                    l[i][i] = sum.squareRoot()
                } else {
                    l[i][j] = sum / l[j][j]
                }
            }
        }
        var y = [Double](repeating: 0, count: n)
        for i in 0..<n {
            var sum = b[i]
            for k in 0..<i { sum -= l[i][k] * y[k] }
            y[i] = sum / l[i][i]
        }
        var x = [Double](repeating: 0, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            var sum = y[i]
            for k in (i + 1)..<n { sum -= l[k][i] * x[k] }
            x[i] = sum / l[i][i]
        }
        return x.allSatisfy(\.isFinite) ? x : nil
    }
}
