import KeyboardLab

/// `output`, `once` and `plot curve`: where the session's output goes, and curves in the terminal.
extension PictureCommands {
    static let output = CommandDefinition(
        "output", arguments: [.optional(file)],
        summary:
            "Sends the output that follows to a file (sqlite3's .output); `output` alone: back to the terminal.",
        details: """
            The file is created or emptied. Error messages still go to the terminal. Drawings and \
            plots written to a file use plain ASCII and no colour. \(pathNote)
            """,
        examples: [
            "watch keyboard.minY\nmode csv\noutput \"/tmp/kblab-keyboard.csv\"\nshow-keyboard\noutput\necho back on the terminal"
        ]
    ) { args, session in
        let redirection = session.state(OutputRedirection.self)
        guard args.has("file") else { return redirection.restore(session) }
        try redirection.redirect(session, to: args.text("file"), once: false, at: args.range("file"))
    }

    static let once = CommandDefinition(
        "once", arguments: [file],
        summary: "Sends the next command's output to a file (sqlite3's .once), then back.",
        details: """
            The next command that runs (a block or a sourced script counts as one) writes to the \
            file; its errors still go to the terminal. \(pathNote)
            """,
        examples: [
            "show-keyboard\nonce \"/tmp/kblab-notifications.json\"\nnotifications json\necho on the terminal"
        ]
    ) { args, session in
        try session.state(OutputRedirection.self).redirect(
            session, to: args.text("file"), once: true, at: args.range("file"))
    }

    static let plotCurve = CommandDefinition(
        "plot curve",
        arguments: [
            .optional(.keyword("duration", .number("duration"))), .value("curve", .choices(CurveSpec.names)),
            .optional(.names("curves", .choices(CurveSpec.names))),
        ],
        summary: "Plots timing curves' progress over time, several on one plot with a legend.",
        details: """
            Each curve runs as a UIView animation of `duration D` seconds (default 0.25, the \
            keyboard's notified duration) would: `keyboard` is curve 7, the keyboard's spring, \
            which lasts 0.5 s whatever the duration (facts §4.2), so `plot curve keyboard \
            ease-in-out` shows why an animator built from the notification lags behind the \
            keyboard. CURVE is \(CurveSpec.names.joined(separator: ", ")); the first may also be a \
            raw `UIView.AnimationCurve` value (`7` is the keyboard's; values UIKit does not know \
            run as ease-in-out). The plot fits the terminal (80×24 when unknown).
            """,
        examples: ["plot curve 7 ease-in-out", "plot curve duration 0.5 linear ease-in ease-out"]
    ) { args, session in
        let terminal = session.terminal
        let width = max(10, terminal.width - 10)
        let height = max(5, min(terminal.height - 6, 20))
        let words =
            [(args.text("curve"), args.range("curve"))]
            + Array(zip(args.names("curves"), args.ranges("curves")))
        let spec = try curvePlot(words, args, samples: width)
        for line in AsciiPlot(spec, width: width, height: height, decimals: session.decimals).lines {
            session.print(line)
        }
    }
}
