import Cassowary
import KeyboardLab

/// The bridge between the `solver` commands' names and labels and Cassowary's objects; turns
/// `SolverError`s into diagnostics that point at what the user typed.
final class SolverEngine {
    private let solver = Solver()
    private var variables: [String: Variable] = [:]
    private var constraints: [String: Constraint] = [:]

    func declare(_ name: String) throws(Diagnostic) {
        variables[name] = Variable(name)
    }

    func add(
        _ label: String, _ form: LinearForm, _ relation: ComparisonOperator, _ strength: StrengthSpec,
        entry: SolverWorkspace.Entry
    ) throws(Diagnostic) {
        let terms = form.terms.compactMap { term in variables[term.name].map { Term($0, term.coefficient) } }
        let constraint = Constraint(
            LinearExpression(terms, constant: form.constant), Relation(relation), strength: Strength(strength)
        )
        do {
            try solver.addConstraint(constraint)
        } catch {
            throw diagnostic(for: error, at: entry.comparison.range, label: label)
        }
        constraints[label] = constraint
    }

    func remove(_ label: String, at range: SourceRange) throws(Diagnostic) {
        guard let constraint = constraints[label] else { return }
        do {
            try solver.removeConstraint(constraint)
        } catch {
            throw diagnostic(for: error, at: range, label: label)
        }
        constraints[label] = nil
    }

    func edit(_ name: String, strength: StrengthSpec, at range: SourceRange) throws(Diagnostic) {
        guard let variable = variables[name] else { return }
        do {
            try solver.addEditVariable(variable, strength: Strength(strength))
        } catch {
            throw diagnostic(for: error, at: range, label: name)
        }
    }

    func suggest(_ name: String, _ value: Double, at range: SourceRange) throws(Diagnostic) {
        guard let variable = variables[name] else { return }
        do {
            try solver.suggestValue(variable, value)
        } catch {
            throw diagnostic(for: error, at: range, label: name)
        }
    }

    func update() {
        solver.updateVariables()
    }

    func value(of name: String) -> Double {
        variables[name]?.value ?? 0
    }

    func dump() -> [String] {
        var lines = solver.dump().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private func diagnostic(for error: SolverError, at range: SourceRange, label: String) -> Diagnostic {
        switch error {
        case .unsatisfiableConstraint:
            return Diagnostic.failure(
                "unsatisfiable constraint '\(label)': it contradicts the required constraints already added",
                at: range,
                suggestion: "make it weaker (strong, 999…) or remove a conflicting constraint (solver list)")
        case .badRequiredStrength:
            return Diagnostic.failure(
                "an edit variable cannot be required", at: range,
                suggestion: "use strong, medium, weak or a priority below 1000")
        case .duplicateEditVariable:
            return Diagnostic.failure(
                "'\(label)' is already an edit variable", at: range,
                suggestion: "suggest a value for it: solver suggest \(label) VALUE")
        case .unknownEditVariable:
            return Diagnostic.failure(
                "'\(label)' is not an edit variable", at: range,
                suggestion: "make it one first: solver edit \(label) strong")
        case .storageExhausted(let limit):
            return Diagnostic.failure(
                "constraint '\(label)' not added: the solvers already hold their bound of \(limit >> 20) MiB",
                at: range, suggestion: "remove constraints (solver remove NAME) or start over (reset)")
        case .duplicateConstraint, .unknownConstraint, .internalSolverError:
            return Diagnostic.failure("solver error: \(error)", at: range)
        }
    }
}

extension Relation {
    init(_ comparison: ComparisonOperator) {
        switch comparison {
        case .lessThanOrEqual, .lessThan: self = .lessThanOrEqual
        case .greaterThanOrEqual, .greaterThan: self = .greaterThanOrEqual
        case .equal, .notEqual: self = .equal
        }
    }
}

extension Strength {
    init(_ spec: StrengthSpec) {
        switch spec {
        case .required: self = .required
        case .strong: self = .strong
        case .medium: self = .medium
        case .weak: self = .weak
        case .priority(let priority): self.init(layoutPriority: priority)
        }
    }
}
