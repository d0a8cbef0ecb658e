import Foundation

/// What a fit may move and how its figures are reported.
public struct FitRequest: Hashable, Sendable {
    /// The motion's start (seconds from the recording's origin), when known (a notification's
    /// time); nil: fitted.
    public var start: Double?
    /// The value before and after the motion, when known; nil: fitted (a progress recording pins
    /// them at 0 and 1 whatever is given).
    public var from: Double?
    public var to: Double?
    /// Points per unit of the recording's values: 1 for positions, the motion's distance for a
    /// progress (so residuals are reported in points).
    public var pointsPerUnit: Double
    /// A model has settled once it stays within this many points of its end.
    public var settlingThreshold: Double
    /// Iterations of each search.
    public var maximumIterations: Int
    /// Searches run from the best-looking starting points, per model.
    public var searchesPerModel: Int

    public init(
        start: Double? = nil, from: Double? = nil, to: Double? = nil, pointsPerUnit: Double = 1,
        settlingThreshold: Double = FitRequest.defaultSettlingThreshold, maximumIterations: Int = 200,
        searchesPerModel: Int = 3
    ) {
        self.start = start
        self.from = from
        self.to = to
        self.pointsPerUnit = pointsPerUnit
        self.settlingThreshold = settlingThreshold
        self.maximumIterations = maximumIterations
        self.searchesPerModel = searchesPerModel
    }

    /// Half a point: a pixel on a 2× screen.
    public static let defaultSettlingThreshold = 0.5
}

/// Every model fitted to one recording, best first, with the recording's noise and the verdict on
/// curve 7: is its misfit within that noise?
public struct TrajectoryFit: Hashable, Sendable {
    public var fits: [ModelFit]
    public var request: FitRequest
    /// The samples fitted.
    public var sampleCount: Int
    /// The noise of the recording, in its units: the residual standard deviation
    /// √(SSR / (n − p)) of the best spring or Bézier (the richest models the lab knows).
    public var noise: Double
    /// The model the noise comes from.
    public var noiseModel: String?
    /// Curve 7 against that model.
    public var keyboardCurveTest: NoiseTest?
    /// Ctrl-C stopped the fit: the models after the one interrupted were not tried.
    public var interrupted: Bool

    /// The F-test of curve 7 (few parameters) against the best rich model: whether the extra
    /// parameters explain more than the noise would.
    public struct NoiseTest: Hashable, Sendable {
        public var f: Double
        /// P(F ≥ f) if curve 7 were the true law (1 when it fits as well as the rich model).
        public var pValue: Double
        /// `pValue ≥ 0.05`: the rich model's improvement is not significant.
        public var withinNoise: Bool
        /// Curve 7's RMS over the noise.
        public var ratio: Double
    }

    /// The significance level of the test.
    public static let significance = 0.05

    /// The best fit (first), if any.
    public var best: ModelFit? { fits.first }

    /// A model's fit by its name (`spring`, `curve7`, `easeInOut`…).
    public func fit(named name: String) -> ModelFit? {
        fits.first { $0.model.name == name }
    }

    /// Fits each model to the recording; `interruption` (Ctrl-C) stops between and inside the
    /// searches, and what was fitted until then is kept.
    public static func fit(
        _ recording: Recording, models: [TimingModel], request: FitRequest = FitRequest(),
        interruption: Interruption? = nil
    ) -> TrajectoryFit {
        var request = request
        if recording.quantity == .progress {
            request.from = 0
            request.to = 1
        }
        let fitter = ModelFitter(recording: recording, request: request, interruption: interruption)
        var fits: [ModelFit] = []
        var interrupted = false
        for model in models {
            if interruption?.isRequested == true {
                interrupted = true
                break
            }
            guard let fit = fitter.fit(model) else { continue }
            fits.append(fit)
            if fit.ending == .interrupted {
                interrupted = true
                break
            }
        }
        // Best first; a search that did not converge after every one that did with the same RMS.
        // A NaN (a model that could not be evaluated) sorts last, never breaking the order.
        func key(_ fit: ModelFit) -> Double { fit.rms.isNaN ? .infinity : fit.rms }
        fits.sort { a, b in
            key(a) != key(b) ? key(a) < key(b) : (a.converged && !b.converged)
        }
        var result = TrajectoryFit(
            fits: fits, request: request, sampleCount: recording.samples.count, noise: .nan, noiseModel: nil,
            keyboardCurveTest: nil, interrupted: interrupted)
        result.assessNoise()
        return result
    }

    /// The noise from the best rich model and curve 7's F-test against it.
    private mutating func assessNoise() {
        let n = Double(sampleCount)
        let rich = fits.filter { fit in
            switch fit.model {
            case .spring, .bezier: return Double(fit.fittedParameterCount) < n
            default: return false
            }
        }
        guard
            let reference = rich.min(by: {
                $0.cost / (n - Double($0.fittedParameterCount)) < $1.cost
                    / (n - Double($1.fittedParameterCount))
            })
        else { return }
        let referenceDegrees = n - Double(reference.fittedParameterCount)
        noise = (reference.cost / referenceDegrees).squareRoot()
        noiseModel = reference.model.name
        guard let curve = fits.first(where: { if case .keyboardCurve = $0.model { true } else { false } })
        else {
            return
        }
        let ratio = noise > 0 ? curve.rms / noise : (curve.rms > 0 ? .infinity : 1)
        let extra = Double(reference.fittedParameterCount - curve.fittedParameterCount)
        // As good as the rich model (to rounding): nothing to explain.
        if curve.cost <= reference.cost * (1 + 1e-9) + 1e-24 * n || extra <= 0 {
            keyboardCurveTest = NoiseTest(f: 0, pValue: 1, withinNoise: true, ratio: ratio)
            return
        }
        let f =
            reference.cost > 0
            ? ((curve.cost - reference.cost) / extra) / (reference.cost / referenceDegrees) : .infinity
        let p = FitStatistics.fUpperTail(f, d1: extra, d2: referenceDegrees)
        keyboardCurveTest = NoiseTest(f: f, pValue: p, withinNoise: p >= Self.significance, ratio: ratio)
    }
}
