import KeyboardLab

/// What the screen commands share: looking views up by kind, reading the words and numbers their
/// declared arguments hold (each miss a diagnostic under the word, with what was expected), and
/// placing a new view under its parent (a stack view arranges it).
enum ScreenCommands {
    static let viewNames = CommandGroup.viewNames
    static let onOff = CompletionHint.choices(["on", "off"])

    /// Every scroll view's name (tables and text views included), for completion.
    static let scrollViewNames = CompletionHint.dynamic { session, _ in
        session.state(LabState.self).window.allViews.compactMap { ($0 as? ScrollView)?.name }
    }

    static let tableViewNames = CompletionHint.dynamic { session, _ in
        session.state(LabState.self).window.allViews.compactMap { ($0 as? TableView)?.name }
    }

    static let stackViewNames = CompletionHint.dynamic { session, _ in
        session.state(LabState.self).window.allViews.compactMap { ($0 as? StackView)?.name }
    }

    /// The view `name`, which must be of `type` (`what` names the kind in the message).
    static func view<V: View>(
        _ type: V.Type, named name: String, what: String, at range: SourceRange, lab: LabState
    ) throws(Diagnostic) -> V {
        let found = try lab.view(named: name, at: range)
        guard let typed = found as? V else {
            let candidates = lab.window.allViews.compactMap { ($0 as? V)?.name }
            throw Diagnostic(
                .runtime, at: range, message: "'\(name)' is not a \(what)", expected: "a \(what) name",
                suggestion: candidates.isEmpty
                    ? "make one first (help \(what.replacingOccurrences(of: " ", with: "-")))"
                    : "\(what)s: " + candidates.joined(separator: ", "))
        }
        return typed
    }

    static func scrollView(_ args: Arguments, _ key: String, _ lab: LabState) throws(Diagnostic) -> ScrollView
    {
        try view(ScrollView.self, named: args.name(key), what: "scroll view", at: args.range(key), lab: lab)
    }

    static func tableView(_ args: Arguments, _ key: String, _ lab: LabState) throws(Diagnostic) -> TableView {
        try view(TableView.self, named: args.name(key), what: "table view", at: args.range(key), lab: lab)
    }

    /// One word of a fixed set, looked up in `choices` (word → value).
    static func choice<T>(
        _ args: Arguments, _ key: String, _ choices: [(String, T)], what: String
    ) throws(Diagnostic) -> T {
        let word = args.name(key)
        if let found = choices.first(where: { $0.0 == word }) { return found.1 }
        let words = choices.map(\.0)
        throw Diagnostic(
            .syntax, at: args.range(key), message: "unknown \(what) '\(SourceText.abbreviated(word))'",
            expected: words.joined(separator: ", "), suggestion: Suggestion.didYouMean(word, in: words))
    }

    /// `on` or `off`.
    static func onOff(_ args: Arguments, _ key: String) throws(Diagnostic) -> Bool {
        try choice(args, key, [("on", true), ("off", false)], what: "value (on or off)")
    }

    /// A given number, finite and inside `range` (nil when the argument was left out).
    static func number(
        _ args: Arguments, _ key: String, in range: ClosedRange<Double> = -1e9...1e9, what: String
    ) throws(Diagnostic) -> Double? {
        guard let value = args.number(key) else { return nil }
        let allowed = AllowedRange(range)
        guard allowed.contains(value) else {
            throw Diagnostic.outOfRange(
                "\(what) must be a number from "
                    + "\(NumberStyle.compact(range.lowerBound)) to \(NumberStyle.compact(range.upperBound))",
                value: value, allowed: allowed, at: args.range(key), expected: "a number in that range")
        }
        return value
    }

    /// A given whole number inside `range` (nil when left out); never a trapping conversion.
    static func count(
        _ args: Arguments, _ key: String, in range: ClosedRange<Int>, what: String
    ) throws(Diagnostic) -> Int? {
        guard let value = args.number(key) else { return nil }
        let allowed = AllowedRange(wholeNumbers: range)
        guard allowed.contains(value) else {
            throw Diagnostic.outOfRange(
                "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)",
                value: value,
                allowed: allowed, at: args.range(key), expected: "a whole number in that range")
        }
        return Int(value)
    }

    /// Adds a new view under `in PARENT` (the root when absent) with `addSubview`, as the `view`
    /// command does: in a stack view it is a plain subview until `arrange` arranges it (UIKit's
    /// addSubview and addArrangedSubview). Nothing is laid out until `layout` (or a command that
    /// needs frames).
    static func place(_ view: View, _ args: Arguments, _ lab: LabState) throws(Diagnostic) {
        let parent =
            try args.has("parent")
            ? lab.view(named: args.name("parent"), at: args.range("parent")) : lab.rootView
        parent.addSubview(view)
    }

    /// The `in PARENT` argument every view-making command ends with.
    static let parentArgument = ArgumentPattern.optional(.keyword("in", .object("parent", viewNames)))

    /// Insets as `top left bottom right`, compact.
    static func insets(_ i: EdgeInsets) -> String {
        [i.top, i.left, i.bottom, i.right].map(NumberStyle.compact).joined(separator: " ")
    }
}
