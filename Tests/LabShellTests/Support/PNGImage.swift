import Foundation

/// A PNG decoded in the test itself (no image library): the chunks, a small inflate (stored,
/// fixed and dynamic Huffman blocks, RFC 1951) over the zlib stream, then the scanline filters
/// (PNG §9). Enough for the 8-bit RGB and RGBA, non-interlaced screenshots Chromium writes.
struct PNGImage {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let width: Int
    let height: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let channels: Int
    /// Unfiltered rows, top first.
    let pixels: [UInt8]

    /// The pixel at column `x`, row `y`.
    func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let i = (y * width + x) * channels
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
    }

    init(contentsOf url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        guard bytes.count > 8, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else {
            throw Failure(description: "not a PNG")
        }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length + 4 <= bytes.count else { throw Failure(description: "truncated \(type)") }
            let data = bytes[start..<start + length]
            if type == "IHDR" { header = Array(data) }
            if type == "IDAT" { compressed += data }
            if type == "IEND" { break }
            offset = start + length + 4
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR") }
        func be32(_ i: Int) -> Int { header[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        width = be32(0)
        height = be32(4)
        guard header[8] == 8, header[12] == 0, header[9] == 2 || header[9] == 6 else {
            throw Failure(
                description: "unsupported PNG: depth \(header[8]) colour \(header[9]) interlace \(header[12])"
            )
        }
        channels = header[9] == 6 ? 4 : 3
        guard compressed.count > 2 else { throw Failure(description: "no image data") }
        var inflater = Inflater(input: Array(compressed.dropFirst(2)))  // the zlib header
        let raw = try inflater.inflate()
        pixels = try Self.unfilter(raw, width: width, height: height, channels: channels)
    }

    private static func unfilter(_ raw: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw Failure(description: "short image data") }
        var out = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for i in 0..<stride {
                let x = Int(raw[source + i])
                let a = i >= channels ? Int(out[row + i - channels]) : 0
                let b = y > 0 ? Int(out[row - stride + i]) : 0
                let c = i >= channels && y > 0 ? Int(out[row - stride + i - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "filter \(filter)")
                }
                out[row + i] = UInt8((x + predicted) & 0xFF)
            }
        }
        return out
    }
}

/// RFC 1951 inflate, decoding a bit at a time (as zlib's `puff` does): small and plain.
private struct Inflater {
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length > 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195, 227,
        258,
    ]
    static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    let input: [UInt8]
    var position = 0
    var buffer = 0
    var count = 0
    var output: [UInt8] = []

    init(input: [UInt8]) {
        self.input = input
    }

    mutating func bits(_ n: Int) throws -> Int {
        while count < n {
            guard position < input.count else { throw PNGImage.Failure(description: "inflate: out of input") }
            buffer |= Int(input[position]) << count
            position += 1
            count += 8
        }
        let value = buffer & ((1 << n) - 1)
        buffer >>= n
        count -= n
        return value
    }

    mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0
        var first = 0
        var index = 0
        for length in 1..<16 {
            code |= try bits(1)
            let n = h.counts[length]
            if code - n < first { return h.symbols[index + code - first] }
            index += n
            first = (first + n) << 1
            code <<= 1
        }
        throw PNGImage.Failure(description: "inflate: bad code")
    }

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                buffer = 0
                count = 0
                guard position + 4 <= input.count else {
                    throw PNGImage.Failure(description: "inflate: stored")
                }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else {
                    throw PNGImage.Failure(description: "inflate: stored")
                }
                output += input[position..<position + length]
                position += length
            case 1:
                let lengths =
                    [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                let (literals, distances) = try dynamicTables()
                try codes(literals, distances)
            default:
                throw PNGImage.Failure(description: "inflate: block type 3")
            }
        } while last == 0
        return output
    }

    mutating func dynamicTables() throws -> (Huffman, Huffman) {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else {
                    throw PNGImage.Failure(description: "inflate: repeat")
                }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        return (
            Huffman(lengths: Array(lengths[0..<literalCount])),
            Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount]))
        )
    }

    mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < Self.lengthBase.count else {
                    throw PNGImage.Failure(description: "inflate: length")
                }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let d = try decode(distances)
                guard d < Self.distanceBase.count else {
                    throw PNGImage.Failure(description: "inflate: distance")
                }
                let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
                guard distance <= output.count else {
                    throw PNGImage.Failure(description: "inflate: too far")
                }
                let start = output.count - distance
                for i in 0..<length { output.append(output[start + i]) }
            }
        }
    }
}
