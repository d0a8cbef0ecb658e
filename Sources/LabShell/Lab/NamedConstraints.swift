import KeyboardLab

/// The constraints made with `constraint`, in the order they were made, with an index by name:
/// a session with tens of thousands of them looked each name up (and found the next free `cN`)
/// by walking the list, which made building a screen quadratic.
struct NamedConstraints: RandomAccessCollection {
    typealias Element = (name: String, constraint: LayoutConstraint)

    private(set) var entries: [Element] = []
    private var positions: [String: Int] = [:]

    init() {}

    init(_ entries: [Element]) {
        for entry in entries { append(entry) }
    }

    var startIndex: Int { entries.startIndex }
    var endIndex: Int { entries.endIndex }
    subscript(position: Int) -> Element { entries[position] }

    /// The constraint named `name`.
    subscript(name: String) -> LayoutConstraint? {
        positions[name].map { entries[$0].constraint }
    }

    /// The entry named `name`.
    func entry(named name: String) -> Element? {
        positions[name].map { entries[$0] }
    }

    func contains(name: String) -> Bool { positions[name] != nil }

    /// The name of `constraint`, when the shell made it.
    func name(of constraint: LayoutConstraint) -> String? {
        entries.first { $0.constraint === constraint }?.name
    }

    /// Adds an entry; a name already taken keeps its first constraint for lookups (the shell
    /// never makes two of one name).
    mutating func append(_ entry: Element) {
        // One lookup: the position is filled in place when the name is new.
        Self.fill(&positions[entry.name], with: entries.count)
        entries.append(entry)
    }

    private static func fill(_ position: inout Int?, with value: Int) {
        if position == nil { position = value }
    }

    mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
        try entries.removeAll(where: shouldRemove)
        positions.removeAll(keepingCapacity: true)
        for (index, entry) in entries.enumerated() where positions[entry.name] == nil {
            positions[entry.name] = index
        }
    }
}
