/// Reclaiming symbols. kiwi never frees a symbol: every constraint added makes one or two, and
/// they stay after the constraint is removed, so a long session that adds and removes (a view
/// made and removed, a binding made and unmade) grows its per-symbol arrays for ever (about 2 KB
/// per view with two constraints). The solver now renumbers from time to time, dropping the
/// symbols nothing refers to any more and keeping the others *in their order*: every choice
/// kiwi makes compares symbol ids (the entering symbol is the lowest id with a negative
/// objective coefficient, rows are sorted by id, the infeasible rows are pushed in id order), so
/// an order-preserving renumbering changes no pivot and no result, bit for bit.
extension Tableau {
    /// Drops every symbol that is neither `referenced`, nor basic, nor in any row, nor in an
    /// objective, and renumbers the rest in order. Returns the map from old ids to new ones (−1
    /// for a dropped symbol), or nil when nothing could be dropped. Not while journaling.
    /// - Complexity: O(symbols + cells of all rows).
    mutating func compact(referenced: [Bool]) -> [Int32]? {
        guard journal == nil, !journaling else { return nil }
        let count = symbolCount
        var live = referenced
        live[0] = true  // kiwi's invalid symbol stays 0
        for slot in rows.indices {
            live[Int(slotBasic[slot])] = true
            for cell in rows[slot].cells { live[Int(cell.symbol)] = true }
        }
        for index in 0..<count {
            if objective.coefficient(for: Int32(index)) != 0 { live[index] = true }
            if usesArtificial && artificial.coefficient(for: Int32(index)) != 0 { live[index] = true }
        }
        var map = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        for index in 0..<count where live[index] {
            map[index] = next
            next += 1
        }
        guard Int(next) < count else { return nil }
        func kept<Element>(_ values: [Element]) -> [Element] {
            var out: [Element] = []
            out.reserveCapacity(Int(next))
            for index in values.indices where live[index] { out.append(values[index]) }
            return out
        }
        kinds = kept(kinds)
        basicSlot = kept(basicSlot)
        columns = kept(columns)
        columnStale = kept(columnStale)
        isDirty = kept(isDirty)
        variables = kept(variables)
        dirtySymbols = dirtySymbols.compactMap { map[Int($0)] >= 0 ? map[Int($0)] : nil }
        for slot in rows.indices {
            slotBasic[slot] = map[Int(slotBasic[slot])]
            for k in rows[slot].cells.indices {
                rows[slot].cells[k].symbol = map[Int(rows[slot].cells[k].symbol)]
            }
            // A monotone map keeps the registered list sorted; dropped symbols leave it.
            rows[slot].registered = rows[slot].registered.compactMap {
                map[Int($0)] >= 0 ? map[Int($0)] : nil
            }
        }
        objective.renumber(map, count: Int(next))
        artificial.renumber(map, count: Int(next))
        infeasible = infeasible.compactMap { map[Int($0)] >= 0 ? map[Int($0)] : nil }
        changes.reset()
        return map
    }
}

extension Solver {
    /// Compacts the tableau once the symbols retired since the last compaction reach half of
    /// all symbols (amortised O(1) per removal), keeping the symbols of the constraints and edit
    /// variables present and of every variable someone else still holds (it may come back; a
    /// variable only the solver holds can never be passed to it again).
    func compactIfWorthwhile() {
        guard allowsCompaction, tableau.symbolCount >= compactionThreshold,
            2 * retiredSymbols >= tableau.symbolCount
        else { return }
        retiredSymbols = 0
        var referenced = [Bool](repeating: false, count: tableau.symbolCount)
        for record in constraints.values {
            referenced[Int(record.tag.marker)] = true
            referenced[Int(record.tag.other)] = true
        }
        for symbol in variableSymbols.values {
            let index = Int(symbol)
            guard var variable = tableau.variables[index] else { continue }
            tableau.variables[index] = nil
            referenced[index] = !isKnownUniquelyReferenced(&variable)
            tableau.variables[index] = variable
        }
        guard let map = tableau.compact(referenced: referenced) else { return }
        var symbols: [ObjectIdentifier: Int32] = [:]
        for (key, symbol) in variableSymbols where map[Int(symbol)] >= 0 { symbols[key] = map[Int(symbol)] }
        variableSymbols = symbols
        func renumbered(_ tag: Tag) -> Tag { Tag(marker: map[Int(tag.marker)], other: map[Int(tag.other)]) }
        constraints = constraints.mapValues { record in
            ConstraintRecord(
                constraint: record.constraint, tag: renumbered(record.tag), sequence: record.sequence)
        }
        edits = edits.mapValues { record in
            EditRecord(
                variable: record.variable, constraint: record.constraint, tag: renumbered(record.tag),
                constant: record.constant, sequence: record.sequence)
        }
        renumberChanged(map)
    }
}
