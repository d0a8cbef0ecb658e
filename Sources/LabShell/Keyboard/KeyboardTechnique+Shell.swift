import KeyboardLab

/// Technique names as the shell accepts them: the simulator's names plus the short aliases the
/// design sketch and the issue use.
extension KeyboardTechnique {
    /// Alias → technique (`layout-guide`, `will-show-hide`, `subscribe-blocks` and their `-fixed`).
    static let shellAliases: [(String, KeyboardTechnique)] = [
        ("layout-guide", .keyboardLayoutGuide),
        ("will-show-hide", .showHideDelta),
        ("will-show-hide-fixed", .showHideDeltaFixed),
        ("subscribe-blocks", .subscribeCategory),
        ("subscribe-blocks-fixed", .subscribeCategoryFixed),
    ]

    /// Every name the shell completes: the simulator's names first, then the aliases.
    static var shellNames: [String] { allCases.map(\.rawValue) + shellAliases.map(\.0) }

    /// The technique for a typed name, or a diagnostic with "did you mean".
    static func parse(_ word: String, at range: SourceRange, also extra: [String] = []) throws(Diagnostic)
        -> KeyboardTechnique
    {
        if let found = KeyboardTechnique(name: word) { return found }
        if let alias = shellAliases.first(where: { $0.0 == word }) { return alias.1 }
        throw Diagnostic(
            .runtime, at: range, message: "unknown technique '\(word)'",
            expected: "a technique: " + allCases.map(\.rawValue).joined(separator: ", "),
            suggestion: Suggestion.didYouMean(word, in: shellNames + extra) ?? "'techniques' lists them")
    }
}
