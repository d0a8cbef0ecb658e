import KeyboardLab

/// Observers of the keyboard notifications added and removed by the session, with UIKit's
/// removal rules: `removeObserver(observer)` removes the observer's selector registrations for
/// every name, while a block registration lives until its own token is removed.
extension KeyboardCommands {
    static let observerLabels = CompletionHint.dynamic { session, _ in
        session.state(KeyboardObservers.self).entries.map(\.label)
    }

    static let removableObservers = CompletionHint.dynamic { session, _ in
        session.state(KeyboardObservers.self).entries.map(\.label) + ["all", "token"]
    }

    static let observe = CommandDefinition(
        "observe",
        arguments: [
            .name("notification", CommandGroup.onEvents), .optional(.choice("style", of: ObserverStyle.self)),
            .optional(.keyword("as", .name("label", .none))),
        ],
        summary: "Adds an observer of one keyboard notification (or all six).",
        details: """
            `selector` (default) is addObserver(_:selector:name:object:): the LABEL stands for \
            the observer object, and observing more names with the same LABEL adds registrations \
            to that object. `block` is addObserver(forName:object:queue:using:): it prints the \
            token, the only way to remove it. Without `as` the observer is called o1, o2, … \
            Observers are called in registration order and record what they receive \
            (`observer LABEL`, `observer.LABEL.count`).
            """,
        examples: [
            "observe keyboardWillShow as vc\nobserve willHide as vc\nobserve all block as logger\nshow-keyboard\nobservers"
        ]
    ) { args, session in
        let word = args.name("notification")
        let name: KeyboardNotificationName?
        if word == "all" {
            name = nil
        } else if let parsed = KeyboardNotificationName(name: word) {
            name = parsed
        } else {
            throw KeyboardObservers.unknownNotification(word, at: args.range("notification"), others: ["all"])
        }
        let block = args.choice("style", as: ObserverStyle.self) == .block
        let observers = session.state(KeyboardObservers.self)
        let label = args.has("label") ? args.name("label") : nil
        if let label, !Session.isObserverLabel(label) {
            throw Diagnostic(
                .syntax, at: args.range("label"), message: "'\(label)' is not an observer label",
                expected: "a letter, then letters, digits, _ or -")
        }
        let sim = session.state(LabState.self).simulator
        if let limit = KeyboardObservers.registrationLimit(
            live: sim.notificationCenter.registrationCount, kind: "observer", at: args.range("notification"))
        {
            throw limit
        }
        let entry = observers.entry(making: label)
        let what = name?.rawValue ?? "all six notifications"
        if let token = observers.register(entry, name: name, block: block, simulator: sim) {
            session.print(
                "\(entry.label): block token \(token.id) for \(what) (unobserve token \(token.id) removes it)"
            )
        } else {
            session.print("\(entry.label): selector \(KeyboardObservers.selector(for: name)) for \(what)")
        }
    }

    static let unobserve = CommandDefinition(
        "unobserve",
        arguments: [
            .oneOf([
                .keyword("token", .integer("token")),
                .sequence([
                    .name("label", removableObservers),
                    .optional(.name("notification", CommandGroup.onEvents)),
                ]),
            ])
        ],
        summary: "Removes an observer (LABEL), one block registration (token N), or all.",
        details: """
            `unobserve LABEL` is removeObserver(observer): the label's selector registrations \
            go, for every name; its block registrations keep receiving, as in UIKit, until \
            `unobserve token N` removes each. `unobserve LABEL NAME` is \
            removeObserver(observer, name:): only the selector registration for that \
            notification. `unobserve all` removes every registration. What an observer \
            received stays readable.
            """,
        examples: ["observe willShow as vc\nobserve willShow block as vc\nunobserve vc\nunobserve token 1"]
    ) { args, session in
        let observers = session.state(KeyboardObservers.self)
        let sim = session.state(LabState.self).simulator
        if let number = args.integer("token") {
            guard number < 1_000_000_000, let (entry, block) = observers.entry(token: Int(number)) else {
                let tokens = observers.entries.flatMap { $0.blocks.map { "\($0.token.id)" } }
                throw Diagnostic.failure(
                    "no block observer has token \(number)", at: args.range("token"),
                    suggestion: tokens.isEmpty
                        ? "observe NAME block prints a token" : "tokens: " + tokens.joined(separator: ", "))
            }
            observers.removeBlock(block.token, of: entry, simulator: sim)
            return
        }
        let word = args.name("label")
        if word == "all" {
            for entry in observers.entries {
                observers.removeSelectorRegistrations(of: entry, simulator: sim)
                for block in entry.blocks { observers.removeBlock(block.token, of: entry, simulator: sim) }
            }
            return
        }
        guard let entry = observers.entry(word) else {
            throw Diagnostic.failure(
                "no observer called '\(word)'", at: args.range("label"),
                suggestion: session.didYouMean(word, in: observers.entries.map(\.label) + ["all"])
                    ?? "'observers' lists them; a block observer is removed with its token: unobserve token N"
            )
        }
        if args.has("notification") {
            let text = args.name("notification")
            guard let name = KeyboardNotificationName(name: text) else {
                throw KeyboardObservers.unknownNotification(text, at: args.range("notification"))
            }
            observers.removeSelectorRegistrations(of: entry, name: name, simulator: sim)
            let left = entry.selectorNames.compactMap { $0?.rawValue }
            if !left.isEmpty {
                session.warn(
                    "\(entry.label) still observes " + left.joined(separator: ", ")
                        + ": removing one name leaves the others subscribed (an unsubscribe that forgets "
                        + "the frame-change subscription leaves it behind)")
            }
            return
        }
        observers.removeSelectorRegistrations(of: entry, simulator: sim)
        if !entry.blocks.isEmpty {
            let tokens = entry.blocks.map { "token \($0.token.id)" }.joined(separator: ", ")
            session.printWrapped(
                "\(entry.label)'s block observers (\(tokens)) keep receiving: removeObserver(observer) "
                    + "leaves them; unobserve token N removes one")
        }
    }

    static let observersList = CommandDefinition(
        "observers", summary: "Lists the observers: label, style, notification, token, received.",
        details: """
            One row per registration, in delivery order, with what that registration received \
            (two registrations of the same label and selector share a count, as they share a \
            row of `observer LABEL`); a removed observer shows as removed, with its total.
            """,
        examples: ["observe willShow as vc\nobserve all block\nshow-keyboard\nobservers"]
    ) { _, session in
        var table = Table(columns: ["observer", "style", "observes", "token", "received"])
        for entry in session.state(KeyboardObservers.self).entries {
            for name in entry.selectorNames {
                let via = KeyboardObservers.via(selector: name)
                table.append([
                    .text(entry.label), .text(via), .text(name?.rawValue ?? "all"), .text("-"),
                    .integer(entry.countsByVia[via] ?? 0),
                ])
            }
            for block in entry.blocks {
                table.append([
                    .text(entry.label), .text("block"), .text(block.name?.rawValue ?? "all"),
                    .text("\(block.token.id)"),
                    .integer(entry.countsByVia[KeyboardObservers.via(token: block.token.id)] ?? 0),
                ])
            }
            if !entry.isObserving {
                table.append([
                    .text(entry.label), .text("(removed)"), .text("-"), .text("-"),
                    .integer(entry.receivedCount),
                ])
            }
        }
        if table.rows.isEmpty { return session.print("(no observers)") }
        session.print(table)
    }

    static let observerRecord = CommandDefinition(
        "observer", arguments: [.name("label", observerLabels)],
        summary: "Prints what an observer received: name, time, end frame, key userInfo.",
        details: "One row per delivery (a selector and a block of the same label both count).",
        examples: ["observe all as vc\nshow-keyboard\nobserver vc"]
    ) { args, session in
        let observers = session.state(KeyboardObservers.self)
        let word = args.name("label")
        guard let entry = observers.entry(word) else {
            throw Diagnostic.failure(
                "no observer called '\(word)'", at: args.range("label"),
                suggestion: session.didYouMean(word, in: observers.entries.map(\.label))
                    ?? "'observers' lists them")
        }
        var table = Table(columns: [
            "#", "frame", "t ms", "name", "via", "begin", "end", "duration", "curve", "local",
        ])
        for (index, delivery) in entry.received.enumerated() {
            let info = delivery.post.userInfo
            table.append([
                .integer(index + 1), .integer(delivery.frameIndex), .number(delivery.time * 1000),
                .text(delivery.post.name.rawValue), .text(delivery.via),
                .text(KeyboardNumberFormat.compactRect(info.frameBegin)),
                .text(KeyboardNumberFormat.compactRect(info.frameEnd)),
                info.animationDuration.map { .number($0) } ?? .text("-"),
                info.animationCurve.map { .integer($0) } ?? .text("-"),
                .text(info.includesIsLocalKey ? (info.isLocal ? "1" : "0") : "-"),
            ])
        }
        if table.rows.isEmpty { return session.print("(\(entry.label) received nothing)") }
        session.print(table)
        if entry.received.count < entry.receivedCount {
            session.print(
                "(the last \(entry.received.count) of \(entry.receivedCount) deliveries: older ones are not kept)"
            )
        }
    }
}
