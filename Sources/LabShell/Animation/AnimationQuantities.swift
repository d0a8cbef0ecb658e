import KeyboardLab

/// The quantities `expect` reads from the clock, presentation frames and animators.
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

    static let presented = QuantityProvider(
        prefix: "VIEW.presented",
        summary: "VIEW.presented.minX/minY/maxX/maxY/midX/midY/width/height: a view's presentation "
            + "frame (what is on screen now) in screen coordinates",
        names: { session in
            session.state(LabState.self).viewNames.flatMap { view in
                LayoutQuantities.edges.map { "\(view).presented.\($0.0)" }
            }
        },
        claims: { first, session in session.state(LabState.self).viewNames.contains(first) },
        value: { name, session in
            let lab = session.state(LabState.self)
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count == 3, parts[1] == "presented",
                let edge = LayoutQuantities.edges.first(where: { $0.0 == parts[2] }),
                let view = try? lab.window.view(uniquelyNamed: parts[0])
            else { return nil }
            return edge.1(lab.simulator.frame(of: view, in: .screen, presentation: true))
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
            let parts = name.split(separator: ".").map(String.init)
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
