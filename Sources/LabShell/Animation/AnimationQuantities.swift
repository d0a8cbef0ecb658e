import KeyboardLab

/// The quantities `expect` reads from the clock and animators (presentation frames are
/// `VIEW.presentation.EDGE`, in `LayoutQuantities`).
enum AnimationQuantities {
    static let clock = QuantityProvider(
        prefix: "t", summary: "t: seconds on the clock; frame: the frame index",
        names: { _ in ["t", "frame"] },
        claims: { first, _ in first == "t" || first == "frame" },
        value: { name, session in
            let engine = session.animationEngine
            switch name {
            case "t": return engine.time
            case "frame": return Double(engine.frameIndex)
            default: return nil
            }
        })

    static let animatorParts = ["fraction", "state", "running", "reversed"]

    static let animators = QuantityProvider(
        prefix: "animator",
        summary: "animator.NAME.fraction (fractionComplete), .state (0 inactive, 1 active, 2 stopped), "
            + ".running and .reversed (1 or 0)",
        names: { session in
            session.state(AnimationShellState.self).animators.flatMap { entry in
                animatorParts.map { "animator.\(entry.name).\($0)" }
            }
        },
        value: { name, session in
            let parts = name.parts
            guard parts.count == 3,
                let found = session.state(AnimationShellState.self).animators.first(where: {
                    $0.name == parts[1]
                })
            else { return nil }
            let animator = found.animator
            switch parts[2] {
            case "fraction": return animator.fractionComplete
            case "state": return Double(animator.state.rawValue)
            case "running": return animator.isRunning ? 1 : 0
            case "reversed": return animator.isReversed ? 1 : 0
            default: return nil
            }
        })
}
