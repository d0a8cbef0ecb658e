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
            try core.checkInvariants()
        #endif
    }
}

#if CASSOWARY_INVARIANTS
    extension SolverCore {
        func checkInvariants() throws(InvariantViolation) {
            try tableau.checkInvariants()
            for (index, record) in edits.enumerated() {
                guard constraints[ObjectIdentifier(record.constraint)] != nil else {
                    throw InvariantViolation(description: "edit constraint of \(record.variable) not added")
                }
                guard tableau.symbols[record.symbol.index].edit == Int32(index) else {
                    throw InvariantViolation(description: "edit index of \(record.variable) wrong")
                }
            }
            try checkSymbolMaps()
            try checkObjectiveIdentity()
        }

        /// Every map into the tableau names a symbol that exists and is what it should be (the
        /// ids a compaction renumbers): variables, constraint tags, edits.
        fileprivate func checkSymbolMaps() throws(InvariantViolation) {
            func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
            let count = tableau.symbolCount
            for (key, symbol) in variableSymbols {
                guard symbol.isValid, symbol.index < count, let variable = tableau.variables[symbol.index],
                    ObjectIdentifier(variable) == key, tableau.kind(symbol) == .external
                else { throw fail("variable map entry \(symbol) names no such variable") }
            }
            var known = 0
            for index in 0..<count where tableau.variables[index] != nil { known += 1 }
            guard known == variableSymbols.count else {
                throw fail("\(known) variables in the tableau, \(variableSymbols.count) in the map")
            }
            for record in constraints.values {
                let tag = record.tag
                guard tag.marker.isValid, tag.marker.index < count, tag.other.index < count,
                    tableau.kind(tag.marker) != .external, tableau.kind(tag.other) != .external
                else { throw fail("constraint \(record.constraint) has a bad tag") }
            }
            for record in edits {
                guard record.symbol.index < count,
                    tableau.variables[record.symbol.index] === record.variable
                else { throw fail("edit of \(record.variable) names another symbol") }
            }
        }

        /// The objective's coefficients must equal Σ strength × error over the constraints present,
        /// with basic error symbols replaced by their rows. (Not its constant: kiwi's
        /// `suggestValue` moves row constants without updating the objective's.)
        fileprivate func checkObjectiveIdentity() throws(InvariantViolation) {
            var expected = [Double](repeating: 0, count: tableau.symbolCount)
            var scale = [Double](repeating: 1, count: tableau.symbolCount)  // magnitude summed
            for record in constraints.values where !record.constraint.strength.isRequired {
                let weight = record.constraint.strength.value
                for symbol in [record.tag.marker, record.tag.other] where tableau.kind(symbol) == .error {
                    let slot = tableau.basicSlot(symbol)
                    if slot.exists {
                        for cell in tableau.cellList(slot) {
                            expected[cell.symbol.index] += weight * cell.coefficient
                            scale[cell.symbol.index] += abs(weight * cell.coefficient)
                        }
                    } else {
                        expected[symbol.index] += weight
                        scale[symbol.index] += weight
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
            for index in expected.indices {
                let symbol = Symbol(Int32(index))
                let actual = tableau.objective.coefficient(for: symbol)
                guard !close(expected[index], actual, scale[index]) else { continue }
                throw InvariantViolation(
                    description: "objective coefficient of \(symbolName(symbol)) is \(actual), "
                        + "expected \(expected[index])")
            }
        }
    }

    extension Tableau {
        func checkInvariants() throws(InvariantViolation) {
            func fail(_ message: String) -> InvariantViolation { InvariantViolation(description: message) }
            for list in [infeasible.elements, dirtySymbols.elements, changedSymbols.elements]
            where !list.allSatisfy({ $0.index < symbols.count }) {
                throw fail("a symbol list names a symbol that does not exist")
            }
            guard kinds.count == symbols.count, variables.count == symbols.count else {
                throw fail("per-symbol arrays of different lengths")
            }
            let pending = Set(infeasible.elements)
            let listedNegative = Set(negativeSlots.elements)
            var listed = Set<Int64>()
            for symbol in symbols.indices {
                for entry in columns.elements(of: symbols[symbol].column) {
                    listed.insert(Int64(symbol) << 32 | Int64(entry.slot.id))
                }
            }
            for index in slots.indices where slots[index].basic.isValid {
                let slot = RowSlot(index)
                let record = slots[index]
                let basic = record.basic
                guard basicSlot(basic) == slot else {
                    throw fail("row \(slot): basic \(basic) points elsewhere")
                }
                let registered = registrations.elements(of: record.registered)
                var previous = Symbol.invalid
                guard registered.allSatisfy({ $0.isValid && $0.index < symbols.count }) else {
                    throw fail("row \(slot) registers a symbol that does not exist")
                }
                for cell in cellList(slot) {
                    guard cell.symbol > previous else { throw fail("row \(slot): cells not sorted") }
                    previous = cell.symbol
                    guard cell.coefficient != 0 && cell.coefficient.isFinite else {
                        throw fail("row \(slot): bad cell")
                    }
                    guard !isBasic(cell.symbol) else {
                        throw fail("row \(slot) contains basic \(cell.symbol)")
                    }
                    guard registered.contains(cell.symbol) else {
                        throw fail("row \(slot): \(cell.symbol) not registered")
                    }
                }
                for symbol in registered where !listed.contains(Int64(symbol.id) << 32 | Int64(slot.id)) {
                    throw fail("column \(symbol) misses row \(slot)")
                }
                guard registered == registered.sorted() else {
                    throw fail("row \(slot): registered unsorted")
                }
                let restricted = kind(basic) != .external
                if restricted && record.constant < 0 && !nearZero(record.constant) && !pending.contains(basic)
                {
                    throw fail("restricted row \(basic) is infeasible (\(record.constant)) and not pending")
                }
                guard record.isNegative == (restricted && record.constant < 0) else {
                    throw fail("row \(slot): negative flag wrong")
                }
                if record.isNegative && !listedNegative.contains(slot) {
                    throw fail("row \(slot) not listed negative")
                }
                guard !record.isJournaled else { throw fail("row \(slot): journal mark left") }
            }
            for index in symbols.indices where symbols[index].basicSlot.exists {
                let slot = symbols[index].basicSlot
                let symbol = Symbol(Int32(index))
                guard slot.index < slots.count, basic(slot) == symbol else {
                    throw fail("basic \(symbol) has no row")
                }
                guard objective.coefficient(for: symbol) == 0 else {
                    throw fail("objective contains basic \(symbol)")
                }
            }
            for k in freeSlots.indices {
                let slot = freeSlots[k]
                guard !basic(slot).isValid && slots[slot.index].cells.count == 0 else {
                    throw fail("free slot \(slot) in use")
                }
            }
            let detached = slots.indices.filter { !slots[$0].basic.isValid }.count
            guard detached == freeSlots.count else { throw fail("a row is detached outside a pivot") }
            guard objective.heapCovers(kinds) else { throw fail("objective heap misses a candidate") }
            for (index, variable) in variables.enumerated() {
                guard let variable, !symbols[index].isDirty else { continue }
                let value = value(of: Symbol(Int32(index)))
                guard variable.value == value else {
                    throw fail("clean variable \(variable) reads \(variable.value), solution \(value)")
                }
            }
            guard journal == nil && !usesArtificial else {
                throw fail("transaction left open")
            }
        }
    }
#endif
