/// Resolves names whose value is more than a number — `input.frame` (a rect), `root.bounds`,
/// `input.safeAreaInsets`, `screen.bounds`, `keyboard.frame` — so expressions can take their
/// members (`input.frame.origin.y`). Each command group registers its own, as with quantities.
public struct ValueProvider: Sendable {
    /// What the values are, for `help expressions`.
    public var summary: String
    /// Names it resolves now, for completion (a stable order).
    public var names: @Sendable (Session) -> [String]
    /// The value of a name (a dotted prefix of what was typed), or nil when it is not one.
    public var value: @Sendable (MemberPath, Session) throws(Diagnostic) -> Value?

    public init(
        summary: String, names: @escaping @Sendable (Session) -> [String],
        value: @escaping @Sendable (MemberPath, Session) throws(Diagnostic) -> Value?
    ) {
        self.summary = summary
        self.names = names
        self.value = value
    }
}
