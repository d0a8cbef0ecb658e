@testable import Cassowary

/// The tableau with its symbols named by what they are instead of by id: a variable by its name,
/// any other symbol by its kind; each row slot with its basic symbol, constant and cells (bits),
/// the objective's cells, and the pending infeasible rows by slot ("-" for a stale entry, "?"
/// for an id that names no symbol). Two solvers that made the same pivots in the same order have
/// the same structure whatever their ids, as long as cells stay in the same order: what a
/// monotone renumbering must keep. Variable names must be unique.
func tableauStructure(_ solver: Solver) -> [String] {
    let count = solver.tableau.symbolCount
    func name(_ symbol: Symbol) -> String {
        guard symbol.index < count else { return "?" }
        if let variable = solver.tableau.variables[symbol.index] { return variable.name }
        return "\(solver.tableau.kind(symbol))"
    }
    func describe(_ cells: [Cell]) -> String {
        cells.map { "\(name($0.symbol)):\($0.coefficient.bitPattern)" }.joined(separator: " ")
    }
    var lines: [String] = []
    for index in 0..<solver.tableau.slotCount {
        let slot = RowSlot(index)
        let basic = solver.tableau.basic(slot)
        guard basic.isValid else {
            lines.append("\(index): free")
            continue
        }
        let constant = solver.tableau.constant(slot).bitPattern
        lines.append("\(index): \(name(basic)) = \(constant) \(describe(solver.tableau.cellList(slot)))")
    }
    lines.append(
        "objective \(solver.tableau.objective.constant.bitPattern): \(describe(solver.tableau.objective.cells))"
    )
    var pending: [String] = []
    for symbol in solver.tableau.infeasible.elements {
        guard symbol.index < count else {
            pending.append("?")
            continue
        }
        let slot = solver.tableau.basicSlot(symbol)
        pending.append(slot.exists ? "\(slot)" : "-")
    }
    lines.append("infeasible: " + pending.joined(separator: " "))
    return lines
}
