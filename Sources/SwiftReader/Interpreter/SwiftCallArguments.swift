import KeyboardLab

/// The arguments of one call, matched the way Swift matches them: by label, then the unlabelled
/// ones in order; a trailing closure fills the first closure parameter not given.
struct SwiftCallArguments {
    var items: [SwiftArgumentValue]
    /// The argument expressions (for `store(in: &set)`, which writes back).
    var expressions: [SwiftArgument]
    var location: SwiftLocation
    private var used: Set<Int> = []

    init(_ items: [SwiftArgumentValue], expressions: [SwiftArgument], at location: SwiftLocation) {
        self.items = items
        self.expressions = expressions
        self.location = location
    }

    var labels: [String?] { items.map(\.label) }

    func has(_ label: String) -> Bool { items.contains { $0.label == label } }

    func labelled(_ label: String) -> SwiftValue? { items.first { $0.label == label }?.value }

    /// The first unlabelled argument.
    var first: SwiftValue? { items.first { $0.label == nil }?.value }

    func unlabelled(_ index: Int) -> SwiftValue? {
        let plain = items.filter { $0.label == nil }
        return index < plain.count ? plain[index].value : nil
    }

    /// The value for one of `labels` (the first present), or nil.
    func value(_ labels: String...) -> SwiftValue? {
        for label in labels { if let found = labelled(label) { return found } }
        return nil
    }

    /// A closure parameter: by its label, else the unlabelled closures in order for the closure
    /// parameters `order` lists before it that were not given by label.
    func closure(_ label: String, order: [String]) -> SwiftFunctionValue? {
        if case .closure(let f)? = labelled(label) { return f }
        let trailing = items.filter { item in
            if item.label == nil, case .closure = item.value { return true }
            return false
        }
        var slot = 0
        for name in order {
            if has(name) { continue }
            if name == label {
                guard slot < trailing.count, case .closure(let f) = trailing[slot].value else { return nil }
                return f
            }
            slot += 1
        }
        return nil
    }
}
