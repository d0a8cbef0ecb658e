/// The terminal the session prints to: its size, whether standard output is a terminal at all and
/// whether colour is allowed. The front end (`kblab`) sets it from the real terminal before each
/// line; a test or a piped run keeps the defaults: 80×24, not a terminal, no colour.
///
/// Drawings, plots and tables read `width` and `height` to fit; `help` may wrap to `width`.
public final class TerminalState: SessionState {
    /// Shared with a comparison's lanes: not the lab's world.
    public static var isSharedWithLanes: Bool { true }

    /// The size assumed when the terminal does not say (or there is none).
    public static let defaultWidth = 80
    public static let defaultHeight = 24
    /// Sizes outside these are clamped (a 1-column terminal still gets a readable drawing).
    static let widths = 20...1000
    static let heights = 8...500

    /// Columns.
    public var width = TerminalState.defaultWidth {
        didSet { width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound) }
    }
    /// Rows.
    public var height = TerminalState.defaultHeight {
        didSet { height = min(max(height, Self.heights.lowerBound), Self.heights.upperBound) }
    }
    /// True when standard output is a terminal (not a pipe or a file).
    public var isTerminal = false
    /// True when escape codes for colour may be written: a terminal, `NO_COLOR` unset or empty
    /// (no-color.org) and `TERM` not `dumb`.
    public var colorAllowed = false

    public required init() {}

    /// Takes the terminal's report: a size of 0 (or none) means unknown and keeps the default.
    public func update(columns: Int?, rows: Int?, isTerminal: Bool, environment: [String: String]) {
        width = columns.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultWidth
        height = rows.flatMap { $0 > 0 ? $0 : nil } ?? Self.defaultHeight
        self.isTerminal = isTerminal
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        colorAllowed = isTerminal && !noColor && environment["TERM"] != "dumb"
    }
}

extension Session {
    /// The terminal this session prints to.
    public var terminal: TerminalState { terminalState }

    /// True while output goes to the terminal itself (not redirected by `output` or `once`, not
    /// piped): only then are colours and box drawing used.
    public var printsToTerminal: Bool {
        terminal.isTerminal && !state(OutputRedirection.self).isRedirected
    }

    /// True when colour escape codes may be written now.
    public var colorAllowed: Bool { terminal.colorAllowed && printsToTerminal }

    /// The renderer for a table printed now: the output mode and decimals, fitted to the
    /// terminal's width (80 when unknown, as for a pipe or a file: what is printed is read on a
    /// terminal later). Wide box and plain tables wrap their text columns at word boundaries,
    /// then split into panels; markdown, CSV and JSON are data and never change.
    public var tableRenderer: TableRenderer {
        TableRenderer(mode: outputMode, decimals: decimals, headers: headers, maxWidth: terminal.width)
    }
}
