/// The raw solver of one session, as the `solver` commands see it: named variables in
/// declaration order, labelled constraints, edit variables.
final class SolverWorkspace: SessionState {
    /// A constraint as the user stated it.
    struct Entry {
        var label: String
        var comparison: Comparison
        var strength: StrengthSpec
    }

    private(set) var variableNames: [String] = []
    private(set) var entries: [Entry] = []
    private(set) var editStrengths: [(name: String, strength: StrengthSpec)] = []
    private var nextLabel = 1
    var engine = SolverEngine()

    required init() {}

    func isVariable(_ name: String) -> Bool { variableNames.contains(name) }

    /// A diagnostic for a name that is not a declared variable.
    func unknownVariable(_ name: String, at range: SourceRange) -> Diagnostic {
        Diagnostic(
            .runtime, at: range, message: "unknown variable '\(name)'", expected: "a declared variable",
            suggestion: Suggestion.didYouMean(name, in: variableNames) ?? Session.spacingHint(name)
                ?? "declare it first: solver var \(name)")
    }

    func declare(_ names: [String], at ranges: [SourceRange]) throws(Diagnostic) {
        var seen: Set<String> = []
        for (name, range) in zip(names, ranges) {
            guard !isVariable(name), seen.insert(name).inserted else {
                throw Diagnostic.failure(
                    "variable '\(name)' is already declared", at: range,
                    suggestion: "use it as it is, or choose another name ('solver values' lists them)")
            }
        }
        for name in names {
            try engine.declare(name)
            variableNames.append(name)
        }
    }

    func add(label given: String?, labelRange: SourceRange, _ comparison: Comparison, strength: StrengthSpec)
        throws(Diagnostic)
    {
        if let given, entries.contains(where: { $0.label == given }) {
            throw Diagnostic.failure(
                "a constraint named '\(given)' already exists", at: labelRange,
                suggestion: "remove it first (solver remove \(given)) or choose another label")
        }
        try comparison.requireLinearRelation()
        let classify = { (name: String, range: SourceRange) throws(Diagnostic) -> LinearName in
            guard self.isVariable(name) else { throw self.unknownVariable(name, at: range) }
            return .variable(name)
        }
        let lhs = try comparison.lhs.linearForm(classify)
        let rhs = try comparison.rhs.linearForm(classify)
        var label = given ?? "c\(nextLabel)"
        while given == nil && entries.contains(where: { $0.label == label }) {
            nextLabel += 1
            label = "c\(nextLabel)"
        }
        let form = lhs.adding(rhs, sign: -1)
        // Within the suggestion's bound too: a coefficient of 1e300 on a variable at 1e7 made
        // the solver's values infinite without a word.
        guard abs(form.constant) <= Self.maximumMagnitude,
            form.terms.allSatisfy({ abs($0.coefficient) <= Self.maximumMagnitude })
        else {
            throw Diagnostic.failure(
                "coefficients and constants are at most 10,000,000 in magnitude",
                at: comparison.lhs.range.union(comparison.rhs.range), suggestion: "scale the problem down")
        }
        let entry = Entry(label: label, comparison: comparison, strength: strength)
        try engine.add(label, form, comparison.relation, strength, entry: entry)
        if given == nil { nextLabel += 1 }
        entries.append(entry)
    }

    func remove(_ label: String, at range: SourceRange) throws(Diagnostic) {
        guard let index = entries.firstIndex(where: { $0.label == label }) else {
            throw Diagnostic(
                .runtime, at: range, message: "no constraint named '\(label)'",
                expected: "a constraint label",
                suggestion: Suggestion.didYouMean(label, in: entries.map(\.label))
                    ?? "type 'solver list' to see the labels")
        }
        try engine.remove(label, at: range)
        entries.remove(at: index)
    }

    func edit(_ name: String, strength: StrengthSpec, at range: SourceRange) throws(Diagnostic) {
        guard isVariable(name) else { throw unknownVariable(name, at: range) }
        try engine.edit(name, strength: strength, at: range)
        editStrengths.append((name, strength))
    }

    /// The largest suggestion, coefficient and constant (as a layout constant's bound): an edit
    /// moves by the difference from the last suggestion, and after 1e17 a difference of 5 was
    /// lost to rounding for good.
    static let maximumMagnitude = 1e7

    func suggest(_ name: String, _ value: Double, at range: SourceRange, valueRange: SourceRange)
        throws(Diagnostic)
    {
        guard isVariable(name) else { throw unknownVariable(name, at: range) }
        guard abs(value) <= Self.maximumMagnitude else {
            throw Diagnostic.failure(
                "a suggested value is at most 10,000,000 in magnitude", at: valueRange,
                suggestion: "scale the problem down")
        }
        guard editStrengths.contains(where: { $0.name == name }) else {
            throw Diagnostic.failure(
                "'\(name)' is not an edit variable", at: range,
                suggestion: "make it one first: solver edit \(name) strong")
        }
        try engine.suggest(name, value, at: range)
    }

    /// Every variable's current value, in declaration order.
    func values() -> [(name: String, value: Double)] {
        engine.update()
        return variableNames.map { ($0, engine.value(of: $0)) }
    }
}
