import KeyboardLab

/// `UIViewPropertyAnimator` in the shell: `animator NAME VERB …`, and a table of them all.
extension CommandGroup {

    static let animatorNames = CompletionHint.dynamic { session, _ in
        session.state(AnimationShellState.self).animators.map(\.name)
    }

    /// The verbs, each a pattern whose first word marks it.
    static let animatorVerb: ArgumentPattern = .oneOf([
        .sequence([
            .flag("create"), .number("duration"),
            .optional(
                .oneOf([
                    .keyword("curve", CurveSpec.pattern), .keyword("damping", .number("damping")),
                    CurveSpec.pattern,
                ])),
        ]),
        .sequence([
            .flag("add"), .optional(.keyword("delay-factor", .number("delay-factor"))), .block("body"),
        ]),
        .sequence([.flag("start"), .optional(.keyword("after", .number("after")))]),
        .flag("pause"),
        .sequence([.flag("scrub"), .number("fraction")]),
        .sequence([.flag("reverse"), .optional(.flag("off"))]),
        .sequence([
            .flag("continue"),
            .clauses([.keyword("curve", CurveSpec.pattern), .keyword("factor", .number("factor"))]),
        ]),
        .sequence([.flag("stop"), .optional(.flag("without-finishing"))]),
        .sequence([.flag("finish"), .choice("position", of: AnimatingPosition.self)]),
        .keyword("pauses-on-completion", .choice("pauses-on-completion", of: Toggle.self)),
        .keyword("scrubs-linearly", .choice("scrubs-linearly", of: Toggle.self)),
    ])

    static let animator = CommandDefinition(
        "animator", arguments: [.name("animator", animatorNames), .optional(animatorVerb)],
        summary: "Creates and drives a UIViewPropertyAnimator, or prints its state.",
        details: """
            `animator NAME create DURATION [curve CURVE | CURVE | damping R]` (no curve: \
            set-curve's; a curve value such as raw 7, or `curve note.curve`, is \
            init(duration:curve:), see animator-curve); `animator NAME add [delay-factor F] do \
            …` (addAnimations); `start [after D]`; `pause`; `scrub F` (fractionComplete); \
            `reverse [off]` (isReversed); `continue [curve CURVE] [factor F]` \
            (continueAnimation(withTimingParameters:durationFactor:)); `stop \
            [without-finishing]` (stopAnimation(false) unless without-finishing); `finish \
            end|start|current`; `pauses-on-completion on|off`; `scrubs-linearly on|off`. \
            `animator NAME` alone prints state, fraction, running, reversed. A call UIKit \
            rejects (finish without stop, start when stopped, scrub while running…) is an \
            error with UIKit's reason; the animator is left as it was.
            """,
        examples: [
            "view box frame 0 0 100 100\nanimator a create 1 linear\nanimator a add do move box dy 200\n"
                + "animator a scrub 0.5\nexpect box.presentation.minY == 100\nanimator a",
            "animator a create 0.5\nanimator a start\nstep 6\nanimator a stop\nanimator a finish current\nanimator a",
        ]
    ) { args, session in
        let name = args.name("animator")
        let state = session.state(AnimationShellState.self)
        if args.has("create") { return try createAnimator(name, args, session) }
        let found = try state.animator(named: name, at: args.range("animator"))
        guard args.keys.count > 1 else {
            return session.print(describe(name, found, decimals: session.decimals))
        }
        do {
            try drive(found, args, session)
        } catch let error as AnimationError {
            throw error.diagnostic(args)
        }
        session.reportLayoutIssues()
    }

    private static func createAnimator(_ name: String, _ args: Arguments, _ session: Session) throws {
        let state = session.state(AnimationShellState.self)
        guard View.isValidName(name) else {
            throw Diagnostic.failure("'\(name)' cannot name an animator", at: args.range("animator"))
        }
        // A running animator is retained by the engine until it ends (as UIKit retains it), so
        // its name may be reused — a keyboard handler makes one per notification; a paused or
        // stopped one would be released mid-flight, which UIKit does not allow.
        if let old = state.animators.first(where: { $0.name == name }), old.animator.state != .inactive,
            !old.animator.isRunning
        {
            throw Diagnostic.failure(
                "animator '\(name)' is \(old.animator.state) and not running; UIKit does not allow releasing it",
                at: args.range("animator"),
                suggestion: "finish it first (animator \(name) stop, then finish end)")
        }
        let duration = args.number("duration") ?? 0
        guard AnimationHeader.seconds.contains(duration) else {
            throw Diagnostic.outOfRange(
                "a duration is 0…3600 seconds", value: duration, allowed: AnimationHeader.seconds,
                at: args.range("duration"))
        }
        let engine = session.animationEngine
        let made: PropertyAnimator
        if let ratio = try CurveSpec.dampingRatio(args, "damping") {
            made = PropertyAnimator(engine: engine, duration: duration, dampingRatio: ratio)
        } else {
            let given = ["curve-name", "curve-raw", "x1", "mass", "ratio", "spring-duration"].contains(
                where: args.has)
            switch given ? try CurveSpec(args) : state.curve {
            case .curve(let value): made = PropertyAnimator(engine: engine, duration: duration, curve: value)
            case .timing(let timing, _):
                made = PropertyAnimator(engine: engine, duration: duration, timingParameters: timing)
            }
        }
        state.animators.removeAll { $0.name == name }
        state.animators.append((name, made))
    }

    private static func drive(_ animator: PropertyAnimator, _ args: Arguments, _ session: Session) throws {
        if args.has("add"), let body = args.block("body") {
            try session.checkHeldSource(at: args.commandRange)
            let site = session.currentSite(event: "animator")
            let captured = session.scope
            // addAnimations(_:delayFactor:) takes 0…1 (a fraction of the remaining duration).
            if let factor = args.number("delay-factor"), !(0...1).contains(factor) {
                throw Diagnostic.outOfRange(
                    "a delay factor is 0…1 (a fraction of the remaining duration)", value: factor,
                    allowed: AllowedRange(0...1), at: args.range("delay-factor"))
            }
            try animator.addAnimations(
                { [weak session] in
                    guard let session else { return }
                    do {
                        try session.withScope(captured) { try session.run(body) }
                    } catch var diagnostic as Diagnostic {
                        // Reported after the command that ran the block, as a handler's error
                        // is: that command took effect (the animator started), so `save`
                        // keeps it under a comment; thrown by the command, it was left out
                        // and the replayed script never started the animator.
                        diagnostic.notes.append("in the animations added at \(site.description)")
                        session.keepHandlerError(diagnostic)
                    } catch {
                        session.keepHandlerError(.failure("\(error)", at: body.range))
                    }
                }, delayFactor: args.number("delay-factor") ?? 0)
        } else if args.has("start") {
            if let delay = args.number("after") {
                guard AnimationHeader.seconds.contains(delay) else {
                    throw Diagnostic.outOfRange(
                        "a delay is 0…3600 seconds", value: delay, allowed: AnimationHeader.seconds,
                        at: args.range("after"))
                }
                try animator.startAnimation(afterDelay: delay)
            } else {
                try animator.startAnimation()
            }
        } else if args.has("pause") {
            try animator.pauseAnimation()
        } else if let fraction = args.number("fraction") {
            guard (0...1).contains(fraction) else {
                throw Diagnostic.failure(
                    "fractionComplete must lie in 0…1", at: args.range("fraction"),
                    suggestion: "0 is the start, 0.5 halfway, 1 the end")
            }
            try animator.setFractionComplete(fraction)
        } else if args.has("reverse") {
            try animator.setReversed(!args.has("off"))
        } else if args.has("continue") {
            var timing: TimingParameters?
            if ["curve-name", "curve-raw", "x1", "mass", "ratio", "spring-duration"].contains(where: args.has)
            {
                switch try CurveSpec(args) {
                case .curve(let curve): timing = .cubic(animationCurve: curve)
                case .timing(let parameters, _): timing = parameters
                }
            }
            let factor = args.number("factor") ?? 1
            let factors = AllowedRange.above(0, atMost: 1e6, example: 1)
            guard factors.contains(factor) else {
                throw Diagnostic.outOfRange(
                    "a duration factor must be positive", value: factor, allowed: factors,
                    at: args.range("factor"))
            }
            try animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
        } else if args.has("stop") {
            try animator.stopAnimation(args.has("without-finishing"))
        } else if args.has("finish") {
            try animator.finishAnimation(at: args.choice("position", as: AnimatingPosition.self) ?? .end)
        } else if let pauses = args.choice("pauses-on-completion", as: Toggle.self) {
            animator.pausesOnCompletion = pauses.isOn
        } else if let scrubs = args.choice("scrubs-linearly", as: Toggle.self) {
            animator.scrubsLinearly = scrubs.isOn
        }
    }

    /// `NAME: active, fraction 0.50, running, not reversed`.
    static func describe(_ name: String, _ animator: PropertyAnimator, decimals: Int) -> String {
        let fraction = NumberStyle.fixed(animator.fractionComplete, decimals: decimals)
        let running = animator.isRunning ? "running" : "not running"
        let reversed = animator.isReversed ? "reversed" : "not reversed"
        return "\(name): \(animator.state), fraction \(fraction), \(running), \(reversed)"
    }

    static let animators = CommandDefinition(
        "animators", summary: "Prints every property animator as a table.",
        examples: [
            "animator a create 0.25 ease-out\nanimator b create 1 damping 0.5\nanimator b pause\nanimators"
        ]
    ) { _, session in
        var table = Table(columns: ["name", "state", "fraction", "running", "reversed", "duration", "timing"])
        for (name, found) in session.state(AnimationShellState.self).animators {
            table.append([
                .text(name), .text(found.state.description), .number(found.fractionComplete),
                .text(found.isRunning ? "yes" : "no"), .text(found.isReversed ? "yes" : "no"),
                .number(found.effectiveDuration), .text(found.timingParameters.description),
            ])
        }
        session.print(table)
    }
}
