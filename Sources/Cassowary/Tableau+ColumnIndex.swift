/// The column index: for each symbol, the row slots that may contain it (see `Tableau`).
extension Tableau {
    @inline(__always) mutating func register(_ symbol: Symbol, in slot: RowSlot, at position: Int32) {
        let record = symbols.pointer + symbol.index
        // Start lists at 4 entries: growing 1, 2, 4 cost a move per step on small tableaux.
        if record.pointee.column.capacity == 0 { record.pointee.column = columns.allocate(capacity: 4) }
        columns.append(ColumnEntry(slot: slot, hint: position), to: &record.pointee.column)
    }

    /// Records that the entry of `symbol` in some row went stale (the row no longer registers it).
    @inline(__always) mutating func unregister(_ symbol: Symbol) {
        let record = symbols.pointer + symbol.index
        record.pointee.stale &+= 1
        if 2 * Int(record.pointee.stale) > Int(record.pointee.column.count) + 32 { compactColumn(symbol) }
    }

    /// Enters the symbols `changes` put into the row of `slot` in the column index (those not
    /// registered yet), and trims the registrations when they outgrew the row.
    mutating func registerChanges(in slot: RowSlot) {
        let count = slots[slot.index].cells.count
        if count > slots[slot.index].peak { slots[slot.index].peak = count }
        if !changes.isEmpty {
            freshBuffer.removeAll()
            let registeredBlock = slots[slot.index].registered
            let registered = registrations.pointer(registeredBlock)
            let registeredCount = Int(registeredBlock.count)
            // Few additions: binary search each; many: one walk along the registrations.
            let search = changes.count * 8 < registeredCount
            var k = 0
            for c in changes.indices {
                let placement = changes[c]
                if search {
                    k = Tableau.insertionPoint(registered, registeredCount, placement.symbol)
                } else {
                    while k < registeredCount && registered[k] < placement.symbol { k += 1 }
                }
                if k == registeredCount || registered[k] != placement.symbol { freshBuffer.append(placement) }
            }
            if !freshBuffer.isEmpty {
                for f in freshBuffer.indices {
                    register(freshBuffer[f].symbol, in: slot, at: freshBuffer[f].position)
                }
                mergeRegistrations(of: slot)
            }
        }
        let record = slots[slot.index]
        if Int(record.registered.count) > 2 * Int(record.peak) + 8 { trimRegistered(slot) }
    }

    /// Merges `freshBuffer` (sorted, none registered yet) into the slot's registrations.
    private mutating func mergeRegistrations(of slot: RowSlot) {
        var block = slots[slot.index].registered
        let fresh = freshBuffer.count
        registrations.reserve(&block, Int(block.count) + fresh)
        // Backwards, so that the merge needs no second buffer.
        let list = registrations.pointer(block)
        var i = Int(block.count) - 1
        var j = fresh - 1
        var w = Int(block.count) + fresh - 1
        while j >= 0 {
            let symbol = freshBuffer[j].symbol
            if i >= 0 && list[i] > symbol {
                list[w] = list[i]
                i -= 1
            } else {
                list[w] = symbol
                j -= 1
            }
            w -= 1
        }
        block.count += Int32(fresh)
        slots[slot.index].registered = block
    }

    /// Registers `symbol`, just put into the row of `slot`, unless it is registered already.
    mutating func registerOne(_ symbol: Symbol, in slot: RowSlot) {
        let block = slots[slot.index].cells
        let position = RowArithmetic.search(cells.pointer(block), Int(block.count), symbol).index
        changes.removeAll()
        changes.append(Placement(symbol: symbol, position: Int32(position)))
        registerChanges(in: slot)
    }

    /// Keeps only the cells' symbols registered; the other entries become stale.
    private mutating func trimRegistered(_ slot: RowSlot) {
        let record = slots[slot.index]
        let old = registrations.elements(of: record.registered)
        var block = record.registered
        let rowCells = cells.pointer(record.cells)
        let count = Int(record.cells.count)
        let list = registrations.pointer(block)
        for k in 0..<count { list[k] = rowCells[k].symbol }
        block.count = Int32(count)
        slots[slot.index].registered = block
        slots[slot.index].peak = Int32(count)
        var k = 0
        for symbol in old {
            let current = registrations.pointer(block)
            while k < count && current[k] < symbol { k += 1 }
            if k == count || current[k] != symbol { unregister(symbol) }
        }
    }

    /// Keeps the entries whose row registers `symbol`, once each.
    mutating func compactColumn(_ symbol: Symbol) {
        nextStamp()
        var block = symbols[symbol.index].column
        let list = columns.pointer(block)
        var kept = 0
        for k in 0..<Int(block.count) {
            let entry = list[k]
            let index = entry.slot.index
            guard index < slots.count, slots[index].stamp != visitStamp else { continue }
            let registered = slots[index].registered
            guard Tableau.contains(registrations.pointer(registered), Int(registered.count), symbol) else {
                continue
            }
            slots[index].stamp = visitStamp
            list[kept] = entry
            kept += 1
        }
        block.count = Int32(kept)
        symbols[symbol.index].column = block
        symbols[symbol.index].stale = 0
    }

    /// Fills `visit` with the attached rows containing `symbol` and the symbol's position, each
    /// once (hints in the column are refreshed on the way). The caller reads `visit` before the
    /// next visit.
    mutating func rowsContaining(_ symbol: Symbol) {
        nextStamp()
        visit.removeAll()
        let block = symbols[symbol.index].column
        let list = columns.pointer(block)
        let stamp = visitStamp
        for k in 0..<Int(block.count) {
            let index = list[k].slot.index
            guard index < slots.count else { continue }
            let record = slots.pointer + index
            guard record.pointee.stamp != stamp else { continue }
            record.pointee.stamp = stamp
            let rowCells = record.pointee.cells
            guard
                let position = RowArithmetic.locate(
                    cells.pointer(rowCells), Int(rowCells.count), symbol, hint: list[k].hint)
            else { continue }
            list[k].hint = Int32(truncatingIfNeeded: position)
            if record.pointee.basic.isValid { visit.append(list[k]) }
        }
    }

    static func contains(_ sorted: UnsafePointer<Symbol>, _ count: Int, _ symbol: Symbol) -> Bool {
        let position = insertionPoint(sorted, count, symbol)
        return position < count && sorted[position] == symbol
    }

    /// The index of the first element not below `symbol` in a sorted list.
    @inline(__always)
    static func insertionPoint(_ sorted: UnsafePointer<Symbol>, _ count: Int, _ symbol: Symbol) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low &+ high) >> 1
            if sorted[middle] < symbol { low = middle &+ 1 } else { high = middle }
        }
        return low
    }
}
