import KeyboardLab

/// Name resolution for commands: views and constraints by name, each miss a diagnostic with a
/// "did you mean" over the names that exist.
extension LabState {
    /// Every view's name, depth first (the root is `root`).
    var viewNames: [String] { window.allViews.map(\.layoutName) }

    /// The names of the constraints made in the shell, in the order they were made.
    var constraintNames: [String] { namedConstraints.map(\.name) }

    /// The view named `name` (`root` for the root view), or a diagnostic at `range`.
    func view(named name: String, at range: SourceRange) throws(Diagnostic) -> View {
        if let found = try? window.view(uniquelyNamed: name) { return found }
        if let removed = removedDiagnostic(name, at: range) { throw removed }
        throw Diagnostic(
            .runtime, at: range, message: "unknown view '\(SourceText.abbreviated(name))'",
            expected: "a view name",
            suggestion: Suggestion.didYouMean(name, in: viewNames)
                ?? "create it first: view \(name); 'table views' lists the views")
    }

    /// The names of the views that can become first responder: text fields and text views.
    var fieldNames: [String] {
        window.allViews.filter { $0.kind == .textField || $0.kind == .textView }.map(\.layoutName)
    }

    /// A diagnostic when `name` cannot be the text field a scenario focuses: a view that is no
    /// text field (only a `UITextField` becomes first responder here), or, in a scene that has
    /// text fields, a name that is none of them. A scene without text fields keeps the lab's
    /// abstract field: any name is a field of its own.
    func checkFieldName(_ name: String, at range: SourceRange) throws(Diagnostic) {
        let fields = fieldNames
        if fields.contains(name) { return }
        if !window.views(named: name).isEmpty {
            throw Diagnostic(
                .runtime, at: range, message: "'\(name)' is a view, not a text field or text view",
                expected: "a text field: only one becomes first responder and brings the keyboard up",
                suggestion: fields.isEmpty
                    ? "make one: text-field NAME" : "the text fields: " + fields.joined(separator: ", "))
        }
        guard !fields.isEmpty else { return }
        throw Diagnostic(
            .runtime, at: range, message: "unknown text field '\(SourceText.abbreviated(name))'",
            expected: "one of the scene's text fields: " + fields.joined(separator: ", "),
            suggestion: Suggestion.didYouMean(name, in: fields) ?? "make it first: text-field \(name)")
    }

    /// The constraint made in the shell with this name, or a diagnostic at `range`.
    func constraint(named name: String, at range: SourceRange) throws(Diagnostic) -> LayoutConstraint {
        if let found = namedConstraints[name] { return found }
        if let removed = removedDiagnostic(name, at: range) { throw removed }
        throw Diagnostic(
            .runtime, at: range, message: "unknown constraint '\(SourceText.abbreviated(name))'",
            expected: "a constraint name",
            suggestion: Suggestion.didYouMean(name, in: constraintNames)
                ?? "'constraints' lists the names (constraints made without one are c1, c2, …)")
    }

    /// A diagnostic when `name` cannot name a new view: reserved, not an identifier, or taken
    /// (by a view, or by a constraint: `input.isActive` could not tell them apart).
    func checkNewViewName(_ name: String, at range: SourceRange) throws(Diagnostic) {
        if let refusal = ReservedNames.refusal(name, at: range) { throw refusal }
        guard View.isValidName(name) else {
            throw Diagnostic(
                .runtime, at: range, message: "'\(name)' cannot name a view",
                expected: "letters, digits and '_', starting with a letter (no '-' or '.')",
                suggestion: "constraint text reads 'name.attribute', so a view name has no '.' or '-'")
        }
        if !window.views(named: name).isEmpty {
            throw Diagnostic.failure(
                "a view named '\(name)' already exists", at: range,
                suggestion: "remove it first (remove \(name)) or choose another name")
        }
        if namedConstraints.contains(name: name) {
            throw Diagnostic.failure(
                "a constraint named '\(name)' already exists", at: range,
                suggestion: "choose another name: views and constraints share one set of names "
                    + "(\(name).isActive)")
        }
        guard window.viewCount < Window.maximumViews else {
            throw Diagnostic.failure(
                LayoutError.tooManyViews(limit: Window.maximumViews).description, at: range,
                suggestion: "remove views first (remove VIEW takes its subviews too)")
        }
    }

    /// The simulator's new warnings (a request that made no sense), once each, as printed.
    func takeNewWarnings() -> [String] {
        let log = simulator.warningLog
        guard reportedWarningCount < log.count else { return [] }
        let fresh = log[reportedWarningCount...].map { text(of: $0.warning) }
        reportedWarningCount = log.count
        return fresh
    }

    /// A warning's text. One about the device and the profile, before any `device` line, names
    /// the device as the default: `profile ios12` at the top of a script that chooses its device
    /// on the next line is about a device the script is about to replace.
    func text(of warning: KeyboardWarning) -> String {
        guard case .deviceNeverRanVersion(let device, let version, let supported) = warning, !deviceChosen
        else { return warning.description }
        return "\(device), the default device, never ran iOS \(version) (it runs iOS "
            + "\(supported.lowerBound)–\(supported.upperBound)); a device line chooses another, "
            + "else the lab combines them"
    }

    /// The engine's new log entries (conflict reports in UIKit's words, notes), once each.
    func takeNewIssues() -> [LayoutIssue] {
        guard reportedIssueCount < window.issueCount else { return [] }
        let fresh = Array(window.issues(since: reportedIssueCount))
        reportedIssueCount = window.issueCount
        return fresh
    }
}

extension Session {
    /// A diagnostic when a FIELD argument written as a variable (a technique's `view`, a `let`)
    /// does not hold a text field or text view of the scene. A variable hides a field of its
    /// name, as it hides any object; and it never becomes the lab's abstract field (a typed
    /// word does, in a scene without text fields), so `show-keyboard view` in a technique bound
    /// to a plain view is refused rather than focusing a field called "view". Returns whether
    /// the argument was a variable; a typed word is for `LabState.checkFieldName`.
    func checkFieldVariable(_ args: Arguments, _ key: String) throws(Diagnostic) -> Bool {
        guard let variable = args.variable(key), let held = scope.lookup(variable) else { return false }
        let lab = state(LabState.self)
        let name = args.name(key)
        let fields = lab.fieldNames
        if case .object = held, fields.contains(name) { return true }
        let what: String
        if case .object = held, let found = try? lab.window.view(uniquelyNamed: name) {
            what = "the \(found.kind.rawValue) '\(name)'"
        } else if case .object = held, lab.namedConstraints.contains(name: name) {
            what = "the constraint '\(name)'"
        } else {
            what = held.typeName
        }
        let suggestion: String
        if case .string(let text) = held, fields.contains(text) {
            // A field's name in quotes is a string, as in an expression: unquoted it is the field.
            suggestion = "hold the field itself, unquoted: let \(variable) = \(text)"
        } else if fields.isEmpty {
            suggestion = "make one (text-field NAME) and give its name"
        } else {
            suggestion = "the text fields: " + fields.joined(separator: ", ")
        }
        throw Diagnostic(
            .runtime, at: args.range(key),
            message: "the \(key) '\(variable)' is a variable holding \(SourceText.abbreviated(what)), "
                + "not a text field or text view",
            expected: "a text field: only one becomes first responder and brings the keyboard up",
            suggestion: suggestion)
    }

    /// A diagnostic when a command that makes a view or a constraint is given a variable's name
    /// (a technique's `view` or `constraint`, a `let`): wherever the variable is visible the name
    /// means it, so an object made under it could not be read there (`table-view view rows 31`
    /// in a technique made a second table called "view").
    func checkNewObjectName(_ word: String, at range: SourceRange, kind: String) throws(Diagnostic) {
        guard let value = scope.lookup(word) else { return }
        throw Diagnostic.failure(
            "'\(word)' is a variable here: a new \(kind) cannot take its name", at: range,
            suggestion: "choose another name: here '\(word)' means the variable (\(value.typeName))")
    }

    /// Prints the simulator's new warnings only (`warning: …`), leaving the layout engine's
    /// reports for the next layout: a command that lays nothing out (`constraint`).
    func reportNewWarnings() {
        for warning in state(LabState.self).takeNewWarnings() {
            for line in warningLines("\(warning)") { print(line) }
        }
    }

    /// Prints what the layout engine reported since the last time (a conflict prints UIKit's
    /// "Unable to simultaneously satisfy constraints." report) and the simulator's new warnings
    /// (`warning: …`); layout and the script go on regardless.
    func reportLayoutIssues() {
        reportNewWarnings()
        for issue in state(LabState.self).takeNewIssues() {
            for line in issue.description.split(separator: "\n", omittingEmptySubsequences: false) {
                print(String(line))
            }
        }
        if state(LabState.self).window.layoutIsIncomplete {
            print(
                "note: layout stopped by Ctrl-C; the constraints not yet installed wait for the next layout")
        }
    }
}
