import KeyboardLab

/// The frame rate, the session's curve, the animator curve-7 setting, option decoding, and the
/// frame commands that animated blocks use.
extension CommandGroup {
    static let rate = CommandDefinition(
        "rate", arguments: [.optional(.value("hz", .choices(["60", "120"])))],
        summary: "Sets the frame rate (60 or 120 Hz), or prints it.",
        details: "Time stays continuous: frames after the change are 1/rate apart.",
        examples: ["rate 120\nstep 3\ntime"]
    ) { args, session in
        let engine = session.animationEngine
        guard args.has("hz") else { return session.print("\(engine.frameRate.rawValue) Hz") }
        guard let hz = Int(args.text("hz")), let rate = FrameRate(rawValue: hz) else {
            throw Diagnostic(
                .syntax, at: args.range("hz"), message: "unsupported frame rate '\(args.text("hz"))'",
                expected: "60 or 120")
        }
        engine.frameRate = rate
    }

    static let setCurve = CommandDefinition(
        "set-curve", arguments: [.optional(.text("curve"))],
        summary: "Names the curve that later `animate` blocks use, or prints it.",
        details: """
            CURVE is \(CurveSpec.usage); each spring form takes `velocity V` at the end. \
            `keyboard` is raw 7 (the keyboard's spring, 0.5 s whatever the duration); `default` \
            is Core Animation's default Bézier (0.25, 0.1, 0.25, 1); unknown raw values run \
            ease-in-out as in UIKit. Springs by mass/stiffness/damping, by ratio with response, \
            and by duration with bounce last their settling duration; `spring ratio R` alone \
            settles within the animation's duration. Options that carry a curve \
            (`curve-…`, `raw N`) take precedence, as in UIKit.
            """,
        examples: [
            "set-curve bezier 0.25 0.1 0.25 1\nset-curve",
            "set-curve spring mass 3 stiffness 1000 damping 500\nset-curve",
            "set-curve raw 7\nset-curve spring ratio 0.8 response 0.4\nset-curve spring duration 0.5 bounce 0.2\n"
                + "set-curve",
        ]
    ) { args, session in
        let state = session.state(AnimationShellState.self)
        guard args.has("curve") else { return session.print(state.curve.description) }
        var words = AnimationWords(args.text("curve"), at: args.range("curve"))
        let curve = try CurveSpec.parse(&words)
        try words.expectEnd("nothing after the curve")
        state.curve = curve
    }

    static let animatorCurve = CommandDefinition(
        "animator-curve", arguments: [.optional(.name("behaviour", .choices(["easeInOut", "spring"])))],
        summary: "How a property animator made with curve 7 runs (unverified on iOS), or prints it.",
        details: """
            `easeInOut` (the default) treats raw curve 7 in UIViewPropertyAnimator(duration:curve:) \
            like any non-public curve: UICubicTimingParameters' ease-in-out. `spring` runs the \
            keyboard spring instead. Which one iOS does is not verified (docs/Deviations.md); the \
            setting applies to animators created afterwards.
            """,
        examples: ["animator-curve spring\nanimator-curve"]
    ) { args, session in
        let engine = session.animationEngine
        guard args.has("behaviour") else {
            return session.print(engine.animatorKeyboardCurve == .easeInOut ? "easeInOut" : "spring")
        }
        switch args.name("behaviour") {
        case "easeInOut": engine.animatorKeyboardCurve = .easeInOut
        case "spring": engine.animatorKeyboardCurve = .keyboardSpring
        default:
            throw Diagnostic(
                .syntax, at: args.range("behaviour"),
                message: "unknown behaviour '\(args.name("behaviour"))'",
                expected: "easeInOut or spring",
                suggestion: Suggestion.didYouMean(args.name("behaviour"), in: ["easeInOut", "spring"]))
        }
    }

    static let decodeOptions = CommandDefinition(
        "decode-options", arguments: [.text("options")],
        summary: "Prints how UIKit reads animation options: the flags and the curve in bits 16–19.",
        details: "Takes the words that follow `options` in `animate`: flag names and raw values.",
        examples: [
            "decode-options raw 7", "decode-options raw 7<<16",
            "decode-options begin-from-current-state 0x30000",
        ]
    ) { args, session in
        // A synthetic "1 options " header, anchored 10 columns early so errors point at the text.
        var words = AnimationWords(
            "1 options " + args.text("options"),
            at: SourceRange(
                line: args.range("options").line, column: args.range("options").column - 10,
                length: args.range("options").length))
        let header = try AnimationHeader.parse(&words)
        session.print("raw \(header.options.rawValue): \(header.options)")
    }

    static let move = CommandDefinition(
        "move",
        arguments: [
            .name("view", viewNames), .optional(.keyword("dx", .number("dx"))),
            .optional(.keyword("dy", .number("dy"))),
        ],
        summary: "Moves a view's frame by dx, dy (frame.origin += …), animated inside a block.",
        details: """
            A frame assignment, as technique 3's `frame.origin.y += dy`. A view placed by \
            constraints moves back at the next layout pass, as in UIKit.
            """,
        examples: ["view box frame 0 100 50 50\nmove box dy -40\nexpect box.minY == 60"]
    ) { args, session in
        let view = try session.state(LabState.self).view(named: args.name("view"), at: args.range("view"))
        let dx = args.number("dx") ?? 0
        let dy = args.number("dy") ?? 0
        guard dx.isFinite, dy.isFinite else {
            throw Diagnostic.failure("offsets must be finite", at: args.commandRange)
        }
        view.frame = view.frame.offsetBy(dx: dx, dy: dy)
    }

    static let setFrame = CommandDefinition(
        "set-frame",
        arguments: [
            .name("view", viewNames), .text("x y width height"),
        ],
        summary: "Assigns a view's frame (in its superview), animated inside a block.",
        examples: ["view box\nset-frame box 10 -20 100 50\nexpect box.frame.y == -20"]
    ) { args, session in
        let view = try session.state(LabState.self).view(named: args.name("view"), at: args.range("view"))
        // Plain numbers: `10 -20` is two of them (as numbers, `-20` after `10` would subtract).
        let values = try numbers(args, "x y width height", ["X", "Y", "WIDTH", "HEIGHT"])
        guard values[2] >= 0, values[3] >= 0 else {
            throw Diagnostic.failure("a frame needs finite values and a size ≥ 0", at: args.commandRange)
        }
        view.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}
