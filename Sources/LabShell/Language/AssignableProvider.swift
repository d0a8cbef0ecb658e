/// Properties an assignment statement can set, as UIKit spells them: `bottom.constant = …`,
/// `input.frame.origin.y += …`, `input.center.x = …`, `input.alpha = …`. Each command group
/// registers the ones of its objects; inside an animation block (or a will-notification's
/// handler) the change animates, as in UIKit.
public struct AssignableProvider: Sendable {
    /// What it sets, for `help assignment`.
    public var summary: String
    /// The targets it can set now, for completion and "did you mean".
    public var names: @Sendable (Session) -> [String]
    /// Sets `target` to `value` (the range is the value's, for its errors); false when it is not
    /// one of its targets.
    public var assign: @Sendable (MemberPath, Value, SourceRange, Session) throws(Diagnostic) -> Bool

    public init(
        summary: String, names: @escaping @Sendable (Session) -> [String],
        assign: @escaping @Sendable (MemberPath, Value, SourceRange, Session) throws(Diagnostic) -> Bool
    ) {
        self.summary = summary
        self.names = names
        self.assign = assign
    }
}

extension Session {
    /// `TARGET = EXPR`, `+=`, `-=`: a variable made with `let`, or a property of a lab object.
    func assign(_ target: String, at range: SourceRange, _ op: AssignmentOperator, _ expr: Expr)
        throws(Diagnostic)
    {
        // Split into its parts here, once: every provider is handed the parts.
        let typed = MemberPath(target)
        // A variable is given its new value, whatever it holds: one holding an object (`let
        // other = constraint.secondItem`) is bound to another (a whole view or constraint is no
        // property to assign, so this took nothing away).
        if typed.count == 1, let current = scope.lookup(target) {
            let value = try combined(current, op, expr, at: range)
            try checkHeldText(value, replacing: current, in: scope, at: expr.range)
            scope.assign(target, value)
            return
        }
        let path = typed.replacingHead(with: objectName(typed.head))
        let parts = path.parts
        let resolved = path.description
        let current = op == .set ? Value.number(0) : try resolve(resolved, at: range)
        let value = try combined(current, op, expr, at: range)
        // What a provider refuses is the value (its type, its range): the caret goes under it.
        for provider in table.assignables where try provider.assign(path, value, expr.range, self) {
            return
        }
        // What the object was (a constraint `remove` took away) says more than "cannot assign".
        if parts.count > 1, let unknown = unknownObject(path, typed: target, at: range) { throw unknown }
        // The examples never include what was refused (`bottom.constant` is one only while a
        // constraint `bottom` exists).
        let examples = Self.assignmentExamples.filter { $0 != resolved && $0 != target }.prefix(3)
        throw Diagnostic(
            .runtime, at: range, message: "cannot assign to '\(SourceText.abbreviated(target))'",
            expected: "a variable made with let, or a property such as " + examples.joined(separator: ", "),
            suggestion: didYouMean(
                resolved, in: table.assignables.flatMap { $0.names(self) } + scope.visibleNames)
                ?? (parts.count == 1 ? "define it first: let \(target) = …" : nil))
    }

    /// The properties the refusal of an assignment cites, the first three that are not the target.
    static let assignmentExamples = [
        "bottom.constant", "input.frame.origin.y", "input.center.x", "input.alpha",
    ]

    /// A command group's account of `name` (resolved: a variable holding an object replaced by
    /// it) when its first part names no object: a view or constraint `remove` took away, or a
    /// constraint's member on a name that is none. The caret goes under the first part when it
    /// was typed as it is.
    func unknownObject(_ name: MemberPath, typed: String, at range: SourceRange) -> Diagnostic? {
        let head = name.head
        let at =
            typed.hasPrefix(head + ".")
            ? SourceRange(line: range.line, column: range.column, length: head.count) : range
        for explain in table.unknownObject {
            if let diagnostic = explain(name, at, self) { return diagnostic }
        }
        return nil
    }

    /// The value an assignment stores: the new value, or the current one plus or minus it.
    private func combined(_ current: Value, _ op: AssignmentOperator, _ expr: Expr, at range: SourceRange)
        throws(Diagnostic) -> Value
    {
        let value = try evaluate(expr)
        guard op != .set else { return value }
        // The names are made only for an error (the parameters are autoclosures).
        let a = try number(current, at: range, for: Self.sides(of: "'\(op.rawValue)'").left)
        let b = try number(value, at: expr.range, for: Self.sides(of: "'\(op.rawValue)'").right)
        let result = op == .add ? a + b : a - b
        guard result.isFinite else {
            throw Diagnostic.tooLargeToRepresent(at: expr.range)
        }
        return .number(result)
    }
}
