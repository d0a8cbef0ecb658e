import Foundation
import KeyboardLab

/// Whether a run stops at the first error.
public enum RunMode: Sendable {
    /// Stop at the first error (a script file, `-c`), unless `keep-going` is on.
    case script
    /// Report the error and go on with the next line (a terminal, piped input).
    case interactive
}

/// What running some source produced: its diagnostics (printed already as they came), of which
/// it keeps a bounded number. `kblab --keep-going FILE` of two million failing lines kept every
/// one, 468 MB, and each kept the line it quoted (a sourced file's megabyte lines, again at
/// every `source`).
public struct RunResult: Sendable {
    /// At most this many diagnostics are kept, and past them only one that makes the exit
    /// status worse; the rest are counted in `unkept`.
    public static let maximumKept = 1000
    /// The kept diagnostics keep their source lines while those total at most this many bytes
    /// (4 MiB); later ones keep their place and message, not the line.
    public static let maximumKeptLineBytes = 1 << 22

    /// The diagnostics kept, in order.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Diagnostics reported past `maximumKept` and not kept.
    public private(set) var unkept = 0
    /// The bytes of the source lines the kept diagnostics hold.
    private var keptLineBytes = 0
    /// 0 when all went well, 2 when a line was not valid kblab, 1 for any other failure.
    public private(set) var exitStatus: Int32 = 0

    public init(diagnostics: [Diagnostic] = []) {
        append(diagnostics)
    }

    /// Takes diagnostics reported, keeping what the bounds allow.
    public mutating func append(_ reported: [Diagnostic]) {
        for diagnostic in reported {
            let status = Self.exitStatus(of: diagnostic)
            defer { exitStatus = max(exitStatus, status) }
            guard diagnostics.count < Self.maximumKept || status > exitStatus else {
                unkept += 1
                continue
            }
            var kept = diagnostic
            if let line = kept.sourceLine {
                if keptLineBytes + line.utf8.count <= Self.maximumKeptLineBytes {
                    keptLineBytes += line.utf8.count
                } else {
                    kept.sourceLine = nil
                }
            }
            diagnostics.append(kept)
        }
    }

    /// What one diagnostic makes the exit status.
    public static func exitStatus(of diagnostic: Diagnostic) -> Int32 {
        diagnostic.category == .syntax || diagnostic.category == .usage ? 2 : 1
    }
}

/// Raised by `source` when the nested script failed; its diagnostics are already reported.
struct NestedScriptFailure: Error {
    var diagnostics: [Diagnostic]
}

/// Raised by `return`: leaves the handler or technique body running it.
struct LeaveSignal: Error {}

extension Session {
    /// Scripts may source scripts this deep, no deeper (a script that sources itself stops here).
    static let maximumScriptDepth = 16
    /// Handlers may trigger handlers this deep (a handler that posts what it observes stops here).
    static let maximumHandlerDepth = 8
    /// A technique's body may bind techniques this deep (one that binds itself stops here).
    static let maximumTechniqueDepth = 8
    /// The longest string an expression makes (64 KiB: labels, messages and paths are far
    /// shorter; a piped line is at most 1 MiB).
    static let maximumStringBytes = 1 << 16
    /// The bytes of strings all variables of the session may hold together (64 MiB).
    static let maximumHeldText = 1 << 26
    /// What the parsed source that handlers, techniques, animator animations and open blocks
    /// keep may count together (64 MiB; see `HeldSource` for how a line counts).
    static let maximumHeldSource = 1 << 26

    /// Refuses a definition that keeps its source (a handler, a technique, animations added to
    /// an animator) while the session's kept source counts more than its bound; its own line is
    /// counted already.
    func checkHeldSource(at range: SourceRange) throws(Diagnostic) {
        guard heldSource.isOver else { return }
        throw heldSource.refusal(at: range)
    }

    /// Refuses a `let` or an assignment that would make the session's variables hold more
    /// than `maximumHeldText` bytes of strings (`old`: the value it replaces).
    func checkHeldText(_ value: Value, replacing old: Value?, in scope: Scope, at range: SourceRange)
        throws(Diagnostic)
    {
        guard case .string = value else { return }
        let held = scope.textBytes(replacing: old, with: value)
        guard held > Session.maximumHeldText else { return }
        throw Diagnostic.failure(
            "variables would hold \(held) bytes of strings; at most \(Session.maximumHeldText)",
            at: range, suggestion: "keep fewer long strings in variables")
    }

    /// Errors of handlers reported for one top-level statement; more are counted in one line.
    static let maximumHandlerErrors = 20
    /// One top-level statement may run at most this many statements (handlers included).
    static let maximumStatementsPerCommand = 1_000_000
    /// Handlers may start this many keyboard scenarios for one top-level statement (a handler
    /// that shows the keyboard on every notification fans out: each scenario posts several).
    static let maximumHandlerScenarios = 100
    /// Handlers may register this many handlers, display links and pan targets for one top-level
    /// statement: a display link that registers a display link on every frame made `run 60`
    /// run 6.5 million handlers (3600 frames, one more link each), quadratic and silent.
    static let maximumHandlerRegistrations = 100
    /// `save` and `export` may write this many bytes for one top-level statement (256 MiB): a
    /// display link exporting the whole timeline on every frame wrote 2.2 GB of JSON in one
    /// 3600-frame run, each file longer than the last.
    static let maximumBytesWrittenPerCommand = 1 << 28

    /// Refuses a `save` or `export` before its text is made once the top-level statement's
    /// writes are spent (a display link exporting on every frame made each file anew).
    func checkWriteBudget(at range: SourceRange) throws(Diagnostic) {
        guard activity.bytesWritten > writeLimit else { return }
        throw Diagnostic.failure(
            "save and export wrote \(writeLimit) bytes for this command already",
            at: range,
            suggestion: "does a display link or a handler export on every frame? export once, after the run")
    }

    /// Counts `count` bytes about to be written by `save` or `export`, refusing them when the
    /// top-level statement's writes would pass `maximumBytesWrittenPerCommand`.
    func countWrite(_ count: Int, at range: SourceRange) throws(Diagnostic) {
        let total = activity.bytesWritten + count
        guard total <= writeLimit else {
            // Spent: the next export of this command is refused before its text is made.
            activity.bytesWritten = total
            throw Diagnostic.failure(
                "save and export would write \(total) bytes for one command; at most \(writeLimit)",
                at: range,
                suggestion:
                    "does a display link or a handler export on every frame? export once, after the run")
        }
        activity.bytesWritten = total
    }

    /// True while a block is open: the front end shows its continuation prompt.
    public var isReadingBlock: Bool { assembler.isReadingBlock }

    /// Forgets a block being read (Ctrl-C at the continuation prompt).
    public func discardOpenBlock() {
        assembler.reset()
    }

    /// Runs every line of `source`; in `.script` mode it stops at the first error (unless the
    /// `keep-going` setting is on). A `quit` ends this source only when it was sourced.
    public func run(_ source: String, name: String, mode: RunMode) -> RunResult {
        var result = RunResult()
        let saved = assembler
        assembler = InputAssembler(table: table, held: heldSource)  // a sourced script's blocks are its own
        defer { assembler = saved }
        var lineNumber = 0
        var stopped = false
        Session.forEachSourceLine(of: source) { input in
            lineNumber += 1
            var reported: [Diagnostic]
            switch input {
            case .text(let line):
                reported = feed(line, name: name, lineNumber: lineNumber, stopsSource: true)
            case .tooLong(let byteCount):
                // As a piped line over the limit: an error of its own, the next line read on.
                reported = [reportLongLine(byteCount: byteCount, name: name, lineNumber: lineNumber)]
            }
            if Interruption.process.isRequested {
                // Ctrl-C: the rest of this source does not run, whatever the mode, and that is
                // said once: by the error of the statement cut short (see `runChunk`), by a
                // nested script's, or here.
                if !reported.contains(where: \.saysTheRestDidNotRun) {
                    reported.append(
                        reportInterruption(afterLine: lineNumber, of: name, ran: reported.isEmpty))
                }
                result.append(reported)
                stopped = true
                return false
            }
            result.append(reported)
            // The setting read after each line: a script may turn it on for its own lines.
            if quitRequested || (mode == .script && !reported.isEmpty && !keepGoing) {
                stopped = true
                return false
            }
            return true
        }
        if !stopped { result.append(finishInput(name: name)) }
        if scriptDepth > 0 && quitRequested { quitRequested = false }  // quit ends this script only
        return result
    }

    /// Takes one line of input: runs it, or keeps it while a block is open (running the block
    /// when its `end` arrives). Returns what was reported.
    @discardableResult
    public func feed(_ line: String, name: String, lineNumber: Int) -> [Diagnostic] {
        feed(InputLine(line), name: name, lineNumber: lineNumber, stopsSource: false)
    }

    /// `feed` of a line as its bytes (the shell's reader hands them over without a string).
    @discardableResult
    public func feed(_ line: InputLine, name: String, lineNumber: Int) -> [Diagnostic] {
        feed(line, name: name, lineNumber: lineNumber, stopsSource: false)
    }

    /// `feed` for a front end that needs only the exit status of what the line reported (its
    /// errors are printed already): the worst one's, 0 when all went well. A line's syntax
    /// error is not put in an array only for its status to be read (a tenth of a piped
    /// unknown command).
    public func feedForStatus(_ line: InputLine, name: String, lineNumber: Int) -> Int32 {
        var failure: Diagnostic?
        let reported = take(line, name: name, lineNumber: lineNumber, stopsSource: false, failure: &failure)
        if let failure { return RunResult.exitStatus(of: failure) }
        return reported.reduce(0) { max($0, RunResult.exitStatus(of: $1)) }
    }

    /// `feedForStatus` for input that Ctrl-C stops as it stops a script (piped input, now that
    /// the shell catches SIGINT there too): when Ctrl-C came during the line, the rest of the
    /// input is not to run, which is said once (by the statement it cut short, or here), and
    /// `interrupted` tells the front end to stop reading.
    public func feedForStatus(_ line: InputLine, name: String, lineNumber: Int, stoppable: Bool)
        -> (status: Int32, interrupted: Bool)
    {
        // As `feedForStatus`: a syntax error is not put in an array only for its status.
        var failure: Diagnostic?
        let reported = take(
            line, name: name, lineNumber: lineNumber, stopsSource: stoppable, failure: &failure)
        var status =
            failure.map(RunResult.exitStatus(of:))
            ?? reported.reduce(0) { max($0, RunResult.exitStatus(of: $1)) }
        guard stoppable, Interruption.process.isRequested else { return (status, false) }
        if failure?.saysTheRestDidNotRun != true && !reported.contains(where: \.saysTheRestDidNotRun) {
            let said = reportInterruption(
                afterLine: lineNumber, of: name, ran: reported.isEmpty && failure == nil)
            status = max(status, RunResult.exitStatus(of: said))
        }
        return (status, true)
    }

    /// Ctrl-C while the front end waited for the line after `line` of piped input: nothing more
    /// is read, which is said; returns the error's exit status.
    public func reportInputInterrupted(afterLine line: Int, name: String) -> Int32 {
        RunResult.exitStatus(of: reportInterruption(afterLine: line, of: name, ran: true))
    }

    /// `feed`; `stopsSource`: the line is one of a source that Ctrl-C stops (not a line typed
    /// at the prompt, after which nothing is left to skip).
    func feed(_ line: InputLine, name: String, lineNumber: Int, stopsSource: Bool) -> [Diagnostic] {
        var failure: Diagnostic?
        let reported = take(
            line, name: name, lineNumber: lineNumber, stopsSource: stopsSource, failure: &failure)
        if let failure { return [failure] }
        return reported
    }

    /// Takes one line: what the statements that ran reported, or (in `failure`) the line's own
    /// syntax error.
    private func take(
        _ line: InputLine, name: String, lineNumber: Int, stopsSource: Bool, failure: inout Diagnostic?
    ) -> [Diagnostic] {
        if echo { print(line.text) }
        switch assembler.feed(line, number: lineNumber, name: name) {
        case .needsMore:
            return []
        case .failed(let diagnostic):
            failure = report(consume diagnostic, unit: nil, name: name, input: line)
            return []
        case .discarded(let header):
            print("(the block that starts on line \(header) did not run: it has an error, see above)")
            return []
        case .complete(let chunk):
            let reported = runChunk(chunk, completedBy: line, stopsSource: stopsSource ? name : nil)
            assembler.recycle(consume chunk)
            return reported
        }
    }

    /// Runs one line at the top level (with no block open) and reports any error.
    @discardableResult
    public func execute(_ line: String, name: String, lineNumber: Int) -> [Diagnostic] {
        feed(line, name: name, lineNumber: lineNumber)
    }

    /// The end of the input: a block still open is an error at its `do`; it is dropped.
    @discardableResult
    public func finishInput(name: String) -> [Diagnostic] {
        guard assembler.isReadingBlock else { return [] }
        let opened = assembler.openedAt
        let opening = assembler.openingInput
        assembler.reset()
        let range = opened?.range ?? SourceRange(line: 1, column: 1, length: 1)
        return [report(Diagnostic.blockNotClosed(at: range), unit: nil, name: name, input: opening)]
    }

    /// Runs the top-level statements of a chunk, each on its own: an error stops the chunk's
    /// remaining statements (on one line, as a failed command stops a script).
    /// `stopsSource`: the name of the source the chunk is part of, whose rest Ctrl-C skips.
    /// `line`: the line that completed the chunk (its only line, for most).
    func runChunk(_ chunk: InputAssembler.Chunk, completedBy line: InputLine, stopsSource: String? = nil)
        -> [Diagnostic]
    {
        // The statements that ran are always a prefix of the chunk's: the first error stops it.
        var succeeded = 0
        // The statement that failed after taking effect (its handlers failed, or its block
        // failed half-way), with its first error: `save` keeps it too, or the saved script would
        // not reproduce the session.
        var tookEffect: (index: Int, error: Diagnostic)?
        // The statement that failed after a layout pass it made (a frame read, then a refusal).
        var laidOut: Diagnostic?
        defer {
            record(
                first: succeeded, of: chunk, completedBy: line, failedAfterEffect: tookEffect,
                laidOutBy: laidOut)
        }
        // A script a handler sourced runs inside the top-level statement that posted: its
        // statements share that statement's limits, and its handlers' errors are reported after
        // that statement, under one cap (each of its statements started them afresh: 400
        // handlers sourcing a failing script printed 1,600 errors).
        let topLevel = activity.handlerDepth == 0
        // By index: iterating the statements retained and released each.
        for index in chunk.statements.indices {
            if topLevel {
                activity.statementsRun = 0
                activity.handlerScenarios = 0
                activity.handlerRegistrations = 0
                activity.bytesWritten = 0
                // (Reset by `takeHandlerErrors` too; here lest an error shown but kept by none
                // hold the next command's cap.)
                if !activity.hasHandlerErrors { activity.shownHandlerErrors = 0 }
            }
            // Whether a layout pass was owed before it: see `laidOut`.
            let owedLayout = topLevel && lab?.window.needsLayout == true
            // Unretained: `chunk`, a parameter, holds its statements (an array nothing here
            // changes) until this call returns; retained, each cost a retain and a release.
            var reported = Unmanaged.passUnretained(chunk.statements[index])._withUnsafeGuaranteedRef {
                runReporting($0, stopsSource: stopsSource)
            }
            let ranItself = reported.isEmpty
            drainMainQueue()
            if topLevel, activity.hasHandlerErrors { reported += takeHandlerErrors() }
            guard reported.isEmpty else {
                if let first = reported.first,
                    ranItself || Self.failedInsideItsBlock(chunk.statements[index], first)
                {
                    tookEffect = (index, first)
                } else if owedLayout, lab?.window.needsLayout == false {
                    laidOut = reported.first
                }
                return reported
            }
            succeeded += 1
        }
        return []
    }

    /// Runs a top-level statement of a chunk and returns the errors reported (see `runChunk`).
    private func runReporting(_ statement: Statement, stopsSource: String?) -> [Diagnostic] {
        var reported: [Diagnostic] = []
        do {
            try execute(statement)
        } catch let failure as NestedScriptFailure {
            reported = failure.diagnostics
        } catch let diagnostic as Diagnostic {
            reported = [
                report(Session.skippingTheRest(diagnostic, of: stopsSource), unit: statement.unit)
            ]
        } catch is LeaveSignal {
            reported = [
                report(
                    Diagnostic(
                        .syntax, at: statement.range, message: "'return' outside a handler",
                        expected: "return inside 'on … do', 'async do' or a technique"),
                    unit: statement.unit)
            ]
        } catch {
            reported = [report(.failure("\(error)", at: statement.range), unit: statement.unit)]
        }
        return reported
    }

    /// The error of a run stopped by Ctrl-C between statements or lines.
    static func interruption(_ message: String, at range: SourceRange) -> Diagnostic {
        .failure(message, at: range, suggestion: "Ctrl-C stopped it; the session keeps what ran before")
    }

    /// A source's name as the interruption message says it.
    static func sourceLabel(_ name: String) -> String { name.isEmpty ? "<input>" : name }

    /// What an interruption says of the rest of its source (`saysTheRestDidNotRun` looks for it).
    static let restDidNotRun = "the rest did not run"

    /// A statement's error while Ctrl-C stops the source it is in (`name`): it also says that
    /// the rest of that source did not run, on its own line, so that it is said once.
    static func skippingTheRest(_ diagnostic: Diagnostic, of name: String?) -> Diagnostic {
        guard let name, Interruption.process.isRequested, !diagnostic.saysTheRestDidNotRun else {
            return diagnostic
        }
        var amended = diagnostic
        let label = sourceLabel(name)
        // "interrupted before line N of FILE" names the file already.
        amended.message +=
            diagnostic.message.hasSuffix(" of \(label)")
            ? "; \(restDidNotRun)" : "; the rest of \(label) did not run"
        return amended
    }

    /// Reports that Ctrl-C stopped `name` after `line` (`ran`: that line ran to its end; else
    /// it was cut short, and its errors are above).
    private func reportInterruption(afterLine line: Int, of name: String, ran: Bool) -> Diagnostic {
        let label = Session.sourceLabel(name)
        let diagnostic = Session.interruption(
            ran
                ? "interrupted after line \(line) of \(label); \(Session.restDidNotRun)"
                : "interrupted on line \(line) of \(label); \(Session.restDidNotRun)",
            at: SourceRange(line: line, column: 1, length: 1))
        return report(diagnostic, unit: nil, name: name)
    }

    /// Fills in the source of a diagnostic (its unit's name and line) and prints it.
    /// Consumes the diagnostic: filled in while the caller still held it, its texts' box was
    /// copied (and both boxes freed) for every error.
    func report(
        _ diagnostic: consuming Diagnostic, unit: SourceUnit?, name: String? = nil,
        input line: InputLine? = nil
    ) -> Diagnostic {
        var filled = diagnostic
        if filled.sourceName.isEmpty { filled.sourceName = unit?.name ?? name ?? "" }
        if activity.handlerDepth > 0 {
            // An error of a script a handler sourced: it counts against the handler errors' cap,
            // and past it is counted, not rendered.
            // (Ctrl-C's error is said whatever the count: it says what did not run.)
            guard
                activity.shownHandlerErrors < Session.maximumHandlerErrors || Interruption.process.isRequested
            else {
                activity.unshownHandlerErrors += 1
                return filled
            }
            activity.shownHandlerErrors += 1
            activity.scriptErrorsShown += 1
        }
        if filled.sourceInput == nil { filled.sourceInput = unit?.input(filled.line) ?? line }
        rendered.removeAll()
        DiagnosticRenderer.render(filled, into: &rendered, width: helpWidth)
        writeError(lines: rendered)
        return filled
    }

    /// Errors handlers raised meanwhile, printed now (each names its handler).
    func takeHandlerErrors() -> [Diagnostic] {
        guard activity.hasHandlerErrors else { return [] }
        let errors = activity.handlerErrors
        let printed = activity.printedHandlerErrors.diagnostics
        let unshown = activity.unshownHandlerErrors
        activity.handlerErrors.removeAll()
        activity.printedHandlerErrors = RunResult()
        activity.unshownHandlerErrors = 0
        activity.shownHandlerErrors = 0
        var reported = printed + errors.map { report($0, unit: nil) }
        if unshown > 0, let last = errors.last ?? printed.last {
            var more = Diagnostic.failure(
                "and \(unshown) more error\(unshown == 1 ? "" : "s") in handlers, not shown",
                at: last.range, suggestion: "the first \(Session.maximumHandlerErrors) are above")
            more.sourceName = last.sourceName
            more.sourceLine = last.sourceLine
            reported.append(report(more, unit: nil))
        }
        return reported
    }

    // MARK: Statements

    /// Runs one statement in the current scope. A diagnostic leaving it carries its source.
    /// After Ctrl-C no further statement runs: a handler or block stops at its next statement.
    func execute(_ statement: Statement) throws {
        if processInterruption.isRequested {
            var diagnostic = Session.interruption(
                "interrupted before line \(statement.range.line) of \(Session.sourceLabel(statement.unit.name))",
                at: statement.range)
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

    /// Runs the command of a `.command` statement and returns its error. It throws nothing, and
    /// its switch holds no `try`: a switch with a throwing call in it copied the statement's
    /// command and arguments out of it (a retain and release of each of their parts, for every
    /// command run).
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
        guard let words, case .reference(let name, _) = expr, error.message.hasPrefix("unknown name") else {
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
    /// `count`: how many of the chunk's statements ran (a count, not a slice of them: the
    /// slice retained their array for every line).
    /// `laidOutBy`: the error of a statement that failed, with no other effect, after the
    /// layout pass it made: the pass is kept as a `layout` line (a frame set by hand before the
    /// next pass survives it or not according to it).
    private func record(
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

    /// Runs a script file (relative paths from `workingDirectory`) in script mode.
    public func runFile(_ path: String, at range: SourceRange) throws {
        guard scriptDepth < Session.maximumScriptDepth else {
            throw Diagnostic.failure(
                "scripts nested more than \(Session.maximumScriptDepth) deep", at: range,
                suggestion: "does a script source itself?")
        }
        let text = try readScript(path, at: range)
        scriptDepth += 1
        let running = FileIdentity(path: HomePath.url(path, relativeTo: workingDirectory).path)
        if let running { runningScripts.append(running) }
        defer {
            scriptDepth -= 1
            if running != nil { runningScripts.removeLast() }
        }
        let result = run(text, name: path, mode: .script)
        if !result.diagnostics.isEmpty { throw NestedScriptFailure(diagnostics: result.diagnostics) }
    }

    /// Tells the session that the script at `path` is being run (`kblab FILE`, read by the front
    /// end): `save`, `export` and `output` refuse to replace or empty it.
    public func noteRunningScript(_ path: String) {
        if let identity = FileIdentity(path: HomePath.url(path, relativeTo: workingDirectory).path) {
            runningScripts.append(identity)
        }
    }

    /// What `save` and `export` must not replace (every file the shell holds open, and the
    /// scripts being run) and, `standardStreamsOnly`, what `output` must not empty (its own
    /// earlier file is emptied on purpose when named again).
    func protectedFiles(standardStreamsOnly: Bool = false) -> ProtectedFiles {
        var named: [FileIdentity: String] = [:]
        for script in runningScripts { named[script] = "the script being run" }
        return ProtectedFiles(named: named, everyDescriptor: !standardStreamsOnly)
    }

    /// The text of a script file, or a diagnostic saying why it cannot be read.
    func readScript(_ path: String, at range: SourceRange) throws(Diagnostic) -> String {
        switch ScriptFile.read(path, relativeTo: workingDirectory) {
        case .success(let text):
            return text
        case .failure(let problem):
            throw Diagnostic(
                .usage, at: range, message: problem.message(path), expected: "a readable script file",
                suggestion: problem.suggestion(relativeTo: workingDirectory))
        }
    }

    /// The longest line the shell reads (1 MiB), piped, in a script file or in a sourced one;
    /// a longer one is skipped with an error, and reading goes on with the next.
    public static let maximumLineBytes = 1 << 20

    /// Reports a line over `maximumLineBytes` (which is skipped) and returns the error.
    @discardableResult
    public func reportLongLine(byteCount: Int, name: String, lineNumber: Int) -> Diagnostic {
        report(Diagnostic.lineTooLong(byteCount: byteCount, line: lineNumber), unit: nil, name: name)
    }

    /// A line of source as read: its text, or only its length when it is over the limit.
    enum SourceLine {
        case text(InputLine)
        case tooLong(byteCount: Int)
    }

    /// Calls `body` with each line of `source` (`\n` or `\r\n`) until it returns false.
    static func forEachLine(of source: String, _ body: (String) -> Bool) {
        forEachSourceLine(of: source, limit: Int.max) { line in
            guard case .text(let text) = line else { return true }
            return body(text.text)
        }
    }

    /// Calls `body` with each line of `source` until it returns false; a line over `limit`
    /// bytes comes as `.tooLong`, never made into a string.
    static func forEachSourceLine(
        of source: String, limit: Int = maximumLineBytes, _ body: (SourceLine) -> Bool
    ) {
        // By bytes: a line feed never joins a character, so splitting the UTF-8 at 0x0A (and
        // dropping the carriage return of a "\r\n") gives the lines a walk over characters gives,
        // at a fraction of the cost (a microsecond a line of a 100,000-line script). Each line's
        // bytes are taken from the source's in place, with no string made for the line.
        var source = source
        source.withUTF8 { utf8 in
            var start = 0
            while start < utf8.count {
                let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.count
                var end = newline
                if newline < utf8.count, end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let count = end - start
                let line: SourceLine =
                    count > limit
                    ? .tooLong(byteCount: count)
                    : .text(InputLine(utf8: UnsafeBufferPointer(rebasing: utf8[start..<end])))
                guard body(line) else { return }
                start = newline + 1
            }
        }
    }

    /// Splits source into lines (`\n` or `\r\n`).
    static func lines(of source: String) -> [String] {
        var lines: [String] = []
        forEachLine(of: source) { line in
            lines.append(line)
            return true
        }
        return lines
    }

}

extension Diagnostic {
    /// True for an interruption that said its source's rest was skipped (said once: a script
    /// that sourced it does not say it again).
    var saysTheRestDidNotRun: Bool {
        message.hasSuffix(Session.restDidNotRun)
            || (message.contains("; the rest of ") && message.hasSuffix(" did not run"))
    }
}
