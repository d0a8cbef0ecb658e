import Foundation

/// Why a recording's text could not be read, and where: the line and column (1-based, in
/// characters) and the length of what is at fault, so that the shell can point at it in the file.
public struct RecordingReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Hashable, Sendable {
        /// The file holds no samples at all (empty, or only comments and a header).
        case empty
        /// Something else than what the grammar allows here (JSON punctuation, a CSV quote).
        case unexpected(found: String, expected: String)
        /// A time or value field that is not a number.
        case notANumber(found: String, column: String)
        /// A number beyond 1e18 in magnitude (or one that overflows a double).
        case outOfRange(found: String)
        /// A row with fewer fields than the column the value is read from.
        case missingField(column: String, fields: Int)
        /// A column named by the user (or a JSON key) that the file does not have.
        case unknownColumn(name: String, available: [String])
        /// A time that is not after the sample before it.
        case timeNotIncreasing(time: Double, previous: Double)
        /// More samples than `Recording.maximumSamples`.
        case tooManySamples(limit: Int)
        /// Fewer samples than `Recording.minimumSamples`.
        case tooFewSamples(count: Int, minimum: Int)
        /// The samples span more than `Recording.maximumDuration` seconds.
        case tooLong(seconds: Double, limit: Double)
        /// Times are frame numbers but no rate was given.
        case frameRateNeeded
        /// The values are pixels but no scale was given or known.
        case scaleNeeded(column: String)
        /// JSON arrays or objects nested deeper than the reader follows.
        case nestedTooDeeply(limit: Int)
        /// A JSON value that holds no samples in any form the reader knows.
        case noSamples(found: String)
    }

    public var problem: Problem
    /// 1-based line, column (characters) and length of the culprit; line 1, column 1 for the
    /// whole file.
    public var line: Int
    public var column: Int
    public var length: Int

    public init(_ problem: Problem, line: Int, column: Int, length: Int = 1) {
        self.problem = problem
        self.line = line
        self.column = column
        self.length = Swift.max(length, 1)
    }

    /// The message, without the location.
    public var description: String {
        switch problem {
        case .empty: return "the recording holds no samples"
        case .unexpected(let found, _): return "unexpected \(found)"
        case .notANumber(let found, let column): return "'\(found)' is not a number (\(column))"
        case .outOfRange(let found): return "number '\(found)' is too large"
        case .missingField(let column, let fields):
            return "the row has \(fields) field\(fields == 1 ? "" : "s"), no \(column)"
        case .unknownColumn(let name, _): return "no column named '\(name)'"
        case .timeNotIncreasing(let time, let previous):
            return "time \(Self.number(time)) is not after the sample before it (\(Self.number(previous)))"
        case .tooManySamples(let limit): return "more than \(limit) samples"
        case .tooFewSamples(let count, let minimum):
            return "\(count) sample\(count == 1 ? "" : "s"); a fit needs at least \(minimum)"
        case .tooLong(let seconds, let limit):
            return "the samples span \(Self.number(seconds)) s, more than \(Self.number(limit)) s"
        case .frameRateNeeded: return "the times are frame numbers, and no frame rate was given"
        case .scaleNeeded(let column): return "the values of '\(column)' are pixels, and no scale was given"
        case .nestedTooDeeply(let limit): return "JSON nested more than \(limit) deep"
        case .noSamples(let found): return "no samples in \(found)"
        }
    }

    /// What was expected where the problem is.
    public var expected: String? {
        switch problem {
        case .empty: return "rows of a time and a value (CSV) or a JSON array of samples"
        case .unexpected(_, let expected): return expected
        case .notANumber: return "a number"
        case .outOfRange: return "a number of at most 1e19 in magnitude"
        case .missingField: return "a time and a value on every row"
        case .unknownColumn(_, let available):
            return available.isEmpty
                ? "a column name" : "one of " + available.map { "'\($0)'" }.joined(separator: ", ")
        case .timeNotIncreasing: return "times in increasing order, each once"
        case .tooManySamples: return "at most \(Recording.maximumSamples) samples"
        case .tooFewSamples: return "at least \(Recording.minimumSamples) samples"
        case .tooLong: return "a recording of at most \(Self.number(Recording.maximumDuration)) s"
        case .frameRateNeeded: return "a frame rate"
        case .scaleNeeded: return "pixels per point"
        case .nestedTooDeeply: return "samples at most \(RecordingReader.maximumDepth) levels deep"
        case .noSamples:
            return "[[t, y], …], [{\"t\": …, \"y\": …}, …], {\"t\": […], \"y\": […]} or {\"samples\": …}"
        }
    }

    static func number(_ value: Double) -> String {
        significant(value)
    }

    /// A number with at most four significant digits, no exponent below 1e9 (`16.67`, `0.008333`).
    static func significant(_ value: Double) -> String {
        guard value.isFinite, value != 0 else { return value == 0 ? "0" : "\(value)" }
        if abs(value) >= 1e9 { return String(format: "%.4g", value) }
        let digits = Swift.max(0, 3 - Int(log10(abs(value)).rounded(.down)))
        var text = String(format: "%.\(Swift.min(digits, 12))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
