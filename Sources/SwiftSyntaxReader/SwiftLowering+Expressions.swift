import SwiftReader
import SwiftSyntax

extension SwiftLowering {
    mutating func expression(_ node: ExprSyntax) throws(SwiftDiagnostic) -> SwiftExpression {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= SwiftReaderLimits.expressionDepth else {
            throw SwiftDiagnostic(
                at: location(node), "expressions nested more than \(SwiftReaderLimits.expressionDepth) deep",
                suggestion: "split it with let")
        }
        return SwiftExpression(try kind(node), at: location(node))
    }

    private mutating func kind(_ node: ExprSyntax) throws(SwiftDiagnostic) -> SwiftExpressionKind {
        if let literal = node.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.filter { $0 != "_" }
            let value: Int?
            if text.hasPrefix("0x") {
                value = Int(text.dropFirst(2), radix: 16)
            } else if text.hasPrefix("0b") {
                value = Int(text.dropFirst(2), radix: 2)
            } else if text.hasPrefix("0o") {
                value = Int(text.dropFirst(2), radix: 8)
            } else {
                value = Int(text)
            }
            guard let value else { throw refuse(node, "this integer literal (it does not fit an Int)") }
            return .integer(value)
        }
        if let literal = node.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.filter { $0 != "_" }) else {
                throw refuse(node, "this floating-point literal")
            }
            return .float(value)
        }
        if let literal = node.as(BooleanLiteralExprSyntax.self) {
            return .boolean(literal.literal.text == "true")
        }
        if node.is(NilLiteralExprSyntax.self) { return .nilLiteral }
        if let literal = node.as(StringLiteralExprSyntax.self) { return .string(try stringPieces(literal)) }
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return .identifier(reference.baseName.text)
        }
        if node.is(SuperExprSyntax.self) { return .superReference }
        if let member = node.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else { return .implicitMember(name) }
            if let integer = Int(name) {
                _ = integer
                throw refuse(member.declName, "a tuple element")
            }
            return .member(try expression(base), name)
        }
        if let call = node.as(FunctionCallExprSyntax.self) { return try self.call(call) }
        if let sub = node.as(SubscriptCallExprSyntax.self) {
            var arguments: [SwiftArgument] = []
            for argument in sub.arguments {
                arguments.append(
                    SwiftArgument(label: argument.label?.text, value: try expression(argument.expression)))
            }
            return .subscript(try expression(sub.calledExpression), arguments)
        }
        if let chain = node.as(OptionalChainingExprSyntax.self) {
            return .optionalChain(try expression(chain.expression))
        }
        if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
            return .forceUnwrap(try expression(unwrap.expression))
        }
        if let closure = node.as(ClosureExprSyntax.self) { return .closure(try self.closure(closure)) }
        if let array = node.as(ArrayExprSyntax.self) {
            var items: [SwiftExpression] = []
            for element in array.elements { items.append(try expression(element.expression)) }
            return .array(items)
        }
        if let dictionary = node.as(DictionaryExprSyntax.self), case .colon = dictionary.content {
            // `[:]`, the empty dictionary a missing userInfo falls back to: every key reads nil.
            return .array([])
        }
        if let dictionary = node.as(DictionaryExprSyntax.self) {
            throw refuse(
                dictionary, "a dictionary literal", "the lab reads userInfo; it does not build dictionaries")
        }
        if let tuple = node.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw refuse(tuple, "a tuple", "use one value, or a CGRect/CGPoint")
            }
            return .parenthesized(try expression(only.expression))
        }
        if let infix = node.as(InfixOperatorExprSyntax.self) { return try self.infix(infix) }
        if let ternary = node.as(TernaryExprSyntax.self) {
            return .ternary(
                try expression(ternary.condition), try expression(ternary.thenExpression),
                try expression(ternary.elseExpression))
        }
        if let cast = node.as(AsExprSyntax.self) {
            let kind: SwiftCastKind
            switch cast.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?, .infixQuestionMark?: kind = .conditional
            case .exclamationMark?: kind = .forced
            default: kind = .plain
            }
            return .cast(try expression(cast.expression), kind, cast.type.trimmedDescription)
        }
        if let check = node.as(IsExprSyntax.self) {
            return .isType(try expression(check.expression), check.type.trimmedDescription)
        }
        if let prefix = node.as(PrefixOperatorExprSyntax.self) {
            let op = prefix.operator.text
            guard ["-", "+", "!", "~"].contains(op) else { throw refuse(prefix, "the prefix operator \(op)") }
            return .prefix(op, try expression(prefix.expression))
        }
        if let inout_ = node.as(InOutExprSyntax.self) {
            return .prefix("&", try expression(inout_.expression))
        }
        if let tryExpr = node.as(TryExprSyntax.self) {
            return .tryExpression(try expression(tryExpr.expression))
        }
        if node.is(DiscardAssignmentExprSyntax.self) { return .discard }
        if let macro = node.as(MacroExpansionExprSyntax.self) { return try self.macro(macro) }
        if node.is(AwaitExprSyntax.self) {
            throw refuse(node, "await", "the lab runs keyboard code synchronously")
        }
        if node.is(KeyPathExprSyntax.self) {
            throw refuse(node, "a key path", "write the property access itself")
        }
        if node.is(IfExprSyntax.self) || node.is(SwitchExprSyntax.self) {
            throw refuse(node, "if or switch used as a value", "assign the value inside each branch")
        }
        if node.is(PostfixOperatorExprSyntax.self) { throw refuse(node, "a postfix operator") }
        if node.is(SequenceExprSyntax.self) {
            throw refuse(node, "an operator sequence the reader could not fold")
        }
        if node.is(TypeExprSyntax.self) { return .identifier(node.trimmedDescription) }
        if let generic = node.as(GenericSpecializationExprSyntax.self) {
            // `Set<AnyCancellable>()`: the element type does not matter to the lab.
            return try kind(generic.expression)
        }
        if let optionalType = node.as(OptionalChainingExprSyntax.self) {
            return .optionalChain(try expression(optionalType.expression))
        }
        throw refuse(node, "this expression (\(node.kind))")
    }

    private mutating func stringPieces(_ literal: StringLiteralExprSyntax) throws(SwiftDiagnostic)
        -> [SwiftStringPiece]
    {
        var pieces: [SwiftStringPiece] = []
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                pieces.append(.text(unescaped(text.content.text)))
            case .expressionSegment(let inner):
                guard inner.expressions.count == 1, let only = inner.expressions.first, only.label == nil
                else {
                    throw refuse(inner, "a formatted interpolation", "interpolate one value: \\(x)")
                }
                pieces.append(.interpolation(try expression(only.expression)))
            @unknown default:
                throw refuse(segment, "this part of a string")
            }
        }
        return pieces
    }

    private func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escape = false
        for character in text {
            if escape {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escape = false
            } else if character == "\\" {
                escape = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private mutating func infix(_ node: InfixOperatorExprSyntax) throws(SwiftDiagnostic)
        -> SwiftExpressionKind
    {
        let left = try expression(node.leftOperand)
        let right = try expression(node.rightOperand)
        if node.operator.is(AssignmentExprSyntax.self) { return .assign("=", left, right) }
        guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw refuse(node.operator, "this operator")
        }
        let compound: Set<String> = ["+=", "-=", "*=", "/=", "|=", "&=", "^=", "<<=", ">>=", "%="]
        if compound.contains(op) { return .assign(op, left, right) }
        let known: Set<String> = [
            "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "??", "<<", ">>", "&", "|",
            "^",
            "===", "!==", "..<", "...",
        ]
        guard known.contains(op) else { throw refuse(node.operator, "the operator \(op)") }
        return .binary(op, left, right)
    }

    private mutating func call(_ node: FunctionCallExprSyntax) throws(SwiftDiagnostic) -> SwiftExpressionKind
    {
        // `[Message]()`, `[String: Any]()`: an empty collection of a type the lab need not know.
        if node.arguments.isEmpty, node.trailingClosure == nil,
            node.calledExpression.is(ArrayExprSyntax.self)
                || node.calledExpression.is(DictionaryExprSyntax.self)
        {
            return .array([])
        }
        var arguments: [SwiftArgument] = []
        for argument in node.arguments {
            arguments.append(
                SwiftArgument(label: argument.label?.text, value: try expression(argument.expression)))
        }
        if let trailing = node.trailingClosure {
            arguments.append(
                SwiftArgument(
                    label: nil,
                    value: SwiftExpression(.closure(try closure(trailing)), at: location(trailing))))
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(
                SwiftArgument(
                    label: extra.label.text,
                    value: SwiftExpression(.closure(try closure(extra.closure)), at: location(extra.closure)))
            )
        }
        return .call(try expression(node.calledExpression), arguments)
    }

    mutating func closure(_ node: ClosureExprSyntax) throws(SwiftDiagnostic) -> SwiftClosure {
        closureDepth += 1
        defer { closureDepth -= 1 }
        guard closureDepth <= SwiftReaderLimits.closureNesting else {
            throw SwiftDiagnostic(
                at: location(node), "closures nested more than \(SwiftReaderLimits.closureNesting) deep",
                suggestion: "flatten them into methods")
        }
        var parameters: [String] = []
        var weak: [String] = []
        if let signature = node.signature {
            if let capture = signature.capture {
                for item in capture.items {
                    let specifier = item.specifier?.specifier.text
                    let name = item.name.text
                    if specifier == "weak" || specifier == "unowned" { weak.append(name) }
                }
            }
            switch signature.parameterClause {
            case .simpleInput(let list)?:
                parameters = list.map(\.name.text)
            case .parameterClause(let clause)?:
                parameters = clause.parameters.map { $0.secondName?.text ?? $0.firstName.text }
            case nil:
                break
            @unknown default:
                throw refuse(signature, "this closure signature")
            }
            if signature.effectSpecifiers?.asyncSpecifier != nil {
                throw refuse(signature, "an async closure")
            }
        }
        return SwiftClosure(
            parameters: parameters, weakCaptures: weak, body: try statements(node.statements),
            location: location(node))
    }

    private mutating func macro(_ node: MacroExpansionExprSyntax) throws(SwiftDiagnostic)
        -> SwiftExpressionKind
    {
        switch node.macroName.text {
        case "selector":
            guard let argument = node.arguments.first?.expression else {
                throw refuse(node, "an empty #selector")
            }
            var target = argument
            // `#selector(getter: …)` and `#selector(UIView.keyboardWillChange(_:))`.
            if let member = target.as(MemberAccessExprSyntax.self) {
                target = ExprSyntax(member.declName)
            }
            guard let reference = target.as(DeclReferenceExprSyntax.self) else {
                throw refuse(argument, "this #selector")
            }
            return .selector(
                reference.baseName.text, arguments: reference.argumentNames?.arguments.count ?? 0)
        case "function", "file", "line", "fileID", "filePath", "column":
            return .string([.text("#" + node.macroName.text)])
        default:
            throw refuse(node, "the macro #\(node.macroName.text)")
        }
    }
}
