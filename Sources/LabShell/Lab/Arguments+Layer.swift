/// The `presentation|model` word that `table frames` and `draw` take.
extension Arguments {
    /// True for the presentation layer (the default when the word is absent), false for `model`;
    /// any other word is a diagnostic at its position.
    func wantsPresentationLayer(_ name: String = "layer") throws(Diagnostic) -> Bool {
        guard has(name) else { return true }
        let word = self.name(name)
        guard word == "presentation" || word == "model" else {
            throw Diagnostic(
                .syntax, at: range(name), message: "unknown layer '\(word)'",
                expected: "presentation or model",
                suggestion: Suggestion.didYouMean(word, in: ["presentation", "model"]))
        }
        return word == "presentation"
    }
}
