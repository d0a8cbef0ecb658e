/// Entering and dropping constraint rows: kiwi's `addConstraint` after `createRow` (subject
/// choice, the artificial variable) and `removeConstraint` after the constraint map.
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
