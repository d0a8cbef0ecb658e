/// One timing model fitted to a recording: its parameters, the start time and end values (fitted,
/// or pinned where the user or the recording fixed them), how well it fits and whether the search
/// converged.
public struct ModelFit: Hashable, Sendable {
    public var model: TimingModel
    /// The shape parameters, named by `model.parameterNames`.
    public var shape: [Double]
    /// When the motion starts, seconds from the recording's origin.
    public var start: Double
    /// The value before the motion and the value it ends at.
    public var from: Double
    public var to: Double
    /// Which of start, from and to were fixed rather than fitted.
    public var pinned: Pinned
    /// Root mean square and largest absolute residual, in the recording's units.
    public var rms: Double
    public var maxResidual: Double
    /// The sum of squared residuals.
    public var cost: Double
    /// How many parameters were fitted (shape and the free ones of start, from, to).
    public var fittedParameterCount: Int
    /// How the best search ended, its iterations, and how many searches ran.
    public var ending: LeastSquaresResult.Ending
    public var iterations: Int
    public var searches: Int
    /// The parameters that ended on a bound of their box.
    public var atBounds: [String]
    /// Seconds from `start` after which the model stays within the settling threshold of `to`.
    public var settlingTime: Double
    /// What the fit held that the model could have moved, and why (a spring's initial velocity
    /// held at 0 when the recording starts in motion).
    public var notes: [String] = []

    /// What was fixed.
    public struct Pinned: Hashable, Sendable {
        public var start: Bool
        public var from: Bool
        public var to: Bool

        public init(start: Bool = false, from: Bool = false, to: Bool = false) {
            self.start = start
            self.from = from
            self.to = to
        }
    }

    /// Whether the search stopped at a minimum (not at the iteration bound or by Ctrl-C).
    public var converged: Bool { ending == .converged }

    /// The model's value at `time` (seconds from the recording's origin).
    public func value(at time: Double) -> Double {
        from + (to - from) * model.progress(time - start, shape[...])
    }

    /// A shape parameter by name (`ratio`, `x1`, `duration`…).
    public func parameter(_ name: String) -> Double? {
        model.parameterNames.firstIndex(of: name).map { shape[$0] }
    }

    /// The spring's parameters in every form UIKit and Core Animation take, for a spring fit.
    public var spring: SpringParameters? {
        guard case .spring = model, shape.count == 3 else { return nil }
        return SpringParameters(
            dampingRatio: shape[0], response: shape[1], initialVelocity: shape[2], allowsOverdamping: true)
    }
}
