import Synchronization

/// Identities of solvers, for the symbol hints their variables carry.
private let solverCounter = Atomic<UInt32>(0)

/// The state behind one `Solver`: the tableau and the maps from constraints, edit variables and
/// variables to tableau symbols, as kiwi's `SolverImpl`.
///
/// A variable remembers the symbol it has in the last solver that looked it up (`Variable`'s
/// hint, tagged with this solver's `identity`), so the common lookup — every term of a new
/// constraint, every suggestion — costs no hashing; the dictionary answers when a variable is
/// shared with another solver (the layout engine's diagnosis solvers share its variables).
struct SolverCore: ~Copyable {
    struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    struct ConstraintRecord {
        let constraint: Constraint
        var tag: Tag
        let sequence: Int
    }

    struct EditRecord {
        let variable: Variable
        var symbol: Symbol
        let constraint: Constraint
        var tag: Tag
        var constant: Double
        let sequence: Int
    }

    var tableau = Tableau()
    let identity = solverCounter.wrappingAdd(1, ordering: .relaxed).newValue
    var variableSymbols: [ObjectIdentifier: Symbol] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    /// Edit variables in no particular order; a symbol's record holds its edit's index.
    var edits: [EditRecord] = []
    var sequence = 0
    /// When removals reclaim symbols (SolverCore+Compaction.swift), and the count of retired
    /// symbols at which the cost of a compaction is looked at again.
    var compactionPolicy = CompactionPolicy.standard
    var nextCompactionLook = 0

    // MARK: Constraints

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        if constraints[key] != nil { throw .duplicateConstraint(constraint) }
        try SolverStorage.checkRoom()
        let mark = tableau.mark
        let (row, tag) = createRow(constraint)
        if !tableau.insert(row, tag: tag) {
            // Forget the variables this addition introduced (their symbols go with the mark).
            for index in mark.symbolCount..<tableau.symbolCount {
                if let variable = tableau.variables[index] {
                    variableSymbols[ObjectIdentifier(variable)] = nil
                }
            }
            tableau.truncateSymbols(to: mark)
            throw .unsatisfiableConstraint(constraint)
        }
        sequence += 1
        constraints[key] = ConstraintRecord(constraint: constraint, tag: tag, sequence: sequence)
        try tableau.optimize()
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        try dropConstraint(constraint)
        compactIfWorthwhile()
    }

    /// kiwi's `removeConstraint`. Its tag symbols and its variables count as retired: every
    /// symbol that dies is counted at least once (a variable when a constraint of it goes).
    private mutating func dropConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        try tableau.remove(tag: record.tag, strength: constraint.strength.value)
        try tableau.optimize()
        tableau.retiredSymbols += 2 + constraint.expression.terms.count
    }

    // MARK: Variables

    /// The symbol of a variable this solver knows, or nil.
    @inline(__always) func knownSymbol(of variable: Variable) -> Symbol? {
        let hint = variable.symbolHint
        if UInt32(truncatingIfNeeded: hint >> 32) == identity {
            let index = Int(UInt32(truncatingIfNeeded: hint))
            if index < tableau.symbolCount,
                tableau.symbols[index].variable?.toOpaque() == Unmanaged.passUnretained(variable).toOpaque()
            {
                return Symbol(Int32(truncatingIfNeeded: index))
            }
        }
        guard let symbol = variableSymbols[ObjectIdentifier(variable)] else { return nil }
        variable.symbolHint = UInt64(identity) << 32 | UInt64(UInt32(bitPattern: symbol.id))
        return symbol
    }

    /// The symbol of `variable`, created on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let known = knownSymbol(of: variable) { return known }
        let symbol = tableau.newSymbol(.external, variable: variable)
        variableSymbols[ObjectIdentifier(variable)] = symbol
        variable.symbolHint = UInt64(identity) << 32 | UInt64(UInt32(bitPattern: symbol.id))
        return symbol
    }

    // MARK: Edit variables

    @inline(__always) func editIndex(of variable: Variable) -> Int? {
        guard let symbol = knownSymbol(of: variable) else { return nil }
        let index = Int(tableau.symbols[symbol.index].edit)
        return index >= 0 ? index : nil
    }

    mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        if editIndex(of: variable) != nil { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        guard let record = constraints[ObjectIdentifier(constraint)], let symbol = knownSymbol(of: variable)
        else {
            throw .internalSolverError("edit constraint missing")
        }
        sequence += 1
        tableau.symbols[symbol.index].edit = Int32(edits.count)
        edits.append(
            EditRecord(
                variable: variable, symbol: symbol, constraint: constraint, tag: record.tag, constant: 0,
                sequence: sequence))
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editIndex(of: variable) else { throw .unknownEditVariable(variable) }
        try dropConstraint(edits[index].constraint)
        tableau.symbols[edits[index].symbol.index].edit = -1
        let last = edits.count - 1
        if index != last {
            edits.swapAt(index, last)
            tableau.symbols[edits[index].symbol.index].edit = Int32(index)
        }
        edits.removeLast()
        compactIfWorthwhile()
    }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = editIndex(of: variable) else { throw .unknownEditVariable(variable) }
        let delta = value - edits[index].constant
        edits[index].constant = value
        let tag = edits[index].tag
        tableau.suggest(marker: tag.marker, other: tag.other, delta: delta)
        try tableau.dualOptimize()
    }

    // MARK: Values

    /// The variables whose value changed in the last update, in creation order. (`mutating`
    /// only so that the call borrows the state in place: a read copied all of it.)
    mutating func changedVariables() -> [Variable] {
        let changed = tableau.changedSymbols
        var variables: [Variable] = []
        variables.reserveCapacity(changed.count)
        for k in changed.indices where changed[k].index < tableau.symbolCount {
            if let variable = tableau.variables[changed[k].index] { variables.append(variable) }
        }
        return variables.count < 2 ? variables : variables.sorted { $0.creationIndex < $1.creationIndex }
    }
}
