/// A value a setting holds.
public enum SettingValue: Sendable, Hashable, CustomStringConvertible {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case choice(String)

    public var description: String {
        switch self {
        case .integer(let v): return String(v)
        case .number(let v): return NumberStyle.compact(v)
        case .boolean(let v): return v ? "on" : "off"
        case .choice(let v): return v
        }
    }
}

/// A named setting of the session (`set NAME VALUE`), declared by a command group.
public struct SettingDefinition: Sendable {
    /// The values a setting accepts.
    public enum Kind: Sendable {
        case integer(ClosedRange<Int>)
        case number(ClosedRange<Double>)
        case boolean
        case choice([String])
    }

    public var name: String
    public var summary: String
    public var kind: Kind
    public var defaultValue: SettingValue

    public init(_ name: String, _ kind: Kind, default defaultValue: SettingValue, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }

    /// What `set` accepts for this setting, for messages and help.
    public var accepted: String {
        switch kind {
        case .integer(let r): return "an integer from \(r.lowerBound) to \(r.upperBound)"
        case .number(let r):
            return
                "a number from \(NumberStyle.compact(r.lowerBound)) to \(NumberStyle.compact(r.upperBound))"
        case .boolean: return "on or off"
        case .choice(let options): return options.joined(separator: ", ")
        }
    }

    /// The numbers a numeric setting accepts, its default the example (nil for the others).
    var allowed: AllowedRange? {
        let example: Double? =
            switch defaultValue {
            case .integer(let v): Double(v)
            case .number(let v): v
            case .boolean, .choice: nil
            }
        switch kind {
        case .integer(let r): return AllowedRange(wholeNumbers: r, example: example.map { Int($0) })
        case .number(let r): return AllowedRange(r, example: example)
        case .boolean, .choice: return nil
        }
    }

    /// The words TAB offers for the value.
    var completions: [String] {
        switch kind {
        case .boolean: return ["on", "off"]
        case .choice(let options): return options
        case .integer, .number: return []
        }
    }

    /// Parses typed text into a value, or nil when it is not acceptable.
    func parse(_ text: String) -> SettingValue? {
        switch kind {
        case .integer(let r):
            guard let v = Int(text), r.contains(v) else { return nil }
            return .integer(v)
        case .number(let r):
            guard let v = Double(text), v.isFinite, r.contains(v) else { return nil }
            return .number(v)
        case .boolean:
            switch text.lowercased() {
            case "on", "true", "yes", "1": return .boolean(true)
            case "off", "false", "no", "0": return .boolean(false)
            default: return nil
            }
        case .choice(let options):
            return options.contains(text.lowercased()) ? .choice(text.lowercased()) : nil
        }
    }
}
