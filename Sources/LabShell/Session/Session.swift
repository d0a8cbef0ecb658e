import Foundation
import KeyboardLab

/// State one area of the lab keeps in a session (the solver's variables, later the view tree…),
/// created on first use by `Session.state(_:)`.
public protocol SessionState: AnyObject {
    init()
    /// Whether a comparison's lane shares this state with the session that made it (the
    /// techniques written, the terminal's size) instead of keeping one of its own (the lab's
    /// world: the scene, its observers, bindings and animators). False unless said.
    static var isSharedWithLanes: Bool { get }
}

extension SessionState {
    public static var isSharedWithLanes: Bool { false }
}

/// Everything one shell session holds: settings, area states, variables, the output sink. The
/// shell, a script and a test all drive the lab through one of these.
public final class Session {
    public let table: CommandTable
    /// Where output lines go.
    public var output: OutputSink
    /// Relative paths in `source` resolve against this directory.
    public var workingDirectory: String
    /// Set by `quit`; the front end stops reading lines (a script it ends is only that script).
    public internal(set) var quitRequested = false

    var settingValues: [String: SettingValue] = [:] {
        didSet {
            if case .boolean(let v)? = settingValues["echo"] { echo = v } else { echo = false }
        }
    }
    /// Whether each line is printed before it runs: the `echo` setting, read before every line,
    /// so kept apart from the dictionary of settings.
    public private(set) var echo = false
    private var states: [ObjectIdentifier: AnyObject] = [:] {
        didSet {
            cachedRedirection = nil
            cachedLab = nil
            cachedTerminal = nil
            lastState = nil
        }
    }
    /// The state asked for last, by its type: a command asks for its area's state again and
    /// again.
    private var lastState: (type: ObjectIdentifier, state: AnyObject)?
    private var cachedRedirection: OutputRedirection?
    /// Commands running inside each other now (`once` redirects the next one at its level).
    var commandDepth = 0
    /// Whether output goes to a file: then the redirection hears of every command's end (set
    /// by `OutputRedirection`; most commands run without one, and touch no object for it).
    var redirectsOutput = false
    /// `Interruption.process`, read before every statement.
    let processInterruption = Interruption.process
    /// The terminal's state, read for the help width of every error (a hash and a cast each).
    private var cachedTerminal: TerminalState?
    /// The lab's state if made (`.some(nil)`: known not to be), for the main-queue drain after
    /// every statement.
    private var cachedLab: LabState??
    /// How many `source` commands are running inside each other.
    var scriptDepth = 0
    /// The script files being run (`kblab FILE`, `source`, nested): no `save`, `export` or
    /// `output` may replace or empty one.
    var runningScripts: [FileIdentity] = []
    /// The lines being read into statements (blocks open across lines).
    var assembler: InputAssembler
    /// What the parsed source kept by handlers, techniques, animator animations and open
    /// blocks counts, and its bound (`Session.maximumHeldSource`).
    let heldSource: HeldSource
    /// Variables defined at the top level.
    public internal(set) var globals = Scope()
    /// The scopes of the statements running now, innermost last.
    var scopeStack: [Scope] = []
    /// What runs now: handler calls nested in each other, statements run since the top-level one.
    var activity = Activity()
    /// The statements one top-level statement may run, handlers included
    /// (`Session.maximumStatementsPerCommand`; a test sets a small one: a million took 10 s).
    var statementLimit = Session.maximumStatementsPerCommand
    /// The bytes `save` and `export` may write for one top-level statement
    /// (`Session.maximumBytesWrittenPerCommand`; a test sets a small one).
    var writeLimit = Session.maximumBytesWrittenPerCommand
    /// The top-level statements that ran without error, as typed (for `save`).
    var successfulSource = SavedSource()
    /// The last diagnostic's text, its buffers kept for the next (see `report`).
    var rendered = RenderedLines()

    public init(
        table: CommandTable = .standard, output: OutputSink = CollectingSink(),
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.table = table
        self.output = output
        self.workingDirectory = workingDirectory
        let held = HeldSource()
        self.heldSource = held
        self.assembler = InputAssembler(table: table, held: held)
        resetSettings()
    }

    /// A session for one lane of a comparison (or one cell of a matrix): a lab of its own, `lab`
    /// (a copy of the scene, its own observers, bindings and animators), so that what a
    /// technique does there is the lane's and nothing is left behind in `parent`; it shares what
    /// `parent` knows that is not the lab's world (the command table, the techniques written,
    /// the terminal's size, the bound on kept source), and starts from copies of its settings
    /// and variables. Its output goes to `output`.
    init(lane parent: Session, lab: LabState, output: OutputSink) {
        table = parent.table
        self.output = output
        workingDirectory = parent.workingDirectory
        heldSource = parent.heldSource
        assembler = InputAssembler(table: parent.table, held: parent.heldSource)
        settingValues = parent.settingValues
        globals = parent.globals.copy()
        statementLimit = parent.statementLimit
        var shared: [ObjectIdentifier: AnyObject] = [:]
        for (key, state) in parent.states
        where (type(of: state) as? SessionState.Type)?.isSharedWithLanes == true {
            shared[key] = state
        }
        shared[ObjectIdentifier(LabState.self)] = lab
        states = shared
    }

    /// Every setting back to its default.
    func resetSettings() {
        for setting in table.settings {
            settingValues[setting.name] = setting.defaultValue
        }
    }

    /// The state an area keeps in this session, created on first use.
    public func state<State: SessionState>(_ type: State.Type) -> State {
        let key = ObjectIdentifier(type)
        // Stored under its own type's key, so the object is a `State` (no dynamic cast).
        if let last = lastState, last.type == key { return unsafeDowncast(last.state, to: State.self) }
        if let existing = states[key] as? State {
            lastState = (key, existing)
            return existing
        }
        let created = State()
        states[key] = created
        return created
    }

    /// The terminal's size and kind (see `terminal`), kept apart from the dictionary of states.
    var terminalState: TerminalState {
        if let cachedTerminal { return cachedTerminal }
        let made = state(TerminalState.self)
        cachedTerminal = made
        return made
    }

    /// The output redirection, asked for at the start and end of every command: kept apart from
    /// the dictionary of states (a hash and a cast a command).
    var redirection: OutputRedirection {
        if let cachedRedirection { return cachedRedirection }
        let made = state(OutputRedirection.self)
        cachedRedirection = made
        return made
    }

    /// The lab's state, if it has been made.
    var lab: LabState? {
        if let cachedLab { return cachedLab }
        let found = existingState(LabState.self)
        cachedLab = .some(found)
        return found
    }

    /// Runs the simulator's main-queue work (`async do … end`) queued meanwhile, after every
    /// statement (nothing to do while no lab was made).
    func drainMainQueue() {
        switch cachedLab {
        case .some(.none): return
        case .some(.some(let made)): made.simulator.drainMainQueue()
        case .none: lab?.simulator.drainMainQueue()
        }
    }

    /// The state an area keeps, if it has made one.
    func existingState<State: SessionState>(_ type: State.Type) -> State? {
        states[ObjectIdentifier(type)] as? State
    }

    /// Discards an area's state; the next `state(_:)` starts afresh.
    public func resetState<State: SessionState>(_ type: State.Type) {
        states[ObjectIdentifier(type)] = nil
    }

    /// Discards every area's state, the variables and the recorded history: the lab starts over.
    func resetAll() {
        // Output sent to a file comes back first: the redirection holds the terminal's sink.
        existingState(OutputRedirection.self)?.restore(self)
        // Observers and techniques hold closures on the old simulator: drop them with it. The
        // terminal is not the lab's: its size and kind stay (the front end sets them on a change).
        let terminal = existingState(TerminalState.self)
        states.removeAll()
        if let terminal { states[ObjectIdentifier(TerminalState.self)] = terminal }
        globals = Scope()
        scopeStack.removeAll()
        successfulSource.removeAll()
        resetSettings()
    }

    /// Writes one line of output.
    public func print(_ line: String) {
        write(line)
    }

    /// Where every line the session prints goes: a handler's, while a scenario is being played,
    /// to the world's record of what handlers printed (`LabState.handlerOutput`), which the
    /// scenario's transcript places after the notification being delivered; any other to the
    /// output.
    func write(_ line: String) {
        if let lab = handlerLab { lab.recordHandlerLine(line, isError: false) } else { output.write(line) }
    }

    /// `write` for a diagnostic's or a warning's line (standard error).
    func writeError(_ line: String) {
        if let lab = handlerLab {
            lab.recordHandlerLine(line, isError: true)
        } else {
            output.writeError(line)
        }
    }

    /// `writeError` for a rendered diagnostic's lines.
    func writeError(lines: RenderedLines) {
        guard let lab = handlerLab else { return output.writeError(lines: lines) }
        for line in lines.lines { lab.recordHandlerLine(line, isError: true) }
    }

    /// A line app code printed outside the language (a Swift technique's `print`), placed as a
    /// handler's line is: in the transcript of the scenario being played, else on the output.
    func printFromAppCode(_ line: String) {
        if let lab, lab.scenariosPlaying > 0 {
            lab.recordHandlerLine(line, isError: false)
        } else {
            output.write(line)
        }
    }

    /// The lab whose scenario's transcript takes what is printed now: inside a handler, while a
    /// scenario is being played.
    var handlerLab: LabState? {
        guard activity.handlerDepth > 0, let lab, lab.scenariosPlaying > 0 else { return nil }
        return lab
    }

    /// Writes a long line of prose wrapped at word boundaries to the help width, later lines
    /// indented under the first (footnotes, warnings).
    public func printWrapped(_ text: String) {
        for (index, line) in CommandHelp.wrap(text, width: helpWidth - 4).enumerated() {
            write(index == 0 ? line : "    " + line)
        }
    }

    /// Writes a line that may be wider than the terminal (a status line, a notification's
    /// summary, a layout explanation) broken at spaces to the terminal's width, each later
    /// part indented four spaces past the line's own indentation. The spaces inside the first
    /// part (a column of names and values) are kept.
    public func printFitted(_ line: String) {
        for part in Session.fitted(line, width: terminal.width) { write(part) }
    }

    /// `line` broken at spaces into parts of at most `width` characters (a word longer than
    /// that stands alone), as `printFitted` prints them; each later part is indented `hanging`
    /// spaces past the line's own indentation.
    static func fitted(_ line: String, width: Int, hanging: Int = 4) -> [String] {
        guard line.count > width else { return [line] }
        let indentation = line.prefix { $0 == " " }.count
        let continuation = String(repeating: " ", count: indentation + hanging)
        var parts: [String] = []
        var rest = Substring(line)
        var prefix = ""
        var skip = indentation  // never break inside the leading indentation
        while prefix.count + rest.count > width {
            let room = max(width - prefix.count, 1)
            let head = rest.dropFirst(skip).prefix(max(room - skip + 1, 0))
            let space = head.lastIndex(of: " ") ?? rest.dropFirst(skip + room).firstIndex(of: " ")
            guard let space else { break }
            var part = rest[..<space]
            while part.last == " " { part.removeLast() }
            parts.append(prefix + part)
            rest = rest[space...].drop { $0 == " " }
            prefix = continuation
            skip = 0
        }
        parts.append(prefix + rest)
        return parts
    }

    /// A warning's lines: `warning: MESSAGE` wrapped as `printWrapped` wraps prose, at its
    /// spaces only (a warning may quote what was typed: backticks and all stay as they are).
    func warningLines(_ message: String) -> [String] {
        let words = ("warning: " + message).split(separator: " ").flatMap {
            CommandHelp.broken(String($0), width: helpWidth - 4)
        }
        return CommandHelp.packed(words, width: helpWidth - 4).enumerated().map { index, line in
            index == 0 ? line : "    " + line
        }
    }

    /// Writes a table in the current output mode, fitted to the terminal's width.
    public func print(_ table: Table) {
        for line in tableRenderer.render(table) { write(line) }
    }

    /// Asks the front end to stop after this command.
    public func requestQuit() {
        quitRequested = true
    }
}

/// A statement `execute` is running (pushed when it starts, popped when it ends).
struct RunningStatement {
    let statement: Statement

    var unit: SourceUnit { statement.unit }
    var range: SourceRange { statement.range }
}

/// What the interpreter is doing now, for the limits that keep a handler from running away.
struct Activity {
    /// Handler calls nested in each other (a handler that posts a notification whose handler…).
    var handlerDepth = 0
    /// Statements run since the current top-level statement began.
    var statementsRun = 0
    /// Errors raised inside handlers, reported after the statement that caused the post.
    var handlerErrors: [Diagnostic] = []
    /// Handler errors past `Session.maximumHandlerErrors`: counted, not kept.
    var unshownHandlerErrors = 0
    /// Handler errors shown for the current top-level statement, or kept to be shown after it:
    /// those of handlers and those of scripts handlers sourced, all against one cap.
    var shownHandlerErrors = 0
    /// Errors of scripts handlers sourced that were printed, for the handler that sourced them
    /// (it counts its own and puts the number back: see `runHandler`).
    var scriptErrorsShown = 0
    /// Keyboard scenarios handlers started since the current top-level statement began.
    var handlerScenarios = 0
    /// Whether "handlers triggered each other more than N deep" was said for this statement.
    var saidHandlersTooDeep = false
    /// Handlers, display links and pan targets handlers registered since then.
    var handlerRegistrations = 0
    /// Bytes `save` and `export` wrote since then.
    var bytesWritten = 0
    /// Errors of scripts handlers sourced: printed already (as a script's are), counted with them
    /// (a bounded number kept: a display link sourcing a failing script ran for every frame).
    var printedHandlerErrors = RunResult()
    /// Whether handlers left errors to report (tested before the arrays are touched: most
    /// statements run no handler).
    var hasHandlerErrors: Bool {
        !handlerErrors.isEmpty || !printedHandlerErrors.diagnostics.isEmpty || unshownHandlerErrors > 0
    }
    /// True inside a handler once the cap is reached: a further error is only counted, so it is
    /// not worth building (no "did you mean" among ten thousand observers' names for it).
    var errorsAreOnlyCounted: Bool {
        handlerDepth > 0 && shownHandlerErrors >= Session.maximumHandlerErrors
    }
    /// Blocks running inside each other (an animation's, a handler's, an if's).
    var blockDepth = 0
    /// The statements running now, innermost last: where a handler was registered.
    var statements: [RunningStatement] = []
    /// Technique bodies running now (a binding being installed).
    var techniqueDepth = 0
}
