/// A text dump of the solver's internal state in kiwi's fixed sections.
extension Solver {
    /// The tableau as text: Objective, Tableau (rows by basic symbol), Infeasible (pending
    /// rows), Variables (name = symbol), Edit Variables and Constraints (in the order added).
    /// Symbols print as `v` (variable), `s` (slack), `e` (error) or `d` (dummy) and their id.
    public func dump() -> String { core.dump() }
}

extension SolverCore {
    func dump() -> String {
        var lines: [String] = []
        func section(_ title: String, _ body: [String]) {
            lines.append(title)
            lines.append(String(repeating: "-", count: title.count))
            lines.append(contentsOf: body)
            lines.append("")
        }
        section("Objective", [describe(tableau.objective.cells, constant: tableau.objective.constant)])
        // Loops rather than closures over `self`: the solver's state is noncopyable.
        var basics: [(basic: Symbol, slot: RowSlot)] = []
        for index in tableau.slots.indices where tableau.slots[index].basic.isValid {
            basics.append((tableau.slots[index].basic, RowSlot(index)))
        }
        basics.sort { $0.basic < $1.basic }
        var rows: [String] = []
        for (basic, slot) in basics {
            rows.append(
                "\(symbolName(basic)) | \(describe(tableau.cellList(slot), constant: tableau.constant(slot)))"
            )
        }
        section("Tableau", rows)
        var infeasible: [String] = []
        for k in tableau.infeasible.indices { infeasible.append(symbolName(tableau.infeasible[k])) }
        section("Infeasible", infeasible)
        var variables: [String] = []
        for symbol in variableSymbols.values.sorted() {
            if let variable = tableau.variables[symbol.index] {
                variables.append("\(variable) = \(symbolName(symbol))")
            }
        }
        section("Variables", variables)
        section("Edit Variables", edits.sorted { $0.sequence < $1.sequence }.map { "\($0.variable)" })
        section(
            "Constraints",
            constraints.values.sorted { $0.sequence < $1.sequence }.map { "\($0.constraint)" })
        return lines.joined(separator: "\n")
    }

    func symbolName(_ symbol: Symbol) -> String {
        let prefix: String
        switch tableau.kind(symbol) {
        case .invalid: prefix = "i"
        case .external: prefix = "v"
        case .slack: prefix = "s"
        case .error: prefix = "e"
        case .dummy: prefix = "d"
        }
        return prefix + String(symbol.id)
    }

    /// `constant + c * symbol …` with signs folded (`10 - 0.5 * s3`).
    func describe(_ cells: [Cell], constant: Double) -> String {
        var text = formatNumber(constant)
        for cell in cells {
            let sign = cell.coefficient < 0 ? " - " : " + "
            text += sign + formatNumber(abs(cell.coefficient)) + " * " + symbolName(cell.symbol)
        }
        return text
    }
}
