/// A broken solver invariant, with what was found.
public struct InvariantViolation: Error, CustomStringConvertible {
    /// What is wrong.
    public let description: String
}

/// Consistency checks of the tableau and its indexes, compiled in under `CASSOWARY_INVARIANTS`
/// (debug builds, hence the tests); without the flag `checkInvariants()` does nothing.
extension Solver {
    /// Checks every invariant: each basic symbol has exactly one row; no row and not the
    /// objective contains a basic symbol; rows are sorted without zero cells; a restricted row
    /// with a negative constant is pending in the infeasible stack; the column index lists every
    /// row containing a symbol; clean (not dirty) variables read their current value; the
    /// objective's candidate heap covers every negative coefficient.
    public func checkInvariants() throws(InvariantViolation) {
        #if CASSOWARY_INVARIANTS
            try tableau.checkInvariants()
            for (_, record) in edits where constraints[ObjectIdentifier(record.constraint)] == nil {
                throw InvariantViolation(description: "edit constraint of \(record.variable) not added")
            }
        #endif
    }
}

#if CASSOWARY_INVARIANTS
    extension Tableau {
        func checkInvariants() throws(InvariantViolation) {
            func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
            let pending = Set(infeasible)
            for (index, basic) in slotBasic.enumerated() where basic > 0 {
                let slot = Int32(index)
                guard basicSlot[Int(basic)] == slot else {
                    throw fail("row \(slot): basic \(basic) points elsewhere")
                }
                let row = rows[index]
                var previous: Int32 = 0
                for cell in row.cells {
                    guard cell.symbol > previous else { throw fail("row \(slot): cells not sorted") }
                    previous = cell.symbol
                    guard cell.coefficient != 0 && cell.coefficient.isFinite else {
                        throw fail("row \(slot): bad cell")
                    }
                    guard basicSlot[Int(cell.symbol)] < 0 else {
                        throw fail("row \(slot) contains basic \(cell.symbol)")
                    }
                    guard row.registered.contains(cell.symbol) else {
                        throw fail("row \(slot): \(cell.symbol) not registered")
                    }
                }
                for symbol in row.registered where !columns[Int(symbol)].contains(where: { $0.slot == slot })
                {
                    throw fail("column \(symbol) misses row \(slot)")
                }
                guard row.registered == row.registered.sorted() else {
                    throw fail("row \(slot): registered unsorted")
                }
                let restricted = kinds[Int(basic)] != .external
                if restricted && row.constant < 0 && !nearZero(row.constant) && !pending.contains(basic) {
                    throw fail("restricted row \(basic) is infeasible (\(row.constant)) and not pending")
                }
                guard slotNegative[index] == (restricted && row.constant < 0) else {
                    throw fail("row \(slot): negative flag wrong")
                }
                if slotNegative[index] && !negativeSlots.contains(slot) {
                    throw fail("row \(slot) not listed negative")
                }
            }
            for (symbol, slot) in basicSlot.enumerated() where slot >= 0 {
                guard Int(slot) < slotBasic.count, slotBasic[Int(slot)] == Int32(symbol) else {
                    throw fail("basic \(symbol) has no row")
                }
                guard objective.coefficient(for: Int32(symbol)) == 0 else {
                    throw fail("objective contains basic \(symbol)")
                }
            }
            for slot in freeSlots where slotBasic[Int(slot)] != 0 || !rows[Int(slot)].cells.isEmpty {
                throw fail("free slot \(slot) in use")
            }
            let detached = slotBasic.indices.filter { slotBasic[$0] == 0 }.count
            guard detached == freeSlots.count else { throw fail("a row is detached outside a pivot") }
            guard objective.heapCovers(kinds: kinds) else { throw fail("objective heap misses a candidate") }
            for (index, variable) in variables.enumerated() {
                guard let variable, !isDirty[index] else { continue }
                let value = value(of: Int32(index))
                guard variable.value == value else {
                    throw fail("clean variable \(variable) reads \(variable.value), solution \(value)")
                }
            }
            guard !journaling && journal == nil && !usesArtificial else {
                throw fail("transaction left open")
            }
        }
    }
#endif
