import KeyboardLab

/// `UIViewPropertyAnimator` in the shell: `animator NAME VERB …`, and a table of them all.
extension CommandGroup {
    static let animatorVerbs = [
        "create", "add", "start", "pause", "scrub", "reverse", "continue", "stop", "finish",
        "pauses-on-completion", "scrubs-linearly",
    ]
    static let animatorUsage = "animator NAME [create|add|start|pause|scrub|reverse|continue|stop|finish …]"

    static let animator = CommandDefinition(
        "animator", arguments: [.text("name")],
        summary: "Creates and drives a UIViewPropertyAnimator, or prints its state.",
        details: """
            `animator NAME create DURATION [curve CURVE | bezier X1 Y1 X2 Y2 | damping R | \
            spring …]` (no curve: set-curve's; a curve value such as raw 7 is \
            init(duration:curve:), see animator-curve); `animator NAME add [delay-factor F] do \
            COMMAND; …` (addAnimations); `start [after D]`; `pause`; `scrub F` \
            (fractionComplete); `reverse [off]` (isReversed); `continue [curve CURVE] [factor F]` \
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
        var words = session.blockWords(args.text("name"), at: args.range("name"))
        let nameWord = try words.next("an animator name")
        let state = session.state(AnimationShellState.self)
        guard let verb = words.peek else {
            let found = try state.animator(named: nameWord.text, at: nameWord.range)
            return session.print(describe(nameWord.text, found, decimals: session.decimals))
        }
        _ = try words.next("a verb")
        if verb.text == "create" {
            return try createAnimator(nameWord, &words, session)
        }
        let found = try state.animator(named: nameWord.text, at: nameWord.range)
        do {
            try drive(found, verb: verb, &words, session)
        } catch let error as AnimationError {
            throw Diagnostic.failure(error.description, at: verb.range, suggestion: hint(for: error))
        }
        try session.throwDeferredAnimationErrors()
        session.reportLayoutIssues()
    }

    private static func hint(for error: AnimationError) -> String? {
        switch error {
        case .invalidAnimatorState(_, .stopped):
            return "a stopped animator only accepts finish end|start|current"
        case .invalidAnimatorState(_, .inactive): return "start, pause or scrub it first"
        case .animatorNotPaused: return "pause it first"
        default: return nil
        }
    }

    private static func createAnimator(
        _ nameWord: AnimationWords.Word, _ words: inout AnimationWords, _ session: Session
    ) throws {
        let state = session.state(AnimationShellState.self)
        guard View.isValidName(nameWord.text) else {
            throw Diagnostic.failure("'\(nameWord.text)' cannot name an animator", at: nameWord.range)
        }
        if let old = state.animators.first(where: { $0.name == nameWord.text }),
            old.animator.state != .inactive
        {
            throw Diagnostic.failure(
                "animator '\(nameWord.text)' is \(old.animator.state); UIKit does not allow releasing it",
                at: nameWord.range,
                suggestion: "finish it first (animator \(nameWord.text) stop, then finish end)")
        }
        let duration = try words.number("a duration in seconds")
        guard duration >= 0 else {
            throw Diagnostic.failure("a duration cannot be negative", at: nameWord.range)
        }
        let engine = session.animationEngine
        let made: PropertyAnimator
        if words.accept("damping") {
            made = PropertyAnimator(
                engine: engine, duration: duration, dampingRatio: try words.number("a ratio"))
        } else {
            _ = words.accept("curve")
            let curve = words.atEnd ? state.curve : try CurveSpec.parse(&words)
            switch curve {
            case .curve(let value): made = PropertyAnimator(engine: engine, duration: duration, curve: value)
            case .timing(let timing, _):
                made = PropertyAnimator(engine: engine, duration: duration, timingParameters: timing)
            }
        }
        try words.expectEnd("nothing more")
        state.animators.removeAll { $0.name == nameWord.text }
        state.animators.append((nameWord.text, made))
    }

    private static func drive(
        _ animator: PropertyAnimator, verb: AnimationWords.Word, _ words: inout AnimationWords,
        _ session: Session
    ) throws {
        switch verb.text {
        case "add":
            let factor = words.accept("delay-factor") ? try words.number("a delay factor") : 0
            try words.expectEnd("do COMMAND; …")
            let statements = try words.requireStatements("animator NAME add [delay-factor F] do COMMAND; …")
            try session.checkStatements(statements)
            try animator.addAnimations(
                { [weak session] in
                    guard let session else { return }
                    do {
                        try session.runStatements(statements)
                    } catch let diagnostic as Diagnostic {
                        session.state(AnimationShellState.self).deferredErrors.append(diagnostic)
                    } catch {
                        session.state(AnimationShellState.self).deferredErrors.append(
                            .failure("\(error)", at: statements[0].range))
                    }
                }, delayFactor: factor)
        case "start":
            if words.accept("after") {
                try animator.startAnimation(afterDelay: try words.number("a delay in seconds"))
            } else {
                try animator.startAnimation()
            }
        case "pause": try animator.pauseAnimation()
        case "scrub":
            let fraction = try words.number("a fraction 0…1")
            guard (0...1).contains(fraction) else {
                throw Diagnostic.failure("fractionComplete must lie in 0…1", at: verb.range)
            }
            try animator.setFractionComplete(fraction)
        case "reverse": try animator.setReversed(!words.accept("off"))
        case "continue":
            var timing: TimingParameters?
            var factor = 1.0
            while let word = words.peek {
                if words.accept("factor") {
                    factor = try words.number("a duration factor")
                } else if words.accept("curve") {
                    switch try CurveSpec.parse(&words) {
                    case .curve(let curve): timing = .cubic(animationCurve: curve)
                    case .timing(let parameters, _): timing = parameters
                    }
                } else {
                    throw AnimationWords.unexpected(
                        word, expected: "curve CURVE or factor F", choices: ["curve", "factor"])
                }
            }
            guard factor > 0 else {
                throw Diagnostic.failure("a duration factor must be positive", at: verb.range)
            }
            try animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
        case "stop": try animator.stopAnimation(words.accept("without-finishing"))
        case "finish":
            let word = try words.next("end, start or current")
            let positions: [String: AnimatingPosition] = ["end": .end, "start": .start, "current": .current]
            guard let position = positions[word.text] else {
                throw AnimationWords.unexpected(
                    word, expected: "end, start or current", choices: ["end", "start", "current"])
            }
            try animator.finishAnimation(at: position)
        case "pauses-on-completion": animator.pausesOnCompletion = try onOff(&words)
        case "scrubs-linearly": animator.scrubsLinearly = try onOff(&words)
        default:
            throw AnimationWords.unexpected(
                verb, expected: "a verb: \(animatorVerbs.joined(separator: ", "))", choices: animatorVerbs)
        }
        try words.expectEnd("nothing more")
    }

    private static func onOff(_ words: inout AnimationWords) throws(Diagnostic) -> Bool {
        let word = try words.next("on or off")
        guard word.text == "on" || word.text == "off" else {
            throw AnimationWords.unexpected(word, expected: "on or off", choices: ["on", "off"])
        }
        return word.text == "on"
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
