import KeyboardLab

/// The animatable view properties besides the frame: alpha, transform translation, center and
/// bounds. Each is an assignment, so inside `animate … do` it animates like UIKit's.
extension CommandGroup {
    static let setAlpha = CommandDefinition(
        "set-alpha", arguments: [.object("view", viewNames), .number("alpha")],
        summary: "view.alpha = A (0…1), animated inside a block.",
        examples: [
            "view box frame 0 0 10 10\nset-alpha box 0.5\nanimate 0.5 curve linear do set-alpha box 0\nstep 15\n"
                + "expect box.presentation.alpha == 0.25 within 1e-5\nexpect box.alpha == 0"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let alpha = args.number("alpha") ?? 1
        guard AllowedRange.alpha.contains(alpha) else {
            throw Diagnostic.outOfRange(
                "alpha is a number 0…1", value: alpha, allowed: .alpha, at: args.range("alpha"))
        }
        lab.simulator.setAlpha(alpha, of: view)
    }

    static let translate = CommandDefinition(
        "translate", arguments: [.object("view", viewNames), .number("tx"), .number("ty")],
        summary: "view.transform = CGAffineTransform(translationX: TX, y: TY), animated inside a block.",
        details: """
            The transform replaces the previous one (`translate box 0 0` is the identity). The \
            frame Auto Layout assigns (center and bounds) stays; screen frames (VIEW.minY, \
            VIEW.presentation.minY, table frames) include the translation, of the view and of \
            its superviews, as UIKit's frame and convert(_:to:) do.
            """,
        examples: [
            "view box frame 0 100 10 10\ntranslate box 0 -40\nexpect box.minY == 60\nexpect box.frame.y == 100"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        lab.simulator.setTranslation(
            Point(x: try coordinate(args, "tx"), y: try coordinate(args, "ty")), of: view)
    }

    static let setCenter = CommandDefinition(
        "set-center", arguments: [.object("view", viewNames), .number("x"), .number("y")],
        summary: "view.center = (X, Y) in the superview: moves the frame, animated inside a block.",
        examples: ["view box frame 0 0 20 10\nset-center box 100 50\nexpect box.frame.x == 90"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        lab.simulator.setCenter(Point(x: try coordinate(args, "x"), y: try coordinate(args, "y")), of: view)
    }

    /// The largest coordinate a view takes (as a frame's values): far beyond any screen, and far
    /// enough below the overflow of Double that an animation between two of them stays finite.
    static let coordinateLimit = 1e7

    /// A coordinate argument (0 when absent), at most `coordinateLimit` points either way.
    static func coordinate(_ args: Arguments, _ key: String) throws(Diagnostic) -> Double {
        let value = args.number(key) ?? 0
        guard AllowedRange.points.contains(value) else {
            throw Diagnostic.outOfRange(
                "a coordinate is at most 10,000,000 points either way", value: value, allowed: .points,
                at: args.range(key))
        }
        return value
    }

    static let setBounds = CommandDefinition(
        "set-bounds",
        arguments: [.object("view", viewNames)] + frameNumbers,
        summary: "view.bounds = (X, Y, W, H): the size changes around the center; the origin scrolls "
            + "the subviews. Animated inside a block.",
        examples: [
            "view box frame 0 0 20 20\nset-bounds box 0 0 40 10\nexpect box.frame.x == -10\nexpect box.frame.y == 5"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        lab.simulator.setBounds(try frame(args), of: view)
    }
}
