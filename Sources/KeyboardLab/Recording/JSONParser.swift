/// A JSON parser over the text's bytes that keeps where every value is, for errors that point
/// into the file. Nesting is bounded (`RecordingReader.maximumDepth`), so no input can exhaust
/// the stack.
struct JSONParser {
    typealias Node = JSONSeriesReader.Node

    let source: SourceBytes
    private var index = 0

    init(source: SourceBytes) {
        self.source = source
    }

    private var bytes: [UInt8] { source.bytes }

    /// The one value of the text, and nothing after it but spaces.
    mutating func document() throws(RecordingReadError) -> Node {
        skipSpaces()
        guard index < bytes.count else { throw source.error(.empty) }
        let node = try value(depth: 0)
        skipSpaces()
        guard index == bytes.count else {
            throw unexpected("after the end of the JSON value", expected: "nothing more")
        }
        return node
    }

    private mutating func skipSpaces() {
        while index < bytes.count, SourceBytes.isSpace(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(RecordingReadError) -> Node {
        skipSpaces()
        guard index < bytes.count else { throw unexpected(expected: "a value") }
        guard depth <= RecordingReader.maximumDepth else {
            throw source.error(
                .nestedTooDeeply(limit: RecordingReader.maximumDepth), at: TextSpan(offset: index, length: 1))
        }
        switch bytes[index] {
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "\""):
            let (text, span) = try string()
            return .string(text, span)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default:
            for (word, isNull) in [("true", false), ("false", false), ("null", true)] where matches(word) {
                let span = TextSpan(offset: index, length: word.utf8.count)
                index += word.utf8.count
                return isNull ? .null(span) : .literal(span)
            }
            throw unexpected(expected: "a value")
        }
    }

    private func matches(_ word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return Array(bytes[index..<index + utf8.count]) == utf8
    }

    private mutating func array(depth: Int) throws(RecordingReadError) -> Node {
        let open = TextSpan(offset: index, length: 1)
        index += 1
        var items: [Node] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array([], open)
        }
        while true {
            items.append(try value(depth: depth + 1))
            skipSpaces()
            guard index < bytes.count else { throw unexpected(expected: "',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items, open)
            }
            throw unexpected(expected: "',' or ']'")
        }
    }

    private mutating func object(depth: Int) throws(RecordingReadError) -> Node {
        let open = TextSpan(offset: index, length: 1)
        index += 1
        var members: [JSONSeriesReader.Member] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object([], open)
        }
        while true {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected(expected: "a key in double quotes")
            }
            let (key, keySpan) = try string()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected(expected: "':'")
            }
            index += 1
            members.append(
                JSONSeriesReader.Member(key: key, keySpan: keySpan, value: try value(depth: depth + 1)))
            skipSpaces()
            guard index < bytes.count else { throw unexpected(expected: "',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members, open)
            }
            throw unexpected(expected: "',' or '}'")
        }
    }

    private mutating func string() throws(RecordingReadError) -> (String, TextSpan) {
        let start = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard index < bytes.count, bytes[index] != UInt8(ascii: "\n") else {
                throw source.error(
                    .unexpected(found: "end of line in a string", expected: "a closing '\"'"),
                    at: TextSpan(offset: start, length: 1))
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (String(decoding: text, as: UTF8.self), TextSpan(offset: start, length: index - start))
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { throw unexpected(expected: "an escape") }
                let escaped = bytes[index + 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "u"):
                    // Kept as written: keys and units are ASCII; no sample needs the character.
                    text.append(contentsOf: Array("\\u".utf8))
                default:
                    throw source.error(
                        .unexpected(
                            found: "escape '\\\(Character(Unicode.Scalar(escaped)))'",
                            expected: "a JSON escape"),
                        at: TextSpan(offset: index, length: 2))
                }
                index += 2
                continue
            }
            text.append(byte)
            index += 1
        }
    }

    private mutating func number() throws(RecordingReadError) -> Node {
        let start = index
        while index < bytes.count,
            let byte = Optional(bytes[index]),
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
        {
            index += 1
        }
        let span = TextSpan(offset: start, length: index - start)
        switch RecordingNumber.parse(source, span, commaDecimals: false) {
        case .value(let value)?: return .number(value, span)
        case .tooLarge?: return .number(nil, span)
        case nil: throw source.error(.notANumber(found: source.text(span), column: "a JSON number"), at: span)
        }
    }

    /// "unexpected 'x'" (or the end of the file) where a thing was expected.
    private func unexpected(_ context: String = "", expected: String) -> RecordingReadError {
        guard index < bytes.count else {
            return source.error(
                .unexpected(found: "end of file", expected: expected),
                at: TextSpan(offset: bytes.count, length: 1))
        }
        // One character (a whole UTF-8 sequence) is the culprit.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let span = TextSpan(offset: index, length: end - index)
        let found = "'\(source.text(span))'" + (context.isEmpty ? "" : " " + context)
        return source.error(.unexpected(found: found, expected: expected), at: span)
    }
}
