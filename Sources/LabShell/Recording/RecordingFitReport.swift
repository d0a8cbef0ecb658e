import KeyboardLab

/// `fit NAME` and `keyboard-from NAME`: the engine's fit asked for with the session's device and
/// profile, and its result as a table, the noise and curve 7's verdict.
enum RecordingFitReport {
    /// The names `fit … models` takes, in the order the engine tries them.
    static let modelNames = TimingModel.all(
        keyboard: TimingParameters.spring(.keyboardCurve).resolved(forDuration: 0.25)
    )
    .map(\.name)

    /// Curve 7 as this session's profile runs it (the classic spring, iOS 26's, the settling rule).
    static func keyboardTiming(_ session: Session) -> ResolvedTiming {
        let profile = session.state(LabState.self).simulator.profile
        return TimingParameters.spring(profile.keyboardMotionTiming)
            .resolved(forDuration: profile.nominalDuration, settling: profile.springSettling)
    }

    /// Points per unit of a recording's values: 1 for positions; for a progress `distance`, else
    /// the device's keyboard height (with what says so).
    static func pointsPerUnit(_ recording: Recording, distance: Double?, _ session: Session)
        -> (Double, String?)
    {
        guard recording.quantity == .progress else { return (1, nil) }
        if let distance { return (distance, "residuals in points: progress × \(short(distance)) pt") }
        let lab = session.state(LabState.self)
        let height = lab.simulator.keyboard.softwareKeyboardHeight
        return (
            height,
            "residuals in points: progress × \(short(height)) pt, the \(lab.device.name)'s keyboard "
                + "('distance D' to change it)"
        )
    }

    /// The default fit (every model, nothing pinned) of a recording, made now if `fit` has not
    /// run; Ctrl-C stops it with a diagnostic at `range`.
    static func latestFit(_ entry: RecordingShellState.Entry, _ session: Session, at range: SourceRange)
        throws(Diagnostic) -> TrajectoryFit
    {
        guard let fit = latestFitIfDone(entry, session) else {
            throw Session.interruption(
                "interrupted while fitting the recording \(entry.name)", at: range, naming: nil,
                restSkipped: false)
        }
        return fit
    }

    /// `latestFit`, nil when Ctrl-C stopped it.
    static func latestFitIfDone(_ entry: RecordingShellState.Entry, _ session: Session) -> TrajectoryFit? {
        if let fit = entry.fit { return fit }
        let (points, _) = pointsPerUnit(entry.recording, distance: nil, session)
        let fit = TrajectoryFit.fit(
            entry.recording, models: TimingModel.all(keyboard: keyboardTiming(session)),
            request: FitRequest(pointsPerUnit: points), interruption: session.processInterruption)
        guard !fit.interrupted else { return nil }
        session.state(RecordingShellState.self).setFit(fit, for: entry.name)
        return fit
    }

    static func fit(_ args: Arguments, _ session: Session) throws(Diagnostic) {
        let state = session.state(RecordingShellState.self)
        let entry = try state.entry(named: args.name("name"), at: args.range("name"))
        let distance = args.number("distance")
        if let distance, !(distance > 0 && distance <= 10_000) {
            throw Diagnostic(
                .runtime, at: args.range("distance"),
                message: "a distance is above 0 and at most 10000 points",
                expected: "the motion's length in points, such as 336",
                suggestion: AllowedRange(0.001...10_000, example: 336).help(for: distance))
        }
        let all = TimingModel.all(keyboard: keyboardTiming(session))
        var models = all
        if args.has("models") {
            let wanted = args.names("models")
            for (index, name) in wanted.enumerated() where !modelNames.contains(name) {
                let ranges = args.ranges("models")
                throw Diagnostic(
                    .runtime, at: index < ranges.count ? ranges[index] : args.range("models"),
                    message: "unknown model '\(name)'",
                    expected: "one of " + modelNames.joined(separator: ", "),
                    suggestion: Suggestion.didYouMean(name, in: modelNames))
            }
            models = all.filter { wanted.contains($0.name) }
        }
        let (points, note) = pointsPerUnit(entry.recording, distance: distance, session)
        var iterations = 200
        if let given = args.integer("iterations") {
            guard (1...1000).contains(given) else {
                throw Diagnostic(
                    .runtime, at: args.range("iterations"), message: "iterations are 1…1000",
                    expected: "a bound on each search, such as 200",
                    suggestion: AllowedRange(1...1000, isWhole: true, example: 200).help(for: Double(given)))
            }
            iterations = Int(given)
        }
        let request = FitRequest(
            start: args.number("start"), from: args.number("from"), to: args.number("to"),
            pointsPerUnit: points, maximumIterations: iterations)
        let fit = TrajectoryFit.fit(
            entry.recording, models: models, request: request, interruption: session.processInterruption)
        if !fit.interrupted { state.setFit(fit, for: entry.name) }
        print(fit, recording: entry.recording, session)
        if let note { session.printWrapped("(\(note))") }
        if fit.interrupted {
            let done = fit.fits.map(\.model.name)
            throw Session.interruption(
                "interrupted while fitting \(entry.name)"
                    + (done.isEmpty ? "" : " (fitted: \(done.joined(separator: ", ")))"),
                at: args.commandRange, naming: nil, restSkipped: false)
        }
    }

    /// The table (best first), the noise, curve 7's verdict, and what a fit held.
    static func print(_ fit: TrajectoryFit, recording: Recording, _ session: Session) {
        let points = fit.request.pointsPerUnit
        var table = Table(columns: [
            "model", "parameters", "rms pt", "max pt", "settles ms", "starts ms", "from", "to",
        ])
        for model in fit.fits {
            table.append([
                .text(model.model.name), .text(parameters(model, session)), .number(model.rms * points),
                .number(model.maxResidual * points),
                model.settlingTime.isFinite ? .number(model.settlingTime * 1000) : .none,
                .number(model.start * 1000), .number(model.from), .number(model.to),
            ])
        }
        session.print(table)
        let d = session.decimals
        if let noiseModel = fit.noiseModel {
            session.printWrapped(
                "noise: \(NumberStyle.fixed(fit.noise * points, decimals: d)) pt (the \(noiseModel)'s residual, "
                    + "\(fit.sampleCount) samples)")
        }
        if let test = fit.keyboardCurveTest {
            let p = test.pValue < 1e-4 ? "p < 0.0001" : "p = \(NumberStyle.fixed(test.pValue, decimals: 4))"
            let f = NumberStyle.fixed(test.f, decimals: d)
            session.printWrapped(
                test.withinNoise
                    ? "curve 7's model is within the recording's noise (F = \(f), \(p))"
                    : "curve 7's model is not within the recording's noise: its RMS is "
                        + "\(NumberStyle.fixed(test.ratio, decimals: d))× the noise (F = \(f), \(p))")
        }
        for model in fit.fits {
            for note in model.notes { session.printWrapped("\(model.model.name): \(note)") }
            if !model.atBounds.isEmpty {
                session.printWrapped(
                    "\(model.model.name): ended on the bound of \(model.atBounds.joined(separator: ", ")) "
                        + "(the model cannot go further that way)")
            }
            if !model.converged {
                session.printWrapped(
                    "\(model.model.name): the search did not converge (\(model.ending.rawValue) after "
                        + "\(model.iterations) iterations); its figures are where it stopped")
            }
        }
        if fit.fits.isEmpty {
            session.printWrapped(
                "(no model fitted: \(recording.samples.count) samples are too few for the models asked for)")
        }
    }

    /// A number as the file had it, shortest form (8123.46, 120, 0.5).
    static func short(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = NumberStyle.fixed(value, decimals: 6)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// A model's parameters in one cell.
    static func parameters(_ model: ModelFit, _ session: Session) -> String {
        let f = { (value: Double) in NumberStyle.fixed(value, decimals: session.decimals) }
        switch model.model {
        case .spring:
            guard let spring = model.spring else { return "" }
            return
                "ratio \(f(spring.dampingRatio)), response \(NumberStyle.fixed(spring.response, decimals: 3)) s, "
                + "v0 \(f(spring.initialVelocity)) (m 1, k \(f(spring.stiffness)), c \(f(spring.damping)))"
        case .bezier:
            let s = model.shape.map { NumberStyle.fixed($0, decimals: 3) }
            return "(\(s[0]), \(s[1])), (\(s[2]), \(s[3])), \(s[4]) s"
        case .named:
            return "\(NumberStyle.fixed(model.shape[0], decimals: 3)) s"
        case .keyboardCurve(let timing):
            return "the profile's spring, \(NumberStyle.fixed(timing.duration, decimals: 3)) s"
        }
    }

    /// `keyboard-from NAME [app-curve recording|model]` and `keyboard-from off`.
    static func play(_ args: Arguments, _ session: Session) throws(Diagnostic) {
        let state = session.state(RecordingShellState.self)
        let lab = session.state(LabState.self)
        if args.has("off") {
            lab.simulator.playKeyboardRecording(nil)
            let was = state.playing
            state.playing = nil
            return session.print(
                was.map { "the keyboard moves on its model again (it played the recording \($0))" }
                    ?? "the keyboard moves on its model (no recording was playing)")
        }
        let name = args.name("name")
        let entry = try state.entry(named: name, at: args.range("name"))
        let fit = try latestFit(entry, session, at: args.range("name"))
        guard let best = fit.best else {
            throw Diagnostic.failure(
                "no model fits the recording \(name), so its start and ends are unknown",
                at: args.range("name"),
                suggestion: "fit it first: fit \(name)")
        }
        // The motion ends once the samples stay within the noise (at least half a point) of the end.
        let tolerance = Swift.max(
            FitRequest.defaultSettlingThreshold / Swift.max(fit.request.pointsPerUnit, 1e-12),
            3 * (fit.noise.isFinite ? fit.noise : 0))
        guard let motion = entry.recording.playback(fit: best, tolerance: tolerance, name: name) else {
            throw Diagnostic.failure(
                "the recording \(name) does not move (its best fit goes from \(short(best.from)) "
                    + "to \(short(best.to)))", at: args.range("name"),
                suggestion: "record a keyboard motion, or fit it with 'from' and 'to'")
        }
        let followsApp = args.choice("app-curve", as: AppCurve7Source.self) != .model
        lab.simulator.playKeyboardRecording(
            KeyboardRecordingPlayback(motion: motion, appCurve7Follows: followsApp))
        state.playing = name
        let f = { (value: Double) in NumberStyle.fixed(value, decimals: session.decimals) }
        session.printWrapped(
            "the keyboard moves as the recording \(name): \(f(motion.duration * 1000)) ms from the will-notification "
                + "(\(motion.times.count) points; start, from and to from its \(best.model.name) fit), "
                + "the did-notifications when it ends; curve 7 in the app's animations "
                + (followsApp
                    ? "follows it ('app-curve model' keeps the spring)" : "keeps the model's spring"))
    }

    /// `overlay NAME` and `overlay off`.
    static func lay(_ args: Arguments, _ session: Session) throws(Diagnostic) {
        let lab = session.state(LabState.self)
        if args.has("off") {
            let was = lab.overlay?.name
            lab.overlay = nil
            return session.print(
                was.map { "the pictures no longer show the recording \($0)" } ?? "(no overlay was laid)")
        }
        let name = args.name("name")
        let entry = try session.state(RecordingShellState.self).entry(named: name, at: args.range("name"))
        let fit = try latestFit(entry, session, at: args.range("name"))
        guard let best = fit.best else {
            throw Diagnostic.failure(
                "no model fits the recording \(name), so its start and ends are unknown",
                at: args.range("name"),
                suggestion: "fit it first: fit \(name)")
        }
        lab.overlay = RecordingOverlay(name: name, recording: entry.recording, fit: best)
        session.printWrapped(
            "plots and exports show recording.\(name) beside keyboard.minY, from the frame the keyboard's target moves "
                + "(start, from and to from its \(best.model.name) fit)")
    }
}
