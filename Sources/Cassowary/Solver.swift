/// An incremental Cassowary constraint solver with kiwi's semantics.
///
/// Add and remove constraints, declare edit variables and suggest values for them, then call
/// `updateVariables()` to write the solution into the variables' `value`.
/// Not thread-safe: use one solver from one thread (or actor) at a time.
public final class Solver {
    struct Tag {
        var marker: Int32 = 0
        var other: Int32 = 0
    }

    struct ConstraintRecord {
        let constraint: Constraint
        let tag: Tag
        let sequence: Int
    }

    struct EditRecord {
        let variable: Variable
        let constraint: Constraint
        let tag: Tag
        var constant: Double
        let sequence: Int
    }

    var tableau = Tableau()
    var variableSymbols: [ObjectIdentifier: Int32] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    var edits: [ObjectIdentifier: EditRecord] = [:]
    private var sequence = 0
    private var changed: [Int32] = []  // symbols, so that an update retains nothing
    /// Symbols freed by removals since the last compaction (Tableau+Compaction.swift).
    var retiredSymbols = 0
    /// Tests compare runs with and without compaction, and compact small tableaux.
    var allowsCompaction = true
    var compactionThreshold = 1024
    private var changedIsSorted = true
    /// Scratch for `createRow` (what merging a basic row into the new row added or removed).
    var rowChanges = RowChanges()

    /// Creates an empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds a constraint and re-optimizes.
    /// - Throws: `.duplicateConstraint` when already added, `.unsatisfiableConstraint` when a
    ///   required constraint conflicts with the required ones present (the solver is unchanged).
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        let mark = tableau.mark
        var newVariables: [ObjectIdentifier] = []
        let (row, tag) = createRow(constraint, newVariables: &newVariables)
        if !tableau.insert(consume row, tag: tag) {
            tableau.truncateSymbols(to: mark)
            for variable in newVariables { variableSymbols[variable] = nil }
            throw .unsatisfiableConstraint(constraint)
        }
        sequence += 1
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag, sequence: sequence)
        try tableau.optimize()
    }

    /// Removes a constraint and re-optimizes.
    /// - Throws: `.unknownConstraint` when it was not added.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        try tableau.remove(tag: record.tag, strength: constraint.strength.value)
        try tableau.optimize()
        retiredSymbols += 2
        compactIfWorthwhile()
    }

    /// Whether the constraint (this object) has been added.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` of the
    /// given strength, the suggested value starting at 0.
    /// - Throws: `.duplicateEditVariable`, or `.badRequiredStrength` for `.required`.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        if edits[key] != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        guard let record = constraints[ObjectIdentifier(constraint)] else {
            throw .internalSolverError("edit constraint missing")
        }
        sequence += 1
        edits[key] = EditRecord(
            variable: variable, constraint: constraint, tag: record.tag, constant: 0, sequence: sequence)
    }

    /// Removes an edit variable (and its edit constraint).
    /// - Throws: `.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard let record = edits[key] else { throw .unknownEditVariable(variable) }
        try removeConstraint(record.constraint)
        edits[key] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex.
    /// - Throws: `.unknownEditVariable`.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = edits.index(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edits.values[index].constant
        edits.values[index].constant = value
        let tag = edits.values[index].tag
        tableau.suggest(marker: tag.marker, other: tag.other, delta: delta)
        try tableau.dualOptimize()
    }

    // MARK: Values

    /// Writes the current solution into the variables: afterwards every variable the solver
    /// knows reads its value. Only variables whose value may have changed are visited.
    public func updateVariables() {
        changed.removeAll(keepingCapacity: true)
        tableau.writeValues(changed: &changed)
        changedIsSorted = changed.count < 2
    }

    /// The variables whose value changed in the last `updateVariables()`, in creation order.
    public var changedVariables: [Variable] {
        let variables = changed.compactMap {
            Int($0) < tableau.symbolCount ? tableau.variables[Int($0)] : nil
        }
        return changedIsSorted ? variables : variables.sorted { $0.creationIndex < $1.creationIndex }
    }

    /// Follows a compaction (`changed` holds symbols).
    func renumberChanged(_ map: [Int32]) {
        changed = changed.compactMap { map[Int($0)] >= 0 ? map[Int($0)] : nil }
    }

    /// Empties the solver (constraints, edit variables, variables); values are left as they are.
    public func reset() {
        tableau = Tableau()
        variableSymbols = [:]
        constraints = [:]
        edits = [:]
        changed = []
        changedIsSorted = true
    }
}
