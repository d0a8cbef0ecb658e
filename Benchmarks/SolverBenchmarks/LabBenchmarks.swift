import KeyboardLab

/// The lab's own work, timed in release mode (`kblab-bench lab`): keyboard transitions of the
/// 20-view chat screen, each technique, `compare all` and a comparison matrix serial and
/// parallel. One JSON line per case (`{"lab": …}`); scripts/bench prints them as a table,
/// each figure with the peer or the before/after it is read against. Engine time only: the
/// scene is built before the clock starts unless the case says otherwise.
struct LabBenchmarks {
    var transitions = 200
    var techniqueRepetitions = 40
    var compareRepetitions = 5
    var matrixRepetitions = 3

    /// `compare all`'s scenarios in the shell's example (README): show, QuickType off, rotate
    /// and hide.
    static let compareScenarios: [KeyboardScenario] = [
        .show(field: ChatScreen.field), .quickType(false), .rotate(to: .landscape), .hide,
    ]
    /// The matrix's six scenarios, each of which moves the keyboard.
    static let matrixScenarios: [KeyboardScenario] = [
        .show(field: ChatScreen.field), .quickType(false), .switchKind(.emoji), .rotate(to: .landscape),
        .rotate(to: .portrait), .hide,
    ]
    static let matrixDevices = Array(DeviceCatalogue.all.prefix(12))

    /// Runs every case, or only those named (`transition`, `techniques`, `compare`, `matrix`,
    /// `matrix-serial`, `matrix-parallel`).
    func run(only: Set<String> = []) {
        func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
        do throws(SimulationError) {
            if wanted("transition") { try transition() }
            if wanted("techniques") { try techniques() }
            if wanted("compare") { try compareAll() }
            if wanted("matrix") { matrix(serial: true, parallel: true) }
            if only.contains("matrix-serial") { matrix(serial: true, parallel: false) }
            if only.contains("matrix-parallel") { matrix(serial: false, parallel: true) }
        } catch {
            print("{\"lab\": \"error\", \"message\": \"\(error)\"}")
        }
    }

    /// One show and one hide of the chat screen bound to the keyboard layout guide and tracked.
    private func transition() throws(SimulationError) {
        let sim = try boundScreen(.keyboardLayoutGuide)
        try playShowAndHide(sim)  // warm-up: first-use costs are not a transition's
        var show = Samples()
        var hide = Samples()
        for _ in 0..<transitions {
            show.add(
                try measure { () throws(SimulationError) in
                    try sim.perform(.show(field: ChatScreen.field))
                    return sim.run().frames
                })
            hide.add(
                try measure { () throws(SimulationError) in
                    try sim.perform(.hide)
                    return sim.run().frames
                })
        }
        for (name, samples) in [("show", show), ("hide", hide)] {
            LabRecord("TRANSITION").with("case", name).with("frames", samples.frames)
                .with("transition_ns", samples.median).with("per_frame_ns", samples.median / samples.frames)
                .with("mallocs_per_frame", samples.mallocsPerFrame).with("target_ns", 250_000).emit()
        }
    }

    /// The same screen with each built-in technique: one show and one hide.
    private func techniques() throws(SimulationError) {
        for technique in KeyboardTechnique.allCases {
            let sim = try boundScreen(technique)
            try playShowAndHide(sim)
            var samples = Samples()
            for _ in 0..<techniqueRepetitions {
                samples.add(
                    try measure { () throws(SimulationError) in
                        try sim.perform(.show(field: ChatScreen.field))
                        let frames = sim.run().frames
                        try sim.perform(.hide)
                        return frames + sim.run().frames
                    })
            }
            LabRecord("TECHNIQUE").with("technique", technique.rawValue).with("frames", samples.frames)
                .with("show_hide_ns", samples.median).with("mallocs_per_frame", samples.mallocsPerFrame)
                .emit()
        }
    }

    /// `compare all on show, quicktype off, rotate landscape, hide` as the shell runs it
    /// (`Simulator.compare`, one fresh scene per technique, serially), beside the same
    /// comparison from the scene description, one technique per core. Both must agree.
    private func compareAll() throws(SimulationError) {
        let scene = ChatScreen.scene()
        var serial = Samples()
        var parallel = Samples()
        var equal = true
        for _ in 0..<compareRepetitions {
            var serialRuns: [TechniqueRun] = []
            var parallelRuns: [TechniqueRun] = []
            serial.add(
                try measure { () throws(SimulationError) in
                    serialRuns = try Simulator.compare(
                        scenarios: LabBenchmarks.compareScenarios, view: ChatScreen.boundView,
                        constraint: ChatScreen.bottomConstraint
                    ) { () throws(SimulationError) -> Simulator in try scene.makeSimulator() }
                    return 1
                })
            parallel.add(
                try measure { () throws(SimulationError) in
                    parallelRuns = try Simulator.compare(
                        scenarios: LabBenchmarks.compareScenarios, view: ChatScreen.boundView,
                        constraint: ChatScreen.bottomConstraint, scene: scene)
                    return 1
                })
            equal = equal && serialRuns.map(\.series) == parallelRuns.map(\.series)
        }
        LabRecord("COMPARE-ALL").with("techniques", Double(KeyboardTechnique.allCases.count))
            .with("scenarios", Double(LabBenchmarks.compareScenarios.count))
            .with("serial_ns", serial.median).with("parallel_ns", parallel.median).with("agree", equal).emit()
    }

    /// Every technique × 12 devices × 6 scenarios, serial then parallel; the two must be equal.
    private func matrix(serial runSerial: Bool, parallel runParallel: Bool) {
        let scene = ChatScreen.scene()
        let comparison = comparison(
            scene, devices: LabBenchmarks.matrixDevices, scenarios: LabBenchmarks.matrixScenarios)
        var serial = Samples()
        var parallel = Samples()
        var serialMatrix: ComparisonMatrix?
        var parallelMatrix: ComparisonMatrix?
        for _ in 0..<matrixRepetitions {
            if runSerial {
                serial.add(
                    measure {
                        serialMatrix = comparison.run(parallel: false)
                        return 1
                    })
            }
            if runParallel {
                parallel.add(
                    measure {
                        parallelMatrix = comparison.run(parallel: true)
                        return 1
                    })
            }
        }
        let identical = serialMatrix != nil && serialMatrix?.table() == parallelMatrix?.table()
        let failed =
            (serialMatrix ?? parallelMatrix)?.rows.filter {
                if case .failure = $0.results { true } else { false }
            }.count ?? 0
        LabRecord("MATRIX").with("cells", Double(comparison.techniques.count * comparison.devices.count))
            .with("scenarios", Double(comparison.scenarios.count)).with("failed_cells", Double(failed))
            .with("serial_ns", serial.median).with("parallel_ns", parallel.median)
            .with("cores", Double(ProcessorCount.online)).with("identical", identical).emit()
    }

    private func comparison(
        _ scene: SceneDescription, devices: [Device], scenarios: [KeyboardScenario]
    ) -> TechniqueComparison {
        TechniqueComparison(
            scene: scene, view: ChatScreen.boundView, constraint: ChatScreen.bottomConstraint,
            devices: devices,
            scenarios: scenarios)
    }

    private func boundScreen(_ technique: KeyboardTechnique) throws(SimulationError) -> Simulator {
        let sim = try ChatScreen.scene().makeSimulator()
        try sim.bind(
            technique, view: ChatScreen.boundView,
            constraint: technique.needsConstraint ? ChatScreen.bottomConstraint : nil)
        try sim.startTracking(view: ChatScreen.boundView)
        return sim
    }

    private func playShowAndHide(_ sim: Simulator) throws(SimulationError) {
        try sim.perform(.show(field: ChatScreen.field))
        sim.run()
        try sim.perform(.hide)
        sim.run()
    }

    /// Times `body` (which returns the frames it ran) and counts its allocations.
    private func measure<Failure: Error>(_ body: () throws(Failure) -> Int) throws(Failure) -> Sample {
        let mallocs = MallocCounter.count
        let start = nowNanoseconds()
        let frames = try body()
        let end = nowNanoseconds()
        let allocated = MallocCounter.count.flatMap { after in mallocs.map { after - $0 } }
        return Sample(nanoseconds: Double(end - start), frames: frames, mallocs: allocated)
    }
}

/// One timed run.
struct Sample {
    var nanoseconds: Double
    var frames: Int
    var mallocs: UInt64?
}

/// Timed runs of one case: the median time, the frames of a run, allocations per frame.
struct Samples {
    private var times: [Double] = []
    private var frameCount = 0
    private var mallocs: UInt64 = 0
    private var counted = true

    mutating func add(_ sample: Sample) {
        times.append(sample.nanoseconds)
        frameCount += sample.frames
        if let allocated = sample.mallocs { mallocs += allocated } else { counted = false }
    }

    var median: Double {
        let sorted = times.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Frames of one run.
    var frames: Double { times.isEmpty ? 0 : Double(frameCount) / Double(times.count) }

    var mallocsPerFrame: Double? { counted && frameCount > 0 ? Double(mallocs) / Double(frameCount) : nil }
}
