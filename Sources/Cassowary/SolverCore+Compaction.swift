/// When the solver reclaims symbols (Tableau+Compaction.swift does the renumbering).
enum CompactionPolicy: Equatable {
    /// After a removal, from `minimumSymbols` symbols on, once the symbols retired since the
    /// last compaction (`Tableau.retiredSymbols`, a count of every symbol that may have died)
    /// reach half of all symbols and a third of the compaction's work (symbols, cells,
    /// registrations). A compaction then costs at most 3 steps per retired symbol — O(1) per
    /// removal, amortised, however long the rows — and the symbols waiting to be dropped stay
    /// in proportion to the storage in use.
    case automatic(minimumSymbols: Int)
    /// After every removal (tests: the most renumbering).
    case always
    /// Never (kiwi's behaviour; tests compare against it).
    case never

    static let standard = CompactionPolicy.automatic(minimumSymbols: 1024)
}

extension SolverCore {
    /// Compacts the tableau when the policy says it is worth it. Called at the end of a
    /// removal (never inside an addition, whose journal holds old ids).
    mutating func compactIfWorthwhile() {
        switch compactionPolicy {
        case .never:
            return
        case .always:
            break
        case .automatic(let minimumSymbols):
            let retired = tableau.retiredSymbols
            let count = tableau.symbolCount
            guard count >= minimumSymbols, 2 * retired >= count, retired >= nextCompactionLook else { return }
            // Counting the work visits every slot: look again only after a quarter of the slots'
            // number of further retirements, so that looking is O(1) per removal too.
            let work = tableau.compactionWork()
            guard 3 * retired >= work else {
                nextCompactionLook = retired + max(work / 3 - retired, tableau.slotCount / 4 + 1)
                return
            }
        }
        tableau.retiredSymbols = 0
        nextCompactionLook = 0
        compact()
    }

    /// Drops the symbols that no row, objective, constraint, edit or outside holder of a
    /// variable refers to, renumbers the rest in order, and follows the new ids in the maps, the
    /// edits and the variables' symbol hints.
    mutating func compact() {
        var live = [Bool](repeating: false, count: tableau.symbolCount)
        for record in constraints.values {
            live[record.tag.marker.index] = true
            live[record.tag.other.index] = true
        }
        for record in edits { live[record.symbol.index] = true }
        // `changedVariables` may still be read for the last update.
        for k in tableau.changedSymbols.indices { live[tableau.changedSymbols[k].index] = true }
        // A variable someone else still holds may come back (with its old place in the order);
        // one only the solver holds cannot be passed to it again.
        for index in 1..<tableau.symbolCount where !live[index] && tableau.variables[index] != nil {
            live[index] = !tableau.holdsOnlyReference(toVariableOf: index)
        }
        guard let map = tableau.compact(live: &live) else { return }
        // Rebuilt rather than edited, so that its storage shrinks with the symbols. (Only keys
        // are read: a dropped variable's identifier may already name a new object.)
        var symbols: [ObjectIdentifier: Symbol] = [:]
        symbols.reserveCapacity(tableau.symbolCount)
        for (key, symbol) in variableSymbols where map[symbol.index] >= 0 {
            symbols[key] = Symbol(map[symbol.index])
        }
        variableSymbols = symbols
        func renumbered(_ tag: Tag) -> Tag {
            Tag(marker: Symbol(map[tag.marker.index]), other: Symbol(map[tag.other.index]))
        }
        var position = constraints.values.startIndex
        while position != constraints.values.endIndex {
            constraints.values[position].tag = renumbered(constraints.values[position].tag)
            constraints.values.formIndex(after: &position)
        }
        for k in edits.indices {
            edits[k].symbol = Symbol(map[edits[k].symbol.index])
            edits[k].tag = renumbered(edits[k].tag)
        }
        // Hints this solver set follow their symbols; another solver's are left alone.
        for index in 1..<tableau.symbolCount {
            guard let variable = tableau.variables[index],
                UInt32(truncatingIfNeeded: variable.symbolHint >> 32) == identity
            else { continue }
            variable.symbolHint = UInt64(identity) << 32 | UInt64(UInt32(truncatingIfNeeded: index))
        }
    }
}
