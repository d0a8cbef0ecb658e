/// kiwi's simplex steps (substitute, pivot, primal and dual optimize, the ratio tests), each
/// visiting only the rows the column index lists for a symbol. Ties are broken as kiwi's
/// iteration in basic-symbol order breaks them, so the pivot sequence is kiwi's.
extension Tableau {
    /// kiwi's `substitute(symbol, row)`: replaces `symbol` by the row in `source` everywhere
    /// (rows, objective, artificial objective), then queues the negative restricted rows.
    mutating func substitute(_ symbol: Symbol, with source: RowSlot) {
        rowsContaining(symbol)
        for k in visit.indices {
            let entry = visit[k]
            let position = Int(entry.hint)
            touch(entry.slot)
            let factor = rowCells(entry.slot).cells[position].coefficient
            addRow(source, times: factor, into: entry.slot, removing: position)
            registerChanges(in: entry.slot)
            rowChanged(entry.slot)
        }
        let (sourceCells, sourceCount) = rowCells(source)
        let sourceConstant = constant(source)
        objective.substitute(symbol, sourceCells, sourceCount, constant: sourceConstant)
        if usesArtificial {
            artificial.substitute(symbol, sourceCells, sourceCount, constant: sourceConstant)
        }
        pushNegativeRows()
    }

    /// Makes `entering` basic in the row of `slot` (whose basic symbol leaves).
    mutating func pivot(_ slot: RowSlot, entering: Symbol) {
        let leaving = basic(slot)
        detach(slot)
        solve(slot, leaving, for: entering)
        substitute(entering, with: slot)
        attach(slot, entering)
    }

    /// kiwi's `optimize`: primal simplex on the objective (or the artificial objective).
    /// Where kiwi would report an unbounded objective over a rounding residue, the residue is
    /// dropped instead.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        while true {
            let entering =
                artificialObjective
                ? artificial.enteringSymbol(kinds) : objective.enteringSymbol(kinds)
            if !entering.isValid { return }
            guard let slot = leavingSlot(for: entering) else {
                // No restricted row bounds the entering symbol. The objective is a sum of
                // non-negative errors, so this is a rounding residue (seen: −1.1e-8 on a
                // symbol in no row), where kiwi throws. Drop it; a real residue is tiny.
                let coefficient =
                    artificialObjective
                    ? artificial.coefficient(for: entering) : objective.coefficient(for: entering)
                guard coefficient > -1e-3 else { throw .internalSolverError("the objective is unbounded") }
                droppedResidues += 1
                if artificialObjective { artificial.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivot(slot, entering: entering)
        }
    }

    /// kiwi's `dualOptimize`: pops infeasible rows and pivots them feasible.
    ///
    /// kiwi's rules (highest pending row, least ratio, first id on ties) can cycle on
    /// degenerate systems, where kiwi never returns. After `1000 + 4 × rows` pivots in one call
    /// the rest is done with Bland's rule, which terminates.
    mutating func dualOptimize() throws(SolverError) {
        var budget = 1000 + 4 * slots.count
        while let leaving = infeasible.popLast() {
            let slot = basicSlot(leaving)
            guard slot.exists else { continue }
            let constant = constant(slot)
            guard !nearZero(constant) && constant < 0 else { continue }
            budget -= 1
            if budget == 0 {
                blandFallbacks += 1
                try blandDualOptimize()
                return
            }
            let entering = dualEnteringSymbol(slot)
            guard entering.isValid else { throw .internalSolverError("dual optimize failed") }
            pivot(slot, entering: entering)
        }
    }

    /// Dual simplex with Bland's rule: the infeasible row of least basic id leaves; among
    /// entering candidates with (nearly) the least ratio, the least id enters.
    private mutating func blandDualOptimize() throws(SolverError) {
        for _ in 0..<(100_000 + 100 * slots.count) {
            var best = RowSlot.none
            var bestBasic = Symbol(Int32.max)
            for k in negativeSlots.indices {
                let slot = negativeSlots[k]
                guard slots[slot.index].isNegative else { continue }
                let basic = basic(slot)
                if basic < bestBasic && !nearZero(constant(slot)) {
                    best = slot
                    bestBasic = basic
                }
            }
            if !best.exists {
                infeasible.removeAll()
                return
            }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            let (list, count) = rowCells(best)
            for k in 0..<count {
                let cell = list[k]
                guard cell.coefficient > 0 && kind(cell.symbol) != .dummy else { continue }
                let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
                if candidate < ratio - 1e-9 * max(1, abs(ratio)) {
                    ratio = candidate
                    entering = cell.symbol
                }
            }
            guard entering.isValid else { throw .internalSolverError("dual optimize failed") }
            pivot(best, entering: entering)
        }
        throw .internalSolverError("dual optimize does not terminate")
    }

    /// kiwi's `getLeavingRow`: among restricted rows with a negative coefficient for
    /// `entering`, the least `−constant / coefficient` (ties: lowest basic id).
    mutating func leavingSlot(for entering: Symbol) -> RowSlot? {
        var best = RowSlot.none
        var bestBasic = Symbol.invalid
        var bestRatio = Double.greatestFiniteMagnitude
        rowsContaining(entering)
        for k in visit.indices {
            let slot = visit[k].slot
            let basic = basic(slot)
            guard kind(basic) != .external else { continue }
            let coefficient = rowCells(slot).cells[Int(visit[k].hint)].coefficient
            guard coefficient < 0 else { continue }
            let ratio = -constant(slot) / coefficient
            if ratio < bestRatio || (best.exists && ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestBasic = basic
                bestRatio = ratio
            }
        }
        return best.exists ? best : nil
    }

    /// kiwi's `getMarkerLeavingRow`: restricted rows with a negative coefficient by least
    /// `−constant / c`, else restricted rows by least `constant / c`, else the external row
    /// that kiwi meets last (the highest basic id).
    mutating func markerLeavingSlot(for marker: Symbol) -> RowSlot? {
        var first: (slot: RowSlot, basic: Symbol, ratio: Double)?
        var second: (slot: RowSlot, basic: Symbol, ratio: Double)?
        var third: (slot: RowSlot, basic: Symbol)?
        rowsContaining(marker)
        for k in visit.indices {
            let slot = visit[k].slot
            let basic = basic(slot)
            let coefficient = rowCells(slot).cells[Int(visit[k].hint)].coefficient
            if kind(basic) == .external {
                if basic > (third?.basic ?? .invalid) { third = (slot, basic) }
            } else if coefficient < 0 {
                let ratio = -constant(slot) / coefficient
                if isBetter(ratio, basic, than: first) { first = (slot, basic, ratio) }
            } else {
                let ratio = constant(slot) / coefficient
                if isBetter(ratio, basic, than: second) { second = (slot, basic, ratio) }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    @inline(__always) private func isBetter(
        _ ratio: Double, _ basic: Symbol, than best: (slot: RowSlot, basic: Symbol, ratio: Double)?
    ) -> Bool {
        guard let best else { return ratio < Double.greatestFiniteMagnitude }
        return ratio < best.ratio || (ratio == best.ratio && basic < best.basic)
    }

    /// kiwi's `getDualEnteringSymbol`: the positive non-dummy cell with the least objective
    /// ratio (first in id order on ties).
    @inline(__always) func dualEnteringSymbol(_ slot: RowSlot) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        let (list, count) = rowCells(slot)
        for k in 0..<count {
            let cell = list[k]
            guard cell.coefficient > 0 && kind(cell.symbol) != .dummy else { continue }
            let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
            if candidate < ratio {
                ratio = candidate
                entering = cell.symbol
            }
        }
        return entering
    }

    /// kiwi's `suggestValue` body for an edit constraint with error symbols `marker`, `other`
    /// whose suggested value moved by `delta`; the caller dual-optimizes afterwards.
    mutating func suggest(marker: Symbol, other: Symbol, delta: Double) {
        if isBasic(marker) {
            suggestBasic(marker, -delta)
            return
        }
        if isBasic(other) {
            suggestBasic(other, delta)
            return
        }
        rowsContaining(marker)
        let start = infeasible.count
        for k in visit.indices {
            let slot = visit[k].slot
            touch(slot)
            let record = slots.pointer + slot.index
            let coefficient = cells.pointer(record.pointee.cells)[Int(visit[k].hint)].coefficient
            record.pointee.constant += delta * coefficient
            rowChanged(slot)
            let basic = record.pointee.basic
            if record.pointee.constant < 0 && kind(basic) != .external { infeasible.append(basic) }
        }
        infeasible.sortTail(from: start)
    }

    /// The error symbol `symbol` of an edit is basic: its row's constant moves by `change`.
    private mutating func suggestBasic(_ symbol: Symbol, _ change: Double) {
        let slot = basicSlot(symbol)
        touch(slot)
        slots[slot.index].constant += change
        rowChanged(slot)
        if constant(slot) < 0 { infeasible.append(symbol) }
    }
}
