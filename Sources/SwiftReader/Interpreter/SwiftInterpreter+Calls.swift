import KeyboardLab

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
        // A stored closure called through its object (`manager.bottomConstant()`).
        if case .object(let object) = receiver, case .closure(let stored)? = object.properties[name] {
            return try callClosure(stored, args.items.map(\.value), at: location)
        }
        // Swift 2's `UIApplication.sharedApplication()`.
        if case .type("UIApplication") = receiver, name == "sharedApplication", args.items.isEmpty {
            return .application
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
            if object.typeName == "UIPanGestureRecognizer", let result = callRecognizer(object, name, args) {
                return result
            }
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

}

extension SwiftValue {
    var asObject: SwiftValue? {
        if case .object = self { return self }
        return nil
    }
}
