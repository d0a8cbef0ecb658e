import Foundation
import KeyboardLab

/// Raised by `source` when the nested script failed; its diagnostics are already reported.
struct NestedScriptFailure: Error {
    var diagnostics: [Diagnostic]
}

/// Raised by `return`: leaves the handler or technique body running it.
struct LeaveSignal: Error {}

/// How source becomes statements and statements run: lines fed in, chunks assembled, each
/// statement run and its errors reported (with those its handlers raised) after it.
extension Session {
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
    /// errors are printed already): the worst one's, 0 when all went well.
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
        for index in chunk.statements.indices {
            if topLevel {
                activity.statementsRun = 0
                activity.handlerScenarios = 0
                activity.saidHandlersTooDeep = false
                activity.handlerRegistrations = 0
                activity.bytesWritten = 0
                // (Reset by `takeHandlerErrors` too; here lest an error shown but kept by none
                // hold the next command's cap.)
                if !activity.hasHandlerErrors { activity.shownHandlerErrors = 0 }
            }
            // Whether a layout pass was owed before it: see `laidOut`.
            let owedLayout = topLevel && lab?.window.needsLayout == true
            var reported = runReporting(chunk.statements[index], stopsSource: stopsSource)
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
    static func interruption(
        _ message: String, at range: SourceRange, naming source: String?, restSkipped: Bool
    ) -> Diagnostic {
        var diagnostic = Diagnostic.failure(
            message, at: range, suggestion: "Ctrl-C stopped it; the session keeps what ran before")
        diagnostic.identity = .interrupted(source: source, restSkipped: restSkipped)
        return diagnostic
    }

    /// A source's name as the interruption message says it.
    static func sourceLabel(_ name: String) -> String { name.isEmpty ? "<input>" : name }

    /// What an interruption says of the rest of its source.
    static let restDidNotRun = "the rest did not run"

    /// A statement's error while Ctrl-C stops the source it is in (`name`): it also says that
    /// the rest of that source did not run, on its own line, so that it is said once.
    static func skippingTheRest(_ diagnostic: Diagnostic, of name: String?) -> Diagnostic {
        guard let name, Interruption.process.isRequested, !diagnostic.saysTheRestDidNotRun else {
            return diagnostic
        }
        var amended = diagnostic
        // "interrupted before line N of FILE" names the file already.
        let namesIt = diagnostic.identity == .interrupted(source: name, restSkipped: false)
        amended.message += namesIt ? "; \(restDidNotRun)" : "; the rest of \(sourceLabel(name)) did not run"
        amended.identity = .interrupted(source: name, restSkipped: true)
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
            at: SourceRange(line: line, column: 1, length: 1), naming: name, restSkipped: true)
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
}
