/// Time: frames are stepped only here. Each frame: the engine advances (animations end,
/// completions run), due keyboard events fire, the display cycle lays out if needed, and the
/// probes, trackers and timeline recorders take one sample.
extension Simulator {
    /// Steps `frames` frames (default 1).
    public func step(frames: Int = 1) {
        for _ in 0..<max(frames, 0) {
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
    }

    /// Steps frames until every scheduled event has fired and the engine is idle, or `limit`
    /// frames have run; returns the number of frames stepped.
    @discardableResult
    public func run(limit: Int = 3600) -> Int {
        var frames = 0
        while !isSettled && frames < limit {
            step()
            frames += 1
        }
        return frames
    }

    /// Steps for a duration in seconds (rounded to whole frames).
    public func run(seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        step(frames: Int((seconds / engine.frameRate.frameDuration).rounded()))
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

    /// Adds a named quantity: `keyboard.minY`, `keyboard.model.minY`, `VIEW.maxY` (presented,
    /// screen), `VIEW.model.maxY`, `gap(VIEW)`, `model.gap(VIEW)`, `t`.
    public func addProbe(named name: String) throws(SimulationError) {
        addProbe(try Probe.parse(name, in: self))
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
    public var samples: SampleTable { SampleTable(columns: probes.map(\.name), rows: sampleRows) }

    /// Samples the current frame (replacing a row already taken on this frame).
    func recordSample() {
        if !probes.isEmpty {
            let row = SampleRow(
                frame: engine.frameIndex, time: engine.time, values: probes.map { $0.read(self) })
            if sampleRows.last?.frame == row.frame { sampleRows.removeLast() }
            sampleRows.append(row)
        }
        for tracker in trackers { tracker.record(self) }
        for recorder in timelines { recorder.record(self) }
    }
}
