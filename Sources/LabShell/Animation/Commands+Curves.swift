import KeyboardLab

/// The frame rate, the session's curve, the animator curve-7 setting, option decoding, and the
/// frame commands that animated blocks use.
extension CommandGroup {
    static let rate = CommandDefinition(
        "rate", arguments: [.optional(.choice("hz", of: FrameRate.self))],
        summary: "Sets the frame rate (60 or 120 Hz), or prints it.",
        details: "Time stays continuous: frames after the change are 1/rate apart.",
        examples: ["rate 120\nstep 3\ntime"]
    ) { args, session in
        let engine = session.animationEngine
        guard let rate = args.choice("hz", as: FrameRate.self) else {
            return session.print("\(engine.frameRate.rawValue) Hz")
        }
        engine.frameRate = rate
    }

    static let setCurve = CommandDefinition(
        "set-curve", arguments: [.optional(CurveSpec.pattern)],
        summary: "Names the curve that later `animate` blocks use, or prints it.",
        details: """
            CURVE is \(CurveSpec.usage), or a whole-number expression (a raw curve value); \
            each spring form takes `velocity V` at the end. \
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
        guard args.keys.count > 0 else { return session.print(state.curve.description) }
        state.curve = try CurveSpec(args)
    }

    static let animatorCurve = CommandDefinition(
        "animator-curve",
        arguments: [.optional(.choice("behaviour", of: AnimatorKeyboardCurveBehavior.self))],
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
        guard let behaviour = args.choice("behaviour", as: AnimatorKeyboardCurveBehavior.self) else {
            let current = AnimatorKeyboardCurveBehavior.choices.first {
                $0.value == engine.animatorKeyboardCurve
            }
            return session.print(current?.word ?? "")
        }
        engine.animatorKeyboardCurve = behaviour
    }

    static let decodeOptions = CommandDefinition(
        "decode-options", arguments: [.list("options", AnimationHeader.option, separator: .bar)],
        summary: "Prints how UIKit reads animation options: the flags and the curve in bits 16–19.",
        details: """
            Takes what follows `options` in `animate`: flag names, `raw N` and whole-number \
            expressions (`7 << 16`, `note.curve << 16`), OR-ed together: side by side or with \
            `|` between them (`decode-options repeat | autoreverse`).
            """,
        examples: [
            "decode-options raw 7", "decode-options raw 7<<16",
            "decode-options begin-from-current-state 0x30000",
            "decode-options curve-ease-out | begin-from-current-state",
        ]
    ) { args, session in
        let (options, _) = AnimationHeader.options(args.list("options"))
        // Every flag set with a curve and a frame rate ran to 296 characters on one line.
        session.printWrapped("raw \(options.rawValue): \(options)")
    }

    /// `X Y WIDTH HEIGHT`: four values side by side (`10 -20 100 50` is four of them).
    static let frameNumbers: [ArgumentPattern] = [
        .number("x"), .number("y"), .number("width"), .number("height"),
    ]

    /// The rect `frameNumbers` read; a negative size is an error.
    static func frame(_ args: Arguments) throws(Diagnostic) -> Rect {
        let rect = Rect(
            x: args.number("x") ?? 0, y: args.number("y") ?? 0, width: args.number("width") ?? 0,
            height: args.number("height") ?? 0)
        guard rect.size.width >= 0, rect.size.height >= 0 else {
            let key = rect.size.width < 0 ? "width" : "height"
            throw Diagnostic.outOfRange(
                "a frame needs a size ≥ 0", value: key == "width" ? rect.size.width : rect.size.height,
                allowed: AllowedRange(lower: .included(0), upper: .included(coordinateLimit), example: 10),
                noun: key, at: args.range(key))
        }
        let values = [
            ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width),
            ("height", rect.size.height),
        ]
        if let (key, value) = values.first(where: { !AllowedRange.points.contains($0.1) }) {
            // Under the value at fault (a size past the limit is as wrong as an origin).
            throw Diagnostic.outOfRange(
                "a frame's values are at most 10,000,000 points", value: value, allowed: .points,
                noun: key == "x" || key == "y" ? nil : key, at: args.range(key))
        }
        return rect
    }

    static let move = CommandDefinition(
        "move",
        arguments: [
            .object("view", viewNames),
            .clauses([.keyword("dx", .number("dx")), .keyword("dy", .number("dy"))]),
        ],
        summary: "Moves a view's frame by dx, dy (frame.origin += …), animated inside a block.",
        details: """
            A frame assignment, as technique 3's `frame.origin.y += dy`. A view placed by \
            constraints moves back at the next layout pass, as in UIKit.
            """,
        examples: ["view box frame 0 100 50 50\nmove box dy -40\nexpect box.minY == 60"]
    ) { args, session in
        let view = try session.state(LabState.self).view(named: args.name("view"), at: args.range("view"))
        let moved = view.frame.offsetBy(dx: try coordinate(args, "dx"), dy: try coordinate(args, "dy"))
        guard abs(moved.origin.x) <= coordinateLimit, abs(moved.origin.y) <= coordinateLimit else {
            // The offsets that keep the origin inside the limit: the limit either way, less where it is.
            let key = abs(moved.origin.x) > coordinateLimit ? "dx" : "dy"
            let origin = key == "dx" ? view.frame.origin.x : view.frame.origin.y
            let offsets = AllowedRange((-coordinateLimit - origin)...(coordinateLimit - origin), example: 0)
            throw Diagnostic.outOfRange(
                "the move takes the frame's origin past 10,000,000 points",
                value: args.number(key) ?? 0, allowed: offsets, at: args.range(key))
        }
        view.frame = moved
    }

    static let setFrame = CommandDefinition(
        "set-frame",
        arguments: [.object("view", viewNames)] + frameNumbers,
        summary: "Assigns a view's frame (in its superview), animated inside a block.",
        examples: ["view box\nset-frame box 10 -20 100 50\nexpect box.frame.y == -20"]
    ) { args, session in
        let view = try session.state(LabState.self).view(named: args.name("view"), at: args.range("view"))
        view.frame = try frame(args)
    }
}
