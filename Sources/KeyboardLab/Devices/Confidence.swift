/// How sure the facts are about a value (the tags of docs/Facts.md, "Confidence").
public enum Confidence: String, Hashable, Sendable, CaseIterable {
    /// Two or more independent sources agree.
    case confirmed = "CONFIRMED"
    /// Stated by Apple documentation or a header.
    case doc = "DOC"
    /// One non-Apple source (a developer log, a library table).
    case single = "SINGLE"
    /// Derived by calculation from the sources.
    case inference = "INFERENCE"
    /// Sources disagree; the value is the one the catalogue chose.
    case conflict = "CONFLICT"
    /// Plausible, but no source was found: a placeholder that needs a device capture.
    case unverified = "UNVERIFIED"

    /// The tag as the facts file prints it, e.g. `[SINGLE]`.
    public var tag: String { "[\(rawValue)]" }
}

/// A catalogue value together with its confidence and where it came from.
public struct Sourced<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var confidence: Confidence
    /// The fact section and source, e.g. "facts §10.1, Telegram DeviceMetrics".
    public var source: String

    public init(_ value: Value, _ confidence: Confidence, _ source: String) {
        self.value = value
        self.confidence = confidence
        self.source = source
    }
}
