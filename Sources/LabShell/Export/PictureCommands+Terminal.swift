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
        try refuseInHandler("output", args, session)
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
        try refuseInHandler("once", args, session)
        try session.state(OutputRedirection.self).redirect(
            session, to: args.text("file"), once: true, at: args.range("file"))
    }

    /// A handler runs while a keyboard scenario records its output to print it in frame order:
    /// a redirection made there would be undone when the recording ends (found by scripts/soak:
    /// `on didHide do output` left the output in a closed file for good).
    private static func refuseInHandler(_ name: String, _ args: Arguments, _ session: Session)
        throws(Diagnostic)
    {
        guard session.activity.handlerDepth > 0 else { return }
        throw Diagnostic.failure(
            "\(name) cannot run inside a handler", at: args.commandRange,
            suggestion: "redirect around the command that posts: once FILE, then show-keyboard")
    }

    /// `[duration D] CURVE…`: timing curves of any form `set-curve` takes, side by side.
    static let curveList: ArgumentPattern = .sequence([
        .optional(.keyword("duration", .named("D", .number("duration")))),
        .list("curves", .named("CURVE", CurveSpec.pattern), separator: nil),
    ])

    static let curveDetails = """
        Each curve runs as a UIView animation of `duration D` seconds (default 0.25, the \
        keyboard's notified duration) would. CURVE is any curve `set-curve` takes: \
        \(CurveSpec.usage), or a whole-number expression (a raw `UIView.AnimationCurve` value: \
        `7` is the keyboard's, values UIKit does not know run as ease-in-out); the spring forms \
        take `velocity V` at the end. `keyboard` is curve 7, the keyboard's spring, which lasts \
        0.5 s whatever the duration (facts §4.2); springs made by mass, stiffness and damping, by \
        ratio with response or by duration with bounce last their settling time, `spring ratio \
        R` alone settles within D. At most \(maximumCurves) curves, one colour each.
        """

    static let plotCurve = CommandDefinition(
        "plot curve", arguments: [curveList],
        summary: "Plots timing curves' progress over time, several on one plot with a legend.",
        details: curveDetails + """
             `plot curve keyboard ease-in-out` shows why an animator built from the \
            notification lags behind the keyboard. The plot fits the terminal (80×24 when \
            unknown), one sample per column.
            """,
        examples: [
            "plot curve 7 ease-in-out", "plot curve duration 0.5 linear ease-in ease-out",
            "plot curve bezier 0.25 0.1 0.25 1 spring ratio 0.8 response 0.3 keyboard",
        ]
    ) { args, session in
        let (columns, height) = AsciiPlot.size(on: session.terminal)
        // One sample per column: the grid is never wider than the terminal.
        let spec = try curvePlot(args, samples: columns)
        for line in AsciiPlot(spec, fitting: columns, height: height, decimals: session.decimals).lines {
            session.print(line)
        }
    }
}
