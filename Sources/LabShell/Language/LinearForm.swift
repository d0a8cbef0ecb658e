/// A linear combination of named variables plus a constant, in order of first appearance:
/// what a constraint or a solver equation becomes.
public struct LinearForm: Sendable, Hashable {
    public var terms: [(name: String, coefficient: Double)] = []
    public var constant: Double = 0
    /// Where the numbers the constant was made of were typed (nil when none was), so a refusal
    /// of the constant points at them, not at the whole line. Not part of the value.
    var constantRange: SourceRange?
    /// Where the numbers each term's coefficient was made of were typed, parallel to `terms`
    /// (nil for a bare name: its 1 was not typed).
    var coefficientRanges: [SourceRange?] = []

    public init(constant: Double = 0) { self.constant = constant }

    init(constant: Double, at range: SourceRange) {
        self.constant = constant
        constantRange = range
    }

    init(terms: [(name: String, coefficient: Double)]) {
        self.terms = terms
        coefficientRanges = terms.map { _ in nil }
    }

    /// Where the numbers making `name`'s coefficient were typed.
    func coefficientRange(of name: String) -> SourceRange? {
        guard let i = terms.firstIndex(where: { $0.name == name }), i < coefficientRanges.count else {
            return nil
        }
        return coefficientRanges[i]
    }

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

    /// The form times `factor`, typed at `factorRange` (the factor's numbers, or a minus sign):
    /// every number of the result is made of its own numbers and the factor's.
    func scaled(by factor: Double, at factorRange: SourceRange?) -> LinearForm {
        var result = LinearForm(constant: constant * factor)
        result.constantRange = constantRange.flatMap { LinearForm.union($0, factorRange) }
        result.terms = terms.map { ($0.name, $0.coefficient * factor) }
        result.coefficientRanges = terms.indices.map { i in
            let own = i < coefficientRanges.count ? coefficientRanges[i] : nil
            return own.flatMap { LinearForm.union($0, factorRange) } ?? factorRange
        }
        return result
    }

    func adding(_ other: LinearForm, sign: Double = 1) -> LinearForm {
        var result = self
        result.constant += sign * other.constant
        result.constantRange = LinearForm.union(constantRange, other.constantRange)
        // `terms` is public: a form whose terms were set by hand has no ranges for them.
        if result.coefficientRanges.count < result.terms.count {
            result.coefficientRanges += Array(
                repeating: nil, count: result.terms.count - result.coefficientRanges.count)
        }
        for (j, term) in other.terms.enumerated() {
            let range = j < other.coefficientRanges.count ? other.coefficientRanges[j] : nil
            if let i = result.terms.firstIndex(where: { $0.name == term.name }) {
                result.terms[i].coefficient += sign * term.coefficient
                result.coefficientRanges[i] = LinearForm.union(result.coefficientRanges[i], range)
            } else {
                result.terms.append((term.name, sign * term.coefficient))
                result.coefficientRanges.append(range)
            }
        }
        return result
    }

    /// The span covering both (either alone when the other is missing).
    private static func union(_ a: SourceRange?, _ b: SourceRange?) -> SourceRange? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }
}

/// What a name in a linear expression stands for.
public enum LinearName {
    /// A variable of the form (a solver variable, a layout anchor).
    case variable(String)
    /// A known number (a `let` variable, a quantity).
    case constant(Double)
}

extension Expr {
    /// The expression as a linear form; `classify` says what each name is. Products of two
    /// variables, division by a variable and non-arithmetic operators are rejected.
    public func linearForm(_ classify: (String, SourceRange) throws(Diagnostic) -> LinearName)
        throws(Diagnostic) -> LinearForm
    {
        let form: LinearForm
        switch self {
        case .number(let number, let range):
            form = LinearForm(constant: number, at: range)
        case .reference(let name, let range):
            switch try classify(name, range) {
            case .variable(let variable): form = LinearForm(terms: [(variable, 1)])
            case .constant(let value): form = LinearForm(constant: value, at: range)
            }
        case .unary(.negate, let operand, let sign):
            // The minus is part of each number it negates (`-1e9`: the caret covers the sign).
            form = try operand.linearForm(classify).scaled(by: -1, at: sign)
        case .binary(let op, _, _, _, _)
        where op == .add || op == .subtract || op == .multiply || op == .divide:
            // Chains fold in a loop (a sum of a thousand terms recurses once, not a thousand times).
            let (base, steps) = leftSpine
            var a = try base.linearForm(classify)
            for step in steps {
                a = try Expr.combine(a, step.op, try step.rhs.linearForm(classify), at: step.operatorRange)
            }
            form = a
        case .binary(let op, _, _, let operatorRange, _):
            throw Diagnostic(
                .runtime, at: operatorRange, message: "'\(op.rawValue)' cannot appear in a linear expression",
                expected: "+, -, * or /")
        default:
            throw Diagnostic(
                .runtime, at: range, message: "\(describedForError) cannot appear in a linear expression",
                expected: "numbers, names, +, -, * and /")
        }
        guard form.constant.isFinite, form.terms.allSatisfy({ $0.coefficient.isFinite }) else {
            throw Diagnostic(
                .runtime, at: range, message: "a number in the expression is too large",
                suggestion: Diagnostic.doubleLimitHelp)
        }
        return form
    }

    private static func combine(
        _ a: LinearForm, _ op: BinaryOperator, _ b: LinearForm, at opRange: SourceRange
    )
        throws(Diagnostic) -> LinearForm
    {
        let form: LinearForm
        switch op {
        case .add: form = a.adding(b)
        case .subtract: form = a.adding(b, sign: -1)
        case .multiply:
            if a.isConstant {
                form = b.scaled(by: a.constant, at: a.constantRange)
            } else if b.isConstant {
                form = a.scaled(by: b.constant, at: b.constantRange)
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
                throw Diagnostic(
                    .runtime, at: opRange, message: "division by zero",
                    suggestion: "check the divisor first: if D != 0 do …")
            }
            form = a.scaled(by: 1 / b.constant, at: b.constantRange)
        default:
            throw Diagnostic(
                .runtime, at: opRange, message: "'\(op.rawValue)' cannot appear in a linear expression",
                expected: "+, -, * or /")
        }
        return form
    }
}
