/// Reads a recorded trajectory from CSV or JSON text: finds the time and value columns, the time
/// unit, the origin and what the values measure, from what the user stated, the file's names or
/// the numbers themselves, and says which (`Recording.Reading`). Every refusal is a
/// `RecordingReadError` at the line and column at fault; the work is linear in the text and
/// bounded by `Recording.maximumSamples`.
public enum RecordingReader {
    /// The largest file read, in bytes (20,000 JSON objects with a few keys each fit).
    public static let maximumBytes = 8 << 20
    /// How deep JSON arrays and objects may nest.
    public static let maximumDepth = 32

    /// The recording in `text`. `fileName` decides the format by its extension when none is
    /// stated (`.json`; anything else is CSV unless the text starts with `[` or `{`).
    public static func read(
        _ text: String, options: RecordingOptions = RecordingOptions(), fileName: String? = nil
    )
        throws(RecordingReadError) -> Recording
    {
        // A byte-order mark (spreadsheets write one) is no part of the first field; it is
        // invisible, so columns are counted without it.
        let source = SourceBytes(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        let format = options.format ?? detectFormat(source, fileName: fileName)
        let series: RawSeries
        switch format {
        case .csv: series = try CSVSeriesReader(source: source, options: options).read()
        case .json: series = try JSONSeriesReader(source: source, options: options).read()
        }
        return try series.recording(format: format, options: options, source: source)
    }

    static func detectFormat(_ source: SourceBytes, fileName: String?) -> RecordingOptions.Format {
        if let name = fileName?.lowercased() {
            if name.hasSuffix(".json") { return .json }
            if name.hasSuffix(".csv") || name.hasSuffix(".tsv") || name.hasSuffix(".txt") { return .csv }
        }
        let first = source.bytes.first { !SourceBytes.isSpace($0) }
        return first == UInt8(ascii: "[") || first == UInt8(ascii: "{") ? .json : .csv
    }
}

/// A place in the text: a byte offset and a length in bytes, turned into a line and a column in
/// characters only when an error is reported.
struct TextSpan: Hashable {
    var offset: Int
    var length: Int
}

/// The text's bytes with the offsets where lines start.
struct SourceBytes {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        lineStarts = starts
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// An error at `span`: its 1-based line, its column and length in characters.
    func error(_ problem: RecordingReadError.Problem, at span: TextSpan) -> RecordingReadError {
        let offset = Swift.min(Swift.max(span.offset, 0), bytes.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
        let end = Swift.min(offset + Swift.max(span.length, 0), bytes.count)
        let length = String(decoding: bytes[offset..<end], as: UTF8.self).count
        return RecordingReadError(problem, line: low + 1, column: column, length: length)
    }

    /// The error for the whole file (an empty one, too few samples).
    func error(_ problem: RecordingReadError.Problem) -> RecordingReadError {
        RecordingReadError(problem, line: 1, column: 1, length: 1)
    }

    /// The text of a span, shortened for a message.
    func text(_ span: TextSpan, limit: Int = 40) -> String {
        let end = Swift.min(span.offset + span.length, bytes.count)
        let text = String(decoding: bytes[Swift.min(span.offset, end)..<end], as: UTF8.self)
        return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }
}

/// The samples as the file gave them, before units, origin and checks.
struct RawSeries {
    /// The file's times in its own unit; item numbers when the file gives values only.
    var times: [Double]
    /// Whether `times` are the items' numbers (0, 1, …), to be divided by a stated rate.
    var timesAreItemNumbers = false
    var values: [Double]
    var timeSpans: [TextSpan]
    var valueSpans: [TextSpan]
    /// How the columns are called (a header's names, JSON keys, `column 1`).
    var timeName: String
    var valueName: String
    /// Whether the names came from the file.
    var namedByFile: Bool
    /// Settings a JSON wrapper object gave (`"unit": "ms"`).
    var fileTimeUnit: (Recording.TimeUnit, String)?
    var fileQuantity: (Recording.Quantity, String)?
    var fileRate: Double?
    /// Rows without a value.
    var skipped = 0
    /// Where the whole series is (its first line), for errors about all of it.
    var span: TextSpan
}
