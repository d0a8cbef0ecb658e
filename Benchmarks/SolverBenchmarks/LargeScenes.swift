import Cassowary
import KeyboardLab

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Issue 34's large scenes, each in a process of its own (`kblab-bench lab scene-chain`,
/// `scene-overflow`, `scene-cells`: the peak resident memory is the process's), built as the
/// scripts of docs/Benchmarks.md build them at the prompt:
/// * SCENE-CHAIN: an input bar bound to the keyboard layout guide and N views stacked from the
///   safe area's top, each 0.1 pt tall and kept above the bar by an inequality; four
///   transitions (show, hide, show, hide). Peak resident memory, build and transition times.
/// * SCENE-OVERFLOW: N views 40 pt tall stacked from the top, each kept above the bar, each
///   added and laid out in turn: every view past the screen's height is a conflict report.
///   Time per report.
/// * SCENE-CELLS: N cells of 5 views (a cell, four subviews placed in it) in a list above the
///   bar, the bar bound to the layout guide, tracked, and recorded for pictures as the shell
///   does; engine time per transition.
enum LargeScenes {
    static func run(_ name: String, size: Int?) throws(SimulationError) {
        switch name {
        case "scene-chain": try chain(size ?? 2000)
        case "scene-overflow": try overflow(size ?? 400)
        case "scene-cells": try cells(size ?? 400)
        default: break
        }
    }

    /// The input bar of every scene (the README's chat bar).
    static let barTexts = [
        "input.leading == safe.leading", "input.trailing == safe.trailing", "input.height == 52",
        "bottom: input.bottom == safe.bottom",
    ]

    static func chainTexts(_ index: Int, height: Double) -> [String] {
        let view = "v\(index)"
        return [
            "\(view).leading == safe.leading", "\(view).width == 10", "\(view).height == \(json(height))",
            "\(view).top == " + (index == 0 ? "safe.top" : "v\(index - 1).bottom"),
            "\(view).bottom <= input.top",
        ]
    }

    static func scene(views: [SceneDescription.ViewSpec], texts: [String]) -> SceneDescription {
        let constraints = texts.compactMap { try? ConstraintSpec(parsing: $0) }
        precondition(constraints.count == texts.count, "a scene constraint does not parse")
        return SceneDescription(
            views: [SceneDescription.ViewSpec(name: "input", kind: .textField)] + views,
            constraints: constraints)
    }

    private static func bound(_ sim: Simulator) throws(SimulationError) {
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.startTracking(view: "input")
        sim.startTimeline()
    }

    private static func chain(_ size: Int) throws(SimulationError) {
        var texts = barTexts
        for index in 0..<size { texts += chainTexts(index, height: 0.1) }
        let start = nowNanoseconds()
        let sim = try scene(views: (0..<size).map { .init(name: "v\($0)") }, texts: texts).makeSimulator()
        try bound(sim)
        let built = nowNanoseconds()
        var frames = 0
        for scenario in [KeyboardScenario.show(field: "input"), .hide, .show(field: "input"), .hide] {
            try sim.perform(scenario)
            frames += sim.run().frames
        }
        let end = nowNanoseconds()
        let lastTop = (try? sim.view(named: "v\(size - 1)"))?.frame.minY ?? .nan
        LabRecord("SCENE-CHAIN").with("views", Double(size)).with("build_ns", Double(built - start))
            .with("transitions_ns", Double(end - built)).with("frames", Double(frames))
            .with("solver_bytes", Double(SolverStorage.bytesInUse))
            .with("peak_rss_bytes", peakResidentBytes()).with("last_top", lastTop).emit()
    }

    private static func overflow(_ size: Int) throws(SimulationError) {
        let sim = try scene(views: [], texts: barTexts).makeSimulator()
        try bound(sim)
        let start = nowNanoseconds()
        for index in 0..<size {
            // As the script: a view, its five constraints, then `layout`.
            sim.rootView.addSubview(View(name: "v\(index)"))
            for text in chainTexts(index, height: 40) {
                do {
                    try sim.window.makeConstraint(parsing: text).activate()
                } catch {
                    throw .layout(String(describing: error))
                }
            }
            sim.layoutIfNeeded()
        }
        let end = nowNanoseconds()
        let reports = sim.window.log.filter { if case .unsatisfiable = $0 { true } else { false } }.count
        LabRecord("SCENE-OVERFLOW").with("views", Double(size)).with("reports", Double(reports))
            .with("total_ns", Double(end - start))
            .with("per_report_ns", reports > 0 ? Double(end - start) / Double(reports) : nil)
            .with("peak_rss_bytes", peakResidentBytes()).emit()
    }

    private static func cells(_ size: Int) throws(SimulationError) {
        var views: [SceneDescription.ViewSpec] = [.init(name: "list")]
        var texts =
            barTexts + [
                "list.leading == safe.leading", "list.trailing == safe.trailing", "list.top == safe.top",
                "list.bottom == input.top",
            ]
        let parts = ["icon", "title", "detail", "accessory"]
        for index in 0..<size {
            let cell = "c\(index)"
            views.append(.init(name: cell, parent: "list"))
            texts += [
                "\(cell).leading == list.leading", "\(cell).width == 300", "\(cell).height == 44",
                "\(cell).top == list.top + \(44 * index)",
            ]
            for (k, part) in parts.enumerated() {
                let name = cell + part
                views.append(.init(name: name, parent: cell))
                texts += [
                    "\(name).leading == \(cell).leading + \(8 + 70 * k)", "\(name).top == \(cell).top + 4",
                    "\(name).width == 60", "\(name).height == 36",
                ]
            }
        }
        let sim = try scene(views: views, texts: texts).makeSimulator()
        try bound(sim)
        // A warm-up show and hide: first-use costs are not a transition's.
        try sim.perform(.show(field: "input"))
        sim.run()
        try sim.perform(.hide)
        sim.run()
        var show: [Double] = []
        var hide: [Double] = []
        var frames = 0
        for _ in 0..<10 {
            for (scenario, into) in [(KeyboardScenario.show(field: "input"), 0), (.hide, 1)] {
                let start = nowNanoseconds()
                try sim.perform(scenario)
                frames += sim.run().frames
                let spent = Double(nowNanoseconds() - start)
                if into == 0 { show.append(spent) } else { hide.append(spent) }
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        LabRecord("SCENE-CELLS").with("views", Double(sim.window.viewCount - 1))
            .with("show_ns", median(show)).with("hide_ns", median(hide))
            .with("frames_per_transition", Double(frames) / 20)
            .with("peak_rss_bytes", peakResidentBytes()).emit()
    }

    /// The process's peak resident set (VmHWM in /proc/self/status), in bytes.
    static func peakResidentBytes() -> Double? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                let digits = text.split(separator: " ").dropFirst().first.flatMap { Double($0) }
                return digits.map { $0 * 1024 }
            }
        }
        return nil
    }
}
