import KeyboardLab

/// `recording.NAME.…` for `expect`: the recording's size and rate, its best fit's residuals and
/// noise, and every model's figures and parameters (the latest fit; the default one is made on
/// first use). Residuals in points, times in seconds.
enum RecordingQuantities {
    /// The figures every fitted model has, in seconds and points.
    static let modelFigures = ["rms", "max", "settling", "start", "from", "to", "converged"]
    /// The parameters a spring fit adds besides its shape's (the mass-1 form).
    static let springForms = ["stiffness", "damping"]

    static let recording = QuantityProvider(
        prefix: "recording",
        summary:
            "recording.NAME.samples/duration/rate; .rms/.max/.noise (best fit, points); .MODEL.rms/max/settling/"
            + "start/from/to/converged and its parameters (spring: ratio, response, velocity, stiffness, "
            + "damping; bezier: x1, y1, x2, y2, duration; named curves: duration); .curve7.withinNoise, .curve7.p",
        names: { session in
            let models = RecordingFitReport.modelNames
            return session.state(RecordingShellState.self).entries.flatMap { entry in
                let prefix = "recording.\(entry.name)."
                var names = ["samples", "duration", "rate", "rms", "max", "noise"].map { prefix + $0 }
                names += ["curve7.withinNoise", "curve7.p"].map { prefix + $0 }
                for model in models {
                    names += modelFigures.map { "\(prefix)\(model).\($0)" }
                }
                return names
            }
        },
        value: { name, session in
            let parts = name.parts
            guard parts.count == 3 || parts.count == 4 else { return nil }
            let state = session.state(RecordingShellState.self)
            guard let entry = state.entry(parts[1]) else {
                throw Session.QuantityUnavailable(
                    "no recording is named '\(parts[1])'",
                    suggestion: Suggestion.didYouMean(parts[1], in: state.names)
                        ?? "read one first: recording \(parts[1]) from FILE")
            }
            let recording = entry.recording
            if parts.count == 3 {
                switch parts[2] {
                case "samples": return Double(recording.samples.count)
                case "duration": return recording.duration
                case "rate": return recording.sampleRate
                default: break
                }
            }
            guard let fit = RecordingFitReport.latestFitIfDone(entry, session) else {
                throw Session.QuantityUnavailable(
                    "Ctrl-C stopped the fit of \(entry.name)", suggestion: "fit \(entry.name)")
            }
            let points = fit.request.pointsPerUnit
            if parts.count == 3 {
                switch parts[2] {
                case "rms": return fit.best.map { $0.rms * points }
                case "max": return fit.best.map { $0.maxResidual * points }
                case "noise": return fit.noise.isFinite ? fit.noise * points : nil
                default: return nil
                }
            }
            if parts[2] == "curve7", parts[3] == "withinNoise" || parts[3] == "p" {
                guard let test = fit.keyboardCurveTest else {
                    throw Session.QuantityUnavailable(
                        "the latest fit of \(entry.name) has no curve 7 test", suggestion: "fit \(entry.name)"
                    )
                }
                return parts[3] == "p" ? test.pValue : (test.withinNoise ? 1 : 0)
            }
            guard RecordingFitReport.modelNames.contains(parts[2]) else { return nil }
            guard let model = fit.fit(named: parts[2]) else {
                throw Session.QuantityUnavailable(
                    "the latest fit of \(entry.name) did not fit \(parts[2])", suggestion: "fit \(entry.name)"
                )
            }
            switch parts[3] {
            case "rms": return model.rms * points
            case "max": return model.maxResidual * points
            case "settling": return model.settlingTime.isFinite ? model.settlingTime : nil
            case "start": return model.start
            case "from": return model.from
            case "to": return model.to
            case "converged": return model.converged ? 1 : 0
            case "stiffness": return model.spring?.stiffness
            case "damping": return model.spring?.damping
            default: return model.parameter(parts[3])
            }
        })
}
