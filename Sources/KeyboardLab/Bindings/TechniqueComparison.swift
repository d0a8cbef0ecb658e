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

    /// Runs every cell — on every core when `parallel` (built-in techniques), else one after
    /// the other — and returns the rows in technique-then-device order.
    public func run(parallel: Bool = true) -> ComparisonMatrix {
        let cellCount = techniques.count * devices.count
        var rows = [ComparisonMatrix.Row?](repeating: nil, count: cellCount)
        var portable: [(index: Int, job: CellJob)] = []
        for (t, technique) in techniques.enumerated() {
            for (d, device) in devices.enumerated() {
                let index = t * devices.count + d
                if parallel, technique.technique != nil {
                    portable.append((index, job(technique, on: device)))
                } else {
                    rows[index] = row(
                        technique.name, device, job(technique, on: device).run(installing: technique))
                }
            }
        }
        if !portable.isEmpty {
            let results = Mutex(
                [Result<[ComparisonMatrix.ScenarioResult], SimulationError>?](
                    repeating: nil, count: portable.count))
            let jobs = portable.map(\.job)
            DispatchQueue.concurrentPerform(iterations: jobs.count) { k in
                let result = jobs[k].run(installing: nil)
                results.withLock { $0[k] = result }
            }
            let finished = results.withLock { $0 }
            for (k, entry) in portable.enumerated() {
                let technique = techniques[entry.index / devices.count]
                let device = devices[entry.index % devices.count]
                if let result = finished[k] { rows[entry.index] = row(technique.name, device, result) }
            }
        }
        return ComparisonMatrix(scenarios: scenarios.map(\.name), rows: rows.compactMap { $0 })
    }

    private func job(_ technique: TechniqueInstaller, on device: Device) -> CellJob {
        CellJob(
            scene: scene.on(device), technique: technique.technique, view: view, constraint: constraint,
            scenarios: scenarios, frameLimit: frameLimit)
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

    /// Plays the cell; `installer` installs a caller's technique (nil for a built-in one).
    func run(installing installer: TechniqueInstaller?) -> Result<
        [ComparisonMatrix.ScenarioResult], SimulationError
    > {
        do throws(SimulationError) {
            return .success(try play(installer))
        } catch {
            return .failure(error)
        }
    }

    private func play(_ installer: TechniqueInstaller?) throws(SimulationError) -> [ComparisonMatrix
        .ScenarioResult]
    {
        let sim = try scene.makeSimulator()
        if let technique {
            try TechniqueInstaller.builtIn(technique).install(on: sim, view: view, constraint: constraint)
        } else if let installer {
            try installer.install(on: sim, view: view, constraint: constraint)
        }
        let recorder = try sim.startTracking(view: view)
        var results: [ComparisonMatrix.ScenarioResult] = []
        // Each scenario plays out until the cell has settled; its figures count from its own
        // start, so cells are in step scenario by scenario. Ctrl-C stops the cell (and, reading
        // the same flag, every other) within a frame.
        for scenario in scenarios {
            let first = recorder.snapshots.count - 1
            let posted = sim.notificationLog.count
            try sim.start(scenario)
            let run = sim.run(limit: frameLimit)
            try run.throwIfInterrupted()
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
