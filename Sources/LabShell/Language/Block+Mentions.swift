/// The names a block's statements spell, for `remove`'s warning that a handler names a view or
/// constraint it takes away (the handler would fail on every post, and nothing said so).
extension Block {
    /// The first part of every name token (`bottom` of `bottom.constant`, `input` of
    /// `input.frame`), nested blocks included. Members after a `.`, quoted strings and raw text
    /// (`echo input left`, a file name) are not names.
    var mentionedNames: Set<String> {
        var names = Set<String>()
        var pending = [self]
        var visited = 0
        // Blocks nest at most 64 deep, but a long handler has many: a worklist, not recursion.
        while let block = pending.popLast(), visited < 10_000 {
            visited += 1
            for statement in block.statements {
                Self.collectNames(of: statement, into: &names)
                switch statement.kind {
                case .command(let invocation): pending += invocation.arguments.blocks
                case .conditional(let conditional): pending += conditional.branches.map(\.body)
                case .assign: break
                }
            }
        }
        return names
    }

    /// The names in the text of `statement` on its first line (a block's own lines are its
    /// statements'); a token that does not lex ends the scan of that text.
    private static func collectNames(of statement: Statement, into names: inout Set<String>) {
        guard let line = statement.unit.line(statement.range.line) else { return }
        var raw: [SourceRange] = []
        if case .command(let invocation) = statement.kind { raw = invocation.arguments.rawTextRanges }
        var lexer = Lexer(line, line: statement.range.line)
        lexer.seek(to: statement.bytes.lowerBound)
        while let token = try? lexer.next(), token.kind != .end, token.offset < statement.bytes.upperBound {
            guard case .identifier(let name) = token.kind else { continue }
            let inRawText = raw.contains { range in
                range.line == token.range.line && range.column <= token.range.column
                    && token.range.column < range.endColumn
            }
            if !inRawText { names.insert(String(name.prefix { $0 != "." })) }
        }
    }
}
