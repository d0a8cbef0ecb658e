/// A parsed argument value.
public enum ArgumentValue: Sendable, Hashable {
    case name(String)
    case names([String])
    case number(Double)
    case text(String)
    case comparison(Comparison)
    case strength(StrengthSpec)
}

/// The typed arguments of one command line, looked up by the names in the command's patterns.
public struct Arguments: Sendable {
    /// The range of the whole command line, for errors that concern the command as a whole.
    public var commandRange: SourceRange
    private var values: [String: (value: ArgumentValue, range: SourceRange)] = [:]
    /// Per-name ranges of a `.names` argument.
    private var nameRanges: [String: [SourceRange]] = [:]

    init(commandRange: SourceRange) {
        self.commandRange = commandRange
    }

    mutating func set(_ key: String, _ value: ArgumentValue, at range: SourceRange) {
        values[key] = (value, range)
    }

    mutating func setNames(_ key: String, _ names: [(String, SourceRange)]) {
        let range = names.map(\.1).reduce(names[0].1) { $0.union($1) }
        values[key] = (.names(names.map(\.0)), range)
        nameRanges[key] = names.map(\.1)
    }

    /// Whether an optional argument was given.
    public func has(_ key: String) -> Bool { values[key] != nil }

    /// Where the argument was typed (the command's range if it was not).
    public func range(_ key: String) -> SourceRange { values[key]?.range ?? commandRange }

    /// The ranges of each name of a `.names` argument.
    public func ranges(_ key: String) -> [SourceRange] { nameRanges[key] ?? [] }

    /// The name given for `key` ("" when an optional one was left out; see `has`).
    public func name(_ key: String) -> String {
        if case .name(let v)? = values[key]?.value { return v }
        return ""
    }

    /// The names given for `key`.
    public func names(_ key: String) -> [String] {
        if case .names(let v)? = values[key]?.value { return v }
        return []
    }

    /// The number given for `key`, or nil when an optional one was left out.
    public func number(_ key: String) -> Double? {
        if case .number(let v)? = values[key]?.value { return v }
        return nil
    }

    /// The text given for `key` ("" when an optional one was left out; see `has`).
    public func text(_ key: String) -> String {
        if case .text(let v)? = values[key]?.value { return v }
        return ""
    }

    /// The comparison given for `key`.
    public func comparison(_ key: String) -> Comparison? {
        if case .comparison(let v)? = values[key]?.value { return v }
        return nil
    }

    /// The strength given for `key`, or nil when it was left out.
    public func strength(_ key: String) -> StrengthSpec? {
        if case .strength(let v)? = values[key]?.value { return v }
        return nil
    }
}
