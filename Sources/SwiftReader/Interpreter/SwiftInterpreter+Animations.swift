import KeyboardLab

/// Static calls on UIKit's types — `UIView.animate` in every overload and era, keyframes,
/// `performWithoutAnimation`, `NSLayoutConstraint.activate` — and property animators.
extension SwiftInterpreter {
    func options(_ value: SwiftValue?, at location: SwiftLocation) throws(SwiftDiagnostic) -> AnimationOptions
    {
        switch value {
        case nil, .nilValue?: return []
        case .animationOptions(let bits)?, .keyframeOptions(let bits)?:
            return AnimationOptions(rawValue: bits)
        case .array(let items)?:
            if case .animationOptions(let bits) = try optionSet(items, keyframes: false, at: location) {
                return AnimationOptions(rawValue: bits)
            }
            return []
        case .uint(let bits)?: return AnimationOptions(rawValue: bits)
        case .int(let bits)? where bits >= 0: return AnimationOptions(rawValue: UInt(bits))
        default:
            throw SwiftDiagnostic(
                at: location, "options: takes UIView.AnimationOptions, this is \(value?.typeName ?? "")")
        }
    }

    func completion(_ function: SwiftFunctionValue?) -> ((Bool) -> Void)? {
        guard let function else { return nil }
        return { [self] finished in
            runHandler(context: "in the completion at \(shown(function.location))") {
                () throws(SwiftDiagnostic) in
                _ = try callClosure(function, [.bool(finished)], at: function.location)
            }
        }
    }

    /// Runs an animation block the engine holds as a throwing closure: its error comes out of the call.
    func animations(_ function: SwiftFunctionValue?) -> () throws -> Void {
        { [self] in
            guard let function else { return }
            _ = try callClosure(function, [], at: function.location)
        }
    }

    /// Static calls on a type: `UIView.animate…`, `NSLayoutConstraint.activate`, `UIViewPropertyAnimator.runningPropertyAnimator`.
    func callType(_ type: String, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws
        -> SwiftValue
    {
        switch (type, name) {
        case ("UIView", "animate"), ("UIView", "animateWithDuration"):
            let order = ["animations", "completion"]
            let block = args.closure("animations", order: order)
            let done = completion(args.closure("completion", order: order))
            let delay =
                try args.labelled("delay").map { (v) throws(SwiftDiagnostic) in
                    try number(v, "delay:", at: location)
                } ?? 0
            let options = try options(args.labelled("options"), at: location)
            if let springDuration = args.labelled("springDuration") {
                try engine.animate(
                    springDuration: try number(springDuration, "springDuration:", at: location),
                    bounce: try args.labelled("bounce").map { (v) throws(SwiftDiagnostic) in
                        try number(v, "bounce:", at: location)
                    } ?? 0,
                    initialSpringVelocity: args.labelled("initialSpringVelocity")?.number ?? 0, delay: delay,
                    options: options, animations: animations(block), completion: done)
                return .void
            }
            let duration = try number(
                args.labelled("withDuration") ?? args.first, "withDuration:", at: location)
            if let damping = args.labelled("usingSpringWithDamping") {
                try engine.animate(
                    withDuration: duration, delay: delay,
                    usingSpringWithDamping: try number(damping, "usingSpringWithDamping:", at: location),
                    initialSpringVelocity: args.labelled("initialSpringVelocity")?.number ?? 0,
                    options: options,
                    animations: animations(block), completion: done)
                return .void
            }
            try engine.animate(
                withDuration: duration, delay: delay, options: options, animations: animations(block),
                completion: done)
            return .void
        case ("UIView", "animateKeyframes"), ("UIView", "animateKeyframesWithDuration"):
            let order = ["animations", "completion"]
            let duration = try number(
                args.labelled("withDuration") ?? args.first, "withDuration:", at: location)
            let delay = args.labelled("delay")?.number ?? 0
            let bits: UInt
            switch args.labelled("options") {
            case .keyframeOptions(let b)?, .animationOptions(let b)?, .uint(let b)?: bits = b
            case .int(let b)? where b >= 0: bits = UInt(b)
            case .array(let items)?:
                guard case .keyframeOptions(let b) = try optionSet(items, keyframes: true, at: location)
                else {
                    bits = 0
                    break
                }
                bits = b
            default: bits = 0
            }
            try engine.animateKeyframes(
                withDuration: duration, delay: delay, options: KeyframeAnimationOptions(rawValue: bits),
                animations: animations(args.closure("animations", order: order)),
                completion: completion(args.closure("completion", order: order)))
            return .void
        case ("UIView", "addKeyframe"), ("UIView", "addKeyframeWithRelativeStartTime"):
            try engine.addKeyframe(
                withRelativeStartTime: try number(
                    args.labelled("withRelativeStartTime") ?? args.first, "withRelativeStartTime:",
                    at: location),
                relativeDuration: try number(
                    args.labelled("relativeDuration"), "relativeDuration:", at: location),
                animations: animations(args.closure("animations", order: ["animations"])))
            return .void
        case ("UIView", "performWithoutAnimation"):
            let block = args.closure("actionsWithoutAnimation", order: ["actionsWithoutAnimation"])
            try engine.performWithoutAnimation { try animations(block)() }
            return .void
        case ("UIView", "setAnimationsEnabled"):
            if case .bool(let on)? = args.first { engine.areAnimationsEnabled = on }
            return .void
        case ("UIView", "beginAnimations"), ("UIView", "commitAnimations"):
            throw SwiftDiagnostic(
                at: location, length: name.count,
                "UIView.\(name) (the iOS 3 animation blocks) is outside what the lab runs",
                suggestion: "write it as UIView.animate(withDuration:delay:options:animations:)")
        case ("NSLayoutConstraint", "activate"), ("NSLayoutConstraint", "deactivate"):
            guard case .array(let items)? = args.first else {
                throw SwiftDiagnostic(
                    at: location, "NSLayoutConstraint.\(name) takes an array of constraints")
            }
            for item in items {
                guard case .constraint(let constraint) = item else { continue }
                if name == "activate" {
                    do {
                        try constraint.activate()
                    } catch {
                        throw SwiftDiagnostic(at: location, "activating a constraint failed: \(error)")
                    }
                    simulator.noteKeyboardGuideUse(by: constraint)
                } else {
                    constraint.deactivate()
                }
            }
            return .void
        case ("UIViewPropertyAnimator", "runningPropertyAnimator"):
            let order = ["animations", "completion"]
            let block = args.closure("animations", order: order)
            let done = args.closure("completion", order: order)
            let animator = PropertyAnimator.runningPropertyAnimator(
                engine: engine,
                withDuration: try number(args.labelled("withDuration"), "withDuration:", at: location),
                delay: args.labelled("delay")?.number ?? 0,
                options: try options(args.labelled("options"), at: location),
                animations: engineClosure(block, context: "in the animations of a property animator"),
                completion: done.map { f in
                    { [self] position in
                        runHandler(context: "in a property animator's completion") {
                            () throws(SwiftDiagnostic) in
                            _ = try callClosure(f, [.animatingPosition(position)], at: f.location)
                        }
                    }
                })
            return .animator(animator)
        case ("DispatchQueue", "main"), ("DispatchQueue", "mainQueue"):
            return .mainQueue
        case ("NotificationCenter", "defaultCenter"):
            return .notificationCenter
        default:
            if let staticMember = try typeMember(type, name, at: location), case .closure = staticMember {
                var copy = args
                return try callValue(staticMember, &copy, at: location)
            }
            throw SwiftDiagnostic(
                at: location, length: name.count, "\(type).\(name)(…) is outside what the lab runs",
                suggestion: "delete it, or write what it does with the calls docs/Swift.md lists")
        }
    }

    func velocity(_ value: SwiftValue?) -> Double {
        if case .size(let s)? = value { return s.height }
        return value?.number ?? 0
    }

    func makeAnimator(_ args: SwiftCallArguments, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        let duration = try number(args.labelled("duration"), "duration:", at: location)
        let block = engineClosure(
            args.closure("animations", order: ["animations"]),
            context: "in the animations of a property animator")
        let hasBlock = args.closure("animations", order: ["animations"]) != nil
        if let curve = args.labelled("curve") {
            let raw: Int
            switch curve {
            case .animationCurve(let r): raw = r
            default: raw = Int(try number(curve, "curve:", at: location))
            }
            return .animator(
                PropertyAnimator(
                    engine: engine, duration: duration, curve: AnimationCurve(rawValue: raw),
                    animations: hasBlock ? block : nil))
        }
        if let ratio = args.labelled("dampingRatio") {
            return .animator(
                PropertyAnimator(
                    engine: engine, duration: duration,
                    dampingRatio: try number(ratio, "dampingRatio:", at: location),
                    animations: hasBlock ? block : nil))
        }
        if case .point(let p1)? = args.labelled("controlPoint1"),
            case .point(let p2)? = args.labelled("controlPoint2")
        {
            return .animator(
                PropertyAnimator(
                    engine: engine, duration: duration, controlPoint1: p1, controlPoint2: p2,
                    animations: hasBlock ? block : nil))
        }
        if case .timing(let timing)? = args.labelled("timingParameters") {
            return .animator(PropertyAnimator(engine: engine, duration: duration, timingParameters: timing))
        }
        throw SwiftDiagnostic(
            at: location, "this UIViewPropertyAnimator initializer is outside what the lab runs",
            suggestion:
                "use duration:curve:, duration:dampingRatio:, duration:controlPoint1:controlPoint2: or duration:timingParameters:"
        )
    }

    func callAnimator(
        _ animator: PropertyAnimator, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation
    )
        throws(SwiftDiagnostic) -> SwiftValue
    {
        do {
            switch name {
            case "startAnimation":
                if let delay = args.labelled("afterDelay") {
                    try animator.startAnimation(afterDelay: try number(delay, "afterDelay:", at: location))
                } else {
                    try animator.startAnimation()
                }
            case "addAnimations":
                let block =
                    args.closure("animations", order: ["animations"])
                    ?? args.first.flatMap { v -> SwiftFunctionValue? in
                        if case .closure(let f) = v { return f }
                        return nil
                    }
                try animator.addAnimations(
                    engineClosure(block, context: "in the animations of a property animator"),
                    delayFactor: args.labelled("delayFactor")?.number ?? 0)
            case "addCompletion":
                guard case .closure(let f)? = args.first else { break }
                animator.addCompletion { [self] position in
                    runHandler(context: "in a property animator's completion") { () throws(SwiftDiagnostic) in
                        _ = try callClosure(f, [.animatingPosition(position)], at: f.location)
                    }
                }
            case "pauseAnimation": try animator.pauseAnimation()
            case "stopAnimation":
                try animator.stopAnimation(args.first?.boolValue ?? true)
            case "finishAnimation":
                guard case .animatingPosition(let position)? = args.labelled("at") else { break }
                try animator.finishAnimation(at: position)
            case "continueAnimation":
                var timing: TimingParameters?
                if case .timing(let t)? = args.labelled("withTimingParameters") { timing = t }
                try animator.continueAnimation(
                    withTimingParameters: timing, durationFactor: args.labelled("durationFactor")?.number ?? 1
                )
            default:
                throw SwiftDiagnostic(
                    at: location, length: name.count,
                    "UIViewPropertyAnimator.\(name) is outside what the lab runs")
            }
        } catch let error as SwiftDiagnostic {
            throw error
        } catch {
            throw SwiftDiagnostic(
                at: location, "UIViewPropertyAnimator.\(name): \(error) (an exception on iOS)")
        }
        return .void
    }
}
