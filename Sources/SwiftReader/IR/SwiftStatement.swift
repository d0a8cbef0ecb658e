/// One Swift statement of the subset, with where it starts.
public struct SwiftStatement: Codable, Sendable, Hashable {
    public var kind: SwiftStatementKind
    public var location: SwiftLocation

    public init(_ kind: SwiftStatementKind, at location: SwiftLocation) {
        self.kind = kind
        self.location = location
    }
}

/// A condition of `if`, `guard` and `while`: a Boolean, or an optional binding (`let x = e`;
/// `if let x` alone binds `x` from the `x` outside).
public enum SwiftCondition: Codable, Sendable, Hashable {
    case expression(SwiftExpression)
    case optionalBinding(name: String, value: SwiftExpression?, location: SwiftLocation)
}

/// One `case` of a `switch`: the values it matches (empty for `default`) and its body.
public struct SwiftSwitchCase: Codable, Sendable, Hashable {
    public var patterns: [SwiftExpression]
    public var body: [SwiftStatement]
    public var location: SwiftLocation

    public init(patterns: [SwiftExpression], body: [SwiftStatement], location: SwiftLocation) {
        self.patterns = patterns
        self.body = body
        self.location = location
    }
}

public indirect enum SwiftStatementKind: Codable, Sendable, Hashable {
    case expression(SwiftExpression)
    /// `let`/`var NAME[: Type] [= value]`.
    case variable(name: String, isVar: Bool, type: String?, value: SwiftExpression?)
    case ifStatement(conditions: [SwiftCondition], then: [SwiftStatement], otherwise: [SwiftStatement]?)
    case guardStatement(conditions: [SwiftCondition], otherwise: [SwiftStatement])
    case switchStatement(SwiftExpression, [SwiftSwitchCase])
    case forIn(name: String, sequence: SwiftExpression, body: [SwiftStatement])
    case whileLoop(conditions: [SwiftCondition], body: [SwiftStatement])
    case repeatWhile(body: [SwiftStatement], condition: SwiftExpression)
    case returnStatement(SwiftExpression?)
    case breakStatement
    case continueStatement
    /// `do { … }` without `catch` clauses that could run (nothing in the subset throws).
    case block([SwiftStatement])
    /// Set-up code that makes a scene object (`heightConstraint = guide.heightAnchor.constraint(…)`):
    /// skipped at bind when the scene has that object (it stands for what the line makes), run
    /// when it does not.
    case sceneSetup(property: String, statement: SwiftStatement)
}
