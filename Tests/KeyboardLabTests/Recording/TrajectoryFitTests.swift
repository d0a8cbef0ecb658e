import Foundation
import XCTest

@testable import KeyboardLab

/// The fitter recovers the parameters of trajectories generated here, from closed forms written
/// in this file (not the engine's): springs by their textbook solution per damping regime,
/// Béziers by bisection on x(s), curve 7 by facts §4.2's formula cut at 0.5 s. Sampled at 30, 60
/// and 120 Hz, exact, with noise (a fixed-seed Gaussian), and with the start cut off.
final class TrajectoryFitTests: XCTestCase {
    // MARK: Independent trajectories

    /// The remaining displacement of a unit spring released at rest-distance 1 with velocity v₀
    /// towards the target, per regime (m e'' + c e' + k e = 0, e(0) = 1, e'(0) = −v₀).
    static func springDisplacement(_ t: Double, ratio z: Double, response: Double, velocity v: Double)
        -> Double
    {
        let w = 2 * Double.pi / response
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return exp(-z * w * t) * (cos(wd * t) + (z * w - v) / wd * sin(wd * t))
        }
        if z == 1 { return exp(-w * t) * (1 + (w - v) * t) }
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root)
        let r2 = -w * (z + root)
        // e = A e^{r1 t} + B e^{r2 t}, A + B = 1, r1 A + r2 B = −v.
        let a = (-v - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }

    /// A cubic Bézier timing function's progress at time fraction x, by bisection on x(s).
    static func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double
    {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func b(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if b(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return b((low + high) / 2, y1, y2)
    }

    /// Facts §4.2: p(t) = 1 − e^(−ω₀t)(1 + ω₀t), ω₀ = √(1000/3), snapping to 1 at 0.5 s.
    static func curve7(_ t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 0.5 { return 1 }
        let w = (1000.0 / 3).squareRoot()
        return 1 - exp(-w * t) * (1 + w * t)
    }

    /// A fixed-seed Gaussian (64-bit LCG, Box–Muller): the same noise on every machine.
    struct Noise {
        var state: UInt64
        mutating func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        mutating func gaussian(_ sigma: Double) -> Double {
            let u = uniform()
            let v = uniform()
            return sigma * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
        }
    }

    /// A keyboard show 852 → 516 starting at `start`, sampled at `rate` for a second from 0 (from
    /// `from` on when the start is cut off), with Gaussian noise of `sigma` points.
    static func recording(
        rate: Double, start: Double = 0.1, sigma: Double = 0, from: Double = 0, seed: UInt64 = 7,
        progress: (Double) -> Double
    ) -> Recording {
        var noise = Noise(state: seed)
        var times: [Double] = []
        var values: [Double] = []
        var frame = 0
        while Double(frame) / rate <= 1 + 1e-9 {
            let t = Double(frame) / rate
            frame += 1
            guard t >= from - 1e-12 else { continue }
            times.append(t)
            values.append(852 - 336 * progress(t - start) + (sigma > 0 ? noise.gaussian(sigma) : 0))
        }
        return Recording(times: times, values: values, quantity: .top)
    }

    static let keyboard = TimingParameters.spring(.keyboardCurve).resolved(forDuration: 0.25)

    // MARK: Springs

    /// Exact samples of an under-damped spring (ζ 0.7, response 0.4 s, v₀ 2) at 30, 60 and 120 Hz:
    /// every parameter back to 1e-4 (relative), the start to 0.1 ms, the ends to 0.01 pt.
    func test_spring_exact_atEveryRate() {
        for rate in [30.0, 60, 120] {
            let recording = Self.recording(rate: rate) {
                $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 0.7, response: 0.4, velocity: 2)
            }
            let fit = TrajectoryFit.fit(recording, models: [.spring])
            let spring = try? XCTUnwrap(fit.fit(named: "spring"))
            XCTAssertEqual(spring?.converged, true, "\(rate) Hz")
            XCTAssertEqual(spring?.parameter("ratio") ?? 0, 0.7, accuracy: 0.7e-4, "\(rate) Hz")
            XCTAssertEqual(spring?.parameter("response") ?? 0, 0.4, accuracy: 0.4e-4, "\(rate) Hz")
            XCTAssertEqual(spring?.parameter("velocity") ?? 0, 2, accuracy: 2e-3, "\(rate) Hz")
            XCTAssertEqual(spring?.start ?? 0, 0.1, accuracy: 1e-4, "\(rate) Hz")
            XCTAssertEqual(spring?.from ?? 0, 852, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(spring?.to ?? 0, 516, accuracy: 0.01, "\(rate) Hz")
            XCTAssertLessThan(spring?.rms ?? 1, 1e-3, "\(rate) Hz")
        }
    }

    /// An under-damped spring (ζ 0.7, response 0.4 s) at 30, 60 and 120 Hz with 0.5 pt of noise:
    /// the ratio and response within 5 %, the ends within 1 pt; the RMS residual is the noise
    /// (0.5 pt ± 25 %, for 31 to 121 samples). The start and the initial velocity trade off (a
    /// start a few ms later with a small velocity fits noisy samples as well), so the start comes
    /// within 10 ms and the velocity within 3 distances per second of 0.
    func test_spring_noisy_atEveryRate() {
        for rate in [30.0, 60, 120] {
            let recording = Self.recording(rate: rate, sigma: 0.5) {
                $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 0.7, response: 0.4, velocity: 0)
            }
            let fit = TrajectoryFit.fit(recording, models: [.spring])
            guard let spring = fit.fit(named: "spring") else { return XCTFail("no spring fit") }
            XCTAssertTrue(spring.converged, "\(rate) Hz")
            XCTAssertEqual(spring.parameter("ratio") ?? 0, 0.7, accuracy: 0.035, "\(rate) Hz")
            XCTAssertEqual(spring.parameter("response") ?? 0, 0.4, accuracy: 0.02, "\(rate) Hz")
            XCTAssertEqual(spring.start, 0.1, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(spring.parameter("velocity") ?? 0, 0, accuracy: 3, "\(rate) Hz")
            XCTAssertEqual(spring.from, 852, accuracy: 1, "\(rate) Hz")
            XCTAssertEqual(spring.to, 516, accuracy: 1, "\(rate) Hz")
            XCTAssertEqual(spring.rms, 0.5, accuracy: 0.125, "\(rate) Hz")
        }
    }

    /// An over-damped spring (ζ 1.6, response 0.3 s) at 60 Hz with 0.5 pt of noise: the ratio and
    /// response within 5 %, the start within 5 ms, the ends within 1 pt. (At 30 Hz the ratio and
    /// response trade off along the slow exponential that dominates an over-damped motion: the
    /// trajectory is fitted to the noise, the two parameters are not separately identified.)
    func test_overdampedSpring_noisy() {
        let recording = Self.recording(rate: 60, sigma: 0.5) {
            $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 1.6, response: 0.3, velocity: 0)
        }
        let fit = TrajectoryFit.fit(recording, models: [.spring])
        guard let spring = fit.fit(named: "spring") else { return XCTFail("no spring fit") }
        XCTAssertTrue(spring.converged)
        XCTAssertEqual(spring.parameter("ratio") ?? 0, 1.6, accuracy: 0.08)
        XCTAssertEqual(spring.parameter("response") ?? 0, 0.3, accuracy: 0.015)
        XCTAssertEqual(spring.start, 0.1, accuracy: 0.005)
        XCTAssertEqual(spring.from, 852, accuracy: 1)
        XCTAssertEqual(spring.to, 516, accuracy: 1)
        XCTAssertEqual(spring.rms, 0.5, accuracy: 0.1)
    }

    /// The start cut off: samples only from 60 ms after the motion began (a recording started
    /// late). A spring seen only in motion is the same curve from any earlier start with the
    /// matching velocity, so the fit holds the velocity at 0 and says so; the start and the first
    /// value are then extrapolated: a critically damped spring (response 0.344 s) at 120 Hz comes
    /// back within 1e-3 (relative) exactly, and within 5 % with 0.3 pt of noise.
    func test_spring_missingStart() {
        let response = 2 * Double.pi / (1000.0 / 3).squareRoot()
        for sigma in [0.0, 0.3] {
            let recording = Self.recording(rate: 120, sigma: sigma, from: 0.16) {
                $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 1, response: response, velocity: 0)
            }
            XCTAssertGreaterThan(recording.samples[0].value, 852 - 336 * 0.5, "the start is missing")
            let fit = TrajectoryFit.fit(recording, models: [.spring])
            guard let spring = fit.fit(named: "spring") else { return XCTFail("no spring fit") }
            XCTAssertEqual(spring.parameter("velocity"), 0)
            XCTAssertTrue(spring.notes.first?.hasPrefix("velocity held at 0") == true, "\(spring.notes)")
            let tolerance = sigma == 0 ? 1e-3 : 0.05
            XCTAssertEqual(spring.parameter("ratio") ?? 0, 1, accuracy: tolerance, "σ \(sigma)")
            XCTAssertEqual(
                spring.parameter("response") ?? 0, response, accuracy: response * tolerance, "σ \(sigma)")
            XCTAssertEqual(spring.start, 0.1, accuracy: sigma == 0 ? 1e-4 : 0.01, "σ \(sigma)")
            // The first value is extrapolated 60 ms back through a 5 % response error: with
            // noise it comes within 15 pt (the first sample is already 136 pt on its way).
            XCTAssertEqual(spring.from, 852, accuracy: sigma == 0 ? 0.05 : 15, "σ \(sigma)")
        }
    }

    // MARK: Béziers

    /// A Bézier (0.3, 0.1, 0.2, 1) over 0.4 s at 30, 60 and 120 Hz, exact: the control points
    /// within 0.01, the duration within 2 ms, residual below 0.05 pt.
    func test_bezier_exact_atEveryRate() {
        for rate in [30.0, 60, 120] {
            let recording = Self.recording(rate: rate) { Self.bezierProgress($0 / 0.4, 0.3, 0.1, 0.2, 1) }
            let fit = TrajectoryFit.fit(recording, models: [.bezier])
            guard let bezier = fit.fit(named: "bezier") else { return XCTFail("no bezier fit") }
            XCTAssertEqual(bezier.parameter("x1") ?? 0, 0.3, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(bezier.parameter("y1") ?? 0, 0.1, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(bezier.parameter("x2") ?? 0, 0.2, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(bezier.parameter("y2") ?? 0, 1, accuracy: 0.01, "\(rate) Hz")
            XCTAssertEqual(bezier.parameter("duration") ?? 0, 0.4, accuracy: 0.002, "\(rate) Hz")
            XCTAssertEqual(bezier.start, 0.1, accuracy: 0.002, "\(rate) Hz")
            XCTAssertLessThan(bezier.rms, 0.05, "\(rate) Hz")
        }
    }

    /// UIKit's ease-in-out (0.42, 0, 0.58, 1) over 0.3 s at 60 Hz with 0.5 pt of noise and its
    /// first 40 ms cut off: the named curve fits best among the named ones, its duration and
    /// start within 10 ms. (Ease-out, which starts at full speed, is not identifiable so: a later
    /// start with a shorter duration fits noisy samples as well as the truth.)
    func test_namedCurve_noisyMissingStart() {
        let recording = Self.recording(rate: 60, sigma: 0.5, from: 0.14) {
            Self.bezierProgress($0 / 0.3, 0.42, 0, 0.58, 1)
        }
        let models = TimingModel.NamedCurve.allCases.map { TimingModel.named($0) }
        let fit = TrajectoryFit.fit(recording, models: models)
        XCTAssertEqual(fit.best?.model.name, "easeInOut")
        XCTAssertEqual(fit.best?.parameter("duration") ?? 0, 0.3, accuracy: 0.01)
        XCTAssertEqual(fit.best?.start ?? 0, 0.1, accuracy: 0.01)
    }

    // MARK: Curve 7

    /// A recording of curve 7 at 60 Hz (facts §4.2's formula, the notification at 0.1 s): curve
    /// 7's model fits it with a residual below 0.01 pt, is the best model, and is within noise.
    func test_curve7_recording_fitsCurve7Model() {
        let recording = Self.recording(rate: 60, progress: Self.curve7)
        let fit = TrajectoryFit.fit(recording, models: TimingModel.all(keyboard: Self.keyboard))
        guard let curve = fit.fit(named: "curve7") else { return XCTFail("no curve 7 fit") }
        XCTAssertLessThan(curve.rms, 0.01)
        XCTAssertLessThan(curve.maxResidual, 0.01)
        XCTAssertEqual(curve.start, 0.1, accuracy: 1e-4)
        XCTAssertEqual(fit.best?.model.name, "curve7")
        XCTAssertEqual(fit.keyboardCurveTest?.withinNoise, true)
        // It settles within half a point when 336·e^(−ωt)(1 + ωt) ≤ 0.5: t ≈ 0.4466 s (bisection here).
        var low = 0.3
        var high = 0.5
        let w = (1000.0 / 3).squareRoot()
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if 336 * exp(-w * mid) * (1 + w * mid) > 0.5 { low = mid } else { high = mid }
        }
        XCTAssertEqual(curve.settlingTime, high, accuracy: 1e-4)
    }

    /// A bouncy spring (ζ 0.5) is not curve 7: with 0.5 pt of noise the F-test says curve 7's
    /// misfit is far outside the noise, and the noise estimate is the noise (±20 %).
    func test_bouncySpring_isNotCurve7() {
        let recording = Self.recording(rate: 60, sigma: 0.5) {
            $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 0.5, response: 0.35, velocity: 0)
        }
        let fit = TrajectoryFit.fit(recording, models: [.keyboardCurve(Self.keyboard), .spring, .bezier])
        XCTAssertEqual(fit.best?.model.name, "spring")
        XCTAssertEqual(fit.keyboardCurveTest?.withinNoise, false)
        XCTAssertLessThan(fit.keyboardCurveTest?.pValue ?? 1, 1e-6)
        XCTAssertEqual(fit.noise, 0.5, accuracy: 0.1)
    }

    /// Curve 7 sampled with 0.5 pt of noise is within the noise (the rich models explain no more).
    func test_noisyCurve7_isWithinNoise() {
        let recording = Self.recording(rate: 60, sigma: 0.5, progress: Self.curve7)
        let fit = TrajectoryFit.fit(recording, models: [.keyboardCurve(Self.keyboard), .spring, .bezier])
        XCTAssertEqual(
            fit.keyboardCurveTest?.withinNoise, true, "\(String(describing: fit.keyboardCurveTest))")
        XCTAssertEqual(fit.fit(named: "curve7")?.rms ?? 0, 0.5, accuracy: 0.1)
    }

    // MARK: Numerical care

    /// A long recording (10 001 samples: 10 s at 1 kHz) is searched on 2000 of its samples and
    /// polished on all of them: curve 7 still fits to rounding and the spring comes back.
    func test_longRecording_isSearchedOnASubsetAndPolished() {
        var times: [Double] = []
        var values: [Double] = []
        for i in 0...10_000 {
            let t = Double(i) / 1000
            times.append(t)
            values.append(852 - 336 * Self.curve7(t - 0.1))
        }
        let recording = Recording(times: times, values: values, quantity: .top)
        let fit = TrajectoryFit.fit(recording, models: [.keyboardCurve(Self.keyboard), .spring])
        XCTAssertLessThan(fit.fit(named: "curve7")?.rms ?? 1, 0.01)
        XCTAssertEqual(fit.fit(named: "spring")?.parameter("ratio") ?? 0, 1, accuracy: 1e-3)
        XCTAssertEqual(fit.fit(named: "spring")?.converged, true)
    }

    /// A search stopped by its iteration bound says so; Ctrl-C stops the fit and says so.
    func test_iterationBoundAndInterruption_areReported() {
        let recording = Self.recording(rate: 60, sigma: 0.5) {
            $0 <= 0 ? 0 : 1 - Self.springDisplacement($0, ratio: 0.7, response: 0.4, velocity: 0)
        }
        let bounded = TrajectoryFit.fit(
            recording, models: [.spring], request: FitRequest(maximumIterations: 1))
        XCTAssertEqual(bounded.fits.first?.ending, .iterationLimit)
        XCTAssertEqual(bounded.fits.first?.converged, false)
        let interruption = Interruption()
        interruption.request()
        let stopped = TrajectoryFit.fit(recording, models: [.spring, .bezier], interruption: interruption)
        XCTAssertTrue(stopped.interrupted)
        XCTAssertTrue(stopped.fits.isEmpty)
    }

    /// Pinned values stay what they were given; a progress recording pins 0 and 1.
    func test_pinnedValues_stay() {
        let recording = Self.recording(rate: 60, progress: Self.curve7)
        let fit = TrajectoryFit.fit(
            recording, models: [.spring], request: FitRequest(start: 0.1, from: 852, to: 516))
        XCTAssertEqual(fit.best?.start, 0.1)
        XCTAssertEqual(fit.best?.from, 852)
        XCTAssertEqual(fit.best?.to, 516)
        XCTAssertEqual(fit.best?.fittedParameterCount, 3)
        let progress = Recording(
            times: recording.samples.map(\.time), values: recording.samples.map { (852 - $0.value) / 336 },
            quantity: .progress)
        let progressFit = TrajectoryFit.fit(progress, models: [.keyboardCurve(Self.keyboard)])
        XCTAssertEqual(progressFit.best?.from, 0)
        XCTAssertEqual(progressFit.best?.to, 1)
        XCTAssertLessThan(progressFit.best?.rms ?? 1, 1e-5)
    }

    // MARK: Statistics

    /// Tabulated F critical values (any statistics table): F₀.₀₅(1, 20) = 4.351,
    /// F₀.₀₅(3, 100) = 2.696, F₀.₀₁(2, 10) = 7.559; and I_x(a, 1) = xᵃ, I_½(a, a) = ½.
    func test_fDistribution_matchesTables() {
        XCTAssertEqual(FitStatistics.fUpperTail(4.351, d1: 1, d2: 20), 0.05, accuracy: 2e-4)
        XCTAssertEqual(FitStatistics.fUpperTail(2.696, d1: 3, d2: 100), 0.05, accuracy: 2e-4)
        XCTAssertEqual(FitStatistics.fUpperTail(7.559, d1: 2, d2: 10), 0.01, accuracy: 1e-4)
        XCTAssertEqual(
            FitStatistics.regularizedIncompleteBeta(0.3, a: 2.5, b: 1), pow(0.3, 2.5), accuracy: 1e-12)
        XCTAssertEqual(FitStatistics.regularizedIncompleteBeta(0.5, a: 7, b: 7), 0.5, accuracy: 1e-12)
    }
}

/// Recordings no keyboard makes (flat, a random walk, huge values, a ramp, a spike, times a
/// microsecond apart) fit without a crash, a hang or a NaN: every model's figures are finite or
/// say it never settles.
final class TrajectoryFitHostileTests: XCTestCase {
    func test_strangeRecordings_fitToFiniteFigures() {
        var noise = TrajectoryFitTests.Noise(state: 99)
        var cases: [(String, [Double], [Double])] = []
        let times = (0..<40).map { Double($0) / 60 }
        cases.append(("flat", times, times.map { _ in 852 }))
        var walk = 0.0
        cases.append(
            (
                "walk", times,
                times.map { _ in
                    walk += noise.gaussian(10)
                    return walk
                }
            ))
        cases.append(("huge", times, times.map { 1e18 * (1 + $0) }))
        cases.append(("ramp", times, times.map { 852 - 500 * $0 }))
        cases.append(("spike", times, times.indices.map { $0 == 20 ? 1000 : 0 }))
        cases.append(("microseconds", times.indices.map { Double($0) * 1e-6 }, times.map { 852 - 336 * $0 }))
        let models = TimingModel.all(keyboard: TrajectoryFitTests.keyboard)
        for (name, t, v) in cases {
            let fit = TrajectoryFit.fit(Recording(times: t, values: v), models: models)
            XCTAssertEqual(fit.fits.count, models.count, name)
            for model in fit.fits {
                XCTAssertTrue(model.rms.isFinite && model.maxResidual.isFinite, "\(name) \(model.model.name)")
                XCTAssertTrue(model.start.isFinite && model.from.isFinite && model.to.isFinite, name)
                XCTAssertFalse(model.settlingTime.isNaN, "\(name) \(model.model.name)")
            }
        }
    }
}
