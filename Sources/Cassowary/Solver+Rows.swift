/// Turning a constraint into a tableau row (kiwi's `createRow`).
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
        // Room for the expression's terms plus up to two tag symbols: small rows never regrow.
        let spare = expression.terms.count + 2
        rowChanges.reset()  // unused, but reused: a fresh one per row cost a malloc
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable, newVariables: &newVariables)
            let slot = tableau.basicSlot[Int(symbol)]
            if slot >= 0 && row.cells.isEmpty {
                row.assignScaled(tableau.rows[Int(slot)], term.coefficient, spare: spare)
            } else if slot >= 0 {
                row.add(tableau.rows[Int(slot)], times: term.coefficient, removing: -1, changes: &rowChanges)
            } else {
                if row.cells.capacity == 0 { row.cells.reserveCapacity(spare) }
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
