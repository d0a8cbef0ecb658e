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

    /// `item.attribute RELATION other.otherAttribute + constant`, as a value (the engine reads no
    /// constraint text); the text each stands for is in the comment beside it.
    static func pin(
        _ item: String, _ attribute: LayoutAttribute, _ other: String, _ otherAttribute: LayoutAttribute,
        _ constant: Double = 0, relation: LayoutRelation = .equal, name: String? = nil
    ) -> ConstraintSpec {
        ConstraintSpec(
            identifier: name, firstItem: item, firstAttribute: attribute, relation: relation,
            secondItem: other,
            secondAttribute: otherAttribute, constant: constant)
    }

    /// `item.attribute == constant`.
    static func fixed(_ item: String, _ attribute: LayoutAttribute, _ constant: Double) -> ConstraintSpec {
        ConstraintSpec(firstItem: item, firstAttribute: attribute, relation: .equal, constant: constant)
    }

    /// The input bar of every scene (the README's chat bar): `input.leading == safe.leading`,
    /// `input.trailing == safe.trailing`, `input.height == 52`, `bottom: input.bottom == safe.bottom`.
    static let bar = [
        pin("input", .leading, "safe", .leading), pin("input", .trailing, "safe", .trailing),
        fixed("input", .height, 52), pin("input", .bottom, "safe", .bottom, name: "bottom"),
    ]

    /// `vI.leading == safe.leading`, `vI.width == 10`, `vI.height == HEIGHT`,
    /// `vI.top == v(I-1).bottom` (`safe.top` for the first), `vI.bottom <= input.top`.
    static func chainLink(_ index: Int, height: Double) -> [ConstraintSpec] {
        let view = "v\(index)"
        return [
            pin(view, .leading, "safe", .leading), fixed(view, .width, 10), fixed(view, .height, height),
            index == 0 ? pin(view, .top, "safe", .top) : pin(view, .top, "v\(index - 1)", .bottom),
            pin(view, .bottom, "input", .top, relation: .lessThanOrEqual),
        ]
    }

    static func scene(views: [SceneDescription.ViewSpec], constraints: [ConstraintSpec]) -> SceneDescription {
        SceneDescription(
            views: [SceneDescription.ViewSpec(name: "input", kind: .textField)] + views,
            constraints: constraints)
    }

    private static func bound(_ sim: Simulator) throws(SimulationError) {
        try sim.bind(.keyboardLayoutGuide, view: "input", constraint: "bottom")
        try sim.startTracking(view: "input")
        sim.startTimeline()
    }

    private static func chain(_ size: Int) throws(SimulationError) {
        var constraints = bar
        for index in 0..<size { constraints += chainLink(index, height: 0.1) }
        let start = nowNanoseconds()
        let sim = try scene(views: (0..<size).map { .init(name: "v\($0)") }, constraints: constraints)
            .makeSimulator()
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
        let sim = try scene(views: [], constraints: bar).makeSimulator()
        try bound(sim)
        let start = nowNanoseconds()
        for index in 0..<size {
            // As the script: a view, its five constraints, then `layout`.
            sim.rootView.addSubview(View(name: "v\(index)"))
            for spec in chainLink(index, height: 40) {
                do throws(LayoutError) {
                    try sim.window.makeConstraint(spec).activate()
                } catch {
                    throw .layout(error)
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
        // list.leading == safe.leading, list.trailing == safe.trailing, list.top == safe.top,
        // list.bottom == input.top
        var constraints =
            bar + [
                pin("list", .leading, "safe", .leading), pin("list", .trailing, "safe", .trailing),
                pin("list", .top, "safe", .top), pin("list", .bottom, "input", .top),
            ]
        let parts = ["icon", "title", "detail", "accessory"]
        for index in 0..<size {
            let cell = "c\(index)"
            views.append(.init(name: cell, parent: "list"))
            // cI.leading == list.leading, cI.width == 300, cI.height == 44, cI.top == list.top + 44·I
            constraints += [
                pin(cell, .leading, "list", .leading), fixed(cell, .width, 300), fixed(cell, .height, 44),
                pin(cell, .top, "list", .top, Double(44 * index)),
            ]
            for (k, part) in parts.enumerated() {
                let name = cell + part
                views.append(.init(name: name, parent: cell))
                // NAME.leading == cI.leading + 8 + 70·k, NAME.top == cI.top + 4, 60 × 36
                constraints += [
                    pin(name, .leading, cell, .leading, Double(8 + 70 * k)), pin(name, .top, cell, .top, 4),
                    fixed(name, .width, 60), fixed(name, .height, 36),
                ]
            }
        }
        let sim = try scene(views: views, constraints: constraints).makeSimulator()
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
