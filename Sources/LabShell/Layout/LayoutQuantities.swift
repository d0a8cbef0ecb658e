import KeyboardLab

/// The layout quantities `expect` reads. View frames are model frames (what the last layout pass
/// or assignment set) converted to screen coordinates, the space keyboard frames live in.
enum LayoutQuantities {
    /// `VIEW.EDGE`: the model frame's edges and size in screen coordinates.
    static let edges: [(String, @Sendable (Rect) -> Double)] = [
        ("minX", { $0.minX }), ("minY", { $0.minY }), ("maxX", { $0.maxX }), ("maxY", { $0.maxY }),
        ("midX", { $0.midX }), ("midY", { $0.midY }), ("width", { $0.width }), ("height", { $0.height }),
    ]
    /// `VIEW.frame.PART`: the frame itself, in the superview's coordinates.
    static let frameParts: [(String, @Sendable (Rect) -> Double)] = [
        ("x", { $0.origin.x }), ("y", { $0.origin.y }), ("width", { $0.size.width }),
        ("height", { $0.size.height }),
    ]

    static let views = QuantityProvider(
        prefix: "VIEW",
        summary: "VIEW.minX/minY/maxX/maxY/midX/midY/width/height: a view's model frame in screen "
            + "coordinates (also VIEW.model.maxY …); VIEW.presentation.maxY …: what is on screen "
            + "mid-animation; VIEW.frame.x/y/width/height: its model frame in its superview; "
            + "VIEW.alpha, VIEW.translation.x/y (model; VIEW.presentation.alpha … on screen). Screen "
            + "frames include the transform translation, as UIKit's convert(_:to:) does",
        names: { session in
            session.state(LabState.self).viewNames.flatMap { view in
                edges.map { "\(view).\($0.0)" } + frameParts.map { "\(view).frame.\($0.0)" }
                    + edges.map { "\(view).presentation.\($0.0)" }
                    + appearanceParts.flatMap { part in
                        ["\(view).\(part.0)", "\(view).presentation.\(part.0)"]
                    }
            }
        },
        claims: { first, session in session.state(LabState.self).viewNames.contains(first) },
        value: { name, session in
            let lab = session.state(LabState.self)
            let parts = name.parts
            guard let view = try? lab.window.view(uniquelyNamed: parts[0]) else { return nil }
            if parts.count == 2, let edge = edges.first(where: { $0.0 == parts[1] }) {
                return edge.1(lab.simulator.frame(of: view, in: .screen, presentation: false))
            }
            var rest = Array(parts.dropFirst())
            let presented = rest.first == "presentation"
            if presented || rest.first == "model" { rest.removeFirst() }
            if let part = appearanceParts.first(where: { $0.0 == rest.joined(separator: ".") }) {
                return part.1(lab.simulator, view, presented)
            }
            if parts.count == 3, parts[1] == "model" || parts[1] == "presentation",
                let edge = edges.first(where: { $0.0 == parts[2] })
            {
                let presented = parts[1] == "presentation"
                return edge.1(lab.simulator.frame(of: view, in: .screen, presentation: presented))
            }
            if parts.count == 3, parts[1] == "frame", let part = frameParts.first(where: { $0.0 == parts[2] })
            {
                return part.1(view.frame)
            }
            return nil
        })

    /// `VIEW.alpha`, `VIEW.translation.x/y`: model, or presentation after `presentation.`.
    static let appearanceParts: [(String, @Sendable (Simulator, View, Bool) -> Double)] = [
        ("alpha", { $0.alpha(of: $1, presentation: $2) }),
        ("translation.x", { $0.translation(of: $1, presentation: $2).x }),
        ("translation.y", { $0.translation(of: $1, presentation: $2).y }),
    ]

    static let insetParts: [(String, @Sendable (EdgeInsets) -> Double)] = [
        ("top", { $0.top }), ("left", { $0.left }), ("bottom", { $0.bottom }), ("right", { $0.right }),
    ]

    static let safeArea = QuantityProvider(
        prefix: "safe", summary: "safe.top/left/bottom/right: the window's safe-area insets",
        names: { _ in insetParts.map { "safe.\($0.0)" } },
        value: { name, session in
            let insets = session.state(LabState.self).window.safeAreaInsets
            guard name.count == 2 else { return nil }
            return insetParts.first { $0.0 == name[1] }.map { $0.1(insets) }
        })

    static let keyboardGuide = QuantityProvider(
        prefix: "keyboard-guide",
        summary: "keyboard-guide.minY/maxY/height: the root view's keyboard layout guide in screen "
            + "coordinates; it follows the keyboard only once a constraint uses it, else it keeps its "
            + "rest frame",
        names: { _ in ["minY", "maxY", "height"].map { "keyboard-guide.\($0)" } },
        value: { name, session in
            let lab = session.state(LabState.self)
            // Read while no constraint drives it, the guide is at rest however the keyboard
            // stands: said once, where the number is used, rather than only in Deviations.md.
            let shell = session.state(KeyboardShellState.self)
            if lab.simulator.isKeyboardGuideDriven {
                shell.saidGuideAtRest = false
            } else if !shell.saidGuideAtRest {
                shell.saidGuideAtRest = true
                session.warn(
                    "\(name) is the keyboard layout guide's rest frame: no constraint uses the guide, "
                        + "so it does not follow the keyboard (a constraint on keyboard.top drives it)")
            }
            let root = lab.rootView
            let frame = root.convert(root.keyboardLayoutGuide.layoutFrame, to: .screen)
            switch name {
            case "keyboard-guide.minY": return frame.minY
            case "keyboard-guide.maxY": return frame.maxY
            case "keyboard-guide.height": return frame.height
            default: return nil
            }
        })
}
