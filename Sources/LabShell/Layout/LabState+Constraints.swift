import KeyboardLab

/// The layout commands' operations on the shared world, with the engine's errors turned into
/// diagnostics that point into the line the user typed.
extension LabState {
    /// Names a constraint spec (`c1`, `c2`, … when it has no name), makes and activates it.
    /// An engine error points at what it is about: the item, the relation, the name.
    @discardableResult
    func addConstraint(
        _ given: consuming ConstraintSpec, at range: SourceRange, nameRange: SourceRange,
        anchors: [TypedAnchor] = [], numbers: TypedNumbers = TypedNumbers()
    ) throws(Diagnostic) -> LayoutConstraint {
        // Taken, not copied (a copy retained and released each of its strings).
        var spec = consume given
        if let name = spec.identifier, namedConstraints.contains(name: name) {
            throw Diagnostic.failure(
                "a constraint named '\(name)' already exists", at: nameRange,
                suggestion:
                    "change it with 'constant \(name) = …' or 'priority \(name) …', or choose another name")
        }
        if let name = spec.identifier, !window.views(named: name).isEmpty {
            throw Diagnostic.failure(
                "a view named '\(name)' already exists", at: nameRange,
                suggestion:
                    "choose another name: views and constraints share one set of names (\(name).isActive)")
        }
        // A refused constraint takes no number: `save` leaves its command out, so the replayed
        // script would name the next constraint one lower (the save-and-replay fuzz found it).
        let number = nextConstraintNumber
        var made = false
        defer { if !made { nextConstraintNumber = number } }
        if spec.identifier == nil { spec.identifier = nextAutomaticName() }
        let constraint: LayoutConstraint
        do {
            constraint = try window.makeConstraint(spec)
            try constraint.activate()
            made = true
        } catch let error as LayoutError {
            var at = range
            if case .unknownItem(let path) = error {
                at =
                    anchors.first { $0.name.hasPrefix(path + ".") }.map {
                        SourceRange(line: $0.range.line, column: $0.range.column, length: path.count)
                    } ?? range
            }
            if case .numberTooLarge(let role, let value, _) = error {
                // Under the numbers the refused one was made of, as `constant c1 = 1e9` is.
                let at = (role == .constant ? numbers.constant : numbers.multiplier) ?? at
                throw role == .constant
                    ? Diagnostic.outOfRange(
                        "a constant is a finite number of at most 10,000,000 points", value: value,
                        allowed: .points, at: at)
                    : Diagnostic.outOfRange(
                        "a multiplier is at most 10,000,000 in magnitude", value: value,
                        allowed: .magnitude(atMost: LayoutConstraint.maximumMagnitude), noun: "multiplier",
                        at: at)
            }
            if case .unknownItem(let path) = error {
                throw Diagnostic(
                    .runtime, at: at,
                    message: "no view or layout guide is named '\(SourceText.abbreviated(path))'",
                    expected:
                        "root, safe, keyboard, a view name, VIEW.safe, VIEW.keyboard, VIEW.margins or VIEW.readable",
                    suggestion: LabState.hint(for: error, viewNames))
            }
            throw Diagnostic.failure(
                error.description, at: at, suggestion: LabState.hint(for: error, viewNames))
        } catch {
            throw Diagnostic.failure("\(error)", at: range)
        }
        namedConstraints.append((spec.identifier ?? "", constraint))
        // A constraint to `keyboard.top` uses UIKeyboardLayoutGuide (iOS 15+): warned as a binding is.
        simulator.noteKeyboardGuideUse(by: constraint)
        return constraint
    }

    /// Sets a constraint's constant (finite, as UIKit's CGFloat must be for layout).
    static func setConstant(_ value: Double, of constraint: LayoutConstraint, at range: SourceRange)
        throws(Diagnostic)
    {
        guard AllowedRange.points.contains(value) else {
            throw Diagnostic.outOfRange(
                "a constant is a finite number of at most 10,000,000 points", value: value, allowed: .points,
                at: range)
        }
        constraint.constant = value
    }

    /// What to do about an engine refusal.
    static func hint(for error: LayoutError, _ viewNames: [String]) -> String? {
        switch error {
        case .unknownItem(let path):
            let head = String(path.split(separator: ".").first ?? Substring(path))
            if viewNames.contains(head) || head == "root" {
                return "after '\(head).' only a guide may come before the attribute: safe, keyboard, "
                    + "margins, readable or a guide of its own"
            }
            return Suggestion.didYouMean(head, in: viewNames + ["safe", "keyboard"])
                ?? "create it first: view \(head)"
        case .locationWithConstant:
            return "a location needs an anchor on the right: e.g. input.top == safe.top + 8"
        default: return nil
        }
    }

    private func nextAutomaticName() -> String {
        // The name made once (interpolating it again to return it cost as much as the lookup),
        // joined from the number's digits: the interpolation's generic `description` and
        // append were 430 instructions of a piped `constraint`.
        var name = "c" + String(nextConstraintNumber)
        while namedConstraints.contains(name: name) || !window.views(named: name).isEmpty {
            nextConstraintNumber += 1
            name = "c" + String(nextConstraintNumber)
        }
        nextConstraintNumber += 1
        return name
    }

    /// Removes a view and its subviews; constraints that touch them are deactivated by the engine
    /// and forgotten by the shell.
    func removeView(named name: String, at range: SourceRange) throws(Diagnostic) {
        let view = try self.view(named: name, at: range)
        guard view !== rootView else {
            throw Diagnostic.failure(
                "the root view cannot be removed", at: range,
                suggestion: "it is the root view controller's view; remove its subviews instead")
        }
        let subtree = view.subtree
        let removed = Set(subtree.map(ObjectIdentifier.init))
        view.removeFromSuperview()
        // The shell forgets a removed view (no command adds it again): its kept constraints go
        // too, or they would keep the subtree alive (docs/Deviations.md).
        LayoutConstraint.deactivate(subtree.flatMap(\.keptConstraints))
        // Remembered by name, so that a later `bottom.constant = …` says where it went.
        for gone in subtree {
            removedNames.record(gone.layoutName, .init(kind: .view, view: gone.layoutName, removedWith: name))
        }
        namedConstraints.removeAll { entry in
            guard
                let attached = entry.constraint.itemViews.first(where: {
                    removed.contains(ObjectIdentifier($0))
                })
            else { return false }
            removedNames.record(
                entry.name, .init(kind: .constraint, view: attached.layoutName, removedWith: name))
            return true
        }
    }

    /// Changes a constraint's priority, refusing UIKit's required ↔ optional switch while active.
    func setPriority(
        _ priority: LayoutPriority, of name: String, nameRange: SourceRange, valueRange: SourceRange
    ) throws(Diagnostic) {
        let constraint = try self.constraint(named: name, at: nameRange)
        do {
            try constraint.setPriority(priority)
        } catch LayoutError.priorityMutation {
            let from = constraint.priority.isRequired ? "required" : "optional"
            let to = priority.isRequired ? "required" : "optional"
            throw Diagnostic.failure(
                "cannot change an active constraint's priority from \(from) to \(to) "
                    + "(UIKit: \"Mutating a priority from required to not on an installed constraint "
                    + "(or vice-versa) is not supported.\")",
                at: valueRange,
                suggestion: "deactivate \(name), change its priority, then activate \(name)")
        } catch {
            throw Diagnostic.failure("\(error)", at: valueRange)
        }
    }

    /// A priority argument: a name the constraint text accepts after `@`, or any number.
    static let priorityPattern: ArgumentPattern = .named(
        "PRIORITY",
        .oneOf([.choice("priority-name", ConstraintSpec.priorityNames.map(\.0)), .number("priority")]))

    /// The priority `priorityPattern` read, or a diagnostic at it when the number is not 1…1000.
    static func priority(_ args: Arguments) throws(Diagnostic) -> (LayoutPriority, SourceRange) {
        if args.has("priority-name"),
            let named = ConstraintSpec.priorityNames.first(where: { $0.0 == args.name("priority-name") })
        {
            return (named.1, args.range("priority-name"))
        }
        let value = args.number("priority") ?? .nan
        let priority = LayoutPriority(rawValue: Float(value.isFinite ? value : 0))
        guard value.isFinite, priority.isValid else {
            throw Diagnostic.outOfRange(
                "'\(NumberStyle.compact(value))' is not a priority", value: value, allowed: .priority,
                at: args.range("priority"), category: .syntax,
                expected: "a number from 1 to 1000, or required, high, low, fittingSize")
        }
        return (priority, args.range("priority"))
    }

}

extension LayoutConstraint {
    /// The views the constraint's items belong to (a guide counts as its owning view).
    var itemViews: [View] {
        [firstItem.owningView, secondItem?.owningView].compactMap { $0 }
    }
}

extension Session {
    /// The first term with a coefficient other than 0, and how many such terms there are.
    private static func nonzeroTerm(of form: LinearForm) -> ((name: String, coefficient: Double)?, Int) {
        var found: (name: String, coefficient: Double)?
        var count = 0
        for term in form.terms where term.coefficient != 0 {
            if count == 0 { found = term }
            count += 1
        }
        return (found, count)
    }

    /// The spec a `constraint` command's arguments describe: `[NAME:] ITEM.ATTR REL RHS
    /// [@PRIORITY]`, where names of the form `ITEM.ATTR` are anchors and every other name is a
    /// number (a variable, a quantity).
    func constraintSpec(_ args: Arguments) throws(Diagnostic) -> (ConstraintSpec, [TypedAnchor], TypedNumbers)
    {
        guard let comparison = args.comparison("relation") else {
            throw Diagnostic(.syntax, at: args.commandRange, message: "missing constraint")
        }
        try comparison.requireLinearRelation()
        let lab = state(LabState.self)
        // Each anchor with where it was first typed, in the order typed (a constraint names one
        // or two: a list, where a dictionary hashed each and listed them in no fixed order).
        var anchors: [TypedAnchor] = []
        let classify = { (name: String, range: SourceRange) throws(Diagnostic) -> LinearName in
            if let anchor = self.anchor(named: name, at: range) {
                if !anchors.contains(where: { $0.name == anchor.name }) { anchors.append(anchor) }
                return .variable(anchor.name)
            }
            try self.checkItemWithoutAttribute(name, at: range, lab: lab)
            return .constant(try self.number(.reference(name, range), for: "'\(name)'"))
        }
        let lhs = try comparison.lhs.linearForm(classify)
        let rhs = try comparison.rhs.linearForm(classify)
        // The terms that count, found in place: filtering each side into an array was an
        // allocation through the runtime's generic metadata (520 instructions a line).
        let (firstTerm, firstCount) = Session.nonzeroTerm(of: lhs)
        guard firstCount == 1, let first = firstTerm, first.coefficient == 1, lhs.constant == 0 else {
            throw Diagnostic(
                .syntax, at: comparison.lhs.range, message: "the left side must be one anchor, ITEM.ATTR",
                expected:
                    "ITEM.ATTR such as input.bottom (root, safe, keyboard, a view, VIEW.safe, VIEW.keyboard)",
                suggestion: "move numbers to the right: input.bottom == safe.bottom - 8")
        }
        let (second, secondCount) = Session.nonzeroTerm(of: rhs)
        guard secondCount <= 1 else {
            throw Diagnostic(
                .syntax, at: comparison.rhs.range, message: "the right side may name one anchor only",
                expected: "ITEM.ATTR [* M] [+|- C] or a number")
        }
        let relation: LayoutRelation
        switch comparison.relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        default: relation = .equal
        }
        // Every term's name is an anchor `classify` found, already cut into item and attribute.
        func parts(_ name: String) -> (String, LayoutAttribute) {
            let anchor = anchors.first { $0.name == name }
            return (anchor?.item ?? "", anchor?.attribute ?? .top)
        }
        let (firstItem, firstAttribute) = parts(first.name)
        var numbers = TypedNumbers(constant: rhs.constantRange)
        var spec = ConstraintSpec(
            identifier: args.has("name") ? args.name("name") : nil, firstItem: firstItem,
            firstAttribute: firstAttribute, relation: relation, constant: rhs.constant)
        if let term = second {
            let (item, attribute) = parts(term.name)
            spec.secondItem = item
            spec.secondAttribute = attribute
            spec.multiplier = term.coefficient
            numbers.multiplier = rhs.coefficientRange(of: term.name)
        }
        if args.has("priority-name") {
            spec.priority =
                ConstraintSpec.priorityNames.first { $0.0 == args.name("priority-name") }?.1 ?? .required
        } else if let value = args.number("priority") {
            let priority = LayoutPriority(rawValue: Float(min(max(value, -1), 2000)))
            guard priority.isValid, value == value.rounded() || value < 1000 else {
                throw Diagnostic.outOfRange(
                    "priority \(NumberStyle.compact(value)) is outside 1…1000", value: value,
                    allowed: .priority,
                    at: args.range("priority"), category: .syntax,
                    expected: "a priority 1…1000 or required, high, low, fittingSize")
            }
            spec.priority = priority
        }
        if let name = spec.identifier, let refusal = ReservedNames.refusal(name, at: args.range("name")) {
            throw refusal
        }
        if let name = spec.identifier {
            try checkNewObjectName(name, at: args.range("name"), kind: "constraint")
        }
        if let name = spec.identifier, !View.isValidName(name) {
            throw Diagnostic.failure("'\(name)' cannot name a constraint", at: args.range("name"))
        }
        return (spec, anchors, numbers)
    }

    /// A name that starts with a layout item but has no layout attribute after it
    /// (`input.botom`, `input`): a syntax error at the attribute, with "did you mean".
    func checkItemWithoutAttribute(_ name: String, at range: SourceRange, lab: LabState) throws(Diagnostic) {
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if let variable = scope.lookup(parts[0]) {
            guard case .object(let target) = variable else { return }
            parts[0] = target
        }
        let attributes = LayoutAttribute.allCases.map(\.rawValue)
        if (try? lab.window.item(named: parts.joined(separator: "."))) != nil {
            throw Diagnostic(
                .syntax, at: range, message: "'\(name)' needs an attribute, e.g. '\(name).top'",
                expected: "ITEM.ATTR, ATTR one of " + attributes.joined(separator: ", "))
        }
        guard parts.count >= 2, (try? lab.window.item(named: parts.dropLast().joined(separator: "."))) != nil
        else {
            return
        }
        let attribute = parts[parts.count - 1]
        let column = range.column + name.count - attribute.count
        throw Diagnostic(
            .syntax, at: SourceRange(line: range.line, column: column, length: attribute.count),
            message: "unknown attribute '\(SourceText.abbreviated(attribute))'",
            expected: "one of " + attributes.joined(separator: ", "),
            suggestion: subtractionHint(name, attribute: attribute, attributes: attributes)
                ?? Suggestion.didYouMean(attribute, in: attributes) ?? Session.spacingHint(name))
    }

    /// "put spaces around '-'" for `input.bottom-10`, an attribute and a number read as one
    /// word (before it, "did you mean 'bottom'?" hid the cause).
    private func subtractionHint(_ name: String, attribute: String, attributes: [String]) -> String? {
        guard let dash = attribute.lastIndex(of: "-"), attributes.contains(String(attribute[..<dash])) else {
            return nil
        }
        return Session.spacingHint(name)
    }

    /// The anchor `name` is, when it is one: its last part is a layout attribute and it is not
    /// a member of a variable (`r.width` of `let r = rect(…)` is a number). A technique's
    /// `view` stands for its view. An item that does not exist is left for the engine to report.
    func anchor(named name: String, at range: SourceRange) -> TypedAnchor? {
        // By the first and last dots (splitting the name into an array of parts and joining
        // them again was a tenth of a piped constraint), found among the bytes: looking for a
        // `Character` walked the name's graphemes, another tenth.
        guard let lastDot = name.lastDot,
            let attribute = LayoutAttribute(rawValue: String(name[name.utf8.index(after: lastDot)...]))
        else { return nil }
        let firstDot = name.utf8.firstIndex(of: UInt8(ascii: ".")) ?? lastDot
        guard let variable = scope.lookup(String(name[..<firstDot])) else {
            return TypedAnchor(name: name, range: range, item: String(name[..<lastDot]), attribute: attribute)
        }
        guard case .object(let target) = variable else { return nil }
        return TypedAnchor(
            name: target + name[firstDot...], range: range, item: target + name[firstDot..<lastDot],
            attribute: attribute)
    }
}

/// Where a constraint's constant and multiplier were typed (nil when not typed: a bare anchor's
/// multiplier 1), so a refusal of one points at its numbers.
struct TypedNumbers {
    var constant: SourceRange?
    var multiplier: SourceRange?
}

/// An anchor a constraint names, as the engine reads it (`ITEM.ATTR`, a variable replaced by
/// its view), cut once into its item and attribute, with where it was typed (an error about
/// its item points there).
struct TypedAnchor {
    var name: String
    var range: SourceRange
    var item: String
    var attribute: LayoutAttribute
}

extension String {
    /// Where the last `.` is, searched among the bytes in place (the view's generic
    /// `lastIndex(of:)` stepped through its indices: a twentieth of a constraint line).
    fileprivate var lastDot: String.Index? {
        let offset = utf8.withContiguousStorageIfAvailable { $0.lastIndex(of: UInt8(ascii: ".")) }
        guard let found = offset else { return utf8.lastIndex(of: UInt8(ascii: ".")) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }
}
