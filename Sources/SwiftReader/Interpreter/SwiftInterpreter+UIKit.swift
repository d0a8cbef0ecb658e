import KeyboardLab

/// UIKit's API as the lab models it: block animations in every overload and era, keyframes,
/// property animators, constructors of geometry and options, views' layout and conversions,
/// anchors, the main queue.
extension SwiftInterpreter {
    func number(_ value: SwiftValue?, _ what: String, at location: SwiftLocation) throws(SwiftDiagnostic)
        -> Double
    {
        guard let value, let n = value.number else {
            throw SwiftDiagnostic(
                at: location, "\(what) takes a number here, this is \(value?.typeName ?? "missing")")
        }
        return n
    }

    func callView(_ view: View, _ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch name {
        case "layoutIfNeeded":
            view.layoutIfNeeded()
            return .void
        case "setNeedsLayout":
            view.setNeedsLayout()
            return .void
        case "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "setNeedsDisplay", "layoutSubviews":
            // Nothing of the file overrides updateConstraints: asking for it changes nothing.
            return .void
        case "convert", "convertRect", "convertPoint":
            return try convertGeometry(view, args, at: location)
        case "setContentOffset":
            guard let scroll = view as? ScrollView, case .point(let p)? = args.first else { break }
            scroll.setContentOffset(p, animated: args.labelled("animated")?.boolValue ?? false)
            return .void
        case "addLayoutGuide":
            guard case .layoutGuide(let guide)? = args.first else { break }
            view.addLayoutGuide(guide)
            return .void
        case "addGestureRecognizer":
            guard case .object(let recognizer)? = args.first, recognizer.typeName == "UIPanGestureRecognizer"
            else { break }
            addPan(recognizer, to: .view(view))
            return .void
        case "scrollToRow":
            guard let table = view as? TableView,
                case .indexPath(let row, let section)? = args.labelled("at") ?? args.first
            else { break }
            guard section == 0 else {
                throw SwiftDiagnostic(
                    at: location,
                    "the lab's table has one section: section \(section) does not exist (the app crashes here)"
                )
            }
            let position: TableView.ScrollPosition
            if case .scrollPosition(let given)? = args.items.dropFirst().first(where: { $0.label == "at" })?
                .value
            {
                position = given
            } else {
                position = .none
            }
            do {
                try table.scrollToRow(
                    at: row, at: position, animated: args.labelled("animated")?.boolValue ?? false)
            } catch {
                throw SwiftDiagnostic(at: location, "scrollToRow: \(error) (the app crashes here)")
            }
            return .void
        case "numberOfRows":
            guard let table = view as? TableView else { break }
            return .int(table.numberOfRows)
        case "scrollRangeToVisible":
            // The range is the caret's, at the end of the text (`selectedRange`): its end shown.
            guard let text = view as? TextView else { break }
            text.scrollToBottom(animated: false)
            return .void
        case "scrollRectToVisible":
            guard let scroll = view as? ScrollView, case .rect(let r)? = args.first else { break }
            scroll.scrollRectToVisible(r, animated: args.labelled("animated")?.boolValue ?? false)
            return .void
        case "endEditing", "resignFirstResponder", "becomeFirstResponder":
            throw SwiftDiagnostic(
                at: location, length: name.count,
                "\(name) moves the keyboard, which the lab plays from its own commands",
                suggestion: "delete it here, and play show-keyboard or hide-keyboard in the lab")
        default:
            break
        }
        throw SwiftDiagnostic(
            at: location, length: name.count, "UIView.\(name)(…) is outside what the lab runs",
            suggestion: "delete it, or write what it does with frames, constraints or insets")
    }

    /// `convert(_:from:)`, `convert(_:to:)` and Swift 2's `convertRect(_:fromView:)`: from or to
    /// the window (or nil, or the screen's coordinate space) a rect is as iOS reports keyboard
    /// frames (`Simulator.convert(reported:…)`, which undoes the pre-iOS 8 portrait fixing).
    func convertGeometry(_ view: View, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        guard let subject = args.first else {
            throw SwiftDiagnostic(at: location, "convert takes a rect or a point")
        }
        let fromSpace =
            args.labelled("from") ?? args.labelled("fromView") ?? args.labelled("fromCoordinateSpace")
        let toSpace = args.labelled("to") ?? args.labelled("toView") ?? args.labelled("toCoordinateSpace")
        func space(_ value: SwiftValue) -> (view: View?, reported: CoordinateSpace?) {
            switch value {
            case .view(let v): return (v, nil)
            case .screen: return (nil, .screen)
            case .object(let o):
                if case .viewController(let v) = o.host { return (v, nil) }
                return (o.hostView, nil)
            default: return (nil, .window)
            }
        }
        if let fromSpace {
            let (other, reported) = space(fromSpace)
            switch subject {
            case .rect(let r):
                if let reported { return .rect(simulator.convert(reported: r, from: reported, to: view)) }
                return .rect(view.convert(r, from: other))
            case .point(let p):
                if let reported { return .point(simulator.convert(reported: p, from: reported, to: view)) }
                return .point(view.convert(p, from: other))
            default: break
            }
        } else if let toSpace {
            let (other, reported) = space(toSpace)
            switch subject {
            case .rect(let r):
                if let reported { return .rect(simulator.convert(r, from: view, toReported: reported)) }
                return .rect(view.convert(r, to: other))
            case .point(let p):
                if let reported { return .point(simulator.convert(p, from: view, toReported: reported)) }
                return .point(view.convert(p, to: other))
            default: break
            }
        }
        throw SwiftDiagnostic(at: location, "convert takes a CGRect or CGPoint and from: or to:")
    }

    /// `anchor.constraint(equalTo:constant:)` and its kin (inactive until activated, as in UIKit).
    func makeConstraint(
        _ item: any LayoutItem, _ attribute: LayoutAttribute, _ name: String, _ args: SwiftCallArguments,
        at location: SwiftLocation
    ) throws(SwiftDiagnostic) -> SwiftValue {
        let constant = args.labelled("constant")?.number ?? 0
        let other =
            args.labelled("equalTo") ?? args.labelled("lessThanOrEqualTo")
            ?? args.labelled("greaterThanOrEqualTo")
        let relation =
            args.has("equalTo") || args.has("equalToConstant")
            ? 0 : (args.has("lessThanOrEqualTo") || args.has("lessThanOrEqualToConstant") ? -1 : 1)
        guard name == "constraint" else {
            throw SwiftDiagnostic(at: location, "NSLayoutAnchor.\(name) is outside what the lab runs")
        }
        if let fixed = args.labelled("equalToConstant") ?? args.labelled("lessThanOrEqualToConstant")
            ?? args.labelled("greaterThanOrEqualToConstant")
        {
            let anchor = DimensionAnchor.make(item, attribute)
            guard let anchor else {
                throw SwiftDiagnostic(at: location, "only a width or height anchor takes a constant alone")
            }
            let value = try number(fixed, "equalToConstant:", at: location)
            switch relation {
            case 0: return .constraint(anchor.constraint(equalToConstant: value))
            case -1: return .constraint(anchor.constraint(lessThanOrEqualToConstant: value))
            default: return .constraint(anchor.constraint(greaterThanOrEqualToConstant: value))
            }
        }
        if let label = args.labels.compactMap({ $0 }).first(where: { $0.contains("SystemSpacing") }) {
            // UIKit derives the system spacing from the fonts and traits around the anchors and
            // documents no number; the lab has none to use.
            throw SwiftDiagnostic(
                at: location, length: name.count,
                "constraint(\(label):multiplier:) is outside what the lab runs: UIKit documents no value for the system spacing",
                suggestion: "write the spacing you expect: constraint(equalTo: anchor, constant: 8)")
        }
        guard case .anchor(let otherItem, let otherAttribute)? = other else {
            throw SwiftDiagnostic(at: location, "constraint(equalTo:) takes an anchor")
        }
        if let a = YAxisAnchor.make(item, attribute), let b = YAxisAnchor.make(otherItem, otherAttribute) {
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, constant: constant))
            case -1: return .constraint(a.constraint(lessThanOrEqualTo: b, constant: constant))
            default: return .constraint(a.constraint(greaterThanOrEqualTo: b, constant: constant))
            }
        }
        if let a = XAxisAnchor.make(item, attribute), let b = XAxisAnchor.make(otherItem, otherAttribute) {
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, constant: constant))
            case -1: return .constraint(a.constraint(lessThanOrEqualTo: b, constant: constant))
            default: return .constraint(a.constraint(greaterThanOrEqualTo: b, constant: constant))
            }
        }
        if let a = DimensionAnchor.make(item, attribute),
            let b = DimensionAnchor.make(otherItem, otherAttribute)
        {
            let multiplier = args.labelled("multiplier")?.number ?? 1
            switch relation {
            case 0: return .constraint(a.constraint(equalTo: b, multiplier: multiplier, constant: constant))
            case -1:
                return .constraint(
                    a.constraint(lessThanOrEqualTo: b, multiplier: multiplier, constant: constant))
            default:
                return .constraint(
                    a.constraint(greaterThanOrEqualTo: b, multiplier: multiplier, constant: constant))
            }
        }
        throw SwiftDiagnostic(
            at: location, "these two anchors are of different kinds (UIKit does not compile this)")
    }

    func callMainQueue(_ name: String, _ args: SwiftCallArguments, at location: SwiftLocation)
        throws(SwiftDiagnostic)
        -> SwiftValue
    {
        switch name {
        case "async", "addOperation", "perform":
            guard
                let block = args.closure("execute", order: ["execute"])
                    ?? args.closure("block", order: ["block"])
            else {
                throw SwiftDiagnostic(at: location, "DispatchQueue.main.async takes a closure")
            }
            simulator.dispatchAsync(
                engineClosure(block, context: "in DispatchQueue.main.async at \(shown(block.location))"))
            return .void
        case "sync":
            throw SwiftDiagnostic(
                at: location, "DispatchQueue.main.sync on the main thread deadlocks (the app hangs here)",
                suggestion: "call the code directly, or use async")
        default:
            throw SwiftDiagnostic(
                at: location, length: name.count, "DispatchQueue.main.\(name) is outside what the lab runs",
                suggestion: "async is modelled; a delay is not (the lab has no timers)")
        }
    }
}

extension YAxisAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> YAxisAnchor? {
        switch attribute {
        case .top: return item.topAnchor
        case .bottom: return item.bottomAnchor
        case .centerY: return item.centerYAnchor
        default: return nil
        }
    }
}

extension XAxisAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> XAxisAnchor? {
        switch attribute {
        case .leading: return item.leadingAnchor
        case .trailing: return item.trailingAnchor
        case .left: return item.leftAnchor
        case .right: return item.rightAnchor
        case .centerX: return item.centerXAnchor
        default: return nil
        }
    }
}

extension DimensionAnchor {
    static func make(_ item: any LayoutItem, _ attribute: LayoutAttribute) -> DimensionAnchor? {
        switch attribute {
        case .width: return item.widthAnchor
        case .height: return item.heightAnchor
        default: return nil
        }
    }
}

extension SwiftInterpreter {
    /// A pan recognizer added to a view (or the window): the lab's finger drags the keyboard in
    /// interactive dismissal, and on each frame of the drag, after the keyboard moved with the
    /// finger, the recognizer is `.changed` and its action runs (`location(in:)` is the finger).
    /// Elsewhere no finger pans: the lab's drags are the keyboard's.
    func addPan(_ recognizer: SwiftObject, to view: SwiftValue) {
        recognizer.properties["view"] = view
        let token = simulator.addPanObserver { [weak self] sample in
            guard let self, recognizer.properties["isEnabled"]?.boolValue != false else { return }
            recognizer.properties["state"] = .int(2)
            recognizer.properties["fingerY"] = .double(sample.fingerY)
            let target = recognizer.properties["target"] ?? .nilValue
            let action: String
            switch recognizer.properties["action"] {
            case .selector(let name)?: action = name
            case .string(let name)?: action = String(name.prefix { $0 != ":" })
            default: return
            }
            self.runHandler(context: "in the pan gesture's action \(action)") { () throws(SwiftDiagnostic) in
                guard let method = self.index.method(named: action, of: target) else {
                    throw SwiftDiagnostic(
                        at: self.currentLocation,
                        "\(target.typeName) has no method '\(action)': iOS raises 'unrecognized selector sent to instance' when the gesture fires"
                    )
                }
                let arguments =
                    method.parameters.isEmpty
                    ? [] : [SwiftArgumentValue(label: method.parameters[0].label, value: .object(recognizer))]
                _ = try self.call(method, receiver: target, arguments: arguments, at: method.location)
            }
        }
        panTokens.append(token)
    }

    /// `recognizer.location(in: view)`: the finger's point, from the screen into `view`'s space.
    func callRecognizer(_ recognizer: SwiftObject, _ name: String, _ args: SwiftCallArguments) -> SwiftValue?
    {
        guard name == "location" else { return nil }
        let finger = Point(x: 0, y: recognizer.properties["fingerY"]?.number ?? 0)
        switch args.labelled("in") ?? args.first {
        case .view(let view)?: return .point(simulator.convert(reported: finger, from: .screen, to: view))
        case .object(let object)?:
            guard
                let view = object.hostView
                    ?? {
                        if case .viewController(let root) = object.host { return root }
                        return nil
                    }()
            else { return .point(finger) }
            return .point(simulator.convert(reported: finger, from: .screen, to: view))
        default: return .point(finger)
        }
    }
}
