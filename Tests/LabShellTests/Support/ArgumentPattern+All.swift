@testable import LabShell

extension ArgumentPattern {
    /// This pattern and every pattern inside it, depth first: what the tests that check every
    /// argument of the command table walk (a nested statement's own patterns are its command's).
    var allPatterns: [ArgumentPattern] {
        switch self {
        case .keyword(_, let inner), .punctuated(_, let inner), .optional(let inner), .named(_, let inner),
            .list(_, let inner, _):
            return [self] + inner.allPatterns
        case .sequence(let items), .oneOf(let items), .clauses(let items):
            return [self] + items.flatMap(\.allPatterns)
        default:
            return [self]
        }
    }
}
