/// kiwi's simplex steps (substitute, pivot, primal and dual optimize, the ratio tests), each
/// visiting only the rows the column index lists for a symbol. Ties are broken as kiwi's
/// iteration in basic-symbol order breaks them, so the pivot sequence is kiwi's.
extension Tableau {
    /// kiwi's `substitute(symbol, row)`: replaces `symbol` by the row in `source` everywhere
    /// (rows, objective, artificial objective), then queues the negative restricted rows.
    mutating func substitute(_ symbol: Int32, with source: Int32) {
        let row = rows[Int(source)]
        let entries = rowsContaining(symbol)
        for entry in entries {
            let index = Int(entry.slot)
            let position = Int(entry.hint)
            touch(entry.slot)
            let factor = rows[index].cells[position].coefficient
            changes.reset()
            rows[index].add(row, times: factor, removing: position, changes: &changes)
            registerChanges(in: entry.slot)
            rowChanged(entry.slot)
        }
        recycle(entries)
        objective.substitute(symbol, row)
        if usesArtificial { artificial.substitute(symbol, row) }
        pushNegativeRows()
    }

    /// Makes `entering` basic in the row of `slot` (whose basic symbol leaves).
    mutating func pivot(_ slot: Int32, entering: Int32) {
        let leaving = slotBasic[Int(slot)]
        detach(slot)
        solve(slot, leaving, for: entering)
        substitute(entering, with: slot)
        attach(slot, entering)
    }

    /// kiwi's `solveFor(lhs, rhs)` on a tableau row, keeping the column index.
    mutating func solve(_ slot: Int32, _ lhs: Int32, for rhs: Int32) {
        touch(slot)
        rows[Int(slot)].solve(lhs, for: rhs)
        registerOne(lhs, in: slot)
    }

    /// kiwi's `optimize`: primal simplex on the objective (or the artificial objective).
    /// Where kiwi would report an unbounded objective over a rounding residue, the residue is
    /// dropped instead.
    mutating func optimize(artificialObjective: Bool = false) throws(SolverError) {
        while true {
            let entering =
                artificialObjective
                ? artificial.enteringSymbol(kinds: kinds) : objective.enteringSymbol(kinds: kinds)
            if entering == 0 { return }
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
        var budget = 1000 + 4 * rows.count
        while let leaving = infeasible.popLast() {
            let slot = basicSlot[Int(leaving)]
            guard slot >= 0 else { continue }
            let constant = rows[Int(slot)].constant
            guard !nearZero(constant) && constant < 0 else { continue }
            budget -= 1
            if budget == 0 {
                blandFallbacks += 1
                try blandDualOptimize()
                return
            }
            let entering = dualEnteringSymbol(slot)
            guard entering != 0 else { throw .internalSolverError("dual optimize failed") }
            pivot(slot, entering: entering)
        }
    }

    /// Dual simplex with Bland's rule: the infeasible row of least basic id leaves; among
    /// entering candidates with (nearly) the least ratio, the least id enters.
    private mutating func blandDualOptimize() throws(SolverError) {
        for _ in 0..<(100_000 + 100 * rows.count) {
            var best: Int32 = -1
            var bestBasic = Int32.max
            for slot in negativeSlots where slotNegative[Int(slot)] {
                let basic = slotBasic[Int(slot)]
                if basic < bestBasic && !nearZero(rows[Int(slot)].constant) {
                    best = slot
                    bestBasic = basic
                }
            }
            if best < 0 {
                infeasible.removeAll()
                return
            }
            var entering: Int32 = 0
            var ratio = Double.greatestFiniteMagnitude
            for cell in rows[Int(best)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy
            {
                let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
                if candidate < ratio - 1e-9 * max(1, abs(ratio)) {
                    ratio = candidate
                    entering = cell.symbol
                }
            }
            guard entering != 0 else { throw .internalSolverError("dual optimize failed") }
            pivot(best, entering: entering)
        }
        throw .internalSolverError("dual optimize does not terminate")
    }

    /// kiwi's `getLeavingRow`: among restricted rows with a negative coefficient for
    /// `entering`, the least `−constant / coefficient` (ties: lowest basic id).
    mutating func leavingSlot(for entering: Int32) -> Int32? {
        var best: Int32 = -1
        var bestBasic: Int32 = 0
        var bestRatio = Double.greatestFiniteMagnitude
        let entries = rowsContaining(entering)
        defer { recycle(entries) }
        for entry in entries {
            let slot = entry.slot
            let index = Int(slot)
            let basic = slotBasic[index]
            guard kinds[Int(basic)] != .external else { continue }
            let coefficient = rows[index].cells[Int(entry.hint)].coefficient
            guard coefficient < 0 else { continue }
            let ratio = -rows[index].constant / coefficient
            if ratio < bestRatio || (best >= 0 && ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestBasic = basic
                bestRatio = ratio
            }
        }
        return best >= 0 ? best : nil
    }

    /// kiwi's `getMarkerLeavingRow`: restricted rows with a negative coefficient by least
    /// `−constant / c`, else restricted rows by least `constant / c`, else the external row
    /// that kiwi meets last (the highest basic id).
    mutating func markerLeavingSlot(for marker: Int32) -> Int32? {
        var first: (slot: Int32, basic: Int32, ratio: Double)?
        var second: (slot: Int32, basic: Int32, ratio: Double)?
        var third: (slot: Int32, basic: Int32)?
        let entries = rowsContaining(marker)
        defer { recycle(entries) }
        for entry in entries {
            let slot = entry.slot
            let index = Int(slot)
            let basic = slotBasic[index]
            let coefficient = rows[index].cells[Int(entry.hint)].coefficient
            if kinds[Int(basic)] == .external {
                if basic > (third?.basic ?? 0) { third = (slot, basic) }
            } else if coefficient < 0 {
                let ratio = -rows[index].constant / coefficient
                if isBetter(ratio, basic, than: first) { first = (slot, basic, ratio) }
            } else {
                let ratio = rows[index].constant / coefficient
                if isBetter(ratio, basic, than: second) { second = (slot, basic, ratio) }
            }
        }
        return first?.slot ?? second?.slot ?? third?.slot
    }

    private func isBetter(
        _ ratio: Double, _ basic: Int32, than best: (slot: Int32, basic: Int32, ratio: Double)?
    ) -> Bool {
        guard let best else { return ratio < Double.greatestFiniteMagnitude }
        return ratio < best.ratio || (ratio == best.ratio && basic < best.basic)
    }

    /// kiwi's `getDualEnteringSymbol`: the positive non-dummy cell with the least objective
    /// ratio (first in id order on ties).
    func dualEnteringSymbol(_ slot: Int32) -> Int32 {
        var entering: Int32 = 0
        var ratio = Double.greatestFiniteMagnitude
        for cell in rows[Int(slot)].cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
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
    mutating func suggest(marker: Int32, other: Int32, delta: Double) {
        if basicSlot[Int(marker)] >= 0 {
            suggestBasic(marker, -delta)
            return
        }
        if basicSlot[Int(other)] >= 0 {
            suggestBasic(other, delta)
            return
        }
        var negative = symbolBuffer
        symbolBuffer = []
        negative.removeAll(keepingCapacity: true)
        let entries = rowsContaining(marker)
        for entry in entries {
            let slot = entry.slot
            let index = Int(slot)
            touch(slot)
            rows[index].constant += delta * rows[index].cells[Int(entry.hint)].coefficient
            rowChanged(slot)
            let basic = slotBasic[index]
            if rows[index].constant < 0 && kinds[Int(basic)] != .external { negative.append(basic) }
        }
        recycle(entries)
        negative.sort()
        infeasible.append(contentsOf: negative)
        symbolBuffer = negative
    }

    /// The error symbol `symbol` of an edit is basic: its row's constant moves by `change`.
    private mutating func suggestBasic(_ symbol: Int32, _ change: Double) {
        let slot = basicSlot[Int(symbol)]
        touch(slot)
        rows[Int(slot)].constant += change
        rowChanged(slot)
        if rows[Int(slot)].constant < 0 { infeasible.append(symbol) }
    }
}
