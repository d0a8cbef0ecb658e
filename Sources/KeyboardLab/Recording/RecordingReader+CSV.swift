/// CSV (or TSV, or columns separated by spaces): one sample a line, a header line allowed first,
/// `#` or `//` comment lines and blank lines skipped. The separator is the first line's `;`, tab,
/// `,` or runs of spaces, in that order of preference; with `;` or tabs a decimal comma is read
/// as a point (`0,016`). A field may be quoted (`"839.27"`).
struct CSVSeriesReader {
    let source: SourceBytes
    let options: RecordingOptions

    private enum Separator {
        case byte(UInt8)
        case spaces
    }

    private struct Row {
        var fields: [TextSpan]
        var line: TextSpan
    }

    func read() throws(RecordingReadError) -> RawSeries {
        var rows: [Row] = []
        var separator: Separator?
        let bytes = source.bytes
        for (index, start) in source.lineStarts.enumerated() {
            var end = index + 1 < source.lineStarts.count ? source.lineStarts[index + 1] - 1 : bytes.count
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            var first = start
            while first < end, SourceBytes.isSpace(bytes[first]) { first += 1 }
            guard first < end else { continue }
            if bytes[first] == UInt8(ascii: "#") { continue }
            if bytes[first] == UInt8(ascii: "/"), first + 1 < end, bytes[first + 1] == UInt8(ascii: "/") {
                continue
            }
            let lineSeparator = separator ?? Self.separator(bytes[first..<end])
            separator = lineSeparator
            let fields = try split(first..<end, by: lineSeparator)
            rows.append(Row(fields: fields, line: TextSpan(offset: first, length: end - first)))
            // A header and one row more than allowed are enough to refuse.
            if rows.count > Recording.maximumSamples + 1 {
                throw source.error(
                    .tooManySamples(limit: Recording.maximumSamples), at: rows[rows.count - 1].line)
            }
        }
        guard let firstRow = rows.first else { throw source.error(.empty) }
        let commaDecimals: Bool
        switch separator {
        case .byte(let byte)?: commaDecimals = byte != UInt8(ascii: ",")
        case .spaces?, nil: commaDecimals = false
        }
        let hasHeader = firstRow.fields.contains { field in
            field.length > 0 && RecordingNumber.parse(source, field, commaDecimals: commaDecimals) == nil
        }
        let header = hasHeader ? firstRow.fields.map { Self.unquoted(source.text($0, limit: 200)) } : []
        let dataRows = hasHeader ? Array(rows.dropFirst()) : rows
        guard !dataRows.isEmpty else { throw source.error(.empty, at: firstRow.line) }
        if dataRows.count > Recording.maximumSamples {
            throw source.error(
                .tooManySamples(limit: Recording.maximumSamples), at: dataRows[Recording.maximumSamples].line)
        }
        let widest = dataRows.map(\.fields.count).max() ?? 0
        let columns = try chooseColumns(header: header, headerLine: firstRow.line, width: widest)
        var series = RawSeries(
            times: [], values: [], timeSpans: [], valueSpans: [],
            timeName: columns.time.map { columnName($0, header) } ?? "the row number",
            valueName: columnName(columns.value, header), namedByFile: hasHeader,
            span: firstRow.line)
        series.timesAreItemNumbers = columns.time == nil
        for (rowNumber, row) in dataRows.enumerated() {
            guard columns.value < row.fields.count else {
                throw source.error(
                    .missingField(column: series.valueName, fields: row.fields.count), at: row.line)
            }
            let valueSpan = row.fields[columns.value]
            if valueSpan.length == 0 {
                series.skipped += 1
                continue
            }
            let value = try number(valueSpan, column: series.valueName, commaDecimals: commaDecimals)
            if let time = columns.time {
                guard time < row.fields.count, row.fields[time].length > 0 else {
                    throw source.error(
                        .missingField(column: series.timeName, fields: row.fields.count), at: row.line)
                }
                series.times.append(
                    try number(row.fields[time], column: series.timeName, commaDecimals: commaDecimals))
                series.timeSpans.append(row.fields[time])
            } else {
                series.times.append(Double(rowNumber))
                series.timeSpans.append(row.line)
            }
            series.values.append(value)
            series.valueSpans.append(valueSpan)
        }
        return series
    }

    private func columnName(_ index: Int, _ header: [String]) -> String {
        index < header.count && !header[index].isEmpty ? header[index] : "column \(index + 1)"
    }

    /// The time column (nil: the rows give values only) and the value column, 0-based.
    private func chooseColumns(header: [String], headerLine: TextSpan, width: Int) throws(RecordingReadError)
        -> (time: Int?, value: Int)
    {
        func index(_ column: RecordingOptions.Column) throws(RecordingReadError) -> Int {
            switch column {
            case .number(let n):
                guard n >= 1, n <= Swift.max(width, header.count) else {
                    throw source.error(
                        .unknownColumn(name: "\(n)", available: (1...Swift.max(width, 1)).map { "\($0)" }),
                        at: headerLine)
                }
                return n - 1
            case .named(let name):
                if let found = header.firstIndex(where: { $0 == name })
                    ?? header.firstIndex(where: { $0.lowercased() == name.lowercased() })
                {
                    return found
                }
                throw source.error(.unknownColumn(name: name, available: header), at: headerLine)
            }
        }
        let statedTime = try options.timeColumn.map { column throws(RecordingReadError) in try index(column) }
        let statedValue = try options.valueColumn.map { column throws(RecordingReadError) in try index(column)
        }
        // One column only: values at a stated rate, their times the row numbers.
        if width == 1 && statedTime == nil { return (nil, statedValue ?? 0) }
        let time =
            statedTime
            ?? header.indices.first { $0 != statedValue && ColumnNames.isTime(header[$0]) } ?? 0
        let value =
            statedValue
            ?? header.indices.first { $0 != time && ColumnNames.quantity(header[$0]) != nil }
            ?? (0..<Swift.max(width, header.count)).first { $0 != time } ?? 1
        return (time, value)
    }

    private func number(_ span: TextSpan, column: String, commaDecimals: Bool) throws(RecordingReadError)
        -> Double
    {
        switch RecordingNumber.parse(source, span, commaDecimals: commaDecimals) {
        case .value(let value)?: return value
        case .tooLarge?: throw source.error(.outOfRange(found: source.text(span)), at: span)
        case nil: throw source.error(.notANumber(found: source.text(span), column: column), at: span)
        }
    }

    private static func separator(_ line: ArraySlice<UInt8>) -> Separator {
        for candidate in [UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: ",")]
        where line.contains(candidate) {
            return .byte(candidate)
        }
        return .spaces
    }

    /// The fields of a line, each without the spaces around it (and without its quotes).
    private func split(_ range: Range<Int>, by separator: Separator) throws(RecordingReadError) -> [TextSpan]
    {
        let bytes = source.bytes
        var fields: [TextSpan] = []
        var index = range.lowerBound
        func trimmed(_ start: Int, _ end: Int) -> TextSpan {
            var s = start
            var e = end
            while s < e, SourceBytes.isSpace(bytes[s]) { s += 1 }
            while e > s, SourceBytes.isSpace(bytes[e - 1]) { e -= 1 }
            return TextSpan(offset: s, length: e - s)
        }
        switch separator {
        case .spaces:
            while index < range.upperBound {
                while index < range.upperBound, SourceBytes.isSpace(bytes[index]) { index += 1 }
                guard index < range.upperBound else { break }
                let start = index
                while index < range.upperBound, !SourceBytes.isSpace(bytes[index]) { index += 1 }
                fields.append(TextSpan(offset: start, length: index - start))
            }
        case .byte(let mark):
            var start = index
            while index <= range.upperBound {
                if index < range.upperBound, bytes[index] == UInt8(ascii: "\"") {
                    // A quoted field: to the closing quote ("" is a quote inside).
                    let open = index
                    index += 1
                    while true {
                        guard index < range.upperBound else {
                            throw source.error(
                                .unexpected(
                                    found: "end of line in a quoted field", expected: "a closing '\"'"),
                                at: TextSpan(offset: open, length: 1))
                        }
                        if bytes[index] == UInt8(ascii: "\"") {
                            if index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "\"") {
                                index += 2
                                continue
                            }
                            break
                        }
                        index += 1
                    }
                    let inner = TextSpan(offset: open + 1, length: index - open - 1)
                    index += 1
                    var after = index
                    while after < range.upperBound, SourceBytes.isSpace(bytes[after]) { after += 1 }
                    guard after == range.upperBound || bytes[after] == mark else {
                        throw source.error(
                            .unexpected(
                                found:
                                    "'\(source.text(TextSpan(offset: after, length: 1)))' after a quoted field",
                                expected: "a separator"),
                            at: TextSpan(offset: after, length: 1))
                    }
                    fields.append(inner)
                    index = after + 1
                    start = index
                    continue
                }
                if index == range.upperBound || bytes[index] == mark {
                    fields.append(trimmed(start, index))
                    start = index + 1
                }
                index += 1
            }
        }
        return fields
    }

    private static func unquoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"\"", with: "\"")
    }
}

/// A decimal number as a recording writes it: an optional sign, digits with an optional
/// fraction (a point, or a comma where allowed), an optional exponent. No `inf`, `nan` or hex:
/// `Double(_:)` would take them.
enum RecordingNumber {
    enum Parsed {
        case value(Double)
        case tooLarge
    }

    /// The largest magnitude accepted (a nanosecond timestamp since 1970 is about 1.8e18).
    static let limit = 1e19

    static func parse(_ source: SourceBytes, _ span: TextSpan, commaDecimals: Bool) -> Parsed? {
        let end = span.offset + span.length
        guard span.length > 0, end <= source.bytes.count else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(span.length)
        var index = span.offset
        let bytes = source.bytes
        func digits() -> Int {
            var count = 0
            while index < end, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                text.append(bytes[index])
                index += 1
                count += 1
            }
            return count
        }
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            text.append(bytes[index])
            index += 1
        }
        var count = digits()
        if index < end,
            bytes[index] == UInt8(ascii: ".") || (commaDecimals && bytes[index] == UInt8(ascii: ","))
        {
            text.append(UInt8(ascii: "."))
            index += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            text.append(UInt8(ascii: "e"))
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                text.append(bytes[index])
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == end, let value = Double(String(decoding: text, as: UTF8.self)) else { return nil }
        return value.isFinite && abs(value) <= limit ? .value(value) : .tooLarge
    }
}
