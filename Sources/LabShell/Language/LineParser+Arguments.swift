/// Arguments: each declared pattern read in turn, into the statement's `Arguments`.
extension LineParser {
    mutating func parse(
        _ patterns: [ArgumentPattern], into arguments: inout Arguments, _ context: inout PatternContext
    )
        throws(Diagnostic)
    {
        for (index, pattern) in patterns.enumerated() {
            let numericFollows = patterns[(index + 1)...].first.map(\.isNumeric) ?? false
            try parse(pattern, into: &arguments, &context, numericFollows: numericFollows)
        }
    }

    mutating func parse(
        _ pattern: ArgumentPattern, into arguments: inout Arguments, _ context: inout PatternContext,
        numericFollows: Bool = false, known present: Bool = false
    ) throws(Diagnostic) {
        switch pattern {
        case .optional(let inner):
            if try isPresent(inner, &context) {
                try parse(inner, into: &arguments, &context, numericFollows: numericFollows, known: true)
            }
            return
        case .sequence(let items):
            try parse(items, into: &arguments, &context)
            return
        case .clauses(let items):
            var seen: Set<Int> = []
            while true {
                var found: Int?
                for (index, item) in items.enumerated() where try isPresent(item, &context) {
                    found = index
                    break
                }
                guard let index = found else { return }
                let token = try stream.peek()
                guard seen.insert(index).inserted else {
                    throw Diagnostic(
                        .syntax, at: token.range, message: "\(stream.quoted(token)) given twice",
                        expected: "each of \(items.map(\.synopsis).joined(separator: ", ")) at most once")
                }
                try parse(items[index], into: &arguments, &context, known: true)
            }
        default:
            break
        }
        let absent = present ? false : try !isPresent(pattern, &context)
        if absent {
            let token = try stream.peek()
            guard keywordIsOperand(pattern, token, context) else {
                throw missingOrUnexpected(pattern, token, context)
            }
        }
        // Read only by the cases that set a value (the wrappers recurse).
        var key: String { pattern.key }
        switch pattern {
        case .name, .object:
            let token = try stream.advance()
            context.type(token.identifier ?? "")
            let word = token.identifier ?? ""
            if case .object = pattern {
                arguments.set(key, .objectName(word), at: token.range)
            } else {
                arguments.set(key, .name(word), at: token.range)
            }
        case .names:
            var names: [(String, SourceRange)] = []
            repeat {
                let token = try stream.advance()
                context.type(token.identifier ?? "")
                names.append((token.identifier ?? "", token.range))
                _ = try stream.accept(.comma)
            } while try isPresent(pattern, &context)
            arguments.setNames(key, names)
        case .number, .integer, .expression, .condition, .probe:
            let kind: ExpressionKind
            switch pattern {
            case .number: kind = .number
            case .integer: kind = .integer
            case .condition: kind = .condition
            case .probe: kind = .probe
            default: kind = .value
            }
            let expr = try expression(
                kind, keywords: context.reservedWords, stopsAtSignedLiteral: numericFollows)
            context.type(expr.description)
            arguments.set(key, .expression(kind, expr), at: expr.range)
        case .value:
            let token = try stream.advance()
            let text = Self.wordText(token) ?? ""
            context.type(text)
            arguments.set(key, .text(text), at: token.range)
        case .path:
            let (text, range) = try stream.word()
            context.type(text)
            // `""` named the working directory once made absolute ("cannot write '/…': it is a
            // directory"): say what is wrong with what was typed.
            if text.isEmpty { throw TextFileError.emptyPath.diagnostic(at: range) }
            // The system would cut the name at a NUL and write another file.
            if text.utf8.contains(0) { throw TextFileError.nulInPath(path: text).diagnostic(at: range) }
            arguments.set(key, .text(text), at: range)
        case .text:
            let (text, range) = try stream.restOfStatement(stopsAtBlockWords: depth > lineDepth)
            arguments.set(key, .text(text), at: range)
        case .comparison:
            let options = ExpressionOptions(
                stops: Self.structureWordSet, keywords: context.reservedWords)
            if try stream.atEnd() { completion?.expect(pattern, context: context, at: try stream.peek()) }
            let comparison = try stream.comparison(options)
            arguments.set(key, .comparison(comparison), at: comparison.range)
        case .label:
            let token = try stream.advance()
            try stream.skip()  // the ':' that isPresent saw
            arguments.set(key, .name(token.identifier ?? ""), at: token.range)
        case .strength:
            let (strength, range) = try self.strength()
            arguments.set(key, .strength(strength), at: range)
        case .choice(_, let words):
            let token = try stream.advance()
            let word = Self.wordText(token) ?? ""
            context.type(word)
            arguments.set(key, .choice(word, index: words.firstIndex(of: word) ?? -1), at: token.range)
        case .flag:
            let token = try stream.advance()
            context.type(token.identifier ?? "")
            arguments.set(key, .flag, at: token.range)
        case .keyword(_, let inner), .punctuated(_, let inner):
            let token = try stream.advance()
            context.type(Self.wordText(token) ?? "")
            try parse(inner, into: &arguments, &context, numericFollows: numericFollows)
        case .named(_, let inner):
            // Present or an operand: found above, not looked for again.
            try parse(inner, into: &arguments, &context, numericFollows: numericFollows, known: true)
        case .oneOf(let items):
            for item in items where try isPresent(item, &context) {
                try parse(item, into: &arguments, &context, numericFollows: numericFollows, known: true)
                if item.isNumeric { arguments.setAlternatives(item.key, items) }
                return
            }
            // None starts here: a keyword standing as a variable (`curve curve`), read by the
            // alternative that takes an expression.
            let token = try stream.peek()
            if let item = items.first(where: { keywordIsOperand($0, token, context) }) {
                try parse(item, into: &arguments, &context, numericFollows: numericFollows, known: true)
                arguments.setAlternatives(item.key, items)
            }
        case .list(_, let item, let separator):
            var items: [Arguments] = []
            let start = try stream.peek().range
            repeat {
                var one = Arguments(commandRange: try stream.peek().range)
                try parse(item, into: &one, &context, numericFollows: separator == nil || separator == .bar)
                items.append(one)
                if let separator {
                    guard try stream.accept(separator) != nil else {
                        // An option set's items may also sit side by side (`repeat autoreverse`).
                        if separator == .bar, try isPresent(item, &context) { continue }
                        break
                    }
                    guard try isPresent(item, &context) else {
                        throw missingOrUnexpected(item, try stream.peek(), context)
                    }
                } else if try !isPresent(item, &context) {
                    break
                }
            } while true
            arguments.set(key, .list(items), at: start)
        case .statement(_, let set):
            let start = try stream.peek().range
            let nested = try invocation(in: set, reserving: context.reserved)
            arguments.set(key, .statement(nested), at: start.union(nested.arguments.commandRange))
        case .block:
            let open = try stream.advance()
            let block = Block(range: open.range, unit: unit)
            var unused: [Statement] = []
            if case .orElse(let token) = try body(of: block, conditional: nil, top: &unused) {
                throw Diagnostic(
                    .syntax, at: token.range, message: "'else' outside an 'if'",
                    expected: "a command, or 'end' to close the block")
            }
            arguments.set(key, .block(block), at: open.range)
        case .optional, .sequence, .clauses:
            break
        }
    }

    mutating func strength() throws(Diagnostic) -> (StrengthSpec, SourceRange) {
        let token = try stream.peek()
        if let word = token.identifier, let strength = StrengthSpec(name: word) {
            try stream.skip()
            return (strength, token.range)
        }
        let expr = try stream.expression()
        guard case .number(let value, _) = Self.folded(expr) else {
            // A quoted name is the likely slip ("strong"): the help shows it bare.
            var help = "e.g. strong, or a priority such as 750"
            if case .string(let text, _) = expr, StrengthSpec(name: text) != nil {
                help = "write it without quotes: \(text)"
            }
            throw Diagnostic(
                .syntax, at: expr.range, message: "a strength must be written as a number or a name",
                expected: "required, strong, medium, weak or a priority 1–1000", suggestion: help)
        }
        guard value >= 1 && value <= 1000 else {
            throw Diagnostic(
                .syntax, at: expr.range, message: "priority \(NumberStyle.compact(value)) is out of range",
                expected: "a priority from 1 to 1000",
                suggestion: "1000 is required; UIKit's defaultHigh is 750")
        }
        return (value == 1000 ? .required : .priority(value), expr.range)
    }

    /// A constant expression folded to its number (`-5`, `(10 + 2) / 4`), else itself.
    static func folded(_ expr: Expr) -> Expr {
        switch expr {
        case .unary(.negate, let inner, let range):
            if case .number(let v, _) = folded(inner) { return .number(-v, range.union(inner.range)) }
        case .binary(let op, let lhs, let rhs, _, _):
            if case .number(let a, _) = folded(lhs), case .number(let b, _) = folded(rhs) {
                let value: Double?
                switch op {
                case .add: value = a + b
                case .subtract: value = a - b
                case .multiply: value = a * b
                case .divide: value = b == 0 ? nil : a / b
                default: value = nil
                }
                if let value, value.isFinite { return .number(value, expr.range) }
            }
        default:
            break
        }
        return expr
    }
}
