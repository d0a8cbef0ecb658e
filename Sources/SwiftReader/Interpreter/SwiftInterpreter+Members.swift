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
        // An outlet of a view controller declared in another file (`extension ChatViewController`,
        // a snippet): the scene's object of that name, which the scene lacks.
        if !quiet, let missing = outletDeclaredElsewhere(name, of: receiver, at: location) { throw missing }
        throw SwiftDiagnostic(
            at: location, length: name.count,
            quiet ? "" : "\(receiver.typeName) has no member '\(name)' the lab models",
            suggestion: "delete it, or write what it computes")
    }

    /// An outlet of a view controller whose class is declared in another file (the file holds
    /// `extension ChatViewController`): the scene's object of that name, which the scene lacks.
    func outletDeclaredElsewhere(_ name: String, of receiver: SwiftValue, at location: SwiftLocation)
        -> SwiftDiagnostic?
    {
        guard case .object(let object) = receiver, case .viewController = object.host,
            index.hasType(object.typeName), !index.declaresType(object.typeName),
            index.property(named: name, of: object.typeName) == nil,
            index.methods(named: name, of: receiver).isEmpty
        else { return nil }
        return SwiftDiagnostic(
            at: location, length: name.count,
            "the scene has no view or constraint '\(world.mapping[name] ?? name)' for \(object.typeName).\(name), "
                + "declared outside this file (\(sceneListing))",
            suggestion: "name one so, or map it: technique NAME from FILE map \(name) to LABNAME")
    }

    /// The scene's views and constraints, for errors naming what it has.
    var sceneListing: String {
        let views = simulator.window.allViews.filter { $0 !== root }.map(\.name)
        let constraints = simulator.window.constraints().compactMap(\.identifier)
        return "views: \(views.isEmpty ? "none" : views.joined(separator: ", "));"
            + " constraints: \(constraints.isEmpty ? "none" : constraints.joined(separator: ", "))"
    }

    func readMember(_ name: String, of receiver: SwiftValue, at location: SwiftLocation)
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
            // The interface orientation (deprecated in iOS 13, still read): the lab's device's.
            case "statusBarOrientation": return .namespace("UIDevice.current.orientation")
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

    func runGetter(_ getter: [SwiftStatement], of receiver: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        try enterCall(at: location)
        defer { callDepth -= 1 }
        let scope = SwiftScope(parent: globals)
        scope.define("self", receiver)
        return try runBody(getter, in: scope)
    }

    // MARK: Writing

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
