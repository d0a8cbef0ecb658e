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
        LinearExpression.reduce(ExpressionOperand(self), minus: ExpressionOperand(0), constant: constant)
    }

    /// `(lhs − rhs).reduced()` in one pass and one array: kiwi's `lhs + (−rhs)`, reduced.
    static func reducedDifference(_ lhs: ExpressionOperand, _ rhs: ExpressionOperand) -> LinearExpression {
        reduce(lhs, minus: rhs, constant: lhs.constant + -rhs.constant)
    }

    /// The terms of `plus` and the negated terms of `minus` merged by variable identity,
    /// summing in order as kiwi's `reduce` (a linear scan for short expressions, a dictionary
    /// for long ones), zeros dropped, sorted by creation.
    private static func reduce(_ plus: ExpressionOperand, minus: ExpressionOperand, constant: Double)
        -> LinearExpression
    {
        let total = plus.count + minus.count
        var merged: [Term] = []
        merged.reserveCapacity(total)
        var positions: [ObjectIdentifier: Int] = [:]
        let long = total > 16
        for k in 0..<total {
            let term = k < plus.count ? plus[k] : minus[k - plus.count]
            let coefficient = k < plus.count ? term.coefficient : -term.coefficient
            let found =
                long
                ? positions[ObjectIdentifier(term.variable)]
                : merged.firstIndex(where: { $0.variable === term.variable })
            if let index = found {
                merged[index] = Term(term.variable, merged[index].coefficient + coefficient)
            } else {
                if long { positions[ObjectIdentifier(term.variable)] = merged.count }
                merged.append(Term(term.variable, 0.0 + coefficient))
            }
        }
        merged.removeAll { $0.coefficient == 0 }
        if merged.count <= 8 {
            // Insertion sort: creation indices are distinct, so any sort gives this order.
            for i in merged.indices.dropFirst() {
                let term = merged[i]
                var j = i
                while j > 0 && merged[j - 1].variable.creationIndex > term.variable.creationIndex {
                    merged[j] = merged[j - 1]
                    j -= 1
                }
                merged[j] = term
            }
        } else {
            merged.sort { $0.variable.creationIndex < $1.variable.creationIndex }
        }
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
