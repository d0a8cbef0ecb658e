import KeyboardLab

/// Reading and writing members: views (frame, center, transform, alpha, insets), constraints
/// (constant, isActive, priority), rects and insets, userInfo, the objects of the file.
extension SwiftInterpreter {
    /// `receiver.name`. `quiet` lookups (an unqualified name tried on `self`) throw without a
    /// message worth showing.
    func member(_ name: String, of receiver: SwiftValue, at location: SwiftLocation, quiet: Bool = false)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        if let found = try readMember(name, of: receiver, at: location) { return found }
        if let property = index.extensionProperty(named: name, of: receiver) {
            if let getter = property.getter { return try runGetter(getter, of: receiver, at: location) }
            if let value = property.value { return try evaluate(value, in: SwiftScope(parent: globals)) }
        }
        if !index.methods(named: name, of: receiver).isEmpty
            || SwiftInterpreter.hasBuiltInMethod(name, receiver)
        {
            return .method(SwiftBoundMethod(receiver: receiver, name: name))
        }
        throw SwiftDiagnostic(
            at: location, length: name.count,
            quiet ? "" : "\(receiver.typeName) has no member '\(name)' the lab models",
            suggestion: "delete it, or write what it computes")
    }

    private func readMember(_ name: String, of receiver: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue?
    {
        switch receiver {
        case .object(let object):
            if let stored = object.properties[name] { return stored }
            if let property = index.property(named: name, of: object.typeName), let getter = property.getter {
                return try runGetter(getter, of: receiver, at: location)
            }
            switch object.host {
            case .viewController(let view):
                switch name {
                case "view": return .view(view)
                case "navigationController", "tabBarController", "presentedViewController", "parent",
                    "splitViewController", "inputAccessoryView":
                    // The lab's view controller stands alone: no container, nothing presented.
                    return .nilValue
                case "isViewLoaded": return .bool(true)
                case "additionalSafeAreaInsets":
                    return .insets(simulator.window.rootViewController.additionalSafeAreaInsets)
                default:
                    // An outlet the file never declared (a pasted block's `self.bottom`): the scene's.
                    if index.property(named: name, of: object.typeName) == nil,
                        index.methods(named: name, of: receiver).isEmpty
                    {
                        return labObject(named: world.mapping[name] ?? name)
                    }
                    return nil
                }
            case .view(let view):
                return try readMember(name, of: .view(view), at: location)
            case .constraint(let constraint):
                return try readMember(name, of: .constraint(constraint), at: location)
            case .none:
                return nil
            }
        case .view(let view):
            return try viewMember(name, view, at: location)
        case .constraint(let constraint):
            switch name {
            case "constant": return .double(constraint.constant)
            case "isActive", "active": return .bool(constraint.isActive)
            case "priority": return .priority(Double(constraint.priority.rawValue))
            case "identifier": return constraint.identifier.map { .string($0) } ?? .nilValue
            case "multiplier": return .double(constraint.multiplier)
            case "firstItem": return item(constraint.firstItem)
            case "secondItem": return constraint.secondItem.map(item) ?? .nilValue
            default: return nil
            }
        case .rect(let r):
            return rectMember(name, r)
        case .zero:
            return rectMember(name, .zero) ?? insetsMember(name, .zero)
        case .point(let p):
            switch name {
            case "x": return .double(p.x)
            case "y": return .double(p.y)
            case "cgPointValue", "CGPointValue": return receiver
            default: return nil
            }
        case .size(let s):
            switch name {
            case "width": return .double(s.width)
            case "height": return .double(s.height)
            case "cgSizeValue", "CGSizeValue": return receiver
            default: return nil
            }
        case .insets(let i):
            return insetsMember(name, i)
        case .indexPath(let row, let section):
            switch name {
            case "row", "item": return .int(row)
            case "section": return .int(section)
            default: return nil
            }
        case .transform(let t):
            switch name {
            case "tx": return .double(t.x)
            case "ty": return .double(t.y)
            case "isIdentity": return .bool(t == .zero)
            default: return nil
            }
        case .int, .uint, .double, .bool, .animationCurve:
            return numberMember(name, receiver)
        case .notification(let post):
            switch name {
            case "userInfo": return .userInfo(post.userInfo)
            case "name": return .notificationName(post.name)
            case "object": return post.object == .screen ? .screen : .nilValue
            default: return nil
            }
        case .userInfo(let info):
            switch name {
            case "count": return .int(info.entries.count)
            case "isEmpty": return .bool(info.entries.isEmpty)
            default: return nil
            }
        case .notificationName(let n):
            return name == "rawValue" ? .string(n.objcName) : nil
        case .userInfoKey(let key):
            return name == "rawValue" ? .string(key.rawValue) : nil
        case .animationOptions(let bits), .keyframeOptions(let bits):
            return name == "rawValue" ? .uint(bits) : nil
        case .priority(let p):
            return name == "rawValue" ? .double(p) : nil
        case .keyboardGuide(let view):
            let guide = view.keyboardLayoutGuide
            if let anchor = anchor(name, of: guide) { return anchor }
            switch name {
            case "layoutFrame": return .rect(guide.layoutFrame)
            case "followsUndockedKeyboard": return .bool(guide.followsUndockedKeyboard)
            case "usesBottomSafeArea": return .bool(guide.usesBottomSafeArea)
            case "keyboardDismissPadding": return .double(guide.keyboardDismissPadding)
            default: return nil
            }
        case .safeAreaGuide(let view):
            let guide = view.safeAreaLayoutGuide
            if let anchor = anchor(name, of: guide) { return anchor }
            return name == "layoutFrame" ? .rect(guide.layoutFrame) : nil
        case .layoutGuide(let guide):
            if let anchor = anchor(name, of: guide) { return anchor }
            switch name {
            case "layoutFrame": return .rect(guide.layoutFrame)
            case "owningView": return guide.owningView.map { .view($0) } ?? .nilValue
            default: return nil
            }
        case .application:
            switch name {
            case "keyWindow": return .window
            case "windows": return .array([.window])
            case "shared", "sharedApplication": return .application
            default: return nil
            }
        case .window:
            switch name {
            case "frame", "bounds": return .rect(simulator.window.bounds)
            case "safeAreaInsets": return .insets(simulator.window.safeAreaInsets)
            case "rootViewController": return instance
            case "isKeyWindow": return .bool(true)
            default: return nil
            }
        case .screen:
            switch name {
            case "bounds": return .rect(simulator.window.screen.bounds)
            case "coordinateSpace", "fixedCoordinateSpace": return .screen
            case "main": return .screen
            default: return nil
            }
        case .animator(let animator):
            switch name {
            case "isRunning": return .bool(animator.isRunning)
            case "fractionComplete": return .double(animator.fractionComplete)
            case "state": return .int(animator.state.rawValue)
            case "duration": return .double(animator.duration)
            case "isReversed": return .bool(animator.isReversed)
            default: return nil
            }
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .nilValue
            case "last": return items.last ?? .nilValue
            default: return nil
            }
        case .string(let s):
            switch name {
            case "isEmpty": return .bool(s.isEmpty)
            case "count": return .int(s.count)
            default: return nil
            }
        case .type(let type):
            return try typeMember(type, name, at: location)
        case .namespace("UIDevice.current"):
            switch name {
            case "userInterfaceIdiom": return .string(isPad ? "idiom.pad" : "idiom.phone")
            case "orientation": return .namespace("UIDevice.current.orientation")
            default: return nil
            }
        case .namespace("UIDevice.current.orientation"):
            let screen = simulator.window.screen.bounds
            switch name {
            case "isLandscape": return .bool(screen.width > screen.height)
            case "isPortrait": return .bool(screen.width <= screen.height)
            default: return nil
            }
        case .namespace(let path):
            let spelled = path + "." + name
            if let meaning = UIKitVocabulary.qualified[spelled] { return value(of: meaning) }
            if let canonical = UIKitVocabulary.canonicalType(spelled) { return .type(canonical) }
            return nil
        case .notificationCenter, .mainQueue, .token, .publisher, .cancellable, .closure, .method, .void,
            .nilValue,
            .anchor, .selector, .timing, .animatingPosition, .keyboardDismissMode, .range, .scrollPosition:
            return nil
        }
    }

    /// Whether `name` is a method the interpreter runs on values like `receiver`.
    static func hasBuiltInMethod(_ name: String, _ receiver: SwiftValue) -> Bool {
        switch receiver {
        case .view, .object: return viewMethods.contains(name)
        case .notificationCenter, .mainQueue, .publisher, .cancellable, .animator, .anchor, .rect, .array:
            return true
        default: return false
        }
    }

    static let viewMethods: Set<String> = [
        "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
        "setNeedsDisplay",
        "layoutSubviews", "convert", "convertRect", "convertPoint", "setContentOffset", "scrollRectToVisible",
        "scrollRangeToVisible", "scrollToRow", "numberOfRows", "addLayoutGuide",
        "endEditing", "resignFirstResponder", "becomeFirstResponder",
    ]

    /// A constraint's item as the code sees it: a view, or a layout guide (its owning view's).
    func item(_ item: any LayoutItem) -> SwiftValue {
        if let view = item as? View { return .view(view) }
        if let guide = item as? KeyboardLayoutGuide, let owner = guide.owningView {
            return .keyboardGuide(owner)
        }
        if let guide = item as? LayoutGuide, guide.kind != .safeArea { return .layoutGuide(guide) }
        if let owner = item.owningView { return .safeAreaGuide(owner) }
        return .nilValue
    }

    /// Whether the lab's device is an iPad (`UIDevice.current.userInterfaceIdiom == .pad`).
    var isPad: Bool { simulator.keyboard.device.family == .pad }

    func notModelled(_ what: String, at location: SwiftLocation) -> SwiftDiagnostic {
        SwiftDiagnostic(
            at: location, length: what.count, "\(what) is not modelled by the lab",
            suggestion: "delete it, or write its effect on a constraint the scene has")
    }

    func typeMember(_ type: String, _ name: String, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue?
    {
        if let static_ = index.property(named: name, of: type), static_.isStatic, let value = static_.value {
            return try evaluate(value, in: SwiftScope(parent: globals))
        }
        for spelling in SwiftInterpreter.spellings(of: type) {
            if let meaning = UIKitVocabulary.qualified[spelling + "." + name] { return value(of: meaning) }
        }
        if let canonical = UIKitVocabulary.canonicalType(type + "." + name) { return .type(canonical) }
        return nil
    }

    /// The spellings a canonical type has in the vocabulary.
    static func spellings(of canonical: String) -> [String] {
        [canonical]
            + UIKitVocabulary.typeNames.filter { $0.value == canonical && $0.key != canonical }.map(\.key)
            .sorted()
    }

    private func runGetter(_ getter: [SwiftStatement], of receiver: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        try enterCall(at: location)
        defer { callDepth -= 1 }
        let scope = SwiftScope(parent: globals)
        scope.define("self", receiver)
        return try runBody(getter, in: scope)
    }

    func rectMember(_ name: String, _ r: Rect) -> SwiftValue? {
        switch name {
        case "origin": return .point(r.origin)
        case "size": return .size(r.size)
        case "width": return .double(r.width)
        case "height": return .double(r.height)
        case "minX": return .double(r.minX)
        case "minY": return .double(r.minY)
        case "maxX": return .double(r.maxX)
        case "maxY": return .double(r.maxY)
        case "midX": return .double(r.midX)
        case "midY": return .double(r.midY)
        case "isEmpty": return .bool(r.isEmpty)
        case "isNull": return .bool(r.origin.x.isInfinite || r.origin.y.isInfinite)
        case "isInfinite": return .bool(false)
        case "standardized": return .rect(r.standardized)
        case "cgRectValue", "CGRectValue", "rectValue": return .rect(r)
        default: return nil
        }
    }

    func insetsMember(_ name: String, _ i: EdgeInsets) -> SwiftValue? {
        switch name {
        case "top": return .double(i.top)
        case "left", "leading": return .double(i.left)
        case "bottom": return .double(i.bottom)
        case "right", "trailing": return .double(i.right)
        case "uiEdgeInsetsValue": return .insets(i)
        default: return nil
        }
    }

    /// `NSNumber`'s accessors on a number from userInfo, and the numeric properties Swift code reads.
    func numberMember(_ name: String, _ value: SwiftValue) -> SwiftValue? {
        let number = value.number ?? (value.boolValue.map { $0 ? 1 : 0 })
        guard let number else { return nil }
        switch name {
        case "doubleValue", "floatValue", "cgFloatValue": return .double(number)
        case "intValue", "integerValue", "int32Value", "int64Value":
            return .int(Int(exactly: number.rounded(.towardZero)) ?? 0)
        case "uintValue", "unsignedIntegerValue", "unsignedIntValue", "uint32Value":
            let truncated = number.rounded(.towardZero)
            return .uint(
                truncated >= 0
                    ? UInt(exactly: truncated) ?? 0 : UInt(bitPattern: Int(exactly: truncated) ?? 0))
        case "boolValue": return .bool(number != 0)
        case "rawValue":
            if case .animationCurve(let raw) = value { return .int(raw) }
            return nil
        case "magnitude": return .double(abs(number))
        case "isZero": return .bool(number == 0)
        case "isNaN": return .bool(number.isNaN)
        default: return nil
        }
    }

    func anchor(_ name: String, of item: any LayoutItem) -> SwiftValue? {
        let attributes: [String: LayoutAttribute] = [
            "topAnchor": .top, "bottomAnchor": .bottom, "leadingAnchor": .leading,
            "trailingAnchor": .trailing,
            "leftAnchor": .left, "rightAnchor": .right, "heightAnchor": .height, "widthAnchor": .width,
            "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        ]
        return attributes[name].map { .anchor(item, $0) }
    }

    func viewMember(_ name: String, _ view: View, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue?
    {
        if let anchor = anchor(name, of: view) { return anchor }
        switch name {
        case "frame": return .rect(view.frame)
        case "bounds": return .rect(view.bounds)
        case "center": return .point(view.center)
        case "transform": return .transform(simulator.translation(of: view, presentation: false))
        case "alpha": return .double(simulator.alpha(of: view, presentation: false))
        case "superview": return view.superview.map { .view($0) } ?? .nilValue
        case "window": return view.window == nil ? .nilValue : .window
        case "subviews": return .array(view.subviews.map { .view($0) })
        case "safeAreaInsets": return .insets(view.safeAreaInsets)
        case "safeAreaLayoutGuide": return .safeAreaGuide(view)
        case "keyboardLayoutGuide":
            simulator.noteKeyboardGuideUse(.keyboardLayoutGuide)
            return .keyboardGuide(view)
        case "layoutMargins": return .insets(view.layoutMargins)
        case "constraints": return .array(view.constraintsInvolvingView.map { .constraint($0) })
        case "translatesAutoresizingMaskIntoConstraints":
            return .bool(view.translatesAutoresizingMaskIntoConstraints)
        case "tag": return .int(0)
        case "isFirstResponder": return .bool(false)
        default: break
        }
        if let scroll = view as? ScrollView {
            switch name {
            case "contentInset": return .insets(scroll.contentInset)
            case "scrollIndicatorInsets", "verticalScrollIndicatorInsets":
                return .insets(scroll.verticalScrollIndicatorInsets)
            case "horizontalScrollIndicatorInsets": return .insets(scroll.horizontalScrollIndicatorInsets)
            case "contentOffset": return .point(scroll.contentOffset)
            case "contentSize": return .size(scroll.contentSize)
            case "keyboardDismissMode": return .keyboardDismissMode(scroll.keyboardDismissMode)
            case "numberOfSections" where view is TableView: return .int(1)
            // The lab's text has no caret: it stands at the end of the text, where typing leaves it.
            case "selectedRange" where view is TextView: return .range(Int.max, 0)
            case "adjustedContentInset": return .insets(scroll.adjustedContentInset)
            default: break
            }
        }
        return nil
    }

    // MARK: Writing

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
    private func runObserver(
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

    private func setViewMember(_ name: String, _ view: View, _ value: SwiftValue, at location: SwiftLocation)
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

extension SwiftValue {
    /// True for the values Swift passes by reference (setting their members changes them in place).
    var isReference: Bool {
        switch self {
        case .view, .constraint, .object, .keyboardGuide, .animator, .safeAreaGuide, .layoutGuide: return true
        default: return false
        }
    }

    var rectValue: Rect? {
        if case .rect(let r) = self { return r }
        return nil
    }
    var pointValue: Point? {
        if case .point(let p) = self { return p }
        return nil
    }
    var sizeValue: Size? {
        if case .size(let s) = self { return s }
        return nil
    }
    var insetsValue: EdgeInsets? {
        if case .insets(let i) = self { return i }
        return nil
    }
    var transformValue: Point? {
        if case .transform(let t) = self { return t }
        return nil
    }
    var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// True for a zero of any geometry type.
    var isZeroValue: Bool {
        switch self {
        case .zero: return true
        case .rect(let r): return r == .zero
        case .point(let p): return p == .zero
        case .size(let s): return s == .zero
        case .insets(let i): return i == .zero
        case .transform(let t): return t == .zero
        default: return number == 0
        }
    }

    /// The zero of a type as written (`CGFloat` → 0.0, `UIEdgeInsets` → .zero), nil for a type
    /// without one.
    static func zeroValue(ofType written: String) -> SwiftValue? {
        switch UIKitVocabulary.canonicalType(written) {
        case "Double": return .double(0)
        case "Int": return .int(0)
        case "UInt": return .uint(0)
        case "Bool": return .bool(false)
        case "String": return .string("")
        case "CGRect": return .rect(.zero)
        case "CGPoint": return .point(.zero)
        case "CGSize": return .size(.zero)
        case "UIEdgeInsets": return .insets(.zero)
        case "CGAffineTransform": return .transform(.zero)
        default: return nil
        }
    }
}
