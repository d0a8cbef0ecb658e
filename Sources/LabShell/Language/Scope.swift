/// Variables made with `let`, in nested scopes: the session's globals, a technique's instance
/// (where `view` and `constraint` name what it is bound to), one handler call (where `note` is
/// the notification). Lookups go outwards; `let` defines in the innermost scope.
public final class Scope {
    private var variables: [String: Value] = [:]
    /// Names in the order they were first defined, for completion and listings.
    private(set) var names: [String] = []
    public let parent: Scope?

    public init(parent: Scope? = nil) {
        self.parent = parent
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
        if variables.updateValue(value, forKey: name) == nil { names.append(name) }
    }

    /// Assigns an existing variable where it was defined; false when no scope has it.
    @discardableResult
    public func assign(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.variables[name] != nil {
                current.variables[name] = value
                return true
            }
            scope = current.parent
        }
        return false
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
