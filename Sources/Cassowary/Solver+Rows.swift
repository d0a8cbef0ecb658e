/// Turning a constraint into a tableau row (kiwi's `createRow`) and entering it.
extension Solver {
    /// The symbol of `variable`, created on first use.
    func symbol(for variable: Variable, newVariables: inout [ObjectIdentifier]) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let symbol = variableSymbols[key] { return symbol }
        let symbol = tableau.newSymbol(.external, variable: variable)
        variableSymbols[key] = symbol
        newVariables.append(key)
        return symbol
    }

    /// kiwi's `createRow`: the expression with basic variables substituted, plus slack, error
    /// or dummy symbols; the errors enter the objective; the constant is made non-negative.
    func createRow(_ constraint: Constraint, newVariables: inout [ObjectIdentifier]) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(cells: [], constant: expression.constant)
        var ignored = RowChanges()
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, newVariables: &newVariables)
            let slot = tableau.basicSlot[Int(symbol)]
            if slot >= 0 && row.cells.isEmpty {
                row.assignScaled(tableau.rows[Int(slot)], term.coefficient)
            } else if slot >= 0 {
                row.add(tableau.rows[Int(slot)], times: term.coefficient, removing: -1, changes: &ignored)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.newSymbol(.slack)
            tag.marker = slack
            row.add(slack, coefficient)
            if !strength.isRequired {
                let error = tableau.newSymbol(.error)
                tag.other = error
                row.add(error, -coefficient)
                tableau.objective.add(error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = tableau.newSymbol(.error)
                let minus = tableau.newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.add(plus, -1.0)
                row.add(minus, 1.0)
                tableau.objective.add(plus, strength.value)
                tableau.objective.add(minus, strength.value)
            } else {
                let dummy = tableau.newSymbol(.dummy)
                tag.marker = dummy
                row.add(dummy, 1.0)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }
}

extension Tableau {
    /// kiwi's `chooseSubject`: the first external symbol, else the marker or the other tag
    /// symbol when it is a slack or error with a negative coefficient; 0 when none.
    func chooseSubject(_ row: Row, _ tag: Solver.Tag) -> Int32 {
        if let external = row.cells.first(where: { kinds[Int($0.symbol)] == .external }) {
            return external.symbol
        }
        for symbol in [tag.marker, tag.other] {
            let kind = kinds[Int(symbol)]
            if (kind == .slack || kind == .error) && row.coefficient(for: symbol) < 0 { return symbol }
        }
        return 0
    }

    /// Enters a new constraint row (kiwi's `addConstraint` between `createRow` and the final
    /// optimize). Returns false, with the tableau unchanged, when the row is unsatisfiable.
    /// The row is consumed: solving it for its subject must not copy its cells.
    mutating func insert(_ row: consuming Row, tag: Solver.Tag) -> Bool {
        var subject = chooseSubject(row, tag)
        if subject == 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            if !nearZero(row.constant) { return false }
            subject = tag.marker
        }
        if subject == 0 {
            beginJournal()
            let success = addWithArtificialVariable(row)
            endJournal(restoring: !success)
            return success
        }
        var solved = row
        solved.solve(for: subject)
        let slot = allocate(consume solved)
        substitute(subject, with: slot)
        attach(slot, subject)
        return true
    }

    /// kiwi's `addWithArtificialVariable`: minimizes an artificial copy of the row; the row is
    /// satisfiable when that reaches 0.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        let artSlot = allocate(row)
        attach(artSlot, art)
        artificial.load(row, symbolCount: symbolCount)
        usesArtificial = true
        let optimized: Bool
        do {
            try optimize(artificialObjective: true)
            optimized = true
        } catch {
            optimized = false
        }
        usesArtificial = false
        let success = optimized && nearZero(artificial.constant)
        let slot = basicSlot[Int(art)]
        if slot >= 0 {
            detach(slot)
            if rows[Int(slot)].cells.isEmpty {
                free(slot)
                return success
            }
            guard
                let entering = rows[Int(slot)].cells.first(where: {
                    kinds[Int($0.symbol)] == .slack || kinds[Int($0.symbol)] == .error
                })?.symbol
            else {
                free(slot)
                return false
            }
            solve(slot, art, for: entering)
            substitute(entering, with: slot)
            attach(slot, entering)
        }
        let entries = rowsContaining(art)
        for entry in entries {
            touch(entry.slot)
            rows[Int(entry.slot)].cells.remove(at: Int(entry.hint))
        }
        recycle(entries)
        objective.remove(art)
        return success
    }

    /// kiwi's `removeConstraint` after the constraint map: takes the error effects out of the
    /// objective, then drops the marker's row (pivoting the marker in first when non-basic).
    mutating func remove(tag: Solver.Tag, strength: Double) throws(SolverError) {
        for symbol in [tag.marker, tag.other] where kinds[Int(symbol)] == .error {
            let slot = basicSlot[Int(symbol)]
            if slot >= 0 {
                objective.add(rows[Int(slot)], times: -strength)
            } else {
                objective.add(symbol, -strength)
            }
        }
        if basicSlot[Int(tag.marker)] >= 0 {
            let slot = basicSlot[Int(tag.marker)]
            detach(slot)
            free(slot)
            return
        }
        guard let slot = markerLeavingSlot(for: tag.marker) else {
            throw .internalSolverError("failed to find leaving row")
        }
        let leaving = slotBasic[Int(slot)]
        detach(slot)
        solve(slot, leaving, for: tag.marker)
        substitute(tag.marker, with: slot)
        free(slot)
    }
}
