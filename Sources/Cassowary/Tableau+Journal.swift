/// Undo information for an addition that may fail (the artificial-variable path pivots the
/// tableau before it knows whether the constraint is satisfiable). A failed `addConstraint`
/// must leave the solver exactly as it was, so the first change to each row slot saves the
/// slot's row and the objective logs its old coefficients.
///
/// Plain buffers, no dictionary: the first use of a generic dictionary type in a process costs
/// a run-time metadata instantiation (~0.4M instructions, measured on FORM-BUILD(3)).
struct Journal {
    let rowCount: Int
    let infeasibleCount: Int
    let freeSlots: RawArray<RowSlot>
    var saved = RawArray<SavedSlot>()
    var savedCells = RawArray<Cell>()
    var savedRegistrations = RawArray<Symbol>()

    func deallocate() {
        freeSlots.deallocate()
        saved.deallocate()
        savedCells.deallocate()
        savedRegistrations.deallocate()
    }
}

/// A slot as it was before its first change under the journal; its lists are in the journal's
/// buffers from `cellsStart` and `registeredStart`.
struct SavedSlot: BitwiseCopyable {
    var slot: RowSlot
    var record: SlotRecord
    var cellsStart: Int
    var registeredStart: Int
}

/// Where the symbol and row arrays stood before an addition, to undo a failed one.
struct TableauMark {
    let symbolCount: Int
    let infeasibleCount: Int
}

extension Tableau {
    var mark: TableauMark { TableauMark(symbolCount: symbolCount, infeasibleCount: infeasible.count) }

    /// Saves `slot` the first time it changes while journaling.
    @inline(__always) mutating func touch(_ slot: RowSlot) {
        if journaling { saveSlot(slot) }
    }

    private mutating func saveSlot(_ slot: RowSlot) {
        guard var journal, slot.index < journal.rowCount, !slots[slot.index].isJournaled else { return }
        let record = slots[slot.index]
        slots[slot.index].isJournaled = true
        let saved = SavedSlot(
            slot: slot, record: record, cellsStart: journal.savedCells.count,
            registeredStart: journal.savedRegistrations.count)
        let rowCells = cells.pointer(record.cells)
        for k in 0..<Int(record.cells.count) { journal.savedCells.append(rowCells[k]) }
        let registered = registrations.pointer(record.registered)
        for k in 0..<Int(record.registered.count) { journal.savedRegistrations.append(registered[k]) }
        journal.saved.append(saved)
        self.journal = journal
    }

    mutating func beginJournal() {
        var free = RawArray<RowSlot>()
        for k in freeSlots.indices { free.append(freeSlots[k]) }
        journal = Journal(rowCount: slots.count, infeasibleCount: infeasible.count, freeSlots: free)
        journaling = true
        objective.beginJournal()
    }

    /// Ends journaling; on `restoring`, puts every saved row, the basis, the free list, the
    /// infeasible stack and the objective back as they were at `beginJournal`.
    mutating func endJournal(restoring: Bool) {
        objective.endJournal(restoring: restoring)
        journaling = false
        guard let journal else { return }
        self.journal = nil
        defer { journal.deallocate() }
        for k in journal.saved.indices { slots[journal.saved[k].slot.index].isJournaled = false }
        guard restoring else { return }
        // Saved slots in slot order (each saved once).
        var order = journal.saved.elements
        order.sort { $0.slot < $1.slot }
        for saved in order {
            let basic = slots[saved.slot.index].basic
            if basic.isValid { symbols[basic.index].basicSlot = .none }
        }
        for index in journal.rowCount..<slots.count {
            let record = slots[index]
            if record.basic.isValid { symbols[record.basic.index].basicSlot = .none }
            cells.release(record.cells)
            registrations.release(record.registered)
        }
        slots.truncate(to: journal.rowCount)
        var keptNegative = 0
        for k in negativeSlots.indices where negativeSlots[k].index < journal.rowCount {
            negativeSlots[keptNegative] = negativeSlots[k]
            keptNegative += 1
        }
        negativeSlots.truncate(to: keptNegative)
        for saved in order { restore(saved, from: journal) }
        freeSlots.removeAll()
        for k in journal.freeSlots.indices { freeSlots.append(journal.freeSlots[k]) }
        infeasible.truncate(to: journal.infeasibleCount)
    }

    private mutating func restore(_ saved: SavedSlot, from journal: Journal) {
        let slot = saved.slot
        let current = slots[slot.index]
        var cellBlock = current.cells
        cells.assign(
            &cellBlock, from: journal.savedCells.pointer + saved.cellsStart,
            count: Int(saved.record.cells.count))
        var registeredBlock = current.registered
        registrations.assign(
            &registeredBlock, from: journal.savedRegistrations.pointer + saved.registeredStart,
            count: Int(saved.record.registered.count))
        let record = slots.pointer + slot.index
        record.pointee.cells = cellBlock
        record.pointee.registered = registeredBlock
        record.pointee.constant = saved.record.constant
        record.pointee.peak = saved.record.peak
        record.pointee.basic = saved.record.basic
        record.pointee.isNegative = false
        if saved.record.basic.isValid {
            symbols[saved.record.basic.index].basicSlot = slot
            markDirty(saved.record.basic)
            refreshNegative(slot)
        }
        // Entries may have been compacted away meanwhile: enter them again (possible
        // duplicates count as stale).
        for k in 0..<Int(registeredBlock.count) {
            let symbol = registrations.pointer(registeredBlock)[k]
            register(symbol, in: slot, at: 0)
            unregister(symbol)
        }
    }

    /// Forgets every symbol created since `mark` (none may be in a row or the objective).
    mutating func truncateSymbols(to mark: TableauMark) {
        let extra = symbolCount - mark.symbolCount
        guard extra > 0 else { return }
        for index in mark.symbolCount..<symbolCount { columns.release(symbols[index].column) }
        symbols.truncate(to: mark.symbolCount)
        kinds.truncate(to: mark.symbolCount)
        variables.removeLast(extra)
        var kept = 0
        for k in dirtySymbols.indices where dirtySymbols[k].index < mark.symbolCount {
            dirtySymbols[kept] = dirtySymbols[k]
            kept += 1
        }
        dirtySymbols.truncate(to: kept)
        objective.resize(to: mark.symbolCount)
        if infeasible.count > mark.infeasibleCount { infeasible.truncate(to: mark.infeasibleCount) }
    }
}
