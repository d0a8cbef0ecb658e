/// Undo information for an addition that may fail (the artificial-variable path pivots the
/// tableau before it knows whether the constraint is satisfiable). A failed `addConstraint`
/// must leave the solver exactly as it was, so the first change to each row slot saves the
/// slot (cheap: rows are copy-on-write arrays) and the objective logs its old coefficients.
struct Journal {
    var savedRows: [Int32: (row: Row, basic: Int32)] = [:]
    let rowCount: Int
    let freeSlots: [Int32]
    let infeasibleCount: Int
}

/// Where the symbol and row arrays stood before an addition, to undo a failed one.
struct TableauMark {
    let symbolCount: Int
    let infeasibleCount: Int
}

extension Tableau {
    var mark: TableauMark { TableauMark(symbolCount: symbolCount, infeasibleCount: infeasible.count) }

    /// Saves `slot` the first time it changes while journaling.
    @inline(__always) mutating func touch(_ slot: Int32) {
        if journaling { saveSlot(slot) }
    }

    private mutating func saveSlot(_ slot: Int32) {
        guard let rowCount = journal?.rowCount, Int(slot) < rowCount, journal?.savedRows[slot] == nil
        else { return }
        journal?.savedRows[slot] = (rows[Int(slot)], slotBasic[Int(slot)])
    }

    mutating func beginJournal() {
        journal = Journal(rowCount: rows.count, freeSlots: freeSlots, infeasibleCount: infeasible.count)
        journaling = true
        objective.beginJournal()
    }

    /// Ends journaling; on `restoring`, puts every saved row, the basis, the free list, the
    /// infeasible stack and the objective back as they were at `beginJournal`.
    mutating func endJournal(restoring: Bool) {
        journaling = false
        objective.endJournal(restoring: restoring)
        guard let journal else { return }
        self.journal = nil
        guard restoring else { return }
        let changed = journal.savedRows.sorted { $0.key < $1.key }
        for slot in changed.map(\.key) + (journal.rowCount..<rows.count).map(Int32.init) {
            let basic = slotBasic[Int(slot)]
            if basic > 0 { basicSlot[Int(basic)] = -1 }
        }
        let extra = rows.count - journal.rowCount
        rows.removeLast(extra)
        slotBasic.removeLast(extra)
        slotStamp.removeLast(extra)
        slotNegative.removeLast(extra)
        slotListed.removeLast(extra)
        negativeSlots = negativeSlots.filter { Int($0) < journal.rowCount }
        for (slot, saved) in changed {
            rows[Int(slot)] = saved.row
            slotBasic[Int(slot)] = saved.basic
            slotNegative[Int(slot)] = false
            if saved.basic > 0 {
                basicSlot[Int(saved.basic)] = slot
                markDirty(saved.basic)
                refreshNegative(slot)
            }
            // Entries may have been compacted away meanwhile: enter them again (possible
            // duplicates count as stale).
            for symbol in saved.row.registered {
                register(symbol, in: slot, at: 0)
                unregister(symbol)
            }
        }
        freeSlots = journal.freeSlots
        infeasible.removeLast(infeasible.count - journal.infeasibleCount)
    }

    /// Forgets every symbol created since `mark` (none may be in a row or the objective).
    mutating func truncateSymbols(to mark: TableauMark) {
        let extra = symbolCount - mark.symbolCount
        guard extra > 0 else { return }
        kinds.removeLast(extra)
        basicSlot.removeLast(extra)
        columns.removeLast(extra)
        columnStale.removeLast(extra)
        isDirty.removeLast(extra)
        variables.removeLast(extra)
        dirtySymbols = dirtySymbols.filter { Int($0) < mark.symbolCount }
        objective.resize(to: mark.symbolCount)
        if infeasible.count > mark.infeasibleCount {
            infeasible.removeLast(infeasible.count - mark.infeasibleCount)
        }
    }
}
