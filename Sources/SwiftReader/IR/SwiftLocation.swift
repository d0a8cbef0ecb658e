/// Where a piece of Swift is in its file: 1-based line and column (UTF-8 columns, as the
/// compiler counts them).
public struct SwiftLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SwiftLocation, b: SwiftLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// An error at a place in a Swift file: what the construct is, why the lab refuses or failed at
/// it, and what to do. Both the reader (a construct outside the subset) and the interpreter (a
/// nil unwrapped, a bound crossed) raise it; the shell renders it as `File.swift:42:17: error: …`.
public struct SwiftDiagnostic: Error, Codable, Sendable, Hashable, CustomStringConvertible {
    public var location: SwiftLocation
    /// How many columns the culprit spans (at least 1), for the caret line.
    public var length: Int
    public var message: String
    /// What to do about it (delete it, map it, call it from `viewDidLoad`…).
    public var suggestion: String?

    public init(at location: SwiftLocation, length: Int = 1, _ message: String, suggestion: String? = nil) {
        self.location = location
        self.length = max(1, length)
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        "\(location): error: \(message)" + (suggestion.map { " (\($0))" } ?? "")
    }
}
