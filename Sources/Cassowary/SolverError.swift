/// Why a solver operation failed; the solver is left exactly as it was before the call.
public enum SolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint conflicts with the required constraints already added.
    case unsatisfiableConstraint(Constraint)
    /// The constraint (the same object) was already added.
    case duplicateConstraint(Constraint)
    /// The constraint was never added, or was removed.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables cannot have the required strength.
    case badRequiredStrength
    /// The solvers of the process already hold `limit` bytes of tableau (`SolverStorage`): the
    /// addition was refused, the solver is as it was.
    case storageExhausted(limit: Int)
    /// A broken internal invariant (a solver bug); the solver state may be inconsistent.
    case internalSolverError(String)

    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint):
            return "unsatisfiable required constraint: \(constraint)"
        case .duplicateConstraint(let constraint):
            return "constraint already added: \(constraint)"
        case .unknownConstraint(let constraint):
            return "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable):
            return "already an edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "not an edit variable: \(variable)"
        case .badRequiredStrength:
            return "an edit variable cannot have the required strength"
        case .storageExhausted(let limit):
            return
                "the solvers' tableaus hold their bound of \(limit >> 20) MiB; the constraint was not added"
        case .internalSolverError(let message):
            return "internal solver error: \(message)"
        }
    }
}
