import Foundation
import KeyboardLab

/// Pictures and data of the engine's timelines written to files (`export html|svg|csv|json`),
/// output sent to files (`output`, `once`) and timing curves plotted (`plot curve`).
extension CommandGroup {
    static let pictures = CommandGroup(
        name: "Pictures",
        summary: "Web pages, SVG and data files of the timeline; output to files; curve plots.",
        commands: [
            PictureCommands.exportHTML, PictureCommands.exportSVG, PictureCommands.exportCSV,
            PictureCommands.exportJSON, PictureCommands.output, PictureCommands.once,
            PictureCommands.plotCurve,
        ])
}

enum PictureCommands {
    static let file = ArgumentPattern.path("file")
    static let pathNote = "FILE is relative to the directory the shell started in; quote a path with spaces."
    /// A scene whose show-keyboard the examples draw.
    static let scene =
        KeyboardCommands.chatBar + "\nbind input with animate-with-keyboard bottom\nshow-keyboard"

    static let exportHTML = CommandDefinition(
        "export html",
        arguments: [file, .optional(.choice("source", of: PageSource.self))],
        summary:
            "Writes a web page that plays the last keyboard transition, the timeline or the last compare.",
        details: """
            One self-contained HTML file (inline SVG, CSS and script; nothing fetched, works \
            offline) that plays at the real speed: Play, Pause, a frame back or on (also the arrow \
            keys), a frame slider, 0.1×, 0.25× and 1×, and `#frame=N` after the file's address opens \
            it at frame N (frames count from the first one shown, as a scenario's table does). It \
            draws the device screen to scale with the area outside the safe area shaded, every \
            view's presented frame with its name, the keyboard (translucent, so a view under it \
            shows), the keyboard layout guide (dashed, where UIKit's layoutFrame is) and each bound \
            or tracked view's gap; under it, plots of the watched and tracked quantities (screen \
            positions with the top of the screen at the top) with the current frame marked, the \
            notifications and where the device's numbers come from. `transition` (the default) is \
            the last keyboard scenario until it settled; `timeline` everything since `watch` or \
            `track` began; `compare` (the default right after `compare`) one lane per technique, \
            each played on its own clock and shown side by side scenario by scenario (a lane \
            done sooner holds its last frame), with their error and gap curves overlaid. \(pathNote)
            """,
        examples: [
            scene + "\nexport html \"/tmp/kblab-show.html\"",
            "compare keyboard-layout-guide animate-with-keyboard on show-keyboard\nexport html \"/tmp/kblab-compare.html\"",
        ]
    ) { args, session in
        try session.checkWriteBudget(at: args.range("file"))
        let lab = session.state(LabState.self)
        let lanes: [Timeline]
        switch args.choice("source", as: PageSource.self)
            ?? (comparisonIsLatest(session) ? .compare : .transition)
        {
        case .timeline: lanes = [lab.watchedTimeline]
        case .compare:
            lanes = try comparisonRuns(session, at: args.range("source")).sideBySide.map(lab.overlaid)
        case .transition: lanes = [lab.transitionTimeline]
        }
        try checkDrawings(
            lanes.flatMap(\.frames), at: args.range("file"), hint: "export a shorter transition")
        let page = HTMLPage(lanes: lanes, markup: Markup(decimals: session.decimals))
        try write(page.document(), args, session)
        let frames = page.frameCount
        session.print(
            "wrote \(args.text("file")): \(lanes.count) lane\(lanes.count == 1 ? "" : "s"), \(frames) "
                + "frame\(frames == 1 ? "" : "s") (#frame=0 … #frame=\(max(frames - 1, 0)))")
    }

    static let exportSVG = CommandDefinition(
        "export svg",
        arguments: [
            file,
            .optional(
                .oneOf([
                    .sequence([.flag("curve"), curveList]),
                    .sequence([
                        .flag("plot"), .optional(.list("quantities", .probe("quantity"), separator: nil)),
                    ]),
                    .flag("filmstrip"),
                ])),
            .clauses([.keyword("every", .named("N", .number("every"))), .flag("timeline")]),
        ],
        summary: "Writes an SVG: a filmstrip of the last transition, a plot of quantities, or timing curves.",
        details: """
            `filmstrip` (the default): every Nth frame of the last transition side by side with \
            its frame number and time under it (`every N`; by default at most 10 pictures; add \
            `timeline` for everything since `watch` or `track` began). `plot [QUANTITY…]`: the \
            watched and tracked quantities over time, as `plot` draws them (all of them by \
            default: `keyboard.minY`, `VIEW.maxY`, `gap(VIEW)`, …; screen positions with the top \
            of the screen at the top, the other quantities in a second plot under them). `curve [duration D] CURVE…`: timing curves' progress over \
            time, 201 samples each. \(curveDetails) The file is valid XML. \(pathNote)
            """,
        examples: [
            scene + "\nexport svg \"/tmp/kblab-strip.svg\" filmstrip every 5",
            scene + "\nexport svg \"/tmp/kblab-plot.svg\" plot keyboard.minY input.presentation.maxY",
            "export svg /tmp/kblab-curves.svg curve keyboard ease-in-out spring ratio 0.7",
        ]
    ) { args, session in
        try session.checkWriteBudget(at: args.range("file"))
        let markup = Markup(decimals: session.decimals)
        let lab = session.state(LabState.self)
        let filmstrip = !args.has("plot") && !args.has("curves")
        if !filmstrip {
            for key in ["every", "timeline"] where args.has(key) {
                throw Diagnostic(
                    .syntax, at: args.range(key), message: "'\(key)' is for a filmstrip",
                    expected: "nothing after the \(args.has("plot") ? "quantities" : "curves")",
                    suggestion: "usage: export svg FILE filmstrip [every N] [timeline]")
            }
        }
        let text: String
        let what: String
        if args.has("plot") {
            let timeline = lab.watchedTimeline
            let names = try CommandGroup.probeNames(args, list: "quantities")
            let specs = try timelinePlots(timeline, names: names, at: args.range("plot"))
            let titles =
                specs.count == 1
                ? [timeline.title]
                : ["\(timeline.title): screen positions", "\(timeline.title): other quantities"]
            text = PlotSVG.document(
                stacking: zip(specs, titles).map { PlotSVG(spec: $0, markup: markup, title: $1) },
                markup: markup)
            let count = specs.reduce(0) { $0 + $1.series.count }
            what =
                (specs.count == 1 ? "a plot" : "two plots (screen positions, then the others)")
                + " of \(count) quantit\(count == 1 ? "y" : "ies")"
        } else if args.has("curves") {
            let spec = try curvePlot(args, samples: 201)
            text = PlotSVG(spec: spec, markup: markup, title: "timing curves").document()
            what = "\(spec.series.count) curve\(spec.series.count == 1 ? "" : "s")"
        } else {
            let every = try wholeNumber(args, "every", in: 1...100_000)
            let strip = Filmstrip(
                timeline: args.has("timeline") ? lab.watchedTimeline : lab.transitionTimeline, markup: markup,
                step: every)
            let pictures = strip.chosen.count
            guard pictures <= Filmstrip.maximumPictures else {
                throw Diagnostic.failure(
                    "a filmstrip of \(pictures) pictures is too long", at: args.range("every"),
                    suggestion: "at most \(Filmstrip.maximumPictures): choose every "
                        + "\((strip.timeline.frames.count + Filmstrip.maximumPictures - 1) / Filmstrip.maximumPictures) or more"
                )
            }
            try checkDrawings(strip.chosen, at: args.range("file"), hint: "choose a larger 'every N'")
            text = strip.document()
            what = "a filmstrip of \(NumberStyle.count(pictures, "frame"))"
        }
        try write(text, args, session)
        session.print("wrote \(args.text("file")): \(what)")
    }

    static let dataDetails = """
        `timeline` (the default): one row per frame since `watch` or `track` began (frame and t ms \
        from its first frame, the engine's frame, the keyboard, the guide, the safe area, every \
        view's frame and alpha, the watched and tracked quantities); `transition`: the same for \
        the last keyboard transition; `probes`: the watched probes as `run` prints them; \
        `notifications`: every posted notification with its full userInfo; `tracking`: the \
        tracked view's gap and error; `compare`: the last comparison's summary and per-frame \
        errors (in JSON also each technique's timeline: at most 1,000,000 items over them, 4 a \
        frame and 1 per view on it). A view removed meanwhile has empty fields (null in JSON) \
        where it is gone, and a note names the frame. Numbers keep the `decimals` setting. \(pathNote)
        """

    static let exportCSV = CommandDefinition(
        "export csv", arguments: [file, .optional(.choice("source", of: DataSource.self))],
        summary:
            "Writes a timeline, the probes, the notifications, the tracking or the compare detail as CSV.",
        details: dataDetails,
        examples: [scene + "\nexport csv \"/tmp/kblab-show.csv\" transition"]
    ) { args, session in
        try session.checkWriteBudget(at: args.range("file"))
        let renderer = TableRenderer(mode: .csv, decimals: session.decimals, headers: session.headers)
        let tables = try dataTables(args, session)
        let text = tables.map { renderer.render($0.table).joined(separator: "\n") + "\n" }.joined(
            separator: "\n")
        try write(text, args, session)
        session.print("wrote \(args.text("file")): \(tables.map(\.what).joined(separator: " and "))")
        for note in tables.flatMap(\.notes) { session.printWrapped(note) }
    }

    static let exportJSON = CommandDefinition(
        "export json", arguments: [file, .optional(.choice("source", of: DataSource.self))],
        summary:
            "Writes a timeline, the probes, the notifications, the tracking or the compare detail as JSON.",
        details: dataDetails + " A timeline's JSON has the frames, the quantities and the notifications.",
        examples: [scene + "\nexport json \"/tmp/kblab-show.json\" transition"]
    ) { args, session in
        try session.checkWriteBudget(at: args.range("file"))
        let lab = session.state(LabState.self)
        let markup = Markup(decimals: session.decimals)
        let text: String
        let what: String
        var notes: [String] = []
        let source = args.choice("source", as: DataSource.self) ?? .timeline
        switch source {
        case .timeline, .transition:
            let timeline = source == .transition ? lab.transitionTimeline : lab.watchedTimeline
            text = TimelineData(timeline: timeline, markup: markup).json
            what = NumberStyle.count(timeline.frames.count, "frame")
            notes = removalNotes(timeline)
        case .notifications:
            text = lab.simulator.notificationLogJSON + "\n"
            what = NumberStyle.count(lab.simulator.notificationLog.count, "notification")
        case .compare:
            let renderer = TableRenderer(mode: .json, decimals: session.decimals, headers: true)
            let runs = try comparisonRuns(session, at: args.range("source"))
            try checkTimelineItems(runs.map(\.timeline), at: args.range("source"))
            var notes = LabState.AssumptionMarkers()
            var caption: [String] = []
            func indented(_ text: String) -> String {
                text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")
            }
            let summary = renderer.render(
                KeyboardCommands.comparisonTable(
                    runs, from: session.state(KeyboardShellState.self).lastRunsOrigin, notes: &notes,
                    machineReadable: true, caption: &caption)
            ).joined(separator: "\n")
            let detail = renderer.render(
                KeyboardCommands.detailTable(runs)
            ).joined(separator: "\n")
            var lines = [
                "{", "  \"summary\": \(indented(summary)),", "  \"detail\": \(indented(detail)),",
                "  \"timelines\": [",
            ]
            for (index, run) in runs.enumerated() {
                var timeline = TimelineData(timeline: run.timeline, markup: markup).jsonLines(indent: "  ")
                if index + 1 < runs.count, let last = timeline.popLast() { timeline.append(last + ",") }
                lines += timeline
            }
            text = (lines + ["  ]", "}"]).joined(separator: "\n") + "\n"
            what =
                "\(NumberStyle.count(runs.count, "technique")), their summary, per-frame errors and timelines"
        case .probes, .tracking:
            let renderer = TableRenderer(mode: .json, decimals: session.decimals, headers: true)
            let tables = try dataTables(args, session)
            if tables.count == 1, let only = tables.first {
                text = renderer.render(only.table).joined(separator: "\n") + "\n"
            } else {
                let parts = tables.map { item in
                    "  \(Markup.jsonString(item.key)): "
                        + renderer.render(item.table).joined(separator: "\n  ")
                }
                text = "{\n" + parts.joined(separator: ",\n") + "\n}\n"
            }
            what = tables.map(\.what).joined(separator: " and ")
            notes = tables.flatMap(\.notes)
        }
        try write(text, args, session)
        session.print("wrote \(args.text("file")): \(what)")
        for note in notes { session.printWrapped(note) }
    }
}
