/// The simplex tableau behind `Solver`: kiwi's algorithm over dense, array-indexed storage.
///
/// - Symbols are dense `Int32` ids (0 is kiwi's invalid symbol) with per-id side arrays.
/// - Rows live in slots; `basicSlot[symbol]` finds a basic symbol's row, `slotBasic[slot]` the
///   basic symbol of a row (0 while the row is out of the tableau, as kiwi's erased rows are).
/// - A column index (`columns[symbol]`: slots that may contain the symbol, each with a hint of
///   the symbol's position in the row) lets substitution, ratio tests and suggestions visit
///   only the rows that contain a symbol. Lists are append-only and validated lazily (the row
///   must really contain the symbol; a per-slot stamp skips duplicates). Entries that went
///   stale are counted, and a list is compacted when they outnumber the live ones, so memory
///   stays bounded; a visit compacts the list it walks.
/// - External symbols whose value may have changed are queued as dirty, so that
///   `updateVariables` costs the number of changes.
/// A row that may contain a symbol, and where in the row the symbol was last seen.
struct ColumnEntry {
    var slot: Int32
    var hint: Int32
}

struct Tableau {
    // MARK: Per symbol (index = id)
    var kinds: [SymbolKind] = [.invalid]
    var basicSlot: [Int32] = [-1]
    var columns: [[ColumnEntry]] = [[]]
    var columnStale: [Int32] = [0]
    var isDirty: [Bool] = [false]
    var variables: [Variable?] = [nil]
    var dirtySymbols: [Int32] = []

    // MARK: Per row slot
    var rows: [Row] = []
    var slotBasic: [Int32] = []
    var slotStamp: [UInt32] = []
    var slotNegative: [Bool] = []
    var slotListed: [Bool] = []
    var freeSlots: [Int32] = []
    /// Slots that may hold a restricted row with a negative constant (checked by `slotNegative`).
    var negativeSlots: [Int32] = []
    var visitStamp: UInt32 = 0

    // MARK: Objectives and the infeasible stack
    var objective = DenseObjective()
    var artificial = DenseObjective()
    var usesArtificial = false
    /// kiwi's `m_infeasible_rows`: basic symbols of rows that went negative, popped last first.
    var infeasible: [Int32] = []

    /// Undo information while an addition that may fail is in progress.
    var journal: Journal?
    var journaling = false
    var changes = RowChanges()
    /// How often the safety nets that kiwi lacks were used (for tests and diagnostics).
    var blandFallbacks = 0
    var droppedResidues = 0
    /// Reused buffers (hot paths run every frame).
    var visitBuffer: [ColumnEntry] = []
    var symbolBuffer: [Int32] = []
    var freshBuffer: [Placement] = []

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        columns.append([])
        columnStale.append(0)
        isDirty.append(false)
        variables.append(variable)
        objective.resize(to: kinds.count)
        if variable != nil { markDirty(id) }  // a new variable reads 0 until written
        return id
    }

    @inline(__always) mutating func markDirty(_ symbol: Int32) {
        let index = Int(symbol)
        if kinds[index] == .external && !isDirty[index] {
            isDirty[index] = true
            dirtySymbols.append(symbol)
        }
    }

    /// Writes the value of every dirty variable that changed, appending its symbol to `changed`.
    mutating func writeValues(changed: inout [Int32]) {
        for symbol in dirtySymbols {
            let index = Int(symbol)
            isDirty[index] = false
            guard let variable = variables[index] else { continue }
            let value = value(of: symbol)
            let old = variable.value
            if old != value || old.sign != value.sign {
                variable.setValue(value)
                changed.append(symbol)
            }
        }
        dirtySymbols.removeAll(keepingCapacity: true)
    }

    /// The current value of an external symbol: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    /// Starts a visit of column lists: slots stamped with the new stamp are skipped.
    @inline(__always) mutating func nextStamp() {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in slotStamp.indices { slotStamp[index] = 0 }
            visitStamp = 1
        }
    }

    // MARK: Slots

    /// Puts `row` into a free slot, out of the tableau (basic 0) until `attach`.
    mutating func allocate(_ row: consuming Row) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            touch(slot)
            rows[Int(slot)] = row
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            slotBasic.append(0)
            slotStamp.append(0)
            slotNegative.append(false)
            slotListed.append(false)
        }
        let cells = rows[Int(slot)].cells
        for (position, cell) in cells.enumerated() {
            register(cell.symbol, in: slot, at: Int32(position))
        }
        rows[Int(slot)].registered = cells.map(\.symbol)
        rows[Int(slot)].peak = cells.count
        return slot
    }

    /// Drops the row in `slot` (which must be detached).
    mutating func free(_ slot: Int32) {
        touch(slot)
        for symbol in rows[Int(slot)].registered { unregister(symbol) }
        rows[Int(slot)] = Row()
        freeSlots.append(slot)
    }

    mutating func attach(_ slot: Int32, _ symbol: Int32) {
        touch(slot)
        slotBasic[Int(slot)] = symbol
        basicSlot[Int(symbol)] = slot
        markDirty(symbol)
        refreshNegative(slot)
    }

    mutating func detach(_ slot: Int32) {
        touch(slot)
        let symbol = slotBasic[Int(slot)]
        basicSlot[Int(symbol)] = -1
        slotBasic[Int(slot)] = 0
        markDirty(symbol)
        slotNegative[Int(slot)] = false
    }

    /// Records that the row in `slot` changed its constant.
    @inline(__always) mutating func rowChanged(_ slot: Int32) {
        markDirty(slotBasic[Int(slot)])
        refreshNegative(slot)
    }

    @inline(__always) mutating func refreshNegative(_ slot: Int32) {
        let index = Int(slot)
        let basic = slotBasic[index]
        let negative =
            basic != 0 && kinds[Int(basic)] != .external && rows[index].constant < 0
        slotNegative[index] = negative
        if negative && !slotListed[index] {
            slotListed[index] = true
            negativeSlots.append(slot)
        }
    }

    /// kiwi's `substitute` ends by pushing every restricted row of the tableau whose constant is
    /// negative, in row-map (basic symbol id) order; the negative set is kept incrementally.
    mutating func pushNegativeRows() {
        if negativeSlots.isEmpty { return }
        var symbols = symbolBuffer
        symbolBuffer = []
        symbols.removeAll(keepingCapacity: true)
        var kept = 0
        for k in negativeSlots.indices {
            let slot = negativeSlots[k]
            if slotNegative[Int(slot)] {
                negativeSlots[kept] = slot
                kept += 1
                symbols.append(slotBasic[Int(slot)])
            } else {
                slotListed[Int(slot)] = false
            }
        }
        negativeSlots.removeLast(negativeSlots.count - kept)
        if symbols.count > 1 { symbols.sort() }
        infeasible.append(contentsOf: symbols)
        symbolBuffer = symbols
    }
}
