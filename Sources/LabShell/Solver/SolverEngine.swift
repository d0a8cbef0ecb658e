/// The bridge to the Cassowary solver. Until the solver lands, every operation reports that the
/// solver commands are not available yet.
struct SolverEngine {
    static let unavailable = "the solver is not available yet in this build"

    private func fail(_ range: SourceRange) -> Diagnostic {
        Diagnostic.failure(SolverEngine.unavailable, at: range)
    }

    mutating func declare(_ name: String) throws(Diagnostic) {}

    mutating func add(
        _ label: String, _ form: LinearForm, _ relation: ComparisonOperator, _ strength: StrengthSpec,
        entry: SolverWorkspace.Entry
    ) throws(Diagnostic) {
        throw fail(entry.comparison.range)
    }

    mutating func remove(_ label: String, at range: SourceRange) throws(Diagnostic) { throw fail(range) }

    mutating func edit(_ name: String, strength: StrengthSpec, at range: SourceRange) throws(Diagnostic) {
        throw fail(range)
    }

    mutating func suggest(_ name: String, _ value: Double, at range: SourceRange) throws(Diagnostic) {
        throw fail(range)
    }

    mutating func update() {}

    func value(of name: String) -> Double { 0 }

    func dump() -> [String] { [SolverEngine.unavailable] }
}
