/// An incremental Cassowary constraint solver with kiwi's semantics.
///
/// Add and remove constraints, declare edit variables and suggest values for them, then call
/// `updateVariables()` to write the solution into the variables' `value`.
/// Not thread-safe: use one solver from one thread (or actor) at a time; separate solvers may
/// run on separate threads.
public final class Solver {
    /// All of the solver's state. One stored property, so that every call below is one
    /// exclusive access (a class's stored properties are checked at run time on each access;
    /// within the struct the checks are static).
    var core = SolverCore()

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    /// - Throws: `.duplicateConstraint` when already added, `.unsatisfiableConstraint` when a
    ///   required constraint conflicts with the required ones present (the solver is unchanged).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.addConstraint(constraint)
    }

    /// Removes a constraint and re-optimizes.
    /// - Throws: `.unknownConstraint` when it was not added.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try core.removeConstraint(constraint)
    }

    /// Whether the constraint (this object) has been added.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        core.constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` of the
    /// given strength, the suggested value starting at 0.
    /// - Throws: `.duplicateEditVariable`, or `.badRequiredStrength` for `.required`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        try core.addEditVariable(variable, strength: strength)
    }

    /// Removes an edit variable (and its edit constraint).
    /// - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try core.removeEditVariable(variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.editIndex(of: variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Throws: `.unknownEditVariable`.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try core.suggestValue(variable, value)
    }

    // MARK: Values

    /// Writes the current solution into the variables: afterwards every variable the solver
    /// knows reads its value. Only variables whose value may have changed are visited.
    public func updateVariables() {
        core.tableau.writeValues()
    }

    /// The variables whose value changed in the last `updateVariables()`, in creation order.
    public var changedVariables: [Variable] {
        core.changedVariables()
    }

    /// Empties the solver (constraints, edit variables, variables); values are left as they are.
    public func reset() {
        core = SolverCore()
    }

    /// The tableau (tests read its counters).
    var tableau: Tableau {
        _read { yield core.tableau }
    }
}
