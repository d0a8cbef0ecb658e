/// What the parser could have read where the text before the cursor ends: TAB completion runs
/// the real parser over that text and collects, at the end, the hints of every pattern it
/// tried there — so completion follows the declared grammar everywhere (after `animate`,
/// inside blocks, in `compare` lists…).
final class CompletionRecorder {
    /// A hint with the argument words typed before it in its command.
    struct Entry {
        var hint: CompletionHint
        var typed: [String]
    }

    private(set) var entries: [Entry] = []
    /// True when a statement could start here (command names, `let`, `if`…).
    private(set) var statementStart = false
    /// True when an expression could go on or start here (quantities, variables, functions).
    private(set) var expression = false
    /// True when a number argument could start here (`step `, `plot width `): an expression
    /// too, but a TAB there offers variables and functions, not the first part of every
    /// quantity (a name per view: thousands).
    private(set) var number = false

    func expect(_ hint: CompletionHint, typed: [String] = [], at token: Token) {
        guard token.kind == .end else { return }
        entries.append(Entry(hint: hint, typed: typed))
    }

    func expect(_ pattern: ArgumentPattern, context: LineParser.PatternContext, at token: Token) {
        guard token.kind == .end else { return }
        switch pattern {
        case .name(_, let hint), .object(_, let hint), .names(_, let hint), .value(_, let hint):
            expect(hint, typed: context.typed, at: token)
        case .number, .integer:
            number = true
        case .expression, .condition, .comparison, .probe:
            expression = true
        case .path:
            expect(.files, typed: context.typed, at: token)
        case .strength:
            expect(.choices(StrengthSpec.names), at: token)
        case .choice(_, let words):
            expect(.choices(words), at: token)
        case .flag(let word), .keyword(let word, _):
            expect(.choices([word]), at: token)
        case .optional(let inner), .list(_, let inner, _), .named(_, let inner):
            expect(inner, context: context, at: token)
        case .sequence(let items):
            if let first = items.first { expect(first, context: context, at: token) }
        case .oneOf(let items), .clauses(let items):
            for item in items { expect(item, context: context, at: token) }
        case .statement(_, let set):
            expect(.choices(set.names), at: token)
        case .block:
            expect(.choices(["do"]), at: token)
        case .text, .label, .punctuated:
            break
        }
    }

    func expectStatement(at token: Token) {
        if token.kind == .end { statementStart = true }
    }

    func expectExpression(at token: Token) {
        if token.kind == .end { expression = true }
    }
}
