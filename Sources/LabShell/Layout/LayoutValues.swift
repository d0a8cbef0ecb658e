import KeyboardLab

/// The layout objects as values, objects and assignment targets: a view's `frame`, `bounds`,
/// `center`, `safeAreaInsets`, the window's and the screen's bounds, the keyboard's frame, a
/// constraint's `constant`; `VIEW.frame.origin.y += 10`, `NAME.constant = …`.
enum LayoutValues {
    static let viewValueParts = ["frame", "bounds", "center", "safeAreaInsets", "presentation.frame"]

    static let values = ValueProvider(
        summary: "VIEW.frame (model, superview coordinates), VIEW.bounds, VIEW.center, "
            + "VIEW.safeAreaInsets, VIEW.presentation.frame (screen); window.frame, window.bounds, "
            + "screen.bounds; keyboard.frame (presented, screen), keyboard.model.frame; "
            + "NAME.isActive, NAME.firstItem, NAME.secondItem for a constraint",
        names: { session in
            let lab = session.state(LabState.self)
            return lab.viewNames.flatMap { view in viewValueParts.map { "\(view).\($0)" } }
                + [
                    "window.frame", "window.bounds", "screen.bounds", "keyboard.frame",
                    "keyboard.model.frame",
                ]
                + lab.constraintNames.flatMap { ["\($0).isActive", "\($0).firstItem", "\($0).secondItem"] }
        },
        value: { name, session throws(Diagnostic) in
            let lab = session.state(LabState.self)
            switch name {
            case "window.frame": return .rect(lab.window.frame)
            case "window.bounds": return .rect(Rect(origin: .zero, size: lab.window.frame.size))
            case "screen.bounds": return .rect(lab.window.screen.bounds)
            case "keyboard.frame": return .rect(lab.simulator.keyboardPresentedFrame)
            case "keyboard.model.frame": return .rect(lab.simulator.keyboardModelFrame)
            default: break
            }
            let parts = name.headAndRest
            guard parts.count == 2 else { return nil }
            if let view = try? lab.window.view(uniquelyNamed: parts[0]) {
                switch parts[1] {
                case "frame": return .rect(view.frame)
                case "bounds": return .rect(view.bounds)
                case "center": return .point(view.center)
                case "safeAreaInsets": return .insets(view.safeAreaInsets)
                case "presentation.frame":
                    return .rect(lab.simulator.frame(of: view, in: .screen, presentation: true))
                default: return nil
                }
            }
            if let found = lab.namedConstraints.entry(named: parts[0]) {
                // The items as names, so a technique can tell which way its constraint is
                // written (`constraint.firstItem == view`), as UIKit code tests `firstItem === view`.
                switch parts[1] {
                case "isActive": return .bool(found.constraint.isActive)
                case "firstItem": return .object(found.constraint.firstItem.layoutName)
                case "secondItem": return .object(found.constraint.secondItem?.layoutName ?? "nil")
                default: return nil
                }
            }
            return nil
        })

    /// `NAME.constant`, `NAME.multiplier`, `NAME.priority` of the constraints made in the shell.
    static let constraints = QuantityProvider(
        prefix: "CONSTRAINT",
        summary: "NAME.constant, NAME.multiplier, NAME.priority: a constraint made with `constraint`",
        names: { session in
            session.state(LabState.self).constraintNames.flatMap {
                ["\($0).constant", "\($0).multiplier", "\($0).priority"]
            }
        },
        claims: { first, session in session.state(LabState.self).namedConstraints.contains(name: first) },
        value: { name, session in
            let parts = name.parts
            guard parts.count == 2,
                let found = session.state(LabState.self).namedConstraints.entry(named: parts[0])
            else { return nil }
            switch parts[1] {
            case "constant": return found.constraint.constant
            case "multiplier": return found.constraint.multiplier
            case "priority": return Double(found.constraint.priority.rawValue)
            default: return nil
            }
        })

    /// The members only a constraint has (a view has none of these names).
    static let constraintMembers: Set<String> = [
        "constant", "isActive", "priority", "multiplier", "firstItem", "secondItem",
    ]

    /// `bottom.constant` when `bottom` is no view or constraint: the constraint `remove` took
    /// away with its view, or else an unknown constraint (a constraint's member says which kind
    /// was meant); a view `remove` took away. Nil when the first part names something.
    static let unknownObject: @Sendable (MemberPath, SourceRange, Session) -> Diagnostic? = {
        name, range, session in
        let lab = session.state(LabState.self)
        let parts = name.headAndRest
        guard let head = parts.first, (try? lab.window.view(uniquelyNamed: head)) == nil,
            !lab.namedConstraints.contains(name: head)
        else { return nil }
        if let removed = lab.removedDiagnostic(head, at: range) { return removed }
        guard parts.count == 2, constraintMembers.contains(parts[1]) else { return nil }
        do throws(Diagnostic) {
            _ = try lab.constraint(named: head, at: range)
            return nil
        } catch {
            return error
        }
    }

    /// Views and constraints by name, so a technique's `view` and `constraint` can hold them.
    static let objects: @Sendable (Session) -> [String] = { session in
        let lab = session.state(LabState.self)
        return lab.viewNames + lab.constraintNames
    }

    static let assignable = AssignableProvider(
        summary: "VIEW.frame, VIEW.frame.origin.x/y, VIEW.frame.size.width/height, VIEW.center, "
            + "VIEW.center.x/y, VIEW.bounds, VIEW.alpha; NAME.constant, NAME.isActive",
        names: { session in
            let lab = session.state(LabState.self)
            let viewTargets = [
                "frame", "frame.origin.x", "frame.origin.y", "frame.size.width", "frame.size.height",
                "center",
                "center.x", "center.y", "bounds", "alpha",
            ]
            return lab.viewNames.flatMap { v in viewTargets.map { "\(v).\($0)" } }
                + lab.constraintNames.flatMap { ["\($0).constant", "\($0).isActive"] }
        },
        assign: { target, value, range, session throws(Diagnostic) in
            let lab = session.state(LabState.self)
            let parts = target.headAndRest
            guard parts.count == 2 else { return false }
            if let found = lab.namedConstraints.entry(named: parts[0]) {
                switch parts[1] {
                case "constant":
                    try LabState.setConstant(
                        try session.number(value, at: range, for: "the value for '\(target)'"),
                        of: found.constraint, at: range)
                case "isActive":
                    if try session.condition(value, at: range) {
                        do throws(LayoutError) {
                            try found.constraint.activate()
                        } catch {
                            throw lab.diagnostic(for: error, at: range)
                        }
                    } else {
                        found.constraint.deactivate()
                    }
                default:
                    return false
                }
                return true
            }
            guard let view = try? lab.window.view(uniquelyNamed: parts[0]) else { return false }
            func n() throws(Diagnostic) -> Double {
                let v = try session.number(value, at: range, for: "the value for '\(target)'")
                guard AllowedRange.points.contains(v) else {
                    throw Diagnostic.outOfRange(
                        "a frame value is at most 10,000,000 points", value: v, allowed: .points, at: range)
                }
                return v
            }
            var frame = view.frame
            switch parts[1] {
            case "frame":
                guard case .rect(let rect) = value, !rect.isNull else {
                    throw Diagnostic.failure("a frame is a rect, found \(value.typeName)", at: range)
                }
                view.frame = rect
            case "frame.origin.x":
                frame.origin.x = try n()
                view.frame = frame
            case "frame.origin.y":
                frame.origin.y = try n()
                view.frame = frame
            case "frame.size.width":
                frame.size.width = max(0, try n())
                view.frame = frame
            case "frame.size.height":
                frame.size.height = max(0, try n())
                view.frame = frame
            case "center":
                guard case .point(let point) = value else {
                    throw Diagnostic.failure("a center is a point, found \(value.typeName)", at: range)
                }
                lab.simulator.setCenter(point, of: view)
            case "center.x": lab.simulator.setCenter(Point(x: try n(), y: view.center.y), of: view)
            case "center.y": lab.simulator.setCenter(Point(x: view.center.x, y: try n()), of: view)
            case "bounds":
                guard case .rect(let rect) = value, !rect.isNull else {
                    throw Diagnostic.failure("bounds are a rect, found \(value.typeName)", at: range)
                }
                lab.simulator.setBounds(rect, of: view)
            case "alpha":
                let alpha = try n()
                guard AllowedRange.alpha.contains(alpha) else {
                    throw Diagnostic.outOfRange(
                        "alpha is a number 0…1", value: alpha, allowed: .alpha, at: range)
                }
                lab.simulator.setAlpha(alpha, of: view)
            default:
                return false
            }
            return true
        })
}
