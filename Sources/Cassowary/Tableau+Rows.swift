/// Row operations on the tableau's storage: rows in slots (substitution, solving for a symbol)
/// and the pending row of a constraint being added (kiwi's `createRow`). Room is made in the
/// cell pool before pointers are taken, since making room may move the pool.
extension Tableau {
    // MARK: Rows in slots

    /// The cells of the row in `slot` (valid until the pool next grows).
    @inline(__always) func rowCells(_ slot: RowSlot) -> (cells: UnsafeMutablePointer<Cell>, count: Int) {
        let block = slots[slot.index].cells
        return (cells.pointer(block), Int(block.count))
    }

    /// The coefficient of `symbol` in the row of `slot` (0 when absent).
    @inline(__always) func coefficient(of symbol: Symbol, in slot: RowSlot) -> Double {
        let (list, count) = rowCells(slot)
        let (found, index) = RowArithmetic.search(list, count, symbol)
        return found ? list[index].coefficient : 0
    }

    /// kiwi's `insert(row, c)` on tableau rows: `target += factor * source`, after removing the
    /// cell at `removing` of the target (−1 for none). The symbols that entered the target are
    /// left in `changes`.
    mutating func addRow(_ source: RowSlot, times factor: Double, into target: RowSlot, removing: Int) {
        let sourceBlock = slots[source.index].cells
        let sourceCount = Int(sourceBlock.count)
        slots[target.index].constant += slots[source.index].constant * factor
        changes.removeAll()
        var block = slots[target.index].cells
        let count = Int(block.count)
        if sourceCount <= RowArithmetic.inPlaceLimit || count + sourceCount <= RowArithmetic.smallRowLimit {
            cells.reserve(&block, count + sourceCount)
            var n = count
            RowArithmetic.addInPlace(
                cells.pointer(block), &n, cells.pointer(sourceBlock), sourceCount, times: factor,
                removing: removing, changes: &changes)
            block.count = Int32(n)
        } else {
            var merged = cells.allocate(capacity: count + sourceCount)
            let n = RowArithmetic.merge(
                cells.pointer(block), count, cells.pointer(sourceBlock), sourceCount, factor: factor,
                skipping: removing, into: cells.pointer(merged), changes: &changes)
            merged.count = Int32(n)
            cells.release(block)
            block = merged
        }
        slots[target.index].cells = block
    }

    /// kiwi's `solveFor(lhs, rhs)` on a tableau row (`lhs = rest`, lhs absent, to `rhs = …`),
    /// keeping the column index.
    mutating func solve(_ slot: RowSlot, _ lhs: Symbol, for rhs: Symbol) {
        touch(slot)
        var block = slots[slot.index].cells
        cells.reserve(&block, Int(block.count) + 1)
        var count = Int(block.count)
        var constant = slots[slot.index].constant
        let list = cells.pointer(block)
        RowArithmetic.add(list, &count, lhs, -1.0)
        RowArithmetic.solve(list, &count, &constant, for: rhs)
        block.count = Int32(count)
        slots[slot.index].cells = block
        slots[slot.index].constant = constant
        registerOne(lhs, in: slot)
    }

    /// The row of `slot` as (symbol, coefficient) cells (dumps, checks, the journal).
    func cellList(_ slot: RowSlot) -> [Cell] { cells.elements(of: slots[slot.index].cells) }

    // MARK: The pending row

    /// An empty pending row with room for `capacity` cells.
    mutating func pendingRow(constant: Double, capacity: Int) -> PendingRow {
        PendingRow(cells: cells.allocate(capacity: capacity), constant: constant)
    }

    /// kiwi's `insert(symbol, c)` on the pending row.
    mutating func add(_ symbol: Symbol, _ coefficient: Double, to row: inout PendingRow) {
        cells.reserve(&row.cells, Int(row.cells.count) + 1)
        var count = Int(row.cells.count)
        RowArithmetic.add(cells.pointer(row.cells), &count, symbol, coefficient)
        row.cells.count = Int32(count)
    }

    /// kiwi's `insert(row, c)` of the row in `slot` into the pending row, leaving room for
    /// `spare` more cells (the terms and tag symbols still to come).
    mutating func add(rowOf slot: RowSlot, times factor: Double, to row: inout PendingRow, spare: Int) {
        let sourceBlock = slots[slot.index].cells
        let sourceCount = Int(sourceBlock.count)
        row.constant += slots[slot.index].constant * factor
        var count = Int(row.cells.count)
        if count == 0 {
            // A scaled copy (kiwi's insert into an empty row).
            cells.reserve(&row.cells, sourceCount + spare)
            count = RowArithmetic.scaled(
                cells.pointer(sourceBlock), sourceCount, factor, into: cells.pointer(row.cells))
        } else if sourceCount <= RowArithmetic.inPlaceLimit
            || count + sourceCount <= RowArithmetic.smallRowLimit
        {
            // Room for this row's cells only: the spare was reserved with the first row, and
            // asking for it again moved long rows (CHAIN's BUILD copied every link row twice).
            cells.reserve(&row.cells, count + sourceCount)
            changes.removeAll()
            RowArithmetic.addInPlace(
                cells.pointer(row.cells), &count, cells.pointer(sourceBlock), sourceCount, times: factor,
                removing: -1, changes: &changes)
        } else {
            let merged = cells.allocate(capacity: count + sourceCount + spare)
            changes.removeAll()
            count = RowArithmetic.merge(
                cells.pointer(row.cells), count, cells.pointer(sourceBlock), sourceCount, factor: factor,
                skipping: -1, into: cells.pointer(merged), changes: &changes)
            cells.release(row.cells)
            row.cells = merged
        }
        row.cells.count = Int32(count)
    }

    /// kiwi's `reverseSign` on the pending row.
    @inline(__always) func reverseSign(_ row: inout PendingRow) {
        RowArithmetic.reverseSign(cells.pointer(row.cells), Int(row.cells.count), &row.constant)
    }

    /// kiwi's `solveFor(symbol)` on the pending row (the symbol must be in it).
    @inline(__always) func solve(_ row: inout PendingRow, for symbol: Symbol) {
        var count = Int(row.cells.count)
        RowArithmetic.solve(cells.pointer(row.cells), &count, &row.constant, for: symbol)
        row.cells.count = Int32(count)
    }

    /// The coefficient of `symbol` in the pending row (0 when absent).
    @inline(__always) func coefficient(of symbol: Symbol, in row: PendingRow) -> Double {
        let list = cells.pointer(row.cells)
        let (found, index) = RowArithmetic.search(list, Int(row.cells.count), symbol)
        return found ? list[index].coefficient : 0
    }

    /// The cells of the pending row (valid until the pool next grows).
    @inline(__always) func cells(of row: PendingRow) -> UnsafeMutablePointer<Cell> {
        cells.pointer(row.cells)
    }

    /// Gives the pending row's storage back (the constraint was not added).
    mutating func discard(_ row: PendingRow) {
        cells.release(row.cells)
    }
}
