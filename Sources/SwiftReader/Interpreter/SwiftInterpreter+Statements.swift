import KeyboardLab

/// How a statement list ended.
enum SwiftFlow {
    case normal
    case returned(SwiftValue)
    case broke
    case continued
}

/// Statements: declarations, `if`/`guard` with optional bindings, `switch` over values, loops
/// (bounded by the statement count), `return`.
extension SwiftInterpreter {
    func execute(_ statements: [SwiftStatement], in scope: SwiftScope) throws(SwiftDiagnostic) -> SwiftFlow {
        for statement in statements {
            let flow = try execute(statement, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func execute(_ statement: SwiftStatement, in scope: SwiftScope) throws(SwiftDiagnostic) -> SwiftFlow {
        statementsRun += 1
        currentLocation = statement.location
        guard statementsRun <= SwiftReaderLimits.statementsPerRun else {
            throw SwiftDiagnostic(
                at: statement.location,
                "more than \(SwiftReaderLimits.statementsPerRun) statements in one run: a loop that never ends?",
                suggestion: "check the loop's condition")
        }
        switch statement.kind {
        case .expression(let expression):
            let value = try evaluate(expression, in: scope)
            // An `AnyCancellable` nobody keeps is released at once, and its subscription with it.
            if case .cancellable(let cancellable) = value, !cancellable.isStored { cancellable.cancel() }
            return .normal
        case .variable(let name, _, let type, let value):
            var result = SwiftValue.nilValue
            if let value {
                result = try convert(try evaluate(value, in: scope), to: type, at: value.location)
            } else if let type, let zero = SwiftValue.zeroValue(ofType: type), !type.hasSuffix("?") {
                _ = zero  // declared without a value: set before use, as Swift requires
            }
            scope.define(name, result)
            return .normal
        case .ifStatement(let conditions, let then, let otherwise):
            let inner = SwiftScope(parent: scope)
            if try holds(conditions, in: inner) { return try execute(then, in: inner) }
            if let otherwise { return try execute(otherwise, in: SwiftScope(parent: scope)) }
            return .normal
        case .guardStatement(let conditions, let otherwise):
            // The bindings of a guard live on in the enclosing scope.
            if try holds(conditions, in: scope) { return .normal }
            let flow = try execute(otherwise, in: SwiftScope(parent: scope))
            if case .normal = flow {
                throw SwiftDiagnostic(
                    at: statement.location, length: 5, "the else of this guard does not leave the scope",
                    suggestion: "end it with return")
            }
            return flow
        case .switchStatement(let subject, let cases):
            let value = try evaluate(subject, in: scope)
            for item in cases {
                var matched = item.patterns.isEmpty
                for pattern in item.patterns where !matched {
                    matched = try matches(value, pattern, in: scope)
                }
                guard matched else { continue }
                let flow = try execute(item.body, in: SwiftScope(parent: scope))
                if case .broke = flow { return .normal }
                return flow
            }
            return .normal
        case .forIn(let name, let sequence, let body):
            let items = try sequenceItems(try evaluate(sequence, in: scope), at: sequence.location)
            for item in items {
                let inner = SwiftScope(parent: scope)
                inner.define(name, item)
                switch try execute(body, in: inner) {
                case .normal, .continued: continue
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                }
            }
            return .normal
        case .whileLoop(let conditions, let body):
            while true {
                let inner = SwiftScope(parent: scope)
                guard try holds(conditions, in: inner) else { return .normal }
                statementsRun += 1
                switch try execute(body, in: inner) {
                case .normal, .continued: continue
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                }
            }
        case .repeatWhile(let body, let condition):
            while true {
                switch try execute(body, in: SwiftScope(parent: scope)) {
                case .normal, .continued: break
                case .broke: return .normal
                case .returned(let value): return .returned(value)
                }
                statementsRun += 1
                guard try truth(try evaluate(condition, in: scope), at: condition.location) else {
                    return .normal
                }
            }
        case .returnStatement(let value):
            return .returned(
                try value.map { (e) throws(SwiftDiagnostic) in try evaluate(e, in: scope) } ?? .void)
        case .breakStatement:
            return .broke
        case .continueStatement:
            return .continued
        case .block(let body):
            return try execute(body, in: SwiftScope(parent: scope))
        case .sceneSetup(let property, let inner):
            if boundToScene.contains(property) { return .normal }
            return try execute(inner, in: scope)
        }
    }

    /// The conditions of `if`/`guard`/`while`, left to right, binding into `scope`.
    func holds(_ conditions: [SwiftCondition], in scope: SwiftScope) throws(SwiftDiagnostic) -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                guard try truth(try evaluate(expression, in: scope), at: expression.location) else {
                    return false
                }
            case .optionalBinding(let name, let value, let location):
                let bound: SwiftValue
                if let value {
                    bound = try evaluate(value, in: scope)
                } else {
                    bound = try evaluate(SwiftExpression(.identifier(name), at: location), in: scope)
                }
                if bound.isNil { return false }
                scope.define(name, bound)
            }
        }
        return true
    }

    func truth(_ value: SwiftValue, at location: SwiftLocation) throws(SwiftDiagnostic) -> Bool {
        guard case .bool(let b) = value else {
            throw SwiftDiagnostic(at: location, "a condition must be a Bool, this is \(value.typeName)")
        }
        return b
    }

    /// A `case` pattern: a value compared with `==` (`.keyboardWillShowNotification`,
    /// `UIResponder.keyboardWillHideNotification`, a number, a string).
    func matches(_ value: SwiftValue, _ pattern: SwiftExpression, in scope: SwiftScope)
        throws(SwiftDiagnostic)
        -> Bool
    {
        let candidate = try evaluate(pattern, in: scope)
        return try equal(value, candidate, at: pattern.location)
    }

    func sequenceItems(_ value: SwiftValue, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> [SwiftValue]
    {
        if case .array(let items) = value { return items }
        throw SwiftDiagnostic(
            at: location, "for-in goes over an array or a range here, this is \(value.typeName)")
    }
}
