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
        do throws(LayoutError) {
            constraint = try window.makeConstraint(spec)
            try constraint.activate()
            made = true
        } catch {
            throw diagnostic(
                for: error, at: ConstraintSource(range: range, anchors: anchors, numbers: numbers))
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
            let head = MemberPath(path).head
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
        do throws(LayoutError) {
            try constraint.setPriority(priority)
        } catch {
            throw diagnostic(for: error, at: ConstraintSource(range: valueRange, name: name))
        }
    }

    /// A priority argument: a name the constraint text accepts after `@`, or any number.
    static let priorityPattern: ArgumentPattern = .named(
        "PRIORITY",
        .oneOf([.choice("priority-name", of: LayoutPriority.self), .number("priority")]))

    /// The priority `priorityPattern` read, or a diagnostic at it when the number is not 1…1000.
    static func priority(_ args: Arguments) throws(Diagnostic) -> (LayoutPriority, SourceRange) {
        if let named = args.choice("priority-name", as: LayoutPriority.self) {
            return (named, args.range("priority-name"))
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
        // The terms that count: one on the left, of coefficient 1.
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
        if let named = args.choice("priority-name", as: LayoutPriority.self) {
            spec.priority = named
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
        var path = MemberPath(name)
        if let variable = scope.lookup(path.head) {
            guard case .object(let target) = variable else { return }
            path = path.replacingHead(with: target)
        }
        let parts = path.parts
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
        var path = MemberPath(name)
        guard path.count >= 2, let attribute = LayoutAttribute(rawValue: path.parts[path.count - 1]) else {
            return nil
        }
        if let variable = scope.lookup(path.head) {
            guard case .object(let target) = variable else { return nil }
            path = path.replacingHead(with: target)
        }
        return TypedAnchor(
            name: path.description, range: range, item: MemberPath(parts: path.parts.dropLast()).description,
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
