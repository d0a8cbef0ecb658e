import KeyboardLab

/// The frame clock, timing curves, block animations, property animators, per-frame tables and
/// plots, all on the shared `LabState`'s simulator.
extension CommandGroup {
    static let animation = CommandGroup(
        name: "Animation", summary: "The frame clock, timing curves, springs and animators.",
        commands: [
            rate, setCurve, animatorCurve, decodeOptions,
            animate, animateSpring, animateKeyframes, keyframe, withoutAnimation, move, setFrame,
            setCenter, setBounds, setAlpha, translate,
            animator, animators,
            step, runClock, time, watch, unwatch, tableFrames, plot,
        ],
        quantities: [AnimationQuantities.clock, AnimationQuantities.animators])

    static let animate = CommandDefinition(
        "animate", arguments: AnimationHeader.patterns() + [.block("body")],
        summary:
            "UIView.animate(withDuration:delay:options:animations:): runs lab commands in an animation block.",
        details: """
            The commands after `do` (separated by `;`) run inside the block; or end the line \
            with `do`, write the commands on the following lines and close the block with `end` \
            (blocks nest; the same holds for every command that takes a block). In the \
            block: a constraint change followed by `layout` makes model frames jump and \
            presentation frames follow the curve, as in UIKit. OPTION is a flag name \
            (\(AnimationHeader.animationOptionWords.joined(separator: ", "))) or a raw value, \
            `raw 7`, `raw 0x70000`, `7 << 16` or any whole-number expression \
            (`note.curve << 16`), OR-ed together: side by side or with `|` between them, as in \
            Swift (`options curve-ease-in | allow-user-interaction`); the \
            \(AnimationHeader.calculationModeWords.joined(separator: ", ")) flags are \
            KeyframeAnimationOptions', which only `animate-keyframes` reads. \
            The curve is the `curve` clause if given, else the options' bits 16–19 when the \
            options name a curve or give a raw value (so `options raw 7` is \
            layoutSubviews|allowUserInteraction|beginFromCurrentState with ease-in-out, exactly as \
            iOS, and `options raw 7<<16` is the keyboard curve), else the curve of `set-curve`.
            """,
        examples: [
            "view bar\nconstraint bottom: bar.bottom == safe.bottom\nconstraint bar.height == 52\n"
                + "constraint bar.leading == root.leading\nconstraint bar.trailing == root.trailing\nlayout\n"
                + "animate 0.25 options begin-from-current-state do\n  constant bottom -336\n  layout\nend\n"
                + "step 15\nexpect bar.presentation.maxY == 818 - 336 within 0.01",
            "view box frame 0 100 50 50\nanimate 0.5 options raw 7<<16 do move box dy 200\nrun\ntime",
            "view box frame 0 100 50 50\nanimate 1 options curve-linear | allow-user-interaction do move box dy 200\n"
                + "step 30\nexpect box.presentation.minY == 200",
            "view box frame 0 100 50 50\nanimate 0.5 curve linear do\n  move box dy 200\n  set-alpha box 0\nend\n"
                + "step 15\nexpect box.presentation.alpha == 0.5 within 1e-5",
        ]
    ) { args, session in
        let header = try AnimationHeader(args)
        guard let body = args.block("body") else { return }
        try session.checkLiveAnimations(at: args.commandRange)
        let context = header.context(defaultCurve: session.state(AnimationShellState.self).curve)
        try session.animationEngine.perform(in: context, { try session.run(body) })
        session.reportLayoutIssues()
    }

    static let animateSpring = CommandDefinition(
        "animate-spring",
        arguments: AnimationHeader.patterns(spring: true, allowsCurve: false) + [.block("body")],
        summary: "UIView's spring animations: damping ratio and velocity, or (iOS 17) duration and bounce.",
        details: """
            With `damping R` it is \
            animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…): the \
            spring settles within DURATION; the velocity is in whole distances per second. With \
            `bounce B` (or neither) it is animate(springDuration:bounce:initialSpringVelocity:…), \
            which lasts the spring's settling duration.
            """,
        examples: [
            "view box frame 0 100 50 50\nanimate-spring 0.5 damping 0.7 velocity 0 do move box dy 100\nrun"
        ]
    ) { args, session in
        let header = try AnimationHeader(args)
        guard let block = args.block("body") else { return }
        try session.checkLiveAnimations(at: args.commandRange)
        let engine = session.animationEngine
        let body = { try session.run(block) }
        if let damping = header.damping {
            guard header.bounce == nil else {
                throw Diagnostic.failure("give damping or bounce, not both", at: args.range("bounce"))
            }
            try engine.animate(
                withDuration: header.duration, delay: header.delay, usingSpringWithDamping: damping,
                initialSpringVelocity: header.velocity ?? 0, options: header.options, animations: body)
        } else {
            // UIKit's range (animate(springDuration:bounce:…)): −1 overdamped … 1 undamped; past
            // it the spring swung forever or never arrived (set-curve refuses it the same way).
            if let bounce = header.bounce, !CurveSpec.bounce.contains(bounce) {
                throw Diagnostic.outOfRange(
                    "duration must be positive and bounce in (-1, 1]", value: bounce,
                    allowed: CurveSpec.bounce,
                    noun: "bounce", at: args.range("bounce"))
            }
            try engine.animate(
                springDuration: header.duration, bounce: header.bounce ?? 0,
                initialSpringVelocity: header.velocity ?? 0, delay: header.delay, options: header.options,
                animations: body)
        }
        session.reportLayoutIssues()
    }

    static let animateKeyframes = CommandDefinition(
        "animate-keyframes", arguments: AnimationHeader.patterns(allowsCurve: false) + [.block("body")],
        summary: "UIView.animateKeyframes(withDuration:delay:options:animations:).",
        details: """
            The options are KeyframeAnimationOptions: the flags of `animate` (`help animate`), \
            \(AnimationHeader.calculationModeWords.joined(separator: ", ")), and raw values \
            (`options raw 7` is technique 3's KeyframeAnimationOptions(rawValue: curve)). The \
            whole animation is eased by the curve in bits 16–19 (ease-in-out when 0). Inside, \
            each `keyframe START LENGTH do …` (addKeyframe(withRelativeStartTime:\
            relativeDuration:)) runs its commands with relative start and length; commands \
            outside a keyframe span the whole animation.
            """,
        examples: [
            "view box frame 0 100 50 50\n"
                + "animate-keyframes 1 options curve-linear do\n  keyframe 0 0.5 do move box dy 100\n"
                + "  keyframe 0.5 0.5 do move box dx 40\nend\nstep 30\nexpect box.presentation.minY == 200 within 0.01"
        ]
    ) { args, session in
        let header = try AnimationHeader(args)
        guard let body = args.block("body") else { return }
        try session.checkLiveAnimations(at: args.commandRange)
        let state = session.state(AnimationShellState.self)
        state.keyframeDepth += 1
        defer { state.keyframeDepth -= 1 }
        try session.animationEngine.animateKeyframes(
            withDuration: header.duration, delay: header.delay,
            options: KeyframeAnimationOptions(rawValue: header.options.rawValue),
            animations: { try session.run(body) })
        session.reportLayoutIssues()
    }

    static let keyframe = CommandDefinition(
        "keyframe", arguments: [.number("start"), .number("length"), .block("body")],
        summary: "addKeyframe(withRelativeStartTime:relativeDuration:) inside animate-keyframes.",
        details: "START and LENGTH are fractions 0…1 of the whole animation.",
        examples: [
            "view box frame 0 100 50 50\nanimate-keyframes 1 options curve-linear do\n"
                + "  keyframe 0 0.5 do move box dy 100\n  keyframe 0.5 0.5 do move box dx 40\nend\n"
                + "step 30\nexpect box.presentation.minY == 200 within 0.01"
        ]
    ) { args, session in
        guard session.state(AnimationShellState.self).keyframeDepth > 0 else {
            throw Diagnostic.failure(
                "keyframe runs only inside animate-keyframes", at: args.commandRange,
                suggestion: "animate-keyframes DURATION do keyframe START LENGTH do …")
        }
        guard let body = args.block("body") else { return }
        do {
            try session.animationEngine.addKeyframe(
                withRelativeStartTime: args.number("start") ?? 0, relativeDuration: args.number("length") ?? 0
            ) {
                try session.run(body)
            }
        } catch let error as AnimationError {
            throw error.diagnostic(args)
        }
    }

    static let withoutAnimation = CommandDefinition(
        "without-animation", arguments: [.block("body")],
        summary: "UIView.performWithoutAnimation: runs commands with no animation, even inside a block.",
        examples: [
            "view box frame 0 0 10 10\nwithout-animation do move box dy 20\nexpect box.presentation.minY == 20"
        ]
    ) { args, session in
        guard let body = args.block("body") else { return }
        try session.animationEngine.performWithoutAnimation { try session.run(body) }
        session.reportLayoutIssues()
    }
}
