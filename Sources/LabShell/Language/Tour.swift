/// `tour`: a guided walk through the lab's concepts, one runnable step at a time. Each step runs
/// its commands in a lab of its own (a fresh session on the same output), printing them as
/// typed at the prompt (`kblab> …`) with what they print, between the paragraphs that explain
/// it, the numbers worked out from the facts. The user's own session is left as it was; only
/// the tour's place is remembered, for `tour next`.
enum Tour {
    /// One step: a title and what happens, in order.
    struct Step: Sendable {
        var title: String
        var beats: [Beat]
    }

    /// A paragraph of explanation, or lines typed at the prompt (a `do … end` block is several).
    enum Beat: Sendable {
        case say(String)
        case type([String])
    }

    /// Where the tour is, in the user's session.
    final class State: SessionState {
        /// The step shown last (1-based), for `tour next`.
        var lastStep: Int?
        required init() {}
    }

    /// Runs step `number` (1-based) on `session`'s output; throws when one of its commands
    /// failed (a bug of the tour: every step is played by the test suite).
    static func run(_ number: Int, in session: Session, at range: SourceRange) throws(Diagnostic) {
        guard let step = steps[safeIndex: number - 1] else { return }
        session.state(State.self).lastStep = number
        let lab = Session(
            table: session.table, output: session.output, workingDirectory: session.workingDirectory)
        session.print("Tour \(number) of \(steps.count): \(step.title)")
        var lineNumber = 0
        var failed = 0
        for beat in step.beats {
            switch beat {
            case .say(let text):
                session.print("")
                for line in CommandHelp.wrap(text, width: session.helpWidth) { session.print(line) }
                session.print("")
            case .type(let lines):
                for line in lines {
                    lineNumber += 1
                    session.print((lab.isReadingBlock ? "  ...> " : "kblab> ") + line)
                    failed += lab.feed(line, name: "tour \(number)", lineNumber: lineNumber).count
                }
            }
        }
        failed += lab.finishInput(name: "tour \(number)").count
        session.printFitted(
            number < steps.count
                ? "Next: 'tour next' (\(number + 1): \(steps[number].title)); 'tour list' lists the steps."
                : "That was the last step. 'tour list' lists them all; docs/Tutorial.md goes further.")
        if failed > 0 {
            throw Diagnostic.failure(
                "tour step \(number) did not run as written (\(NumberStyle.count(failed, "error")) above)",
                at: range,
                suggestion: "please report it: every step is meant to run without error")
        }
    }

    /// `tour list`: one line per step.
    static func list(in session: Session) {
        let width = String(steps.count).count
        for (index, step) in steps.enumerated() {
            let number = String(index + 1)
            session.print(
                "  " + String(repeating: " ", count: width - number.count) + number + "  " + step.title)
        }
        session.print("'tour N' runs step N in a lab of its own; 'tour next' goes on from the last one.")
    }
}

extension CommandGroup {
    static let tour = CommandDefinition(
        "tour", arguments: [.optional(.oneOf([.flag("next"), .flag("list"), .number("step")]))],
        summary:
            "A guided walk through the concepts, one runnable step at a time: `tour`, `tour next`, `tour N`.",
        details: """
            `tour` starts at step 1, `tour next` goes on with the step after the last one \
            shown, `tour N` runs step N, `tour list` lists them. Each step runs its commands \
            in a lab of its own (your session is left as it is), printing them as typed at \
            the prompt with what they print, and explains the numbers from the facts \
            (docs/Facts.md): what the notifications carry, curve 7 against the nominal 0.25 s, \
            the inherited animation context, why a frame move is undone by layout, deltas \
            that drift, the safe area counted twice, the keyboard layout guide and \
            interactive dismissal. docs/Tutorial.md is the longer walk.
            """,
        examples: ["tour list", "tour 2"]
    ) { args, session in
        if args.has("list") { return Tour.list(in: session) }
        let number: Int
        if let step = args.number("step") {
            guard step == step.rounded(), step >= 1, step <= Double(Tour.steps.count) else {
                throw Diagnostic.failure(
                    "there is no tour step \(NumberStyle.compact(step))", at: args.range("step"),
                    suggestion: "steps are 1…\(Tour.steps.count); 'tour list' lists them")
            }
            number = Int(step)
        } else if args.has("next") {
            number = (session.state(Tour.State.self).lastStep ?? 0) + 1
            guard number <= Tour.steps.count else {
                session.state(Tour.State.self).lastStep = nil
                return session.print(
                    "The tour is over. 'tour 1' starts it again; 'tour list' lists the steps.")
            }
        } else {
            number = 1
        }
        try Tour.run(number, in: session, at: args.commandRange)
    }
}
