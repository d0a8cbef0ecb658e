/// JSON in the shapes loggers write: `[[t, y], …]`, `[{"t": …, "y": …}, …]` (any key names,
/// extra keys ignored), `{"t": […], "y": […]}`, a plain array of values at a stated rate, or any
/// of these under a key of a wrapper object (`{"unit": "ms", "samples": …}`) whose `unit`,
/// `quantity` and `rate` keys say what the user could state. Parsed by hand: Foundation's parser
/// gives no line and column for an error, and a recording's errors must point into the file.
struct JSONSeriesReader {
    let source: SourceBytes
    let options: RecordingOptions

    indirect enum Node {
        /// nil: a number beyond `RecordingNumber.limit`.
        case number(Double?, TextSpan)
        case string(String, TextSpan)
        case literal(TextSpan)
        case null(TextSpan)
        case array([Node], TextSpan)
        case object([Member], TextSpan)

        var span: TextSpan {
            switch self {
            case .number(_, let s), .string(_, let s), .literal(let s), .null(let s), .array(_, let s),
                .object(_, let s):
                s
            }
        }

        /// "an array", "a string"…, for messages.
        var kind: String {
            switch self {
            case .number: "a number"
            case .string: "a string"
            case .literal: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    struct Member {
        var key: String
        var keySpan: TextSpan
        var value: Node
    }

    func read() throws(RecordingReadError) -> RawSeries {
        var parser = JSONParser(source: source)
        let root = try parser.document()
        return try series(root, depth: 0)
    }

    // MARK: Interpretation

    private func series(_ node: Node, depth: Int) throws(RecordingReadError) -> RawSeries {
        switch node {
        case .array(let items, let span):
            return try arraySeries(items, span: span)
        case .object(let members, let span):
            return try objectSeries(members, span: span, depth: depth)
        default:
            throw source.error(.noSamples(found: node.kind), at: node.span)
        }
    }

    private func arraySeries(_ items: [Node], span: TextSpan) throws(RecordingReadError) -> RawSeries {
        guard let first = items.first else { throw source.error(.empty, at: span) }
        if items.count > Recording.maximumSamples {
            throw source.error(
                .tooManySamples(limit: Recording.maximumSamples), at: items[Recording.maximumSamples].span)
        }
        switch first {
        case .number, .null:
            // Values only: their times are the item numbers at a stated rate.
            var series = RawSeries(
                times: [], values: [], timeSpans: [], valueSpans: [], timeName: "the item number",
                valueName: "the array's values", namedByFile: false, span: span)
            series.timesAreItemNumbers = true
            for (number, item) in items.enumerated() {
                switch item {
                case .null: series.skipped += 1
                case .number(let value?, let itemSpan):
                    series.times.append(Double(number))
                    series.values.append(value)
                    series.valueSpans.append(itemSpan)
                    series.timeSpans.append(itemSpan)
                default: throw wrongItem(item, like: "a number, as the first item")
                }
            }
            return series
        case .array:
            let (time, value) = try pairColumns(span: first.span)
            var series = RawSeries(
                times: [], values: [], timeSpans: [], valueSpans: [], timeName: "item \(time + 1)",
                valueName: "item \(value + 1)", namedByFile: false, span: span)
            for item in items {
                guard case .array(let pair, let pairSpan) = item else {
                    throw wrongItem(item, like: "an array [time, value], as the first item")
                }
                guard value < pair.count, time < pair.count else {
                    throw source.error(
                        .missingField(
                            column: time < pair.count ? series.valueName : series.timeName, fields: pair.count
                        ),
                        at: pairSpan)
                }
                if case .null = pair[value] {
                    series.skipped += 1
                    continue
                }
                series.times.append(try number(pair[time], column: series.timeName))
                series.values.append(try number(pair[value], column: series.valueName))
                series.timeSpans.append(pair[time].span)
                series.valueSpans.append(pair[value].span)
            }
            return series
        case .object(let members, let objectSpan):
            let keys = members.map(\.key)
            // Events without a time (react-native-keyboard-controller's onMove: height and
            // progress) are numbered; a stated rate makes them times.
            let timed = options.timeColumn != nil || keys.contains(where: ColumnNames.isTime)
            let timeKey = timed ? try key(options.timeColumn, among: keys, at: objectSpan, isTime: true) : nil
            let valueKey = try key(
                options.valueColumn, among: keys, at: objectSpan, isTime: false, excluding: timeKey)
            var series = RawSeries(
                times: [], values: [], timeSpans: [], valueSpans: [], timeName: timeKey ?? "the item number",
                valueName: valueKey, namedByFile: true, span: span)
            series.timesAreItemNumbers = timeKey == nil
            for (itemNumber, item) in items.enumerated() {
                guard case .object(let fields, let itemSpan) = item else {
                    throw wrongItem(item, like: "an object, as the first item")
                }
                let valueNode = fields.last { $0.key == valueKey }?.value
                if valueNode == nil {
                    series.skipped += 1
                    continue
                }
                if let valueNode, case .null = valueNode {
                    series.skipped += 1
                    continue
                }
                guard let valueNode else { continue }
                if let timeKey {
                    guard let timeNode = fields.last(where: { $0.key == timeKey })?.value else {
                        throw source.error(
                            .missingField(column: "'\(timeKey)'", fields: fields.count), at: itemSpan)
                    }
                    series.times.append(try number(timeNode, column: "'\(timeKey)'"))
                    series.timeSpans.append(timeNode.span)
                } else {
                    series.times.append(Double(itemNumber))
                    series.timeSpans.append(itemSpan)
                }
                series.values.append(try number(valueNode, column: "'\(valueKey)'"))
                series.valueSpans.append(valueNode.span)
            }
            return series
        default:
            throw source.error(.noSamples(found: "an array of \(first.kind)s"), at: first.span)
        }
    }

    private func objectSeries(_ members: [Member], span: TextSpan, depth: Int) throws(RecordingReadError)
        -> RawSeries
    {
        let keys = members.map(\.key)
        // Columns: two keys whose values are arrays of numbers.
        let arrays = members.filter { member in
            if case .array(let items, _) = member.value, let first = items.first, case .number = first {
                return true
            }
            return false
        }
        if arrays.count >= 2 || (options.timeColumn != nil && options.valueColumn != nil) {
            let names = arrays.map(\.key)
            let timeKey = try key(options.timeColumn, among: names, at: span, isTime: true)
            let valueKey = try key(
                options.valueColumn, among: names, at: span, isTime: false, excluding: timeKey)
            guard let timeMember = members.last(where: { $0.key == timeKey }),
                let valueMember = members.last(where: { $0.key == valueKey }),
                case .array(let times, _) = timeMember.value,
                case .array(let values, let valuesSpan) = valueMember.value
            else {
                throw source.error(.noSamples(found: "an object with keys \(Self.list(keys))"), at: span)
            }
            guard times.count == values.count else {
                throw source.error(
                    .unexpected(
                        found: "\(values.count) values for \(times.count) times",
                        expected: "as many '\(valueKey)' as '\(timeKey)'"), at: valuesSpan)
            }
            if values.count > Recording.maximumSamples {
                throw source.error(
                    .tooManySamples(limit: Recording.maximumSamples),
                    at: values[Recording.maximumSamples].span)
            }
            var series = RawSeries(
                times: [], values: [], timeSpans: [], valueSpans: [], timeName: timeKey, valueName: valueKey,
                namedByFile: true, span: span)
            for (time, value) in zip(times, values) {
                if case .null = value {
                    series.skipped += 1
                    continue
                }
                series.times.append(try number(time, column: "'\(timeKey)'"))
                series.values.append(try number(value, column: "'\(valueKey)'"))
                series.timeSpans.append(time.span)
                series.valueSpans.append(value.span)
            }
            return withMetadata(series, members)
        }
        // A wrapper: the samples under one key.
        let wrapperKeys: Set<String> = [
            "samples", "frames", "points", "data", "events", "values", "recording", "trajectory", "series",
        ]
        let inner =
            members.last { wrapperKeys.contains($0.key.lowercased()) }
            ?? {
                let containers = members.filter { member in
                    switch member.value {
                    case .array, .object: return true
                    default: return false
                    }
                }
                return containers.count == 1 ? containers[0] : nil
            }()
        guard let inner else {
            throw source.error(.noSamples(found: "an object with keys \(Self.list(keys))"), at: span)
        }
        guard depth < RecordingReader.maximumDepth else {
            throw source.error(.nestedTooDeeply(limit: RecordingReader.maximumDepth), at: inner.keySpan)
        }
        return withMetadata(try series(inner.value, depth: depth + 1), members)
    }

    /// The wrapper's `unit`, `quantity` and `rate` keys, where the inner series has none yet.
    private func withMetadata(_ series: RawSeries, _ members: [Member]) -> RawSeries {
        var series = series
        for member in members {
            let key = member.key.lowercased().filter { $0.isLetter }
            switch member.value {
            case .string(let text, _):
                if ["unit", "timeunit", "units"].contains(key), series.fileTimeUnit == nil,
                    let unit = Recording.TimeUnit(rawValue: text.lowercased())
                        ?? ColumnNames.timeUnit(text)
                {
                    series.fileTimeUnit = (unit, "the key '\(member.key)'")
                }
                if ["quantity", "kind", "measure"].contains(key), series.fileQuantity == nil,
                    let quantity = Recording.Quantity(rawValue: text.lowercased())
                {
                    series.fileQuantity = (quantity, "the key '\(member.key)'")
                }
            case .number(let value?, _):
                if ["rate", "fps", "framerate", "hz"].contains(key), series.fileRate == nil, value > 0 {
                    series.fileRate = value
                }
            default: break
            }
        }
        return series
    }

    /// The index of the time and value in each `[t, y]` item.
    private func pairColumns(span: TextSpan) throws(RecordingReadError) -> (Int, Int) {
        func index(_ column: RecordingOptions.Column?, default value: Int) throws(RecordingReadError) -> Int {
            switch column {
            case nil: return value
            case .number(let n)?:
                guard n >= 1 else {
                    throw source.error(.unknownColumn(name: "\(n)", available: ["1", "2"]), at: span)
                }
                return n - 1
            case .named(let name)?:
                throw source.error(.unknownColumn(name: name, available: []), at: span)
            }
        }
        let time = try index(options.timeColumn, default: 0)
        return (time, try index(options.valueColumn, default: time == 0 ? 1 : 0))
    }

    /// The key of the time (or the value) among an object's keys: stated, else found by name.
    private func key(
        _ stated: RecordingOptions.Column?, among keys: [String], at span: TextSpan, isTime: Bool,
        excluding other: String? = nil
    ) throws(RecordingReadError) -> String {
        switch stated {
        case .named(let name)?:
            if let found = keys.first(where: { $0 == name })
                ?? keys.first(where: { $0.lowercased() == name.lowercased() })
            {
                return found
            }
            throw source.error(.unknownColumn(name: name, available: keys), at: span)
        case .number(let n)?:
            guard n >= 1, n <= keys.count else {
                throw source.error(.unknownColumn(name: "\(n)", available: keys), at: span)
            }
            return keys[n - 1]
        case nil:
            let candidates = keys.filter { $0 != other }
            let found =
                isTime
                ? candidates.first(where: ColumnNames.isTime)
                : candidates.first { ColumnNames.quantity($0) != nil && !ColumnNames.isTime($0) }
            guard let found else {
                throw source.error(
                    .noSamples(found: "objects with keys \(Self.list(keys))"), at: span)
            }
            return found
        }
    }

    private func number(_ node: Node, column: String) throws(RecordingReadError) -> Double {
        switch node {
        case .number(let value?, _): return value
        case .number(nil, let span): throw source.error(.outOfRange(found: source.text(span)), at: span)
        case .string(let text, let span):
            // A number written as a string ("16.67") is still a number.
            if let parsed = RecordingNumber.parse(
                source, TextSpan(offset: span.offset + 1, length: Swift.max(span.length - 2, 0)),
                commaDecimals: false),
                case .value(let value) = parsed
            {
                return value
            }
            throw source.error(.notANumber(found: text, column: column), at: span)
        default:
            throw source.error(.notANumber(found: source.text(node.span), column: column), at: node.span)
        }
    }

    private func wrongItem(_ item: Node, like expected: String) -> RecordingReadError {
        source.error(.unexpected(found: item.kind, expected: expected), at: item.span)
    }

    private static func list(_ keys: [String]) -> String {
        keys.isEmpty
            ? "(none)"
            : keys.prefix(8).map { "'\($0)'" }.joined(separator: ", ") + (keys.count > 8 ? ", …" : "")
    }
}
