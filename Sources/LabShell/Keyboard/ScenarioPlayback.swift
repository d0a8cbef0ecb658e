import KeyboardLab

/// One scenario being played in the shell: the per-frame table of the reported view, counted
/// from the scenario's start (frame 0 is the frame its first notification is posted); what was
/// posted and printed meanwhile is read from the world afterwards (`ScenarioTranscript`). A scenario command plays it to the end of the keyboard's animation;
/// with `set keyboard-run off` it stays open after frame 0, and `step` and `run` go on with it,
/// printing the next rows and the notifications that come (the did-notifications), until the
/// keyboard settles.
final class ScenarioPlayback {
    let simulator: Simulator
    let startFrame: Int
    let startTime: Double
    private let viewName: String?
    private let view: View?
    /// A scroll-view technique's view: the table follows its last row (`bind-scroll`).
    private let lastRow: ScrollView?

    init(simulator: Simulator, viewName: String?, tracksLastRow: Bool = false) {
        self.simulator = simulator
        self.startFrame = simulator.frameIndex
        self.startTime = simulator.time
        self.viewName = viewName
        let view = viewName.flatMap { try? simulator.view(named: $0) }
        self.view = view
        self.lastRow = tracksLastRow ? view as? ScrollView : nil
    }

    /// True when a view is reported: only then is there a per-frame table.
    var hasTable: Bool { view != nil }

    /// The measured edge, on screen, by the name `print` reads it under now: an empty table has
    /// no last row, and the content end it is measured at is `presentation.contentEnd.maxY`
    /// (its content's top).
    private var edgeQuantity: String {
        guard let lastRow else { return "presentation.maxY" }
        return (lastRow as? TableView)?.lastRowRect == nil
            ? "presentation.contentEnd.maxY" : "presentation.lastRow.maxY"
    }

    /// An empty per-frame table: `frame | t ms | keyboard.minY | VIEW.presentation.maxY | gap`.
    func makeTable() -> Table {
        Table(columns: [
            "frame", "t ms", "keyboard.minY",
            "\(viewName ?? "view").\(edgeQuantity)",
            "gap",
        ])
    }

    /// Appends the current frame's row to `table`.
    func sample(into table: inout Table) {
        guard let view else { return }
        let kb = simulator.keyboardPresentedFrame.minY
        let maxY =
            lastRow.map { simulator.contentEndY(of: $0, presentation: true) }
            ?? simulator.frame(of: view, in: .screen, presentation: true).maxY
        table.append([
            .integer(simulator.frameIndex - startFrame), .number((simulator.time - startTime) * 1000),
            .number(kb), .number(maxY), .number(kb - maxY),
        ])
    }

    /// `step` or `run` while the scenario is open: steps `frames` frames (nil: until the
    /// keyboard settles, at most `LabState.frameLimit`), printing each frame's row while the
    /// scenario still moves and the notifications that come meanwhile, with their time from the
    /// scenario's start. Returns true when the scenario has settled (it is then closed).
    func advance(frames: Int?, session: Session) -> Bool {
        var table = makeTable()
        let assumptionMark = simulator.assumptions.mark
        let lab = session.state(LabState.self)
        let mark = lab.beginTranscript()
        var stepped = 0
        while frames.map({ stepped < $0 }) ?? (!simulator.isSettled && stepped < LabState.frameLimit) {
            let moving = !simulator.isSettled
            // Ctrl-C: the caller reports where the clock stopped.
            if simulator.step().ending == .interrupted { break }
            stepped += 1
            if moving { sample(into: &table) }
        }
        var notes = LabState.AssumptionMarkers()
        let transcript = lab.endTranscript(mark)
        session.adoptHandlerErrors(of: transcript)
        transcript.render(
            into: session.output, since: startTime, atStart: startFrame, width: session.terminal.width,
            notes: &notes
        ) { _, _ in
            if !table.rows.isEmpty { session.print(table) }
        }
        // A controller reacting in didChangeFrame (`when did`) does so during the run.
        LabState.printTableControllerReactions(
            of: simulator, since: assumptionMark, notes: &notes, session: session)
        for line in notes.footnotes(on: simulator.profile) { session.printWrapped(line) }
        return simulator.isSettled
    }
}
