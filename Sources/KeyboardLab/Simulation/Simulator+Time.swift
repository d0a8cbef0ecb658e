/// Time: frames are stepped only here. Each frame: the engine advances (animations end,
/// completions run), due keyboard events fire, the display cycle lays out if needed, and the
/// probes, trackers and timeline recorders take one sample.
extension Simulator {
    /// A run to the end (`run()`, and each scenario of `compare` by default) stops after this
    /// many frames (60 s at 60 Hz) when something still animates: a repeating animation never
    /// ends, and a keyboard motion needs about 30.
    public static let runHorizon = 3600
    /// The most finger positions one drag takes (`interactive-dismiss`, a scroll view's drag):
    /// the horizon less a sixth (10 s) for the release, whose keyboard motion and
    /// did-notifications come after the last position. With the whole horizon the release was
    /// cut off mid-animation, its did-notifications never posted.
    public static let maximumFingerPositions = runHorizon - runHorizon / 6
    /// No single run steps more frames than this (about 4.6 h of simulated time at 60 Hz).
    public static let maximumFramesPerRun = 1_000_000

    /// Steps `frames` frames (default 1, at most `maximumFramesPerRun`), checking `interruption`
    /// before each one.
    @discardableResult
    public func step(frames: Int = 1) -> FrameRun {
        let wanted = max(frames, 0)
        let count = min(wanted, Self.maximumFramesPerRun)
        var stepped = 0
        while stepped < count {
            if interruption.isRequested { return frameRun(stepped, .interrupted) }
            stepFrame()
            stepped += 1
        }
        return frameRun(stepped, wanted > count ? .reachedLimit : .completed)
    }

    /// Steps frames until every scheduled event has fired and the engine is idle (`.settled`),
    /// or `limit` frames have run (`.reachedLimit`), or an interruption is requested.
    @discardableResult
    public func run(limit: Int = runHorizon) -> FrameRun {
        let limit = min(max(limit, 0), Self.maximumFramesPerRun)
        var frames = 0
        while !isSettled {
            if frames >= limit { return frameRun(frames, .reachedLimit) }
            if interruption.isRequested { return frameRun(frames, .interrupted) }
            stepFrame()
            frames += 1
        }
        return frameRun(frames, .settled)
    }

    /// Plays scenarios as a user plays them one after the other, on each simulator's own clock:
    /// each starts at a run loop's turn (`start(_:)`) and lasts until that simulator has settled
    /// (the keyboard and what the app animates), at most `limit` frames. A lane never waits for
    /// another, so a technique's frames in a comparison are the frames it has at the prompt
    /// (docs/Simulation.md, "One world"); pictures that show lanes side by side align them
    /// scenario by scenario (`ScenarioSpan.alignedClock`). Scenario by scenario, every lane in
    /// turn: `before` is called with each scenario's index before it is performed; `lane` runs
    /// the work on the lane of that index (a shell runs its handlers there). Returns each lane's
    /// spans. Stops at the first refusal or interruption, and with `meter`, before the first
    /// frame past its budget (`SimulationError.comparisonOverBudget`).
    @discardableResult
    public static func play(
        _ lanes: [Simulator], scenarios: [KeyboardScenario], limit: Int = runHorizon,
        meter: ComparisonMeter? = nil, before: (Int) -> Void = { _ in },
        lane: (Int, () throws(SimulationError) -> Void) throws(SimulationError) -> Void = {
            _, work throws(SimulationError) in try work()
        }
    ) throws(SimulationError) -> [[ScenarioSpan]] {
        var spans = [[ScenarioSpan]](repeating: [], count: lanes.count)
        for (index, scenario) in scenarios.enumerated() {
            before(index)
            for (k, sim) in lanes.enumerated() {
                // What is left of the budget is shared among this lane and those after it.
                let allowance = meter?.allowance(for: Array(lanes[k...]))
                let capped = allowance.map { min(limit, $0.frames) } ?? limit
                let clock = spans[k].reduce(0) { $0 + $1.frames }
                try lane(k) { () throws(SimulationError) in
                    let start = sim.frameIndex
                    try sim.start(scenario)
                    let run = sim.run(limit: capped)
                    try run.throwIfInterrupted()
                    if capped < limit, run.ending == .reachedLimit, let meter, let allowance {
                        throw .comparisonOverBudget(meter.overrun(allowance, clock: clock))
                    }
                    meter?.spend(run.frames, on: sim)
                    spans[k].append(ScenarioSpan(startFrame: start, frames: run.frames))
                }
            }
        }
        return spans
    }

    /// Steps for a duration in seconds (rounded to whole frames; at most `maximumFramesPerRun`).
    @discardableResult
    public func run(seconds: Double) -> FrameRun {
        guard seconds > 0 else { return frameRun(0, .completed) }  // also NaN
        let frames = (seconds / engine.frameRate.frameDuration).rounded()
        // Compared as a Double: a duration of 1e300 s or infinity must not trap converting to Int.
        guard frames <= Double(Self.maximumFramesPerRun) else {
            return step(frames: Self.maximumFramesPerRun + 1)
        }
        return step(frames: Int(frames))
    }

    /// One frame: the engine advances, due events fire, the display cycle lays out, samplers
    /// sample. A frame is never cut in the middle.
    func stepFrame() {
        engine.step()
        fireDueItems()
        if !displayLinks.isEmpty {
            fireDisplayLinks()
            drainMainQueue()
        }
        advanceScrollAnimations()
        displayCycleLayout()
        recordSample()
    }

    /// A run stopped here by the interruption (for callers that step frame by frame).
    public var interruptedRun: FrameRun { frameRun(0, .interrupted) }

    private func frameRun(_ frames: Int, _ ending: FrameRun.Ending) -> FrameRun {
        FrameRun(frames: frames, ending: ending, frameIndex: frameIndex, time: time)
    }

    /// True when nothing is scheduled and nothing animates (animated scrolls included).
    public var isSettled: Bool {
        pending.isEmpty && engine.isIdle && mainQueue.isEmpty && scrollAnimations.isEmpty
    }

    /// Seconds on the clock.
    public var time: Double { engine.time }
    /// The current frame index.
    public var frameIndex: Int { engine.frameIndex }

    // MARK: Sampling

    /// Adds a quantity to sample every frame; the sample table restarts with the new columns.
    public func addProbe(_ probe: Probe) {
        probes.append(probe)
        sampleRows.removeAll()
        recordSample()
    }

    /// Removes every probe and the samples.
    public func removeAllProbes() {
        probes.removeAll()
        sampleRows.removeAll()
    }

    /// Forgets the samples taken so far (the probes stay); the current frame is sampled again.
    public func clearSamples() {
        sampleRows.removeAll()
        recordSample()
    }

    /// One row per frame since the probes were added: frame, time, one value per probe.
    /// The last `LogLimits.sampleRows` frames exactly: the store drops its oldest in batches (up
    /// to an eighth more wait their turn), and what is shown must agree with the note that says
    /// how many are kept.
    public var samples: SampleTable {
        let rows =
            sampleRows.count > LogLimits.sampleRows
            ? Array(sampleRows.suffix(LogLimits.sampleRows)) : sampleRows
        return SampleTable(columns: probes.map(\.name), rows: rows, columnViews: probes.map(\.viewName))
    }

    /// Samples the current frame (replacing a row already taken on this frame).
    func recordSample() {
        if !probes.isEmpty {
            let row = SampleRow(
                frame: engine.frameIndex, time: engine.time, values: probes.map { $0.read(self) })
            if sampleRows.last?.frame == row.frame { sampleRows.removeLast() }
            sampleRows.append(row)
            sampleRows.keepNewest(LogLimits.sampleRows)
        }
        for tracker in trackers { tracker.record(self) }
        for recorder in timelines { recorder.record(self) }
    }
}
