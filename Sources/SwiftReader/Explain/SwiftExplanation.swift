/// What `explain` prints of a program: which type `self` is, each observer (notification,
/// style, where registered), each method the observers reach beside its Swift lines with what
/// each line does in the lab's model, and what was skipped. Read from the IR alone: nothing runs.
public struct SwiftExplanation {
    public let program: SwiftProgram
    public let lines: [String]

    public init(program: SwiftProgram, lines: [String]) {
        self.program = program
        self.lines = lines
    }

    /// One observer registration found in the code.
    public struct Observer: Hashable {
        public var notifications: String
        public var style: String
        public var handler: String
        public var registeredIn: String
        public var location: SwiftLocation
    }

    public var observers: [Observer] {
        var found: [Observer] = []
        for (owner, function) in allFunctions {
            SwiftNames.visit(function.body) { expression in
                guard case .call(let callee, let arguments) = expression.kind,
                    case .member(_, let name) = callee.kind
                else { return }
                let label = { (l: String) in arguments.first { $0.label == l }?.value }
                let place = owner.map { "\($0).\(function.signature)" } ?? function.signature
                switch name {
                case "addObserver" where label("selector") != nil:
                    found.append(
                        Observer(
                            notifications: Self.notification(label("name")), style: "selector",
                            handler: Self.selectorName(label("selector")), registeredIn: place,
                            location: expression.location))
                case "addObserver", "addObserverForName":
                    let closure = arguments.last {
                        if case .closure = $0.value.kind { return true } else { return false }
                    }
                    found.append(
                        Observer(
                            notifications: Self.notification(label("forName") ?? arguments.first?.value),
                            style: "block",
                            handler: closure.map { "the closure at \($0.value.location)" } ?? "a block",
                            registeredIn: place, location: expression.location))
                case "publisher":
                    found.append(
                        Observer(
                            notifications: Self.notification(label("for")), style: "Combine",
                            handler: "the sink after it", registeredIn: place, location: expression.location))
                default:
                    break
                }
            }
        }
        for handler in program.namedHandlers {
            found.append(
                Observer(
                    notifications: handler.notification.rawValue, style: "selector",
                    handler: handler.function.signature,
                    registeredIn: "no line of this file: the lab registers it by its name",
                    location: handler.function.location))
        }
        return found
    }

    private var allFunctions: [(String?, SwiftFunction)] {
        program.types.flatMap { type in type.methods.map { (Optional(type.name), $0) } }
            + program.functions.map { (nil, $0) }
    }

    /// The notification an argument names, as UIKit's constant.
    static func notification(_ expression: SwiftExpression?) -> String {
        guard let expression else { return "all notifications (name: nil)" }
        if case .nilLiteral = expression.kind { return "all notifications (name: nil)" }
        let spelled = spelling(expression)
        if let meaning = UIKitVocabulary.qualified[spelled]
            ?? UIKitVocabulary.implicit[String(spelled.dropFirst())],
            case .notification(let name) = meaning
        {
            return name.rawValue
        }
        return spelled.isEmpty ? "a notification named at run time" : "\(spelled) (never posted in the lab)"
    }

    static func selectorName(_ expression: SwiftExpression?) -> String {
        switch expression?.kind {
        case .selector(let name, let count)?: return name + (count > 0 ? "(_:)" : "()")
        case .string(let pieces)?:
            if case .text(let text)? = pieces.first { return "\"\(text)\"" }
            return "a selector"
        default: return "a selector"
        }
    }

    /// `UIResponder.keyboardWillShowNotification`, `.keyboardWillShowNotification`.
    static func spelling(_ expression: SwiftExpression) -> String {
        switch expression.kind {
        case .identifier(let name): return name
        case .implicitMember(let name): return "." + name
        case .member(let base, let name):
            let left = spelling(base)
            return left.isEmpty ? "" : left + "." + name
        default: return ""
        }
    }

    /// What each line does in the model, by line number.
    public var notes: [Int: [String]] {
        var notes: [Int: [String]] = [:]
        func add(_ line: Int, _ text: String) {
            if !(notes[line] ?? []).contains(text) { notes[line, default: []].append(text) }
        }
        let methods = Set(allFunctions.map(\.1.name))
        func annotate(_ statements: [SwiftStatement]) {
            // `let frameKey = UIResponder.keyboardFrameEndUserInfoKey`: the key a local names.
            var keys: [String: UIKitMeaning] = [:]
            for statement in statements {
                if case .variable(let name, _, _, let value?) = statement.kind,
                    let meaning = UIKitVocabulary.qualified[Self.spelling(value)], case .userInfoKey = meaning
                {
                    keys[name] = meaning
                }
            }
            SwiftNames.visit(statements) { expression in
                let line = expression.location.line
                if let note = Self.note(expression) { add(line, note) }
                switch expression.kind {
                case .subscript(_, let arguments):
                    if case .identifier(let name)? = arguments.first?.value.kind, let key = keys[name] {
                        add(line, "reads userInfo's " + SwiftKeyDescription.describe(key))
                    }
                case .member, .identifier:
                    if let meaning = UIKitVocabulary.qualified[Self.spelling(expression)],
                        case .userInfoKey = meaning
                    {
                        add(line, "names userInfo's " + SwiftKeyDescription.describe(meaning))
                    }
                case .call(let callee, _):
                    switch callee.kind {
                    case .member(let base, _) where base.kind == .superReference:
                        break  // super.viewDidLoad(): UIKit's own, nothing in the lab
                    case .identifier(let name) where methods.contains(name),
                        .member(_, let name) where methods.contains(name):
                        add(line, "calls \(name)")
                    case .member(_, "AnimationCurve"):
                        add(
                            line,
                            "UIView.AnimationCurve(rawValue:) takes any value: 7 stays the keyboard's private curve"
                        )
                    default: break
                    }
                default: break
                }
            }
        }
        for (_, function) in allFunctions { annotate(function.body) }
        annotate(program.statements)
        return notes
    }

    /// The model's reading of one expression, when it does something the lab models.
    static func note(_ expression: SwiftExpression) -> String? {
        switch expression.kind {
        case .assign(_, let target, _):
            guard case .member(_, let name) = target.kind else { return nil }
            switch name {
            case "constant":
                return "sets the constraint's constant: Auto Layout moves the view at the next layout pass"
            case "y", "x", "origin", "frame", "center":
                return
                    "moves the frame by hand: the next layout pass puts it back if constraints place the view"
            case "contentInset": return "sets the scroll view's content inset"
            case "scrollIndicatorInsets", "verticalScrollIndicatorInsets":
                return "sets the scroll indicators' inset"
            case "transform":
                return "sets the transform (a translation): the frame stays, the view is drawn moved"
            case "isActive": return "activates or deactivates a constraint: a layout pass will follow"
            case "priority": return "changes a constraint's priority"
            default: return nil
            }
        case .subscript(_, let arguments):
            guard let key = arguments.first?.value, let meaning = UIKitVocabulary.qualified[spelling(key)],
                case .userInfoKey = meaning
            else { return nil }
            return "reads userInfo's " + SwiftKeyDescription.describe(meaning)
        case .call(let callee, let arguments):
            guard case .member(let base, let name) = callee.kind else {
                if case .identifier(let name) = callee.kind {
                    switch name {
                    case "UIViewPropertyAnimator":
                        return arguments.contains { $0.label == "curve" }
                            ? "a property animator with userInfo's curve: curve 7 is read as the animator-curve setting says (facts §10.3)"
                            : "a property animator"
                    case "print": return "prints"
                    default: return nil
                    }
                }
                return nil
            }
            switch name {
            case "animate", "animateWithDuration":
                return
                    "a block animation: duration and curve from its arguments; inside the keyboard's will-notification it inherits curve 7 unless it overrides"
            case "animateKeyframes", "animateKeyframesWithDuration":
                return
                    "a keyframe animation: its options are keyframe options (a raw curve 7 there is layoutSubviews | allowUserInteraction | beginFromCurrentState)"
            case "layoutIfNeeded": return "lays out now: inside an animation the new frames animate"
            case "setNeedsLayout": return "asks for a layout pass at the next turn of the run loop"
            case "setNeedsUpdateConstraints":
                return "asks for updateConstraints, which this code does not override: no effect"
            case "startAnimation": return "starts the property animator"
            case "addObserver", "addObserverForName": return "registers a keyboard observer"
            case "removeObserver": return "removes observers"
            case "publisher": return "a Combine publisher of the notification"
            case "sink": return "subscribes: the closure runs for each notification"
            case "async":
                if spelling(base).hasSuffix("main") {
                    return "runs the closure after the current event, outside the keyboard's animation block"
                }
                return nil
            case "convert", "convertRect":
                return "converts a rect between coordinate spaces (a keyboard frame is in the screen's)"
            case "intersection": return "intersects two rects"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The printed explanation.
    public func render(file: String) -> [String] {
        var out: [String] = ["read from \(file)"]
        let index = SwiftProgramIndex(program)
        switch index.selfKind {
        case .controller(let name):
            let isController =
                SwiftProgramIndex.isControllerName(name)
                || program.types.contains {
                    $0.name == name && $0.inherits.contains(where: SwiftProgramIndex.isControllerName)
                }
            out.append(
                isController
                    ? "self: \(name), a view controller: `view` is the lab's root view"
                    : "self: \(name), an object the lab makes at bind (as the app would)")
        case .viewExtension:
            out.append("self: the view `bind` names (the code extends UIView)")
        case .viewSubclass(let name):
            out.append("self: \(name), standing for the view `bind` names")
        case .constraintSubclass(let name):
            out.append("self: \(name), standing for the constraint `bind` names")
        }
        let outlets = program.types.flatMap(\.properties).filter(\.isUnset)
        if !outlets.isEmpty {
            out.append(
                "names bound to the scene at bind: "
                    + outlets.map { $0.name + ($0.type.map { ": \($0)" } ?? "") }.joined(separator: ", "))
        }
        let found = observers
        out.append(found.isEmpty ? "observers: none found" : "observers:")
        for observer in found {
            out.append(
                "  \(observer.notifications): \(observer.style) \(observer.handler), registered in "
                    + "\(observer.registeredIn) (\(observer.location))")
        }
        let notes = notes
        for (owner, function) in allFunctions {
            let title = (owner.map { "\($0)." } ?? "") + function.signature
            out.append("\(title), lines \(function.location.line)-\(function.endLine):")
            var lastLine = 0
            var shown = Set<Int>()
            func show(_ statements: [SwiftStatement]) {
                for statement in statements {
                    let line = statement.location.line
                    if !shown.contains(line) {
                        shown.insert(line)
                        out += row(line, notes[line] ?? [])
                        lastLine = max(lastLine, line)
                    }
                    SwiftNames.visit(statement) { expression in
                        if case .closure(let closure) = expression.kind { show(closure.body) }
                    }
                }
            }
            show(function.body)
            if function.body.isEmpty { out.append("      (nothing the lab runs)") }
        }
        if !program.statements.isEmpty {
            out.append("top level")
            for statement in program.statements {
                out += row(statement.location.line, notes[statement.location.line] ?? [])
            }
        }
        if !program.skipped.isEmpty {
            out.append("skipped, unreachable from the observers:")
            for skipped in program.skipped {
                let lines =
                    skipped.location.line == skipped.endLine
                    ? "line \(skipped.location.line)" : "lines \(skipped.location.line)-\(skipped.endLine)"
                out.append("  \(skipped.name), \(lines)")
            }
        }
        return out
    }

    /// A Swift line with its number, then what it does, one note a line.
    private func row(_ line: Int, _ notes: [String]) -> [String] {
        let text = line >= 1 && line <= lines.count ? lines[line - 1].trimmingLeadingSpaces : ""
        let number = String(line)
        let padded = String(repeating: " ", count: max(0, 5 - number.count)) + number
        return ["\(padded)  \(text)"] + notes.map { "         → " + $0 }
    }
}

extension String {
    fileprivate var trimmingLeadingSpaces: String { String(drop { $0 == " " || $0 == "\t" }) }
}

/// How `explain` names a userInfo key.
enum SwiftKeyDescription {
    static func describe(_ meaning: UIKitMeaning) -> String {
        guard case .userInfoKey(let key) = meaning else { return "value" }
        switch key {
        case .frameEnd: return "End frame (screen coordinates; where the keyboard goes)"
        case .frameBegin: return "Begin frame (screen coordinates; where it comes from)"
        case .animationDuration: return "duration (0.25 s; the keyboard itself moves for 0.5 s on curve 7)"
        case .animationCurve: return "curve (7: the keyboard's private curve)"
        case .isLocal: return "isLocal (false for another app's keyboard)"
        default: return key.rawValue
        }
    }
}
