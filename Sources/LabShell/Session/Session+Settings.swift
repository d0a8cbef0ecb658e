/// Typed access to settings, and `set`'s parsing.
extension Session {
    /// The current value of a setting (nil for an unknown name).
    public func setting(_ name: String) -> SettingValue? {
        settingValues[name]
    }

    /// Sets a setting from typed text; a diagnostic at `nameRange` when the name is unknown, at
    /// `valueRange` when the value is wrong (each under the word at fault).
    public func setSetting(
        _ name: String, at nameRange: SourceRange, to text: String, at valueRange: SourceRange
    ) throws(Diagnostic) {
        let definition = try settingDefinition(name, at: nameRange)
        guard let value = definition.parse(text) else {
            throw Diagnostic(
                .runtime, at: valueRange, message: "'\(text)' is not a valid value for \(name)",
                expected: definition.accepted,
                suggestion: Suggestion.didYouMean(text, in: definition.completions)
                    ?? definition.allowed?.help(for: Double(text)))
        }
        settingValues[name] = value
    }

    /// The definition of a setting, or a diagnostic naming the closest one.
    public func settingDefinition(_ name: String, at range: SourceRange) throws(Diagnostic)
        -> SettingDefinition
    {
        guard let definition = table.settings.first(where: { $0.name == name }) else {
            throw Diagnostic(
                .runtime, at: range, message: "unknown setting '\(name)'", expected: "a setting name",
                suggestion: Suggestion.didYouMean(name, in: table.settings.map(\.name))
                    ?? "type 'show' to list the settings")
        }
        return definition
    }

    /// Digits after the decimal point in tables.
    public var decimals: Int {
        if case .integer(let v)? = settingValues["decimals"] { return v }
        return 2
    }

    /// How tables are printed.
    public var outputMode: OutputMode {
        if case .choice(let v)? = settingValues["mode"], let mode = OutputMode(rawValue: v) { return mode }
        return .plain
    }

    /// Whether tables print a header row.
    public var headers: Bool {
        if case .boolean(let v)? = settingValues["headers"] { return v }
        return true
    }

    /// Whether a script reports every error and goes on (sqlite3's default) instead of stopping
    /// at the first (kblab's default for scripts).
    public var keepGoing: Bool {
        if case .boolean(let v)? = settingValues["keep-going"] { return v }
        return false
    }

    /// The default tolerance of `expect ==`.
    public var tolerance: Double {
        if case .number(let v)? = settingValues["tolerance"] { return v }
        return 1e-6
    }
}
