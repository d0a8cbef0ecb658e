/// Names the language gives a meaning of its own: a view, text field or constraint called one
/// of them could not be told from it (`view screen` was accepted, and then `screen.minY` was the
/// view while `convert(…, from: screen, …)` was the screen), so every command that names a new
/// object refuses them with the same error.
enum ReservedNames {
    /// Each reserved name and what it already means, in the order `help` would list them.
    static let meanings: [(name: String, meaning: String)] = [
        ("root", "the root view"),
        ("safe", "the root view's safe-area layout guide"),
        ("keyboard", "the keyboard (keyboard.minY, and an item of constraint text)"),
        ("screen", "the screen and its coordinate space (screen.bounds, convert)"),
        ("window", "the window's coordinate space (window.frame, convert)"),
        ("nil", "no view (the window's space in convert, a missing secondItem)"),
        ("true", "a condition"), ("false", "a condition"),
        ("and", "an operator"), ("or", "an operator"), ("not", "an operator"),
        ("t", "the clock's time in seconds"),
        ("frame", "the frame index"),
        ("note", "the notification a handler receives"),
    ]

    private static let byName = Dictionary(
        meanings.map { ($0.name, $0.meaning) }, uniquingKeysWith: { first, _ in first })

    /// What `name` means already, when it is reserved.
    static func meaning(of name: String) -> String? { byName[name] }

    /// The names a variable may not take either: the lab's objects, which a variable would hide
    /// (`let root = 3` made `root.minY` "a number has no members"). The clock's `t` and `frame`
    /// stay free: a variable is used where it is made (`let t = 8 / 60`), a view by its name
    /// wherever it is.
    static let objects: Set<String> = ["root", "safe", "keyboard", "screen", "window", "nil"]

    /// The error for a new view, text field or constraint (or, for the lab's objects, a
    /// variable) named `name`, or nil when the name is free of meaning.
    static func refusal(_ name: String, at range: SourceRange) -> Diagnostic? {
        guard let meaning = meaning(of: name) else { return nil }
        return Diagnostic(
            .syntax, at: range, message: "'\(name)' is reserved: it means \(meaning)",
            suggestion: "choose another name")
    }
}
