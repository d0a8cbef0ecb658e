extension KeyboardUserInfoValue {
    /// The value as iOS prints it inside a logged dictionary (`NSRect: {{0, 516}, {393, 336}}`,
    /// `NSPoint: {196.5, 684}`, `0.25`, `7`, `1`).
    public var iOSDescription: String {
        switch self {
        case .rect(let r): KeyboardNumberFormat.nsRect(r)
        case .point(let p): KeyboardNumberFormat.nsPoint(p)
        case .double(let d): KeyboardNumberFormat.number(d)
        case .integer(let i): String(i)
        case .bool(let b): b ? "1" : "0"
        }
    }

    /// The value as a JSON literal: numbers bare, NSValues as their description string.
    public var json: String {
        switch self {
        case .rect, .point: "\"\(iOSDescription)\""
        case .double, .integer, .bool: iOSDescription
        }
    }
}

extension KeyboardUserInfo {
    /// The userInfo as NSDictionary's `description` prints it in a log (the form of the dumps):
    /// keys sorted, `key = value;` lines, values quoted when they hold more than digits.
    public var dictionaryDescription: String {
        var lines = ["{"]
        for (key, value) in entries {
            let text = value.iOSDescription
            let bare = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            lines.append("    \(key.rawValue) = \(bare ? text : "\"\(text)\"");")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// JSON with UIKit's key names in iOS's key order, one key per line, indented by `indent`.
    public func json(indent: String = "") -> String {
        let body = entries.map { "\(indent)  \"\($0.key.rawValue)\": \($0.value.json)" }
        return "{\n" + body.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// The columns of a table row, in order: begin, end, duration, curve, local.
    public var tableColumns: [(header: String, value: String)] {
        [
            ("begin", KeyboardNumberFormat.compactRect(frameBegin)),
            ("end", KeyboardNumberFormat.compactRect(frameEnd)),
            ("duration", animationDuration.map { "\(KeyboardNumberFormat.number($0)) s" } ?? "-"),
            ("curve", animationCurve.map { "curve \($0)" } ?? "-"),
            ("local", includesIsLocalKey ? (isLocal ? "local" : "not local") : "-"),
        ]
    }

    /// One line: `begin (0 852; 393×336)  end (0 516; 393×336)  0.25 s  curve 7`, with
    /// `not local` appended for another app's keyboard.
    public var summary: String {
        var parts = tableColumns.prefix(4).map { column in
            column.header == "begin" || column.header == "end"
                ? "\(column.header) \(column.value)" : column.value
        }
        parts = parts.filter { $0 != "-" }
        if includesIsLocalKey && !isLocal { parts.append("not local") }
        return parts.joined(separator: "  ")
    }
}
