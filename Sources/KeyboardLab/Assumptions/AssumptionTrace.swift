/// Which assumptions a run rested on: every part of the simulator that uses one records it here
/// (a notification's values, a property animator built with curve 7, a spring's settling time,
/// tracking constraints switching at the near-edge threshold). Ask for the ones used since a mark
/// to footnote one command's output.
public final class AssumptionTrace {
    /// Increases with every record; a mark is a value of it.
    public private(set) var serial = 0
    private var lastUse: [AssumptionID: Int] = [:]

    public init() {}

    /// Notes that `id` was relied on now.
    public func record(_ id: AssumptionID) {
        serial += 1
        lastUse[id] = serial
    }

    /// Notes every id of a list.
    public func record(_ ids: [AssumptionID]) {
        for id in ids { record(id) }
    }

    /// A mark to pass to `used(since:)` later.
    public var mark: Int { serial }

    /// The assumptions relied on after `mark`, sorted by id (each once).
    public func used(since mark: Int) -> [AssumptionID] {
        lastUse.filter { $0.value > mark }.map(\.key).sorted()
    }

    /// Every assumption relied on so far, sorted by id.
    public var all: [AssumptionID] { lastUse.keys.sorted() }

    /// Forgets everything recorded.
    public func reset() {
        lastUse.removeAll()
    }
}
