/// Entering and dropping constraint rows: kiwi's `addConstraint` after `createRow` (subject
/// choice, the artificial variable) and `removeConstraint` after the constraint map.
extension Tableau {
    /// kiwi's `chooseSubject`: the first external symbol, else the marker or the other tag
    /// symbol when it is a slack or error with a negative coefficient; invalid when none.
    @inline(__always) func chooseSubject(_ row: PendingRow, _ tag: SolverCore.Tag) -> Symbol {
        let list = cells(of: row)
        for k in 0..<Int(row.cells.count) where kind(list[k].symbol) == .external {
            return list[k].symbol
        }
        if isSubjectCandidate(tag.marker, row) { return tag.marker }
        if isSubjectCandidate(tag.other, row) { return tag.other }
        return .invalid
    }

    @inline(__always) private func isSubjectCandidate(_ symbol: Symbol, _ row: PendingRow) -> Bool {
        let kind = kind(symbol)
        return (kind == .slack || kind == .error) && coefficient(of: symbol, in: row) < 0
    }

    /// Enters a new constraint row (kiwi's `addConstraint` between `createRow` and the final
    /// optimize). Returns false, with the tableau unchanged, when the row is unsatisfiable.
    /// The row is consumed either way.
    mutating func insert(_ row: PendingRow, tag: SolverCore.Tag) -> Bool {
        var subject = chooseSubject(row, tag)
        if !subject.isValid && allDummies(row) {
            if !nearZero(row.constant) {
                discard(row)
                return false
            }
            subject = tag.marker
        }
        if !subject.isValid {
            beginJournal()
            let success = addWithArtificialVariable(row)
            endJournal(restoring: !success)
            if success { retiredSymbols += 1 }  // the artificial variable, in no row any more
            return success
        }
        var solved = row
        solve(&solved, for: subject)
        let slot = allocate(solved)
        substitute(subject, with: slot)
        attach(slot, subject)
        return true
    }

    @inline(__always) private func allDummies(_ row: PendingRow) -> Bool {
        let list = cells(of: row)
        for k in 0..<Int(row.cells.count) where kind(list[k].symbol) != .dummy { return false }
        return true
    }

    /// kiwi's `addWithArtificialVariable`: minimizes an artificial copy of the row; the row is
    /// satisfiable when that reaches 0.
    private mutating func addWithArtificialVariable(_ row: PendingRow) -> Bool {
        let art = newSymbol(.slack)
        let artSlot = allocate(row)
        attach(artSlot, art)
        let (rowCells, rowCount) = rowCells(artSlot)
        artificial.load(rowCells, rowCount, constant: constant(artSlot), symbolCount: symbolCount)
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
        let slot = basicSlot(art)
        if slot.exists {
            detach(slot)
            let (list, count) = self.rowCells(slot)
            if count == 0 {
                free(slot)
                return success
            }
            var entering = Symbol.invalid
            for k in 0..<count where kind(list[k].symbol) == .slack || kind(list[k].symbol) == .error {
                entering = list[k].symbol
                break
            }
            guard entering.isValid else {
                free(slot)
                return false
            }
            solve(slot, art, for: entering)
            substitute(entering, with: slot)
            attach(slot, entering)
        }
        rowsContaining(art)
        for k in visit.indices {
            let entry = visit[k]
            touch(entry.slot)
            var block = slots[entry.slot.index].cells
            var count = Int(block.count)
            RowArithmetic.remove(cells.pointer(block), &count, at: Int(entry.hint))
            block.count = Int32(count)
            slots[entry.slot.index].cells = block
        }
        objective.remove(art)
        return success
    }

    /// kiwi's `removeConstraint` after the constraint map: takes the error effects out of the
    /// objective, then drops the marker's row (pivoting the marker in first when non-basic).
    mutating func remove(tag: SolverCore.Tag, strength: Double) throws(SolverError) {
        removeErrorEffect(tag.marker, strength)
        removeErrorEffect(tag.other, strength)
        let markerSlot = basicSlot(tag.marker)
        if markerSlot.exists {
            detach(markerSlot)
            free(markerSlot)
            return
        }
        guard let slot = markerLeavingSlot(for: tag.marker) else {
            throw .internalSolverError("failed to find leaving row")
        }
        let leaving = basic(slot)
        detach(slot)
        solve(slot, leaving, for: tag.marker)
        substitute(tag.marker, with: slot)
        free(slot)
    }

    private mutating func removeErrorEffect(_ symbol: Symbol, _ strength: Double) {
        guard kind(symbol) == .error else { return }
        let slot = basicSlot(symbol)
        if slot.exists {
            let (list, count) = rowCells(slot)
            objective.add(list, count, constant: constant(slot), times: -strength)
        } else {
            objective.add(symbol, -strength)
        }
    }
}
