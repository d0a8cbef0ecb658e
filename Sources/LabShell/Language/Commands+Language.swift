import Foundation
import KeyboardLab

/// The language itself: variables, handlers for the keyboard's notifications and the display
/// link, `DispatchQueue.main.async`, techniques written as scripts, and the session's history.
extension CommandGroup {
    static let language = CommandGroup(
        name: "Language",
        summary: "Variables, handlers (on … do), techniques written as scripts, save and reset.",
        commands: [
            letCommand, returnCommand, on, async, technique, vars, tour,
        ])

    static let letCommand = CommandDefinition(
        "let", arguments: [.name("name", .none), .punctuated(.equal, .expression("value"))],
        summary: "Defines a variable: `let NAME = EXPR` (any value: a number, a rect, a condition…).",
        details: """
            In a handler or a technique the variable is local to it; at the top level it lasts \
            the session. `NAME = EXPR`, `NAME += EXPR` and `NAME -= EXPR` change it later. \
            Expressions: arithmetic, comparisons, and/or/not, integer << >> | &, min max abs \
            round floor ceil sqrt exp, convert(RECT, from: SPACE, to: SPACE), intersection(A, B), \
            rect(x, y, w, h), point(x, y), and members such as `.minY`, `.origin.y`, \
            `.size.height` (`help expressions`).
            """,
        examples: [
            "let lift = 336 - 34\nlet kb = rect(0, 516, 393, 336)\nexpect lift == 302\nexpect kb.minY == 516",
            "let options = 7 << 16 | 4\nprint options",
        ]
    ) { args, session in
        let name = args.name("name")
        try Session.checkVariableName(name, at: args.range("name"))
        guard let value = args.value("value") else { return }
        try session.checkHeldText(
            value, replacing: session.scope.localValue(name), in: session.scope, at: args.range("value"))
        session.scope.define(name, value)
    }

    static let returnCommand = CommandDefinition(
        "return", summary: "Leaves the handler or technique body that runs it.",
        details: "As `return` in a Swift method: the rest of the handler does not run.",
        examples: [
            "text-field input\non willShow do\n  if not note.isLocal do\n    return\n  end\n  echo mine\nend\nshow-keyboard"
        ]
    ) { args, session in
        guard session.activity.handlerDepth > 0 || session.isRunningTechnique else {
            throw Diagnostic(
                .syntax, at: args.commandRange, message: "'return' outside a handler",
                expected: "return inside 'on … do', 'async do' or a technique")
        }
        throw LeaveSignal()
    }

    /// The events `on` accepts: the six notifications (UIKit's names or the short ones), all
    /// of them, and the display link.
    static let onEvents = CompletionHint.choices(
        KeyboardNotificationName.allCases.map {
            String($0.rawValue.dropFirst("keyboard".count)).lowercasedFirst
        }
            + KeyboardNotificationName.allCases.map(\.rawValue) + Session.otherEvents)

    static let on = CommandDefinition(
        "on",
        arguments: [
            .list("events", .name("event", onEvents), separator: .comma),
            .optional(.keyword("as", .name("label", .none))),
            .optional(.flag("block")), .block("body"),
        ],
        summary: "Registers a handler: `on willShow do … end` runs its body on every post.",
        details: """
            EVENT is any name `observe` accepts (keyboardWillShow, willShow, …, all) or \
            `display-link` (CADisplayLink: once per frame, with the keyboard's presented frame \
            readable as keyboard.minY …) or `pan` (the scroll view's pan gesture during \
            interactive dismissal: once per frame of the drag, `note` the finger's location, \
            `note.y`). Selector style (the default) is \
            addObserver(_:selector:name:object:): LABEL stands for the observer object (o1, o2, \
            … without `as`; inside a technique, the technique's own), removed by `unobserve \
            LABEL`. `block` is addObserver(forName:object:queue:using:): it prints its token, \
            the only way to remove it (`unobserve token N`). Registering twice runs twice, as on \
            iOS. Handlers run in posting order with the other observers; the will-notifications' \
            handlers run inside the keyboard's animation block, so what they change animates \
            with the keyboard. In the body `note` is the notification: note.name, \
            note.frameBegin, note.frameEnd (rects), note.duration, note.curve, note.isLocal, \
            note.centerBegin, note.centerEnd, note.bounds. A key the notification does not \
            carry is an error where it is read. An error in a handler is reported at its line, \
            with the notification that ran it; the handler stays registered. Several events \
            separated by commas (`on willShow, willHide do`) register the one observer for \
            each, as Swift code calls addObserver once per name: every event is checked \
            before any is registered.
            """,
        examples: [
            KeyboardCommands.chatBar
                + "\nlayout\non willShow do\n  constant bottom = -(note.frameEnd.height - 34)\n"
                + "  layout\nend\nshow-keyboard\nexpect input.maxY == 516 within 0.01",
            "on willChangeFrame as vc do print note.frameEnd.minY\nshow-keyboard\nobservers",
            "on willShow, willHide as vc do print note.name\nshow-keyboard\nhide-keyboard",
        ]
    ) { args, session in
        try session.registerHandler(args)
    }

    static let async = CommandDefinition(
        "async", arguments: [.block("body")],
        summary: "DispatchQueue.main.async: runs its body after the current notification and block.",
        details: """
            Inside a will-notification's handler the body runs once the keyboard's animation \
            block has closed, so what it changes does not inherit the keyboard's animation: a \
            change there needs its own `animate`. Variables of the handler (`note`) stay readable.
            """,
        examples: [
            KeyboardCommands.chatBar + "\nlayout\non willShow do\n  async do\n"
                + "    constant bottom = -(note.frameEnd.height - 34)\n    layout\n  end\nend\nshow-keyboard\n"
                + "expect input.maxY == 516"
        ]
    ) { args, session in
        guard let body = args.block("body") else { return }
        let site = session.currentSite(event: "async")
        let captured = session.scope
        session.state(LabState.self).simulator.dispatchAsync { [weak session] in
            session?.runHandler(body, scope: captured, note: nil, site: site)
        }
    }

    static let technique = CommandDefinition(
        "technique",
        arguments: [
            .name("name", .none),
            .oneOf([
                .sequence([
                    .keyword("from", .path("file")),
                    .optional(
                        .keyword(
                            "map",
                            .list(
                                "map",
                                .sequence([.name("swift", .none), .keyword("to", .name("lab", .none))]),
                                separator: .comma))),
                ]),
                .block("body"),
            ]),
        ],
        summary: "Defines a technique from handlers: `technique NAME do … end` or `… from FILE`.",
        details: """
            The body runs each time the technique is bound (`bind VIEW with NAME [CONSTRAINT]`), \
            with `view` naming the view and `constraint` its constraint in every argument that \
            names an object, a scenario's text field included (`show-keyboard view` on a bound \
            text field); its `on` handlers \
            belong to the binding (their observer object), so `unbind` removes them — except \
            block registrations, whose tokens a technique does not keep. `techniques`, \
            `compare` and `bind` treat it as a built-in one. A FILE holds the body (what goes \
            between do and end); Examples/techniques/ has every built-in technique written so. \
            A FILE ending in .swift is read as Swift (docs/Swift.md): its names bind to the lab's \
            by name, `map SWIFTNAME to LABNAME, …` binds the others.
            """,
        examples: [
            "technique lift-by-height do\n  let rest = constraint.constant\n  on willShow do\n"
                + "    constraint.constant = rest - note.frameEnd.height\n    layout\n  end\n"
                + "  on willHide do\n    constraint.constant = rest\n    layout\n  end\nend\n"
                + KeyboardCommands.chatBar + "\nbind input with lift-by-height bottom\nshow-keyboard\n"
                + "expect input.maxY == 482 within 0.01"
        ]
    ) { args, session in
        try session.defineTechnique(args)
    }

    static let vars = CommandDefinition(
        "vars", summary: "Lists the variables defined with `let` and their values.",
        examples: ["let h = 336\nlet r = rect(0, 516, 393, h)\nvars"]
    ) { _, session in
        var table = Table(columns: ["name", "value"])
        for name in session.scope.visibleNames {
            guard let value = session.scope.lookup(name) else { continue }
            table.append([.text(name), .text(value.formatted(decimals: session.decimals))])
        }
        if table.rows.isEmpty { return session.print("(no variables)") }
        session.print(table)
    }
}

extension CommandGroup {
    static let save = CommandDefinition(
        "save", arguments: [.path("file")],
        summary: "Writes the commands of the session that succeeded as a runnable script.",
        details: """
            Every top-level statement that ran without error since the session began (or since \
            `reset`), as typed, one per line; `help`, `save`, `quit`, `reset` and `tour` are \
            left out. A statement that failed after taking effect (its handlers failed, or its \
            block failed half-way) is kept too, under a comment saying what failed, between \
            `set keep-going on` and the setting as it was, so that replaying the script reaches \
            the same state; so is a layout pass a failed statement made before it failed (a \
            `layout` line under such a comment). The file is written atomically (a temporary file, then a rename), so an \
            existing file is replaced whole or not at all; a symbolic link's target is the file \
            replaced, and a device, FIFO, socket or directory is refused, never replaced, as is a \
            file the shell holds (its standard output's, the script being run) or may not write \
            (read-only, another user's). `kblab FILE` replays it. The record \
            keeps the last 64 MB of statements, what a script may hold; `save` says how many \
            older ones a longer session dropped.
            """,
        examples: ["view box frame 0 0 10 10\nlet h = 20\nsave /tmp/kblab-save-example.kbl"]
    ) { args, session in
        let path = args.text("file")
        try session.checkWriteBudget(at: args.range("file"))
        let record = session.successfulSource
        let text = record.script
        try session.countWrite(text.utf8.count, at: args.range("file"))
        do throws(TextFileError) {
            try TextFile.write(
                text, to: OutputRedirection.resolve(path, in: session), protecting: session.protectedFiles())
        } catch {
            throw Diagnostic.failure(
                error.description, at: args.range("file"), suggestion: TextFile.writeSuggestion(error))
        }
        session.print("saved \(NumberStyle.count(record.count, "command")) to \(path)")
        if record.dropped > 0 {
            session.warn(
                "the session's first \(record.dropped) commands are not in it: the record keeps the last "
                    + "\(ScriptFile.maximumBytes >> 20) MB of commands, what a script may hold")
        }
    }

    static let reset = CommandDefinition(
        "reset", summary: "Starts the lab over: a fresh scene, no variables, handlers or techniques.",
        details: """
            Everything goes: views, constraints, the keyboard, bindings, observers, animators, \
            watches, the solver, variables, techniques, settings and the history `save` \
            writes. The output mode and decimals return to their defaults too, and output \
            sent to a file (`output FILE`, `once FILE`) comes back to the terminal.
            """,
        examples: ["view box\nlet h = 1\nreset\ntable views"]
    ) { args, session in
        guard session.scopeStack.isEmpty, session.activity.handlerDepth == 0 else {
            throw Diagnostic.failure("reset cannot run inside a block", at: args.commandRange)
        }
        session.resetAll()
    }
}

extension Session {
    /// A variable name: a letter, then letters, digits or `_`; not a word of the language.
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCIILetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" }
            && !reservedVariableNames.contains(name)
    }

    /// The language's own words; the lab's objects (`root`, `screen`…) are `ReservedNames.objects`.
    static let reservedVariableNames: Set<String> = [
        "do", "end", "else", "if", "let", "return", "and", "or", "not", "true", "false",
    ]

    static func checkVariableName(_ name: String, at range: SourceRange) throws(Diagnostic) {
        // A lab object is refused as a view named after it is, with the same error.
        if ReservedNames.objects.contains(name), let refusal = ReservedNames.refusal(name, at: range) {
            throw refusal
        }
        guard isVariableName(name) else { throw variableNameRefusal(name, at: range) }
    }

    /// Why `name` cannot name a variable, with the name to write instead: Swift lets `end`,
    /// `do` or `not` name a constant (`let end = note.frameEnd`); here they shape statements.
    static func variableNameRefusal(_ name: String, at range: SourceRange) -> Diagnostic {
        let shown = SourceText.abbreviated(name)
        guard reservedVariableNames.contains(name) else {
            // `a-b`, `frame.end`: the same name with `_` where it has what names cannot.
            let fixed = String(name.map { $0.isASCIILetter || $0.isASCIIDigit || $0 == "_" ? $0 : "_" })
            let valid = fixed.first.map { $0.isASCIILetter || $0 == "_" } ?? false
            return Diagnostic(
                .syntax, at: range, message: "'\(shown)' cannot name a variable",
                expected: "a letter, then letters, digits or _ (no '.' or '-'); not a word of the language",
                suggestion: valid && !fixed.isEmpty
                    ? "write it \(SourceText.abbreviated(fixed)): let \(SourceText.abbreviated(fixed)) = …"
                    : "e.g. let lift = note.frameEnd.height - 34")
        }
        return Diagnostic(
            .syntax, at: range, message: "'\(shown)' is a word of the language, so it cannot name a variable",
            expected: "a name that is not one of \(reservedVariableNames.sorted().joined(separator: ", "))",
            suggestion: "choose another name, e.g. let \(name)Value = …")
    }
}

extension String {
    /// `WillShow` → `willShow`.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
