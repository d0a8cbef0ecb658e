import KeyboardLab

/// Casts and conversions with Foundation's bridging: an `NSNumber` from userInfo casts to any
/// numeric type that holds its value exactly (`0.25 as? Int` is nil, `7 as! UInt` is 7), an
/// `NSValue` to the `CGRect` it boxes.
extension SwiftInterpreter {
    func cast(_ value: SwiftValue, _ kind: SwiftCastKind, to type: String, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        if value.isNil {
            if kind == .forced {
                throw SwiftDiagnostic(
                    at: location, "'as!' met nil: the app crashes here", suggestion: "use as? and unwrap it")
            }
            return .nilValue
        }
        let result = bridged(value, to: type)
        if let result { return result }
        switch kind {
        case .conditional:
            return .nilValue
        case .forced:
            throw SwiftDiagnostic(
                at: location,
                "could not cast a value of type \(value.typeName) to \(type): the app crashes here",
                suggestion: "the userInfo value is \(value.typeName); cast to that")
        case .plain:
            return value
        }
    }

    /// The value as `type` when Foundation's bridging allows it, else nil.
    func bridged(_ value: SwiftValue, to written: String) -> SwiftValue? {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type == "Any" || type == "AnyObject" || type == "NSObject" || type == "AnyHashable" {
            return value
        }
        if type.hasPrefix("[") || type == "NSDictionary" || type.hasPrefix("Dictionary") {
            if case .userInfo = value { return value }
            if case .array = value { return value }
            return nil
        }
        let canonical = UIKitVocabulary.canonicalType(type) ?? (index.hasType(type) ? type : nil)
        switch (canonical, value) {
        case ("NSValue", .rect), ("NSValue", .point), ("NSValue", .size): return value
        case ("CGRect", .rect), ("CGPoint", .point), ("CGSize", .size), ("UIEdgeInsets", .insets):
            return value
        case ("NSNumber", _) where value.number != nil || value.boolValue != nil: return value
        case ("Double", _):
            if let n = value.number { return .double(n) }
            return nil
        case ("Int", _):
            if let n = value.number, let exact = Int(exactly: n) { return .int(exact) }
            return nil
        case ("UInt", _):
            if let n = value.number, let exact = UInt(exactly: n) { return .uint(exact) }
            return nil
        case ("Bool", .bool): return value
        case ("Bool", _):
            // NSNumber bridges to Bool only from 0 and 1.
            if let n = value.number, n == 0 || n == 1 { return .bool(n == 1) }
            return nil
        case ("String", .string): return value
        case ("String", .userInfoKey(let key)): return .string(key.rawValue)
        case ("UIView", .view): return value
        case ("UIView", .object(let object)) where object.hostView != nil: return value
        case ("NSLayoutConstraint", .constraint): return value
        case ("Notification", .notification): return value
        case ("UIView.AnimationCurve", _):
            if let n = value.number, let raw = Int(exactly: n) { return .animationCurve(raw) }
            return nil
        case (let name?, .object(let object)) where object.typeName == name: return value
        default:
            if type == "UIViewController", case .object = value { return value }
            return nil
        }
    }

    /// A value converted to a declared type (`let x: CGFloat = 0`, a property's type); a type the
    /// lab does not know leaves the value as it is.
    func convert(_ value: SwiftValue, to written: String?, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        guard let written, !value.isNil else { return value }
        if case .zero = value, let zero = SwiftValue.zeroValue(ofType: written) { return zero }
        switch UIKitVocabulary.canonicalType(written) {
        case "Double": return value.number.map { .double($0) } ?? value
        case "Int":
            if case .double = value { return value }  // a CGFloat stays one; Swift would not compile the mix
            return value.number.map { .int(Int(exactly: $0) ?? Int($0.rounded(.towardZero))) } ?? value
        case "UInt":
            if case .int(let v) = value, v >= 0 { return .uint(UInt(v)) }
            return value
        case "UIView.AnimationOptions":
            if case .array(let items) = value { return try optionSet(items, keyframes: false, at: location) }
            return value
        case "UIView.KeyframeAnimationOptions":
            if case .array(let items) = value { return try optionSet(items, keyframes: true, at: location) }
            if case .animationOptions(let bits) = value { return .keyframeOptions(bits) }
            return value
        default:
            return value
        }
    }

    /// `[.beginFromCurrentState, .curveEaseOut]` as one option set.
    func optionSet(_ items: [SwiftValue], keyframes: Bool, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        var bits: UInt = 0
        for item in items {
            switch item {
            case .animationOptions(let b), .keyframeOptions(let b): bits |= b
            default:
                throw SwiftDiagnostic(
                    at: location, "an option set holds options, this holds \(item.typeName)")
            }
        }
        return keyframes ? .keyframeOptions(bits) : .animationOptions(bits)
    }

    /// `userInfo[key]`, `array[i]`.
    func subscriptValue(_ receiver: SwiftValue, _ arguments: [SwiftValue], at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        guard arguments.count == 1, let key = arguments.first else {
            throw SwiftDiagnostic(at: location, "a subscript of one argument is expected")
        }
        switch (receiver, key) {
        case (.userInfo(let info), .userInfoKey(let k)):
            return SwiftInterpreter.boxed(info[k])
        case (.userInfo(let info), .string(let raw)):
            guard let k = KeyboardUserInfoKey(rawValue: raw) else { return .nilValue }
            return SwiftInterpreter.boxed(info[k])
        case (.array(let items), _) where items.isEmpty && key.number == nil:
            return .nilValue  // `[:]`: no key is there
        case (.array(let items), _):
            guard let n = key.number, let i = Int(exactly: n), items.indices.contains(i) else {
                throw SwiftDiagnostic(at: location, "index out of range (the app crashes here)")
            }
            return items[i]
        default:
            throw SwiftDiagnostic(
                at: location, "\(receiver.typeName) cannot be subscripted with \(key.typeName) here")
        }
    }

    /// A userInfo value as the NSValue/NSNumber iOS stores, unboxed.
    static func boxed(_ value: KeyboardUserInfoValue?) -> SwiftValue {
        switch value {
        case .rect(let r): return .rect(r)
        case .point(let p): return .point(p)
        case .double(let d): return .double(d)
        case .integer(let i): return .int(i)
        case .bool(let b): return .bool(b)
        case nil: return .nilValue
        }
    }
}
