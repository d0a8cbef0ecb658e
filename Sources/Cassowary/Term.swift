/// A variable multiplied by a coefficient, e.g. `2 * x`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public let variable: Variable
    /// The factor the variable is multiplied by.
    public let coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term's value from the variable's current value.
    public var value: Double { coefficient * variable.value }

    public var description: String { LinearExpression(self).description }
}
