import KeyboardLab

/// The clock (`step`, `run`, `time`) and what is seen frame by frame (`watch`, tables, `plot`).
extension CommandGroup {
    static let step = CommandDefinition(
        "step", arguments: [.optional(.number("frames"))],
        summary: "Steps the clock N frames (default 1); prints the watched values of each frame.",
        examples: [
            "view box frame 0 0 10 10\nwatch box.presentation.minY box.minY\nanimate 0.1 curve linear do move box dy 60\nstep 3"
        ]
    ) { args, session in
        let frames = args.number("frames") ?? 1
        let counts = AllowedRange(wholeNumbers: 0...1_000_000, example: 1)
        guard counts.contains(frames) else {
            throw Diagnostic.outOfRange(
                "a frame count is a whole number 0…1000000", value: frames, allowed: counts,
                at: args.range("frames"))
        }
        try advance(session, frames: Int(frames), at: args.commandRange)
    }

    static let runClock = CommandDefinition(
        "run", arguments: [.optional(.oneOf([.choice("until-idle", ["until-idle"]), .number("seconds")]))],
        summary: "Runs the clock for SECONDS, or until nothing animates or is scheduled (the default).",
        details: """
            `until-idle` stops after at most 3600 frames (the horizon: a repeating animation never \
            ends) and says so. Seconds round to whole frames. With probes watched, prints one row \
            per frame (frame, t ms, values) in the output mode. Ctrl-C stops the run before its \
            next frame: the row of that frame, then `interrupted at frame N`.
            """,
        examples: ["view box frame 0 0 10 10\nanimate 0.25 do move box dx 100\nrun\ntime", "run 0.5\ntime"]
    ) { args, session in
        let seconds = args.number("seconds")
        if let seconds, !(0...3600).contains(seconds) {
            throw Diagnostic.outOfRange(
                "a run lasts 0…3600 seconds", value: seconds, allowed: AllowedRange(0...3600, example: 1),
                at: args.range("seconds"))
        }
        let frameDuration = session.state(LabState.self).simulator.engine.frameRate.frameDuration
        try advance(
            session, frames: seconds.map { Int(($0 / frameDuration).rounded()) }, at: args.commandRange)
    }

    /// Advances the simulator `frames` frames (nil: until nothing animates or is scheduled, at
    /// most 3600, the horizon a repeating animation hits), then prints the rows sampled meanwhile
    /// and reports errors from animator blocks and layout; a run cut short (Ctrl-C, the horizon)
    /// says where it stopped. A scenario left open by `keyboard-run off` goes on printing its
    /// per-frame table and its notifications.
    private static func advance(_ session: Session, frames: Int?, at range: SourceRange) throws {
        guard session.activity.handlerDepth == 0 else {
            throw Diagnostic.failure(
                "time cannot advance inside a handler",
                at: session.activity.statements.last?.range
                    ?? SourceRange(line: 1, column: 1, length: 1),
                suggestion: "a handler runs within one frame; step and run belong at the top level")
        }
        let simulator = session.state(LabState.self).simulator
        guard !simulator.engine.isCollectingChanges else {
            throw Diagnostic.failure(
                "time cannot advance inside an animation block",
                at: session.activity.statements.last?.range ?? range,
                suggestion: "UIView.animate collects its changes at once; step and run go after 'end'")
        }
        let start = simulator.frameIndex
        let shell = session.state(KeyboardShellState.self)
        var run: FrameRun?
        if let playback = shell.playback, playback.simulator === simulator {
            if playback.advance(frames: frames, session: session) { shell.playback = nil }
            run = simulator.interruption.isRequested ? simulator.interruptedRun : nil
        } else if let frames {
            shell.playback = nil
            run = simulator.step(frames: frames)
        } else {
            shell.playback = nil
            run = simulator.run(limit: LabState.frameLimit)
        }
        if !session.state(AnimationShellState.self).watched.isEmpty {
            let samples = simulator.samples
            let table = sampleTable(samples, after: start)
            var printedWhole = false
            if run?.ending == .interrupted {
                // Ctrl-C asked for no more output: the frame it stopped at is enough.
                session.print(Table(columns: table.columns, rows: table.rows.suffix(1)))
            } else {
                printedWhole = session.printStoppable(table)
            }
            // Data stays data; the text modes say why a view's cells are empty.
            if printedWhole && session.outputMode != .csv && session.outputMode != .json {
                for removal in samples.removals(after: start) { session.printWrapped(removal.note()) }
                if let note = droppedFramesNote(samples, after: start) { session.printWrapped(note) }
            }
        }
        session.reportLayoutIssues()
        guard let run else { return }
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
            + "still animating (a repeating animation, or a spring with bounce 1, never ends); 'run SECONDS' runs on"
    }

    /// What a table of the samples after `frame` says when its first frames were dropped: the
    /// samples keep only the last `LogLimits.sampleRows` frames (a `step 150000`).
    static func droppedFramesNote(_ samples: SampleTable, after frame: Int) -> String? {
        guard let first = samples.rows.first?.frame, first > frame + 1 else { return nil }
        let frames = first == frame + 2 ? "frame \(frame + 1) is" : "frames \(frame + 1)–\(first - 1) are"
        return "note: \(frames) not shown: only the last \(LogLimits.sampleRows) frames are kept"
    }

    /// The samples after `frame`, one row per frame; a removed view's cells are empty (no value).
    static func sampleTable(_ samples: SampleTable, after frame: Int) -> Table {
        var table = Table(columns: ["frame", "t ms"] + samples.columns)
        for row in samples.rows where row.frame > frame {
            table.append([.integer(row.frame), .number(row.time * 1000)] + row.values.map(Table.Cell.sample))
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
        "watch", arguments: [.list("probes", .probe("probe"), separator: nil)],
        summary: "Samples quantities every frame; `step` and `run` then print them as a table.",
        details: """
            PROBE is `t`, `keyboard.minY` (presented; `keyboard.model.minY` the model), \
            `VIEW.maxY` (the model, screen coordinates, as `print` and `expect` read it: UIKit's \
            `frame`; also `VIEW.model.maxY`), `VIEW.presentation.maxY` (what is on screen \
            mid-animation: `layer.presentation()`) with any of minX minY maxX maxY midX midY \
            width height, `VIEW.alpha`, `VIEW.translation.x`/`.y` (the model; \
            `VIEW.presentation.alpha` …), `gap(VIEW)` (the presented keyboard top minus the \
            view's presented bottom, also `gap.VIEW` as in expressions; `model.gap(VIEW)`), \
            `keyboard-guide.minY`/`.maxY`/`.height` (the keyboard layout guide as laid out), or \
            `animator.NAME.fraction`. `error(VIEW)` is not sampled here: `track VIEW` measures \
            it. Watching more adds \
            columns and restarts the samples; `plot` draws them. A removed view's cells are \
            empty (`-`; in csv an empty field) on the frames without it, and a note under the \
            table names it and the first frame without it. At most 64 probes; the samples \
            keep the last 100,000 frames.
            """,
        examples: ["view box frame 0 0 10 10\nwatch t box.presentation.maxY keyboard.minY gap(box)\nstep 2"]
    ) { args, session in
        let simulator = session.state(LabState.self).simulator
        let state = session.state(AnimationShellState.self)
        // Every probe checked before any is added: a refused `watch` watches nothing (it added
        // those before the bad one, which `save`, leaving the line out, did not keep).
        var probes: [Probe] = []
        var names = Set(state.watched)
        for item in args.list("probes") {
            guard case .expression(_, let expr)? = item.entry("probe") else { continue }
            let probe = try watchedProbe(expr, session)
            guard names.insert(probe.name).inserted else { continue }
            guard names.count <= watchLimit else {
                throw Diagnostic.failure(
                    "at most \(watchLimit) probes can be watched", at: expr.range,
                    suggestion: "unwatch, then watch the ones you need")
            }
            probes.append(probe)
        }
        for probe in probes {
            simulator.addProbe(probe)
            state.watched.append(probe.name)
        }
    }

    /// The probe `watch` samples for a probe as typed, or the error under it, with the
    /// spelling that works where there is one.
    static func watchedProbe(_ expr: Expr, _ session: Session) throws(Diagnostic) -> Probe {
        let state = session.state(AnimationShellState.self)
        let lab = session.state(LabState.self)
        let range = expr.range
        if case .reference(let name, _) = expr, name.hasPrefix("animator.") {
            let parts = MemberPath(name).parts
            guard parts.count == 3, parts[2] == "fraction" else {
                throw Diagnostic(
                    .runtime, at: range, message: "unknown probe '\(name)'",
                    expected: "animator.NAME.fraction")
            }
            let animator = try state.animator(named: parts[1], at: range)
            return Probe(name: name) { [weak animator] _ in animator?.fractionComplete ?? .nan }
        }
        let typed = probeText(expr)
        guard let typed else {
            throw Diagnostic(
                .syntax, at: range,
                message: "'\(SourceText.abbreviated(expr.description))' is not a probe",
                expected: "a probe name such as box.maxY, keyboard.minY, gap(box) or t")
        }
        let viewNamedGap = (try? lab.simulator.view(named: "gap")) != nil
        if let (quantity, column) = frameQuantity(expr, viewNamedGap: viewNamedGap) {
            do throws(SimulationError) {
                return try Probe(quantity, named: column, in: lab.simulator)
            } catch {
                // A view that does not exist: "did you mean" among the probes there are.
            }
        }
        let call = typed.hasPrefix("error(") ? typed : functionSpelling(of: typed)
        if let call, call.hasPrefix("error("), call.hasSuffix(")") {
            // The follow error needs the ideal a tracker computes; it is no frame probe.
            let view = call.dropFirst("error(".count).dropLast()
            throw Diagnostic(
                .runtime, at: range, message: "unknown probe '\(typed)'", expected: probeExpectation,
                suggestion: "\(call) is a tracked quantity: track \(view), play a scenario, then plot \(call)"
            )
        }
        throw Diagnostic(
            .runtime, at: range, message: "unknown probe '\(typed)'", expected: probeExpectation,
            suggestion: Suggestion.didYouMean(typed, in: probeNames(session)))
    }

    /// A probe as typed (`box.maxY`, `gap(box)`), for its errors and for the plots that pick
    /// a column by it; nil for an expression that is no probe.
    static func probeText(_ expr: Expr) -> String? {
        if case .reference(let name, _) = expr { return name }
        if case .call(let name, let arguments, _, _) = expr, arguments.count == 1, arguments[0].label == nil,
            case .reference(let inner, _) = arguments[0].value
        {
            return "\(name)(\(inner))"
        }
        return nil
    }

    static let probeExpectation =
        "t, keyboard.minY, VIEW.maxY, VIEW.model.maxY, gap(VIEW) or gap.VIEW, keyboard-guide.minY, "
        + "animator.NAME.fraction"

    /// The probes a `.list` of expressions names: names (`box.maxY`) and calls of one name
    /// (`gap(box)`), as typed; they are read by the engine, not evaluated.
    static func probeNames(_ args: Arguments, list: String = "probes") throws(Diagnostic) -> [(
        String, SourceRange
    )] {
        var result: [(String, SourceRange)] = []
        for item in args.list(list) {
            guard let key = item.keys.first, case .expression(_, let expr)? = item.entry(key) else {
                continue
            }
            if let text = probeText(expr) {
                result.append((text, expr.range))
                continue
            }
            throw Diagnostic(
                .syntax, at: expr.range,
                message: "'\(SourceText.abbreviated(expr.description))' is not a probe",
                expected: "a probe name such as box.maxY, keyboard.minY, gap(box) or t")
        }
        return result
    }

    /// Probes watched at once, at most: each adds a column to every sampled frame.
    static let watchLimit = 64

    static func probeNames(_ session: Session) -> [String] {
        let edges = FrameQuantity.Edge.allCases.map(\.rawValue)
        let views = session.state(LabState.self).viewNames.filter { $0 != "root" }
        let frames: [String] = (["keyboard"] + views).flatMap { v in edges.map { "\(v).\($0)" } }
        let guide: [String] = FrameQuantity.guideEdges.map { "keyboard-guide.\($0.rawValue)" }
        return ["t"] + frames + views.map { "gap(\($0))" } + guide
    }

    static let unwatch = CommandDefinition(
        "unwatch", summary: "Stops sampling: removes every watched probe and its samples.",
        examples: ["watch t\nunwatch\nstep"]
    ) { _, session in
        session.state(LabState.self).simulator.removeAllProbes()
        session.state(AnimationShellState.self).watched.removeAll()
    }

    static let tableFrames = CommandDefinition(
        "table frames", arguments: [.optional(.choice("layer", of: FrameLayer.self))],
        summary: "Prints every view's presentation (default) or model frame (screen coordinates, "
            + "translation included), alpha and translation now.",
        examples: [
            "view box frame 0 0 10 10\nanimate 1 curve linear do move box dy 100\nstep 30\ntable frames\ntable frames model"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        var table = Table(columns: ["view", "x", "y", "width", "height", "alpha", "tx", "ty"])
        let presented = args.choice("layer", as: FrameLayer.self)?.isPresentation ?? true
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
        "plot",
        arguments: [
            .optional(.list("probes", .probe("quantity"), separator: nil)),
            .clauses([
                .keyword("width", .named("W", .number("width"))),
                .keyword("height", .named("H", .number("height"))),
            ]),
        ],
        summary: "Draws watched probes and tracked quantities over time as a character plot.",
        details: """
            QUANTITY is a watched probe or, for a tracked or bound view, `keyboard.minY`, \
            `VIEW.maxY`, `gap(VIEW)` (also `gap.VIEW`) or `error(VIEW)` (also `error.VIEW`); with none named, all of \
            them. The plot covers the frames since `watch` or `track` began and fits the terminal \
            (80×24 when unknown); `width W` (10…400) and `height H` (3…100) set the plot area's \
            columns and rows instead (of each plot). Each quantity gets a mark (* o + x #, in \
            order), a later one drawn over an earlier one. Screen positions (`minY`, `maxY`, \
            `midY`) run top-down, the top of the screen at the top, as the axis label says; \
            the other quantities (gaps, errors, other probes) run upwards, so when both kinds \
            are plotted the positions get one plot and the others a second one under it, the \
            terminal's rows shared between them. The y axis shows \
            the top, middle and bottom values; the x axis the first and last times in ms.
            """,
        examples: [
            "view box frame 0 0 10 10\nwatch box.presentation.minY\nanimate 0.5 curve ease-in-out do move box dy 100\nrun\n"
                + "plot box.presentation.minY width 30 height 8",
            KeyboardCommands.chatBar
                + "\nbind input with animate-with-keyboard bottom\ntrack input\nshow-keyboard\n"
                + "plot gap.input error(input) height 8",
        ]
    ) { args, session in
        let (columns, rows) = AsciiPlot.size(on: session.terminal)
        let width = args.number("width")
        let given = args.number("height")
        let sizes: [(String, Double?, AllowedRange)] = [
            ("width", width, AllowedRange(10...400, example: 80)),
            ("height", given, AllowedRange(3...100, example: 24)),
        ]
        if let (key, value, allowed) = sizes.first(where: { part in
            part.1.map { !part.2.contains($0) } ?? false
        }) {
            throw Diagnostic.outOfRange(
                "width must be 10…400 and height 3…100", value: value, allowed: allowed, noun: key,
                at: args.range(key))
        }
        let timeline = session.state(LabState.self).watchedTimeline
        let specs = try PictureCommands.timelinePlots(
            timeline, names: try probeNames(args), at: args.commandRange)
        // Two plots (positions, then the rest) share the terminal's rows unless a height is given.
        let height =
            given.map { Int($0) } ?? AsciiPlot.height(of: specs.count, on: session.terminal, fitting: rows)
        for (index, spec) in specs.enumerated() {
            if index > 0 { session.print("") }
            let plot =
                width.map {
                    AsciiPlot(
                        spec, width: Int($0), height: height, decimals: session.decimals, textWidth: columns)
                } ?? AsciiPlot(spec, fitting: columns, height: height, decimals: session.decimals)
            for line in plot.lines { session.print(line) }
        }
    }
}
