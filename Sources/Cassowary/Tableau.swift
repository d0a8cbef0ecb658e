/// The simplex tableau behind `Solver`: kiwi's algorithm over dense, array-indexed storage.
///
/// - Symbols are dense ids (`Symbol`, 0 is kiwi's invalid symbol) indexing `symbols`.
/// - Rows live in slots (`RowSlot`); a symbol's record names the slot of its row while it is
///   basic, a slot's record names its basic symbol (invalid while the row is out of the
///   tableau, as kiwi's erased rows are).
/// - A column index (each symbol's list of slots that may contain it, each with a hint of the
///   symbol's position in the row) lets substitution, ratio tests and suggestions visit only
///   the rows that contain a symbol. Lists are append-only and validated lazily (the row must
///   really contain the symbol; a per-slot stamp skips duplicates). Entries that went stale are
///   counted, and a list is compacted when they outnumber the live ones.
/// - External symbols whose value may have changed are queued as dirty, so that
///   `updateVariables` costs the number of changes.
/// - Storage (per-symbol and per-slot records, row cells, registrations, column lists) is the
///   solver's own: `RawArray`s and `ListPool`s, freed in `deinit`. A row or a list costs no
///   allocation of its own and the hot paths do no reference counting (docs/Solver.md).
struct Tableau: ~Copyable {
    // MARK: Per symbol (index = id)
    var symbols = RawArray<SymbolRecord>()
    /// The symbols' kinds, apart from their records: scans of long rows (the subject choice, the
    /// ratio tests) read one byte per cell instead of a whole record.
    var kinds = RawArray<SymbolKind>()
    /// The variables of external symbols (nil for the others); they keep the variables alive.
    var variables: [Variable?] = [nil]
    var dirtySymbols = RawArray<Symbol>()
    /// The external symbols whose value changed in the last `writeValues`, in the order written.
    var changedSymbols = RawArray<Symbol>()

    // MARK: Per row slot
    var slots = RawArray<SlotRecord>()
    var freeSlots = RawArray<RowSlot>()
    /// Slots that may hold a restricted row with a negative constant (checked by `isNegative`).
    var negativeSlots = RawArray<RowSlot>()
    var visitStamp: UInt32 = 0

    // MARK: Pools
    var cells = ListPool<Cell>()
    var registrations = ListPool<Symbol>()
    var columns = ListPool<ColumnEntry>()

    // MARK: Objectives and the infeasible stack
    var objective = DenseObjective()
    var artificial = DenseObjective()
    var usesArtificial = false
    /// kiwi's `m_infeasible_rows`: basic symbols of rows that went negative, popped last first.
    var infeasible = RawArray<Symbol>()

    /// Undo information while an addition that may fail is in progress, and whether there is
    /// one (a flag: testing the optional copied the journal on every row touched).
    var journal: Journal?
    var journaling = false
    /// How often the safety nets that kiwi lacks were used (for tests and diagnostics).
    var blandFallbacks = 0
    var droppedResidues = 0
    /// Symbols that may have died since the last compaction (Tableau+Compaction.swift): the
    /// tags and variables of removed constraints, the artificial variables.
    var retiredSymbols = 0
    /// Compactions done and their summed `compactionWork()`.
    var compactions = 0
    var compactedWork = 0
    /// Reused buffers (hot paths run every frame).
    var changes = RawArray<Placement>()
    var visit = RawArray<ColumnEntry>()
    var symbolBuffer = RawArray<Symbol>()
    var freshBuffer = RawArray<Placement>()

    init() {
        symbols.append(SymbolRecord(variable: nil))
        kinds.append(.invalid)
        objective.resize(to: 1)
        artificial.resize(to: 1)
    }

    deinit {
        symbols.deallocate()
        kinds.deallocate()
        dirtySymbols.deallocate()
        changedSymbols.deallocate()
        slots.deallocate()
        freeSlots.deallocate()
        negativeSlots.deallocate()
        cells.deallocate()
        registrations.deallocate()
        columns.deallocate()
        objective.deallocate()
        artificial.deallocate()
        infeasible.deallocate()
        journal?.deallocate()
        changes.deallocate()
        visit.deallocate()
        symbolBuffer.deallocate()
        freshBuffer.deallocate()
    }

    var symbolCount: Int { symbols.count }
    var slotCount: Int { slots.count }

    @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[symbol.index] }
    @inline(__always) func basicSlot(_ symbol: Symbol) -> RowSlot { symbols[symbol.index].basicSlot }
    @inline(__always) func basic(_ slot: RowSlot) -> Symbol { slots[slot.index].basic }
    @inline(__always) func constant(_ slot: RowSlot) -> Double { slots[slot.index].constant }
    @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { symbols[symbol.index].basicSlot.exists }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Symbol {
        let symbol = Symbol(Int32(truncatingIfNeeded: symbols.count))
        symbols.append(SymbolRecord(variable: variable.map(Unmanaged.passUnretained)))
        kinds.append(kind)
        variables.append(variable)
        objective.resize(to: symbols.count)
        if variable != nil { markDirty(symbol) }  // a new variable reads 0 until written
        return symbol
    }

    @inline(__always) mutating func markDirty(_ symbol: Symbol) {
        let record = symbols.pointer + symbol.index
        if kinds[symbol.index] == .external && !record.pointee.isDirty {
            record.pointee.isDirty = true
            dirtySymbols.append(symbol)
        }
    }

    /// Writes the value of every dirty variable that changed and lists it in `changedSymbols`.
    mutating func writeValues() {
        changedSymbols.removeAll()
        for k in dirtySymbols.indices {
            let symbol = dirtySymbols[k]
            let record = symbols.pointer + symbol.index
            record.pointee.isDirty = false
            guard let variable = record.pointee.variable else { continue }
            let value = value(of: symbol)
            let written = variable._withUnsafeGuaranteedRef { variable -> Bool in
                let old = variable.value
                guard old != value || old.sign != value.sign else { return false }
                variable.setValue(value)
                return true
            }
            if written { changedSymbols.append(symbol) }
        }
        dirtySymbols.removeAll()
    }

    /// The current value of an external symbol: its row's constant when basic, else 0.
    @inline(__always) func value(of symbol: Symbol) -> Double {
        let slot = basicSlot(symbol)
        return slot.exists ? slots[slot.index].constant : 0
    }

    /// Starts a visit of column lists: slots stamped with the new stamp are skipped.
    @inline(__always) mutating func nextStamp() {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in slots.indices { slots[index].stamp = 0 }
            visitStamp = 1
        }
    }

    // MARK: Slots

    /// Takes a free slot for a new row, out of the tableau (basic invalid) until `attach`.
    mutating func takeSlot() -> RowSlot {
        if let reused = freeSlots.popLast() {
            touch(reused)
            return reused
        }
        slots.append(SlotRecord())
        return RowSlot(slots.count - 1)
    }

    /// Moves the pending row into a new slot and enters its cells in the column index.
    mutating func allocate(_ row: PendingRow) -> RowSlot {
        let slot = takeSlot()
        let record = slots.pointer + slot.index
        record.pointee.cells = row.cells
        record.pointee.constant = row.constant
        let count = Int(row.cells.count)
        var registered = registrations.allocate(capacity: count)
        let source = cells.pointer(row.cells)
        let target = registrations.pointer(registered)
        for position in 0..<count {
            let symbol = source[position].symbol
            target[position] = symbol
            register(symbol, in: slot, at: Int32(position))
        }
        registered.count = Int32(count)
        let updated = slots.pointer + slot.index
        updated.pointee.registered = registered
        updated.pointee.peak = Int32(count)
        return slot
    }

    /// Drops the row in `slot` (which must be detached).
    mutating func free(_ slot: RowSlot) {
        touch(slot)
        let record = slots[slot.index]
        let registered = registrations.pointer(record.registered)
        for k in 0..<Int(record.registered.count) { unregister(registered[k]) }
        cells.release(record.cells)
        registrations.release(record.registered)
        // The stamp, the listing in `negativeSlots` and the journal mark stay with the slot.
        let emptied = slots.pointer + slot.index
        emptied.pointee.cells = .empty
        emptied.pointee.registered = .empty
        emptied.pointee.constant = 0
        emptied.pointee.peak = 0
        freeSlots.append(slot)
    }

    mutating func attach(_ slot: RowSlot, _ symbol: Symbol) {
        touch(slot)
        slots[slot.index].basic = symbol
        symbols[symbol.index].basicSlot = slot
        markDirty(symbol)
        refreshNegative(slot)
    }

    mutating func detach(_ slot: RowSlot) {
        touch(slot)
        let symbol = slots[slot.index].basic
        symbols[symbol.index].basicSlot = .none
        slots[slot.index].basic = .invalid
        markDirty(symbol)
        slots[slot.index].isNegative = false
    }

    /// Records that the row in `slot` changed its constant.
    @inline(__always) mutating func rowChanged(_ slot: RowSlot) {
        markDirty(slots[slot.index].basic)
        refreshNegative(slot)
    }

    @inline(__always) mutating func refreshNegative(_ slot: RowSlot) {
        let record = slots.pointer + slot.index
        let basic = record.pointee.basic
        let negative = basic.isValid && kind(basic) != .external && record.pointee.constant < 0
        record.pointee.isNegative = negative
        if negative && !record.pointee.isListed {
            record.pointee.isListed = true
            negativeSlots.append(slot)
        }
    }

    /// kiwi's `substitute` ends by pushing every restricted row of the tableau whose constant is
    /// negative, in row-map (basic symbol id) order; the negative set is kept incrementally.
    mutating func pushNegativeRows() {
        if negativeSlots.isEmpty { return }
        symbolBuffer.removeAll()
        var kept = 0
        for k in negativeSlots.indices {
            let slot = negativeSlots[k]
            let record = slots.pointer + slot.index
            if record.pointee.isNegative {
                negativeSlots[kept] = slot
                kept += 1
                symbolBuffer.append(record.pointee.basic)
            } else {
                record.pointee.isListed = false
            }
        }
        negativeSlots.truncate(to: kept)
        let start = infeasible.count
        for k in symbolBuffer.indices { infeasible.append(symbolBuffer[k]) }
        if symbolBuffer.count > 1 { infeasible.sortTail(from: start) }
    }
}

/// What the tableau knows about one symbol.
struct SymbolRecord: BitwiseCopyable {
    var isDirty = false
    /// The slot of the symbol's row while it is basic.
    var basicSlot = RowSlot.none
    /// The slots that may hold the symbol (see `Tableau`), and how many entries went stale.
    var column = PoolBlock.empty
    var stale: Int32 = 0
    /// The variable of an external symbol (owned by `Tableau.variables`).
    var variable: Unmanaged<Variable>?
    /// The index of the symbol's edit in `SolverCore.edits`, −1 when not an edit variable.
    var edit: Int32 = -1

    init(variable: Unmanaged<Variable>?) {
        self.variable = variable
    }
}

/// One row slot: the row's cells and constant, and the tableau's bookkeeping for it.
struct SlotRecord: BitwiseCopyable {
    /// `basic = constant + Σ coefficient * symbol`, cells sorted by symbol.
    var cells = PoolBlock.empty
    var constant = 0.0
    /// The basic symbol; invalid while the row is out of the tableau (or the slot is free).
    var basic = Symbol.invalid
    /// The symbols whose column lists this row is entered in (sorted), a superset of the cells'
    /// symbols. A symbol that leaves the row stays registered, so that rows flipping between
    /// two sets of symbols (REMOVE-LINK) stop touching the index.
    var registered = PoolBlock.empty
    /// The most cells the row had since `registered` was last trimmed (trimmed beyond
    /// `2 × peak + 8`: a generous slack made small rows register every symbol that ever passed,
    /// so visits of small tableaux saw nearly every row — FORM-RESIZE(3) 3× slower).
    var peak: Int32 = 0
    var stamp: UInt32 = 0
    /// A restricted row with a negative constant, and whether it is in `negativeSlots`.
    var isNegative = false
    var isListed = false
    /// Saved by the open journal.
    var isJournaled = false
}

/// A row that may contain a symbol, and where in the row the symbol was last seen.
struct ColumnEntry: BitwiseCopyable {
    var slot: RowSlot
    var hint: Int32
}

extension RawArray where Element == Symbol {
    /// Sorts the elements from `start` to the end (short runs: insertion sort).
    mutating func sortTail(from start: Int) {
        let base = pointer
        guard count - start > 1 else { return }
        if count - start <= 16 {
            for i in (start + 1)..<count {
                let value = base[i]
                var j = i
                while j > start && base[j - 1] > value {
                    base[j] = base[j - 1]
                    j -= 1
                }
                base[j] = value
            }
            return
        }
        var buffer = UnsafeMutableBufferPointer(start: base + start, count: count - start)
        buffer.sort()
    }
}
