/// A text dump of the solver's internal state in kiwi's fixed sections.
extension Solver {
    /// The tableau as text: Objective, Tableau (rows by basic symbol), Infeasible (pending
    /// rows), Variables (name = symbol), Edit Variables and Constraints (in the order added).
    /// Symbols print as `v` (variable), `s` (slack), `e` (error) or `d` (dummy) and their id.
    public func dump() -> String {
        var lines: [String] = []
        func section(_ title: String, _ body: [String]) {
            lines.append(title)
            lines.append(String(repeating: "-", count: title.count))
            lines.append(contentsOf: body)
            lines.append("")
        }
        section("Objective", [describe(tableau.objective.cells, constant: tableau.objective.constant)])
        let basics = tableau.slots.indices.map { RowSlot($0) }.filter { tableau.basic($0).isValid }.sorted {
            tableau.basic($0) < tableau.basic($1)
        }
        section(
            "Tableau",
            basics.map { slot in
                "\(symbolName(tableau.basic(slot))) | \(describe(tableau.cellList(slot), constant: tableau.constant(slot)))"
            })
        section("Infeasible", tableau.infeasible.elements.map(symbolName))
        let variables = variableSymbols.values.sorted().compactMap { symbol in
            tableau.variables[symbol.index].map { "\($0) = \(symbolName(symbol))" }
        }
        section("Variables", variables)
        section("Edit Variables", edits.values.sorted { $0.sequence < $1.sequence }.map { "\($0.variable)" })
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
