/// A sum of terms plus a constant, e.g. `x + 2 * y - 10`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The terms in the order they were written (after `reduced()`: by variable creation).
    public let terms: [Term]
    /// The constant part.
    public let constant: Double

    /// Creates the expression `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression `term`.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with one term per variable (coefficients summed in order), terms
    /// in variable creation order and zero coefficients dropped. Constraints store this form.
    public func reduced() -> LinearExpression {
        // Most expressions are short: merge by identity with a linear scan (a dictionary for
        // long ones), summing in term order as kiwi's `reduce`, then sort by creation.
        var merged: [Term] = []
        merged.reserveCapacity(terms.count)
        var positions: [ObjectIdentifier: Int] = [:]
        let long = terms.count > 16
        for term in terms {
            let found =
                long
                ? positions[ObjectIdentifier(term.variable)]
                : merged.firstIndex(where: { $0.variable === term.variable })
            if let index = found {
                merged[index] = Term(term.variable, merged[index].coefficient + term.coefficient)
            } else {
                if long { positions[ObjectIdentifier(term.variable)] = merged.count }
                merged.append(Term(term.variable, 0.0 + term.coefficient))
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        merged.sort { $0.variable.creationIndex < $1.variable.creationIndex }
        return LinearExpression(merged, constant: constant)
    }

    /// The expression's value from the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(formatNumber(magnitude)) * "
            if text.isEmpty {
                text = (term.coefficient < 0 ? "-" : "") + factor + term.variable.description
            } else {
                text += (term.coefficient < 0 ? " - " : " + ") + factor + term.variable.description
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 {
            text += (constant < 0 ? " - " : " + ") + formatNumber(abs(constant))
        }
        return text
    }
}

/// Prints a number without a trailing ".0" when it is an integer (`10`, `0.5`, `1e-09`).
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return value == 0 ? "0" : String(Int64(value))
    }
    return "\(value)"
}
