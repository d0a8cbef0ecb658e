import KeyboardLab

/// The layout commands' operations on the shared world, with the engine's errors turned into
/// diagnostics that point into the line the user typed.
extension LabState {
    /// Parses constraint text (docs/Layout.md's grammar, read by the engine), names it (`c1`, `c2`, …
    /// when no name was given) and activates it. `range` is where the text sits on the line, so
    /// a syntax error's column lands on the offending character.
    @discardableResult
    func addConstraint(_ text: String, at range: SourceRange) throws(Diagnostic) -> LayoutConstraint {
        let place = TextPlace(text: text, range: range)
        var spec: ConstraintSpec
        do {
            spec = try ConstraintSpec(parsing: text)
        } catch {
            throw place.diagnostic(for: error, viewNames: viewNames)
        }
        if let name = spec.identifier, constraintNames.contains(name) {
            throw Diagnostic.failure(
                "a constraint named '\(name)' already exists", at: place.range(of: name),
                suggestion:
                    "change it with 'constant \(name) …' or 'priority \(name) …', or choose another name")
        }
        if spec.identifier == nil { spec.identifier = nextAutomaticName() }
        let constraint: LayoutConstraint
        do {
            constraint = try window.makeConstraint(spec)
            try constraint.activate()
        } catch {
            throw place.diagnostic(for: error, viewNames: viewNames)
        }
        namedConstraints.append((spec.identifier ?? "", constraint))
        return constraint
    }

    private func nextAutomaticName() -> String {
        while constraintNames.contains("c\(nextConstraintNumber)") { nextConstraintNumber += 1 }
        defer { nextConstraintNumber += 1 }
        return "c\(nextConstraintNumber)"
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
        let removed = Set(view.subtree.map(ObjectIdentifier.init))
        view.removeFromSuperview()
        namedConstraints.removeAll { entry in
            entry.constraint.itemViews.contains { removed.contains(ObjectIdentifier($0)) }
        }
    }

    /// Changes a constraint's priority, refusing UIKit's required ↔ optional switch while active.
    func setPriority(_ text: String, of name: String, nameRange: SourceRange, valueRange: SourceRange)
        throws(Diagnostic)
    {
        let constraint = try self.constraint(named: name, at: nameRange)
        guard let priority = LabState.priority(text) else {
            throw Diagnostic(
                .syntax, at: valueRange, message: "'\(text)' is not a priority",
                expected: "a number from 1 to 1000, or required, high, low, fittingSize",
                suggestion: Suggestion.didYouMean(text, in: ConstraintSpec.priorityNames.map(\.0)))
        }
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

    /// A priority as typed: 1…1000 or one of the names the constraint text accepts after `@`.
    static func priority(_ text: String) -> LayoutPriority? {
        if let named = ConstraintSpec.priorityNames.first(where: { $0.0 == text }) { return named.1 }
        guard let value = Float(text), value.isFinite else { return nil }
        let priority = LayoutPriority(rawValue: value)
        return priority.isValid ? priority : nil
    }
}

extension LayoutConstraint {
    /// The views the constraint's items belong to (a guide counts as its owning view).
    var itemViews: [View] {
        [firstItem.owningView, secondItem?.owningView].compactMap { $0 }
    }
}

/// Where a piece of text (a constraint) sits on the line, to turn columns inside the text into
/// columns of the line.
struct TextPlace {
    let text: String
    let range: SourceRange

    /// The column of the text's first character (one more when the text was typed in quotes).
    var firstColumn: Int { range.column + (range.length > text.count ? 1 : 0) }

    /// The range of the first whole-word occurrence of `word` in the text (the whole text if absent).
    func range(of word: String) -> SourceRange {
        let characters = Array(text)
        let target = Array(word)
        // Hostile lines can be long: past a screenful, point at the whole text instead of searching.
        guard !target.isEmpty, characters.count >= target.count, characters.count <= 4096 else {
            return range
        }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        for start in 0...(characters.count - target.count)
        where Array(characters[start..<start + target.count]) == target {
            let before = start == 0 ? nil : characters[start - 1]
            let afterIndex = start + target.count
            let after = afterIndex < characters.count ? characters[afterIndex] : nil
            if before.map(isWord) != true && after.map(isWord) != true {
                return SourceRange(line: range.line, column: firstColumn + start, length: target.count)
            }
        }
        return range
    }

    /// Where an item path was typed: the whole path if found, else its first word.
    func rangeOfItem(_ path: String, head: String) -> SourceRange {
        let whole = range(of: path)
        return whole != range ? whole : range(of: head)
    }

    /// The engine's error as a diagnostic on the line.
    func diagnostic(for error: any Error, viewNames: [String]) -> Diagnostic {
        guard let layoutError = error as? LayoutError else {
            return Diagnostic.failure("\(error)", at: range)
        }
        switch layoutError {
        case .syntax(let message, let column):
            return Diagnostic(
                .syntax, at: SourceRange(line: range.line, column: firstColumn + column - 1, length: 1),
                message: "malformed constraint: \(message)",
                expected: "[NAME:] ITEM.ATTR (==|<=|>=) RHS [@PRIORITY]",
                suggestion: "for example 'bottom: input.bottom == safe.bottom - 8 @750'")
        case .unknownItem(let path):
            let head = String(path.split(separator: ".").first ?? Substring(path))
            let known = viewNames + ["safe", "keyboard"]
            let suggestion =
                known.contains(head)
                ? "after '\(head).' only a guide may come before the attribute: safe, keyboard, "
                    + "margins, readable or a guide of its own"
                : Suggestion.didYouMean(head, in: known)
            return Diagnostic(
                .runtime, at: rangeOfItem(path, head: head),
                message: "no view or layout guide is named '\(SourceText.abbreviated(path))'",
                expected:
                    "root, safe, keyboard, a view name, VIEW.safe, VIEW.keyboard, VIEW.margins or VIEW.readable",
                suggestion: suggestion ?? "create it first: view \(head)")
        default:
            return Diagnostic.failure(layoutError.description, at: range)
        }
    }
}
