/// Turning a constraint into a tableau row (kiwi's `createRow`).
extension SolverCore {
    /// kiwi's `createRow`: the expression with basic variables substituted, plus slack, error
    /// or dummy symbols; the errors enter the objective; the constant is made non-negative.
    /// The row is built in the tableau's cell pool (`Tableau.insert` consumes it).
    mutating func createRow(_ constraint: Constraint) -> (PendingRow, Tag) {
        let expression = constraint.expression
        // Room for the expression's terms plus up to two tag symbols: small rows never regrow.
        let spare = expression.terms.count + 2
        var row = tableau.pendingRow(constant: expression.constant, capacity: spare)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            let slot = tableau.basicSlot(symbol)
            if slot.exists {
                tableau.add(rowOf: slot, times: term.coefficient, to: &row, spare: spare)
            } else {
                tableau.add(symbol, term.coefficient, to: &row)
            }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = tableau.newSymbol(.slack)
            tag.marker = slack
            tableau.add(slack, coefficient, to: &row)
            if !strength.isRequired {
                let error = tableau.newSymbol(.error)
                tag.other = error
                tableau.add(error, -coefficient, to: &row)
                tableau.objective.add(error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = tableau.newSymbol(.error)
                let minus = tableau.newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                tableau.add(plus, -1.0, to: &row)
                tableau.add(minus, 1.0, to: &row)
                tableau.objective.add(plus, strength.value)
                tableau.objective.add(minus, strength.value)
            } else {
                let dummy = tableau.newSymbol(.dummy)
                tag.marker = dummy
                tableau.add(dummy, 1.0, to: &row)
            }
        }
        if row.constant < 0 { tableau.reverseSign(&row) }
        return (row, tag)
    }
}
