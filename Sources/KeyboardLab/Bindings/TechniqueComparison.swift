import Dispatch
import Synchronization

/// A comparison matrix: every technique on every device, each cell playing the same scenario
/// list on a fresh simulator built from one scene description, the view's tracking measured per
/// scenario. The shell's `compare … on … devices D1, D2, …` prints its result.
///
/// Cells are independent (each builds its own simulator from the `Sendable` scene), so cells of
/// built-in techniques run on every core; cells of a caller's installer run serially on the
/// calling thread. Every cell is deterministic, so the result does not depend on how the cells
/// were scheduled: a parallel run equals the serial one.
public struct TechniqueComparison {
    /// The scene each cell starts from (its device replaced by the cell's).
    public var scene: SceneDescription
    /// The view the techniques are bound to and tracked, and the bottom constraint they move.
    public var view: String
    public var constraint: String?
    public var techniques: [TechniqueInstaller]
    public var devices: [Device]
    public var scenarios: [KeyboardScenario]
    /// Each scenario runs until the keyboard settles, at most this many frames.
    public var frameLimit: Int
    /// What the whole matrix may play, shared equally by its cells (nil: unbounded, each
    /// scenario still capped by `frameLimit`). An equal share, not a pool the cells draw on as
    /// they run, so that which cell runs out never depends on how the cells were scheduled.
    public var budget: ComparisonBudget?

    public init(
        scene: SceneDescription, view: String, constraint: String?,
        techniques: [TechniqueInstaller] = TechniqueInstaller.allBuiltIn, devices: [Device]? = nil,
        scenarios: [KeyboardScenario], frameLimit: Int = 3600
    ) {
        self.scene = scene
        self.view = view
        self.constraint = constraint
        self.techniques = techniques
        self.devices = devices ?? [scene.device]
        self.scenarios = scenarios
        self.frameLimit = frameLimit
    }

    /// Cells of built-in techniques run on every core this many at a time, so that `progress`
    /// is heard between batches, on the calling thread.
    static let batchSize = 8

    /// Runs every cell — on every core when `parallel` (built-in techniques), else one after
    /// the other — and returns the rows in technique-then-device order. `progress` is called
    /// on the calling thread after each cell or batch of cells, with the cells done and the
    /// frames they played so far (a front end shows long work going on).
    public func run(parallel: Bool = true, progress: (_ cellsDone: Int, _ frames: Int) -> Void = { _, _ in })
        -> ComparisonMatrix
    {
        let cellCount = techniques.count * devices.count
        var rows = [ComparisonMatrix.Row?](repeating: nil, count: cellCount)
        var portable: [(index: Int, job: CellJob)] = []
        var done = 0
        var frames = 0
        for (t, technique) in techniques.enumerated() {
            for (d, device) in devices.enumerated() {
                let index = t * devices.count + d
                if parallel, technique.technique != nil {
                    portable.append((index, job(technique, on: device, cells: cellCount)))
                } else {
                    let result = job(technique, on: device, cells: cellCount).run(installing: technique)
                    rows[index] = row(technique.name, device, result.results)
                    done += 1
                    frames += result.frames
                    progress(done, frames)
                }
            }
        }
        var start = 0
        while start < portable.count {
            let batch = Array(portable[start..<min(start + Self.batchSize, portable.count)])
            start += batch.count
            let results = Mutex([CellJob.Outcome?](repeating: nil, count: batch.count))
            let jobs = batch.map(\.job)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                let result = jobs[k].run(installing: nil)
                results.withLock { $0[k] = result }
            }
            let finished = results.withLock { $0 }
            for (k, entry) in batch.enumerated() {
                let technique = techniques[entry.index / devices.count]
                let device = devices[entry.index % devices.count]
                guard let result = finished[k] else { continue }
                rows[entry.index] = row(technique.name, device, result.results)
                frames += result.frames
            }
            done += batch.count
            progress(done, frames)
        }
        return ComparisonMatrix(scenarios: scenarios.map(\.name), rows: rows.compactMap { $0 })
    }

    private func job(_ technique: TechniqueInstaller, on device: Device, cells: Int) -> CellJob {
        let share = budget.map {
            ComparisonBudget(frames: $0.frames / max(cells, 1), viewFrames: $0.viewFrames / max(cells, 1))
        }
        return CellJob(
            scene: scene.on(device), technique: technique.technique, view: view, constraint: constraint,
            scenarios: scenarios, frameLimit: frameLimit, budget: share)
    }

    private func row(
        _ technique: String, _ device: Device,
        _ results: Result<[ComparisonMatrix.ScenarioResult], SimulationError>
    ) -> ComparisonMatrix.Row {
        ComparisonMatrix.Row(technique: technique, device: device.id, results: results)
    }
}

/// One cell: a technique on one device playing the scenario list. Only values, so that cells
/// of built-in techniques can run on other threads; a caller's installer is handed to `run` on
/// the calling thread instead.
private struct CellJob: Sendable {
    let scene: SceneDescription
    let technique: KeyboardTechnique?
    let view: String
    let constraint: String?
    let scenarios: [KeyboardScenario]
    let frameLimit: Int
    /// The cell's share of the matrix's budget.
    let budget: ComparisonBudget?

    /// What a cell produced, and the frames it played (for progress).
    struct Outcome: Sendable {
        var results: Result<[ComparisonMatrix.ScenarioResult], SimulationError>
        var frames: Int
    }

    /// Plays the cell; `installer` installs a caller's technique (nil for a built-in one).
    func run(installing installer: TechniqueInstaller?) -> Outcome {
        let meter = budget.map { ComparisonMeter(budget: $0) }
        var played = 0
        do throws(SimulationError) {
            let results = try play(installer, meter: meter, played: &played)
            return Outcome(results: .success(results), frames: played)
        } catch {
            return Outcome(results: .failure(error), frames: played)
        }
    }

    private func play(_ installer: TechniqueInstaller?, meter: ComparisonMeter?, played: inout Int)
        throws(SimulationError) -> [ComparisonMatrix.ScenarioResult]
    {
        let sim = try scene.makeSimulator()
        if let technique {
            try TechniqueInstaller.builtIn(technique).install(on: sim, view: view, constraint: constraint)
        } else if let installer {
            try installer.install(on: sim, view: view, constraint: constraint)
        }
        let recorder = try sim.startTracking(view: view)
        var results: [ComparisonMatrix.ScenarioResult] = []
        // Each scenario starts at a run loop's turn and plays out until the cell has settled, as
        // at the prompt; its figures count from its own start. Ctrl-C stops the cell (and, reading
        // the same flag, every other) within a frame.
        for scenario in scenarios {
            let first = recorder.snapshots.count - 1
            let posted = sim.notificationLog.count
            try sim.start(scenario)
            // The cell's share of the budget caps the run: a technique that starts a repeating
            // animation on every show ran each scenario to the horizon, in every cell, silently.
            let allowance = meter?.allowance(for: [sim])
            let capped = allowance.map { min(frameLimit, $0.frames) } ?? frameLimit
            let run = sim.run(limit: capped)
            played += run.frames
            try run.throwIfInterrupted()
            if let meter, let allowance {
                if capped < frameLimit, run.ending == .reachedLimit {
                    throw .comparisonOverBudget(meter.overrun(allowance, clock: played - run.frames))
                }
                meter.spend(run.frames, on: sim)
            }
            let whole = recorder.series
            var played = TrackingSeries(viewName: view, rows: Array(whole.rows[max(0, first)...]))
            // Where the view should end is worked from where it rested before any keyboard
            // (the measure's origin), not from where the scenario found it: a hide that
            // brings a bar home after a show that left it 34 pt high ends in the right place.
            played.origin = whole.origin
            results.append(
                ComparisonMatrix.ScenarioResult(
                    tracking: played.summary, frames: run.frames,
                    notifications: sim.notificationLog.count - posted))
        }
        return results
    }
}
