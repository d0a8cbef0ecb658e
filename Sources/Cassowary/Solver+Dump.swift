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
        let objective = Row(cells: tableau.objective.cells, constant: tableau.objective.constant)
        section("Objective", [describe(objective)])
        let basics = tableau.slotBasic.enumerated().filter { $0.element > 0 }.sorted {
            $0.element < $1.element
        }
        section(
            "Tableau",
            basics.map { slot, basic in
                "\(symbolName(basic)) | \(describe(tableau.rows[slot]))"
            })
        section("Infeasible", tableau.infeasible.map(symbolName))
        let variables = variableSymbols.values.sorted().compactMap { symbol in
            tableau.variables[Int(symbol)].map { "\($0) = \(symbolName(symbol))" }
        }
        section("Variables", variables)
        section("Edit Variables", edits.values.sorted { $0.sequence < $1.sequence }.map { "\($0.variable)" })
        section(
            "Constraints",
            constraints.values.sorted { $0.sequence < $1.sequence }.map { "\($0.constraint)" })
        return lines.joined(separator: "\n")
    }

    func symbolName(_ symbol: Int32) -> String {
        let prefix: String
        switch tableau.kinds[Int(symbol)] {
        case .invalid: prefix = "i"
        case .external: prefix = "v"
        case .slack: prefix = "s"
        case .error: prefix = "e"
        case .dummy: prefix = "d"
        }
        return prefix + String(symbol)
    }

    /// `constant + c * symbol …` with signs folded (`10 - 0.5 * s3`).
    func describe(_ row: Row) -> String {
        var text = formatNumber(row.constant)
        for cell in row.cells {
            let sign = cell.coefficient < 0 ? " - " : " + "
            text += sign + formatNumber(abs(cell.coefficient)) + " * " + symbolName(cell.symbol)
        }
        return text
    }
}
