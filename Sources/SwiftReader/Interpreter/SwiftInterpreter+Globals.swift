import KeyboardLab

/// The free functions keyboard code calls — `print`, `max`, `min`, Swift 2's `CGRectMake` and
/// `dispatch_async` — and CGRect's methods.
extension SwiftInterpreter {
    /// Swift 2's geometry functions (`CGRectMake`, `CGRectGetMaxY`…).
    static let legacyGeometry: Set<String> = [
        "CGRectMake", "CGPointMake", "CGSizeMake", "UIEdgeInsetsMake", "CGRectGetHeight", "CGRectGetWidth",
        "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY",
        "CGAffineTransformMakeTranslation", "CGRectIntersection", "CGRectIntersectsRect",
        "dispatch_get_main_queue",
        "dispatch_async", "UIInterfaceOrientationIsPortrait", "UIInterfaceOrientationIsLandscape",
    ]

    func callGlobal(_ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        let numbers = args.items.map(\.value).compactMap(\.number)
        func rect(_ i: Int) throws(SwiftDiagnostic) -> Rect {
            guard case .rect(let r)? = args.unlabelled(i) else {
                throw SwiftDiagnostic(at: location, "\(name) takes a CGRect")
            }
            return r
        }
        switch name {
        case "print", "debugPrint", "NSLog":
            let separator: String
            if case .string(let s)? = args.labelled("separator") { separator = s } else { separator = " " }
            let text = args.items.filter { $0.label == nil }.map(\.value.printed).joined(separator: separator)
            world.sink.print(text)
            return .void
        case "max", "min":
            guard numbers.count == args.items.count, let first = numbers.first else {
                throw SwiftDiagnostic(at: location, "\(name) takes numbers")
            }
            let result = numbers.dropFirst().reduce(first) {
                name == "max" ? Swift.max($0, $1) : Swift.min($0, $1)
            }
            let allInt = args.items.allSatisfy {
                if case .int = $0.value { return true } else { return false }
            }
            return allInt ? .int(Int(result)) : .double(result)
        case "abs":
            if case .int(let v)? = args.first {
                return .int(v.magnitude > UInt(Int.max) ? Int.max : Swift.abs(v))
            }
            return .double(Swift.abs(numbers.first ?? 0))
        case "round": return .double((numbers.first ?? 0).rounded())
        case "floor": return .double((numbers.first ?? 0).rounded(.down))
        case "ceil": return .double((numbers.first ?? 0).rounded(.up))
        case "dispatch_get_main_queue":
            return .mainQueue
        case "UIInterfaceOrientationIsPortrait", "UIInterfaceOrientationIsLandscape":
            // Swift 3's functions over `statusBarOrientation`: the lab's device is its orientation.
            guard case .namespace("UIDevice.current.orientation")? = args.first else {
                throw SwiftDiagnostic(at: location, "\(name) takes an interface orientation")
            }
            let screen = simulator.window.screen.bounds
            return .bool((screen.width <= screen.height) == (name == "UIInterfaceOrientationIsPortrait"))
        case "dispatch_async":
            guard case .mainQueue? = args.unlabelled(0), case .closure(let block)? = args.unlabelled(1) else {
                throw SwiftDiagnostic(at: location, "dispatch_async is run for the main queue only")
            }
            simulator.dispatchAsync(
                engineClosure(block, context: "in dispatch_async at \(shown(block.location))"))
            return .void
        case "Selector":
            if case .string(let s)? = args.first { return .selector(String(s.prefix { $0 != ":" })) }
            throw SwiftDiagnostic(at: location, "Selector takes a string")
        case "CGRectMake":
            guard numbers.count == 4 else {
                throw SwiftDiagnostic(at: location, "CGRectMake takes four numbers")
            }
            return .rect(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        case "CGPointMake":
            guard numbers.count == 2 else {
                throw SwiftDiagnostic(at: location, "CGPointMake takes two numbers")
            }
            return .point(Point(x: numbers[0], y: numbers[1]))
        case "CGSizeMake":
            guard numbers.count == 2 else {
                throw SwiftDiagnostic(at: location, "CGSizeMake takes two numbers")
            }
            return .size(Size(width: numbers[0], height: numbers[1]))
        case "UIEdgeInsetsMake":
            guard numbers.count == 4 else {
                throw SwiftDiagnostic(at: location, "UIEdgeInsetsMake takes four numbers")
            }
            return .insets(
                EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
        case "CGAffineTransformMakeTranslation":
            guard numbers.count == 2 else { throw SwiftDiagnostic(at: location, "it takes two numbers") }
            return .transform(Point(x: numbers[0], y: numbers[1]))
        case "CGRectGetHeight": return .double(try rect(0).height)
        case "CGRectGetWidth": return .double(try rect(0).width)
        case "CGRectGetMinX": return .double(try rect(0).minX)
        case "CGRectGetMinY": return .double(try rect(0).minY)
        case "CGRectGetMaxX": return .double(try rect(0).maxX)
        case "CGRectGetMaxY": return .double(try rect(0).maxY)
        case "CGRectGetMidX": return .double(try rect(0).midX)
        case "CGRectGetMidY": return .double(try rect(0).midY)
        case "CGRectIntersection": return .rect(try rect(0).intersection(try rect(1)) ?? .zero)
        case "CGRectIntersectsRect": return .bool(try rect(0).intersection(try rect(1)) != nil)
        default:
            throw SwiftDiagnostic(at: location, length: name.count, "\(name)(…) is outside what the lab runs")
        }
    }

    func callRect(_ r: Rect, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        switch name {
        case "intersection":
            guard case .rect(let other)? = args.first else { break }
            return .rect(r.intersection(other) ?? Rect(x: .infinity, y: .infinity, width: 0, height: 0))
        case "intersects":
            guard case .rect(let other)? = args.first else { break }
            if let common = r.intersection(other) { return .bool(common.width > 0 && common.height > 0) }
            return .bool(false)
        case "offsetBy":
            return .rect(
                r.offsetBy(dx: args.labelled("dx")?.number ?? 0, dy: args.labelled("dy")?.number ?? 0))
        case "insetBy":
            let dx = args.labelled("dx")?.number ?? 0
            let dy = args.labelled("dy")?.number ?? 0
            return .rect(
                Rect(
                    x: r.origin.x + dx, y: r.origin.y + dy, width: r.size.width - 2 * dx,
                    height: r.size.height - 2 * dy))
        case "inset":
            guard case .insets(let i)? = args.labelled("by") else { break }
            return .rect(r.inset(by: i))
        case "contains":
            if case .point(let p)? = args.first { return .bool(r.contains(p)) }
        default: break
        }
        throw SwiftDiagnostic(
            at: location, length: name.count, "CGRect.\(name)(…) is outside what the lab runs")
    }
}
