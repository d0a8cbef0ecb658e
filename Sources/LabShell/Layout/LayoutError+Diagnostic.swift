import KeyboardLab

/// Where the parts of a constraint were typed, so that a layout refusal points at the part at
/// fault: the item the engine did not find, the number it refused.
struct ConstraintSource {
    /// The whole constraint (or the argument that asked for it): where an error about no one
    /// part goes.
    var range: SourceRange
    /// The constraint's name, when the command named one (`priority bottom 250`).
    var name: String?
    var anchors: [TypedAnchor] = []
    var numbers = TypedNumbers()
}

extension LabState {
    /// The one diagnostic for each refusal of the layout engine (a `LayoutError` from any
    /// command, or inside a `SimulationError`): its words, under the part of the constraint at
    /// fault, with what to do about it.
    func diagnostic(for error: LayoutError, at source: ConstraintSource) -> Diagnostic {
        switch error {
        case .unknownItem(let path):
            // Under the item as typed (`nosuch` of `nosuch.top`), else the whole constraint.
            let at =
                source.anchors.first { $0.item == path }.map {
                    SourceRange(line: $0.range.line, column: $0.range.column, length: path.count)
                } ?? source.range
            return Diagnostic(
                .runtime, at: at,
                message: "no view or layout guide is named '\(SourceText.abbreviated(path))'",
                expected:
                    "root, safe, keyboard, a view name, VIEW.safe, VIEW.keyboard, VIEW.margins or VIEW.readable",
                suggestion: LabState.hint(for: error, viewNames))
        case .numberTooLarge(let role, let value, _):
            // Under the numbers the refused one was made of, as `constant c1 = 1e9` is.
            let at = (role == .constant ? source.numbers.constant : source.numbers.multiplier) ?? source.range
            return role == .constant
                ? Diagnostic.outOfRange(
                    "a constant is a finite number of at most 10,000,000 points", value: value,
                    allowed: .points, at: at)
                : Diagnostic.outOfRange(
                    "a multiplier is at most 10,000,000 in magnitude", value: value,
                    allowed: .magnitude(atMost: LayoutConstraint.maximumMagnitude), noun: "multiplier",
                    at: at)
        case .priorityMutation(_, let from, let to):
            func kind(_ priority: Float) -> String {
                LayoutPriority(rawValue: priority).isRequired ? "required" : "optional"
            }
            return Diagnostic.failure(
                "cannot change an active constraint's priority from \(kind(from)) to \(kind(to)) "
                    + "(UIKit: \"Mutating a priority from required to not on an installed constraint "
                    + "(or vice-versa) is not supported.\")",
                at: source.range,
                suggestion: source.name.map { "deactivate \($0), change its priority, then activate \($0)" })
        default:
            return Diagnostic.failure(
                error.description, at: source.range, suggestion: LabState.hint(for: error, viewNames))
        }
    }

    /// `diagnostic(for:at:)` for a refusal with no constraint typed at `range`.
    func diagnostic(for error: LayoutError, at range: SourceRange) -> Diagnostic {
        diagnostic(for: error, at: ConstraintSource(range: range))
    }
}
