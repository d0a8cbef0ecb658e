/// Progress of a comparison matrix, which can play for seconds: on a terminal a line redrawn in
/// place once the work has taken half a second (`compare: 37 of 220 cells, 1.2 M frames`),
/// erased when done; to a pipe or a file one note on standard error once it has taken three
/// seconds, so a piped run that seems to hang says what it is doing. Neither is output: what
/// the matrix prints stays the same however fast the machine is.
struct MatrixProgress {
    /// Seconds before the terminal's line appears, and before the piped note.
    static let terminalDelay: Duration = .milliseconds(500)
    static let pipedDelay: Duration = .seconds(3)
    private let pipedDelay: Duration

    let cells: Int
    let session: Session
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private let atTerminal: Bool
    private var shown = false
    private var noted = false
    private var lastDrawn: ContinuousClock.Instant

    init(cells: Int, session: Session, pipedDelay: Duration = Self.pipedDelay) {
        self.cells = cells
        self.pipedDelay = pipedDelay
        self.session = session
        start = clock.now
        lastDrawn = start
        atTerminal = session.terminal.isTerminal
    }

    /// The line for `done` cells having played `frames` frames.
    static func text(done: Int, of cells: Int, frames: Int) -> String {
        "compare: \(done) of \(cells) cells, \(NumberStyle.count(frames, "frame")) played"
    }

    mutating func update(done: Int, frames: Int) {
        let now = clock.now
        let elapsed = start.duration(to: now)
        if atTerminal {
            // Redrawn at most ten times a second.
            guard elapsed >= Self.terminalDelay, !shown || lastDrawn.duration(to: now) >= .milliseconds(100)
            else {
                return
            }
            session.output.showProgress(
                Self.text(done: done, of: cells, frames: frames) + " (Ctrl-C stops it)")
            shown = true
            lastDrawn = now
        } else if !noted, elapsed >= pipedDelay, done < cells {
            noted = true
            session.output.writeError(
                "note: " + Self.text(done: done, of: cells, frames: frames)
                    + " after \(elapsed.components.seconds) s; "
                    + "the rest is still playing")
        }
    }

    /// Erases the terminal's line.
    mutating func finish() {
        if shown { session.output.showProgress(nil) }
        shown = false
    }
}
