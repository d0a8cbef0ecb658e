/// Variables made with `let`, in nested scopes: the session's globals, a technique's instance
/// (where `view` and `constraint` name what it is bound to), one handler call (where `note` is
/// the notification). Lookups go outwards; `let` defines in the innermost scope.
public final class Scope {
    private var variables: [String: Value] = [:]
    /// The bytes of the strings this scope's variables hold.
    private(set) var textBytes = 0
    /// The bytes every scope of the session holds, shared down the chain: what
    /// `Session.maximumHeldText` bounds (a technique bound forty times kept forty scopes of
    /// strings, each under a per-scope bound, and the process ran out of memory).
    final class TextTally { var bytes = 0 }
    let tally: TextTally
    /// Names in the order they were first defined, for completion and listings.
    private(set) var names: [String] = []
    public let parent: Scope?

    public init(parent: Scope? = nil) {
        self.parent = parent
        tally = parent?.tally ?? TextTally()
    }

    deinit { tally.bytes -= textBytes }

    private func count(_ change: Int) {
        textBytes += change
        tally.bytes += change
    }

    /// The value of `name` here or in an enclosing scope.
    public func lookup(_ name: String) -> Value? {
        var scope: Scope? = self
        while let current = scope {
            if let value = current.variables[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// Defines (or redefines) `name` in this scope.
    public func define(_ name: String, _ value: Value) {
        let old = variables.updateValue(value, forKey: name)
        if old == nil { names.append(name) }
        count(Self.textBytes(value) - Self.textBytes(old))
    }

    /// What every scope of the session would hold in strings with `old` replaced by `value`:
    /// the check before a `let` (old: this scope's own variable) or an assignment (old: the
    /// variable where it is defined).
    func textBytes(replacing old: Value?, with value: Value) -> Int {
        tally.bytes + Self.textBytes(value) - Self.textBytes(old)
    }

    /// The value of `name` in this scope itself (what a `let` here replaces), if defined here.
    func localValue(_ name: String) -> Value? { variables[name] }

    private static func textBytes(_ value: Value?) -> Int {
        if case .string(let text)? = value { return text.utf8.count }
        return 0
    }

    /// Assigns an existing variable where it was defined; false when no scope has it.
    @discardableResult
    public func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if let old = current.variables[name] {
                current.variables[name] = value
                current.count(Self.textBytes(value) - Self.textBytes(old))
                return true
            }
            scope = current.parent
        }
        return false
    }

    /// A scope of its own holding what this one and its parents hold now (inner names shadowing
    /// outer ones): a comparison's lane starts from the session's variables and changes only
    /// its copy.
    func copy() -> Scope {
        let copied = Scope()
        for name in visibleNames.reversed() {
            if let value = lookup(name) { copied.define(name, value) }
        }
        return copied
    }

    /// Every visible name, innermost first, each once.
    public var visibleNames: [String] {
        var seen: Set<String> = []
        var result: [String] = []
        var scope: Scope? = self
        while let current = scope {
            for name in current.names where seen.insert(name).inserted { result.append(name) }
            scope = current.parent
        }
        return result
    }
}
