import KeyboardLab

/// The root view's keyboard layout guide: its three flags (applied at once, as UIKit re-places
/// the guide when a property changes) and UITrackingLayoutGuide's near/away-from constraints.
extension KeyboardCommands {
    static let edgeNames = DirectionalEdge.allCases.map(\.rawValue)

    /// `near EDGE CONSTRAINT…` or `away-from EDGE CONSTRAINT…`: the edge under the keyword's
    /// own key, the constraints under `constraints`.
    private static func trackingClause(_ keyword: String, constraints: String) -> ArgumentPattern {
        .keyword(
            keyword,
            .sequence([
                .choice(keyword, edgeNames),
                .optional(
                    .list(constraints, .object("constraint", CommandGroup.constraintNames), separator: nil)),
            ]))
    }

    static let keyboardGuide = CommandDefinition(
        "keyboard-guide",
        arguments: [
            .clauses([
                .keyword("follows-undocked", .choice("follows-undocked", of: Toggle.self)),
                .keyword("uses-bottom-safe-area", .choice("uses-bottom-safe-area", of: Toggle.self)),
                .keyword("dismiss-padding", .number("dismiss-padding")),
                .keyword("near-threshold", .number("near-threshold")),
                trackingClause("near", constraints: "near-constraints"),
                trackingClause("away-from", constraints: "away-constraints"),
                .flag("clear-tracking"),
            ])
        ],
        summary: "Sets or prints the keyboard layout guide's flags and tracking constraints.",
        details: """
            Clauses in any order, each at most once, so one command can set several: \
            `follows-undocked on|off` (followsUndockedKeyboard), `uses-bottom-safe-area on|off` \
            (usesBottomSafeArea), `dismiss-padding N` (keyboardDismissPadding): the guide is \
            placed again and the window laid out at once, after the whole command (a refused \
            value leaves the guide as it was). Tracking (UITrackingLayoutGuide, \
            effective only with follows-undocked on): `near EDGE CONSTRAINT…` \
            (setConstraints(_:activeWhenNearEdge:)), `away-from EDGE CONSTRAINT…` \
            (setConstraints(_:activeWhenAwayFrom:)), EDGE top, bottom, leading or trailing; \
            with no constraints, `near` deactivates the edge's constraints and stops tracking \
            them, `away-from` only stops tracking. `clear-tracking` is \
            removeAllTrackedConstraints() (nothing is activated or deactivated), done before the \
            command's `near` and `away-from`. The guide is \
            near an edge within `near-threshold N` points (default 20; UIKit's is undocumented). \
            Without arguments prints the flags, the guide's frame and the tracked constraints. \
            The guide follows the keyboard only once a constraint uses it (`keyboard.top`, \
            `keyboard.height`…) or it tracks constraints, as UIKit makes it lazily: until then it \
            keeps its rest frame (the safe area's bottom) with the keyboard up, and its frame and \
            `keyboard-guide.minY/maxY/height` say so (docs/Deviations.md, Simulation 3).
            """,
        examples: [
            "keyboard-guide follows-undocked on dismiss-padding 30\nkeyboard-guide",
            "view photo\nconstraint below: photo.top == keyboard.bottom\n"
                + "constraint above: photo.bottom == keyboard.top\nkeyboard-guide follows-undocked on\n"
                + "keyboard-guide near top below\nkeyboard-guide away-from top above\nkeyboard-guide",
        ]
    ) { args, session in
        let lab = session.state(LabState.self)
        let guide = lab.rootView.keyboardLayoutGuide
        guard !args.keys.isEmpty else { return printGuide(lab, session: session) }
        func constraints(_ key: String) throws(Diagnostic) -> [LayoutConstraint] {
            var found: [LayoutConstraint] = []
            for item in args.list(key) {
                found.append(try lab.constraint(named: item.name("constraint"), at: item.range("constraint")))
            }
            return found
        }
        // Every value is checked before the guide changes: a refused clause leaves it as it was.
        let padding = args.number("dismiss-padding")
        let paddings = AllowedRange.magnitude(atMost: 10_000)
        if let padding, !paddings.contains(padding) {
            throw Diagnostic.outOfRange(
                "dismiss-padding is at most 10000 points", value: padding, allowed: paddings,
                at: args.range("dismiss-padding"))
        }
        // The padding decides where the finger puts the keyboard: a drag already played it.
        // (Refused during a rotation too: one rule for what may change mid-flight.)
        if padding != nil {
            try lab.checkKeyboardChangesAllowed(at: args.range("dismiss-padding"), session: session)
        }
        let threshold = args.number("near-threshold")
        if let threshold, !AllowedRange.keyboardHeight.contains(threshold) {
            throw Diagnostic.outOfRange(
                "near-threshold is 0…10000 points", value: threshold, allowed: .keyboardHeight,
                at: args.range("near-threshold"))
        }
        let near = try args.has("near") ? constraints("near-constraints") : []
        let away = try args.has("away-from") ? constraints("away-constraints") : []
        // Clearing comes first, so `clear-tracking near top c` starts the tracking afresh.
        if args.has("clear-tracking") { guide.removeAllTrackedConstraints() }
        if let follows = args.choice("follows-undocked", as: Toggle.self) {
            guide.followsUndockedKeyboard = follows.isOn
        }
        if let uses = args.choice("uses-bottom-safe-area", as: Toggle.self) {
            guide.usesBottomSafeArea = uses.isOn
        }
        if let padding { guide.keyboardDismissPadding = padding }
        if let threshold { guide.nearEdgeThreshold = threshold }
        if let edge = DirectionalEdge(rawValue: args.name("near")) {
            guide.setConstraints(near, activeWhenNearEdge: edge)
        }
        if let edge = DirectionalEdge(rawValue: args.name("away-from")) {
            guide.setConstraints(away, activeWhenAwayFrom: edge)
        }
        // Each property is an API of its own iOS version (facts §6); the guide's is iOS 15.
        var used: [KeyboardGuideAPI] = [.keyboardLayoutGuide]
        if args.has("follows-undocked") { used.append(.followsUndockedKeyboard) }
        if args.has("uses-bottom-safe-area") { used.append(.usesBottomSafeArea) }
        if padding != nil { used.append(.keyboardDismissPadding) }
        if args.has("near") || args.has("away-from") || args.has("clear-tracking") {
            used.append(.trackingLayoutGuide)
        }
        for api in used { lab.simulator.noteKeyboardGuideUse(api) }
        // UIKit re-places the guide when a property changes: no need to wait for the keyboard.
        lab.simulator.refreshKeyboardGuide()
        lab.simulator.layoutIfNeeded()
        session.reportLayoutIssues()
    }

    /// Said wherever the guide's frame is printed while no constraint uses it.
    static let guideAtRest =
        "(no constraint uses the keyboard layout guide, so it stays at its rest frame whatever the "
        + "keyboard does; a constraint on keyboard.top drives it)"

    /// The flags, the frame, the edges the guide is near and the tracked constraints.
    static func printGuide(_ lab: LabState, session: Session) {
        let guide = lab.rootView.keyboardLayoutGuide
        let frame = lab.rootView.convert(guide.layoutFrame, to: .screen)
        session.print("follows-undocked \(guide.followsUndockedKeyboard ? "on" : "off")")
        session.print("uses-bottom-safe-area \(guide.usesBottomSafeArea ? "on" : "off")")
        session.print("dismiss-padding \(NumberStyle.compact(guide.keyboardDismissPadding))")
        session.print("frame \(KeyboardNumberFormat.compactRect(frame)) in screen coordinates")
        if !lab.simulator.isKeyboardGuideDriven { session.printWrapped(KeyboardCommands.guideAtRest) }
        guard guide.hasTrackedConstraints else { return }
        let near = DirectionalEdge.allCases.filter { guide.nearEdges.contains($0) }.map(\.rawValue)
        session.print(
            "near-threshold \(NumberStyle.compact(guide.nearEdgeThreshold)); near "
                + (near.isEmpty ? "no edge" : near.joined(separator: ", "))
                + (guide.followsUndockedKeyboard ? "" : " (tracking needs follows-undocked on)"))
        var table = Table(columns: ["when", "edge", "constraint", "active"])
        func name(of constraint: LayoutConstraint) -> String {
            lab.namedConstraints.name(of: constraint) ?? constraint.description
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
