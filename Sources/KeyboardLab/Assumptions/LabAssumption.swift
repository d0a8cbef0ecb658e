import Foundation

/// The name of one assumption in the registry, e.g. `property-animator-curve-7`.
public struct AssumptionID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static func < (a: AssumptionID, b: AssumptionID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { rawValue }
}

/// A place where the lab guesses: a behaviour or number with no measurement behind it (facts
/// marked UNVERIFIED, CONFLICT, SINGLE or INFERENCE), what the lab assumes, what else could be
/// true, and the switch that changes it. Printed numbers that rest on one carry a marker and a
/// footnote (`LabAssumption.footnote`), JSON output an `assumptions` list.
public struct LabAssumption: Hashable, Sendable {
    public var id: AssumptionID
    /// What is assumed, in one line ("UIViewPropertyAnimator(duration:curve: 7) eases in and out").
    public var assumed: String
    /// The other reading(s) the sources allow, or what a device capture would have to settle.
    public var alternative: String
    public var confidence: Confidence
    /// The section of docs/Facts.md, e.g. "§10.3".
    public var facts: String
    /// The profile switch or setting that changes it, or "none" when only a capture can.
    public var setting: String

    public init(
        id: AssumptionID, assumed: String, alternative: String, confidence: Confidence, facts: String,
        setting: String
    ) {
        self.id = id
        self.assumed = assumed
        self.alternative = alternative
        self.confidence = confidence
        self.facts = facts
        self.setting = setting
    }

    /// One footnote line: `[1] property-animator-curve-7: UIViewPropertyAnimator(duration:curve:)
    /// with curve 7 eases in and out … [UNVERIFIED, facts §10.3]; switch: profile set …`.
    /// After `profile set` changed the switch, the value is the user's, not the reading
    /// described: `[1] emoji-height: set to 366.67 by profile set (facts §1.5, §10.1)`.
    public func footnote(marker: Int, profile: IOSVersionProfile? = nil) -> String {
        if let key = switchKey, let value = profile?.valueSet(for: key) {
            return "[\(marker)] \(id): set to \(value) by profile set (facts \(facts))"
        }
        return "[\(marker)] \(id): \(assumed) [\(confidence.rawValue), facts \(facts)]; switch: \(setting)"
    }

    /// The profile switch key of `setting` (`emoji-height` in `profile set emoji-height N`).
    public var switchKey: String? {
        let prefix = "profile set "
        guard setting.hasPrefix(prefix) else { return nil }
        return setting.dropFirst(prefix.count).split(separator: " ").first.map(String.init)
    }

    /// Whether a printed line shows a value resting on this assumption: the notification's object
    /// is not in the one-line summary (it is in the JSON and the log form).
    public var showsInSummary: Bool { id != .notificationObject }

    /// The assumption with this id, if the registry has it.
    public static func named(_ id: AssumptionID) -> LabAssumption? { registry[id] }

    /// The guesses that can decide that a scenario posts nothing (a snap back, the release rule
    /// that chose it): a "(no notifications)" line rests on them when a run used them.
    public static let decidingSilence: Set<AssumptionID> = [.snapBack, .dragRelease, .fieldSwitch]

    static let registry: [AssumptionID: LabAssumption] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// Footnote lines for a list of ids, numbered from 1 in the given order (unknown ids are
    /// skipped): what a table prints under its rows, with the switches `profile` set named.
    public static func footnotes(for ids: [AssumptionID], profile: IOSVersionProfile? = nil) -> [String] {
        ids.compactMap(named).enumerated().map {
            $0.element.footnote(marker: $0.offset + 1, profile: profile)
        }
    }

    /// The ids as a JSON array of objects (`id`, `assumed`, `confidence`, `facts`, `setting`).
    public static func json(for ids: [AssumptionID], indent: String = "") -> String {
        let items = ids.compactMap(named).map { a in
            "\(indent)  {\"id\": \"\(a.id)\", \"assumed\": \"\(escaped(a.assumed))\", "
                + "\"confidence\": \"\(a.confidence.rawValue)\", \"facts\": \"\(a.facts)\", "
                + "\"setting\": \"\(escaped(a.setting))\"}"
        }
        return items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n\(indent)]"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
