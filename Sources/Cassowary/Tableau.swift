/// The simplex tableau behind `Solver`: kiwi's algorithm over dense, array-indexed storage.
///
/// - Symbols are dense `Int32` ids (0 is kiwi's invalid symbol) with per-id side arrays.
/// - Rows live in slots; `basicSlot[symbol]` finds a basic symbol's row, `slotBasic[slot]` the
///   basic symbol of a row (0 while the row is out of the tableau, as kiwi's erased rows are).
/// - A column index (`columns[symbol]`: slots that may contain the symbol) lets substitution,
///   ratio tests and suggestions visit only the rows that contain a symbol. Lists are
///   append-only and validated lazily (the row must really contain the symbol; a per-slot
///   stamp skips duplicates); a list is compacted when it grows past twice its live size.
/// - External symbols whose value may have changed are queued as dirty, so that
///   `updateVariables` costs the number of changes.
struct Tableau {
    // MARK: Per symbol (index = id)
    var kinds: [SymbolKind] = [.invalid]
    var basicSlot: [Int32] = [-1]
    var columns: [[Int32]] = [[]]
    var columnLimit: [Int32] = [0]
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
    var added: [Int32] = []

    static let minimumColumnLimit: Int32 = 16

    var symbolCount: Int { kinds.count }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        basicSlot.append(-1)
        columns.append([])
        columnLimit.append(Tableau.minimumColumnLimit)
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

    /// The current value of an external symbol: its row's constant when basic, else 0.
    func value(of symbol: Int32) -> Double {
        let slot = basicSlot[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Column index

    @inline(__always) mutating func register(_ symbol: Int32, in slot: Int32) {
        let index = Int(symbol)
        columns[index].append(slot)
        if columns[index].count > Int(columnLimit[index]) { compactColumn(symbol) }
    }

    /// Keeps the slots that really contain `symbol`, once each.
    mutating func compactColumn(_ symbol: Int32) {
        let index = Int(symbol)
        var seen = Set<Int32>()
        let live = columns[index].filter { slot in
            slotContains(slot, symbol) && seen.insert(slot).inserted
        }
        columns[index] = live
        columnLimit[index] = max(Tableau.minimumColumnLimit, Int32(2 * live.count))
    }

    /// Whether the row in `slot` contains `symbol` (attached or not; free slots hold empty rows).
    @inline(__always) func slotContains(_ slot: Int32, _ symbol: Int32) -> Bool {
        let index = Int(slot)
        return index < rows.count && rows[index].search(symbol).found
    }

    /// Starts a visit of column lists: slots stamped with the new stamp are skipped.
    @inline(__always) mutating func nextStamp() {
        visitStamp &+= 1
        if visitStamp == 0 {
            for index in slotStamp.indices { slotStamp[index] = 0 }
            visitStamp = 1
        }
    }

    /// Whether `slot` is an attached row not yet visited with the current stamp (and marks it).
    @inline(__always) mutating func firstVisit(_ slot: Int32) -> Bool {
        let index = Int(slot)
        guard index < slotBasic.count, slotBasic[index] != 0, slotStamp[index] != visitStamp else {
            return false
        }
        slotStamp[index] = visitStamp
        return true
    }

    // MARK: Slots

    /// Puts `row` into a free slot, out of the tableau (basic 0) until `attach`.
    mutating func allocate(_ row: Row) -> Int32 {
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
        for cell in row.cells { register(cell.symbol, in: slot) }
        return slot
    }

    /// Drops the row in `slot` (which must be detached).
    mutating func free(_ slot: Int32) {
        touch(slot)
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
        var symbols: [Int32] = []
        var kept: [Int32] = []
        for slot in negativeSlots {
            if slotNegative[Int(slot)] {
                kept.append(slot)
                symbols.append(slotBasic[Int(slot)])
            } else {
                slotListed[Int(slot)] = false
            }
        }
        negativeSlots = kept
        if symbols.count > 1 { symbols.sort() }
        infeasible.append(contentsOf: symbols)
    }
}
