import KeyboardLab

/// The root view's keyboard layout guide: its three flags (applied at once, as UIKit re-places
/// the guide when a property changes) and UITrackingLayoutGuide's near/away-from constraints.
extension KeyboardCommands {
    static let guideFlags = [
        "follows-undocked", "uses-bottom-safe-area", "dismiss-padding", "near", "away-from",
        "clear-tracking", "near-threshold",
    ]
    static let edgeNames = DirectionalEdge.allCases.map(\.rawValue)

    static let keyboardGuide = CommandDefinition(
        "keyboard-guide",
        arguments: [.optional(.name("flag", .choices(guideFlags))), .optional(.text("value"))],
        summary: "Sets or prints the keyboard layout guide's flags and tracking constraints.",
        details: """
            `follows-undocked on|off` (followsUndockedKeyboard), `uses-bottom-safe-area on|off` \
            (usesBottomSafeArea), `dismiss-padding N` (keyboardDismissPadding): the guide is \
            placed again and the window laid out at once. Tracking (UITrackingLayoutGuide, \
            effective only with follows-undocked on): `near EDGE CONSTRAINT…` \
            (setConstraints(_:activeWhenNearEdge:)), `away-from EDGE CONSTRAINT…` \
            (setConstraints(_:activeWhenAwayFrom:)), EDGE top, bottom, leading or trailing; \
            with no constraints, `near` deactivates the edge's constraints and stops tracking \
            them, `away-from` only stops tracking. `clear-tracking` is \
            removeAllTrackedConstraints() (nothing is activated or deactivated). The guide is \
            near an edge within `near-threshold N` points (default 20; UIKit's is undocumented). \
            Without arguments prints the flags, the guide's frame and the tracked constraints.
            """,
        examples: [
            "keyboard-guide follows-undocked on\nkeyboard-guide",
            "view photo\nconstraint below: photo.top == keyboard.bottom\n"
                + "constraint above: photo.bottom == keyboard.top\nkeyboard-guide follows-undocked on\n"
                + "keyboard-guide near top below\nkeyboard-guide away-from top above\nkeyboard-guide",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let guide = lab.rootView.keyboardLayoutGuide
        guard args.has("flag") else { return printGuide(lab, session: session) }
        let flag = args.name("flag")
        let words =
            args.has("value") ? ScenarioParser.words(of: args.text("value"), at: args.range("value")) : []
        let valueRange = words.first?.range ?? args.range("flag")
        let value = words.first?.text ?? ""
        func onOff() throws(Diagnostic) -> Bool {
            switch value {
            case "on": return true
            case "off": return false
            default:
                throw Diagnostic(
                    .syntax, at: valueRange, message: "\(flag) needs on or off", expected: "on or off",
                    suggestion: Suggestion.didYouMean(value, in: ["on", "off"]))
            }
        }
        func number() throws(Diagnostic) -> Double {
            guard let number = Double(value), number.isFinite else {
                throw Diagnostic(
                    .syntax, at: valueRange, message: "\(flag) needs a number", expected: "a number")
            }
            return number
        }
        switch flag {
        case "follows-undocked": guide.followsUndockedKeyboard = try onOff()
        case "uses-bottom-safe-area": guide.usesBottomSafeArea = try onOff()
        case "dismiss-padding": guide.keyboardDismissPadding = try number()
        case "near-threshold":
            let threshold = try number()
            guard threshold >= 0 else {
                throw Diagnostic(
                    .syntax, at: valueRange, message: "near-threshold cannot be negative",
                    expected: "0 or more points")
            }
            guide.nearEdgeThreshold = threshold
        case "near", "away-from":
            guard let edgeWord = words.first, let edge = DirectionalEdge(rawValue: edgeWord.text) else {
                throw Diagnostic(
                    .syntax, at: valueRange, message: "\(flag) needs an edge",
                    expected: edgeNames.joined(separator: ", "),
                    suggestion: Suggestion.didYouMean(value, in: edgeNames))
            }
            var constraints: [LayoutConstraint] = []
            for word in words.dropFirst() {
                constraints.append(try lab.constraint(named: word.text, at: word.range))
            }
            if flag == "near" {
                guide.setConstraints(constraints, activeWhenNearEdge: edge)
            } else {
                guide.setConstraints(constraints, activeWhenAwayFrom: edge)
            }
        case "clear-tracking": guide.removeAllTrackedConstraints()
        default:
            throw Diagnostic(
                .syntax, at: args.range("flag"), message: "unknown keyboard-guide flag '\(flag)'",
                expected: guideFlags.joined(separator: ", "),
                suggestion: Suggestion.didYouMean(flag, in: guideFlags))
        }
        // UIKit re-places the guide when a property changes: no need to wait for the keyboard.
        lab.simulator.refreshKeyboardGuide()
        lab.simulator.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    /// The flags, the frame, the edges the guide is near and the tracked constraints.
    static func printGuide(_ lab: LabState, session: Session) {
        let guide = lab.rootView.keyboardLayoutGuide
        let frame = lab.rootView.convert(guide.layoutFrame, to: .screen)
        session.print("follows-undocked \(guide.followsUndockedKeyboard ? "on" : "off")")
        session.print("uses-bottom-safe-area \(guide.usesBottomSafeArea ? "on" : "off")")
        session.print("dismiss-padding \(NumberStyle.compact(guide.keyboardDismissPadding))")
        session.print("frame \(KeyboardNumberFormat.compactRect(frame)) in screen coordinates")
        guard guide.hasTrackedConstraints else { return }
        let near = DirectionalEdge.allCases.filter { guide.nearEdges.contains($0) }.map(\.rawValue)
        session.print(
            "near-threshold \(NumberStyle.compact(guide.nearEdgeThreshold)); near "
                + (near.isEmpty ? "no edge" : near.joined(separator: ", "))
                + (guide.followsUndockedKeyboard ? "" : " (tracking needs follows-undocked on)"))
        var table = Table(columns: ["when", "edge", "constraint", "active"])
        func name(of constraint: LayoutConstraint) -> String {
            lab.namedConstraints.first { $0.constraint === constraint }?.name ?? constraint.description
        }
        for edge in DirectionalEdge.allCases {
            for c in guide.constraints(activeWhenNearEdge: edge) {
                table.append([
                    .text("near"), .text(edge.rawValue), .text(name(of: c)), .text(c.isActive ? "yes" : "no"),
                ])
            }
            for c in guide.constraints(activeWhenAwayFrom: edge) {
                table.append([
                    .text("away from"), .text(edge.rawValue), .text(name(of: c)),
                    .text(c.isActive ? "yes" : "no"),
                ])
            }
        }
        session.print(table)
    }
}
