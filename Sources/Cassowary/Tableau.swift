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
    var slotMark: [UInt32] = []
    var markStamp: UInt32 = 0
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

    // MARK: Column index

    @inline(__always) mutating func register(_ symbol: Int32, in slot: Int32, at position: Int32) {
        columns[Int(symbol)].append(ColumnEntry(slot: slot, hint: position))
    }

    /// Records that the entry of `symbol` in some row went stale (the row no longer registers it).
    @inline(__always) mutating func unregister(_ symbol: Int32) {
        let index = Int(symbol)
        columnStale[index] &+= 1
        if 2 * Int(columnStale[index]) > columns[index].count + 32 { compactColumn(symbol) }
    }

    /// Enters the symbols `changes.added` put into the row of `slot` in the column index (those
    /// not registered yet), and trims `registered` when it outgrew the row.
    mutating func registerChanges(in slot: Int32) {
        let index = Int(slot)
        let count = rows[index].cells.count
        if count > rows[index].peak { rows[index].peak = count }
        if !changes.added.isEmpty {
            var fresh = freshBuffer
            freshBuffer = []
            fresh.removeAll(keepingCapacity: true)
            rows[index].registered.withUnsafeBufferPointer { registered in
                // Few additions: binary search each; many: one walk along `registered`.
                let search = changes.added.count * 8 < registered.count
                var k = 0
                for placement in changes.added {
                    if search {
                        var low = 0
                        var high = registered.count
                        while low < high {
                            let middle = (low + high) >> 1
                            if registered[middle] < placement.symbol {
                                low = middle + 1
                            } else {
                                high = middle
                            }
                        }
                        k = low
                    } else {
                        while k < registered.count && registered[k] < placement.symbol { k += 1 }
                    }
                    if k == registered.count || registered[k] != placement.symbol { fresh.append(placement) }
                }
            }
            if !fresh.isEmpty {
                for placement in fresh { register(placement.symbol, in: slot, at: placement.position) }
                if fresh.count <= 4 {
                    for placement in fresh {
                        let position = Tableau.insertionPoint(rows[index].registered, placement.symbol)
                        rows[index].registered.insert(placement.symbol, at: position)
                    }
                } else {
                    rows[index].registered = Tableau.union(rows[index].registered, fresh)
                }
            }
            freshBuffer = fresh
        }
        if rows[index].registered.count > 2 * rows[index].peak + 8 { trimRegistered(slot) }
    }

    /// Registers `symbol`, just put into the row of `slot`, unless it is registered already.
    mutating func registerOne(_ symbol: Int32, in slot: Int32) {
        let index = Int(slot)
        let position = rows[index].search(symbol).index
        changes.reset()
        changes.added.append(Placement(symbol: symbol, position: Int32(position)))
        registerChanges(in: slot)
    }

    private static func union(_ registered: [Int32], _ fresh: [Placement]) -> [Int32] {
        var out: [Int32] = []
        out.reserveCapacity(registered.count + fresh.count)
        var i = 0
        for placement in fresh {
            while i < registered.count && registered[i] < placement.symbol {
                out.append(registered[i])
                i += 1
            }
            out.append(placement.symbol)
        }
        out.append(contentsOf: registered[i...])
        return out
    }

    /// Keeps only the cells' symbols registered; the other entries become stale.
    private mutating func trimRegistered(_ slot: Int32) {
        let index = Int(slot)
        let old = rows[index].registered
        let current = rows[index].cells.map(\.symbol)
        rows[index].registered = current
        rows[index].peak = current.count
        var k = 0
        for symbol in old {
            while k < current.count && current[k] < symbol { k += 1 }
            if k == current.count || current[k] != symbol { unregister(symbol) }
        }
    }

    /// Keeps the entries whose row registers `symbol`, once each.
    mutating func compactColumn(_ symbol: Int32) {
        let index = Int(symbol)
        var list = columns[index]
        columns[index] = []
        nextStamp()
        var kept = 0
        for entry in list {
            let slot = Int(entry.slot)
            guard slot < rows.count, slotStamp[slot] != visitStamp,
                Tableau.contains(rows[slot].registered, symbol)
            else { continue }
            slotStamp[slot] = visitStamp
            list[kept] = entry
            kept += 1
        }
        list.removeLast(list.count - kept)
        columns[index] = list
        columnStale[index] = 0
    }

    private static func contains(_ sorted: [Int32], _ symbol: Int32) -> Bool {
        let position = insertionPoint(sorted, symbol)
        return position < sorted.count && sorted[position] == symbol
    }

    /// The index of the first element not below `symbol` in a sorted array.
    private static func insertionPoint(_ sorted: [Int32], _ symbol: Int32) -> Int {
        sorted.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let middle = (low + high) >> 1
                if buffer[middle] < symbol { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The attached rows containing `symbol` with the symbol's position, each once (hints in
    /// the column are refreshed on the way).
    mutating func rowsContaining(_ symbol: Int32) -> [ColumnEntry] {
        let index = Int(symbol)
        var list = columns[index]
        columns[index] = []
        nextStamp()
        var found = visitBuffer
        visitBuffer = []
        found.removeAll(keepingCapacity: true)
        for k in list.indices {
            let slot = Int(list[k].slot)
            guard slot < rows.count, slotStamp[slot] != visitStamp else { continue }
            slotStamp[slot] = visitStamp
            guard let position = rows[slot].locate(symbol, hint: list[k].hint) else { continue }
            list[k].hint = Int32(position)
            if slotBasic[slot] > 0 { found.append(list[k]) }
        }
        columns[index] = list
        return found
    }

    /// Hands a `rowsContaining` result back for reuse.
    @inline(__always) mutating func recycle(_ buffer: [ColumnEntry]) {
        visitBuffer = buffer
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
            slotMark.append(0)
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
