import KeyboardLab

/// An optional chain that met nil: the whole chain is nil.
struct SwiftChainStopped: Error {}

/// An argument after evaluation.
struct SwiftArgumentValue {
    var label: String?
    var value: SwiftValue
}

/// Expressions: names, literals, operators on Swift's numbers, optionals (`?.`, `!`, `??`,
/// `as?`), casts with Foundation's bridging, assignment through members.
extension SwiftInterpreter {
    /// The value of an expression; an optional chain in it that meets nil makes it nil.
    func evaluate(_ expression: SwiftExpression, in scope: SwiftScope) throws(SwiftDiagnostic) -> SwiftValue {
        do {
            return try evaluateChain(expression, in: scope)
        } catch let error as SwiftDiagnostic {
            throw error
        } catch {
            return .nilValue
        }
    }

    /// The value of a postfix chain (`a?.b.c()`): stops with `SwiftChainStopped` at a `?` on nil.
    func evaluateChain(_ expression: SwiftExpression, in scope: SwiftScope) throws -> SwiftValue {
        let at = expression.location
        switch expression.kind {
        case .integer(let v): return .int(v)
        case .float(let v): return .double(v)
        case .boolean(let v): return .bool(v)
        case .nilLiteral: return .nilValue
        case .string(let pieces):
            var text = ""
            for piece in pieces {
                switch piece {
                case .text(let t): text += t
                case .interpolation(let e): text += try evaluate(e, in: scope).printed
                }
            }
            return .string(text)
        case .identifier(let name):
            return try lookup(name, in: scope, at: at)
        case .implicitMember(let name):
            return try implicitMember(name, at: at)
        case .member(let base, let name):
            let receiver = try evaluateChain(base, in: scope)
            return try member(name, of: receiver, at: at)
        case .optionalChain(let base):
            let value = try evaluateChain(base, in: scope)
            if value.isNil { throw SwiftChainStopped() }
            return value
        case .forceUnwrap(let base):
            let value = try evaluateChain(base, in: scope)
            if value.isNil {
                throw SwiftDiagnostic(
                    at: at,
                    "unexpectedly found nil while unwrapping an Optional value (the app crashes here)",
                    suggestion: "unwrap it with if let or guard let")
            }
            return value
        case .call(let callee, let arguments):
            return try call(callee, arguments, in: scope, at: at)
        case .subscript(let base, let arguments):
            let receiver = try evaluateChain(base, in: scope)
            let values = try arguments.map { (a) throws(SwiftDiagnostic) in try evaluate(a.value, in: scope) }
            return try subscriptValue(receiver, values, at: at)
        case .closure(let closure):
            try enterClosure(at: at)
            defer { closureDepth -= 1 }
            return .closure(makeClosure(closure, in: scope))
        case .array(let items):
            return .array(try items.map { (e) throws(SwiftDiagnostic) in try evaluate(e, in: scope) })
        case .parenthesized(let inner):
            return try evaluate(inner, in: scope)
        case .binary(let op, let a, let b):
            return try binary(op, a, b, in: scope, at: at)
        case .prefix(let op, let operand):
            return try prefix(op, try evaluate(operand, in: scope), at: at)
        case .assign(let op, let target, let value):
            try assign(op, target, value, in: scope, at: at)
            return .void
        case .ternary(let condition, let a, let b):
            return try truth(try evaluate(condition, in: scope), at: condition.location)
                ? try evaluate(a, in: scope) : try evaluate(b, in: scope)
        case .cast(let value, let kind, let type):
            return try cast(try evaluate(value, in: scope), kind, to: type, at: at)
        case .isType(let value, let type):
            return .bool(!(try cast(try evaluate(value, in: scope), .conditional, to: type, at: at)).isNil)
        case .selector(let name, _):
            return .selector(name)
        case .tryExpression(let inner):
            return try evaluate(inner, in: scope)
        case .discard:
            return .void
        case .superReference:
            return .namespace("super")
        case .available(let major, let minor):
            // The profile's iOS is a major version (x.0): 11.0 is available on iOS 11, 11.1 is not.
            let running = simulator.profile.majorVersion
            return .bool(running > major || (running == major && minor == 0))
        }
    }

    func enterClosure(at location: SwiftLocation) throws(SwiftDiagnostic) {
        closureDepth += 1
        if closureDepth > SwiftReaderLimits.closureNesting {
            closureDepth -= 1
            throw SwiftDiagnostic(
                at: location, "closures nested more than \(SwiftReaderLimits.closureNesting) deep",
                suggestion: "flatten them into methods")
        }
    }

    func makeClosure(_ closure: SwiftClosure, in scope: SwiftScope) -> SwiftFunctionValue {
        var anonymous = false
        if closure.parameters.isEmpty {
            SwiftNames.visit(closure.body) { expression in
                if case .identifier(let name) = expression.kind, name.hasPrefix("$") { anonymous = true }
            }
        }
        return SwiftFunctionValue(
            name: "closure at \(closure.location)", parameters: closure.parameters, body: closure.body,
            scope: scope, location: closure.location, weakCaptures: closure.weakCaptures,
            usesAnonymousArguments: anonymous)
    }

    // MARK: Names

    /// A name: a local, a property or method of `self`, a free function, a type of the file,
    /// or UIKit's (`UIKeyboardWillShowNotification`, `UIView`, `CGRect`).
    func lookup(_ name: String, in scope: SwiftScope, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        if let local = scope.lookup(name) { return local }
        let this = scope.lookup("self") ?? instance
        if name == "self" { return this }
        // Inside a method, an unqualified name may be `self`'s member (an extension on
        // Notification reads `userInfo`).
        if !this.isVoid, let found = try? member(name, of: this, at: location, quiet: true) { return found }
        if index.freeFunctions[name] != nil { return .method(SwiftBoundMethod(receiver: .void, name: name)) }
        if index.hasType(name) { return .type(name) }
        if let meaning = UIKitVocabulary.qualified[name] { return value(of: meaning) }
        if let canonical = UIKitVocabulary.canonicalType(name) { return .type(canonical) }
        if SwiftInterpreter.namespaces.contains(name) { return .namespace(name) }
        if SwiftInterpreter.globalFunctions.contains(name) {
            return .method(SwiftBoundMethod(receiver: .void, name: name))
        }
        // A pasted block (or code naming what it never declared) reaches the scene by name.
        if let object = labObject(named: world.mapping[name] ?? name) { return object }
        if let missing = outletDeclaredElsewhere(name, of: this, at: location) { throw missing }
        throw SwiftDiagnostic(
            at: location, length: name.count,
            "'\(name)' is not something this code declares or the lab models",
            suggestion:
                "declare it, or map it to a lab object: technique NAME from FILE map \(name) to LABNAME")
    }

    /// Names that start a qualified spelling (`NSNotification.Name.UIKeyboardWillShow`).
    static let namespaces: Set<String> = ["NSNotification", "Notification", "UIKit", "Combine"]
    /// Free functions the interpreter provides.
    static let globalFunctions: Set<String> = [
        "print", "max", "min", "abs", "round", "floor", "ceil", "debugPrint", "NSLog",
    ]

    func value(of meaning: UIKitMeaning) -> SwiftValue {
        switch meaning {
        case .notification(let name): return .notificationName(name)
        case .userInfoKey(let key): return .userInfoKey(key)
        case .animationOptions(let bits): return .animationOptions(bits)
        case .keyframeOptions(let bits): return .keyframeOptions(bits)
        case .animationCurve(let raw): return .animationCurve(raw)
        case .animatingPosition(let position): return .animatingPosition(position)
        case .type(let name): return .type(name)
        case .notificationCenter: return .notificationCenter
        case .mainQueue: return .mainQueue
        case .zero(let type): return SwiftValue.zeroValue(ofType: type) ?? .zero
        case .priority(let value): return .priority(value)
        case .mainScreen: return .screen
        case .application: return .application
        case .scrollPosition(let name):
            return .scrollPosition(TableView.ScrollPosition(rawValue: name) ?? .none)
        case .device: return .namespace("UIDevice.current")
        case .idiom(let name): return .string("idiom." + name)
        case .keyboardDismissMode(let name):
            return .keyboardDismissMode(ScrollView.KeyboardDismissMode(rawValue: name) ?? .none)
        case .gestureState(let raw): return .int(raw)
        }
    }

    func implicitMember(_ name: String, at location: SwiftLocation) throws(SwiftDiagnostic) -> SwiftValue {
        if name == "zero" { return .zero }
        if let meaning = UIKitVocabulary.implicit[name] { return value(of: meaning) }
        throw SwiftDiagnostic(
            at: location, length: name.count + 1, "'.\(name)' is not a UIKit value the lab models",
            suggestion: "write the value it stands for, or delete it")
    }

    // MARK: Operators

    func binary(
        _ op: String, _ a: SwiftExpression, _ b: SwiftExpression, in scope: SwiftScope,
        at location: SwiftLocation
    )
        throws(SwiftDiagnostic) -> SwiftValue
    {
        switch op {
        case "&&":
            guard try truth(try evaluate(a, in: scope), at: a.location) else { return .bool(false) }
            return .bool(try truth(try evaluate(b, in: scope), at: b.location))
        case "||":
            if try truth(try evaluate(a, in: scope), at: a.location) { return .bool(true) }
            return .bool(try truth(try evaluate(b, in: scope), at: b.location))
        case "??":
            let left = try evaluate(a, in: scope)
            return left.isNil ? try evaluate(b, in: scope) : left
        default:
            return try arithmetic(op, try evaluate(a, in: scope), try evaluate(b, in: scope), at: location)
        }
    }

    /// An operator on two values: numbers with Swift's kinds (Int stays Int, a literal meets the
    /// other operand's kind), option sets, comparisons, ranges.
    func arithmetic(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at location: SwiftLocation)
        throws(SwiftDiagnostic) -> SwiftValue
    {
        switch op {
        case "==": return .bool(try equal(left, right, at: location))
        case "!=": return .bool(!(try equal(left, right, at: location)))
        case "===": return .bool(identical(left, right))
        case "!==": return .bool(!identical(left, right))
        default: break
        }
        if case .string(let a) = left, case .string(let b) = right, op == "+" { return .string(a + b) }
        if op == "..<" || op == "..." {
            guard case .int(let low) = left, case .int(let high) = right else {
                throw SwiftDiagnostic(at: location, "a range of integers is expected here")
            }
            let end = op == "..." ? high : high - 1
            guard end - low < 100_000 else {
                throw SwiftDiagnostic(
                    at: location, "a range of more than 100000 values", suggestion: "use fewer")
            }
            return .array(low > end ? [] : (low...end).map { .int($0) })
        }
        // Option sets and curves: bit operators on their raw values.
        if let (bits, make) = optionBits(left), op == "|" || op == "&" || op == "^" {
            guard let other = optionBits(right)?.0 ?? right.number.map({ UInt(max(0, $0)) }) else {
                throw mismatch(op, left, right, at: location)
            }
            switch op {
            case "|": return make(bits | other)
            case "&": return make(bits & other)
            default: return make(bits ^ other)
            }
        }
        switch (left, right) {
        case (.int(let a), .int(let b)): return try integer(op, a, b, at: location)
        case (.uint(let a), .uint(let b)): return try unsigned(op, a, b, at: location)
        case (.uint(let a), .int(let b)) where b >= 0: return try unsigned(op, a, UInt(b), at: location)
        case (.int(let a), .uint(let b)) where a >= 0: return try unsigned(op, UInt(a), b, at: location)
        case (.animationCurve(let a), .int(let b)): return try integer(op, a, b, at: location)
        case (.int(let a), .animationCurve(let b)): return try integer(op, a, b, at: location)
        default: break
        }
        if let a = left.number, let b = right.number {
            return try floating(op, a, b, at: location)
        }
        throw mismatch(op, left, right, at: location)
    }

    private func optionBits(_ value: SwiftValue) -> (UInt, (UInt) -> SwiftValue)? {
        switch value {
        case .animationOptions(let bits): return (bits, { .animationOptions($0) })
        case .keyframeOptions(let bits): return (bits, { .keyframeOptions($0) })
        default: return nil
        }
    }

    private func mismatch(_ op: String, _ a: SwiftValue, _ b: SwiftValue, at location: SwiftLocation)
        -> SwiftDiagnostic
    {
        SwiftDiagnostic(
            at: location, "'\(op)' cannot combine \(a.typeName) and \(b.typeName)",
            suggestion: "convert one side (CGFloat(x), Double(x))")
    }

    private func integer(_ op: String, _ a: Int, _ b: Int, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        func checked(_ result: (Int, Bool)) throws(SwiftDiagnostic) -> SwiftValue {
            guard !result.1 else {
                throw SwiftDiagnostic(at: location, "arithmetic overflow (the app crashes here)")
            }
            return .int(result.0)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else {
                throw SwiftDiagnostic(at: location, "division by zero (the app crashes here)")
            }
            return try checked(
                op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case "<<": return .int(b >= 64 || b <= -64 ? 0 : (b >= 0 ? a << b : a >> -b))
        case ">>": return .int(b >= 64 ? (a < 0 ? -1 : 0) : (b >= 0 ? a >> b : a << -b))
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: throw SwiftDiagnostic(at: location, "the operator '\(op)' is outside what the lab runs")
        }
    }

    private func unsigned(_ op: String, _ a: UInt, _ b: UInt, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        func checked(_ result: (UInt, Bool)) throws(SwiftDiagnostic) -> SwiftValue {
            guard !result.1 else {
                throw SwiftDiagnostic(at: location, "arithmetic overflow (the app crashes here)")
            }
            return .uint(result.0)
        }
        switch op {
        case "+": return try checked(a.addingReportingOverflow(b))
        case "-": return try checked(a.subtractingReportingOverflow(b))
        case "*": return try checked(a.multipliedReportingOverflow(by: b))
        case "/", "%":
            guard b != 0 else {
                throw SwiftDiagnostic(at: location, "division by zero (the app crashes here)")
            }
            return .uint(op == "/" ? a / b : a % b)
        case "<<": return .uint(b >= 64 ? 0 : a << b)
        case ">>": return .uint(b >= 64 ? 0 : a >> b)
        case "&": return .uint(a & b)
        case "|": return .uint(a | b)
        case "^": return .uint(a ^ b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: throw SwiftDiagnostic(at: location, "the operator '\(op)' is outside what the lab runs")
        }
    }

    private func floating(_ op: String, _ a: Double, _ b: Double, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch op {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default:
            throw SwiftDiagnostic(at: location, "the operator '\(op)' does not apply to CGFloat/Double")
        }
    }

    func prefix(_ op: String, _ value: SwiftValue, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch (op, value) {
        case ("-", .int(let v)): return .int(0 &- v)
        case ("-", .double(let v)): return .double(-v)
        case ("+", _) where value.number != nil: return value
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let v)): return .int(~v)
        case ("~", .uint(let v)): return .uint(~v)
        case ("&", _): return value  // `&cancellables` passed inout: `store(in:)` keeps the subscription
        default:
            throw SwiftDiagnostic(at: location, "'\(op)' does not apply to \(value.typeName)")
        }
    }

    func equal(_ a: SwiftValue, _ b: SwiftValue, at location: SwiftLocation) throws(SwiftDiagnostic) -> Bool {
        switch (a, b) {
        case (.nilValue, .nilValue): return true
        case (.nilValue, _), (_, .nilValue): return false
        case (.bool(let x), .bool(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.notificationName(let x), .notificationName(let y)): return x == y
        case (.userInfoKey(let x), .userInfoKey(let y)): return x == y
        case (.rect(let x), .rect(let y)): return x == y
        case (.point(let x), .point(let y)): return x == y
        case (.size(let x), .size(let y)): return x == y
        case (.insets(let x), .insets(let y)): return x == y
        case (.animationOptions(let x), .animationOptions(let y)): return x == y
        case (.keyframeOptions(let x), .keyframeOptions(let y)): return x == y
        case (.animatingPosition(let x), .animatingPosition(let y)): return x == y
        case (.zero, let other), (let other, .zero):
            return other.isZeroValue
        case (.string(let x), .notificationName(let y)), (.notificationName(let y), .string(let x)):
            return x == y.objcName
        default:
            if let x = a.number, let y = b.number { return x == y }
            return identical(a, b)
        }
    }

    func identical(_ a: SwiftValue, _ b: SwiftValue) -> Bool {
        switch (a, b) {
        case (.view(let x), .view(let y)): return x === y
        case (.constraint(let x), .constraint(let y)): return x === y
        case (.object(let x), .object(let y)): return x === y
        case (.animator(let x), .animator(let y)): return x === y
        case (.layoutGuide(let x), .layoutGuide(let y)): return x === y
        case (.token(let x), .token(let y)): return x === y
        case (.nilValue, .nilValue): return true
        default: return false
        }
    }
}
