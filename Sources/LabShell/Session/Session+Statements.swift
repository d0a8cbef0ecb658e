import Foundation
import KeyboardLab

/// One statement: its command found and run with its arguments evaluated, and what `save`
/// keeps of it.
extension Session {
    /// Runs one statement in the current scope. A diagnostic leaving it carries its source.
    /// After Ctrl-C no further statement runs: a handler or block stops at its next statement.
    func execute(_ statement: Statement) throws {
        if processInterruption.isRequested {
            var diagnostic = Session.interruption(
                "interrupted before line \(statement.range.line) of \(Session.sourceLabel(statement.unit.name))",
                at: statement.range, naming: statement.unit.name, restSkipped: false)
            diagnostic.sourceName = statement.unit.name
            diagnostic.sourceLine = statement.unit.line(statement.range.line)
            throw diagnostic
        }
        activity.statementsRun += 1
        activity.statements.append(RunningStatement(statement: statement))
        defer { activity.statements.removeLast() }
        do {
            // Inside the `do`, so that the error gets its statement's source as every other
            // error of a statement does (outside, it printed as <input> without a line).
            guard activity.statementsRun <= statementLimit else {
                throw Diagnostic.failure(
                    "more than \(statementLimit) statements ran for one command",
                    at: statement.range, suggestion: "does a handler keep triggering itself?")
            }
            switch statement.kind {
            case .command:
                if let failure = runCommand(of: statement) { throw failure }
            case .assign(let target, let range, let op, let value):
                try assign(target, at: range, op, value)
            case .conditional(let conditional):
                for branch in conditional.branches {
                    if try branch.condition.map({ expr throws(Diagnostic) in try condition(expr) }) ?? true {
                        try run(branch.body)
                        break
                    }
                }
            }
        } catch var diagnostic as Diagnostic {
            if diagnostic.sourceName.isEmpty {
                diagnostic.sourceName = statement.unit.name
                diagnostic.sourceLine = statement.unit.line(diagnostic.line)
            }
            throw diagnostic
        }
    }

    /// Runs the command of a `.command` statement and returns its error.
    private func runCommand(of statement: Statement) -> (any Error)? {
        switch statement.kind {
        case .command(let invocation):
            return run(invocation.definition, with: invocation.arguments)
        default:
            return nil
        }
    }

    /// `runCommand(of:)`: its arguments evaluated when anything in them is (else the
    /// statement's own are used in place: returned by `evaluate`, they were copied).
    private func run(_ definition: borrowing CommandDefinition, with arguments: borrowing Arguments)
        -> (any Error)?
    {
        do {
            if arguments.needsEvaluation {
                try runHandler(of: definition, with: try evaluate(arguments))
            } else {
                try runHandler(of: definition, with: arguments)
            }
            return nil
        } catch {
            return error
        }
    }

    /// Runs a command's handler. `once FILE` redirects the next command at its own level: it
    /// needs every command's start and end, nested ones included (counted here, and told to the
    /// redirection only while output goes to a file).
    private func runHandler(of definition: borrowing CommandDefinition, with arguments: borrowing Arguments)
        throws
    {
        commandDepth += 1
        do {
            try definition.handler(arguments, self)
        } catch {
            commandDepth -= 1
            // The command's own error is the one to tell.
            if redirectsOutput { redirection.commandDidEnd(self) }
            throw error
        }
        commandDepth -= 1
        // Output that could not be written fails the command that wrote it.
        if redirectsOutput, let lost = redirection.commandDidEnd(self) {
            throw Diagnostic.failure(
                lost, at: arguments.commandRange,
                suggestion: "this command's output is lost; free space there, or use another file")
        }
    }

    /// Runs the statements of a block in the current scope.
    public func run(_ block: Block) throws {
        activity.blockDepth += 1
        defer { activity.blockDepth -= 1 }
        for statement in block.statements { try execute(statement) }
    }

    /// True while a block's statements run.
    var isRunningBlock: Bool { activity.blockDepth > 0 }

    /// True while a technique's body runs (bind installing it).
    var isRunningTechnique: Bool { activity.techniqueDepth > 0 }

    /// The arguments with every expression evaluated and every object name resolved.
    func evaluate(_ arguments: Arguments) throws(Diagnostic) -> Arguments {
        guard arguments.needsEvaluation else { return arguments }
        var result = arguments
        for item in arguments.entries {
            let (key, range) = (item.key, item.range)
            switch item.value {
            case .expression(let kind, let expr):
                do throws(Diagnostic) {
                    switch kind {
                    case .number:
                        result.set(key, .number(try number(expr, for: "the \(key) value")), at: range)
                    case .integer:
                        let value = try integer(
                            try evaluate(expr), at: expr.range, operand: "the \(key) value",
                            for: "the \(key) value")
                        result.set(key, .number(Double(value)), at: range)
                    case .condition: result.set(key, .condition(try condition(expr)), at: range)
                    case .value: result.set(key, .value(try evaluate(expr)), at: range)
                    case .probe: break
                    }
                } catch {
                    throw Session.withAlternatives(error, expr, item.alternativeWords)
                }
            case .objectName(let word):
                // As `objectName(_:)`, the variable kept: a command that takes only some objects
                // (a text field) names the variable in its refusal.
                switch scope.lookup(word) {
                case nil: result.set(key, .name(word), at: range)
                case .object(let target)?: result.set(key, .variableObject(target, variable: word), at: range)
                case _?: result.set(key, .variableObject(word, variable: word), at: range)
                }
            case .list(let items):
                var evaluated: [Arguments] = []
                for item in items { evaluated.append(try evaluate(item)) }
                result.set(key, .list(evaluated), at: range)
            case .statement(var nested):
                nested.arguments = try evaluate(nested.arguments)
                result.set(key, .statement(nested), at: range)
            default:
                break
            }
        }
        return result
    }

    /// An unknown bare name where words were also accepted (`options bogus`): "did you mean"
    /// among those words too.
    static func withAlternatives(_ error: Diagnostic, _ expr: Expr, _ words: [String]?) -> Diagnostic {
        guard let words, case .reference(let name, _) = expr, error.identity == .unknownName else {
            return error
        }
        var improved = error
        improved.message = "unknown word or name '\(SourceText.abbreviated(name))'"
        improved.expected = "one of " + words.joined(separator: ", ") + ", or a value"
        improved.suggestion = Suggestion.didYouMean(name, in: words) ?? error.suggestion
        return improved
    }

    /// Records the top-level statements that ran, as typed, for `save`: a chunk of several
    /// lines (a block) whole when all of it ran, a statement of a one-line chunk on its own.
    /// `count`: how many of the chunk's statements ran.
    func record(
        first count: Int, of chunk: InputAssembler.Chunk, completedBy line: InputLine,
        failedAfterEffect: (index: Int, error: Diagnostic)? = nil, laidOutBy laidOut: Diagnostic? = nil
    ) {
        guard scriptDepth == 0, activity.handlerDepth == 0,
            count > 0 || failedAfterEffect != nil || laidOut != nil
        else {
            return
        }
        defer {
            if let laidOut, failedAfterEffect == nil {
                successfulSource.appendAnnotation(
                    "# this failed when it ran (\(Self.described(laidOut))), after a layout pass; the pass is kept"
                )
                successfulSource.appendAnnotation("layout")
            }
        }
        if chunk.lines.count > 1 {
            let text = chunk.lines.all.map(\.line.text).joined(separator: "\n")
            if count == chunk.statements.count, chunk.statements.allSatisfy(\.isSaved) {
                successfulSource.append(text)
            } else if let failed = failedAfterEffect, failed.index == 0, chunk.statements.count == 1,
                chunk.statements[0].isSaved
            {
                recordFailed(text, failed.error)
            }
            return
        }
        // A chunk of one line: the line that completed it. Each statement's bytes copied from
        // the line's in place (no string made for one).
        line.bytes.withUnsafeBufferPointer { utf8 in
            for index in 0..<count where chunk.statements[index].isSaved {
                let bytes = chunk.statements[index].bytes.clamped(to: 0..<utf8.count)
                successfulSource.append(bytes: UnsafeBufferPointer(rebasing: utf8[bytes]))
            }
            if let failed = failedAfterEffect, chunk.statements[failed.index].isSaved {
                let bytes = chunk.statements[failed.index].bytes.clamped(to: 0..<utf8.count)
                recordFailed(
                    String(decoding: UnsafeBufferPointer(rebasing: utf8[bytes]), as: UTF8.self), failed.error)
            }
        }
    }

    /// Records a statement that failed after it took effect (its handlers failed, or its block
    /// failed half-way): it is kept, so that replaying the saved script reaches the same state,
    /// under a comment saying what failed, and run with `keep-going` on, so that the same
    /// failure on replay does not stop the rest (the setting is put back as it was after it).
    private func recordFailed(_ text: String, _ error: Diagnostic) {
        successfulSource.appendAnnotation(
            "# this failed when it ran (\(Self.described(error))), after it had taken "
                + "effect; it is kept so that the session's state is the same")
        successfulSource.appendAnnotation("set keep-going on")
        successfulSource.append(text)
        successfulSource.appendAnnotation("set keep-going \(keepGoing ? "on" : "off")")
    }

    /// Where and what `error` was, on one line, for a comment in the saved script.
    static func described(_ error: Diagnostic) -> String {
        let message = error.message.split(separator: "\n").first.map(String.init) ?? ""
        return "\(error.sourceName):\(error.line):\(error.column): "
            + SourceText.abbreviated(SourceText.printable(message), limit: 200)
    }

    /// Whether `error` arose inside the block of `statement` (a command's `do … end`, an `if`'s
    /// branch), after its header: the statements of the block before it took effect.
    static func failedInsideItsBlock(_ statement: Statement, _ error: Diagnostic) -> Bool {
        var opened: [SourceRange] = []
        switch statement.kind {
        case .command(let invocation):
            for entry in invocation.arguments.entries {
                if case .block(let block) = entry.value { opened.append(block.range) }
            }
        case .conditional(let conditional):
            opened = conditional.branches.map(\.body.range)
        case .assign:
            break
        }
        guard let first = opened.min(by: { ($0.line, $0.column) < ($1.line, $1.column) }) else {
            return false
        }
        return (error.line, error.column) > (first.line, first.column)
    }
}
