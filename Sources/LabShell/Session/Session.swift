import Foundation

/// State one area of the lab keeps in a session (the solver's variables, later the view tree…),
/// created on first use by `Session.state(_:)`.
public protocol SessionState: AnyObject {
    init()
}

/// Everything one shell session holds: settings, area states, the output sink. The shell, a
/// script and a test all drive the lab through one of these.
public final class Session {
    public let table: CommandTable
    public let parser: CommandParser
    /// Where output lines go.
    public var output: OutputSink
    /// Relative paths in `source` resolve against this directory.
    public var workingDirectory: String
    /// Set by `quit`; the front end stops reading lines.
    public private(set) var quitRequested = false

    var settingValues: [String: SettingValue] = [:]
    private var states: [ObjectIdentifier: AnyObject] = [:]
    /// How many `source` commands are running inside each other.
    var scriptDepth = 0
    /// A multi-line block being read: its header (a line ending in `do`) and lines so far.
    var openBlock: OpenBlock?
    /// The body of the block whose header is running now; the command takes it (once).
    var blockBody: [AnimationWords.Word]?

    public init(
        table: CommandTable = .standard, output: OutputSink = CollectingSink(),
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        self.table = table
        self.parser = CommandParser(table: table)
        self.output = output
        self.workingDirectory = workingDirectory
        for setting in table.settings {
            settingValues[setting.name] = setting.defaultValue
        }
    }

    /// The state an area keeps in this session, created on first use.
    public func state<State: SessionState>(_ type: State.Type) -> State {
        if let existing = states[ObjectIdentifier(type)] as? State { return existing }
        let created = State()
        states[ObjectIdentifier(type)] = created
        return created
    }

    /// Discards an area's state; the next `state(_:)` starts afresh.
    public func resetState<State: SessionState>(_ type: State.Type) {
        states[ObjectIdentifier(type)] = nil
    }

    /// Writes one line of output.
    public func print(_ line: String) {
        output.write(line)
    }

    /// Writes a table in the current output mode.
    public func print(_ table: Table) {
        let renderer = TableRenderer(mode: outputMode, decimals: decimals, headers: headers)
        for line in renderer.render(table) { output.write(line) }
    }

    /// Asks the front end to stop after this command.
    public func requestQuit() {
        quitRequested = true
    }
}
