import KeyboardLab

/// Measured keyboard trajectories: reading them, fitting the lab's timing models to them and
/// playing them instead of the keyboard's model (issue 33, facts §4.5).
extension CommandGroup {
    static let recordings = CommandGroup(
        name: "Recordings",
        summary: "Measured keyboard motions: read, fit the lab's timing models, play instead of the model.",
        commands: [
            RecordingCommands.recording, RecordingCommands.list, RecordingCommands.fit,
            RecordingCommands.keyboardFrom, RecordingCommands.overlay,
        ],
        quantities: [RecordingQuantities.recording])
}

enum RecordingCommands {
    static let recordingNames = CompletionHint.dynamic { session, _ in
        session.state(RecordingShellState.self).names
    }

    /// The example recordings (Examples/recordings/, made by Tools/make-recordings.swift).
    static let curve7File = "Examples/recordings/curve7-60hz.csv"
    static let springFile = "Examples/recordings/spring-displaylink.json"

    static let recording = CommandDefinition(
        "recording",
        arguments: [
            .name("name", .none), .keyword("from", .path("file")),
            .clauses([
                .keyword("format", .choice("format", of: RecordingOptions.Format.self)),
                .keyword(
                    "time", .oneOf([.keyword("column", .integer("time-index")), .value("time", .none)])),
                .keyword(
                    "value", .oneOf([.keyword("column", .integer("value-index")), .value("value", .none)])),
                .keyword("unit", .choice("unit", of: Recording.TimeUnit.self)),
                .keyword("rate", .number("rate")),
                .keyword(
                    "origin",
                    .oneOf([.choice("origin", of: RecordingOptions.Origin.self), .number("origin-time")])),
                .keyword("quantity", .choice("quantity", of: Recording.Quantity.self)),
                .keyword("scale", .number("scale")),
            ]),
        ],
        summary: "Reads a measured trajectory (time and position, CSV or JSON) under a name.",
        details: """
            FILE holds one sample a line (CSV, TSV or columns separated by spaces; a header line \
            first is allowed, `#` lines are comments; an empty value skips the row) or JSON: \
            `[[t, y], …]`, `[{"t": …, "y": …}, …]`, `{"t": […], "y": […]}`, or values alone \
            (numbers, or objects without a time such as `onMove` events) at a stated rate, or any \
            of these under a key of an object whose `unit`, `quantity` and `rate` keys say what \
            the clauses below would. The value is the keyboard's top \
            edge (`top`), its visible `height`, a `view`'s y, a `position`, or the motion's \
            `progress` (0…1). What is not stated is read from the names (`t_ms`, \
            `keyboard_top`, `progress`, `y_px`) or detected from the numbers (a time unit from \
            the samples' spacing, a clock's reading moved to the first sample, a progress when \
            every value is within 0…1), and the command says which. `time NAME` or `time column \
            N` and `value …` choose the columns; `unit s|ms|us|ns|frames` with `rate HZ` for \
            frame numbers; `origin first|zero|T` which time is 0; `scale N` divides pixels into \
            points (a column named in pixels uses the device's scale). A bad file is an error at \
            its line and column. At most \(Recording.maximumSamples) samples over \
            \(Int(Recording.maximumDuration)) s, at least \(Recording.minimumSamples); files up \
            to \(RecordingReader.maximumBytes >> 20) MB. FILE is relative to the directory the \
            shell started in.
            """,
        examples: [
            "recording show from \(curve7File)",
            "recording show from \(curve7File) time t_ms\nrecording same from \(curve7File) value column 2",
        ]
    ) { args, session in
        try readRecording(args, session)
    }

    static let list = CommandDefinition(
        "recordings",
        summary: "Lists the recordings read, with their best fit so far.",
        details: """
            One row per recording: its samples, span and rate, what it measures, the file, and \
            the best model of its latest fit (`fit NAME`), with its RMS residual in points; the \
            one the keyboard plays (`keyboard-from`) is marked.
            """,
        examples: ["recording show from \(curve7File)\nfit show\nrecordings"]
    ) { _, session in
        let state = session.state(RecordingShellState.self)
        guard !state.entries.isEmpty else {
            return session.print("(no recordings: recording NAME from FILE reads one)")
        }
        var table = Table(columns: [
            "recording", "samples", "span ms", "rate Hz", "measures", "file", "best fit",
        ])
        for entry in state.entries {
            let r = entry.recording
            let best = entry.fit?.best.map { fit in
                "\(fit.model.name) \(NumberStyle.fixed(fit.rms * (entry.fit?.request.pointsPerUnit ?? 1), decimals: session.decimals)) pt"
            }
            table.append([
                .text(entry.name + (state.playing == entry.name ? " (plays)" : "")),
                .integer(r.samples.count),
                .number(r.duration * 1000), .number(r.sampleRate), .text(r.quantity.rawValue),
                .text(entry.file), .text(best ?? "-"),
            ])
        }
        session.print(table)
    }

    static let fit = CommandDefinition(
        "fit",
        arguments: [
            .name("name", recordingNames),
            .clauses([
                .keyword("start", .number("start")), .keyword("from", .number("from")),
                .keyword("to", .number("to")), .keyword("distance", .number("distance")),
                .keyword("models", .names("models", .choices(RecordingFitReport.modelNames))),
                .keyword("iterations", .integer("iterations")),
            ]),
        ],
        summary: "Fits the lab's timing models to a recording: parameters, residuals, settling, best first.",
        details: """
            Least squares over the whole recording for each model: a spring (UIKit's damping \
            ratio and response, an initial velocity v0 in distances per second, and the mass-1 \
            stiffness k and damping c: a motion fixes only their ratios, so for curve 7's mass \
            3 multiply k and c by 3), a cubic Bézier with its duration, UIKit's named curves \
            (easeInOut, easeIn, easeOut, linear) and Core Animation's default, each over a \
            duration, and curve 7's model as the profile runs it. The motion's start (seconds \
            from the recording's 0) and its from and to values are fitted too, unless given \
            with `start`, `from` and `to` (a progress is from 0 to 1). Each model is searched \
            from several starting points (Levenberg–Marquardt within bounds, at most 200 \
            iterations each; Ctrl-C stops it, keeping what was fitted); a search that did not \
            converge says so. The table gives each model's RMS and largest residual in points \
            (a progress times `distance`, by default the device's keyboard height), when it \
            settles (within half a point of its end) and starts; then the recording's noise \
            (the best spring's or Bézier's residual) and whether curve 7's model is within it \
            (an F-test at 5 %). `models` fits only those named; `iterations N` bounds each \
            search (1…1000, 200 by default).
            """,
        examples: [
            "recording show from \(curve7File)\nfit show\nexpect recording.show.curve7.rms < 0.01",
            "recording r from \(springFile)\nfit r models spring curve7 easeInOut",
            "recording r from \(springFile)\nfit r models spring iterations 2",
        ]
    ) { args, session in
        try RecordingFitReport.fit(args, session)
    }

    static let keyboardFrom = CommandDefinition(
        "keyboard-from",
        arguments: [
            .oneOf([
                .flag("off"),
                .sequence([
                    .name("name", recordingNames),
                    .optional(.keyword("app-curve", .choice("app-curve", of: AppCurve7Source.self))),
                ]),
            ])
        ],
        summary: "Plays a recording instead of the keyboard's model; `keyboard-from off` goes back.",
        details: """
            Every later keyboard motion on the keyboard's own curve (a show, a hide, a resize, a \
            rotation's halves; not an instant change nor a navigation pop's transition) moves \
            with the recording's progress over time: (value − from)/(to − from) with the start, \
            from and to of its best fit (fitted now if `fit` was not run), ending at the first \
            sample after which it stays at its end, with the fitted model before a first \
            sample recorded late. The animations inside the keyboard's block follow it too, and \
            so does curve 7 in the app's own animations unless `app-curve model` keeps the \
            model's spring for them. The did-notifications come when the recording ends. \
            Everything the lab prints from then on that rests on it carries the footnote \
            `keyboard-recording`; `compare` plays it in every lane.
            """,
        examples: [
            "recording show from \(springFile)\nkeyboard-from show\n" + KeyboardCommands.chatBar
                + "\nbind input with animate-with-keyboard bottom\nshow-keyboard",
            "recording show from \(curve7File)\nkeyboard-from show app-curve model\nkeyboard-from off",
        ]
    ) { args, session in
        try RecordingFitReport.play(args, session)
    }

    static let overlay = CommandDefinition(
        "overlay",
        arguments: [.oneOf([.flag("off"), .name("name", recordingNames)])],
        summary: "Lays a recording beside the keyboard in plots and exports; `overlay off` removes it.",
        details: """
            From now on the timelines that `plot`, `export html` (also a compare's lanes), \
            `export svg … plot` and `export csv|json` draw carry the quantity `recording.NAME`: \
            a screen y beside `keyboard.minY`, the recording's progress ((value − from)/(to − \
            from) with its best fit's start, from and to) carried onto the keyboard's own motion \
            from the frame its target moved, each frame the samples interpolated at its time \
            (empty before the first sample and after the last). Run the lab's model, lay the \
            measurement over it, and see where they part.
            """,
        examples: [
            "recording r from \(springFile)\noverlay r\nshow-keyboard\nexport csv /tmp/kblab-overlay.csv transition"
        ]
    ) { args, session in
        try RecordingFitReport.lay(args, session)
    }
}
