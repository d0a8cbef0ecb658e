import KeyboardLab

/// Which constraint a comparison hands a technique that replaces or moves a view's bottom
/// constraint, when no binding named one: `compare` and `compare-scroll` find it as a reader
/// would, by what it constrains, not only by the name `bottom`.
extension LabState {
    /// What the search found.
    enum BottomConstraint: Equatable {
        case found(String)
        /// No active shell-made equality pins the view's bottom, and none is named `bottom`.
        case none
        /// Several pin it, none of them named `bottom`: the names, in the order they were made.
        case several([String])

        var name: String? {
            if case .found(let name) = self { return name }
            return nil
        }
    }

    /// The active equalities made with `constraint` that pin `view`'s bottom edge (on either
    /// side), in the order they were made.
    func bottomConstraints(of view: View) -> [String] {
        namedConstraints.filter { entry in
            let c = entry.constraint
            return c.isActive && c.relation == .equal && c.pinsBottom(of: view)
        }.map(\.name)
    }

    /// The one constraint pinning `view`'s bottom; among several, or when none does, the one
    /// named `bottom` (the name the examples use; before this search the only one taken).
    func bottomConstraint(of view: View) -> BottomConstraint {
        let pinning = bottomConstraints(of: view)
        if pinning.count == 1, let only = pinning.first { return .found(only) }
        if namedConstraints.contains(name: "bottom"), pinning.isEmpty || pinning.contains("bottom") {
            return .found("bottom")
        }
        return pinning.isEmpty ? .none : .several(pinning)
    }
}

extension LabState {
    /// Refuses a constraint given as `view`'s bottom constraint (`bind`, `bind-scroll`,
    /// `compare … constraint`) that does not pin its bottom edge: moving it would move another
    /// view, and the layout guide's `VIEW.bottom == keyboard.top` would fight the real bottom.
    /// `rewrite` spells the command again with another constraint name, for the suggestion.
    func checkPinsBottom(
        _ constraint: LayoutConstraint, named name: String, of view: View, at range: SourceRange,
        rewrite: (String) -> String
    ) throws(Diagnostic) {
        guard !constraint.pinsBottom(of: view) else { return }
        let pinning = bottomConstraints(of: view)
        // Short, as an error is not wrapped: what pins the bottom, or how to make one.
        let suggestion: String
        switch pinning.count {
        case 0: suggestion = "none pins it; e.g. constraint bottom: \(view.name).bottom == safe.bottom"
        case 1: suggestion = "'\(pinning[0])' pins it: " + rewrite(pinning[0])
        default: suggestion = "\(pinning.count) pin it: " + pinning.joined(separator: ", ")
        }
        throw Diagnostic.failure(
            SimulationError.notABottomConstraint(constraint: name, view: view.name).description, at: range,
            suggestion: suggestion)
    }

    /// The refusal when a compared technique needs the bottom constraint and the search found
    /// none, or several (`command` is `compare` or `compare-scroll`, which take
    /// `constraint NAME`).
    static func missingBottomConstraint(
        _ found: BottomConstraint, technique: String, moves: Bool = false, view: String, command: String,
        at range: SourceRange
    ) -> Diagnostic {
        // A bar technique moves the constraint; a layout-guide one replaces it.
        let verb = moves ? "move" : "replace"
        switch found {
        case .several(let names):
            return Diagnostic.failure(
                "which of \(view)'s bottom constraints does \(technique) \(verb)? "
                    + "\(names.count) pin it: \(names.joined(separator: ", "))",
                at: range,
                suggestion: "name it: \(command) … constraint \(names.first ?? "NAME") on …")
        case .none, .found:
            return Diagnostic.failure(
                "\(technique) \(verb)s \(view)'s bottom constraint, and no constraint pins its bottom",
                at: range,
                suggestion: "pin it first, e.g. constraint bottom: \(view).bottom == safe.bottom, "
                    + "or name it: \(command) … constraint NAME on …")
        }
    }
}
