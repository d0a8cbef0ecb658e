import KeyboardLab

/// `Type(…)`: geometry, numbers, options, timing parameters, property animators, index paths,
/// layout guides, merged publishers, and the file's own types.
extension SwiftInterpreter {
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
        case "UIPanGestureRecognizer":
            // `UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))`: its action
            // runs when it is added to a view and a finger drags the keyboard down.
            let recognizer = SwiftObject(typeName: "UIPanGestureRecognizer", host: .none)
            recognizer.properties = [
                "target": args.labelled("target") ?? .nilValue,
                "action": args.labelled("action") ?? .nilValue,
                "state": .int(0), "view": .nilValue, "delegate": .nilValue, "isEnabled": .bool(true),
                "cancelsTouchesInView": .bool(true), "fingerY": .double(0),
            ]
            return .object(recognizer)
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
}
