import KeyboardLab

/// Writing: assignment through members (a value type changed and stored back where it came
/// from), views' geometry and insets, constraints, properties with their observers, and what
/// dropping a Combine subscription does.
extension SwiftInterpreter {
    /// `target op= value`: a local, a property of `self`, or a member path ending at a view,
    /// constraint or object (`self.frame.origin.y += d` writes the frame back).
    func assign(
        _ op: String, _ target: SwiftExpression, _ valueExpression: SwiftExpression, in scope: SwiftScope,
        at location: SwiftLocation
    ) throws {
        if case .discard = target.kind {
            let value = try evaluate(valueExpression, in: scope)
            if case .cancellable(let cancellable) = value, !cancellable.isStored { cancellable.cancel() }
            return
        }
        var value = try evaluate(valueExpression, in: scope)
        if op != "=" {
            let current = try evaluateChain(target, in: scope)
            value = try arithmetic(String(op.dropLast()), current, value, at: location)
        }
        try store(value, into: target, in: scope, at: location)
    }

    func store(
        _ value: SwiftValue, into target: SwiftExpression, in scope: SwiftScope, at location: SwiftLocation
    )
        throws
    {
        switch target.kind {
        case .identifier(let name):
            if scope.assign(name, value) { return }
            let this = scope.lookup("self") ?? instance
            try setMember(name, of: this, to: value, at: target.location)
        case .member(let base, let name):
            let receiver = try evaluateChain(base, in: scope)
            if receiver.isReference {
                try setMember(name, of: receiver, to: value, at: target.location)
            } else {
                // A value type: change the copy, then store it where it came from.
                let changed = try settingMember(name, of: receiver, to: value, at: target.location)
                try store(changed, into: base, in: scope, at: location)
            }
        case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
            try store(value, into: inner, in: scope, at: location)
        default:
            throw SwiftDiagnostic(at: target.location, "this cannot be assigned to")
        }
    }

    /// A value type with one member changed (`rect.origin.y = 4`).
    func settingMember(
        _ name: String, of receiver: SwiftValue, to value: SwiftValue, at location: SwiftLocation
    )
        throws(SwiftDiagnostic) -> SwiftValue
    {
        func number() throws(SwiftDiagnostic) -> Double {
            guard let n = value.number else {
                throw SwiftDiagnostic(at: location, "'\(name)' takes a number, this is \(value.typeName)")
            }
            return n
        }
        switch receiver {
        case .rect(var r):
            switch name {
            case "origin": r.origin = try convert(value, to: "CGPoint", at: location).pointValue ?? r.origin
            case "size": r.size = try convert(value, to: "CGSize", at: location).sizeValue ?? r.size
            default: throw SwiftDiagnostic(at: location, "CGRect's '\(name)' is read-only")
            }
            return .rect(r)
        case .point(var p):
            switch name {
            case "x": p.x = try number()
            case "y": p.y = try number()
            default: throw SwiftDiagnostic(at: location, "CGPoint has no '\(name)'")
            }
            return .point(p)
        case .size(var s):
            switch name {
            case "width": s.width = try number()
            case "height": s.height = try number()
            default: throw SwiftDiagnostic(at: location, "CGSize has no '\(name)'")
            }
            return .size(s)
        case .insets(var i):
            switch name {
            case "top": i.top = try number()
            case "left", "leading": i.left = try number()
            case "bottom": i.bottom = try number()
            case "right", "trailing": i.right = try number()
            default: throw SwiftDiagnostic(at: location, "UIEdgeInsets has no '\(name)'")
            }
            return .insets(i)
        case .zero:
            if ["top", "left", "bottom", "right"].contains(name) {
                return try settingMember(name, of: .insets(.zero), to: value, at: location)
            }
            return try settingMember(name, of: .rect(.zero), to: value, at: location)
        default:
            throw SwiftDiagnostic(at: location, "\(receiver.typeName)'s '\(name)' cannot be set here")
        }
    }

    /// Sets a member of a reference: a view's geometry, a constraint, a property of an object.
    func setMember(_ name: String, of receiver: SwiftValue, to value: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic)
    {
        switch receiver {
        case .object(let object):
            if object.properties[name] != nil || index.property(named: name, of: object.typeName) != nil {
                let declared = index.property(named: name, of: object.typeName)
                let old = object.properties[name]
                let new = try convert(value, to: declared?.type, at: location)
                // willSet and didSet run, except when set from inside its own observer (as in Swift).
                let observing = ObjectIdentifier(object)
                let inside = observersRunning.contains { $0.0 == observing && $0.1 == name }
                if !inside, let willSet = declared?.willSet {
                    try runObserver(willSet, of: object, name, binding: ("newValue", new), at: location)
                }
                object.properties[name] = new
                if let old { releaseSubscriptions(old, keeping: value) }
                markStored(value)
                if !inside, let didSet = declared?.didSet {
                    try runObserver(
                        didSet, of: object, name, binding: ("oldValue", old ?? .nilValue), at: location)
                }
                return
            }
            if case .viewController = object.host, name == "additionalSafeAreaInsets" {
                guard let insets = try convert(value, to: "UIEdgeInsets", at: location).insetsValue else {
                    throw typeError(name, "UIEdgeInsets", value, at: location)
                }
                simulator.window.rootViewController.additionalSafeAreaInsets = insets
                return
            }
            if case .view(let view) = object.host {
                return try setMember(name, of: .view(view), to: value, at: location)
            }
            if case .constraint(let constraint) = object.host {
                return try setMember(name, of: .constraint(constraint), to: value, at: location)
            }
            throw SwiftDiagnostic(
                at: location, length: name.count, "\(object.typeName) has no property '\(name)'",
                suggestion: "declare it")
        case .view(let view):
            try setViewMember(name, view, value, at: location)
        case .constraint(let constraint):
            switch name {
            case "constant":
                guard let n = value.number else {
                    throw typeError("constant", "a number", value, at: location)
                }
                constraint.constant = n
            case "isActive", "active":
                guard case .bool(let on) = value else { throw typeError(name, "a Bool", value, at: location) }
                if on {
                    do {
                        try constraint.activate()
                        simulator.noteKeyboardGuideUse(by: constraint)
                    } catch {
                        throw SwiftDiagnostic(at: location, "activating the constraint failed: \(error)")
                    }
                } else {
                    constraint.deactivate()
                }
            case "priority":
                guard let n = value.number else {
                    throw typeError("priority", "a priority", value, at: location)
                }
                do {
                    try constraint.setPriority(LayoutPriority(rawValue: Float(n)))
                } catch {
                    throw SwiftDiagnostic(
                        at: location, "changing this priority raises an exception on iOS: \(error)",
                        suggestion: "a required constraint's priority cannot change once installed")
                }
            case "identifier":
                if case .string(let s) = value { constraint.identifier = s }
            default:
                throw SwiftDiagnostic(at: location, "NSLayoutConstraint's '\(name)' is not one the lab sets")
            }
        case .keyboardGuide(let view):
            let guide = view.keyboardLayoutGuide
            switch (name, value) {
            case ("followsUndockedKeyboard", .bool(let b)): guide.followsUndockedKeyboard = b
            case ("usesBottomSafeArea", .bool(let b)): guide.usesBottomSafeArea = b
            case ("keyboardDismissPadding", _) where value.number != nil:
                guide.keyboardDismissPadding = value.number ?? 0
            default:
                throw SwiftDiagnostic(
                    at: location, "the keyboard layout guide's '\(name)' is not one the lab sets")
            }
        default:
            throw SwiftDiagnostic(at: location, "\(receiver.typeName)'s '\(name)' cannot be set")
        }
    }

    /// Runs a property's willSet or didSet with `self` and `newValue`/`oldValue`.
    func runObserver(
        _ body: [SwiftStatement], of object: SwiftObject, _ name: String, binding: (String, SwiftValue),
        at location: SwiftLocation
    ) throws(SwiftDiagnostic) {
        try enterCall(at: location)
        observersRunning.append((ObjectIdentifier(object), name))
        defer {
            observersRunning.removeLast()
            callDepth -= 1
        }
        let scope = SwiftScope(parent: globals)
        scope.define("self", .object(object))
        scope.define(binding.0, binding.1)
        _ = try execute(body, in: scope)
    }

    func typeError(_ name: String, _ expected: String, _ value: SwiftValue, at location: SwiftLocation)
        -> SwiftDiagnostic
    {
        SwiftDiagnostic(at: location, "'\(name)' takes \(expected), this is \(value.typeName)")
    }

    func setViewMember(_ name: String, _ view: View, _ value: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic)
    {
        func insets() throws(SwiftDiagnostic) -> EdgeInsets {
            guard let i = try convert(value, to: "UIEdgeInsets", at: location).insetsValue else {
                throw typeError(name, "UIEdgeInsets", value, at: location)
            }
            return i
        }
        switch name {
        case "frame":
            guard let r = try convert(value, to: "CGRect", at: location).rectValue else {
                throw typeError(name, "a CGRect", value, at: location)
            }
            view.frame = r
            return
        case "bounds":
            guard let r = try convert(value, to: "CGRect", at: location).rectValue else {
                throw typeError(name, "a CGRect", value, at: location)
            }
            simulator.setBounds(r, of: view)
            return
        case "center":
            guard let p = try convert(value, to: "CGPoint", at: location).pointValue else {
                throw typeError(name, "a CGPoint", value, at: location)
            }
            simulator.setCenter(p, of: view)
            return
        case "transform":
            guard let t = try convert(value, to: "CGAffineTransform", at: location).transformValue else {
                throw typeError(name, "a CGAffineTransform", value, at: location)
            }
            simulator.setTranslation(t, of: view)
            return
        case "alpha":
            guard let a = value.number else { throw typeError(name, "a number", value, at: location) }
            simulator.setAlpha(a, of: view)
            return
        case "translatesAutoresizingMaskIntoConstraints":
            if case .bool(let b) = value { view.translatesAutoresizingMaskIntoConstraints = b }
            return
        default:
            break
        }
        if let scroll = view as? ScrollView {
            switch name {
            case "contentInset":
                scroll.contentInset = try insets()
                return
            case "scrollIndicatorInsets":
                let i = try insets()
                scroll.verticalScrollIndicatorInsets = i
                scroll.horizontalScrollIndicatorInsets = i
                return
            case "verticalScrollIndicatorInsets":
                scroll.verticalScrollIndicatorInsets = try insets()
                return
            case "horizontalScrollIndicatorInsets":
                scroll.horizontalScrollIndicatorInsets = try insets()
                return
            case "keyboardDismissMode":
                guard case .keyboardDismissMode(let mode) = value else {
                    throw typeError(name, "a UIScrollView.KeyboardDismissMode", value, at: location)
                }
                scroll.keyboardDismissMode = mode
                return
            case "contentOffset":
                guard let p = try convert(value, to: "CGPoint", at: location).pointValue else {
                    throw typeError(name, "a CGPoint", value, at: location)
                }
                scroll.contentOffset = p
                return
            default:
                break
            }
        }
        throw SwiftDiagnostic(
            at: location, length: name.count, "UIView's '\(name)' is not one the lab models",
            suggestion: "frame, center, transform, alpha, bounds and a scroll view's insets are")
    }

    /// Dropping an `AnyCancellable` (or a set of them) cancels it.
    func releaseSubscriptions(_ old: SwiftValue, keeping new: SwiftValue) {
        func cancellables(_ value: SwiftValue) -> [SwiftCancellable] {
            switch value {
            case .cancellable(let c): return [c]
            case .array(let items): return items.flatMap(cancellables)
            default: return []
            }
        }
        let kept = cancellables(new)
        for c in cancellables(old) where !kept.contains(where: { $0 === c }) { c.cancel() }
    }

    func markStored(_ value: SwiftValue) {
        switch value {
        case .cancellable(let c): c.isStored = true
        case .array(let items): for item in items { markStored(item) }
        default: break
        }
    }
}
