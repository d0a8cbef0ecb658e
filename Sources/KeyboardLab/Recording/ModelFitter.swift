import Foundation

/// Fits one model to a recording from several starts: every starting shape the model offers, at
/// every plausible start time, each with the end values that fit it best (a linear least-squares
/// solve, as the trajectory is linear in them), screened by cost; the most promising few are
/// then searched by Levenberg–Marquardt over all free parameters at once.
struct ModelFitter {
    let recording: Recording
    let request: FitRequest
    let interruption: Interruption?
    private let times: [Double]
    private let values: [Double]

    /// Screening uses at most this many samples (evenly spaced).
    static let screeningSamples = 1000
    /// The searches use at most this many (evenly spaced); a longer recording's best is then
    /// polished on all of them, for at most `polishIterations`.
    static let searchSamples = 2000
    static let polishIterations = 50

    init(recording: Recording, request: FitRequest, interruption: Interruption?) {
        self.recording = recording
        self.request = request
        self.interruption = interruption
        times = recording.samples.map(\.time)
        values = recording.samples.map(\.value)
    }

    /// The parameter vector's layout: the shape, then start, from and to where free.
    private struct Layout {
        let shapeCount: Int
        let start: Int?
        let from: Int?
        let to: Int?
        let count: Int

        init(shapeCount: Int, request: FitRequest) {
            self.shapeCount = shapeCount
            var next = shapeCount
            func slot(_ free: Bool) -> Int? {
                guard free else { return nil }
                defer { next += 1 }
                return next
            }
            start = slot(request.start == nil)
            from = slot(request.from == nil)
            to = slot(request.to == nil)
            count = next
        }
    }

    func fit(_ model: TimingModel) -> ModelFit? {
        let layout = Layout(shapeCount: model.parameterNames.count, request: request)
        let n = times.count
        guard layout.count < n, let firstTime = times.first, let lastTime = times.last else { return nil }
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        let spread = Swift.max(high - low, 1e-3 * Swift.max(abs(high), 1))
        var (lower, upper) = model.bounds
        // A spring seen only after it began is the same trajectory from any earlier start with
        // the matching velocity and first value: the three cannot all be fitted. Unless the start
        // is given, the velocity is held at 0 (UIKit's default) and the fit says so.
        let holdsVelocity = model == .spring && request.start == nil && !startIsRecorded
        if holdsVelocity {
            lower[2] = 0
            upper[2] = 0
        }
        var scales = model.scales
        if layout.start != nil {
            lower.append(firstTime - 1)
            upper.append(lastTime)
            scales.append(0.01)
        }
        for _ in [layout.from, layout.to].compactMap({ $0 }) {
            lower.append(low - 2 * spread)
            upper.append(high + 2 * spread)
            scales.append(spread * 1e-3)
        }
        // The residuals over some samples (the searches run on at most `searchSamples` of a long
        // recording; the best is then polished on them all).
        func problem(_ indices: [Int]) -> LeastSquaresProblem {
            let times = indices.map { self.times[$0] }
            let values = indices.map { self.values[$0] }
            return LeastSquaresProblem(
                lower: lower, upper: upper, scales: scales, residualCount: indices.count
            ) { [request] theta, residuals in
                let start = layout.start.map { theta[$0] } ?? request.start ?? 0
                let from = layout.from.map { theta[$0] } ?? request.from ?? 0
                let to = layout.to.map { theta[$0] } ?? request.to ?? 1
                let shape = theta[0..<layout.shapeCount]
                for i in 0..<times.count {
                    residuals[i] = from + (to - from) * model.progress(times[i] - start, shape) - values[i]
                }
            }
        }
        let searchStride = Swift.max(1, (n + Self.searchSamples - 1) / Self.searchSamples)
        let searched = problem(Array(Swift.stride(from: 0, to: n, by: searchStride)))
        // Screening: every shape at every start time, end values solved, the cheapest kept.
        let startTimes = request.start.map { [$0] } ?? candidateStarts()
        var screened: [(cost: Double, theta: [Double])] = []
        let stride = Swift.max(1, n / Self.screeningSamples)
        let sampleIndices = Array(Swift.stride(from: 0, to: n, by: stride))
        for shape in model.starts {
            for start in startTimes {
                let progress = sampleIndices.map { model.progress(times[$0] - start, shape[...]) }
                let sampled = sampleIndices.map { values[$0] }
                let (from, to) = endValues(progress: progress, values: sampled)
                var theta = shape
                if layout.start != nil { theta.append(start) }
                if layout.from != nil { theta.append(from) }
                if layout.to != nil { theta.append(to) }
                for j in theta.indices { theta[j] = Swift.min(Swift.max(theta[j], lower[j]), upper[j]) }
                var cost = 0.0
                let usedFrom = layout.from.map { theta[$0] } ?? request.from ?? 0
                let usedTo = layout.to.map { theta[$0] } ?? request.to ?? 1
                for (k, p) in progress.enumerated() {
                    let r = usedFrom + (usedTo - usedFrom) * p - sampled[k]
                    cost += r * r
                }
                screened.append((cost.isNaN ? .infinity : cost, theta))
            }
        }
        screened.sort { $0.cost < $1.cost }
        let optimiser = LevenbergMarquardt(
            maximumIterations: request.maximumIterations, interruption: interruption)
        var best: LeastSquaresResult?
        var searches = 0
        for candidate in screened.prefix(Swift.max(request.searchesPerModel, 1)) {
            let result = optimiser.minimize(searched, from: candidate.theta)
            searches += 1
            if best == nil || result.cost < best?.cost ?? .infinity
                || (result.cost == best?.cost && result.ending == .converged)
            {
                best = result
            }
            if result.ending == .interrupted { break }
        }
        guard var best else { return nil }
        if searchStride > 1, best.ending != .interrupted {
            // Polished on every sample: the subset found the basin, the whole recording decides.
            let polished = LevenbergMarquardt(
                maximumIterations: Self.polishIterations, interruption: interruption
            ).minimize(problem(Array(0..<n)), from: best.parameters)
            best = LeastSquaresResult(
                parameters: polished.parameters, cost: polished.cost,
                iterations: best.iterations + polished.iterations,
                ending: best.ending == .converged ? polished.ending : best.ending)
        }
        return finish(model, best, layout: layout, lower: lower, upper: upper, searches: searches)
    }

    /// The fit's figures from the best search.
    private func finish(
        _ model: TimingModel, _ result: LeastSquaresResult, layout: Layout, lower: [Double], upper: [Double],
        searches: Int
    ) -> ModelFit {
        let theta = result.parameters
        let start = layout.start.map { theta[$0] } ?? request.start ?? 0
        let from = layout.from.map { theta[$0] } ?? request.from ?? 0
        let to = layout.to.map { theta[$0] } ?? request.to ?? 1
        let heldVelocity = lower.count > 2 && model == .spring && lower[2] == upper[2]
        var fit = ModelFit(
            model: model, shape: Array(theta[0..<layout.shapeCount]), start: start, from: from, to: to,
            pinned: ModelFit.Pinned(
                start: layout.start == nil, from: layout.from == nil, to: layout.to == nil),
            rms: 0, maxResidual: 0, cost: result.cost, fittedParameterCount: layout.count,
            ending: result.ending,
            iterations: result.iterations, searches: searches, atBounds: [], settlingTime: 0)
        var sum = 0.0
        var largest = 0.0
        for (time, value) in zip(times, values) {
            let r = fit.value(at: time) - value
            sum += r * r
            largest = Swift.max(largest, abs(r))
        }
        fit.cost = sum
        fit.rms = (sum / Double(times.count)).squareRoot()
        fit.maxResidual = largest
        var names = model.parameterNames
        if layout.start != nil { names.append("start") }
        if layout.from != nil { names.append("from") }
        if layout.to != nil { names.append("to") }
        fit.atBounds = names.indices.filter { j in
            let width = upper[j] - lower[j]
            return width > 0 && (theta[j] <= lower[j] + 1e-9 * width || theta[j] >= upper[j] - 1e-9 * width)
        }.map { names[$0] }
        if heldVelocity {
            fit.notes.append(
                "velocity held at 0: the recording starts in motion, so start, from and velocity cannot all be fitted"
            )
            fit.fittedParameterCount -= 1
        }
        fit.settlingTime = settlingTime(of: fit)
        return fit
    }

    /// The index of the first sample that has left the first value by more than 2 % of the
    /// motion (0 when they never do).
    private var leavingIndex: Int {
        guard let first = values.first, let last = values.last else { return 0 }
        let threshold = 0.02 * abs(last - first)
        return values.firstIndex { abs($0 - first) > threshold } ?? 0
    }

    /// Whether the recording holds the motion's start: at least two samples at rest before it.
    private var startIsRecorded: Bool { leavingIndex >= 2 }

    /// The start times worth trying: just before the values first leave their first value, half
    /// a sample later, and (for a recording that begins in motion, its start missing) before the
    /// first sample.
    private func candidateStarts() -> [Double] {
        guard let t0 = times.first else { return [0] }
        let step = recording.medianInterval
        let leaving = leavingIndex
        var starts: [Double] = []
        if leaving >= 1 {
            starts.append(times[leaving - 1])
            starts.append(times[leaving] - step / 2)
        }
        if leaving <= 1 {
            // How long before the first sample it began is unknown: a few frames to a quarter second.
            for before in [step, 2 * step, 4 * step, 0.1, 0.25] { starts.append(t0 - before) }
        }
        var unique: [Double] = []
        for start in starts where !unique.contains(where: { abs($0 - start) < 1e-9 }) {
            unique.append(start)
        }
        return unique
    }

    /// The from and to values that fit best for given progresses (least squares, linear in them),
    /// the pinned ones kept; the first and last values when the system is singular.
    private func endValues(progress: [Double], values: [Double]) -> (Double, Double) {
        let fallback = (request.from ?? values.first ?? 0, request.to ?? values.last ?? 1)
        switch (request.from, request.to) {
        case (let from?, let to?):
            return (from, to)
        case (let from?, nil):
            // v − from = (to − from) p
            var num = 0.0
            var den = 0.0
            for (p, v) in zip(progress, values) {
                num += p * (v - from)
                den += p * p
            }
            return den > 1e-12 ? (from, from + num / den) : fallback
        case (nil, let to?):
            // v − to = (from − to)(1 − p)
            var num = 0.0
            var den = 0.0
            for (p, v) in zip(progress, values) {
                num += (1 - p) * (v - to)
                den += (1 - p) * (1 - p)
            }
            return den > 1e-12 ? (to + num / den, to) : fallback
        case (nil, nil):
            var saa = 0.0
            var sab = 0.0
            var sbb = 0.0
            var sav = 0.0
            var sbv = 0.0
            for (p, v) in zip(progress, values) {
                let a = 1 - p
                saa += a * a
                sab += a * p
                sbb += p * p
                sav += a * v
                sbv += p * v
            }
            let det = saa * sbb - sab * sab
            guard abs(det) > 1e-12 * Swift.max(saa * sbb, 1e-300) else { return fallback }
            return ((sav * sbb - sab * sbv) / det, (saa * sbv - sab * sav) / det)
        }
    }

    /// Seconds from the start after which the fitted motion stays within the threshold of its
    /// end: scanned every millisecond to a horizon, then refined by bisection; infinity when it
    /// is still moving at the horizon (an undamped spring).
    private func settlingTime(of fit: ModelFit) -> Double {
        let threshold = request.settlingThreshold / Swift.max(request.pointsPerUnit, 1e-12)
        let distance = abs(fit.to - fit.from)
        guard distance > threshold else { return 0 }
        let horizon = Swift.max(5, recording.duration + 1)
        func away(_ tau: Double) -> Bool {
            distance * abs(1 - fit.model.progress(tau, fit.shape[...])) > threshold
        }
        let step = 0.001
        if away(horizon) { return .infinity }
        var lastAway = 0.0
        var tau = step
        while tau <= horizon {
            if away(tau) { lastAway = tau }
            tau += step
        }
        var low = lastAway
        var high = lastAway + step
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if away(mid) { low = mid } else { high = mid }
        }
        return high
    }
}
