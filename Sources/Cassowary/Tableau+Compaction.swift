/// Reclaiming symbols. kiwi never frees a symbol: every constraint added makes one or two, and
/// they stay after the constraint is removed, so a long session that adds and removes (a view
/// made and removed, a binding made and unmade) grows the per-symbol storage for ever. From
/// time to time the solver drops the symbols nothing refers to any more and renumbers the
/// others *in their order*: every choice kiwi makes compares symbol ids (the entering symbol is
/// the lowest id with a negative objective coefficient, cells are sorted by id, infeasible rows
/// are pushed in id order, ratio ties go to the lowest basic id, the marker's external row to
/// the highest), so a monotone renumbering changes no pivot and no value, bit for bit.
///
/// Row slots keep their numbers, so the column lists (slots and positions) stay as they are:
/// only the cells' symbols change, never their order or their positions.
extension Tableau {
    /// What a compaction costs: one step per symbol, cell and registration. O(slots).
    func compactionWork() -> Int {
        var work = symbols.count
        for index in slots.indices {
            work += Int(slots[index].cells.count) + Int(slots[index].registered.count)
        }
        return work
    }

    /// Whether the tableau holds the only reference to the variable of symbol `index` (then
    /// nobody can pass that variable to the solver again).
    mutating func holdsOnlyReference(toVariableOf index: Int) -> Bool {
        guard var variable = variables[index] else { return false }
        variables[index] = nil
        let unique = isKnownUniquelyReferenced(&variable)
        variables[index] = variable
        return unique
    }

    /// Drops every symbol that is neither marked in `live` (the solver's references), nor
    /// basic, nor in a row, nor in the objective, and renumbers the rest in order. Returns the
    /// map from old ids to new ones (−1 for a dropped symbol), or nil when nothing was dropped.
    /// Never under a journal (an addition in progress), where the saved rows use the old ids.
    /// - Complexity: O(`compactionWork()`).
    mutating func compact(live: inout [Bool]) -> [Int32]? {
        guard journal == nil, !journaling, !usesArtificial, live.count == symbols.count else { return nil }
        let count = symbols.count
        live[0] = true  // kiwi's invalid symbol stays 0
        for index in 1..<max(count, 1) where !live[index] {
            if symbols[index].basicSlot.exists || objective.coefficient(for: Symbol(Int32(index))) != 0 {
                live[index] = true
            }
        }
        for index in slots.indices where slots[index].basic.isValid {
            let (list, cellCount) = rowCells(RowSlot(index))
            for k in 0..<cellCount { live[list[k].symbol.index] = true }
        }
        var map = [Int32](repeating: -1, count: count)
        var next = 0
        for index in 0..<count where live[index] {
            map[index] = Int32(truncatingIfNeeded: next)
            next += 1
        }
        guard next < count else { return nil }
        let work = compactionWork()
        map.withUnsafeBufferPointer { map in
            renumberSymbols(map, keeping: next)
            renumberRows(map)
            objective.renumber(map, count: next)
        }
        // The artificial objective is reloaded before each use.
        artificial.clear(symbolCount: next)
        compactions += 1
        compactedWork += work
        return map
    }

    /// Moves the kept symbols' records down to their new ids (ids only decrease, so in place)
    /// and frees the dropped symbols' column lists.
    private mutating func renumberSymbols(_ map: UnsafeBufferPointer<Int32>, keeping next: Int) {
        let count = symbols.count
        for index in 0..<count {
            let target = Int(map[index])
            guard target >= 0 else {
                columns.release(symbols[index].column)
                continue
            }
            guard target != index else { continue }
            symbols[target] = symbols[index]
            kinds[target] = kinds[index]
            variables[target] = variables[index]
        }
        symbols.truncate(to: next)
        kinds.truncate(to: next)
        variables.removeLast(count - next)
        Tableau.renumber(&dirtySymbols, map)
        Tableau.renumber(&changedSymbols, map)
        Tableau.renumber(&infeasible, map)
    }

    /// The rows' basic symbols and cells take the new ids; dropped symbols leave the
    /// registrations (a monotone map keeps both lists sorted).
    private mutating func renumberRows(_ map: UnsafeBufferPointer<Int32>) {
        for index in slots.indices {
            let record = slots.pointer + index
            record.pointee.basic = Symbol(map[record.pointee.basic.index])
            let rowCells = cells.pointer(record.pointee.cells)
            for k in 0..<Int(record.pointee.cells.count) {
                rowCells[k].symbol = Symbol(map[rowCells[k].symbol.index])
            }
            let registered = registrations.pointer(record.pointee.registered)
            var kept = 0
            for k in 0..<Int(record.pointee.registered.count) {
                let target = map[registered[k].index]
                guard target >= 0 else { continue }
                registered[kept] = Symbol(target)
                kept += 1
            }
            record.pointee.registered.count = Int32(kept)
        }
    }

    /// Renumbers a list of symbols in place, dropping those without a new id (order kept).
    private static func renumber(_ list: inout RawArray<Symbol>, _ map: UnsafeBufferPointer<Int32>) {
        var kept = 0
        for k in list.indices {
            let target = map[list[k].index]
            guard target >= 0 else { continue }
            list[kept] = Symbol(target)
            kept += 1
        }
        list.truncate(to: kept)
    }
}
