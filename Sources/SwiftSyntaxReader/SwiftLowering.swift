import SwiftReader
import SwiftSyntax

/// Lowers swift-syntax's typed tree (operators already folded) to the lab's IR. What is outside
/// the subset throws a `SwiftDiagnostic` at its place, naming the construct and what to do.
struct SwiftLowering {
    let converter: SourceLocationConverter
    var expressionDepth = 0
    var closureDepth = 0

    func location(_ node: some SyntaxProtocol) -> SwiftLocation {
        let at = node.startLocation(converter: converter)
        return SwiftLocation(line: at.line, column: at.column)
    }

    func endLine(_ node: some SyntaxProtocol) -> Int {
        node.endLocation(converter: converter).line
    }

    /// The construct is outside the subset.
    func refuse(
        _ node: some SyntaxProtocol, _ what: String,
        _ todo: String = "delete it, or rewrite it with what docs/Swift.md lists"
    )
        -> SwiftDiagnostic
    {
        let text = node.trimmedDescription
        let length = text.prefix { $0 != "\n" }.utf8.count
        return SwiftDiagnostic(
            at: location(node), length: length, "\(what) is outside what the lab runs", suggestion: todo)
    }

    // MARK: Declarations

    mutating func function(_ decl: FunctionDeclSyntax) throws(SwiftDiagnostic) -> SwiftFunction {
        if decl.signature.effectSpecifiers?.asyncSpecifier != nil {
            throw refuse(
                decl.name, "an async function", "the lab runs keyboard code synchronously: drop async")
        }
        if decl.genericParameterClause != nil { throw refuse(decl.name, "a generic function") }
        let parameters = try parameters(decl.signature.parameterClause.parameters)
        let body = try decl.body.map { (b) throws(SwiftDiagnostic) in try statements(b.statements) } ?? []
        let isStatic = decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        return SwiftFunction(
            name: decl.name.text, parameters: parameters, body: body, isStatic: isStatic,
            location: location(decl.name),
            endLine: endLine(decl))
    }

    mutating func initializer(_ decl: InitializerDeclSyntax) throws(SwiftDiagnostic) -> SwiftFunction {
        let parameters = try parameters(decl.signature.parameterClause.parameters)
        let body = try decl.body.map { (b) throws(SwiftDiagnostic) in try statements(b.statements) } ?? []
        return SwiftFunction(
            name: "init", parameters: parameters, body: body, location: location(decl.initKeyword),
            endLine: endLine(decl))
    }

    mutating func deinitializer(_ decl: DeinitializerDeclSyntax) throws(SwiftDiagnostic) -> SwiftFunction {
        let body = try decl.body.map { (b) throws(SwiftDiagnostic) in try statements(b.statements) } ?? []
        return SwiftFunction(
            name: "deinit", parameters: [], body: body, location: location(decl.deinitKeyword),
            endLine: endLine(decl))
    }

    mutating func parameters(_ list: FunctionParameterListSyntax) throws(SwiftDiagnostic) -> [SwiftParameter]
    {
        var result: [SwiftParameter] = []
        for parameter in list {
            if parameter.ellipsis != nil { throw refuse(parameter, "a variadic parameter") }
            let first = parameter.firstName.text
            let name = parameter.secondName?.text ?? first
            let label: String? = first == "_" ? nil : first
            let value = try parameter.defaultValue.map { (d) throws(SwiftDiagnostic) in
                try expression(d.value)
            }
            result.append(
                SwiftParameter(
                    label: label, name: name, type: parameter.type.trimmedDescription, defaultValue: value))
        }
        return result
    }

    /// A stored or computed property. A property standing for a scene object (a view or a
    /// constraint, by its type or by what its initializer makes) is kept without its value: the
    /// lab's object of that name stands in for it, as the storyboard or set-up code made it.
    mutating func properties(_ decl: VariableDeclSyntax, isSceneObject: (String?, ExprSyntax?) -> Bool)
        throws(SwiftDiagnostic) -> [SwiftProperty]
    {
        var result: [SwiftProperty] = []
        let isVar = decl.bindingSpecifier.text == "var"
        let isStatic = decl.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        for binding in decl.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw refuse(
                    binding.pattern, "a tuple pattern in a property", "declare one property per name")
            }
            let name = pattern.identifier.text
            let type = binding.typeAnnotation?.type.trimmedDescription
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let items):
                    result.append(
                        SwiftProperty(
                            name: name, isVar: isVar, type: type, value: nil, getter: try statements(items),
                            isStatic: isStatic, location: location(pattern)))
                    continue
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }),
                        list.count == 1,
                        let body = getter.body
                    {
                        result.append(
                            SwiftProperty(
                                name: name, isVar: isVar, type: type, value: nil,
                                getter: try statements(body.statements),
                                isStatic: isStatic, location: location(pattern)))
                        continue
                    }
                    if list.allSatisfy({ ["didSet", "willSet"].contains($0.accessorSpecifier.text) }) {
                        var property = SwiftProperty(
                            name: name, isVar: isVar, type: type,
                            value: try binding.initializer.map { (i) throws(SwiftDiagnostic) in
                                try expression(i.value)
                            },
                            isStatic: isStatic, location: location(pattern))
                        for accessor in list {
                            guard let body = accessor.body else { continue }
                            if accessor.parameters != nil {
                                throw refuse(
                                    accessor, "a named observer parameter", "use oldValue or newValue")
                            }
                            let lowered = try statements(body.statements)
                            if accessor.accessorSpecifier.text == "didSet" {
                                property.didSet = lowered
                            } else {
                                property.willSet = lowered
                            }
                        }
                        result.append(property)
                        continue
                    }
                    throw refuse(accessors, "a property with a setter", "make it a method")
                @unknown default:
                    throw refuse(accessors, "this property")
                }
            }
            let initial = binding.initializer?.value
            if isSceneObject(type, initial) {
                result.append(
                    SwiftProperty(
                        name: name, isVar: isVar, type: type ?? "UIView", value: nil,
                        location: location(pattern)))
                continue
            }
            let value = try initial.map { (e) throws(SwiftDiagnostic) in try expression(e) }
            result.append(
                SwiftProperty(
                    name: name, isVar: isVar, type: type, value: value, isStatic: isStatic,
                    location: location(pattern)))
        }
        return result
    }

    // MARK: Statements

    mutating func statements(_ items: CodeBlockItemListSyntax) throws(SwiftDiagnostic) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        for item in items { result += try statement(item) }
        return result
    }

    mutating func statement(_ item: CodeBlockItemSyntax) throws(SwiftDiagnostic) -> [SwiftStatement] {
        switch item.item {
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) { return try localVariables(variable) }
            if let function = decl.as(FunctionDeclSyntax.self) {
                // A function inside a function: a closure bound to its name.
                let lowered = try self.function(function)
                let closure = SwiftClosure(
                    parameters: lowered.parameters.map(\.name), weakCaptures: [], body: lowered.body,
                    location: lowered.location)
                return [
                    SwiftStatement(
                        .variable(
                            name: lowered.name, isVar: false, type: nil,
                            value: SwiftExpression(.closure(closure), at: lowered.location)),
                        at: lowered.location)
                ]
            }
            throw refuse(decl, "this declaration inside a function", "move it out of the function")
        case .stmt(let stmt):
            return [try statement(stmt)]
        case .expr(let expr):
            return [try expressionStatement(expr)]
        @unknown default:
            throw refuse(item, "this statement")
        }
    }

    mutating func expressionStatement(_ expr: ExprSyntax) throws(SwiftDiagnostic) -> SwiftStatement {
        if let ifExpr = expr.as(IfExprSyntax.self) { return try ifStatement(ifExpr) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return try switchStatement(switchExpr) }
        return SwiftStatement(.expression(try expression(expr)), at: location(expr))
    }

    mutating func localVariables(_ decl: VariableDeclSyntax) throws(SwiftDiagnostic) -> [SwiftStatement] {
        var result: [SwiftStatement] = []
        let isVar = decl.bindingSpecifier.text == "var"
        for binding in decl.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                throw refuse(
                    binding.pattern, "a tuple or wildcard pattern in let", "declare one name per let")
            }
            if binding.accessorBlock != nil { throw refuse(binding, "a computed local variable") }
            let value = try binding.initializer.map { (i) throws(SwiftDiagnostic) in try expression(i.value) }
            result.append(
                SwiftStatement(
                    .variable(
                        name: pattern.identifier.text, isVar: isVar,
                        type: binding.typeAnnotation?.type.trimmedDescription,
                        value: value),
                    at: location(decl)))
        }
        return result
    }

    mutating func statement(_ stmt: StmtSyntax) throws(SwiftDiagnostic) -> SwiftStatement {
        let at = location(stmt)
        if let expressionStmt = stmt.as(ExpressionStmtSyntax.self) {
            return try expressionStatement(expressionStmt.expression)
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            return SwiftStatement(
                .guardStatement(
                    conditions: try conditions(guardStmt.conditions),
                    otherwise: try statements(guardStmt.body.statements)),
                at: at)
        }
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            return SwiftStatement(
                .returnStatement(
                    try returnStmt.expression.map { (e) throws(SwiftDiagnostic) in try expression(e) }),
                at: at)
        }
        if let forStmt = stmt.as(ForStmtSyntax.self) {
            if let clause = forStmt.whereClause {
                throw refuse(clause, "a where clause in for-in", "put an if inside the loop")
            }
            if forStmt.awaitKeyword != nil || forStmt.tryKeyword != nil {
                throw refuse(forStmt, "for try/await")
            }
            let name: String
            if let pattern = forStmt.pattern.as(IdentifierPatternSyntax.self) {
                name = pattern.identifier.text
            } else if forStmt.pattern.is(WildcardPatternSyntax.self) {
                name = "_"
            } else {
                throw refuse(forStmt.pattern, "this for-in pattern", "loop over one name: for item in items")
            }
            return SwiftStatement(
                .forIn(
                    name: name, sequence: try expression(forStmt.sequence),
                    body: try statements(forStmt.body.statements)),
                at: at)
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            return SwiftStatement(
                .whileLoop(
                    conditions: try conditions(whileStmt.conditions),
                    body: try statements(whileStmt.body.statements)),
                at: at)
        }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            return SwiftStatement(
                .repeatWhile(
                    body: try statements(repeatStmt.body.statements),
                    condition: try expression(repeatStmt.condition)),
                at: at)
        }
        if stmt.is(BreakStmtSyntax.self) {
            if let label = stmt.as(BreakStmtSyntax.self)?.label { throw refuse(label, "a labelled break") }
            return SwiftStatement(.breakStatement, at: at)
        }
        if stmt.is(ContinueStmtSyntax.self) {
            if let label = stmt.as(ContinueStmtSyntax.self)?.label {
                throw refuse(label, "a labelled continue")
            }
            return SwiftStatement(.continueStatement, at: at)
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            // Nothing in the subset throws: the catch clauses never run.
            return SwiftStatement(.block(try statements(doStmt.body.statements)), at: at)
        }
        if stmt.is(DeferStmtSyntax.self) {
            throw refuse(stmt, "defer", "move its code to where the function ends")
        }
        if stmt.is(ThrowStmtSyntax.self) {
            throw refuse(stmt, "throw", "keyboard handlers do not throw: return instead")
        }
        if stmt.is(FallThroughStmtSyntax.self) {
            throw refuse(stmt, "fallthrough", "list both values in one case")
        }
        throw refuse(stmt, "this statement")
    }

    mutating func ifStatement(_ node: IfExprSyntax) throws(SwiftDiagnostic) -> SwiftStatement {
        var otherwise: [SwiftStatement]?
        switch node.elseBody {
        case .ifExpr(let next)?: otherwise = [try ifStatement(next)]
        case .codeBlock(let block)?: otherwise = try statements(block.statements)
        case nil: otherwise = nil
        @unknown default: throw refuse(node, "this else")
        }
        return SwiftStatement(
            .ifStatement(
                conditions: try conditions(node.conditions), then: try statements(node.body.statements),
                otherwise: otherwise),
            at: location(node))
    }

    mutating func switchStatement(_ node: SwitchExprSyntax) throws(SwiftDiagnostic) -> SwiftStatement {
        if let tuple = node.subject.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            return try tupleSwitch(node, tuple)
        }
        var cases: [SwiftSwitchCase] = []
        for item in node.cases {
            guard case .switchCase(let switchCase) = item else {
                throw refuse(item, "#if inside a switch", "keep one branch")
            }
            var patterns: [SwiftExpression] = []
            switch switchCase.label {
            case .default:
                break
            case .case(let label):
                for caseItem in label.caseItems {
                    if let clause = caseItem.whereClause { throw refuse(clause, "a where clause in a case") }
                    guard let pattern = caseItem.pattern.as(ExpressionPatternSyntax.self) else {
                        throw refuse(
                            caseItem.pattern, "this case pattern",
                            "match values: case .keyboardWillShowNotification:")
                    }
                    patterns.append(try expression(pattern.expression))
                }
            @unknown default:
                throw refuse(switchCase, "this case label")
            }
            cases.append(
                SwiftSwitchCase(
                    patterns: patterns, body: try statements(switchCase.statements),
                    location: location(switchCase)))
        }
        return SwiftStatement(.switchStatement(try expression(node.subject), cases), at: location(node))
    }

    /// `switch (a, b) { case let (.some(x), .some(y)): … default: … }` (Spring's
    /// KeyboardLayoutConstraint reads duration and curve so, Swift 2's `.Some` too): the tuple's
    /// values are held in locals and the cases become an if-else chain, each element pattern a
    /// condition — an optional binding (`.some(x)`, `x?`), a binding (`let x`), `_`, or a value
    /// compared with `==`. A case body that is only `break` is empty.
    private mutating func tupleSwitch(_ node: SwitchExprSyntax, _ tuple: TupleExprSyntax)
        throws(SwiftDiagnostic)
        -> SwiftStatement
    {
        let at = location(node)
        let prefix = "switch\(at.line)_\(at.column)_"
        var body: [SwiftStatement] = []
        for (position, element) in tuple.elements.enumerated() {
            body.append(
                SwiftStatement(
                    .variable(
                        name: prefix + String(position), isVar: false, type: nil,
                        value: try expression(element.expression)),
                    at: location(element)))
        }
        let width = tuple.elements.count
        var branches: [(conditions: [SwiftCondition], body: [SwiftStatement])] = []
        var fallback: [SwiftStatement]?
        for item in node.cases {
            guard case .switchCase(let switchCase) = item else {
                throw refuse(item, "#if inside a switch", "keep one branch")
            }
            var caseBody = try statements(switchCase.statements)
            if caseBody.count == 1, case .breakStatement = caseBody[0].kind { caseBody = [] }
            switch switchCase.label {
            case .default:
                fallback = caseBody
            case .case(let label):
                guard label.caseItems.count == 1, let caseItem = label.caseItems.first else {
                    throw refuse(label, "several patterns in a case over a tuple", "write one case each")
                }
                if let clause = caseItem.whereClause { throw refuse(clause, "a where clause in a case") }
                var pattern = PatternSyntax(caseItem.pattern)
                var bindsAll = false
                if let binding = pattern.as(ValueBindingPatternSyntax.self) {
                    bindsAll = true
                    pattern = binding.pattern
                }
                guard let expressionPattern = pattern.as(ExpressionPatternSyntax.self),
                    let elements = expressionPattern.expression.as(TupleExprSyntax.self)?.elements,
                    elements.count == width
                else {
                    throw refuse(caseItem.pattern, "this case pattern", "match a tuple of \(width) elements")
                }
                var conditions: [SwiftCondition] = []
                var bindings: [SwiftStatement] = []
                for (position, element) in elements.enumerated() {
                    let value = SwiftExpression(.identifier(prefix + String(position)), at: location(element))
                    switch try elementPattern(element.expression, bindsAll: bindsAll) {
                    case .wildcard: break
                    case .optional(let name):
                        conditions.append(
                            .optionalBinding(name: name, value: value, location: location(element)))
                    case .binding(let name):
                        bindings.append(
                            SwiftStatement(
                                .variable(name: name, isVar: false, type: nil, value: value),
                                at: location(element)))
                    case .equal(let expected):
                        conditions.append(
                            .expression(
                                SwiftExpression(.binary("==", value, expected), at: location(element))))
                    case .notNil:
                        let none = SwiftExpression(.nilLiteral, at: location(element))
                        conditions.append(
                            .expression(SwiftExpression(.binary("!=", value, none), at: location(element))))
                    }
                }
                if conditions.isEmpty {
                    conditions.append(.expression(SwiftExpression(.boolean(true), at: location(caseItem))))
                }
                branches.append((conditions, bindings + caseBody))
            @unknown default:
                throw refuse(switchCase, "this case label")
            }
        }
        var chain = fallback
        for branch in branches.reversed() {
            chain = [
                SwiftStatement(
                    .ifStatement(conditions: branch.conditions, then: branch.body, otherwise: chain), at: at)
            ]
        }
        return SwiftStatement(.block(body + (chain ?? [])), at: at)
    }

    private enum ElementPattern {
        case wildcard
        case optional(String)
        case binding(String)
        case equal(SwiftExpression)
        case notNil
    }

    /// One element of a tuple pattern.
    private mutating func elementPattern(_ node: ExprSyntax, bindsAll: Bool) throws(SwiftDiagnostic)
        -> ElementPattern
    {
        if node.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let (name, binds, optional) = Self.bound(node, binds: bindsAll, optional: false) {
            if name == "_" { return optional ? .notNil : .wildcard }
            guard binds else {
                throw refuse(
                    node, "this element pattern",
                    "bind a name (let x), unwrap one (.some(x)) or match a value")
            }
            return optional ? .optional(name) : .binding(name)
        }
        // `.some(x)` / `.Some(x)`.
        if let call = node.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            ["some", "Some"].contains(member.declName.baseName.text), call.arguments.count == 1,
            let inner = call.arguments.first?.expression
        {
            if inner.is(DiscardAssignmentExprSyntax.self) { return .notNil }
            if let (name, binds, _) = Self.bound(inner, binds: bindsAll, optional: false), binds {
                return name == "_" ? .notNil : .optional(name)
            }
        }
        if node.is(PatternExprSyntax.self) {
            throw refuse(
                node, "this element pattern", "bind a name (let x), unwrap one (.some(x)) or match a value")
        }
        return .equal(try expression(node))
    }

    /// The name an element pattern binds: `x` under `case let`, `let x`, `x?` / `let x?`
    /// (optional), `_`; with whether it binds and whether it unwraps.
    private static func bound(_ node: ExprSyntax, binds: Bool, optional: Bool) -> (String, Bool, Bool)? {
        if let chain = node.as(OptionalChainingExprSyntax.self) {
            return bound(chain.expression, binds: binds, optional: true)
        }
        guard let patternExpr = node.as(PatternExprSyntax.self) else { return nil }
        return bound(pattern: patternExpr.pattern, binds: binds, optional: optional)
    }

    private static func bound(pattern: PatternSyntax, binds: Bool, optional: Bool) -> (String, Bool, Bool)? {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            return (identifier.identifier.text, binds, optional)
        }
        if pattern.is(WildcardPatternSyntax.self) { return ("_", true, optional) }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return bound(pattern: binding.pattern, binds: true, optional: optional)
        }
        if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
            return bound(expressionPattern.expression, binds: binds, optional: optional)
        }
        return nil
    }

    mutating func conditions(_ list: ConditionElementListSyntax) throws(SwiftDiagnostic) -> [SwiftCondition] {
        var result: [SwiftCondition] = []
        for element in list {
            switch element.condition {
            case .expression(let expr):
                result.append(.expression(try expression(expr)))
            case .optionalBinding(let binding):
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    throw refuse(binding.pattern, "this binding pattern", "bind one name: if let x = …")
                }
                let value = try binding.initializer.map { (i) throws(SwiftDiagnostic) in
                    try expression(i.value)
                }
                result.append(
                    .optionalBinding(name: pattern.identifier.text, value: value, location: location(binding))
                )
            case .availability(let availability):
                result.append(.expression(try available(availability)))
            case .matchingPattern(let pattern):
                throw refuse(pattern, "if case / guard case", "compare with == instead")
            @unknown default:
                throw refuse(element, "this condition")
            }
        }
        return result
    }

    func available(_ node: AvailabilityConditionSyntax) throws(SwiftDiagnostic) -> SwiftExpression {
        if node.availabilityKeyword.tokenKind == .poundUnavailable {
            throw refuse(node, "#unavailable", "write the #available branch")
        }
        for argument in node.availabilityArguments {
            if case .availabilityVersionRestriction(let version) = argument.argument,
                version.platform.text == "iOS"
            {
                let major = Int(version.version?.major.text ?? "0") ?? 0
                let minor = version.version?.components.first.flatMap { Int($0.number.text) } ?? 0
                return SwiftExpression(.available(major: major, minor: minor), at: location(node))
            }
        }
        // Only other platforms named: true on iOS (the `*`).
        return SwiftExpression(.boolean(true), at: location(node))
    }
}
