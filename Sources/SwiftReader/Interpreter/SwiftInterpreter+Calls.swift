import KeyboardLab

/// The arguments of one call, matched the way Swift matches them: by label, then the unlabelled
/// ones in order; a trailing closure fills the first closure parameter not given.
struct SwiftCallArguments {
    var items: [SwiftArgumentValue]
    /// The argument expressions (for `store(in: &set)`, which writes back).
    var expressions: [SwiftArgument]
    var location: SwiftLocation
    private var used: Set<Int> = []

    init(_ items: [SwiftArgumentValue], expressions: [SwiftArgument], at location: SwiftLocation) {
        self.items = items
        self.expressions = expressions
        self.location = location
    }

    var labels: [String?] { items.map(\.label) }

    func has(_ label: String) -> Bool { items.contains { $0.label == label } }

    func labelled(_ label: String) -> SwiftValue? { items.first { $0.label == label }?.value }

    /// The first unlabelled argument.
    var first: SwiftValue? { items.first { $0.label == nil }?.value }

    func unlabelled(_ index: Int) -> SwiftValue? {
        let plain = items.filter { $0.label == nil }
        return index < plain.count ? plain[index].value : nil
    }

    /// The value for one of `labels` (the first present), or nil.
    func value(_ labels: String...) -> SwiftValue? {
        for label in labels { if let found = labelled(label) { return found } }
        return nil
    }

    /// A closure parameter: by its label, else the unlabelled closures in order for the closure
    /// parameters `order` lists before it that were not given by label.
    func closure(_ label: String, order: [String]) -> SwiftFunctionValue? {
        if case .closure(let f)? = labelled(label) { return f }
        let trailing = items.filter { item in
            if item.label == nil, case .closure = item.value { return true }
            return false
        }
        var slot = 0
        for name in order {
            if has(name) { continue }
            if name == label {
                guard slot < trailing.count, case .closure(let f) = trailing[slot].value else { return nil }
                return f
            }
            slot += 1
        }
        return nil
    }
}

/// Calls: the file's methods and closures, and UIKit's API as the lab models it.
extension SwiftInterpreter {
    func enterCall(at location: SwiftLocation) throws(SwiftDiagnostic) {
        callDepth += 1
        if callDepth > SwiftReaderLimits.callDepth {
            callDepth -= 1
            throw SwiftDiagnostic(
                at: location,
                "calls nested more than \(SwiftReaderLimits.callDepth) deep: does a method call itself?",
                suggestion: "end the recursion")
        }
    }

    func call(
        _ callee: SwiftExpression, _ arguments: [SwiftArgument], in scope: SwiftScope,
        at location: SwiftLocation
    )
        throws -> SwiftValue
    {
        var values: [SwiftArgumentValue] = []
        for argument in arguments {
            values.append(
                SwiftArgumentValue(label: argument.label, value: try evaluate(argument.value, in: scope)))
        }
        var args = SwiftCallArguments(values, expressions: arguments, at: location)
        switch callee.kind {
        case .member(let base, let name):
            if case .superReference = base.kind { return .void }  // super.viewDidLoad() and its kin
            let receiver = try evaluateChain(base, in: scope)
            if case .array(let items) = receiver, SwiftInterpreter.mutatingArrayMethods.contains(name) {
                let changed = try mutateArray(items, name, args, in: scope, at: location)
                try store(.array(changed.array), into: base, in: scope, at: location)
                return changed.result
            }
            if case .cancellable(let cancellable) = receiver, name == "store" {
                return try store(cancellable, args, in: scope, at: location)
            }
            // `UIView.AnimationCurve(rawValue:)`, `NSNotification.Name(…)`: a nested type's initializer.
            if case .type(let type) = receiver, let nested = UIKitVocabulary.canonicalType(type + "." + name)
            {
                return try construct(nested, args, at: location)
            }
            if case .namespace(let path) = receiver,
                let nested = UIKitVocabulary.canonicalType(path + "." + name)
            {
                return try construct(nested, args, at: location)
            }
            return try callMethod(name, on: receiver, &args, at: location)
        case .implicitMember(let name):
            if name == "init", let raw = args.labelled("rawValue") {
                // `.init(rawValue: curve << 16)` where options are expected.
                return .animationOptions(UInt(max(0, raw.number ?? 0)))
            }
            let value = try implicitMember(name, at: callee.location)
            return try callValue(value, &args, at: location)
        case .identifier(let name):
            if scope.lookup(name) == nil,
                SwiftInterpreter.globalFunctions.contains(name)
                    || SwiftInterpreter.legacyGeometry.contains(name) || name == "Selector"
            {
                return try callGlobal(name, args, at: location)
            }
            let value = try lookup(name, in: scope, at: callee.location)
            return try callValue(value, &args, at: location)
        default:
            let value = try evaluateChain(callee, in: scope)
            return try callValue(value, &args, at: location)
        }
    }

    static let mutatingArrayMethods: Set<String> = [
        "append", "removeAll", "insert", "removeFirst", "removeLast", "remove", "formUnion",
    ]

    /// A value called: a closure, a method named before, a type (its initializer).
    func callValue(_ value: SwiftValue, _ args: inout SwiftCallArguments, at location: SwiftLocation) throws
        -> SwiftValue
    {
        switch value {
        case .closure(let function):
            return try callClosure(function, args.items.map(\.value), at: location)
        case .method(let bound):
            if case .void = bound.receiver {
                if let function = index.freeFunctions[bound.name]?.first {
                    return try call(function, receiver: instance, arguments: args.items, at: location)
                }
                return try callGlobal(bound.name, args, at: location)
            }
            return try callMethod(bound.name, on: bound.receiver, &args, at: location)
        case .type(let name):
            return try construct(name, args, at: location)
        case .nilValue:
            throw SwiftDiagnostic(
                at: location, "calling nil (the app crashes here)", suggestion: "call it with ?()")
        default:
            throw SwiftDiagnostic(at: location, "\(value.typeName) cannot be called")
        }
    }

    /// A method of the file on a receiver, its arguments matched to its parameters.
    func call(
        _ function: SwiftFunction, receiver: SwiftValue, arguments: [SwiftArgumentValue],
        at location: SwiftLocation
    )
        throws(SwiftDiagnostic) -> SwiftValue
    {
        try enterCall(at: location)
        defer { callDepth -= 1 }
        let scope = SwiftScope(parent: globals)
        scope.define("self", receiver)
        var next = 0
        for parameter in function.parameters {
            if next < arguments.count,
                arguments[next].label == parameter.label
                    || (arguments[next].label == nil && isClosure(arguments[next].value))
            {
                scope.define(
                    parameter.name, try convert(arguments[next].value, to: parameter.type, at: location))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                scope.define(parameter.name, try evaluate(defaultValue, in: scope))
            } else {
                throw SwiftDiagnostic(
                    at: location, "\(function.signature) takes '\(parameter.label ?? "_"):' here",
                    suggestion: "pass it as the declaration asks")
            }
        }
        guard next == arguments.count else {
            throw SwiftDiagnostic(
                at: location, "\(function.signature) takes \(function.parameters.count) arguments")
        }
        return try runBody(function.body, in: scope)
    }

    private func isClosure(_ value: SwiftValue) -> Bool {
        switch value {
        case .closure, .nilValue, .method: return true
        default: return false
        }
    }

    /// A body's result: its `return`, or the value of a lone expression (Swift's implicit return).
    func runBody(_ body: [SwiftStatement], in scope: SwiftScope) throws(SwiftDiagnostic) -> SwiftValue {
        if body.count == 1, case .expression(let expression) = body[0].kind {
            statementsRun += 1
            currentLocation = body[0].location
            let value = try evaluate(expression, in: scope)
            if case .cancellable(let c) = value, !c.isStored { return value }
            return value
        }
        if case .returned(let value) = try execute(body, in: scope) { return value }
        return .void
    }

    func callClosure(_ function: SwiftFunctionValue, _ arguments: [SwiftValue], at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        try enterCall(at: location)
        defer { callDepth -= 1 }
        let scope = SwiftScope(parent: function.scope)
        if function.weakCaptures.contains("self"),
            case .object(let object)? = function.scope.lookup("self") ?? instance.asObject,
            object.isReleased
        {
            scope.define("self", .nilValue)
        }
        for (position, name) in function.parameters.enumerated() where name != "_" {
            scope.define(name, position < arguments.count ? arguments[position] : .nilValue)
        }
        if function.usesAnonymousArguments {
            for (position, value) in arguments.enumerated() { scope.define("$\(position)", value) }
        }
        return try runBody(function.body, in: scope)
    }

    /// Runs a closure handed to the engine (an animation block, a completion): its error goes to
    /// the sink when the engine cannot take it.
    func engineClosure(_ function: SwiftFunctionValue?, context: String) -> () -> Void {
        { [self] in
            guard let function else { return }
            runHandler(context: context) { () throws(SwiftDiagnostic) in
                _ = try callClosure(function, [], at: function.location)
            }
        }
    }

    // MARK: Methods on values

    func callMethod(
        _ name: String, on receiver: SwiftValue, _ args: inout SwiftCallArguments, at location: SwiftLocation
    )
        throws -> SwiftValue
    {
        let own = index.methods(named: name, of: receiver)
        if !own.isEmpty {
            let chosen = own.first { f in f.parameters.map(\.label) == args.labels } ?? own[0]
            return try call(chosen, receiver: receiver, arguments: args.items, at: location)
        }
        // Swift 2 called NSValue's accessors as methods: `CGRectValue()`.
        if args.items.isEmpty, name.hasSuffix("Value"),
            let value = try? member(name, of: receiver, at: location),
            !value.isMethod
        {
            return value
        }
        switch receiver {
        case .notificationCenter:
            return try callCenter(name, args, at: location)
        case .type(let type):
            return try callType(type, name, args, at: location)
        case .view(let view):
            return try callView(view, name, args, at: location)
        case .object(let object):
            if case .viewController(let view) = object.host {
                switch name {
                case "setNeedsStatusBarAppearanceUpdate", "becomeFirstResponder", "resignFirstResponder":
                    return .void
                case "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                    "viewDidDisappear":
                    return .void
                default: break
                }
                _ = view
            }
            if case .view(let view) = object.host { return try callView(view, name, args, at: location) }
        case .anchor(let item, let attribute):
            return try makeConstraint(item, attribute, name, args, at: location)
        case .animator(let animator):
            return try callAnimator(animator, name, args, at: location)
        case .mainQueue:
            return try callMainQueue(name, args, at: location)
        case .publisher(let publisher):
            return try callPublisher(publisher, name, args, at: location)
        case .window:
            // The window's layout pass is its root view's.
            switch name {
            case "layoutIfNeeded":
                root.layoutIfNeeded()
                return .void
            case "setNeedsLayout":
                root.setNeedsLayout()
                return .void
            case "endEditing", "convert", "convertRect", "convertPoint":
                // The root fills the window from its origin: the window's space is the root's.
                return try callView(root, name, args, at: location)
            default: break
            }
        case .cancellable(let cancellable):
            if name == "cancel" {
                cancellable.cancel()
                return .void
            }
        case .rect(let r):
            return try callRect(r, name, args, at: location)
        case .int, .uint, .double:
            if name == "rounded", let n = receiver.number { return .double(n.rounded()) }
        case .array(let items):
            switch name {
            case "forEach":
                guard case .closure(let f)? = args.first else { break }
                for item in items { _ = try callClosure(f, [item], at: location) }
                return .void
            case "map", "compactMap", "filter", "first", "contains":
                guard case .closure(let f)? = args.labelled("where") ?? args.first else {
                    if name == "contains", let wanted = args.first {
                        for item in items where try equal(item, wanted, at: location) { return .bool(true) }
                        return .bool(false)
                    }
                    break
                }
                var result: [SwiftValue] = []
                for item in items {
                    let value = try callClosure(f, [item], at: location)
                    switch name {
                    case "map": result.append(value)
                    case "compactMap": if !value.isNil { result.append(value) }
                    default:
                        guard case .bool(true) = value else { continue }
                        if name == "first" { return item }
                        if name == "contains" { return .bool(true) }
                        result.append(item)
                    }
                }
                if name == "first" { return .nilValue }
                if name == "contains" { return .bool(false) }
                return .array(result)
            default: break
            }
        case .constraint(let constraint):
            if name == "isActive" { return .bool(constraint.isActive) }
        default:
            break
        }
        throw SwiftDiagnostic(
            at: location, length: name.count, "\(receiver.typeName).\(name)(…) is outside what the lab runs",
            suggestion: "delete it, or write what it does with constraints, frames or insets")
    }

    private func mutateArray(
        _ items: [SwiftValue], _ name: String, _ args: SwiftCallArguments, in scope: SwiftScope,
        at location: SwiftLocation
    ) throws -> (array: [SwiftValue], result: SwiftValue) {
        var array = items
        switch name {
        case "append", "insert":
            if let added = args.first ?? args.labelled("contentsOf") {
                if args.has("contentsOf"), case .array(let more) = added {
                    array += more
                } else {
                    array.append(added)
                }
                markStored(added)
            }
        case "formUnion":
            if case .array(let more)? = args.first { array += more }
        case "removeAll":
            releaseSubscriptions(.array(items), keeping: .void)
            array.removeAll()
        case "removeFirst":
            guard !array.isEmpty else {
                throw SwiftDiagnostic(at: location, "removeFirst on an empty array (the app crashes here)")
            }
            let first = array.removeFirst()
            return (array, first)
        case "removeLast":
            guard !array.isEmpty else {
                throw SwiftDiagnostic(at: location, "removeLast on an empty array (the app crashes here)")
            }
            let last = array.removeLast()
            return (array, last)
        default:
            throw SwiftDiagnostic(at: location, "Array.\(name)(…) is outside what the lab runs")
        }
        return (array, .void)
    }

    /// `cancellable.store(in: &set)`: kept until the set lets it go.
    private func store(
        _ cancellable: SwiftCancellable, _ args: SwiftCallArguments, in scope: SwiftScope,
        at location: SwiftLocation
    ) throws -> SwiftValue {
        cancellable.isStored = true
        guard let target = args.expressions.first?.value else { return .void }
        var place = target
        if case .prefix("&", let inner) = target.kind { place = inner }
        let current = try evaluate(place, in: scope)
        if case .array(let items) = current {
            try store(.array(items + [.cancellable(cancellable)]), into: place, in: scope, at: location)
        } else if current.isNil {
            try store(.array([.cancellable(cancellable)]), into: place, in: scope, at: location)
        }
        return .void
    }

    // MARK: Globals

    /// Swift 2's geometry functions (`CGRectMake`, `CGRectGetMaxY`…).
    static let legacyGeometry: Set<String> = [
        "CGRectMake", "CGPointMake", "CGSizeMake", "UIEdgeInsetsMake", "CGRectGetHeight", "CGRectGetWidth",
        "CGRectGetMinX", "CGRectGetMinY", "CGRectGetMaxX", "CGRectGetMaxY", "CGRectGetMidX", "CGRectGetMidY",
        "CGAffineTransformMakeTranslation", "CGRectIntersection", "CGRectIntersectsRect",
        "dispatch_get_main_queue",
        "dispatch_async",
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

extension SwiftValue {
    var asObject: SwiftValue? {
        if case .object = self { return self }
        return nil
    }
}
