import KeyboardLab

/// The clock (`step`, `run`, `time`) and what is seen frame by frame (`watch`, tables, `plot`).
extension CommandGroup {
    static let step = CommandDefinition(
        "step", arguments: [.optional(.number("frames"))],
        summary: "Steps the clock N frames (default 1); prints the watched values of each frame.",
        examples: [
            "view box frame 0 0 10 10\nwatch box.minY box.model.minY\nanimate 0.1 curve linear do move box dy 60\nstep 3"
        ]
    ) { args, session in
        let frames = args.number("frames") ?? 1
        guard frames >= 0, frames <= 1_000_000, frames == frames.rounded() else {
            throw Diagnostic.failure("a frame count is a whole number 0…1000000", at: args.range("frames"))
        }
        try advance(session, at: args.commandRange) { $0.step(frames: Int(frames)) }
    }

    static let runClock = CommandDefinition(
        "run", arguments: [.optional(.value("length", .choices(["until-idle"])))],
        summary: "Runs the clock for SECONDS, or until nothing animates or is scheduled (the default).",
        details: """
            `until-idle` stops after at most 3600 frames (the horizon: a repeating animation never \
            ends) and says so. Seconds round to whole frames. With probes watched, prints one row \
            per frame (frame, t ms, values) in the output mode. Ctrl-C stops the run before its \
            next frame: the row of that frame, then `interrupted at frame N`.
            """,
        examples: ["view box frame 0 0 10 10\nanimate 0.25 do move box dx 100\nrun\ntime", "run 0.5\ntime"]
    ) { args, session in
        var seconds: Double?
        if args.has("length") && args.text("length") != "until-idle" {
            guard let value = Double(args.text("length")), value.isFinite, value >= 0, value <= 3600 else {
                throw Diagnostic(
                    .syntax, at: args.range("length"), message: "'\(args.text("length"))' is not a length",
                    expected: "seconds (0…3600) or until-idle")
            }
            seconds = value
        }
        try advance(session, at: args.commandRange) { simulator in
            if let seconds { return simulator.run(seconds: seconds) }
            return simulator.run()
        }
    }

    /// Advances the simulator, then prints the rows sampled meanwhile and reports errors from
    /// animator blocks and layout; a run cut short says where it stopped.
    private static func advance(
        _ session: Session, at range: SourceRange, _ body: (Simulator) -> FrameRun
    ) throws {
        let simulator = session.state(LabState.self).simulator
        let start = simulator.frameIndex
        let run = body(simulator)
        if !session.state(AnimationShellState.self).watched.isEmpty {
            let table = sampleTable(simulator.samples, after: start)
            if run.ending == .interrupted {
                // Ctrl-C asked for no more output: the frame it stopped at is enough.
                session.print(Table(columns: table.columns, rows: table.rows.suffix(1)))
            } else {
                session.printStoppable(table)
            }
        }
        session.reportLayoutIssues()
        try session.throwDeferredAnimationErrors()
        try throwIfCutShort(run, at: range)
        if run.ending == .reachedLimit { session.print(limitNote(run)) }
    }

    /// An interrupted run is an error at the command (the session stays at that frame).
    static func throwIfCutShort(_ run: FrameRun, at range: SourceRange) throws(Diagnostic) {
        do throws(SimulationError) {
            try run.throwIfInterrupted()
        } catch {
            throw Diagnostic.failure(
                error.description, at: range, suggestion: "the clock stays there; 'time' prints it")
        }
    }

    /// What a run that stopped at its limit says.
    static func limitNote(_ run: FrameRun) -> String {
        "note: stopped after \(run.frames) frames at t = \(NumberStyle.compact(run.time)) s with something "
            + "still animating (a repeating animation never ends); 'run SECONDS' runs on"
    }

    static func sampleTable(_ samples: SampleTable, after frame: Int) -> Table {
        var table = Table(columns: ["frame", "t ms"] + samples.columns)
        for row in samples.rows where row.frame > frame {
            table.append([.integer(row.frame), .number(row.time * 1000)] + row.values.map { .number($0) })
        }
        return table
    }

    static let time = CommandDefinition(
        "time", summary: "Prints the time on the clock, the frame index and the rate.",
        examples: ["step 30\ntime"]
    ) { _, session in
        let engine = session.animationEngine
        let t = NumberStyle.fixed(engine.time, decimals: max(session.decimals, 4))
        session.print("t \(t) s, frame \(engine.frameIndex), \(engine.frameRate.rawValue) Hz")
    }

    static let watch = CommandDefinition(
        "watch", arguments: [.text("probes")],
        summary: "Samples quantities every frame; `step` and `run` then print them as a table.",
        details: """
            PROBE is `t`, `keyboard.minY` (presented; `keyboard.model.minY` the model), \
            `VIEW.maxY` (presented, screen coordinates; also `VIEW.presentation.maxY`; \
            `VIEW.model.maxY` the model) with any of minX minY maxX maxY midX midY width height, \
            `VIEW.alpha`, `VIEW.translation.x`/`.y` (presented; `VIEW.model.alpha` …), `gap(VIEW)` (keyboard top minus the \
            view's bottom; `model.gap(VIEW)`), or `animator.NAME.fraction`. Watching more adds \
            columns and restarts the samples; `plot` draws them. At most 64 probes; the samples \
            keep the last 100,000 frames.
            """,
        examples: ["view box frame 0 0 10 10\nwatch t box.maxY keyboard.minY gap(box)\nstep 2"]
    ) { args, session in
        let simulator = session.state(LabState.self).simulator
        let state = session.state(AnimationShellState.self)
        for word in AnimationWords(args.text("probes"), at: args.range("probes")).words {
            let (name, range) = (word.text, word.range)
            if state.watched.contains(name) { continue }
            guard state.watched.count < watchLimit else {
                throw Diagnostic.failure(
                    "at most \(watchLimit) probes can be watched", at: range,
                    suggestion: "unwatch, then watch the ones you need")
            }
            if name.hasPrefix("animator.") {
                let parts = name.split(separator: ".").map(String.init)
                guard parts.count == 3, parts[2] == "fraction" else {
                    throw Diagnostic(
                        .runtime, at: range, message: "unknown probe '\(name)'",
                        expected: "animator.NAME.fraction")
                }
                let animator = try state.animator(named: parts[1], at: range)
                simulator.addProbe(
                    Probe(name: name) { [weak animator] _ in animator?.fractionComplete ?? .nan })
            } else {
                do throws(SimulationError) {
                    try simulator.addProbe(named: name)
                } catch {
                    throw Diagnostic(
                        .runtime, at: range, message: "unknown probe '\(name)'",
                        expected:
                            "t, keyboard.minY, VIEW.maxY, VIEW.model.maxY, gap(VIEW), animator.NAME.fraction",
                        suggestion: Suggestion.didYouMean(name, in: probeNames(session)))
                }
            }
            state.watched.append(name)
        }
    }

    /// Probes watched at once, at most: each adds a column to every sampled frame.
    static let watchLimit = 64

    static func probeNames(_ session: Session) -> [String] {
        let edges = ["minX", "minY", "maxX", "maxY", "midX", "midY", "width", "height"]
        let views = session.state(LabState.self).viewNames.filter { $0 != "root" }
        return ["t"] + (["keyboard"] + views).flatMap { v in edges.map { "\(v).\($0)" } }
    }

    static let unwatch = CommandDefinition(
        "unwatch", summary: "Stops sampling: removes every watched probe and its samples.",
        examples: ["watch t\nunwatch\nstep"]
    ) { _, session in
        session.state(LabState.self).simulator.removeAllProbes()
        session.state(AnimationShellState.self).watched.removeAll()
    }

    static let tableFrames = CommandDefinition(
        "table frames", arguments: [.optional(.name("layer", .choices(["presentation", "model"])))],
        summary: "Prints every view's presentation (default) or model frame (screen coordinates, "
            + "translation included), alpha and translation now.",
        examples: [
            "view box frame 0 0 10 10\nanimate 1 curve linear do move box dy 100\nstep 30\ntable frames\ntable frames model"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        var table = Table(columns: ["view", "x", "y", "width", "height", "alpha", "tx", "ty"])
        let presented = try args.wantsPresentationLayer()
        for view in lab.window.allViews {
            let f = lab.simulator.frame(of: view, in: .screen, presentation: presented)
            let t = lab.simulator.translation(of: view, presentation: presented)
            table.append([
                .text(view.layoutName), .number(f.minX), .number(f.minY), .number(f.width), .number(f.height),
                .number(lab.simulator.alpha(of: view, presentation: presented)), .number(t.x), .number(t.y),
            ])
        }
        session.print(table)
    }

    static let plot = CommandDefinition(
        "plot", arguments: [.text("probes")],
        summary: "Draws watched probes' samples over time as an ASCII plot.",
        details: """
            Usage: plot PROBE… [width W] [height H] (default 60 by 15). The probes must be \
            watched; each gets a mark (* o + x #, in order), a later one drawn over an earlier \
            one. The y axis shows the maximum, middle and minimum; the x axis the first and \
            last sample times in ms.
            """,
        examples: [
            "view box frame 0 0 10 10\nwatch box.minY\nanimate 0.5 curve ease-in-out do move box dy 100\nrun\nplot box.minY width 30 height 8"
        ]
    ) { args, session in
        var words = AnimationWords(args.text("probes"), at: args.range("probes"))
        var names: [AnimationWords.Word] = []
        var width = 60.0
        var height = 15.0
        while let word = words.peek {
            if words.accept("width") {
                width = try words.number("a width")
            } else if words.accept("height") {
                height = try words.number("a height")
            } else {
                names.append(try words.next("a probe"))
            }
        }
        guard (10...400).contains(width), (3...100).contains(height) else {
            throw Diagnostic.failure("width must be 10…400 and height 3…100", at: args.range("probes"))
        }
        let samples = session.state(LabState.self).simulator.samples
        var series: [(String, [Double])] = []
        for name in names {
            guard let column = samples.column(name.text) else {
                throw Diagnostic(
                    .runtime, at: name.range, message: "'\(name.text)' is not watched",
                    expected: "a watched probe",
                    suggestion: Suggestion.didYouMean(name.text, in: samples.columns)
                        ?? "watch it first (watch \(name.text)), then step or run")
            }
            series.append((name.text, column))
        }
        guard !series.isEmpty else {
            throw Diagnostic(
                .syntax, at: words.endRange, message: "missing PROBE", expected: "a watched probe")
        }
        let plot = AsciiPlot(
            times: samples.rows.map(\.time), series: series, width: Int(width), height: Int(height),
            decimals: session.decimals)
        for line in plot.lines { session.print(line) }
    }
}
