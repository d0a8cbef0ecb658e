/// The column index: for each symbol, the row slots that may contain it (see `Tableau`).
extension Tableau {
    @inline(__always) mutating func register(_ symbol: Int32, in slot: Int32, at position: Int32) {
        // Start lists at 4 entries: growing 1, 2, 4 cost a malloc per step on small tableaux.
        if columns[Int(symbol)].capacity == 0 { columns[Int(symbol)].reserveCapacity(4) }
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
}
