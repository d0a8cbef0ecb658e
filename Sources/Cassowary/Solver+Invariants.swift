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
            try checkObjectiveIdentity()
        #endif
    }
}

#if CASSOWARY_INVARIANTS
    extension Solver {
        /// The objective's coefficients must equal Σ strength × error over the constraints present,
        /// with basic error symbols replaced by their rows. (Not its constant: kiwi's
        /// `suggestValue` moves row constants without updating the objective's.)
        fileprivate func checkObjectiveIdentity() throws(InvariantViolation) {
            var expected = [Double](repeating: 0, count: tableau.symbolCount)
            var scale = [Double](repeating: 1, count: tableau.symbolCount)  // magnitude summed
            for record in constraints.values where !record.constraint.strength.isRequired {
                let weight = record.constraint.strength.value
                for symbol in [record.tag.marker, record.tag.other] where tableau.kinds[Int(symbol)] == .error
                {
                    let slot = tableau.basicSlot[Int(symbol)]
                    if slot >= 0 {
                        let row = tableau.rows[Int(slot)]
                        for cell in row.cells {
                            expected[Int(cell.symbol)] += weight * cell.coefficient
                            scale[Int(cell.symbol)] += abs(weight * cell.coefficient)
                        }
                    } else {
                        expected[Int(symbol)] += weight
                        scale[Int(symbol)] += weight
                    }
                }
            }
            // Rounding: rows drop cells below 1e-8, which the objective sees multiplied by the
            // weights; a bookkeeping error would be of the order of a weight.
            let totalWeight = constraints.values.reduce(0.0) { total, record in
                record.constraint.strength.isRequired ? total : total + record.constraint.strength.value
            }
            func close(_ a: Double, _ b: Double, _ magnitude: Double) -> Bool {
                abs(a - b) <= 1e-8 * magnitude + 1e-6 * totalWeight + 1e-6
            }
            for index in expected.indices
            where !close(expected[index], tableau.objective.coefficient(for: Int32(index)), scale[index]) {
                throw InvariantViolation(
                    description: "objective coefficient of \(symbolName(Int32(index))) is "
                        + "\(tableau.objective.coefficient(for: Int32(index))), expected \(expected[index])")
            }
        }
    }

    extension Tableau {
        func checkInvariants() throws(InvariantViolation) {
            func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
            let pending = Set(infeasible)
            let listedNegative = Set(negativeSlots)
            var listed = Set<Int64>()
            for (symbol, list) in columns.enumerated() {
                for entry in list { listed.insert(Int64(symbol) << 32 | Int64(entry.slot)) }
            }
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
                for symbol in row.registered where !listed.contains(Int64(symbol) << 32 | Int64(slot)) {
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
                if slotNegative[index] && !listedNegative.contains(slot) {
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
