import KeyboardLab

/// The animatable view properties besides the frame: alpha, transform translation, center and
/// bounds. Each is an assignment, so inside `animate … do` it animates like UIKit's.
extension CommandGroup {
    static let setAlpha = CommandDefinition(
        "set-alpha", arguments: [.name("view", viewNames), .number("alpha")],
        summary: "view.alpha = A (0…1), animated inside a block.",
        examples: [
            "view box frame 0 0 10 10\nset-alpha box 0.5\nanimate 0.5 curve linear do set-alpha box 0\nstep 15\n"
                + "expect box.presentation.alpha == 0.25 within 1e-5\nexpect box.alpha == 0"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let alpha = args.number("alpha") ?? 1
        guard alpha.isFinite, (0...1).contains(alpha) else {
            throw Diagnostic.failure("alpha is a number 0…1", at: args.range("alpha"))
        }
        lab.simulator.setAlpha(alpha, of: view)
    }

    static let translate = CommandDefinition(
        "translate", arguments: [.name("view", viewNames), .text("tx ty")],
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
        let values = try numbers(args, "tx ty", ["TX", "TY"])
        lab.simulator.setTranslation(Point(x: values[0], y: values[1]), of: view)
    }

    static let setCenter = CommandDefinition(
        "set-center", arguments: [.name("view", viewNames), .text("x y")],
        summary: "view.center = (X, Y) in the superview: moves the frame, animated inside a block.",
        examples: ["view box frame 0 0 20 10\nset-center box 100 50\nexpect box.frame.x == 90"]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let values = try numbers(args, "x y", ["X", "Y"])
        lab.simulator.setCenter(Point(x: values[0], y: values[1]), of: view)
    }

    static let setBounds = CommandDefinition(
        "set-bounds",
        arguments: [.name("view", viewNames), .text("x y width height")],
        summary: "view.bounds = (X, Y, W, H): the size changes around the center; the origin scrolls "
            + "the subviews. Animated inside a block.",
        examples: [
            "view box frame 0 0 20 20\nset-bounds box 0 0 40 10\nexpect box.frame.x == -10\nexpect box.frame.y == 5"
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let view = try lab.view(named: args.name("view"), at: args.range("view"))
        let values = try numbers(args, "x y width height", ["X", "Y", "W", "H"])
        guard values[2] >= 0, values[3] >= 0 else {
            throw Diagnostic.failure("bounds need finite values and a size ≥ 0", at: args.commandRange)
        }
        lab.simulator.setBounds(
            Rect(x: values[0], y: values[1], width: values[2], height: values[3]), of: view)
    }

    /// Plain numbers separated by spaces (`0 -336` is two numbers, not the formula 0 − 336).
    static func numbers(_ args: Arguments, _ argument: String, _ names: [String]) throws -> [Double] {
        var words = AnimationWords(args.text(argument), at: args.range(argument))
        let values = try names.map { name throws(Diagnostic) in try words.number("\(name), a number") }
        try words.expectEnd("nothing after \(names.joined(separator: " "))")
        return values
    }
}
