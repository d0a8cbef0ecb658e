import KeyboardLab

/// What the animation commands remember in a session beyond the shared `LabState`: the curve
/// later animations use, the named property animators, the watched probes.
final class AnimationShellState: SessionState {
    /// The curve `animate` uses when neither its options nor a `curve` clause give one.
    var curve: CurveSpec = .curve(.easeInOut)
    /// Property animators by name, in the order they were made.
    var animators: [(name: String, animator: PropertyAnimator)] = []
    /// Errors raised inside an animator's animations when UIKit ran them (reported by the
    /// command that made them run).
    var deferredErrors: [Diagnostic] = []
    /// The probe names being watched, in order.
    var watched: [String] = []

    required init() {}

    /// The animator named `name`, or a diagnostic naming those that exist.
    func animator(named name: String, at range: SourceRange) throws(Diagnostic) -> PropertyAnimator {
        if let found = animators.first(where: { $0.name == name }) { return found.animator }
        throw Diagnostic(
            .runtime, at: range, message: "unknown animator '\(name)'", expected: "an animator name",
            suggestion: Suggestion.didYouMean(name, in: animators.map(\.name))
                ?? "create it first: animator \(name) create 0.25")
    }
}

extension Session {
    /// Runs lab commands typed after `do` (each at its own column, so errors point into the
    /// line). Runs inside whatever animation block the caller opened.
    func runStatements(_ statements: [AnimationWords.Word]) throws {
        for statement in statements {
            let padded = String(repeating: " ", count: statement.range.column - 1) + statement.text
            guard let invocation = try parser.parse(padded, lineNumber: statement.range.line) else {
                continue
            }
            blockBody = statement.body  // a nested multi-line block's lines, for its header
            defer { blockBody = nil }
            try invocation.definition.handler(invocation.arguments, self)
            if statement.body != nil, blockBody != nil {
                throw Diagnostic(
                    .syntax, at: statement.range, message: "this command takes no block",
                    expected: "animate, animate-spring, animate-keyframes, without-animation or animator")
            }
        }
    }

    /// Parses statements without running them (an animator's animations run later), so that
    /// a typo is reported when typed.
    func checkStatements(_ statements: [AnimationWords.Word]) throws(Diagnostic) {
        for statement in statements {
            let padded = String(repeating: " ", count: statement.range.column - 1) + statement.text
            _ = try parser.parse(padded, lineNumber: statement.range.line)
        }
    }

    /// The animation engine of the session's simulator.
    var animationEngine: AnimationEngine { state(LabState.self).simulator.engine }

    /// Reports errors that animator blocks raised when the engine ran them.
    func throwDeferredAnimationErrors() throws(Diagnostic) {
        let state = state(AnimationShellState.self)
        guard let first = state.deferredErrors.first else { return }
        state.deferredErrors.removeAll()
        throw first
    }
}
