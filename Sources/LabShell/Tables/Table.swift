/// A table of results, independent of how it is printed.
public struct Table: Sendable, Hashable {
    /// A cell: text, an exact integer, or a number printed with the session's decimals.
    public enum Cell: Sendable, Hashable {
        case text(String)
        case integer(Int)
        case number(Double)
        /// A number that has no value here (the frame of an error that never occurred): `-` in
        /// the text modes, aligned as a number; empty in csv, null in json.
        case none
    }

    public var columns: [String]
    public var rows: [[Cell]]

    public init(columns: [String], rows: [[Cell]] = []) {
        self.columns = columns
        self.rows = rows
    }

    /// Appends a row (missing cells become empty text, extra cells are dropped).
    public mutating func append(_ row: [Cell]) {
        var fitted = Array(row.prefix(columns.count))
        while fitted.count < columns.count { fitted.append(.text("")) }
        rows.append(fitted)
    }
}

/// How tables print: the sqlite shell's modes.
public enum OutputMode: String, Sendable, Hashable, CaseIterable {
    case box
    case plain
    case markdown
    case csv
    case json
}
