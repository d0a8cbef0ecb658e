import KeyboardLab

/// UIKit's API as the lab models it: block animations in every overload and era, keyframes,
/// property animators, constructors of geometry and options, views' layout and conversions,
/// anchors, the main queue.
extension SwiftInterpreter {
    func number(_ value: SwiftValue?, _ what: String, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> Double
    {
        guard let value, let n = value.number else {
            throw SwiftDiagnostic(
                at: location, "\(what) takes a number here, this is \(value?.typeName ?? "missing")")
        }
        return n
    }

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

    /// `Type(…)`: geometry, numbers, options, timing parameters, property animators, the file's own types.
    func construct(_ type: String, _ args: SwiftCallArguments, at location: SwiftLocation) throws
        -> SwiftValue
    {
        func n(_ label: String) throws(SwiftDiagnostic) -> Double {
            try number(args.labelled(label), "\(label):", at: location)
        }
        if index.declaresType(type) {
            let value = try makeObject(type, host: .none, bindingOutlets: false)
            if let initializer = index.method(named: "init", of: value) {
                _ = try call(initializer, receiver: value, arguments: args.items, at: location)
            }
            return value
        }
        switch type {
        case "CGRect":
            if case .point(let origin)? = args.labelled("origin"),
                case .size(let size)? = args.labelled("size")
            {
                return .rect(Rect(origin: origin, size: size))
            }
            if args.items.isEmpty { return .rect(.zero) }
            return .rect(Rect(x: try n("x"), y: try n("y"), width: try n("width"), height: try n("height")))
        case "CGPoint":
            if args.items.isEmpty { return .point(.zero) }
            return .point(Point(x: try n("x"), y: try n("y")))
        case "CGSize":
            if args.items.isEmpty { return .size(.zero) }
            return .size(Size(width: try n("width"), height: try n("height")))
        case "UIEdgeInsets":
            if args.items.isEmpty { return .insets(.zero) }
            if args.has("leading") {
                return .insets(
                    EdgeInsets(
                        top: try n("top"), left: try n("leading"), bottom: try n("bottom"),
                        right: try n("trailing")))
            }
            return .insets(
                EdgeInsets(
                    top: try n("top"), left: try n("left"), bottom: try n("bottom"), right: try n("right")))
        case "CGAffineTransform":
            if args.has("translationX") { return .transform(Point(x: try n("translationX"), y: try n("y"))) }
            if args.items.isEmpty { return .transform(.zero) }
            throw SwiftDiagnostic(
                at: location, "the lab models translations only: CGAffineTransform(translationX:y:)",
                suggestion: "scale and rotation do not move a view with the keyboard")
        case "Double", "Int", "UInt", "Bool":
            // `CGFloat(x)`, `CGFloat(truncating: number)`, `Double(exactly: n)`.
            guard let value = args.first ?? args.labelled("truncating") ?? args.labelled("exactly") else {
                throw SwiftDiagnostic(at: location, "\(type)(…) takes a value")
            }
            if type == "Bool" { return value.boolValue.map { .bool($0) } ?? .nilValue }
            guard let number = value.number else {
                if case .string(let s) = value, let parsed = Double(s) {
                    return type == "Double"
                        ? .double(parsed) : (Int(exactly: parsed).map { .int($0) } ?? .nilValue)
                }
                throw SwiftDiagnostic(at: location, "\(type)(…) takes a number, this is \(value.typeName)")
            }
            switch type {
            case "Double": return .double(number)
            case "Int":
                guard number.isFinite, abs(number) < 9.2e18 else {
                    throw SwiftDiagnostic(
                        at: location, "\(number) does not fit an Int (the app crashes here)")
                }
                return .int(Int(number.rounded(.towardZero)))
            default:
                guard number.isFinite, number > -1, number < 1.8e19 else {
                    throw SwiftDiagnostic(
                        at: location, "\(number) does not fit a UInt (the app crashes here)")
                }
                if case .int(let v) = value, v < 0 {
                    throw SwiftDiagnostic(
                        at: location, "a negative value does not fit a UInt (the app crashes here)")
                }
                return .uint(UInt(number.rounded(.towardZero)))
            }
        case "NSNumber":
            return args.labelled("value") ?? .nilValue
        case "NSValue":
            return args.labelled("cgRect") ?? args.labelled("cgPoint") ?? .nilValue
        case "UIView.AnimationOptions", "UIView.KeyframeAnimationOptions":
            let raw = args.labelled("rawValue") ?? args.first ?? .uint(0)
            let bits: UInt
            switch raw {
            case .uint(let b): bits = b
            case .int(let b) where b >= 0: bits = UInt(b)
            case .animationCurve(let b) where b >= 0: bits = UInt(b)
            case .array(let items):
                guard case .animationOptions(let b) = try optionSet(items, keyframes: false, at: location)
                else {
                    bits = 0
                    break
                }
                bits = b
            default:
                throw SwiftDiagnostic(at: location, "rawValue: takes a UInt, this is \(raw.typeName)")
            }
            return type == "UIView.AnimationOptions" ? .animationOptions(bits) : .keyframeOptions(bits)
        case "UIView.AnimationCurve":
            // An imported NS_ENUM's init(rawValue:) accepts any value: curve 7 comes through.
            let raw = try number(args.labelled("rawValue") ?? args.first, "rawValue:", at: location)
            return .animationCurve(Int(raw))
        case "UILayoutPriority":
            return .priority(try number(args.labelled("rawValue") ?? args.first, "rawValue:", at: location))
        case "UICubicTimingParameters":
            if case .animationCurve(let raw)? = args.labelled("animationCurve") {
                return .timing(.cubic(animationCurve: AnimationCurve(rawValue: raw)))
            }
            if case .point(let p1)? = args.labelled("controlPoint1"),
                case .point(let p2)? = args.labelled("controlPoint2")
            {
                return .timing(.cubic(CubicBezier(controlPoint1: p1, controlPoint2: p2)))
            }
            return .timing(.cubic(animationCurve: AnimationCurve(rawValue: 0)))
        case "UISpringTimingParameters":
            if args.has("mass") {
                return .timing(
                    .spring(
                        SpringTimingParameters(
                            mass: try n("mass"), stiffness: try n("stiffness"), damping: try n("damping"),
                            initialVelocity: velocity(args.labelled("initialVelocity")))))
            }
            if args.has("dampingRatio") {
                return .timing(
                    .spring(
                        SpringTimingParameters(
                            dampingRatio: try n("dampingRatio"),
                            initialVelocity: velocity(args.labelled("initialVelocity")))))
            }
            return .timing(.spring(SpringTimingParameters()))
        case "UIViewPropertyAnimator":
            return try makeAnimator(args, at: location)
        case "Publishers.Merge":
            var branches: [SwiftPublisher] = []
            for item in args.items {
                guard case .publisher(let publisher) = item.value else {
                    throw SwiftDiagnostic(at: location, "Publishers.Merge takes publishers")
                }
                branches.append(publisher)
            }
            return .publisher(SwiftPublisher(names: [], branches: branches))
        case "String":
            return .string(args.first?.printed ?? "")
        case "UILayoutGuide":
            guidesMade += 1
            return .layoutGuide(LayoutGuide(name: "guide\(guidesMade)"))
        case "IndexPath":
            let row = args.labelled("row") ?? args.labelled("item")
            return .indexPath(
                row: Int(try number(row, "row:", at: location)),
                section: Int(try number(args.labelled("section"), "section:", at: location)))
        case "Set", "Array":
            return .array([])
        case "Notification.Name":
            if case .string(let raw)? = args.first ?? args.labelled("rawValue"),
                let name = KeyboardNotificationName(name: raw)
            {
                return .notificationName(name)
            }
            return args.first ?? .nilValue
        default:
            throw SwiftDiagnostic(
                at: location, length: type.count, "\(type)(…) is outside what the lab runs",
                suggestion: "delete it, or map what it stands for to a lab object")
        }
    }

    private func velocity(_ value: SwiftValue?) -> Double {
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

    func callView(_ view: View, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch name {
        case "layoutIfNeeded":
            view.layoutIfNeeded()
            return .void
        case "setNeedsLayout":
            view.setNeedsLayout()
            return .void
        case "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "setNeedsDisplay", "layoutSubviews":
            // Nothing of the file overrides updateConstraints: asking for it changes nothing.
            return .void
        case "convert", "convertRect", "convertPoint":
            return try convertGeometry(view, args, at: location)
        case "setContentOffset":
            guard let scroll = view as? ScrollView, case .point(let p)? = args.first else { break }
            scroll.setContentOffset(p, animated: args.labelled("animated")?.boolValue ?? false)
            return .void
        case "addLayoutGuide":
            guard case .layoutGuide(let guide)? = args.first else { break }
            view.addLayoutGuide(guide)
            return .void
        case "scrollToRow":
            guard let table = view as? TableView,
                case .indexPath(let row, let section)? = args.labelled("at") ?? args.first
            else { break }
            guard section == 0 else {
                throw SwiftDiagnostic(
                    at: location,
                    "the lab's table has one section: section \(section) does not exist (the app crashes here)"
                )
            }
            let position: TableView.ScrollPosition
            if case .scrollPosition(let given)? = args.items.dropFirst().first(where: { $0.label == "at" })?
                .value
            {
                position = given
            } else {
                position = .none
            }
            do {
                try table.scrollToRow(
                    at: row, at: position, animated: args.labelled("animated")?.boolValue ?? false)
            } catch {
                throw SwiftDiagnostic(at: location, "scrollToRow: \(error) (the app crashes here)")
            }
            return .void
        case "numberOfRows":
            guard let table = view as? TableView else { break }
            return .int(table.numberOfRows)
        case "scrollRangeToVisible":
            // The range is the caret's, at the end of the text (`selectedRange`): its end shown.
            guard let text = view as? TextView else { break }
            text.scrollToBottom(animated: false)
            return .void
        case "scrollRectToVisible":
            guard let scroll = view as? ScrollView, case .rect(let r)? = args.first else { break }
            scroll.scrollRectToVisible(r, animated: args.labelled("animated")?.boolValue ?? false)
            return .void
        case "endEditing", "resignFirstResponder", "becomeFirstResponder":
            throw SwiftDiagnostic(
                at: location, length: name.count,
                "\(name) moves the keyboard, which the lab plays from its own commands",
                suggestion: "delete it here, and play show-keyboard or hide-keyboard in the lab")
        default:
            break
        }
        throw SwiftDiagnostic(
            at: location, length: name.count, "UIView.\(name)(…) is outside what the lab runs",
            suggestion: "delete it, or write what it does with frames, constraints or insets")
    }

    /// `convert(_:from:)`, `convert(_:to:)` and Swift 2's `convertRect(_:fromView:)`: from or to
    /// the window (or nil, or the screen's coordinate space) a rect is as iOS reports keyboard
    /// frames (`Simulator.convert(reported:…)`, which undoes the pre-iOS 8 portrait fixing).
    func convertGeometry(_ view: View, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        guard let subject = args.first else {
            throw SwiftDiagnostic(at: location, "convert takes a rect or a point")
        }
        let fromSpace =
            args.labelled("from") ?? args.labelled("fromView") ?? args.labelled("fromCoordinateSpace")
        let toSpace = args.labelled("to") ?? args.labelled("toView") ?? args.labelled("toCoordinateSpace")
        func space(_ value: SwiftValue) -> (view: View?, reported: CoordinateSpace?) {
            switch value {
            case .view(let v): return (v, nil)
            case .screen: return (nil, .screen)
            case .object(let o):
                if case .viewController(let v) = o.host { return (v, nil) }
                return (o.hostView, nil)
            default: return (nil, .window)
            }
        }
        if let fromSpace {
            let (other, reported) = space(fromSpace)
            switch subject {
            case .rect(let r):
                if let reported { return .rect(simulator.convert(reported: r, from: reported, to: view)) }
                return .rect(view.convert(r, from: other))
            case .point(let p):
                if let reported { return .point(simulator.convert(reported: p, from: reported, to: view)) }
                return .point(view.convert(p, from: other))
            default: break
            }
        } else if let toSpace {
            let (other, reported) = space(toSpace)
            switch subject {
            case .rect(let r):
                if let reported { return .rect(simulator.convert(r, from: view, toReported: reported)) }
                return .rect(view.convert(r, to: other))
            case .point(let p):
                if let reported { return .point(simulator.convert(p, from: view, toReported: reported)) }
                return .point(view.convert(p, to: other))
            default: break
            }
        }
        throw SwiftDiagnostic(at: location, "convert takes a CGRect or CGPoint and from: or to:")
    }

    /// `anchor.constraint(equalTo:constant:)` and its kin (inactive until activated, as in UIKit).
    func makeConstraint(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ name: String, _ args: SwiftCallArguments,
        at location: SwiftLocation
    ) throws(SwiftDiagnostic) -> SwiftValue {
        let constant = args.labelled("constant")?.number ?? 0
        let other =
            args.labelled("equalTo") ?? args.labelled("lessThanOrEqualTo")
            ?? args.labelled("greaterThanOrEqualTo")
        let relation =
            args.has("equalTo") || args.has("equalToConstant")
            ? 0 : (args.has("lessThanOrEqualTo") || args.has("lessThanOrEqualToConstant") ? -1 : 1)
        guard name == "constraint" else {
            throw SwiftDiagnostic(at: location, "NSLayoutAnchor.\(name) is outside what the lab runs")
        }
        if let fixed = args.labelled("equalToConstant") ?? args.labelled("lessThanOrEqualToConstant")
            ?? args.labelled("greaterThanOrEqualToConstant")
        {
            let anchor = DimensionAnchor.make(item, attribute)
            guard let anchor else {
                throw SwiftDiagnostic(at: location, "only a width or height anchor takes a constant alone")
            }
            let value = try number(fixed, "equalToConstant:", at: location)
            switch relation {
            case 0: return .constraint(anchor.constraint(equalToConstant: value))
            case -1: return .constraint(anchor.constraint(lessThanOrEqualToConstant: value))
            default: return .constraint(anchor.constraint(greaterThanOrEqualToConstant: value))
            }
        }
        guard case .anchor(let otherItem, let otherAttribute)? = other else {
            throw SwiftDiagnostic(at: location, "constraint(equalTo:) takes an anchor")
        }
        if let a = YAxisAnchor.make(item, attribute), let b = YAxisAnchor.make(otherItem, otherAttribute) {
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, constant: constant))
            case -1: return .constraint(a.constraint(lessThanOrEqualTo: b, constant: constant))
            default: return .constraint(a.constraint(greaterThanOrEqualTo: b, constant: constant))
            }
        }
        if let a = XAxisAnchor.make(item, attribute), let b = XAxisAnchor.make(otherItem, otherAttribute) {
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, constant: constant))
            case -1: return .constraint(a.constraint(lessThanOrEqualTo: b, constant: constant))
            default: return .constraint(a.constraint(greaterThanOrEqualTo: b, constant: constant))
            }
        }
        if let a = DimensionAnchor.make(item, attribute),
            let b = DimensionAnchor.make(otherItem, otherAttribute)
        {
            let multiplier = args.labelled("multiplier")?.number ?? 1
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, multiplier: multiplier, constant: constant))
            case -1:
                return .constraint(
                    a.constraint(lessThanOrEqualTo: b, multiplier: multiplier, constant: constant))
            default:
                return .constraint(
                    a.constraint(greaterThanOrEqualTo: b, multiplier: multiplier, constant: constant))
            }
        }
        throw SwiftDiagnostic(
            at: location, "these two anchors are of different kinds (UIKit does not compile this)")
    }

    func callMainQueue(_ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch name {
        case "async", "addOperation", "perform":
            guard
                let block = args.closure("execute", order: ["execute"])
                    ?? args.closure("block", order: ["block"])
            else {
                throw SwiftDiagnostic(at: location, "DispatchQueue.main.async takes a closure")
            }
            simulator.dispatchAsync(
                engineClosure(block, context: "in DispatchQueue.main.async at \(shown(block.location))"))
            return .void
        case "sync":
            throw SwiftDiagnostic(
                at: location, "DispatchQueue.main.sync on the main thread deadlocks (the app hangs here)",
                suggestion: "call the code directly, or use async")
        default:
            throw SwiftDiagnostic(
                at: location, length: name.count, "DispatchQueue.main.\(name) is outside what the lab runs",
                suggestion: "async is modelled; a delay is not (the lab has no timers)")
        }
    }
}

extension YAxisAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> YAxisAnchor? {
        switch attribute {
        case .top: return item.topAnchor
        case .bottom: return item.bottomAnchor
        case .centerY: return item.centerYAnchor
        default: return nil
        }
    }
}

extension XAxisAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> XAxisAnchor? {
        switch attribute {
        case .leading: return item.leadingAnchor
        case .trailing: return item.trailingAnchor
        case .left: return item.leftAnchor
        case .right: return item.rightAnchor
        case .centerX: return item.centerXAnchor
        default: return nil
        }
    }
}

extension DimensionAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> DimensionAnchor? {
        switch attribute {
        case .width: return item.widthAnchor
        case .height: return item.heightAnchor
        default: return nil
        }
    }
}
