/// Resolves quantity names that start with `prefix.` (`solver.mid`, later `input.maxY`) for
/// `expect` and other commands that read the lab's state. Each command group registers its own.
public struct QuantityProvider: Sendable {
    /// The first component of the names it resolves, e.g. `solver`.
    public var prefix: String
    /// What the quantities are, for `help expect`.
    public var summary: String
    /// Every name it currently resolves (for completion and did-you-mean), in a stable order.
    public var names: @Sendable (Session) -> [String]
    /// The value of a full name (its parts split once by the caller), or nil when the name is
    /// unknown.
    public var value: @Sendable (MemberPath, Session) throws -> Double?
    /// Whether the provider answers for a first component: `prefix` itself unless told otherwise
    /// (view names, `input.maxY`, are known only to the session).
    public var claims: @Sendable (String, Session) -> Bool

    public init(
        prefix: String, summary: String, names: @escaping @Sendable (Session) -> [String],
        claims: (@Sendable (String, Session) -> Bool)? = nil,
        value: @escaping @Sendable (MemberPath, Session) throws -> Double?
    ) {
        self.prefix = prefix
        self.summary = summary
        self.names = names
        self.value = value
        self.claims = claims ?? { first, _ in first == prefix }
    }
}

extension Session {
    /// Every quantity name the session can resolve now.
    public var quantityNames: [String] {
        table.quantities.flatMap { $0.names(self) }
    }

    /// A quantity known by its name that has no value now, and why (reported at the name).
    public struct QuantityUnavailable: Error {
        public var reason: String
        public var suggestion: String?

        public init(_ reason: String, suggestion: String? = nil) {
            self.reason = reason
            self.suggestion = suggestion
        }
    }

    /// The value of a quantity, or nil when no provider knows the name.
    public func lookupQuantity(_ name: String, at range: SourceRange) throws(Diagnostic) -> Double? {
        try lookupQuantity(MemberPath(name), at: range)
    }

    /// The value of the quantity `path` names, or nil when no provider knows it.
    public func lookupQuantity(_ path: MemberPath, at range: SourceRange) throws(Diagnostic) -> Double? {
        let name = path.description
        for provider in table.quantities where provider.claims(path.head, self) {
            do {
                if let value = try provider.value(path, self) { return value }
            } catch let error as Diagnostic {
                throw error
            } catch let unavailable as QuantityUnavailable {
                throw Diagnostic(
                    .runtime, at: range, message: "'\(name)' has no value: " + unavailable.reason,
                    suggestion: unavailable.suggestion)
            } catch {
                throw Diagnostic.failure("cannot read '\(name)': \(error)", at: range)
            }
        }
        return nil
    }

    /// The value of a quantity, or a diagnostic at `range` naming what exists.
    public func quantity(_ name: String, at range: SourceRange) throws(Diagnostic) -> Double {
        if let value = try lookupQuantity(name, at: range) { return value }
        let prefixes = table.quantities.map { "\($0.prefix).NAME" }.joined(separator: ", ")
        throw Diagnostic(
            .runtime, at: range, message: "unknown quantity '\(name)'",
            expected: prefixes.isEmpty ? "a quantity" : "a quantity such as \(prefixes)",
            suggestion: didYouMean(name, in: quantityNames))
    }
}
