/// A linear combination of named variables plus a constant, in order of first appearance.
public struct LinearForm: Sendable, Hashable {
    public var terms: [(name: String, coefficient: Double)] = []
    public var constant: Double = 0

    public init(constant: Double = 0) { self.constant = constant }

    public static func == (a: LinearForm, b: LinearForm) -> Bool {
        a.constant == b.constant && a.terms.map(\.name) == b.terms.map(\.name)
            && a.terms.map(\.coefficient) == b.terms.map(\.coefficient)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.name)
            hasher.combine(term.coefficient)
        }
    }

    var isConstant: Bool { terms.allSatisfy { $0.coefficient == 0 } }

    func scaled(by factor: Double) -> LinearForm {
        var result = LinearForm(constant: constant * factor)
        result.terms = terms.map { ($0.name, $0.coefficient * factor) }
        return result
    }

    func adding(_ other: LinearForm, sign: Double = 1) -> LinearForm {
        var result = self
        result.constant += sign * other.constant
        for term in other.terms {
            if let i = result.terms.firstIndex(where: { $0.name == term.name }) {
                result.terms[i].coefficient += sign * term.coefficient
            } else {
                result.terms.append((term.name, sign * term.coefficient))
            }
        }
        return result
    }
}

extension Formula {
    /// The value of a formula whose names are resolved by `resolve`.
    public func evaluate(
        _ resolve: (String, SourceRange) throws(Diagnostic) -> Double
    ) throws(Diagnostic) -> Double {
        let value: Double
        switch self {
        case .number(let number, _):
            value = number
        case .reference(let name, let range):
            value = try resolve(name, range)
        case .negate(let operand, _):
            value = -(try operand.evaluate(resolve))
        case .binary(let op, let lhs, let rhs, let opRange):
            let a = try lhs.evaluate(resolve)
            let b = try rhs.evaluate(resolve)
            switch op {
            case .add: value = a + b
            case .subtract: value = a - b
            case .multiply: value = a * b
            case .divide:
                guard b != 0 else {
                    throw Diagnostic(.runtime, at: opRange, message: "division by zero")
                }
                value = a / b
            }
        }
        guard value.isFinite else {
            throw Diagnostic(.runtime, at: range, message: "the result is too large to represent")
        }
        return value
    }

    /// The value of a formula that must not mention names (`-5`, `(10 + 2) / 4`).
    public func constantValue() throws(Diagnostic) -> Double {
        try evaluate { name, range throws(Diagnostic) in
            throw Diagnostic(
                .syntax, at: range, message: "unexpected name '\(name)'", expected: "a number")
        }
    }

    /// The formula as a linear form over the names `isVariable` accepts; others are errors from
    /// `unknown`. Products of two variables and division by a variable are rejected.
    public func linearForm(
        unknown: (String, SourceRange) -> Diagnostic?
    ) throws(Diagnostic) -> LinearForm {
        let form: LinearForm
        switch self {
        case .number(let number, _):
            form = LinearForm(constant: number)
        case .reference(let name, let range):
            if let error = unknown(name, range) { throw error }
            form = LinearForm().adding(LinearForm(terms: [(name, 1)]))
        case .negate(let operand, _):
            form = try operand.linearForm(unknown: unknown).scaled(by: -1)
        case .binary(let op, let lhs, let rhs, let opRange):
            let a = try lhs.linearForm(unknown: unknown)
            let b = try rhs.linearForm(unknown: unknown)
            switch op {
            case .add: form = a.adding(b)
            case .subtract: form = a.adding(b, sign: -1)
            case .multiply:
                if a.isConstant {
                    form = b.scaled(by: a.constant)
                } else if b.isConstant {
                    form = a.scaled(by: b.constant)
                } else {
                    throw Diagnostic(
                        .runtime, at: opRange, message: "the constraint is not linear",
                        expected: "a product with a number on one side",
                        suggestion: "the solver handles sums of variables times numbers only")
                }
            case .divide:
                guard b.isConstant else {
                    throw Diagnostic(
                        .runtime, at: opRange, message: "cannot divide by a variable",
                        expected: "a number after '/'",
                        suggestion: "the solver handles sums of variables times numbers only")
                }
                guard b.constant != 0 else {
                    throw Diagnostic(.runtime, at: opRange, message: "division by zero")
                }
                form = a.scaled(by: 1 / b.constant)
            }
        }
        guard form.constant.isFinite, form.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw Diagnostic(.runtime, at: range, message: "a number in the formula is too large")
        }
        return form
    }
}

extension LinearForm {
    init(terms: [(name: String, coefficient: Double)]) {
        self.terms = terms
    }
}
