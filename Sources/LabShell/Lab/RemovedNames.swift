/// The views and constraints `remove` took away, by name, so that a later use of one says what
/// happened to it ("constraint 'bottom' no longer exists: it went with view 'input'") instead of
/// "unknown" or, for an assignment, "cannot assign". Bounded: the most recent
/// `RemovedNames.kept` names at least (trimmed in batches; one removal may take thousands).
struct RemovedNames {
    /// At least this many of the most recent removals are remembered.
    static let kept = 1000

    /// What a name was, and which removal took it.
    struct Entry: Equatable {
        enum Kind: Equatable { case view, constraint }
        var kind: Kind
        /// For a view, itself; for a constraint, the removed view it was attached to.
        var view: String
        /// The view `remove` named (the same, or a superview of `view`).
        var removedWith: String
    }

    private var entries: [String: (entry: Entry, serial: Int)] = [:]
    private var serial = 0

    var count: Int { entries.count }

    func entry(_ name: String) -> Entry? { entries[name]?.entry }

    /// Remembers `name`; past twice the bound, only the `kept` most recent stay.
    mutating func record(_ name: String, _ entry: Entry) {
        serial += 1
        entries[name] = (entry, serial)
        guard entries.count > 2 * Self.kept else { return }
        let cut = serial - Self.kept
        entries = entries.filter { $0.value.serial > cut }
    }
}

extension LabState {
    /// The error for `name` when it names nothing now but named a view or constraint that
    /// `remove` took away; nil otherwise (also when the name has been made again since).
    func removedDiagnostic(_ name: String, at range: SourceRange) -> Diagnostic? {
        guard let entry = removedNames.entry(name), window.views(named: name).isEmpty,
            !namedConstraints.contains(name: name)
        else { return nil }
        let by = entry.removedWith == entry.view ? "" : " (remove \(entry.removedWith))"
        switch entry.kind {
        case .constraint:
            return Diagnostic(
                .runtime, at: range,
                message:
                    "constraint '\(name)' no longer exists: it was removed with its view '\(entry.view)'\(by)",
                suggestion: "remove takes a view's constraints with it, as in UIKit; make the view and "
                    + "the constraint again")
        case .view:
            return Diagnostic(
                .runtime, at: range,
                message: "view '\(name)' no longer exists: it was removed\(by)",
                suggestion: "make it again, or name another view")
        }
    }
}
